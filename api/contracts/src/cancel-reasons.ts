/**
 * Ready-made cancellation reasons, one list for the store and the seller portal. The reason
 * stays free text on the API (`OrderCancelRequest.reason`, `ORDER_NOTE_MAX`): these only save
 * typing, and the order shows whichever text was sent.
 */

/** Offered to a shopper cancelling their own order (choosing one is optional). */
export const SHOPPER_CANCEL_REASONS = [
  'Ordered by mistake',
  'Want to change items or quantities',
  'Delivery takes too long',
  'Found a better price',
] as const;

/** Offered to staff cancelling an order; they may write their own instead. */
export const STAFF_CANCEL_REASONS = [
  'Out of stock',
  'Cannot deliver to this address',
  'Customer asked to cancel',
  'Payment not received',
] as const;
