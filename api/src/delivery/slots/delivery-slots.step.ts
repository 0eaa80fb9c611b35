import type { OrderStep } from '../../order/lifecycle/order-steps.js';

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
    if (change.from === change.to) return;
    const delta = change.to === 'Cancelled' ? -1 : change.from === 'Cancelled' ? 1 : 0;
    if (delta === 0) return;
    await tx.manager.query(
      `UPDATE delivery_slot s SET booked = s.booked + $2
         FROM "order" o
        WHERE o.id = $1 AND s.id = o.delivery_slot_id AND s.booked + $2 >= 0`,
      [change.order.id, delta],
    );
  },
};
