import type Stripe from 'stripe';

/** Injection token of the {@link CaptureGateway}; `null` when no payment provider is configured. */
export const CAPTURE_GATEWAY = Symbol('CAPTURE_GATEWAY');

/**
 * Authorised card payments (a weighed order's hold, docs/ORDERS.md "Weighed orders"): capture
 * once, for at most what was authorised (the provider releases the rest), or cancel before any
 * capture. Provider-neutral: nothing outside the adapter names Stripe. Both calls are
 * idempotent per key: a retry answers what the first call did.
 */
export interface CaptureGateway {
  /**
   * Captures `amountCents` of the authorised payment `paymentId`.
   * @returns the cents captured (equal to `amountCents`, or what an earlier capture took)
   */
  capture(paymentId: string, amountCents: number, idempotencyKey: string): Promise<number>;
  /** Cancels an authorised payment that was never captured (the hold is released). */
  cancel(paymentId: string, idempotencyKey: string): Promise<void>;
}

/** Manual capture through the Stripe SDK (`POST /v1/payment_intents/:id/capture` and `/cancel`). */
export class StripeCaptureGateway implements CaptureGateway {
  constructor(private readonly stripe: Stripe) {}

  async capture(paymentId: string, amountCents: number, idempotencyKey: string): Promise<number> {
    try {
      const intent = await this.stripe.paymentIntents.capture(
        paymentId,
        { amount_to_capture: amountCents },
        { idempotencyKey },
      );
      return intent.amount_received;
    } catch (error) {
      // Captured already (an idempotency key Stripe has forgotten): answer what was taken.
      const intent = await this.stripe.paymentIntents.retrieve(paymentId).catch(() => null);
      if (intent?.status === 'succeeded') return intent.amount_received;
      throw error;
    }
  }

  async cancel(paymentId: string, idempotencyKey: string): Promise<void> {
    try {
      await this.stripe.paymentIntents.cancel(paymentId, {}, { idempotencyKey });
    } catch (error) {
      const intent = await this.stripe.paymentIntents.retrieve(paymentId).catch(() => null);
      if (intent?.status === 'canceled') return;
      throw error;
    }
  }
}
