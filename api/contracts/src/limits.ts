/**
 * Business constants and limits (docs/COMPATIBILITY.md, and the security limits of
 * docs/SECURITY.md).
 */

/** Smallest and largest quantity of one product in a cart or order. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 999;
/** Most distinct products in one order. */
export const MAX_ORDER_LINES = 100;
/** Most images on a new product, and the largest image accepted. */
export const MAX_PRODUCT_IMAGES = 4;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Products shown in Best Sellers and in related products. */
export const BEST_SELLER_COUNT = 5;
export const RELATED_PRODUCT_COUNT = 5;
/** The cart's quantity selector offers 1 … this (or up to the current quantity). */
export const QUANTITY_OPTIONS = 9;
/** The /loader page waits this long before following `next`. */
export const LOADER_DELAY_MS = 5000;
/** Toast defaults (react-hot-toast's own limit of 20 at once stays as it is). */
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;

/** Passwords: at least this many characters, at most this many bytes of UTF-8 (bcrypt's limit). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_BYTES = 72;

/** Most saved addresses per account. */
export const MAX_ADDRESSES_PER_ACCOUNT = 20;
/** Most online orders awaiting payment per account at once. */
export const MAX_UNPAID_ORDERS_PER_ACCOUNT = 3;
/** Most orders one account may place per minute. */
export const MAX_ORDERS_PER_MINUTE = 5;

/** Smallest price of a product, in rupees (one cent). */
export const MIN_PRICE = 0.01;
/** Largest price of a product, in rupees. */
export const MAX_PRICE = 1_000_000;
/** Largest total of one order, in cents (LKR 10,000,000.00; fits a 32-bit integer column). */
export const MAX_ORDER_TOTAL_CENTS = 1_000_000_000;
/** Largest amount Stripe Checkout takes in one payment, in cents (8 digits). */
export const MAX_ONLINE_PAYMENT_CENTS = 99_999_999;

/** Payment methods: cash on delivery and online card payment. */
export const PAYMENT_TYPES = ['COD', 'Online'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_LABELS: Record<PaymentType, string> = {
  COD: 'Cash On Delivery',
  Online: 'Online Payment',
};

/**
 * The header a client sends with a state-changing request it may have to resend (Place Order
 * on a bad connection): the same key within {@link IDEMPOTENCY_KEY_HOURS} answers the first
 * request's answer again (docs/ORDERS.md, "A retried Place Order").
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** How long a key is remembered. */
export const IDEMPOTENCY_KEY_HOURS = 24;
/** A key: 1 to 255 visible ASCII characters (a UUID is the usual choice). */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && /^[\x21-\x7e]{1,255}$/.test(value);
}
