import type { EntityManager } from 'typeorm';
import type { PaymentTaskPayload } from '../../outbox/outbox.entity.js';
import { writeOutbox } from '../../outbox/outbox-writer.js';

/**
 * Calls to the payment provider that follow a committed change of an order (docs/ORDERS.md,
 * "Durable payment work"). Each is an outbox row of the `payment` channel written in the
 * change's own transaction, so it exists exactly when the change does; the change's process
 * works it right after the commit, and the payment worker's poll finishes it when that process
 * died first or the provider could not be reached (retried with back-off). The provider is
 * always asked with the same idempotency key, so a repeat never moves money twice.
 * - `payment.refund`: ask for a recorded refund (`order_refund` row; key: its id);
 * - `payment.cancel_hold`: release the hold of an order cancelled before its capture (key
 *   `cancel-hold:<order id>`); a hold found captured is refunded instead;
 * - `payment.reconcile`: read a payment whose capture's answer is missing and settle the order
 *   from what the provider says (a safety net queued with every capture).
 */
export type PaymentTask =
  | { topic: 'payment.refund'; refundId: string; orderId: string }
  | { topic: 'payment.cancel_hold'; orderId: string }
  | { topic: 'payment.reconcile'; orderId: string; attempt: string };

export const PAYMENT_TASK_TOPICS = [
  'payment.refund',
  'payment.cancel_hold',
  'payment.reconcile',
] as const satisfies readonly PaymentTask['topic'][];

/** The one row per task: a refund is asked once, a hold released once, a capture checked once. */
function dedupeKeyOf(task: PaymentTask): string {
  switch (task.topic) {
    case 'payment.refund':
      return `${task.topic}:${task.refundId}`;
    case 'payment.cancel_hold':
      return `${task.topic}:${task.orderId}`;
    case 'payment.reconcile':
      return `${task.topic}:${task.orderId}:${task.attempt}`;
  }
}

/**
 * Writes a payment task in the transaction of the change it follows; answers its outbox row id
 * (null when the same task was written before).
 *
 * @param delaySeconds not before then: a safety net behind a call the change makes itself
 */
export function queuePaymentTask(
  manager: EntityManager,
  task: PaymentTask,
  delaySeconds = 0,
): Promise<string | null> {
  const { topic, ...payload } = task;
  return writeOutbox(manager, {
    channel: 'payment',
    topic,
    payload,
    dedupeKey: dedupeKeyOf(task),
    delaySeconds,
  });
}

/** A claimed outbox row read back as its task (null for a row this code does not know). */
export function taskOf(row: { topic: string; payload: PaymentTaskPayload }): PaymentTask | null {
  const text = (key: keyof PaymentTaskPayload) => {
    const value: unknown = row.payload[key];
    return typeof value === 'string' ? value : null;
  };
  const orderId = text('orderId');
  if (!orderId) return null;
  switch (row.topic) {
    case 'payment.refund': {
      const refundId = text('refundId');
      return refundId ? { topic: row.topic, refundId, orderId } : null;
    }
    case 'payment.cancel_hold':
      return { topic: row.topic, orderId };
    case 'payment.reconcile':
      return { topic: row.topic, orderId, attempt: text('attempt') ?? '' };
    default:
      return null;
  }
}
