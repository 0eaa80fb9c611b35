/** Business constants and limits (spec §9, DESIGN.md §7). */

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
/** Toast defaults (react-hot-toast): success 2 s, error 4 s, at most 20 at once. */
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;
export const TOAST_LIMIT = 20;

/** Payment methods: cash on delivery and online card payment. */
export const PAYMENT_TYPES = ['COD', 'Online'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_LABELS: Record<PaymentType, string> = {
  COD: 'Cash On Delivery',
  Online: 'Online Payment',
};
