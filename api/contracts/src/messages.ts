/**
 * Fixed texts (the original store's, docs/COMPATIBILITY.md, and a few of ours); shown as written.
 */
export const MESSAGES = {
  addedToCart: 'Added to Cart',
  cartUpdated: 'Cart Updated',
  removedFromCart: 'Removed from Cart',
  selectAddress: 'Please select an address',
  noAddress: 'No address found',
  noProductsInCategory: 'No products found in this category',
  onlinePaymentUnavailable: 'Online payment is not available',
  /**
   * The provider cannot hold a card until weighing (`ERROR_CODES.PAYMENT_HOLD_UNAVAILABLE`):
   * the API's 409 and the cart's note under the payment method.
   */
  weighedNeedCash:
    'Items sold by weight are charged after weighing, which online payment cannot do here: please choose Cash On Delivery',
  /** A cash-on-delivery order was placed (`POST /api/order/cod`). */
  orderPlaced: 'Order Placed Successfully',
  /** An address no delivery zone covers (docs/DELIVERY.md): the cart's notice and the 409. */
  deliveryOutsideZones: 'We do not deliver to this postcode yet',
  /** A dependency of the API (the database) is down; answered with 503 `COMMON.UNAVAILABLE`. */
  storeUnavailable: 'The store is temporarily unavailable, please try again',
  concurrentChange: 'Someone else changed this at the same moment, please try again',
} as const;

/**
 * The API's answers to the seller's catalogue and stock changes (the seller portal shows them
 * as toasts), and its words for the catalogue's own rules.
 */
export const CATALOGUE_MESSAGES = {
  productAdded: 'Product Added',
  productUpdated: 'Product Updated',
  imagesAdded: 'Images Added',
  stockUpdated: 'Stock Updated',
  stockAdjusted: 'Stock Adjusted',
  stockCountingUpdated: 'Stock Counting Updated',
  productNotFound: 'Product not found',
  /** The offer price (what is charged) above the price (`offerPriceFits`). */
  offerAbovePrice: 'offerPrice must not be above price',
  notProductId: 'id is not a product id',
} as const;

/** The words of delivery slots and express (docs/DELIVERY.md), for the API's refusals and the screens. */
export const SLOT_MESSAGES = {
  required: 'Please choose a delivery time slot',
  full: 'This delivery slot is full, please choose another',
  pastCutOff: 'This delivery slot can no longer be booked, please choose another',
  closed: 'This delivery slot is closed, please choose another',
  notFound: 'Delivery slot not found',
  invalidId: 'slotId is not a delivery slot id',
  wrongZone: 'This delivery slot is not for the address chosen',
  expressUnavailable: 'Express delivery is not available right now',
  /** Express no longer offered for the address at the moment of ordering (zone, hours or settings changed). */
  expressClosed: 'Express delivery is not available right now: please choose another delivery time',
  moveRefused: 'The delivery slot can only be changed before the order is packed',
  templateSaved: 'Delivery slots saved',
  slotUpdated: 'Delivery slot updated',
  slotMoved: 'Delivery slot changed',
} as const;

/** The words of weighing at packing (issue 29 part 2, docs/ORDERS.md "Weighed orders"). */
export const WEIGHT_MESSAGES = {
  /** `POST …/items/:position/weight` answered. */
  weighed: 'Weight recorded',
  /** A weight sent for a line sold by the unit. */
  notWeighed: 'This line is not sold by weight',
  /** A weight for a line packed short to none. */
  nothingToWeigh: 'None of this line is left to weigh',
  /** Leaving Packing with weighed lines not weighed (409). */
  unweighed: (count: number) =>
    `Weigh every weighed line first: ${count} ${count === 1 ? 'line is' : 'lines are'} still to weigh`,
  /** A weight that would bring a card-paid order above its authorised hold (409). */
  overHold: (hold: string) =>
    `The card was authorised for at most ${hold}: this weight would cost more. Pack less, or mark the line short`,
  /** The capture failed at the payment provider (502/503): the order stays Packing. */
  captureFailed:
    'The card payment could not be captured right now: the order stays Packing, please try again',
  /** The capture was sent but no answer came back (502): the payment is being checked. */
  captureUnknown:
    'The card payment was sent for capture but no answer came back: it is being checked with the payment provider. The order stays Packing; try again in a minute',
  /** Weighing (or anything that reprices the hold) after the capture was sent (409). */
  alreadyCharged: (amount: string) =>
    `The card was already charged ${amount} for this order: its weights can no longer change. Mark a line short to refund part of it`,
  /** The staff warning a day before a card hold lapses (history note, order page). */
  holdExpiring:
    'The card authorisation ends within a day: finish packing so the packed total can be charged',
  /** At expiry: the order is treated like an expired payment (cancelled, stock back). */
  holdExpired: 'The card authorisation expired before the order was packed',
} as const;

/** The words of payment checks (docs/ORDERS.md, "Payment checks"). */
export const PAYMENT_CHECK_MESSAGES = {
  /** The reason staff read while a capture's answer is missing. */
  captureLost: (amount: string) =>
    `A capture of ${amount} was sent to the payment provider but no answer came back`,
  /** A change refused because the payment could not be read (503). */
  unreachable:
    "This order's card payment must be checked before it can change, and the payment provider cannot be reached right now. Please try again in a minute",
  /** A change refused while the capture may still be on its way (409). */
  inFlight: 'A card capture for this order is on its way: please try again in a moment',
  /** `POST /api/order/seller/:id/payment/check` answered. */
  checked: 'Payment checked with the provider',
  /** The route asked of an order with no card payment to check (409). */
  nothingToCheck: 'This order has no card payment to check',
} as const;
/** A login or registration refused for a while (429 with `Retry-After: seconds`). */
export function tooManyAttemptsMessage(seconds: number): string {
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many attempts, please try again in ${seconds === 1 ? '1 second' : wait}`;
}

/**
 * What a value sent with the wrong JSON type is told, whatever other rule the field has: an
 * array where an email belongs "must be text", not "must be shorter than 254 characters".
 */
export const TYPE_MESSAGES = {
  text: 'must be text',
  number: 'must be a number',
  boolean: 'must be true or false',
  list: 'must be a list',
  object: 'must be an object',
} as const;
export type ValueKind = keyof typeof TYPE_MESSAGES;
