import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { User } from '@greencart/contracts';
import { notify } from '@greencart/shared-ui';
import type { RootState } from '../../app/store';
import { sessionChecked, signedIn } from './sessionSlice';

/** Told to the shopper when a guest cart was added to the saved cart at login. */
export const CART_MERGED_MESSAGE = 'Your cart was merged with your saved cart';

/**
 * Records a logged-in user. The cart reducer merges the guest cart into the saved one;
 * when the guest cart had anything in it the shopper is told, so a changed cart is
 * never a surprise.
 */
export function completeSignIn(user: User): ThunkAction<void, RootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    // Already recorded (e.g. the session check answering after a login): merging the
    // saved cart again would double it.
    if (getState().session.user?._id === user._id) {
      dispatch(sessionChecked());
      return;
    }
    const hadGuestCart = Object.keys(getState().cart.items).length > 0;
    dispatch(signedIn(user));
    if (hadGuestCart) notify.success(CART_MERGED_MESSAGE);
  };
}
