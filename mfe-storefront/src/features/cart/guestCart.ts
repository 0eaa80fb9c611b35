import {
  MAX_QUANTITY,
  choiceOfPreference,
  substitutionChoiceProblem,
  type CartItems,
  type SubstitutionChoiceValue,
} from '@greencart/contracts';

/** localStorage key of the logged-out shopper's cart. */
export const GUEST_CART_KEY = 'greencart.guestCart';

/**
 * localStorage key of the cart lines' substitution choices (only lines not on the default,
 * "refund"). Kept beside the cart rather than in it: the cart keeps the original
 * `{ productId: quantity }` shape, and the saved cart on the server has no place for them.
 */
export const SUBSTITUTIONS_KEY = 'greencart.cartSubstitutions';

/**
 * localStorage key of the guest cart's lines sold by weight (`{ productId: true }`), so a
 * reload still counts each as one item. Beside the cart for the same reason as the choices.
 */
export const WEIGHED_LINES_KEY = 'greencart.cartWeighed';

function isQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_QUANTITY;
}

/** A saved object, or {} when it is missing or not an object. */
function readObject(key: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return parsed as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Saves `value`, or removes the key when it is empty. */
function writeObject(key: string, value: Record<string, unknown>): void {
  try {
    if (Object.keys(value).length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage can be full or disabled (private mode): the cart still works for this visit.
  }
}

/**
 * Reads the guest cart saved by a previous visit. Anything malformed (edited by hand, an
 * older format) is ignored line by line rather than breaking the page.
 */
export function loadGuestCart(): CartItems {
  return Object.fromEntries(
    Object.entries(readObject(GUEST_CART_KEY)).filter(([, q]) => isQuantity(q)),
  ) as CartItems;
}

/** Saves the guest cart; an empty cart removes the key. */
export function saveGuestCart(items: CartItems): void {
  writeObject(GUEST_CART_KEY, items);
}

/** A saved choice: `{ choice, productId }`, or the older `'similar'` / `'refund'`; else null. */
function savedChoice(saved: unknown): SubstitutionChoiceValue | null {
  if (saved === 'similar' || saved === 'refund') {
    return { choice: choiceOfPreference(saved), productId: null };
  }
  if (typeof saved !== 'object' || saved === null) return null;
  const { choice, productId } = saved as Record<string, unknown>;
  // A specific choice whose product is still to be picked is kept: the picker shows again.
  const value = { choice, productId: productId ?? null };
  const pending = choice === 'specific' && value.productId === null;
  return pending || !substitutionChoiceProblem(value) ? (value as SubstitutionChoiceValue) : null;
}

/**
 * The substitution choices saved on this device (malformed entries ignored; the older saved
 * `'similar'` reads as best match). Not filtered by the cart: a logged-in shopper's lines
 * arrive from the server after this is read.
 */
export function loadSubstitutions(): Record<string, SubstitutionChoiceValue> {
  return Object.fromEntries(
    Object.entries(readObject(SUBSTITUTIONS_KEY)).flatMap(([id, saved]) => {
      const value = savedChoice(saved);
      return value ? [[id, value]] : [];
    }),
  );
}

/** Saves the substitution choices; none removes the key. */
export function saveSubstitutions(choices: Record<string, SubstitutionChoiceValue>): void {
  writeObject(SUBSTITUTIONS_KEY, choices);
}

/** The guest cart's lines sold by weight, saved on this device (only those in `items`). */
export function loadWeighedLines(items: CartItems): Record<string, true> {
  return Object.fromEntries(
    Object.entries(readObject(WEIGHED_LINES_KEY))
      .filter(([id, weighed]) => weighed === true && id in items)
      .map(([id]) => [id, true]),
  ) as Record<string, true>;
}

/** Saves the guest cart's lines sold by weight; none removes the key. */
export function saveWeighedLines(weighed: Record<string, true>): void {
  writeObject(WEIGHED_LINES_KEY, weighed);
}
