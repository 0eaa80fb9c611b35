import {
  formatOrderNumber,
  fromCents,
  nextStatuses,
  timelineOf,
  type Address,
  type Order,
  type OrderActor,
  type OrderDetail,
} from '@greencart/contracts';
import { absoluteAssetUrl, toProductView } from '../../product/product.view.js';
import type { OrderHistoryEntity } from '../order-history.entity.js';
import {
  cardHoldView,
  taxTermsOfOrder,
  toWeighCount,
  toleranceOf,
  weighedLineView,
} from '../fulfilment/order-weighing.js';
import type { AddressSnapshot, OrderEntity } from '../order.entity.js';

function toSnapshotView(snapshot: AddressSnapshot): Address {
  const { id, ...fields } = snapshot;
  return { _id: id, ...fields };
}

/**
 * The order as the API answers it: products populated, snapshot per line, and the delivery
 * address as it was when the order was placed (later edits of the address never show here).
 */
export function toOrderView(order: OrderEntity, publicApiUrl: string): Order {
  return {
    _id: order.id,
    userId: order.userId,
    items: [...order.items]
      .sort((a, b) => a.position - b.position)
      .map((item) => ({
        product: item.product ? toProductView(item.product, publicApiUrl) : null,
        quantity: item.quantity,
        name: item.name,
        image: absoluteAssetUrl(publicApiUrl, item.image),
        offerPrice: fromCents(item.offerPriceCents),
        // Promotions (docs/PROMOTIONS.md): only on a line something was taken off.
        ...(item.discountCents > 0 ? { discount: fromCents(item.discountCents) } : {}),
        substitution: item.substitution,
        orderedQuantity: item.orderedQuantity,
        substitutedFrom: item.substitutedFrom,
        // Sold under a Sinhala or Tamil name: that name too (`name` stays the English one).
        ...(item.soldAsName ? { soldAsName: item.soldAsName } : {}),
        // A weighed line: quantity counts steps of this many grams.
        ...(item.stepGrams !== null ? { stepGrams: item.stepGrams } : {}),
        // Its ordered and packed grams, allowed range, price per kg and amount now.
        ...weighedLineView(item, toleranceOf(order)),
      })),
    amount: fromCents(order.amountCents),
    ...(order.discountCents > 0 ? { discount: fromCents(order.discountCents) } : {}),
    deliveryFee: fromCents(order.deliveryFeeCents),
    ...taxTermsOfOrder(order),
    rounding: order.roundingCents === null ? null : fromCents(order.roundingCents),
    deliveryWindow: order.deliveryWindow ?? null,
    address: toSnapshotView(order.addressSnapshot),
    paymentType: order.paymentType,
    status: order.status,
    isPaid: order.isPaid,
    createdAt: order.createdAt.toISOString(),
    number: formatOrderNumber(order.number),
    cancelReason: order.cancelReason,
    refund: order.refundState
      ? { state: order.refundState, amount: fromCents(order.refundedCents) }
      : null,
    cashCollected: order.cashCollectedCents === null ? null : fromCents(order.cashCollectedCents),
    toWeigh: toWeighCount(order),
    cardHold: cardHoldView(order),
    ...(order.items.some((item) => item.stepGrams !== null)
      ? { weightTolerancePercent: toleranceOf(order) }
      : {}),
  };
}

/** Staff's view: each line's tick and who made it (docs/ORDERS.md, "The packer's queue"). */
export function withPicks<T extends Order>(view: T, order: OrderEntity): T {
  const sorted = [...order.items].sort((a, b) => a.position - b.position);
  view.items.forEach((item, i) => {
    item.picked = sorted[i].pickedAt !== null && sorted[i].pickedAt !== undefined;
    item.pickedBy = sorted[i].pickedBy ?? null;
  });
  return view;
}

/**
 * One order with its history, its timeline and the moves `viewer` may make now. The shopper
 * sees the public steps: status changes, the cancel reason and packing changes (a short line,
 * a substitute), never staff notes.
 */
export function toOrderDetail(
  order: OrderEntity,
  history: OrderHistoryEntity[],
  viewer: Exclude<OrderActor, 'system'>,
  publicApiUrl: string,
): OrderDetail {
  const entries = history.map((entry) => ({
    from: entry.fromStatus,
    to: entry.toStatus,
    actor: entry.actor,
    note:
      viewer === 'staff' || entry.toStatus === 'Cancelled' || entry.fromStatus === entry.toStatus
        ? entry.note
        : null,
    at: entry.createdAt.toISOString(),
  }));
  const view = toOrderView(order, publicApiUrl);
  if (viewer === 'staff') {
    view.paymentCheck = order.paymentCheck;
    // Who weighed each weighed line (the audit log keeps the staff member's id).
    const sorted = [...order.items].sort((a, b) => a.position - b.position);
    view.items.forEach((item, i) => {
      if (item.stepGrams !== undefined) item.weighedBy = sorted[i].weighedBy;
    });
    withPicks(view, order);
  }
  return {
    ...view,
    history: entries,
    timeline: timelineOf(entries),
    nextStatuses: nextStatuses(order.status, viewer),
  };
}
