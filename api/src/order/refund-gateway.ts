import type Stripe from 'stripe';

/** Injection token of the {@link RefundGateway}; `null` when Stripe is not configured. */
export const REFUND_GATEWAY = Symbol('REFUND_GATEWAY');

/** Gives money back on an online payment. Throws when the provider refuses or is unreachable. */
export interface RefundGateway {
  /**
   * @param paymentIntentId the payment to refund (Stripe `pi_…`)
   * @param amountCents how much, in cents
   * @param idempotencyKey the same key always makes at most one refund
   * @returns the provider's refund id
   */
  refund(paymentIntentId: string, amountCents: number, idempotencyKey: string): Promise<string>;
}

/** Refunds through the Stripe SDK (`POST /v1/refunds`, with an idempotency key). */
export class StripeRefundGateway implements RefundGateway {
  constructor(private readonly stripe: Stripe) {}

  async refund(paymentIntentId: string, amountCents: number, idempotencyKey: string) {
    const refund = await this.stripe.refunds.create(
      { payment_intent: paymentIntentId, amount: amountCents },
      { idempotencyKey },
    );
    if (refund.status === 'failed' || refund.status === 'canceled') {
      throw new Error(`Stripe refund ${refund.id} ended ${refund.status}`);
    }
    return refund.id;
  }
}
