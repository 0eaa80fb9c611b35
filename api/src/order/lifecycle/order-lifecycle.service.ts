import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  PAYMENT_CHECK_MESSAGES,
  formatOrderNumber,
  fromCents,
  type OrderActor,
  type OrderChangedResponse,
  type OrderStatus,
} from '@greencart/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuditActor } from '../../audit/audit-actor.js';
import { AuditService } from '../../audit/audit.service.js';
import { AppError } from '../../common/app-error.js';
import { OrderRows } from '../order-rows.js';
import { cashOnDelivery, type CashRecord, type Delivery } from './cash-on-delivery.js';
import type { OrderCancelDto, OrderStatusDto } from './order-status.dto.js';
import { OrderQueryService, type OrderDetailRead } from '../views/order-query.service.js';
import { OrderTransitions, assertTransition } from './order-transitions.js';
import { OrderCaptureService } from '../payment/order-capture.js';
import { OrderRefundService } from '../payment/order-refund.service.js';
import { PaymentCheckService } from '../payment/payment-check.service.js';
import { CaptureDue } from '../payment/payment-guards.js';
import { SubstitutionQuestionsService } from '../substitution/substitution-questions.service.js';
import { QuestionsDue } from '../substitution/substitution.step.js';
import { OrderEntity } from '../order.entity.js';

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
  /** The staff member making a staff move (the audit log's row, order-audit.ts). */
  staff?: AuditActor;
}

/**
 * The shopper's and the staff's order moves: the order row is locked and handed to
 * {@link OrderTransitions}, which checks the move and writes it with its side effects. Two
 * staff moving one order at once: the second waits for the lock, then finds the new status
 * and is refused (409).
 */
@Injectable()
export class OrderLifecycleService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly query: OrderQueryService,
    private readonly refunds: OrderRefundService,
    private readonly transitions: OrderTransitions,
    private readonly audit: AuditService,
    private readonly capture: OrderCaptureService,
    private readonly checks: PaymentCheckService,
    private readonly questions: SubstitutionQuestionsService,
  ) {}

  /**
   * Staff move an order (forward, or cancel with a reason). Delivering a cash-on-delivery order
   * records the cash collected and marks it paid (`cash-on-delivery.ts`).
   */
  async moveByStaff(
    orderId: string,
    dto: OrderStatusDto,
    staff: AuditActor,
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
      dto.status === 'Delivered'
        ? { cashCollected: dto.cashCollected, staff: staff.staffEmail }
        : undefined;
    const moved = await this.move({
      orderId,
      to: dto.status,
      actor: 'staff',
      from: dto.from,
      note,
      delivery,
      staff,
    });
    return {
      success: true,
      message: `Order moved to ${dto.status}`,
      // A move in one statement answers the order from its read and what it wrote.
      order: moved ? this.query.staffView(moved) : await this.sellerView(orderId),
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

  /** Staff retry the failed refunds of an order (an `order.refund-retry` audit row). */
  async retryRefund(orderId: string, staff: AuditActor): Promise<OrderChangedResponse> {
    // Decided under the order's lock (404 for an order staff cannot see, 409 when nothing
    // failed), asked of the provider once committed, as a cancellation's refund is.
    await this.transitions.run(async (tx) => {
      const order = await this.lock(tx.manager, { orderId });
      const renewed = await this.refunds.renewFailed(tx.manager, order.id);
      for (const refund of renewed) await tx.refundLater(refund);
      await this.audit.record(tx.manager, {
        actor: staff,
        action: 'order.refund-retry',
        recordType: 'order',
        recordId: order.id,
        recordLabel: formatOrderNumber(order.number),
        before: { refundState: order.refundState },
        after: {
          refundState: 'pending',
          retried: renewed.map((refund) => ({
            amount: fromCents(refund.amountCents),
            reason: refund.reason,
          })),
        },
      });
      // The shopper's page and the seller's feed show the refund's new state.
      tx.announce(order, order.status, 'changed');
    });
    return { success: true, message: 'Refund retried', order: await this.sellerView(orderId) };
  }

  /**
   * A move, after the order's card payment is settled (a capture in doubt is read first: a
   * payment check) and, for a weighed order leaving Packing, its hold captured at the packed
   * total (OrderCaptureService): each of those stops the move's transaction before it writes,
   * is done, and the move runs again. A move made in one statement answers the order as it
   * left it (read before, the order row and history row as written); null otherwise.
   */
  private move(move: Move): Promise<OrderDetailRead | null> {
    return this.checks.afterSettling(async () => {
      // Questions whose window passed are settled first (docs/SUBSTITUTIONS.md), then the hold.
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await this.moveOnce(move);
        } catch (error) {
          if (attempt >= 2) throw error;
          if (error instanceof QuestionsDue) {
            await this.questions.settleDue(new Date(), move.orderId);
          } else if (error instanceof CaptureDue) {
            await this.capture.captureHold(move.orderId);
          } else throw error;
        }
      }
    });
  }

  private async moveOnce(move: Move): Promise<OrderDetailRead | null> {
    const moved = await this.moveAtOnce(move);
    if (moved) {
      // Answered without a read after the commit: the seller's next page must not be older.
      this.query.forgetSellerPages();
      return moved;
    }
    const done = await this.transitions.run(async (tx) => {
      const order = await this.lock(tx.manager, move);
      if (move.from && order.status !== move.from) {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.ORDER_CHANGED,
          `Someone else changed this order meanwhile: it is now ${order.status}`,
        );
      }
      // Checked before the cash: a refused move answers 409 whatever was sent with it.
      assertTransition(order.status, move.to, move.actor);
      const cash = move.delivery
        ? cashOnDelivery(order, { ...move.delivery, note: move.note ?? null })
        : null;
      await tx.move(order, {
        to: move.to,
        actor: move.actor,
        note: cash?.note ?? move.note ?? null,
        set: cash?.changes,
        staff: move.staff,
      });
      return null;
    });
    this.query.forgetSellerPages();
    return done;
  }

  /**
   * The move in one statement (OrderTransitions.moveAtOnce), decided from the order read
   * without a lock, when everything agrees: the order is the caller's to see, in the status
   * the caller saw, and the move needs nothing but rows. Answers the order as the move left
   * it: the read's lines, products, history and customer with the order row and the history
   * row the statement wrote (the lines, checked unchanged, are what the read saw). Null,
   * having written nothing, otherwise: {@link moveOnce} then locks the order and decides
   * again, answering a refusal (404, 409, a validation error) exactly as before.
   */
  private async moveAtOnce(move: Move): Promise<OrderDetailRead | null> {
    const read = await this.query.readForMove(move.orderId);
    if (!read) return null;
    const { order, version } = read;
    if (!this.query.isVisible(order)) return null;
    if (move.ownerId && order.userId !== move.ownerId) return null;
    if (move.from && order.status !== move.from) return null;
    let cash: CashRecord | null = null;
    if (move.delivery) {
      try {
        cash = cashOnDelivery(order, { ...move.delivery, note: move.note ?? null });
      } catch {
        return null;
      }
    }
    const items = order.items;
    const written = await this.transitions.moveAtOnce(order, version, {
      to: move.to,
      actor: move.actor,
      note: cash?.note ?? move.note ?? null,
      set: cash?.changes,
      staff: move.staff,
    });
    if (!written) return null;
    written.order.items = items;
    return {
      order: written.order,
      history: [...read.history, written.history],
      customer: read.customer,
    };
  }

  /** The order row, locked for this transaction; 404 when the caller may not see it. */
  private async lock(
    manager: EntityManager,
    move: Pick<Move, 'orderId' | 'ownerId'>,
  ): Promise<OrderEntity> {
    const order = await OrderRows.lockWithLines(manager, move.orderId);
    if (!order || !this.query.isVisible(order)) throw this.query.notFound();
    if (move.ownerId && order.userId !== move.ownerId) throw this.query.notFound();
    return order;
  }

  /** Staff have the order's card payment read from the provider now (a payment check). */
  async checkPayment(orderId: string): Promise<OrderChangedResponse> {
    const order = await this.dataSource.manager.findOneBy(OrderEntity, { id: orderId });
    if (!order || !this.query.isVisible(order)) throw this.query.notFound();
    if (order.paymentType !== 'Online' || !order.paymentId) {
      throw new AppError(
        HttpStatus.CONFLICT,
        ERROR_CODES.PAYMENT_NEEDS_CHECK,
        PAYMENT_CHECK_MESSAGES.nothingToCheck,
      );
    }
    await this.checks.reconcile(orderId, { always: true });
    return {
      success: true,
      message: PAYMENT_CHECK_MESSAGES.checked,
      order: await this.sellerView(orderId),
    };
  }

  private sellerView(orderId: string) {
    return this.query.sellerView(orderId);
  }
}
