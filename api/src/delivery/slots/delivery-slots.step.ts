import {
  IN_TRANSACTION,
  NOTHING,
  type OrderChange,
  type OrderStep,
} from '../../order/lifecycle/order-steps.js';

/** What a change does to its window's bookings: -1 (cancelled), +1 (reinstated) or 0. */
function bookingDelta(change: Pick<OrderChange, 'from' | 'to'>): number {
  if (change.from === change.to) return 0;
  return change.to === 'Cancelled' ? -1 : change.from === 'Cancelled' ? 1 : 0;
}

/**
 * Delivery slots' step of an order change (docs/DELIVERY.md): an order that becomes Cancelled
 * (the shopper, staff, or an expired checkout whose hold ends) gives its place back; an order
 * reinstated from Cancelled (a payment that arrived after its checkout expired) takes it
 * again, even above capacity (like its stock, it was paid for; staff see the window over
 * capacity and may move it).
 */
export const slotsStep: OrderStep = {
  name: 'delivery-slot',
  async apply(tx, change) {
    const delta = bookingDelta(change);
    if (delta === 0) return;
    await tx.manager.query(
      `UPDATE delivery_slot s SET booked = s.booked + $2
         FROM "order" o
        WHERE o.id = $1 AND s.id = o.delivery_slot_id AND s.booked + $2 >= 0`,
      [change.order.id, delta],
    );
  },
  // A window's booking is an UPDATE of its row, made in the transaction.
  atOnce: (change) => (bookingDelta(change) === 0 ? NOTHING : IN_TRANSACTION),
};
