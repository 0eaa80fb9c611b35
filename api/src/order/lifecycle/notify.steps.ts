import type { OrderStatus } from '@greencart/contracts';
import { orderEmailFacts } from '../../mail/order-email-facts.js';
import type { OrderEmailTopic, OutboxService } from '../../mail/outbox.service.js';
import { OutboxEntity, type OrderEmailPayload } from '../../outbox/outbox.entity.js';
import type { OrderEvent } from '../views/order-events.js';
import { eventOf, isSeen } from './order-transitions.js';
import {
  IN_TRANSACTION,
  NOTHING,
  isNote,
  type OrderChange,
  type OrderStep,
} from './order-steps.js';

/** The status changes the shopper is emailed about. */
const EMAIL_ON: Partial<Record<OrderStatus, OrderEmailTopic>> = {
  Confirmed: 'order.confirmed',
  'Out for delivery': 'order.out_for_delivery',
  Delivered: 'order.delivered',
  Cancelled: 'order.cancelled',
};

/** The email of a move (not a note): its topic, payload and dedupe key; null for none. */
function moveEmail(
  change: OrderChange,
): { topic: OrderEmailTopic; payload: OrderEmailPayload; key: string } | null {
  const { order } = change;
  if (!isSeen(order)) return null;
  const topic = change.from === 'Cancelled' ? 'order.placed' : EMAIL_ON[change.to];
  if (!topic) return null;
  const payload = {
    orderId: order.id,
    note: change.to === 'Cancelled' ? `Reason: ${change.note}` : null,
  };
  return { topic, payload, key: `${topic}:${order.id}` };
}

/**
 * The shopper's email of a change (docs/ORDERS.md, "Emails"), written to the outbox in the
 * change's transaction (or statement), with the facts of its moment: a move's by its status (a
 * reinstated order is "placed" again; a cancel carries the reason), a note's as its caller
 * named it. Only for orders the shopper sees (cash on delivery, or paid online).
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
      const email = moveEmail(change);
      if (!email) return;
      // Lines read with the lock (a move changes none): the facts are told from memory.
      const known = Array.isArray(order.items)
        ? { facts: orderEmailFacts(order, order.items, email.payload), userId: order.userId }
        : null;
      await outbox.add(tx.manager, email.topic, email.payload, email.key, known);
    },
    atOnce(change) {
      // A note's email is keyed by its history row, which the statement has not written yet.
      if (isNote(change)) return IN_TRANSACTION;
      const email = moveEmail(change);
      if (!email) return NOTHING;
      const { order } = change;
      // The lines were read with the order, and the statement writes only if neither changed.
      if (!Array.isArray(order.items)) return IN_TRANSACTION;
      const known = {
        facts: orderEmailFacts(order, order.items, email.payload),
        userId: order.userId,
      };
      const row = outbox.orderEmailRow(email.topic, email.payload, email.key, known);
      return { rows: [{ entity: OutboxEntity, row, onConflictDoNothing: true }] };
    },
  };
}

/** The live event of a change; null for an order the shopper does not see. */
function changeEvent(change: OrderChange): OrderEvent | null {
  if (!isSeen(change.order)) return null;
  const kind = !isNote(change) && change.from === 'Cancelled' ? 'placed' : 'changed';
  return eventOf(change.order, change.order.status, kind);
}

/**
 * The live event of a change for the shopper's page and the seller's feed (docs/ORDERS.md,
 * "Live updates"), published after the commit: `placed` for an order reinstated from
 * Cancelled, `changed` otherwise; only for orders the shopper sees.
 */
export const liveEventStep: OrderStep = {
  name: 'live-event',
  async apply(tx, change) {
    const event = changeEvent(change);
    if (event) tx.announce(change.order, event.status, event.kind);
  },
  atOnce(change) {
    const event = changeEvent(change);
    return event ? { events: [event] } : NOTHING;
  },
};
