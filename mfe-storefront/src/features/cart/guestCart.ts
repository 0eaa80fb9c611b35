import { MAX_QUANTITY, type CartItems } from '@greencart/contracts';

/** localStorage key of the logged-out shopper's cart. */
export const GUEST_CART_KEY = 'greencart.guestCart';

function isQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_QUANTITY;
}

/**
 * Reads the guest cart saved by a previous visit. Anything malformed (edited by hand, an
 * older format) is ignored line by line rather than breaking the page.
 */
export function loadGuestCart(): CartItems {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, q]) => isQuantity(q)));
  } catch {
    return {};
  }
}

/** Saves the guest cart; an empty cart removes the key. */
export function saveGuestCart(items: CartItems): void {
  try {
    if (Object.keys(items).length === 0) localStorage.removeItem(GUEST_CART_KEY);
    else localStorage.setItem(GUEST_CART_KEY, JSON.stringify(items));
  } catch {
    // Storage can be full or disabled (private mode): the cart still works for this visit.
  }
}
