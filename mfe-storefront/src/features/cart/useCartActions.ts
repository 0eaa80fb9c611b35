import { useMemo } from 'react';
import { MESSAGES, formatGrams, stockLeftText } from '@greencart/contracts';
import { notify } from '../../lib/notices';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { addManyToCart, addToCart, removeFromCart, setQuantity } from './cartSlice';

/** Cart changes a shopper makes, each confirmed with its fixed toast (`MESSAGES`). */
export interface CartActions {
  /**
   * Adds `count` (1 by default). With `available` (a counted product's units left) the cart
   * never holds more: asking for more says how many are left instead. A product sold by
   * weight counts steps of `stepGrams` (its `available` is whole steps), said as a weight.
   */
  add(id: string, options?: { count?: number; available?: number; stepGrams?: number }): void;
  set(id: string, quantity: number): void;
  remove(id: string): void;
}

/** The cart actions with their toasts: 'Added to Cart', 'Cart Updated', 'Removed from Cart'. */
export function useCartActions(): CartActions {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useMemo(
    () => ({
      add(id, { count = 1, available, stepGrams } = {}) {
        const inCart = store.getState().cart.items[id] ?? 0;
        const left = stockLeftText((available ?? 0) * (stepGrams ?? 1), {
          soldBy: stepGrams ? 'weight' : 'unit',
          stepGrams,
        });
        const room = available === undefined ? count : Math.min(count, available - inCart);
        if (room <= 0) {
          notify.error(`${left}: all of them are in your cart`);
          return;
        }
        // A weighed product's line counts once in the cart's count, whatever its steps.
        if (stepGrams) dispatch(addManyToCart({ id, count: room, weighed: true }));
        else dispatch(room === 1 ? addToCart(id) : addManyToCart({ id, count: room }));
        const added = stepGrams ? formatGrams(room * stepGrams) : String(room);
        if (room < count) notify.error(`${left}: ${added} added`);
        else notify.success(MESSAGES.addedToCart);
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
    [dispatch, store],
  );
}
