import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AUTHORISATION_DAYS,
  CURRENCY_CODE,
  ERROR_CODES,
  MESSAGES,
  type MessageResponse,
} from '@greencart/contracts';
import Stripe from 'stripe';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UserEntity } from '../user/user.entity.js';
import { OrderRefundService } from './payment/order-refund.service.js';
import { OrderEntity } from './order.entity.js';
import { OrderTransitions, type OrderTransaction } from './order-transitions.js';
import { PaymentEventEntity, type PaymentOutcome } from './payment-event.entity.js';

type Session = Stripe.Checkout.Session;

/** What an event asks of its order. */
type Action = 'pay' | 'cancel';

/** The Checkout events we act on; every other event type is acknowledged and ignored. */
const ACTIONS: Readonly<Record<string, Action>> = {
  'checkout.session.completed': 'pay',
  'checkout.session.async_payment_succeeded': 'pay',
  'checkout.session.expired': 'cancel',
  'checkout.session.async_payment_failed': 'cancel',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order a session was created for (metadata first, the client reference as a fallback). */
function orderIdOf(session: Session): string | null {
  const id = session.metadata?.orderId ?? session.client_reference_id;
  return id && UUID.test(id) ? id : null;
}

/**
 * Stripe's webhook (`POST /api/order/stripe/webhook`). Verifies the signature on the raw
 * body, then applies each Checkout event (and `charge.refunded`, for refunds made in the
 * dashboard) once: its id is inserted first, in the transaction
 * that changes the order, under a primary key, so a replayed, duplicated or concurrent copy
 * finds the row and changes nothing. The order row is locked, so events of one order apply
 * one after the other whatever order they arrive in; a paid order is never cancelled.
 */
@Injectable()
export class PaymentWebhookService {
  private readonly logger = new Logger(PaymentWebhookService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transitions: OrderTransitions,
    private readonly refunds: OrderRefundService,
  ) {}

  /**
   * @param rawBody the request body exactly as received (the signature covers its bytes)
   * @param signature the `Stripe-Signature` header
   */
  async receive(
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): Promise<MessageResponse> {
    const event = this.verify(rawBody, signature);
    if (event.type === 'charge.refunded') return this.chargeRefunded(event);
    const action = ACTIONS[event.type];
    if (!action) return { success: true, message: 'Event ignored' };
    const session = event.data.object as Session;
    const outcome = await this.transitions.run((tx) => this.apply(tx, event, action, session));
    return {
      success: true,
      message: outcome === null ? 'Event already processed' : `Event processed: ${outcome}`,
    };
  }

  private verify(rawBody: Buffer | undefined, signature: string | undefined): Stripe.Event {
    const secret = this.config.stripe.webhookSecret;
    if (!secret) {
      throw new AppError(
        HttpStatus.SERVICE_UNAVAILABLE,
        ERROR_CODES.PAYMENT_UNAVAILABLE,
        MESSAGES.onlinePaymentUnavailable,
      );
    }
    const invalid = new AppError(
      HttpStatus.BAD_REQUEST,
      ERROR_CODES.WEBHOOK_INVALID,
      'The Stripe signature is missing or not valid',
    );
    if (!rawBody || !signature) throw invalid;
    try {
      // Checks the HMAC over the exact bytes and refuses a timestamp older than 5 minutes.
      return Stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      throw invalid;
    }
  }

  /** The order matching `where`, locked until the transaction ends (events apply one by one). */
  private lockedOrder(
    manager: EntityManager,
    where: { id: string } | { stripePaymentIntentId: string },
  ): Promise<OrderEntity | null> {
    return manager.findOne(OrderEntity, { where, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * Records the event's id (outcome to be filled in); false when it was already recorded: a
   * replayed, duplicated or concurrent delivery, which must change nothing.
   */
  private async firstDelivery(
    manager: EntityManager,
    event: Stripe.Event,
    orderId: string | null,
    sessionId: string | null,
  ): Promise<boolean> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(PaymentEventEntity)
      .values({ id: event.id, type: event.type, orderId, sessionId, outcome: 'unknown_order' })
      .orIgnore()
      .returning(['id'])
      .execute();
    return (inserted.raw as unknown[]).length > 0;
  }

  /**
   * A charge was refunded at Stripe: made by us (already recorded) or by staff in Stripe's
   * dashboard, which the order then records as a refund, shows to both sides and emails.
   */
  private async chargeRefunded(event: Stripe.Event): Promise<MessageResponse> {
    const charge = event.data.object as Stripe.Charge;
    const intent =
      typeof charge.payment_intent === 'string'
        ? charge.payment_intent
        : (charge.payment_intent?.id ?? null);
    const result = await this.transitions.run(async (tx) => {
      const manager = tx.manager;
      if (!(await this.firstDelivery(manager, event, null, null))) return null;
      const order = intent
        ? await this.lockedOrder(manager, { stripePaymentIntentId: intent })
        : null;
      let outcome: PaymentOutcome = 'unknown_order';
      if (!order) {
        this.logger.warn(`Stripe event ${event.id} (charge.refunded) names no order: ${intent}`);
      } else {
        const recorded = await this.refunds.recordExternal(
          manager,
          order,
          charge.amount_refunded,
          event.id,
        );
        outcome = recorded ? 'refund_recorded' : 'refund_known';
        if (recorded) tx.announce(order, order.status, 'changed');
      }
      await manager.update(
        PaymentEventEntity,
        { id: event.id },
        { outcome, orderId: order?.id ?? null },
      );
      return { outcome };
    });
    return {
      success: true,
      message: result === null ? 'Event already processed' : `Event processed: ${result.outcome}`,
    };
  }

  /** Applies one event; answers null when this event id was already processed. */
  private async apply(
    tx: OrderTransaction,
    event: Stripe.Event,
    action: Action,
    session: Session,
  ): Promise<PaymentOutcome | null> {
    const { manager } = tx;
    const orderId = orderIdOf(session);
    if (!(await this.firstDelivery(manager, event, orderId, session.id))) return null;

    const order = orderId ? await this.lockedOrder(manager, { id: orderId }) : null;
    let outcome: PaymentOutcome = 'unknown_order';
    if (!order || order.paymentType !== 'Online') {
      this.logger.warn(
        `Stripe event ${event.id} (${event.type}) names no online order: ${orderId}`,
      );
    } else if (action === 'pay') {
      outcome = await this.pay(tx, order, session, event);
    } else {
      outcome = await this.cancel(tx, order);
    }
    await manager.update(PaymentEventEntity, { id: event.id }, { outcome });
    return outcome;
  }

  private async pay(
    tx: OrderTransaction,
    order: OrderEntity,
    session: Session,
    event: Stripe.Event,
  ): Promise<PaymentOutcome> {
    // A weighed order's session authorises its hold without capturing (manual capture, cards
    // only): complete but not yet `paid` is the authorisation (docs/ORDERS.md "Weighed orders").
    const hold = order.holdCents !== null;
    const authorised = hold && session.status === 'complete';
    if (session.payment_status !== 'paid' && !authorised) return 'awaiting_payment';
    const expected = order.holdCents ?? order.amountCents;
    if (session.amount_total !== expected || session.currency !== CURRENCY_CODE) {
      this.logger.error(
        `Stripe event ${event.id}: order ${order.id} is ${expected} ${CURRENCY_CODE} cents but ${session.amount_total} ${session.currency} was paid; not marked paid, reconcile by hand`,
      );
      return 'amount_mismatch';
    }
    if (order.isPaid) return 'already_paid';
    const wasCancelled = order.status === 'Cancelled';
    if (wasCancelled) {
      // The money was taken: the order is paid and must be delivered, whatever cancelled it.
      this.logger.warn(
        `Stripe event ${event.id}: order ${order.id} was paid after it was cancelled; reinstated`,
      );
    }
    await tx.paid(order, {
      stripeSessionId: order.stripeSessionId ?? session.id,
      // A hold takes nothing yet: paid_cents becomes the capture when the order leaves Packing.
      ...(hold
        ? {
            paidCents: 0,
            holdState: 'authorised' as const,
            authorisedUntil: new Date(event.created * 1000 + AUTHORISATION_DAYS * 86_400_000),
          }
        : { paidCents: session.amount_total ?? order.amountCents }),
      // Refunds are made against the PaymentIntent the session created.
      stripePaymentIntentId:
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : (session.payment_intent?.id ?? null),
    });
    await tx.manager.update(UserEntity, { id: order.userId }, { cartItems: {} });
    return wasCancelled ? 'paid_after_cancel' : 'paid';
  }

  private async cancel(tx: OrderTransaction, order: OrderEntity): Promise<PaymentOutcome> {
    if (order.isPaid) return 'kept_paid';
    if (order.status === 'Cancelled') return 'already_cancelled';
    await tx.move(order, {
      to: 'Cancelled',
      actor: 'system',
      note: 'The online payment was not completed',
    });
    return 'cancelled';
  }
}
