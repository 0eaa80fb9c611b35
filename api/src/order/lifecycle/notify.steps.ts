import type { OrderStatus } from '@greencart/contracts';
import { orderEmailFacts } from '../../mail/order-email-facts.js';
import type { OrderEmailTopic, OutboxService } from '../../mail/outbox.service.js';
import { isSeen } from './order-transitions.js';
import { isNote, type OrderStep } from './order-steps.js';

/** The status changes the shopper is emailed about. */
const EMAIL_ON: Partial<Record<OrderStatus, OrderEmailTopic>> = {
  Confirmed: 'order.confirmed',
  'Out for delivery': 'order.out_for_delivery',
  Delivered: 'order.delivered',
  Cancelled: 'order.cancelled',
};

/**
 * The shopper's email of a change (docs/ORDERS.md, "Emails"), written to the outbox in the
 * change's transaction, with the facts of its moment: a move's by its status (a reinstated
 * order is "placed" again; a cancel carries the reason), a note's as its caller named it.
 * Only for orders the shopper sees (cash on delivery, or paid online).
 */
export function emailStep(outbox: OutboxService): OrderStep {
  return {
    name: 'email',
    async apply(tx, change) {
      const { order } = change;
      if (!isSeen(order)) return;
      if (isNote(change)) {
        if (!change.noteEmail) return;
        await outbox.add(
          tx.manager,
          change.noteEmail,
          { orderId: order.id, note: change.note },
          `${change.noteEmail}:${change.historyId}`,
        );
        return;
      }
      const topic = change.from === 'Cancelled' ? 'order.placed' : EMAIL_ON[change.to];
      if (!topic) return;
      const payload = {
        orderId: order.id,
        note: change.to === 'Cancelled' ? `Reason: ${change.note}` : null,
      };
      // Lines read with the lock (a move changes none): the facts are told from memory.
      const known = Array.isArray(order.items)
        ? { facts: orderEmailFacts(order, order.items, payload), userId: order.userId }
        : null;
      await outbox.add(tx.manager, topic, payload, `${topic}:${order.id}`, known);
    },
  };
}

/**
 * The live event of a change for the shopper's page and the seller's feed (docs/ORDERS.md,
 * "Live updates"), published after the commit: `placed` for an order reinstated from
 * Cancelled, `changed` otherwise; only for orders the shopper sees.
 */
export const liveEventStep: OrderStep = {
  name: 'live-event',
  async apply(tx, change) {
    if (!isSeen(change.order)) return;
    const kind = !isNote(change) && change.from === 'Cancelled' ? 'placed' : 'changed';
    tx.announce(change.order, change.order.status, kind);
  },
};
