/**
 * Stable error codes. Every failed API response is `{ success: false, code, message }`;
 * front ends branch on `code` and show `message`.
 */
export const ERROR_CODES = {
  VALIDATION: 'COMMON.VALIDATION',
  MALFORMED_BODY: 'COMMON.MALFORMED_BODY',
  NOT_FOUND: 'COMMON.NOT_FOUND',
  PAYLOAD_TOO_LARGE: 'COMMON.PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'COMMON.UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'COMMON.RATE_LIMITED',
  FORBIDDEN_ORIGIN: 'COMMON.FORBIDDEN_ORIGIN',
  /** Refused for another reason than the origin (e.g. a path outside the uploads folder). */
  FORBIDDEN: 'COMMON.FORBIDDEN',
  UNAVAILABLE: 'COMMON.UNAVAILABLE',
  /** The database gave way to another change at the same instant (a deadlock): try again. */
  CONCURRENT_CHANGE: 'COMMON.CONCURRENT_CHANGE',
  INTERNAL: 'COMMON.INTERNAL',
  NOT_AUTHENTICATED: 'AUTH.NOT_AUTHENTICATED',
  NOT_SELLER: 'AUTH.NOT_SELLER',
  /** A staff member whose role lacks the permission the route declares (docs/STAFF.md). */
  NOT_PERMITTED: 'AUTH.NOT_PERMITTED',
  INVALID_CREDENTIALS: 'AUTH.INVALID_CREDENTIALS',
  EMAIL_TAKEN: 'USER.EMAIL_TAKEN',
  /** The phone number was verified by another account a moment before (409). */
  PHONE_TAKEN: 'USER.PHONE_TAKEN',
  PRODUCT_NOT_FOUND: 'PRODUCT.NOT_FOUND',
  /** Reviews (docs/REVIEWS.md): the order is not delivered yet (409). */
  REVIEW_NOT_DELIVERED: 'REVIEW.NOT_DELIVERED',
  /** The product is not a line of that order (404). */
  REVIEW_PRODUCT_NOT_IN_ORDER: 'REVIEW.PRODUCT_NOT_IN_ORDER',
  REVIEW_NOT_FOUND: 'REVIEW.NOT_FOUND',
  PRODUCT_IMAGE_INVALID: 'PRODUCT.IMAGE_INVALID',
  ADDRESS_NOT_OWNED: 'ORDER.ADDRESS_NOT_OWNED',
  ORDER_EMPTY: 'ORDER.EMPTY',
  /**
   * The code entered (or a deal in the cart) cannot be given now: used up, ended, paused, not
   * started, or not for this cart (409; docs/PROMOTIONS.md). The shopper may place the order
   * without it.
   */
  PROMOTION_UNAVAILABLE: 'ORDER.PROMOTION_UNAVAILABLE',
  /** A promotion's id that does not exist (404). */
  PROMOTION_NOT_FOUND: 'PROMOTION.NOT_FOUND',
  /** A code another promotion already has (409). */
  PROMOTION_CODE_TAKEN: 'PROMOTION.CODE_TAKEN',
  /** A move an ended promotion cannot make (409). */
  PROMOTION_ENDED: 'PROMOTION.ENDED',
  PRODUCT_UNAVAILABLE: 'ORDER.PRODUCT_UNAVAILABLE',
  PAYMENT_UNAVAILABLE: 'ORDER.PAYMENT_UNAVAILABLE',
  PAYMENT_FAILED: 'ORDER.PAYMENT_FAILED',
  /**
   * An order with weighed items paid online where the payment provider cannot hold a card for
   * an amount known only after weighing (409): weighed items need cash on delivery.
   */
  PAYMENT_HOLD_UNAVAILABLE: 'ORDER.PAYMENT_HOLD_UNAVAILABLE',
  WEBHOOK_INVALID: 'ORDER.WEBHOOK_INVALID',
  ORDER_TOO_LARGE: 'ORDER.TOO_LARGE',
  /** The order's address is in no delivery zone (docs/DELIVERY.md). */
  DELIVERY_OUTSIDE_ZONES: 'DELIVERY.OUTSIDE_ZONES',
  /** The goods are below the delivery zone's minimum order; the message says how much more. */
  DELIVERY_BELOW_MINIMUM: 'DELIVERY.BELOW_MINIMUM',
  /** The address's zone uses time slots and the order names none (400). */
  DELIVERY_SLOT_REQUIRED: 'DELIVERY.SLOT_REQUIRED',
  /** The slot is full, past its cut-off or closed (409; the message says which). */
  DELIVERY_SLOT_UNAVAILABLE: 'DELIVERY.SLOT_UNAVAILABLE',
  /** Express is not offered for the address now, or its period is full (409). */
  DELIVERY_EXPRESS_UNAVAILABLE: 'DELIVERY.EXPRESS_UNAVAILABLE',
  /** A zone left out of a save while open orders are booked into its windows (409). */
  DELIVERY_ZONE_IN_USE: 'DELIVERY.ZONE_IN_USE',
  LIMIT_REACHED: 'ACCOUNT.LIMIT_REACHED',
  WEAK_PASSWORD: 'USER.WEAK_PASSWORD',
  /** Fewer available than asked; the message names the product and how many are left. */
  STOCK_INSUFFICIENT: 'STOCK.INSUFFICIENT',
  /** A stock movement that the rules refuse (e.g. reserved more than on hand). */
  STOCK_INVALID_MOVEMENT: 'STOCK.INVALID_MOVEMENT',
  ORDER_NOT_FOUND: 'ORDER.NOT_FOUND',
  ORDER_TRANSITION_REFUSED: 'ORDER.TRANSITION_REFUSED',
  ORDER_CHANGED: 'ORDER.CHANGED',
  ORDER_REASON_REQUIRED: 'ORDER.REASON_REQUIRED',
  ORDER_CURSOR_INVALID: 'ORDER.CURSOR_INVALID',
  /**
   * The order's card payment must be read from the provider before the order may change (the
   * answer to its capture was lost): 503 while the provider cannot be reached, 409 while the
   * capture itself may still be on its way (docs/ORDERS.md, "Payment checks").
   */
  PAYMENT_NEEDS_CHECK: 'ORDER.PAYMENT_NEEDS_CHECK',
  /** An `Idempotency-Key` sent again with a different request (422; docs/ORDERS.md). */
  IDEMPOTENCY_KEY_REUSED: 'COMMON.IDEMPOTENCY_KEY_REUSED',
  /** The first request with this `Idempotency-Key` is still running (409): try again. */
  IDEMPOTENCY_IN_PROGRESS: 'COMMON.IDEMPOTENCY_IN_PROGRESS',
  /** A refund retry on an order with no failed refund: nothing to ask the provider again. */
  ORDER_NO_FAILED_REFUND: 'ORDER.NO_FAILED_REFUND',
  PRODUCT_CURSOR_INVALID: 'PRODUCT.CURSOR_INVALID',
  PRODUCT_AVAILABLE: 'PRODUCT.AVAILABLE',
  /** Another product already has this barcode (409, field `barcode`). */
  BARCODE_TAKEN: 'PRODUCT.BARCODE_TAKEN',
  /** A reset or email-change link that is unknown, expired or already used. */
  TOKEN_INVALID: 'ACCOUNT.TOKEN_INVALID',
  /** The current password given to confirm an account change is wrong. */
  WRONG_PASSWORD: 'ACCOUNT.WRONG_PASSWORD',
  /** Another request changed the password first (two changes at once): this one was not made. */
  PASSWORD_CHANGED: 'ACCOUNT.PASSWORD_CHANGED',
  /** Closing the account while orders are still open (409; the message names them). */
  OPEN_ORDERS: 'ACCOUNT.OPEN_ORDERS',
  /** The change would leave the shop without an active owner (docs/STAFF.md). */
  LAST_OWNER: 'STAFF.LAST_OWNER',
  /** An invited account that has not accepted its invitation yet cannot be reactivated. */
  STAFF_PENDING: 'STAFF.PENDING',
  /** Substitution preferences can no longer change: packing has started (409). */
  SUBSTITUTION_LOCKED: 'SUBSTITUTION.LOCKED',
  /** The question was already answered, or decided when its time ran out (409). */
  SUBSTITUTION_ANSWERED: 'SUBSTITUTION.ANSWERED',
  /** The answer came after the question's window: the line's preference was applied (409). */
  SUBSTITUTION_WINDOW_CLOSED: 'SUBSTITUTION.WINDOW_CLOSED',
  /** The packer changed the proposal since the shopper saw it: answer the new one (409). */
  SUBSTITUTION_PROPOSAL_CHANGED: 'SUBSTITUTION.PROPOSAL_CHANGED',
  /** The order cannot leave Packing while the shopper may still answer a question (409). */
  SUBSTITUTION_QUESTION_OPEN: 'SUBSTITUTION.QUESTION_OPEN',
  /** A question's window has not passed yet (internal: the timeout is not due). */
  SUBSTITUTION_NOT_DUE: 'SUBSTITUTION.NOT_DUE',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
