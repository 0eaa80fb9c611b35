import type { Language } from './languages.js';
import type { ProductTranslations } from './translations.js';
import type { Category } from './categories.js';
import type { DeliveryWindow } from './delivery-slots.js';
import type { PaymentType } from './limits.js';
import type { GramsRange, HoldState, SoldBy } from './sold-by-weight.js';
import type { OrderPaymentCheck } from './payment-state.js';
import type {
  OrderActor,
  OrderStatus,
  OrderTimelineStep,
  RefundState,
  SubstitutionPreference,
} from './order-lifecycle.js';

/** Every response carries `success`; failures carry a stable `code` and a human `message`. */
export interface ApiFailure {
  success: false;
  code: string;
  message: string;
  /** Validation failures: the dotted path of the field at fault (`email`, `address.phone`). */
  field?: string;
}

/** A successful response with its payload fields. */
export type ApiSuccess<T extends object = object> = { success: true; message?: string } & T;

/** A product as the API answers it. Money in rupees (at most 2 decimals). */
export interface Product {
  _id: string;
  name: string;
  category: Category;
  price: number;
  offerPrice: number;
  /** Image URLs; the first is the main image. */
  image: string[];
  /** Bullet points. */
  description: string[];
  /**
   * Whether shoppers can buy it: the seller's switch, and for a tracked product also some
   * quantity available.
   */
  inStock: boolean;
  weight?: string;
  /**
   * The average of its visible reviews, to one decimal (docs/REVIEWS.md); null when it has
   * none. Always answered by the API (optional for older writers of this shape).
   */
  rating?: number | null;
  /** How many visible reviews `rating` averages (0 when none). */
  ratingCount?: number;
  /** Tracked products only: quantity available to sell (on hand minus reserved). */
  quantity?: number;
  /** Tracked products only: "Only N left" shows at or below this available quantity. */
  lowStockThreshold?: number;
  /** Tracked products only: available but at or below the threshold. */
  lowStock?: boolean;
  /** Retired by the seller: out of the store, kept for past orders (seller views only). */
  archived?: boolean;
  /**
   * Staff's Sinhala and Tamil name and description (seller views only, and only when the
   * product has some): shoppers get them through `?lang=` in `name` and `description`.
   */
  translations?: ProductTranslations;
  /**
   * How it is sold: `weight`, or absent for a unit product (every product before issue 29,
   * answered in the original shape; requests may send `unit`). A weighed product's
   * `price`/`offerPrice` are the price of one step of `stepGrams`, a cart `quantity` counts
   * steps, and its `quantity` and `lowStockThreshold` above are in grams (sold-by-weight.ts).
   */
  soldBy?: SoldBy;
  /** Weighed products only: the grams of one step the shopper orders (250). */
  stepGrams?: number;
  /** Weighed products only: rupees per kg, before the offer ("LKR 480.00 / kg"). */
  pricePerKg?: number;
  /** Weighed products only: rupees per kg charged (the step prices derive from it). */
  offerPricePerKg?: number;
  /**
   * Its barcode as EAN-13 (a UPC-A with a leading 0; `normalizeBarcode`), to scan at the pick
   * screen; absent or null when it has none.
   */
  barcode?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Map from product id to quantity. */
export type CartItems = Record<string, number>;

/** A user as the API answers it (never the password). */
export interface User {
  _id: string;
  name: string;
  email: string;
  cartItems: CartItems;
  /**
   * Answered with the session (login, register, is-auth): the ids in `cartItems` of products
   * sold by weight, whose quantity counts steps. The storefront counts such a line as one item.
   */
  cartWeighed?: string[];
  /** The account's language (`PUT /api/user/language`): emails and SMS are written in it. */
  language?: Language;
}

/** The address fields a shopper types in. */
export interface AddressFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  /** A string: Colombo 1 is `00100`. */
  zipcode: string;
  country: string;
  /** One of the 25 districts, in the province `state` names (issue 39; absent on older addresses). */
  district?: string | null;
  /** Something near the door a rider looks for ("opposite the Keells"), optional. */
  landmark?: string | null;
  /** What the rider should know ("call on arrival, gate is locked"), optional. */
  deliveryInstructions?: string | null;
}

export interface Address extends AddressFields {
  _id: string;
  userId: string;
  /** A saved address: whether it is the one the cart chooses first (absent on an order's snapshot). */
  isDefault?: boolean;
}

/** One line of an order: the product as it is now, and what was paid at order time. */
export interface OrderItem {
  product: Product | null;
  quantity: number;
  /** Snapshot at order time. */
  name: string;
  image: string;
  offerPrice: number;
  /** What promotions take off this line now, rupees; absent when nothing (docs/PROMOTIONS.md). */
  discount?: number;
  /** The shopper's choice for a short line. */
  substitution: SubstitutionPreference;
  /** The quantity ordered when packing found fewer (`quantity` is what was packed); else null. */
  orderedQuantity: number | null;
  /** The name of the product this line replaced at packing, if it is a substitute. */
  substitutedFrom: string | null;
  /**
   * The name the line was sold under in the shopper's language when the order was placed
   * (Sinhala or Tamil); absent when it was placed in English (then `name` is that name).
   */
  soldAsName?: string;
  /** A weighed line: the grams of one step when it was ordered (`quantity` counts steps). */
  stepGrams?: number;
  /** A weighed line: the grams asked for now (`quantity` × `stepGrams`; `orderedGramsOf`). */
  orderedGrams?: number;
  /** A weighed line: the grams packed, once staff weighed it; null until then. */
  packedGrams?: number | null;
  /** A weighed line: the weights it may be packed at (ordered ± the shop's tolerance). */
  allowedGrams?: GramsRange;
  /** A weighed line: its offer price per kg as ordered, rupees. */
  pricePerKg?: number;
  /**
   * A weighed line: what it costs now, rupees — at the packed weight once weighed
   * (`lineCents`), else the estimate (step price × steps).
   */
  lineAmount?: number;
  /** A weighed line, staff's view only: the name of who weighed it; null until weighed. */
  weighedBy?: string | null;
  /** Staff's view only: the packer's tick (docs/ORDERS.md, "The packer's queue"). */
  picked?: boolean;
  /** Staff's view only: who ticked it; null while not picked. */
  pickedBy?: string | null;
}

/**
 * The card hold of an online order with weighed lines (docs/ORDERS.md, "Weighed orders"):
 * authorised at checkout for `authorised` rupees, captured once at the packed total when the
 * order leaves Packing. Absent (or null) for every other order: those are captured at once.
 */
export interface OrderCardHold {
  state: HoldState;
  /** Rupees authorised (the hold: `holdTotals`). */
  authorised: number;
  /** Rupees captured; null until captured. */
  captured: number | null;
  /** When the authorisation lapses (ISO); null until authorised. */
  expiresAt: string | null;
  /** True from a day before expiry while still not captured: staff must finish packing. */
  expiringSoon: boolean;
}

export interface Order {
  _id: string;
  userId: string;
  items: OrderItem[];
  /**
   * Total, rupees: subtotal + tax (unless the prices include it) + delivery fee; the spec's
   * default: subtotal + 2 % tax. A rounded cash-on-delivery order asks `amount + rounding`.
   */
  amount: number;
  /** What promotions take off the goods (already out of `amount`), rupees; absent when nothing. */
  discount?: number;
  /**
   * The tax terms the order was placed under (docs/SETTINGS.md): the rate in percent and
   * whether the prices included it. Always answered by the API; optional so that clients and
   * fixtures from before shop settings read as the spec's 2 % added.
   */
  taxPercent?: number;
  pricesIncludeTax?: boolean;
  /**
   * The cash rounding, rupees (−0.49 to +0.50): a cash-on-delivery order asks `amount +
   * rounding` at the door, a whole number of rupees (docs/PAYMENTS.md "Cash rounding"); null
   * when not rounded (card orders never are).
   */
  rounding?: number | null;
  /**
   * The delivery fee in `amount`, rupees, fixed when the order was placed (0: free delivery;
   * docs/DELIVERY.md). Packing changes never add or drop it. Always answered by the API;
   * optional so that clients and fixtures from before delivery zones read as free delivery.
   */
  deliveryFee?: number;
  /**
   * The delivery window the order is booked into (docs/DELIVERY.md, time slots); null or absent
   * for an order to a zone without slots.
   */
  deliveryWindow?: DeliveryWindow | null;
  /** The delivery address as it was when the order was placed (a snapshot). */
  address: Address;
  paymentType: PaymentType;
  status: OrderStatus;
  isPaid: boolean;
  createdAt: string;
  /** Human order number, `GC-000123`. */
  number: string;
  /** Why the order was cancelled, when it was. */
  cancelReason: string | null;
  /** Refund of an online payment, once one was asked for. */
  refund: OrderRefund | null;
  /**
   * Cash on delivery: rupees the driver collected, recorded when the order was delivered
   * (`isPaid` is then true); null for an online order or one not delivered yet.
   */
  cashCollected: number | null;
  /** Weighed lines not weighed yet (0: none, or no weighed line). Always answered by the API. */
  toWeigh?: number;
  /** The card hold of an online order with weighed lines; null otherwise. */
  cardHold?: OrderCardHold | null;
  /**
   * An order with weighed lines: the weight tolerance it was placed under, percent either way
   * (its `allowedGrams` and its estimate note use it); absent for an order of units only.
   */
  weightTolerancePercent?: number;
  /**
   * Staff's views only: a card payment staff must look at (its capture's answer was lost, or
   * the provider's figures disagree); null when there is nothing to check.
   */
  paymentCheck?: OrderPaymentCheck | null;
}

/** The refund state of an order's online payment. */
export interface OrderRefund {
  state: RefundState;
  /** Rupees refunded so far (or asked for, while pending). */
  amount: number;
}

/** One stored move of an order from a status to another. */
export interface OrderHistoryEntry {
  /** Null for the order's creation. */
  from: OrderStatus | null;
  to: OrderStatus;
  actor: OrderActor;
  note: string | null;
  at: string;
}

/** One order with its history, as `GET /api/order/:id` and the seller's detail answer it. */
export interface OrderDetail extends Order {
  history: OrderHistoryEntry[];
  /**
   * The statuses the order reached, in order, each with when it first did (`timelineOf`):
   * a later packing change never moves when Packing began.
   */
  timeline: OrderTimelineStep[];
  /** The statuses the caller may move the order to now (from the transition table). */
  nextStatuses: OrderStatus[];
  /** The seller's view adds the customer's account name and email. */
  customer?: { name: string; email: string };
}

/* ---- requests (the original calls: docs/COMPATIBILITY.md, and later ones) ---- */

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest extends LoginRequest {
  name: string;
}

export interface CartUpdateRequest {
  cartItems: CartItems;
}

/** `POST /api/address/add`: the form's `zip` is accepted as an alias of `zipcode`. */
export interface AddAddressRequest {
  address: Omit<AddressFields, 'zipcode'> & { zipcode?: string; zip?: string };
}

export interface PlaceOrderRequest {
  /** Ignored by the server: identity comes from the cookie. */
  userId?: string;
  items: {
    product: string;
    quantity: number;
    substitution?: SubstitutionPreference;
    /** The line's substitution choice (docs/SUBSTITUTIONS.md); overrides `substitution`. */
    choice?: 'best_match' | 'specific' | 'refund';
    /** With `choice: 'specific'`: the product the shopper wants instead. */
    choiceProduct?: string;
  }[];
  /** The order's default substitution choice for lines without their own (default `refund`). */
  substitutionDefault?: 'best_match' | 'refund';
  /** Address id. */
  address: string;
  /** The delivery slot (`DeliverySlot.id`); required only where the address's zone uses slots. */
  slotId?: string;
  /** A promotion code, case-insensitive (docs/PROMOTIONS.md); 409 when it cannot be given. */
  code?: string;
}

export interface StockRequest {
  id: string;
  inStock: boolean;
}

/** The JSON in the `productData` multipart field of `POST /api/product/add`. */
export interface ProductData {
  name: string;
  description: string[];
  category: Category;
  price: number | string;
  offerPrice: number | string;
  /**
   * EAN-13 or UPC-A, check digit checked (`normalizeBarcode`), unique; null or "" removes it,
   * absent keeps it as it is.
   */
  barcode?: string | null;
  /** Sinhala and Tamil name and description (`productTranslationsProblem`); absent keeps them. */
  translations?: ProductTranslations;
}

/**
 * The add form's `productData`: the fields above plus, as the edit page has them, the weight
 * label and an optional first stock count (the product then counts its stock from the start).
 */
export interface ProductAddData extends ProductData {
  /** Up to `MAX_WEIGHT_LENGTH` characters ("500 g"); empty or absent: none. */
  weight?: string | null;
  /** Units on hand (grams for a weighed product), 0 … `MAX_STOCK_QUANTITY`; absent: not counted. */
  onHand?: number;
}

/**
 * How a product is sold, as the add form, the edit and the catalogue file send it. Absent or
 * `unit`: as before (price and offer price per unit). `weight`: `stepGrams`, `pricePerKg` and
 * `offerPricePerKg` are required and `price`/`offerPrice` may be left out: they are derived
 * (the price of one step, `stepPriceCents`) and any sent are ignored.
 */
export interface SoldByRequest {
  soldBy?: SoldBy;
  stepGrams?: number | string | null;
  pricePerKg?: number | string | null;
  offerPricePerKg?: number | string | null;
}

/* ---- responses (the original calls: docs/COMPATIBILITY.md, and later ones) ---- */

export type UserResponse = ApiSuccess<{ user: User }>;
export type ProductListResponse = ApiSuccess<{ products: Product[] }>;
export type AddressListResponse = ApiSuccess<{ addresses: Address[] }>;
/** `POST /api/address/add` answers the stored address, so the client can select it. */
export type AddressAddedResponse = ApiSuccess<{ message: string; address: Address }>;
/**
 * `GET /api/order/user` and `GET /api/order/seller`: one page, newest first; `nextCursor` asks
 * for the following page (`?cursor=`), null on the last one.
 */
export type OrderListResponse = ApiSuccess<{ orders: Order[]; nextCursor: string | null }>;
export type OrderDetailResponse = ApiSuccess<{ order: OrderDetail }>;
export type OrderChangedResponse = ApiSuccess<{ message: string; order: OrderDetail }>;

/** `POST /api/order/seller/:id/items/:position/short`: packing found fewer than ordered. */
export interface ShortPickRequest {
  /** How many could be packed (0 … ordered − 1). */
  available: number;
}

/** `POST /api/order/seller/:id/items/:position/substitute`: a similar product replaces a short line. */
export interface SubstituteRequest {
  product: string;
}

/** `POST /api/order/seller/:id/status`: staff move an order. */
export interface OrderStatusRequest {
  status: OrderStatus;
  /** The status the staff member saw; a different current status answers 409. */
  from?: OrderStatus;
  /**
   * A note for the history; required (as the shopper-visible reason) when cancelling, and when
   * delivering a cash-on-delivery order with less cash than was due (why).
   */
  note?: string;
  /**
   * Delivering a cash-on-delivery order: the rupees collected (at most 2 decimals), from 0 to
   * the amount due; the amount due when left out. Refused on any other move.
   */
  cashCollected?: number;
}

/** `POST /api/order/user/:id/cancel`: the shopper cancels their own order. */
export interface OrderCancelRequest {
  reason?: string;
}
/**
 * `POST /api/order/stripe`: where the shopper pays. `orderId` and `number` (added for the
 * confirmation page) name the order that waits for the payment.
 */
export type CheckoutResponse = ApiSuccess<{ url: string; orderId?: string; number?: string }>;
/**
 * `GET /api/payment/options`: the card payment the shop takes, or null (cash on delivery only).
 * `provider` is the name the shopper reads ("PayHere"); `holds` false means it cannot hold a
 * card for an amount known only after weighing, so weighed items need cash on delivery.
 */
export type PaymentOptionsResponse = ApiSuccess<{
  online: { provider: string; holds: boolean } | null;
}>;
/** `POST /api/order/cod`: the spec's `message`, and (added) which order was placed. */
export type PlaceOrderResponse = ApiSuccess<{ message: string; orderId: string; number: string }>;
export type MessageResponse = ApiSuccess<{ message: string }>;
export type CartUpdateResponse = ApiSuccess<{ message: string; dropped?: string[] }>;
