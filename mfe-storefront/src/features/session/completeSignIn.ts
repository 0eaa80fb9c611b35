import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { CartItems, User } from '@greencart/contracts';
import { notify } from '@greencart/shared-ui';
import type { RootState } from '../../app/store';
import { sessionChecked, signedIn } from './sessionSlice';

function products(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}

/**
 * Told to the shopper when the cart filled as a guest met a non-empty saved cart at login:
 * says what changed (what the saved cart brought in, and the total), not just "merged".
 */
export function cartMergedMessage(saved: CartItems, guest: CartItems): string {
  const total = new Set([...Object.keys(saved), ...Object.keys(guest)]).size;
  return `Added ${products(Object.keys(saved).length)} saved in your account to your cart (${products(total)} now)`;
}

/**
 * Records a logged-in user. The cart reducer merges the guest cart into the saved one.
 * The shopper is told only when two non-empty carts met: a new account (or an empty saved
 * cart) has nothing to merge, so it gets no message.
 */
export function completeSignIn(user: User): ThunkAction<void, RootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    // Already recorded (e.g. the session check answering after a login): merging the
    // saved cart again would double it.
    if (getState().session.user?._id === user._id) {
      dispatch(sessionChecked());
      return;
    }
    const guest = getState().cart.items;
    const saved = user.cartItems ?? {};
    const merging = Object.keys(guest).length > 0 && Object.keys(saved).length > 0;
    dispatch(signedIn(user));
    if (merging) notify.success(cartMergedMessage(saved, guest));
  };
}
