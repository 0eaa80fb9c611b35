import { isNote, type OrderStep } from '../lifecycle/order-steps.js';
import { OrderRows } from '../order-rows.js';
import type { OrderRefundService } from './order-refund.service.js';
import { CaptureDue, assertPaymentSettled, assertWeighed } from './payment-guards.js';

/**
 * The order's card payment must be settled before any change (docs/ORDERS.md, "Payment
 * checks"): an order whose capture's answer is missing stops here (PaymentInDoubt).
 */
export const paymentSettledStep: OrderStep = {
  name: 'payment-settled',
  check: (_tx, change) => assertPaymentSettled(change.order),
};

/**
 * Leaving Packing (but for a cancel): every weighed line weighed, and a card hold captured at
 * the packed total first (CaptureDue: the caller captures and moves again; order-capture.ts).
 */
export const captureFirstStep: OrderStep = {
  name: 'capture-first',
  async check(tx, change) {
    if (change.from !== 'Packing' || isNote(change) || change.to === 'Cancelled') return;
    await assertWeighed(tx.manager, change.order.id);
    if (change.order.holdState === 'authorised') throw new CaptureDue(change.order.id);
  },
};

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
      if (isNote(change) || change.to !== 'Cancelled' || !change.wasSeen) return;
      if (order.paymentType !== 'Online' || !order.isPaid) return;
      if (order.holdState === 'authorised') {
        await OrderRows.update(tx.manager, order, { holdState: 'cancelled' });
        await tx.queuePayment({ topic: 'payment.cancel_hold', orderId: order.id });
        return;
      }
      if (order.holdState === 'expired') return;
      const refund = await refunds.record(tx.manager, order, order.paidCents, 'cancelled');
      if (refund) await tx.refundLater(refund);
    },
  };
}
