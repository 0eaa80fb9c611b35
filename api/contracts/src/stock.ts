import type { ProductTranslations } from './translations.js';
import { orderableSteps, type SoldByFields } from './sold-by-weight.js';
import type { Product, SoldByRequest } from './types.js';

/**
 * Stock (docs/STOCK.md): tracked quantities, the stock ledger and its reasons. A product with no
 * tracked quantity is "untracked" and behaves as before (only the seller's in-stock switch).
 */

/**
 * Why stock moved; each is one ledger row.
 * - `sale`: an order took stock (or an online order's reservation became a sale);
 * - `reservation`: an online payment holds stock while its Checkout Session lives;
 * - `release`: a reservation ended without a sale (expired, failed, cancelled);
 * - `restock`: stock came in (a delivery, or a cancelled order's goods back on the shelf);
 * - `correction`: a count fixed by the seller (either sign);
 * - `waste`: spoiled or damaged goods written off;
 * - `weighed`: a weighed line packed lighter or heavier than it was sold (either sign: the
 *   difference between the grams sold and the grams packed goes back on, or comes off, the
 *   shelf), so on hand stays what the shelf holds.
 */
export const STOCK_REASONS = [
  'sale',
  'reservation',
  'release',
  'restock',
  'correction',
  'waste',
  'weighed',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** The reasons a seller may give when adjusting stock by hand. */
export const SELLER_STOCK_REASONS = ['restock', 'correction', 'waste'] as const;
export type SellerStockReason = (typeof SELLER_STOCK_REASONS)[number];

/** Shoppers see "Only N left" at or below this many, unless the product sets its own. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
/** Largest quantity on hand, and largest single adjustment. */
export const MAX_STOCK_QUANTITY = 1_000_000;
/**
 * A quantity on hand or a low-stock threshold: a whole number from 0 to
 * {@link MAX_STOCK_QUANTITY} (the add form's first count, counting, and the catalogue file).
 */
export function isStockCount(value: unknown): value is number {
  return (
    Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_STOCK_QUANTITY
  );
}
/** The words for a refused stock count, naming its field. */
export function stockCountMessage(field: string): string {
  return `${field} must be a whole number up to ${MAX_STOCK_QUANTITY}`;
}
/** Longest note on a ledger row. */
export const MAX_STOCK_NOTE_LENGTH = 500;

/** One row of the stock ledger as the API answers it. */
export interface StockMovement {
  _id: string;
  productId: string;
  /** Change of the quantity on hand (negative when stock left). */
  delta: number;
  /** Change of the reserved quantity (reservations and releases; a reserved sale). */
  reservedDelta: number;
  reason: StockReason;
  orderId?: string;
  /** Who moved it: `seller`, `order`, `job`, or a user id. */
  actor: string;
  note?: string;
  /** Quantity on hand after this movement. */
  onHandAfter: number;
  createdAt: string;
}

/** Available to sell: on hand minus reserved (never below 0). */
export function availableStock(onHand: number, reserved: number): number {
  return Math.max(0, onHand - reserved);
}

/** Whether a tracked product shows "Only N left". */
export function isLowStock(available: number, threshold: number): boolean {
  return available > 0 && available <= threshold;
}

/**
 * How long an online checkout holds its stock: the Checkout Session expires after this (30 min
 * is Stripe's shortest allowed), and a background job releases the reservation soon after even
 * if the expiry webhook never arrives.
 */
export const CHECKOUT_HOLD_MINUTES = 30;
/** Extra wait before the job releases a hold itself, leaving the webhook time to arrive first. */
export const CHECKOUT_RELEASE_GRACE_MINUTES = 5;

/**
 * The most a shopper may put in the cart of a product: what is available, if it is counted
 * (for a weighed product, whole steps of the grams available: `orderableSteps`).
 */
export function orderableQuantity(
  product: SoldByFields & { quantity?: number },
): number | undefined {
  return orderableSteps(product);
}

/** "Only 3 left": shown at or below the low-stock threshold, and when a cart asks for more. */
export function onlyLeftText(available: number): string {
  return available === 0 ? 'Sold out' : `Only ${available} left`;
}

/**
 * `PATCH /api/product/:id`: every field of a product, as the add form sends them; a product
 * sold by weight says so (`soldBy`, `SoldByRequest`) on every edit.
 */
export interface ProductEditRequest extends SoldByRequest {
  name: string;
  description: string[];
  category: string;
  price: number;
  offerPrice: number;
  weight?: string | null;
  /** EAN-13 or UPC-A; null or "" removes it, absent keeps it (docs/PRODUCTS.md, "Barcodes"). */
  barcode?: string | null;
  /** The images to keep, in their new order (URLs as answered); new ones are uploaded apart. */
  images: string[];
  /** Sinhala and Tamil name and description; absent keeps them, `{}` removes them. */
  translations?: ProductTranslations;
}

/** `POST /api/product/:id/stock-adjust`: a seller's movement with its reason. */
export interface StockAdjustRequest {
  delta: number;
  reason: SellerStockReason;
  note?: string;
}

/** `PUT /api/product/:id/tracking`: count the stock from `onHand` units, or stop counting (null). */
export interface StockTrackingRequest {
  onHand: number | null;
  lowStockThreshold?: number;
}

/** `GET /api/product/:id/ledger`: newest first. */
export interface StockLedgerResponse {
  success: true;
  movements: StockMovement[];
}

/** Ledger rows answered at most. */
export const LEDGER_PAGE_SIZE = 100;

/** Answer of the seller's product changes: the product as it is now. */
export interface ProductChangedResponse {
  success: true;
  message: string;
  product: Product;
}

/** `POST /api/product/import`: what a catalogue file did. */
export interface ImportResponse {
  success: true;
  message: string;
  created: number;
  updated: number;
}
