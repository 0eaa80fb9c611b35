import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  canTransition,
  formatOrderNumber,
  type OrderActor,
  type OrderChangedResponse,
  type OrderStatus,
} from '@greencart/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { OutboxService, type OrderEmailTopic } from '../mail/outbox.service.js';
import { cashOnDelivery, type Delivery } from './cash-on-delivery.js';
import type { OrderCancelDto, OrderStatusDto } from './dto/order-status.dto.js';
import { OrderHistoryEntity } from './order-history.entity.js';
import { OrderQueryService } from './order-query.service.js';
import { OrderRefundService } from './order-refund.service.js';
import type { OrderRefundEntity } from './order-refund.entity.js';
import { OrderStock } from './order-stock.js';
import { OrderStreamService } from './order-stream.service.js';
import { OrderEntity } from './order.entity.js';

/** The status changes the shopper is emailed about. */
const EMAIL_ON: Partial<Record<OrderStatus, OrderEmailTopic>> = {
  Confirmed: 'order.confirmed',
  'Out for delivery': 'order.out_for_delivery',
  Delivered: 'order.delivered',
  Cancelled: 'order.cancelled',
};

interface Move {
  orderId: string;
  to: OrderStatus;
  actor: Exclude<OrderActor, 'system'>;
  /** The status the caller saw; a different current one answers 409. */
  from?: OrderStatus;
  note?: string | null;
  /** Only this user's order (the shopper's own). */
  ownerId?: string;
  /** Staff delivering: the cash they say was collected, and who they are. */
  delivery?: Omit<Delivery, 'note'>;
}

/**
 * Moves orders through the transition table of `@greencart/contracts`, one at a time: the
 * order row is locked, the move checked against the table, the status and a history row
 * written in one transaction. Two staff moving one order at once: the second waits for the
 * lock, then finds the new status and is refused (409). Cancelling gives stock back and, for
 * a paid online order, refunds what is still held.
 */
@Injectable()
export class OrderLifecycleService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly query: OrderQueryService,
    private readonly refunds: OrderRefundService,
    private readonly stock: OrderStock,
    private readonly outbox: OutboxService,
    private readonly streams: OrderStreamService,
  ) {}

  /**
   * Staff move an order (forward, or cancel with a reason). Delivering a cash-on-delivery order
   * records the cash collected and marks it paid (`cash-on-delivery.ts`).
   */
  async moveByStaff(
    orderId: string,
    dto: OrderStatusDto,
    staff: string,
  ): Promise<OrderChangedResponse> {
    const note = dto.note?.trim() || null;
    if (dto.status === 'Cancelled' && !note) {
      throw new AppError(
        HttpStatus.BAD_REQUEST,
        ERROR_CODES.ORDER_REASON_REQUIRED,
        'Please give a reason for cancelling: the customer will see it',
      );
    }
    if (dto.cashCollected !== undefined && dto.status !== 'Delivered') {
      throw AppError.validation(
        'cashCollected is only sent when delivering a cash-on-delivery order',
        'cashCollected',
      );
    }
    const delivery =
      dto.status === 'Delivered' ? { cashCollected: dto.cashCollected, staff } : undefined;
    await this.move({ orderId, to: dto.status, actor: 'staff', from: dto.from, note, delivery });
    return {
      success: true,
      message: `Order moved to ${dto.status}`,
      order: await this.sellerView(orderId),
    };
  }

  /** The shopper cancels their own order (until packing starts). */
  async cancelByShopper(
    userId: string,
    orderId: string,
    dto: OrderCancelDto,
  ): Promise<OrderChangedResponse> {
    const note = dto.reason?.trim() || 'Cancelled by the customer';
    await this.move({ orderId, to: 'Cancelled', actor: 'shopper', note, ownerId: userId });
    const detail = await this.query.findOwn(userId, orderId);
    return { success: true, message: 'Order cancelled', order: detail.order };
  }

  /** Staff retry the failed refunds of an order. */
  async retryRefund(orderId: string): Promise<OrderChangedResponse> {
    // Decided under the order's lock (404 for an order staff cannot see, 409 when nothing
    // failed), asked of the provider once committed, as a cancellation's refund is.
    const retries = await this.dataSource.transaction(async (manager) => {
      const order = await this.lock(manager, { orderId });
      return this.refunds.renewFailed(manager, order.id);
    });
    for (const refund of retries) await this.refunds.execute(refund.id);
    const order = await this.sellerView(orderId);
    // The shopper's page and the seller's feed show the refund's new state.
    await this.streams.publish({
      orderId,
      userId: order.userId,
      number: order.number,
      status: order.status,
      kind: 'changed',
    });
    return { success: true, message: 'Refund retried', order };
  }

  private async move(move: Move): Promise<void> {
    let moved: OrderEntity | undefined;
    const refund = await this.dataSource.transaction(async (manager) => {
      const order = await this.lock(manager, move);
      if (move.from && order.status !== move.from) {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.ORDER_CHANGED,
          `Someone else changed this order meanwhile: it is now ${order.status}`,
        );
      }
      if (!canTransition(order.status, move.to, move.actor)) {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.ORDER_TRANSITION_REFUSED,
          move.to === 'Cancelled'
            ? `This order can no longer be cancelled: it is ${order.status}`
            : `An order that is ${order.status} cannot move to ${move.to}`,
        );
      }
      const cash = move.delivery
        ? cashOnDelivery(order, { ...move.delivery, note: move.note ?? null })
        : null;
      moved = order;
      const cancelling = move.to === 'Cancelled';
      await manager.update(
        OrderEntity,
        { id: order.id },
        cancelling
          ? { status: move.to, cancelReason: move.note }
          : { status: move.to, ...cash?.changes },
      );
      await manager.insert(OrderHistoryEntity, {
        orderId: order.id,
        fromStatus: order.status,
        toStatus: move.to,
        actor: move.actor,
        note: cash?.note ?? move.note ?? null,
      });
      const topic = EMAIL_ON[move.to];
      if (topic) {
        const note = cancelling ? `Reason: ${move.note}` : null;
        await this.outbox.add(manager, topic, { orderId: order.id, note }, `${topic}:${order.id}`);
      }
      if (!cancelling) return null;
      return this.cancelEffects(manager, order, move.actor);
    });
    // The refund first, so the event's readers see its outcome.
    if (refund) await this.refunds.execute(refund.id);
    if (moved) {
      await this.streams.publish({
        orderId: moved.id,
        userId: moved.userId,
        number: formatOrderNumber(moved.number),
        status: move.to,
        kind: 'changed',
      });
    }
  }

  /** Stock back on the shelf and, for a paid online order, a full refund of what is held. */
  private async cancelEffects(
    manager: EntityManager,
    order: OrderEntity,
    actor: OrderActor,
  ): Promise<OrderRefundEntity | null> {
    const lines = await manager.query(
      `SELECT product_id AS "productId", quantity FROM order_item WHERE order_id = $1`,
      [order.id],
    );
    await this.stock.putBack(manager, order.id, lines, actor);
    if (order.paymentType !== 'Online' || !order.isPaid) return null;
    return this.refunds.record(manager, order, order.paidCents, 'cancelled');
  }

  /** The order row, locked for this transaction; 404 when the caller may not see it. */
  private async lock(
    manager: EntityManager,
    move: Pick<Move, 'orderId' | 'ownerId'>,
  ): Promise<OrderEntity> {
    // No joins here: FOR UPDATE refuses the nullable side of an outer join.
    const order = await manager
      .getRepository(OrderEntity)
      .createQueryBuilder('order')
      .setLock('pessimistic_write')
      .where('order.id = :orderId', { orderId: move.orderId })
      .getOne();
    if (!order || !this.query.isVisible(order)) throw this.query.notFound();
    if (move.ownerId && order.userId !== move.ownerId) throw this.query.notFound();
    return order;
  }

  private async sellerView(orderId: string) {
    const manager = this.dataSource.manager;
    const order = await this.query.load(manager, orderId);
    if (!order) throw this.query.notFound();
    return this.query.sellerDetail(manager, order);
  }
}
