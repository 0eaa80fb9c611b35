import type { EntityManager } from 'typeorm';
import type { OrderChange } from '../../order/lifecycle/order-transitions.js';

/**
 * The order transition hook of delivery slots (DESIGN.md §13: side effects live in the one
 * transition function): an order that becomes Cancelled (the shopper, staff, or an expired
 * checkout whose hold ends) gives its place back; an order reinstated from Cancelled (a payment
 * that arrived after its checkout expired) takes it again, even above capacity (like its stock,
 * it was paid for; staff see the window over capacity and may move it).
 */
export async function slotTransitionHook(
  manager: EntityManager,
  change: Pick<OrderChange, 'orderId' | 'from' | 'to'>,
): Promise<void> {
  if (change.from === change.to || change.from === null) return;
  const delta = change.to === 'Cancelled' ? -1 : change.from === 'Cancelled' ? 1 : 0;
  if (delta === 0) return;
  await manager.query(
    `UPDATE delivery_slot s SET booked = s.booked + $2
       FROM "order" o
      WHERE o.id = $1 AND s.id = o.delivery_slot_id AND s.booked + $2 >= 0`,
    [change.orderId, delta],
  );
}
