import { Metrics } from '../../metrics/metrics.js';
import {
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnModuleInit,
} from '@nestjs/common';
import {
  AUTHORISATION_DAYS,
  CURRENCY_CODE,
  ERROR_CODES,
  MESSAGES,
  formatCents,
  type MessageResponse,
} from '@greencart/contracts';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import {
  NotificationRejected,
  PAYMENT_PROVIDER,
  type NotificationRequest,
  type PaymentNotification,
  type PaymentProvider,
} from '../../payment/payment-provider.js';
import { NotificationInbox, type NotificationReceiver } from '../../payment/notification-inbox.js';
import { UserEntity } from '../../user/user.entity.js';
import { OrderTransitions, type OrderTransaction } from '../lifecycle/order-transitions.js';
import type { OrderEntity } from '../order.entity.js';
import { OrderRows } from '../order-rows.js';
import { OrderRefundService } from './order-refund.service.js';
import { PaymentEventEntity, type PaymentOutcome } from './payment-event.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type PaidNotification = Extract<PaymentNotification, { kind: 'paid' }>;
type ChargedBack = Extract<PaymentNotification, { kind: 'charged_back' }>;
type Actionable = Exclude<PaymentNotification, { kind: 'ignored' }>;

/**
 * The payment provider's notifications, through the payment port: its routes live in the payment
 * module and hand each one to the {@link NotificationInbox} this registers with; the adapter verifies the signature on the raw body before anything
 * is read and says what the notification means; this applies it once. Its id is inserted
 * first, in the transaction that changes the order, under a primary key, so a replayed,
 * duplicated or concurrent copy finds the row and changes nothing. The order row is locked, so
 * notifications of one order apply one after the other whatever order they arrive in; a paid
 * order is never cancelled.
 */
@Injectable()
export class PaymentNotificationsService implements NotificationReceiver, OnModuleInit {
  private readonly logger = new Logger(PaymentNotificationsService.name);

  constructor(
    private readonly transitions: OrderTransitions,
    private readonly refunds: OrderRefundService,
    private readonly metrics: Metrics,
    private readonly inbox: NotificationInbox,
    @Optional() @Inject(PAYMENT_PROVIDER) private readonly provider?: PaymentProvider | null,
  ) {}

  onModuleInit(): void {
    this.inbox.deliverTo(this);
  }

  async receive(request: NotificationRequest): Promise<MessageResponse> {
    const notification = this.verify(request);
    if (notification.kind === 'ignored') return { success: true, message: 'Event ignored' };
    const outcome = await this.applyOnce(notification);
    return {
      success: true,
      message: outcome === null ? 'Event already processed' : `Event processed: ${outcome}`,
    };
  }

  /**
   * A notification arriving at `POST /api/payment/<id>/notify`: 404 unless `<id>` is the
   * configured provider's (payment-notify.controller.ts).
   */
  receiveFor(providerId: string, request: NotificationRequest): Promise<MessageResponse> {
    if (this.provider && this.provider.id !== providerId) {
      throw new AppError(HttpStatus.NOT_FOUND, ERROR_CODES.NOT_FOUND, 'No such payment provider');
    }
    return this.receive(request);
  }

  /**
   * Applies what the provider's own API said (no signature to check: this API asked), once:
   * a payment found for an order about to expire (checkout-expiry.job.ts) is recorded as its
   * notification would have been, under the same id.
   * @returns the outcome, or null when it was already processed
   */
  applyOnce(notification: Actionable): Promise<PaymentOutcome | null> {
    return this.transitions.run((tx) => this.apply(tx, notification));
  }

  private verify(request: NotificationRequest): PaymentNotification {
    if (!this.provider) {
      throw new AppError(
        HttpStatus.SERVICE_UNAVAILABLE,
        ERROR_CODES.PAYMENT_UNAVAILABLE,
        MESSAGES.onlinePaymentUnavailable,
      );
    }
    try {
      return this.provider.parseNotification(request);
    } catch (error) {
      if (!(error instanceof NotificationRejected)) throw error;
      throw new AppError(HttpStatus.BAD_REQUEST, ERROR_CODES.WEBHOOK_INVALID, error.message);
    }
  }

  /** Applies one notification; answers null when it was already processed. */
  private async apply(
    tx: OrderTransaction,
    notification: Actionable,
  ): Promise<PaymentOutcome | null> {
    const { manager } = tx;
    const orderId = notification.kind === 'refunded' ? null : validId(notification.orderId);
    const checkoutId =
      notification.kind === 'paid' || notification.kind === 'not_paid'
        ? notification.checkoutId
        : null;
    if (!(await this.firstDelivery(manager, notification, orderId, checkoutId))) return null;
    let order: OrderEntity | null = null;
    let outcome: PaymentOutcome = 'unknown_order';
    if (notification.kind === 'refunded') {
      order = notification.paymentId
        ? await OrderRows.lock(manager, { paymentId: notification.paymentId })
        : null;
      if (order) outcome = await this.refunded(tx, order, notification);
    } else {
      order = orderId ? await OrderRows.lock(manager, { id: orderId }) : null;
      if (order?.paymentType !== 'Online') order = null;
      else if (notification.kind === 'paid') outcome = await this.pay(tx, order, notification);
      else if (notification.kind === 'charged_back')
        outcome = await this.chargedBack(tx, order, notification);
      else outcome = await this.cancel(tx, order);
    }
    if (!order) {
      this.logger.warn(
        `Payment notification ${notification.id} (${notification.kind}) names no online order`,
      );
    }
    await manager.update(
      PaymentEventEntity,
      { id: notification.id },
      { outcome, orderId: order?.id ?? orderId },
    );
    return outcome;
  }

  /**
   * Records the notification's id (outcome to be filled in); false when it was already
   * recorded: a replayed, duplicated or concurrent delivery, which must change nothing.
   */
  private async firstDelivery(
    manager: EntityManager,
    notification: PaymentNotification,
    orderId: string | null,
    sessionId: string | null,
  ): Promise<boolean> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(PaymentEventEntity)
      .values({
        id: notification.id,
        type: notification.kind,
        orderId,
        sessionId,
        outcome: 'unknown_order',
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    return (inserted.raw as unknown[]).length > 0;
  }

  /**
   * The payment's refunds at the provider: made by us (already recorded) or by staff in the
   * provider's dashboard, which the order then records as a refund, shows to both sides and
   * emails.
   */
  private async refunded(
    tx: OrderTransaction,
    order: OrderEntity,
    notification: Extract<PaymentNotification, { kind: 'refunded' }>,
  ): Promise<PaymentOutcome> {
    const recorded = await this.refunds.recordExternal(
      tx.manager,
      order,
      notification.refundedCents,
      notification.id,
    );
    if (recorded) tx.announce(order, order.status, 'changed');
    return recorded ? 'refund_recorded' : 'refund_known';
  }

  private async pay(
    tx: OrderTransaction,
    order: OrderEntity,
    paid: PaidNotification,
  ): Promise<PaymentOutcome> {
    // A weighed order's page authorises its hold without capturing (docs/ORDERS.md "Weighed
    // orders"): paid but not captured is the authorisation.
    const hold = order.holdCents !== null;
    if (!paid.captured && !hold) return 'awaiting_payment';
    const expected = order.holdCents ?? order.amountCents;
    if (paid.amountCents !== expected || paid.currency !== CURRENCY_CODE) {
      this.logger.error(
        `Payment notification ${paid.id}: order ${order.id} is ${expected} ${CURRENCY_CODE} cents but ${paid.amountCents} ${paid.currency} was paid; not marked paid, reconcile by hand`,
      );
      return 'amount_mismatch';
    }
    if (order.isPaid) {
      if (!paid.paymentId || !order.paymentId || paid.paymentId === order.paymentId)
        return 'already_paid';
      // A second payment (the shopper paid the page twice): never counted, shown to staff.
      await this.flagForStaff(
        tx,
        order,
        `A second payment of ${formatCents(paid.amountCents ?? 0)} was received for this order: refund it in the payment provider's dashboard`,
      );
      return 'paid_twice';
    }
    const wasCancelled = order.status === 'Cancelled';
    if (wasCancelled) {
      // The money was taken: the order is paid and must be delivered, whatever cancelled it.
      this.logger.warn(
        `Payment notification ${paid.id}: order ${order.id} was paid after it was cancelled; reinstated`,
      );
    }
    await tx.paid(order, {
      checkoutId: order.checkoutId ?? paid.checkoutId,
      // A hold takes nothing yet: paid_cents becomes the capture when the order leaves Packing.
      ...(hold
        ? {
            paidCents: 0,
            holdState: 'authorised' as const,
            authorisedUntil: new Date(paid.at.getTime() + AUTHORISATION_DAYS * 86_400_000),
          }
        : { paidCents: paid.amountCents ?? order.amountCents }),
      // Refunds and captures are made against the payment the page created.
      paymentId: paid.paymentId,
    });
    await tx.manager.update(UserEntity, { id: order.userId }, { cartItems: {} });
    return wasCancelled ? 'paid_after_cancel' : 'paid';
  }

  /**
   * The shopper's bank took the payment back (a dispute): the money is gone whatever the
   * order's state, so staff are told on the order (a payment check and a history line).
   */
  private async chargedBack(
    tx: OrderTransaction,
    order: OrderEntity,
    notification: ChargedBack,
  ): Promise<PaymentOutcome> {
    const amount = notification.amountCents ?? order.paidCents;
    await this.flagForStaff(
      tx,
      order,
      `The shopper's bank charged back ${formatCents(amount)}: the payment was taken back from the shop`,
    );
    return 'charged_back';
  }

  /** Shows staff what happened to the order's payment: its payment check, and a history line. */
  private async flagForStaff(tx: OrderTransaction, order: OrderEntity, reason: string) {
    await OrderRows.update(tx.manager, order, {
      paymentCheck: { reason, since: new Date().toISOString(), provider: null },
    });
    // A capture in doubt blocks notes until it is settled; the check above still shows.
    if (order.holdState === 'capturing') tx.announce(order, order.status, 'changed');
    else await tx.note(order, 'system', reason, null);
  }

  private async cancel(tx: OrderTransaction, order: OrderEntity): Promise<PaymentOutcome> {
    if (order.isPaid) return 'kept_paid';
    if (order.status === 'Cancelled') return 'already_cancelled';
    await tx.move(order, {
      to: 'Cancelled',
      actor: 'system',
      note: 'The online payment was not completed',
    });
    this.metrics.paymentFailed('payment');
    return 'cancelled';
  }
}

/** An order id the shop could have made, else null. */
function validId(id: string | null): string | null {
  return id && UUID.test(id) ? id : null;
}
