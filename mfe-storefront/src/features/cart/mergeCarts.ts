import { MAX_QUANTITY, type CartItems } from '@greencart/contracts';

/**
 * Merges a guest cart into a saved cart: quantities of the same product are added and
 * capped at {@link MAX_QUANTITY} (the largest quantity the API accepts).
 */
export function mergeCarts(saved: CartItems, guest: CartItems): CartItems {
  const merged: CartItems = { ...saved };
  for (const [id, quantity] of Object.entries(guest)) {
    merged[id] = Math.min((merged[id] ?? 0) + quantity, MAX_QUANTITY);
  }
  return merged;
}

/** True when both carts hold the same products with the same quantities. */
export function sameCart(a: CartItems, b: CartItems): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((id) => a[id] === b[id]);
}
