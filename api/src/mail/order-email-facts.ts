import {
  formatOrderNumber,
  lineCents,
  packedTotals,
  taxLineLabel,
  type OrderStatus,
  type PaymentType,
  type RefundState,
} from '@greencart/contracts';
import type { EntityManager } from 'typeorm';
import { entityFromJson, rowJsonSql } from '../database/json-rows.js';
import { OrderItemEntity } from '../order/order-item.entity.js';
import { taxTermsOfOrder, weighableOf } from '../order/fulfilment/order-weighing.js';
import { OrderEntity } from '../order/order.entity.js';
import type { OrderEmailPayload } from '../outbox/outbox.entity.js';

/** One line of an order as an email tells it. Amounts in integer cents. */
export interface OrderEmailLine {
  name: string;
  /** The name it was sold under in the shopper's language (Sinhala or Tamil), when any. */
  soldAsName?: string;
  quantity: number;
  /** What was ordered, once packing found fewer (then `quantity` is what was packed). */
  orderedQuantity: number | null;
  /** The product a substitute replaced. */
  substitutedFrom: string | null;
  unitCents: number;
  lineCents: number;
  /** A weighed line: its step in grams (`quantity` counts steps). */
  stepGrams?: number;
  /** A weighed line once weighed: the grams packed (`lineCents` is then per kg × grams). */
  packedGrams?: number;
}

/**
 * Everything an order email says, as it was at the moment of the change it tells about:
 * written into the outbox row in the change's transaction, so a later change (a short pick,
 * a substitution, a refund) never rewrites an email that has not been sent yet.
 */
export interface OrderEmailFacts {
  orderId: string;
  /** `GC-000123`. */
  number: string;
  status: OrderStatus;
  lines: OrderEmailLine[];
  subtotalCents: number;
  taxCents: number;
  /**
   * The tax line's words (`Tax (2%)`, `Includes tax (8%)`: `taxLineLabel`); absent in rows
   * written before shop settings: `Tax (2%)`.
   */
  taxLabel?: string;
  /**
   * The cash rounding of a rounded cash-on-delivery order (docs/PAYMENTS.md): the cash asked
   * is the total plus this; absent when the order is not rounded.
   */
  roundingCents?: number;
  /** The delivery fee in the total (absent in outbox rows written before zones: none). */
  deliveryCents?: number;
  totalCents: number;
  paymentType: PaymentType;
  isPaid: boolean;
  refundState: RefundState | null;
  /** Refunded so far, cents. */
  refundedCents: number;
  /** The refund this email tells about (the refund email), cents. */
  refundCents: number | null;
  /** The shopper-visible note: a cancel reason, what packing changed. */
  note: string | null;
  /** What promotions took off the goods, cents (absent or 0: nothing; docs/PROMOTIONS.md). */
  discountCents?: number;
  /** Who and where it goes to: "Name Surname, street, city". */
  deliverTo: string;
  /** When the order was placed, ISO 8601 (absent in outbox rows written before it was added). */
  placedAt?: string;
  /**
   * The delivery window booked (`Thu 27 Nov, 08:00–10:00`, or express with its promise), as it
   * was at this change; absent for orders without a slot and rows written before slots.
   */
  deliveryWindow?: string;
}

/** The facts of `order` (with its lines) now, plus what the outbox row adds (note, refund). */
export function orderEmailFacts(
  order: OrderEntity,
  items: readonly OrderItemEntity[],
  payload: OrderEmailPayload,
): OrderEmailFacts {
  const lines = [...items]
    .sort((a, b) => a.position - b.position)
    .map((item) => ({
      name: item.name,
      ...(item.soldAsName ? { soldAsName: item.soldAsName } : {}),
      quantity: item.quantity,
      orderedQuantity: item.orderedQuantity,
      substitutedFrom: item.substitutedFrom,
      unitCents: item.offerPriceCents,
      // A weighed line is priced at its packed weight once weighed (`lineCents`).
      lineCents: lineCents(weighableOf(item)),
      ...(item.stepGrams !== null ? { stepGrams: item.stepGrams } : {}),
      ...(item.packedGrams !== null ? { packedGrams: item.packedGrams } : {}),
    }));
  // The one money function that priced the order (at placing and at every packing change),
  // over the lines shown and with the fee it was placed with: subtotal, tax, delivery and
  // total always add up to what the email lists.
  const tax = taxTermsOfOrder(order);
  const totals = packedTotals(items.map(weighableOf), order.deliveryFeeCents, tax);
  // A rounded cash order: what is asked at the door is the total plus the rounding.
  const rounding = order.roundingCents !== null ? { roundingCents: order.roundingCents } : {};
  const address = order.addressSnapshot;
  return {
    orderId: order.id,
    number: formatOrderNumber(order.number),
    status: order.status,
    lines,
    subtotalCents: totals.subtotalCents,
    ...(totals.discountCents ? { discountCents: totals.discountCents } : {}),
    taxCents: totals.taxCents,
    taxLabel: taxLineLabel(tax),
    deliveryCents: totals.deliveryCents,
    totalCents: totals.totalCents,
    ...rounding,
    paymentType: order.paymentType,
    isPaid: order.isPaid,
    refundState: order.refundState,
    refundedCents: order.refundedCents,
    refundCents: payload.amountCents ?? null,
    note: payload.note ?? null,
    deliverTo: `${address.firstName} ${address.lastName}, ${address.street}, ${address.city}`,
    placedAt: new Date(order.createdAt).toISOString(),
    ...(order.deliveryWindow ? { deliveryWindow: order.deliveryWindow.label } : {}),
  };
}

/**
 * Reads the order behind `payload.orderId` through `manager` (inside a transaction: as that
 * transaction sees it) and answers its facts and shopper, or null when the order is gone.
 */
export async function readOrderEmailFacts(
  manager: EntityManager,
  payload: OrderEmailPayload,
): Promise<{ facts: OrderEmailFacts; userId: string } | null> {
  if (!payload.orderId) return null;
  // One plain query (the order and its lines as JSON, read as the entities: json-rows.ts): it
  // runs inside every transaction that changes an order.
  const dataSource = manager.connection;
  const [row]: { order: unknown[]; items: unknown[][] | null }[] = await manager.query(
    `SELECT ${rowJsonSql(dataSource, OrderEntity, 'o')} AS "order",
       (SELECT json_agg(${rowJsonSql(dataSource, OrderItemEntity, 'i')}) FROM "order_item" i
         WHERE i."order_id" = o."id") AS "items"
     FROM "order" o WHERE o."id" = $1`,
    [payload.orderId],
  );
  if (!row) return null;
  const order = entityFromJson(dataSource, OrderEntity, row.order);
  const items = (row.items ?? []).map((item) => entityFromJson(dataSource, OrderItemEntity, item));
  return { facts: orderEmailFacts(order, items, payload), userId: order.userId };
}
