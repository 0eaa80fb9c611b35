import { HttpStatus, Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_CODES } from '@greencart/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import { Metrics } from '../../metrics/metrics.js';
import { OutboxService } from '../../mail/outbox.service.js';
import {
  PAYMENT_PROVIDER,
  PaymentProviderError,
  type PaymentProvider,
} from '../../payment/payment-provider.js';
import { OrderRefundEntity, type RefundReason } from './order-refund.entity.js';
import { OrderEntity } from '../order.entity.js';
import { OrderRows } from '../order-rows.js';

/**
 * Refunds of online payments. A refund is decided inside the transaction that changes the
 * order ({@link record}: a pending row, and a `payment.refund` task beside it), and asked of
 * the provider after the commit ({@link execute}, by the payment worker) with the row's id as
 * the idempotency key. A refusal marks the row and the order `failed`, visible to staff, who
 * may retry; a provider that cannot be reached is asked again with back-off, and only when it
 * stays away is the refund marked failed. Nothing is ever silently lost.
 */
@Injectable()
export class OrderRefundService {
  private readonly logger = new Logger(OrderRefundService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly metrics: Metrics,
    @Optional() @Inject(PAYMENT_PROVIDER) private readonly provider?: PaymentProvider | null,
  ) {}

  /**
   * Records a pending refund of `amountCents` (capped to what is still held) on a locked, paid
   * online order; answers null when nothing is left to refund. The caller queues its task
   * (OrderTransaction.refundLater).
   */
  async record(
    manager: EntityManager,
    order: OrderEntity,
    amountCents: number,
    reason: RefundReason,
  ): Promise<OrderRefundEntity | null> {
    const [{ asked }] = (await manager.query(
      `SELECT COALESCE(SUM(amount_cents), 0)::int AS asked FROM order_refund WHERE order_id = $1 AND status <> 'failed'`,
      [order.id],
    )) as { asked: number }[];
    const amount = Math.min(amountCents, order.paidCents - asked);
    if (amount <= 0) return null;
    const refund = await manager.save(
      manager.create(OrderRefundEntity, {
        orderId: order.id,
        amountCents: amount,
        reason,
        status: 'pending',
        providerRefundId: null,
        failure: null,
      }),
    );
    await OrderRows.update(manager, order, { refundState: 'pending' });
    return refund;
  }

  /**
   * Catches up with refunds the provider made that we did not ask for (staff refunding in the
   * provider's dashboard): `refundedCents` is the payment's total refunded; whatever it
   * exceeds of our own refunds (pending ones included, as the provider may report one of ours
   * before we have stored its answer) is recorded as a succeeded refund, and the shopper is
   * told. Called with the order locked; answers whether anything was recorded.
   */
  async recordExternal(
    manager: EntityManager,
    order: OrderEntity,
    refundedCents: number,
    eventId: string,
  ): Promise<boolean> {
    const [{ known }] = (await manager.query(
      `SELECT COALESCE(SUM(amount_cents), 0)::int AS known FROM order_refund WHERE order_id = $1 AND status <> 'failed'`,
      [order.id],
    )) as { known: number }[];
    const external = Math.min(refundedCents, order.paidCents) - known;
    if (!Number.isInteger(external) || external <= 0) return false;
    await manager.save(
      manager.create(OrderRefundEntity, {
        orderId: order.id,
        amountCents: external,
        reason: 'provider_dashboard',
        status: 'succeeded',
        providerRefundId: null,
        failure: null,
      }),
    );
    await this.refreshOrder(manager, order.id);
    await this.outbox.add(
      manager,
      'order.refunded',
      { orderId: order.id, amountCents: external },
      `order.refunded:${eventId}`,
    );
    return true;
  }

  /**
   * Asks the provider for a recorded refund and stores the outcome. Safe to call again (the
   * row's id is the idempotency key; a succeeded row is left alone). A provider that takes no
   * idempotency key ({@link PaymentProvider.idempotent} false) is asked at most once per row:
   * the row is marked sent first, and an answer lost on the way (or a process that died
   * waiting for it) leaves the refund failed for staff to check, never sent again by itself.
   *
   * @throws PaymentProviderError (`unavailable`) when the provider gave no usable answer: the
   *   row stays pending and the payment worker asks again later
   */
  async execute(refundId: string): Promise<OrderRefundEntity | null> {
    const refund = await this.dataSource.manager.findOneBy(OrderRefundEntity, { id: refundId });
    if (!refund || refund.status !== 'pending') return refund;
    const order = await this.dataSource.manager.findOneByOrFail(OrderEntity, {
      id: refund.orderId,
    });
    const once = this.provider?.idempotent === false;
    if (once && !(await this.markSent(refund.id))) {
      return this.settle(refundId, null, this.lostAnswer());
    }
    let providerRefundId: string | null = null;
    let failure: string | null = null;
    try {
      if (!this.provider)
        throw new PaymentProviderError('Online payment is not configured', 'refused');
      if (!order.paymentId) {
        throw new PaymentProviderError('The order has no card payment to refund', 'refused');
      }
      providerRefundId = await this.provider.refund(order.paymentId, refund.amountCents, refund.id);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.kind === 'unavailable') {
        if (!once) throw error;
        if (error.notSent) {
          await this.dataSource.manager.update(
            OrderRefundEntity,
            { id: refundId },
            {
              attemptedAt: null,
            },
          );
          throw error;
        }
      }
      failure =
        once && error instanceof PaymentProviderError && error.kind === 'unavailable'
          ? this.lostAnswer()
          : (error instanceof Error ? error.message : String(error)).slice(0, 500);
      this.logger.error(`Refund ${refund.id} of order ${order.id} failed: ${failure}`);
    }
    return this.settle(refundId, providerRefundId, failure);
  }

  /** Marks a refund sent (once): false when it had been sent before. */
  private async markSent(refundId: string): Promise<boolean> {
    const result = await this.dataSource.manager
      .createQueryBuilder()
      .update(OrderRefundEntity)
      .set({ attemptedAt: () => 'now()' })
      .where('id = :refundId AND attempted_at IS NULL', { refundId })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** A refund sent without an idempotency key whose answer never came. */
  private lostAnswer(): string {
    return `${this.provider?.name ?? 'The payment provider'} did not answer this refund, so it may have been made: check the payment in its dashboard before retrying`;
  }

  /** The provider stayed away for every attempt: the refund is shown failed, for staff to retry. */
  async giveUp(refundId: string, error: string): Promise<void> {
    await this.settle(refundId, null, `The payment provider could not be reached: ${error}`);
  }

  /** Stores a refund's outcome under its row's lock (a concurrent call may have stored it). */
  private settle(
    refundId: string,
    providerRefundId: string | null,
    failure: string | null,
  ): Promise<OrderRefundEntity | null> {
    let failed = false;
    const settled = this.dataSource.transaction(async (manager) => {
      const locked = await manager
        .getRepository(OrderRefundEntity)
        .createQueryBuilder('refund')
        .setLock('pessimistic_write')
        .where('refund.id = :refundId', { refundId })
        .getOne();
      if (!locked || locked.status !== 'pending') return locked;
      await manager.update(
        OrderRefundEntity,
        { id: refundId },
        providerRefundId
          ? { status: 'succeeded', providerRefundId: providerRefundId, failure: null }
          : { status: 'failed', failure },
      );
      failed = !providerRefundId;
      await this.refreshOrder(manager, locked.orderId);
      if (providerRefundId) {
        await this.outbox.add(
          manager,
          'order.refunded',
          { orderId: locked.orderId, amountCents: locked.amountCents },
          `order.refunded:${refundId}`,
        );
      }
      return manager.findOneByOrFail(OrderRefundEntity, { id: refundId });
    });
    return settled.then((refund) => {
      if (failed) this.metrics.paymentFailed('refund');
      return refund;
    });
  }

  /**
   * Replaces every failed refund of an order, locked by the caller, with a new pending attempt
   * (queued by the caller). The lock makes two staff retrying together make one attempt: the
   * second finds nothing failed. An order with no failed refund is refused (409) and left as
   * it is: a retry never touches a refund that did not fail.
   */
  async renewFailed(manager: EntityManager, orderId: string): Promise<OrderRefundEntity[]> {
    const failed = await manager.find(OrderRefundEntity, {
      where: { orderId, status: 'failed' },
    });
    if (failed.length === 0) {
      throw new AppError(
        HttpStatus.CONFLICT,
        ERROR_CODES.ORDER_NO_FAILED_REFUND,
        'This order has no failed refund to retry',
      );
    }
    const fresh: OrderRefundEntity[] = [];
    for (const old of failed) {
      // A new row, so a new idempotency key: a provider replays a refused key's error.
      await manager.delete(OrderRefundEntity, { id: old.id });
      fresh.push(
        await manager.save(
          manager.create(OrderRefundEntity, {
            orderId,
            amountCents: old.amountCents,
            reason: old.reason,
            status: 'pending',
            providerRefundId: null,
            failure: null,
          }),
        ),
      );
    }
    await this.refreshOrder(manager, orderId);
    return fresh;
  }

  /** The order's refund summary from its refund rows. */
  private async refreshOrder(manager: EntityManager, orderId: string): Promise<void> {
    const rows = await manager.find(OrderRefundEntity, { where: { orderId } });
    const order = await manager.findOneByOrFail(OrderEntity, { id: orderId });
    const refunded = rows
      .filter((r) => r.status === 'succeeded')
      .reduce((s, r) => s + r.amountCents, 0);
    const state = rows.some((r) => r.status === 'failed')
      ? 'failed'
      : rows.some((r) => r.status === 'pending')
        ? 'pending'
        : refunded >= order.paidCents
          ? 'refunded'
          : rows.length > 0
            ? 'partially_refunded'
            : null;
    await OrderRows.updateById(manager, orderId, { refundState: state, refundedCents: refunded });
  }
}
