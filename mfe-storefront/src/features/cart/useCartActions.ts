import { useMemo } from 'react';
import { MESSAGES } from '@greencart/contracts';
import { notify } from '@greencart/shared-ui';
import { useAppDispatch } from '../../app/hooks';
import { addToCart, removeFromCart, setQuantity } from './cartSlice';

/** Cart changes a shopper makes, each confirmed with the spec's toast (spec §8). */
export interface CartActions {
  add(id: string): void;
  set(id: string, quantity: number): void;
  remove(id: string): void;
}

/** The cart actions with their toasts: 'Added to Cart', 'Cart Updated', 'Removed from Cart'. */
export function useCartActions(): CartActions {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      add(id) {
        dispatch(addToCart(id));
        notify.success(MESSAGES.addedToCart);
      },
      set(id, quantity) {
        dispatch(setQuantity({ id, quantity }));
        notify.success(MESSAGES.cartUpdated);
      },
      remove(id) {
        dispatch(removeFromCart(id));
        notify.success(MESSAGES.removedFromCart);
      },
    }),
    [dispatch],
  );
}
