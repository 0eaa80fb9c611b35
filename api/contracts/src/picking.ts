import type { OrderStatus } from './order-lifecycle.js';
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
