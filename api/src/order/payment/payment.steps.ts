import {
  IN_TRANSACTION,
  NOTHING,
  isNote,
  type OrderChange,
  type OrderStep,
} from '../lifecycle/order-steps.js';
import { OrderRows } from '../order-rows.js';
import type { OrderRefundService } from './order-refund.service.js';
import {
  CaptureDue,
  assertPaymentSettled,
  assertWeighed,
  paymentInDoubt,
} from './payment-guards.js';

/**
 * The order's card payment must be settled before any change (docs/ORDERS.md, "Payment
 * checks"): an order whose capture's answer is missing stops here (PaymentInDoubt).
 */
export const paymentSettledStep: OrderStep = {
  name: 'payment-settled',
  check: (_tx, change) => assertPaymentSettled(change.order),
  // In doubt: the transaction's check refuses, and the caller reads the payment.
  atOnce: (change) => (paymentInDoubt(change.order) ? IN_TRANSACTION : NOTHING),
};

/** A move out of Packing that is not a cancel: weighed lines and a hold to capture first. */
const leavesPacking = (change: OrderChange) =>
  change.from === 'Packing' && !isNote(change) && change.to !== 'Cancelled';

/**
 * Leaving Packing (but for a cancel): every weighed line weighed, and a card hold captured at
 * the packed total first (CaptureDue: the caller captures and moves again; order-capture.ts).
 */
export const captureFirstStep: OrderStep = {
  name: 'capture-first',
  async check(tx, change) {
    if (!leavesPacking(change)) return;
    await assertWeighed(tx.manager, change.order.id);
    if (change.order.holdState === 'authorised') throw new CaptureDue(change.order.id);
  },
  // The weighing is read from the lines in the transaction.
  atOnce: (change) => (leavesPacking(change) ? IN_TRANSACTION : NOTHING),
};

/** A cancel of a paid online order: something to refund or a hold to release. */
const refundsOnCancel = (change: OrderChange) =>
  !isNote(change) &&
  change.to === 'Cancelled' &&
  change.wasSeen &&
  change.order.paymentType === 'Online' &&
  change.order.isPaid;

/**
 * A paid online order cancelled: what was taken is refunded in full; a card hold never
 * captured is released instead (a `payment.cancel_hold` task; a hold found captured after all
 * is refunded then), and nothing is refunded.
 */
export function refundOnCancelStep(refunds: OrderRefundService): OrderStep {
  return {
    name: 'refund-on-cancel',
    async apply(tx, change) {
      const { order } = change;
      if (!refundsOnCancel(change)) return;
      if (order.holdState === 'authorised') {
        await OrderRows.update(tx.manager, order, { holdState: 'cancelled' });
        await tx.queuePayment({ topic: 'payment.cancel_hold', orderId: order.id });
        return;
      }
      if (order.holdState === 'expired') return;
      const refund = await refunds.record(tx.manager, order, order.paidCents, 'cancelled');
      if (refund) await tx.refundLater(refund);
    },
    // A refund's row and its provider task are written in the transaction.
    atOnce: (change) => (refundsOnCancel(change) ? IN_TRANSACTION : NOTHING),
  };
}
