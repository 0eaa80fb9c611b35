import { HttpStatus, Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_CODES } from '@greencart/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { OutboxService } from '../mail/outbox.service.js';
import { OrderRefundEntity, type RefundReason } from './order-refund.entity.js';
import { OrderEntity } from './order.entity.js';
import { REFUND_GATEWAY, type RefundGateway } from './refund-gateway.js';

/**
 * Refunds of online payments. A refund is decided inside the transaction that changes the
 * order ({@link record}: a pending row), and asked of Stripe after it commits ({@link execute})
 * with the row's id as the idempotency key. A refusal marks the row and the order `failed`,
 * visible to staff, who may retry; nothing is ever silently lost.
 */
@Injectable()
export class OrderRefundService {
  private readonly logger = new Logger(OrderRefundService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    @Optional() @Inject(REFUND_GATEWAY) private readonly gateway?: RefundGateway | null,
  ) {}

  /**
   * Records a pending refund of `amountCents` (capped to what is still held) on a locked, paid
   * online order; answers null when nothing is left to refund.
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
        stripeRefundId: null,
        failure: null,
      }),
    );
    await manager.update(OrderEntity, { id: order.id }, { refundState: 'pending' });
    return refund;
  }

  /**
   * Catches up with refunds Stripe made that we did not ask for (staff refunding in the
   * dashboard): `stripeRefundedCents` is the charge's total refunded; whatever it exceeds of
   * our own refunds (pending ones included, as Stripe may report one of ours before we have
   * stored its answer) is recorded as a succeeded refund, and the shopper is told. Called with
   * the order locked; answers whether anything was recorded.
   */
  async recordExternal(
    manager: EntityManager,
    order: OrderEntity,
    stripeRefundedCents: number,
    eventId: string,
  ): Promise<boolean> {
    const [{ known }] = (await manager.query(
      `SELECT COALESCE(SUM(amount_cents), 0)::int AS known FROM order_refund WHERE order_id = $1 AND status <> 'failed'`,
      [order.id],
    )) as { known: number }[];
    const external = Math.min(stripeRefundedCents, order.paidCents) - known;
    if (!Number.isInteger(external) || external <= 0) return false;
    await manager.save(
      manager.create(OrderRefundEntity, {
        orderId: order.id,
        amountCents: external,
        reason: 'stripe_dashboard',
        status: 'succeeded',
        stripeRefundId: null,
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

  /** Asks Stripe for a recorded refund and stores the outcome. Safe to call again. */
  async execute(refundId: string): Promise<OrderRefundEntity> {
    const refund = await this.dataSource.manager.findOneByOrFail(OrderRefundEntity, {
      id: refundId,
    });
    if (refund.status === 'succeeded') return refund;
    const order = await this.dataSource.manager.findOneByOrFail(OrderEntity, {
      id: refund.orderId,
    });
    let stripeRefundId: string | null = null;
    let failure: string | null = null;
    try {
      if (!this.gateway) throw new Error('Online payment is not configured');
      if (!order.stripePaymentIntentId) throw new Error('The payment has no Stripe PaymentIntent');
      stripeRefundId = await this.gateway.refund(
        order.stripePaymentIntentId,
        refund.amountCents,
        refund.id,
      );
    } catch (error) {
      failure = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      this.logger.error(`Refund ${refund.id} of order ${order.id} failed: ${failure}`);
    }
    return this.dataSource.transaction(async (manager) => {
      const locked = await manager
        .getRepository(OrderRefundEntity)
        .createQueryBuilder('refund')
        .setLock('pessimistic_write')
        .where('refund.id = :refundId', { refundId })
        .getOneOrFail();
      // A concurrent call already stored the outcome (the same Stripe refund, by its key).
      if (locked.status === 'succeeded') return locked;
      await manager.update(
        OrderRefundEntity,
        { id: refundId },
        stripeRefundId
          ? { status: 'succeeded', stripeRefundId, failure: null }
          : { status: 'failed', failure },
      );
      await this.refreshOrder(manager, refund.orderId);
      if (stripeRefundId) {
        await this.outbox.add(
          manager,
          'order.refunded',
          { orderId: refund.orderId, amountCents: refund.amountCents },
          `order.refunded:${refundId}`,
        );
      }
      return manager.findOneByOrFail(OrderRefundEntity, { id: refundId });
    });
  }

  /**
   * Replaces every failed refund of an order, locked by the caller, with a new pending attempt
   * (executed by the caller once this transaction has committed). The lock makes two staff
   * retrying together make one attempt: the second finds nothing failed. An order with no
   * failed refund is refused (409) and left as it is: a retry never touches a refund that
   * did not fail.
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
      // A new row, so a new idempotency key: Stripe replays a refused key's error for 24 h.
      await manager.delete(OrderRefundEntity, { id: old.id });
      fresh.push(
        await manager.save(
          manager.create(OrderRefundEntity, {
            orderId,
            amountCents: old.amountCents,
            reason: old.reason,
            status: 'pending',
            stripeRefundId: null,
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
    await manager.update(
      OrderEntity,
      { id: orderId },
      { refundState: state, refundedCents: refunded },
    );
  }
}
