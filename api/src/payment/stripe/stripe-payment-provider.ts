import { CURRENCY_CODE } from '@greencart/contracts';
import Stripe from 'stripe';
import {
  NotificationRejected,
  PaymentProviderError,
  type CheckoutRequest,
  type HostedCheckout,
  type NotificationRequest,
  type PaymentNotification,
  type PaymentProvider,
  type PaymentReading,
  type PaymentStatus,
} from '../payment-provider.js';

/**
 * A Stripe failure in the port's words: Stripe unreachable, rate limiting or failing on its
 * side leaves the outcome unknown (`unavailable`); any other answer is a refusal.
 */
export function toProviderError(error: unknown): PaymentProviderError {
  const message = error instanceof Error ? error.message : String(error);
  const unavailable =
    !(error instanceof Stripe.errors.StripeError) ||
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error.statusCode ?? 500) >= 500;
  return new PaymentProviderError(`Stripe: ${message}`, unavailable ? 'unavailable' : 'refused');
}

/** A PaymentIntent's status in the port's words. */
const STATUS: Record<Stripe.PaymentIntent.Status, PaymentStatus> = {
  requires_payment_method: 'pending',
  requires_confirmation: 'pending',
  requires_action: 'pending',
  processing: 'pending',
  requires_capture: 'authorised',
  succeeded: 'captured',
  canceled: 'cancelled',
};

/** The Checkout events that end a payment page: paid, or not. */
const PAGE_ENDED: Readonly<Record<string, 'paid' | 'not_paid'>> = {
  'checkout.session.completed': 'paid',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.expired': 'not_paid',
  'checkout.session.async_payment_failed': 'not_paid',
};

/** The id of a field Stripe answers as an id or an expanded object. */
function idOf(value: string | { id: string } | null | undefined): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

/** The payment port on Stripe: Checkout Sessions, and PaymentIntents behind them. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'Stripe';
  readonly id = 'stripe';
  /** Manual capture: a PaymentIntent authorised by Checkout, captured later. */
  readonly holds = true;
  /** Every call that moves money carries an `Idempotency-Key`. */
  readonly idempotent = true;

  /**
   * @param webhookSecret verifies webhook signatures (`STRIPE_WEBHOOK_SECRET`, required with a
   *   secret key)
   */
  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
  ) {}

  /**
   * A webhook event: the signature over the exact bytes (with a timestamp no older than 5
   * minutes) first, then its meaning. Checkout events name their order in the session's
   * metadata (the client reference as a fallback); `charge.refunded` carries the charge's total
   * refunded.
   */
  parseNotification({ rawBody, headers }: NotificationRequest): PaymentNotification {
    const signature = headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (!rawBody || typeof signature !== 'string') throw new Error('unsigned');
      event = Stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      throw new NotificationRejected('The Stripe signature is missing or not valid');
    }
    if (event.type === 'charge.refunded') {
      const charge = event.data.object;
      return {
        kind: 'refunded',
        id: event.id,
        paymentId: idOf(charge.payment_intent),
        refundedCents: charge.amount_refunded,
      };
    }
    const ended = PAGE_ENDED[event.type];
    if (!ended) return { kind: 'ignored', id: event.id, type: event.type };
    const session = event.data.object as Stripe.Checkout.Session;
    const orderId = session.metadata?.orderId ?? session.client_reference_id ?? null;
    if (ended === 'not_paid')
      return { kind: 'not_paid', id: event.id, orderId, checkoutId: session.id };
    return {
      kind: 'paid',
      id: event.id,
      orderId,
      checkoutId: session.id,
      paymentId: idOf(session.payment_intent),
      amountCents: session.amount_total,
      currency: session.currency,
      // Complete but not `paid`: authorised only (a manual-capture hold) or still on its way.
      captured: session.payment_status === 'paid',
      at: new Date(event.created * 1000),
    };
  }

  async startCheckout(request: CheckoutRequest): Promise<HostedCheckout> {
    const meta = { orderId: request.orderId };
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: request.lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: CURRENCY_CODE,
              unit_amount: line.unitCents,
              product_data: { name: line.name },
            },
          })),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          client_reference_id: request.orderId,
          customer_email: request.email,
          metadata: meta,
          // A hold: authorise now, capture later (cards only, so a complete session is an
          // authorised card).
          ...(request.capture === 'hold'
            ? {
                payment_method_types: ['card'],
                payment_intent_data: { metadata: meta, capture_method: 'manual' as const },
              }
            : { payment_intent_data: { metadata: meta } }),
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        },
        // A retried request (ours or the SDK's) can never open a second session for one order.
        { idempotencyKey: request.orderId },
      );
    } catch (error) {
      throw toProviderError(error);
    }
    if (!session.url) {
      throw new PaymentProviderError(`Stripe session ${session.id} has no url`, 'unavailable');
    }
    if (session.amount_total !== request.amountCents) {
      throw new Error(
        `session ${session.id} totals ${session.amount_total} cents, order ${request.orderId} ${request.amountCents}`,
      );
    }
    return { id: session.id, url: session.url };
  }

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
      throw toProviderError(error);
    }
  }

  async cancelHold(paymentId: string, idempotencyKey: string): Promise<void> {
    try {
      await this.stripe.paymentIntents.cancel(paymentId, {}, { idempotencyKey });
    } catch (error) {
      const intent = await this.stripe.paymentIntents.retrieve(paymentId).catch(() => null);
      if (intent?.status === 'canceled') return;
      throw toProviderError(error);
    }
  }

  async refund(paymentId: string, amountCents: number, idempotencyKey: string): Promise<string> {
    let refund: Stripe.Refund;
    try {
      refund = await this.stripe.refunds.create(
        { payment_intent: paymentId, amount: amountCents },
        { idempotencyKey },
      );
    } catch (error) {
      throw toProviderError(error);
    }
    if (refund.status === 'failed' || refund.status === 'canceled') {
      throw new PaymentProviderError(
        `Stripe refund ${refund.id} ended ${refund.status}`,
        'refused',
      );
    }
    return refund.id;
  }

  async readPayment(paymentId: string): Promise<PaymentReading> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.retrieve(paymentId, {
        expand: ['latest_charge'],
      });
    } catch (error) {
      throw toProviderError(error);
    }
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    return {
      status: STATUS[intent.status],
      amountCents: intent.amount,
      capturedCents: intent.amount_received,
      refundedCents: charge?.amount_refunded ?? 0,
    };
  }
}
