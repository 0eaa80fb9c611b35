import type { OrderStatus } from './order-lifecycle.js';
import { formatKg, orderedGramsOf } from './sold-by-weight.js';
import type { ApiSuccess, Order, OrderItem } from './types.js';

/**
 * The packer's queue and pick screen (docs/ORDERS.md, "The packer's queue"): which orders are
 * in it, when a line counts as settled, and barcodes (EAN-13 / UPC-A) to scan lines with.
 */

/** The statuses of the orders in the packer's queue: every order not delivered or cancelled. */
export const QUEUE_STATUSES = [
  'Order Placed',
  'Confirmed',
  'Packing',
  'Out for delivery',
] as const satisfies readonly OrderStatus[];

/** At most this many orders in the queue (the next windows' orders fit easily). */
export const QUEUE_LIMIT = 200;

/** `GET /api/order/seller/queue`: the queue, by window (earliest first), then by time placed. */
export type OrderQueueResponse = ApiSuccess<{ orders: Order[] }>;

/** `POST /api/order/seller/:id/items/:position/pick`: tick (or untick) a line as picked. */
export interface PickLineRequest {
  picked: boolean;
}

/**
 * Whether a line needs nothing more from the packer: packed to none, or ticked (and, sold by
 * weight, weighed). An order goes out for delivery from the pick screen once every line is.
 */
export function lineSettled(item: OrderItem): boolean {
  if (item.quantity === 0) return true;
  if (!item.picked) return false;
  return item.stepGrams === undefined || (item.packedGrams ?? null) !== null;
}

/** How many lines of `items` still need the packer. */
export function linesToSettle(items: readonly OrderItem[]): number {
  return items.filter((item) => !lineSettled(item)).length;
}

export const PICK_MESSAGES = {
  picked: (name: string) => `${name} picked`,
  unpicked: (name: string) => `${name} not picked`,
  notPacking: (status: string) =>
    `Lines can be ticked only while the order is Packing; it is ${status}`,
  nothingToPick: (name: string) => `${name}: none of this line is left to pick`,
  notInOrder: (code: string) => `${code} is not in this order`,
  unknownBarcode: (code: string) => `No product has the barcode ${code}`,
  badBarcode: 'A barcode is 12 digits (UPC-A) or 13 digits (EAN-13) with a correct check digit',
} as const;

/**
 * The GS1 check digit of the digits before it (EAN-13: 12 digits; UPC-A: 11): weights 3 and 1
 * from the right.
 */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * A barcode as stored and compared: EAN-13 (13 digits) or UPC-A (12 digits, stored as the
 * EAN-13 it is, with a leading 0, which is also how many scanners read it), spaces and dashes
 * ignored; null when it is neither or its check digit is wrong.
 */
export function normalizeBarcode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{12,13}$/.test(digits)) return null;
  const code = digits.length === 12 ? `0${digits}` : digits;
  return gtinCheckDigit(code.slice(0, 12)) === Number(code[12]) ? code : null;
}

/** The line of `items` whose product (or, packed short, nothing else) has `barcode`. */
export function lineOfBarcode(items: readonly OrderItem[], barcode: string): number {
  const code = normalizeBarcode(barcode);
  if (code === null) return -1;
  return items.findIndex((item) => item.product?.barcode === code);
}

/**
 * Batch picking (docs/ORDERS.md, "Batch picking"): one delivery window's lines summed per
 * product, each with which order gets how much. The orders in a batch: those of the window
 * not yet out for delivery (a line can be ticked only while its order is Packing).
 */
export const BATCH_STATUSES = [
  'Order Placed',
  'Confirmed',
  'Packing',
] as const satisfies readonly OrderStatus[];

/** One order's share of a product in a batch: the order line to tick. */
export interface BatchPickShare {
  orderId: string;
  number: string;
  customerName: string;
  status: OrderStatus;
  /** The line's position in its order (the pick tick's `:position`). */
  position: number;
  /** Units, or for a weighed line its steps. */
  quantity: number;
  /** A weighed line: the grams ordered (`orderedGramsOf`); null for a counted line. */
  grams: number | null;
  picked: boolean;
  pickedBy: string | null;
}

/** One product to take from the shelves for a window, with the orders it goes to. */
export interface BatchPickProduct {
  /** The product's id; null for a line whose product was deleted (kept by name). */
  productId: string | null;
  name: string;
  image: string;
  barcode: string | null;
  /** Weighed: `totalGrams` is what to take (shown in kg); counted: `totalUnits`. */
  weighed: boolean;
  totalUnits: number;
  totalGrams: number | null;
  shares: BatchPickShare[];
}

/** `GET /api/order/seller/batch?slotId=`: one window's batch (`orders.pack`). */
export type BatchPickResponse = ApiSuccess<{
  window: { slotId: string; label: string; start: string; end: string };
  products: BatchPickProduct[];
  /** The orders of the batch, by time placed. */
  orders: { _id: string; number: string; status: OrderStatus; customerName: string }[];
}>;

export const BATCH_MESSAGES = {
  unknownWindow: 'No such delivery window',
  badWindow: 'slotId is not a delivery slot id',
} as const;

/** The customer's name on an order's address snapshot. */
function nameOn(order: Order): string {
  return `${order.address.firstName} ${order.address.lastName}`.trim();
}

/**
 * The products of `orders` to take from the shelves, summed over the orders (lines packed to
 * none left out), by name: the one rule of a batch, for the API and the screen alike.
 */
export function batchPickProducts(orders: readonly Order[]): BatchPickProduct[] {
  const products = new Map<string, BatchPickProduct>();
  for (const order of orders) {
    order.items.forEach((item, position) => {
      if (item.quantity <= 0) return;
      const productId = item.product?._id ?? null;
      const key = productId ?? `name:${item.name}`;
      const grams = orderedGramsOf({ quantity: item.quantity, stepGrams: item.stepGrams ?? null });
      let product = products.get(key);
      if (!product) {
        product = {
          productId,
          name: item.name || item.product?.name || 'Unknown product',
          image: item.image,
          barcode: item.product?.barcode ?? null,
          weighed: grams !== null,
          totalUnits: 0,
          totalGrams: grams === null ? null : 0,
          shares: [],
        };
        products.set(key, product);
      }
      product.totalUnits += item.quantity;
      if (grams !== null) {
        product.weighed = true;
        product.totalGrams = (product.totalGrams ?? 0) + grams;
      }
      product.shares.push({
        orderId: order._id,
        number: order.number,
        customerName: nameOn(order),
        status: order.status,
        position,
        quantity: item.quantity,
        grams,
        picked: item.picked ?? false,
        pickedBy: item.pickedBy ?? null,
      });
    });
  }
  return [...products.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** What to take of a batch product: "3.25 kg" for a weighed one, else "× 7". */
export function batchTotalText(product: BatchPickProduct): string {
  return product.totalGrams !== null ? formatKg(product.totalGrams) : `× ${product.totalUnits}`;
}

/** One order's share: "1.5 kg" / "0.75 kg" for weighed, else "× 2". */
export function batchShareText(share: BatchPickShare): string {
  return share.grams !== null ? formatKg(share.grams) : `× ${share.quantity}`;
}

/** Whether every share of the product is ticked. */
export function batchProductPicked(product: BatchPickProduct): boolean {
  return product.shares.every((share) => share.picked);
}
