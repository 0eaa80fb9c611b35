import { HttpStatus, Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  canTransition,
  formatOrderNumber,
  type OrderActor,
  type OrderStatus,
} from '@greencart/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { AuditActor } from '../../audit/audit-actor.js';
import { AppError } from '../../common/app-error.js';
import { orderEmailFacts } from '../../mail/order-email-facts.js';
import { OutboxService, type OrderEmailTopic } from '../../mail/outbox.service.js';
import { OutboxDispatch } from '../../outbox/outbox-dispatch.js';
import type { OrderEvent } from '../views/order-events.js';
import { OrderHistoryEntity } from '../order-history.entity.js';
import type { OrderItemEntity } from '../order-item.entity.js';
import type { OrderRefundEntity } from '../payment/order-refund.entity.js';
import { OrderRefundService } from '../payment/order-refund.service.js';
import { CaptureDue, assertPaymentSettled, assertWeighed } from '../payment/payment-guards.js';
import { queuePaymentTask, type PaymentTask } from '../payment/payment-tasks.js';
import { OrderStock, type StockLine } from './order-stock.js';
import { writePlacement } from '../placement/placement-statement.js';
import { insertSql } from '../../database/insert-sql.js';
import { SqlParameters } from '../../database/prepared-query.js';
import { OrderStreamService } from '../views/order-stream.service.js';
import { OrderEntity } from '../order.entity.js';
import type { IdempotencyKeyEntity } from '../placement/idempotency-key.entity.js';

const logger = new Logger('OrderTransitions');

/** Seconds the payment worker's poll leaves a task its own change works right after the commit. */
const AFTER_COMMIT_GRACE_SECONDS = 10;

/** The status changes the shopper is emailed about. */
const EMAIL_ON: Partial<Record<OrderStatus, OrderEmailTopic>> = {
  Confirmed: 'order.confirmed',
  'Out for delivery': 'order.out_for_delivery',
  Delivered: 'order.delivered',
  Cancelled: 'order.cancelled',
};

/** How a new order is written (OrderTransitions.place). */
export interface PlaceOptions {
  /** Empty the shopper's saved cart with it (cash on delivery). */
  emptyCart: boolean;
  /** The request's `Idempotency-Key` row, written in the same statement (placement/idempotency.ts). */
  key?: Partial<IdempotencyKeyEntity> | null;
}

/** A move asked of {@link OrderTransaction.move}. */
export interface Move {
  to: OrderStatus;
  actor: OrderActor;
  /** The history note (a cancel reason, the cash collected). */
  note?: string | null;
  /** Other columns written with the status in the same statement (cash, payment ids). */
  set?: QueryDeepPartialEntity<OrderEntity>;
  /** The stock ledger's name for who released a checkout's reservation (default: the actor). */
  ledgerActor?: string;
  /** The staff member making a `staff` move, for the audit log (order-audit.ts). */
  staff?: AuditActor;
}

/** One change of an order, as the {@link ORDER_TRANSITION_HOOKS} see it, inside its transaction. */
export interface OrderChange {
  orderId: string;
  /** The order's number (shown as GC-000123). */
  number: number;
  from: OrderStatus | null;
  to: OrderStatus;
  actor: OrderActor;
  note: string | null;
  /** Who, when a staff member made the change from a request; absent for shoppers and the system. */
  staff?: AuditActor;
}

/**
 * Code that must run inside the transaction of every order change (an audit row, a delivery
 * slot freed): provide an array of these under this token. OrderModule registers the audit
 * log's (order-audit.ts); add others to that array.
 */
export const ORDER_TRANSITION_HOOKS = Symbol('ORDER_TRANSITION_HOOKS');
export type OrderTransitionHook = (manager: EntityManager, change: OrderChange) => Promise<void>;

/** Refuses (409) a move the transition table does not give `actor`. */
export function assertTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): void {
  if (canTransition(from, to, actor)) return;
  throw new AppError(
    HttpStatus.CONFLICT,
    ERROR_CODES.ORDER_TRANSITION_REFUSED,
    to === 'Cancelled'
      ? `This order can no longer be cancelled: it is ${from}`
      : `An order that is ${from} cannot move to ${to}`,
  );
}

/** True when the shopper and staff see the order: cash on delivery, or paid online. */
export function isSeen(order: Pick<OrderEntity, 'paymentType' | 'isPaid'>): boolean {
  return order.paymentType === 'COD' || order.isPaid;
}

/**
 * What runs once the transaction has committed: the payment tasks it queued (refunds, hold
 * releases: durable outbox rows, worked at once here and by the payment worker if this process
 * dies first), then the live events, so the events' readers see the tasks' outcome.
 */
interface AfterCommit {
  paymentTasks: string[];
  events: OrderEvent[];
}

/**
 * The one place an order's status changes (docs/ORDERS.md, "Changing an order"). A new order
 * is written by {@link OrderTransitions.place} in one statement (or by
 * {@link OrderTransaction.place} inside a transaction that books a delivery window). For a
 * change, callers open a transaction with {@link OrderTransitions.run}, lock the order and call
 * {@link OrderTransaction.move} or {@link OrderTransaction.paid}; each checks the transition
 * table and writes, in that transaction, the history row, the status, the stock movement, the
 * outbox email and the hooks;
 * refunds and live events go out after the commit. A database trigger (migration
 * OrderStatusGuard) refuses any status change made without a history row in its transaction,
 * so code that bypasses this class fails loudly.
 */
@Injectable()
export class OrderTransitions {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stock: OrderStock,
    private readonly refunds: OrderRefundService,
    private readonly outbox: OutboxService,
    private readonly streams: OrderStreamService,
    private readonly dispatch: OutboxDispatch,
    @Optional()
    @Inject(ORDER_TRANSITION_HOOKS)
    private readonly hooks: readonly OrderTransitionHook[] | null = null,
  ) {}

  /**
   * Runs `work` in one transaction; once it has committed, works the payment tasks it queued
   * (so the events' readers see their outcome) and publishes its live events.
   */
  async run<T>(work: (tx: OrderTransaction) => Promise<T>): Promise<T> {
    const after: AfterCommit = { paymentTasks: [], events: [] };
    const result = await this.dataSource.transaction((manager) =>
      work(new OrderTransaction(manager, this, after)),
    );
    try {
      await this.dispatch.runNow('payment', after.paymentTasks);
    } catch (error) {
      // Committed and queued: the payment worker's poll does them.
      logger.warn(`Payment tasks left to the worker: ${(error as Error).message}`);
    }
    for (const event of after.events) await this.streams.publish(event);
    return result;
  }

  /**
   * A new order (Order Placed), as {@link OrderPlacingService} made it in memory, in ONE statement that
   * is its own transaction (order-placement.ts; docs/ORDERS.md "Placing an order"): its row,
   * lines and first history row, for a cash-on-delivery order the `order.placed` email (an
   * online one is unseen until paid) and, with `emptyCart`, the shopper's saved cart emptied,
   * and its stock (sold for cash on delivery, held for an online checkout) with the ledger
   * rows. Then the `placed` live event of a seen order: sent by the statement at its commit
   * where the bus can (PostgreSQL), published now otherwise. Placing is not a change the
   * {@link ORDER_TRANSITION_HOOKS} see: the order did not exist before, and a hook that must
   * act on new orders adds its SQL to that statement.
   *
   * @throws StockRefused when a product had too few units: nothing was written
   */
  async place(
    order: OrderEntity,
    items: readonly OrderItemEntity[],
    options: PlaceOptions,
  ): Promise<void> {
    const event = await this.writeNewOrder(this.dataSource.manager, order, items, options);
    if (event) await this.streams.publish(event);
  }

  /**
   * @internal writes a new order (see {@link place}) through `manager`; answers its live event
   * when the statement did not send it and it is to be published after the commit.
   */
  async writeNewOrder(
    manager: EntityManager,
    order: OrderEntity,
    items: readonly OrderItemEntity[],
    options: PlaceOptions,
  ): Promise<OrderEvent | null> {
    let email = null;
    if (isSeen(order)) {
      const payload = { orderId: order.id };
      const known = { facts: orderEmailFacts(order, items, payload), userId: order.userId };
      email = this.outbox.orderEmailRow('order.placed', payload, `order.placed:${order.id}`, known);
    }
    const event = email ? eventOf(order, 'Order Placed', 'placed') : null;
    const published = await writePlacement(
      manager,
      {
        order,
        items,
        history: {
          orderId: order.id,
          fromStatus: null,
          toStatus: 'Order Placed',
          actor: 'shopper',
          note: null,
        },
        email,
        emptyCartOf: options.emptyCart ? order.userId : null,
        key: options.key ?? null,
        stock: OrderStock.changesFor(order.id, items, order.paymentType),
      },
      event ? (params) => this.streams.publishSql(event, params) : null,
    );
    return published ? null : event;
  }

  /** @internal the effects {@link OrderTransaction} shares. */
  get effects() {
    return {
      stock: this.stock,
      refunds: this.refunds,
      outbox: this.outbox,
      hooks: this.hooks,
    };
  }
}

/** The live event of an order's change. */
function eventOf(
  order: Pick<OrderEntity, 'id' | 'userId' | 'number'>,
  status: OrderStatus,
  kind: OrderEvent['kind'],
): OrderEvent {
  return {
    orderId: order.id,
    userId: order.userId,
    number: formatOrderNumber(order.number),
    status,
    kind,
  };
}

/** An open order transaction: the only way to place, move or mark paid an order. */
export class OrderTransaction {
  constructor(
    /** The transaction's manager, for the caller's own reads and writes. */
    readonly manager: EntityManager,
    private readonly transitions: OrderTransitions,
    private readonly after: AfterCommit,
  ) {}

  /**
   * A new order (Order Placed) inside this transaction (an order that books a delivery window:
   * the booking and the order commit together): {@link OrderTransitions.place} explains.
   */
  async place(
    order: OrderEntity,
    items: readonly OrderItemEntity[],
    options: PlaceOptions,
  ): Promise<void> {
    const event = await this.transitions.writeNewOrder(this.manager, order, items, options);
    if (event) this.after.events.push(event);
  }

  /**
   * Moves a locked order to `move.to` if the transition table lets `move.actor` do so (else
   * 409), with every side effect of the move.
   */
  async move(order: OrderEntity, move: Move): Promise<void> {
    const from = order.status;
    assertPaymentSettled(order);
    assertTransition(from, move.to, move.actor);
    if (from === 'Packing' && move.to !== 'Cancelled') {
      // Weighed orders (docs/ORDERS.md): every weight in, and the card charged the packed total
      // before (OrderCaptureService, called by whoever moves the order on).
      await assertWeighed(this.manager, order.id);
      if (order.holdState === 'authorised') throw new CaptureDue(order.id);
    }
    const note = move.note ?? null;
    const wasSeen = isSeen(order);
    // The history row first: the status guard looks for it when the status changes.
    await this.history(order, { from, to: move.to, actor: move.actor, note, staff: move.staff });
    const cancelling = move.to === 'Cancelled';
    await this.manager.update(
      OrderEntity,
      { id: order.id },
      // A reinstated order no longer carries the reason it was cancelled for.
      { ...move.set, status: move.to, cancelReason: cancelling ? note : null },
    );
    const moved = Object.assign(order, move.set ?? {}, { status: move.to });
    if (cancelling) await this.cancelled(moved, move, wasSeen);
    if (from === 'Cancelled') await this.reinstated(moved);
    if (!isSeen(moved)) return;
    const topic = from === 'Cancelled' ? 'order.placed' : EMAIL_ON[move.to];
    if (topic) {
      const emailNote = cancelling ? `Reason: ${note}` : null;
      await this.transitions.effects.outbox.add(
        this.manager,
        topic,
        { orderId: order.id, note: emailNote },
        `${topic}:${order.id}`,
      );
    }
    this.announce(moved, move.to, from === 'Cancelled' ? 'placed' : 'changed');
  }

  /**
   * An online order's payment arrived: it becomes seen (email, the seller's feed) and its held
   * stock is sold. A payment after the checkout was cancelled reinstates the order (a system
   * move the table allows), selling what is still on the shelf.
   */
  async paid(order: OrderEntity, set: QueryDeepPartialEntity<OrderEntity>): Promise<void> {
    const payment = { ...set, isPaid: true };
    if (order.status === 'Cancelled') {
      await this.move(order, {
        to: 'Order Placed',
        actor: 'system',
        note: 'Paid after the checkout had been cancelled',
        set: payment,
      });
      return;
    }
    const { outbox, stock } = this.transitions.effects;
    await this.manager.update(OrderEntity, { id: order.id }, payment);
    Object.assign(order, payment);
    await stock.settle(this.manager, order.id);
    await outbox.add(
      this.manager,
      'order.placed',
      { orderId: order.id },
      `order.placed:${order.id}`,
    );
    this.announce(order, order.status, 'placed');
  }

  /**
   * A change within a status (a packing edit, a new delivery window): its history row, its
   * email (none when `topic` is null), the hooks and the live event.
   */
  async note(order: OrderEntity, actor: OrderActor, note: string, topic: OrderEmailTopic | null) {
    assertPaymentSettled(order);
    const entry = await this.history(order, { from: order.status, to: order.status, actor, note });
    if (topic) {
      await this.transitions.effects.outbox.add(
        this.manager,
        topic,
        { orderId: order.id, note },
        `${topic}:${entry.id}`,
      );
    }
    this.announce(order, order.status, 'changed');
  }

  /** A refund recorded in this transaction, asked of the provider once it commits. */
  async refundLater(refund: Pick<OrderRefundEntity, 'id' | 'orderId'>): Promise<void> {
    await this.queuePayment({
      topic: 'payment.refund',
      refundId: refund.id,
      orderId: refund.orderId,
    });
  }

  /**
   * A call to the payment provider that follows this change (payment-tasks.ts): durable, in
   * this transaction; worked right after the commit unless it is to wait `delaySeconds`.
   */
  async queuePayment(task: PaymentTask, options: { delaySeconds?: number } = {}): Promise<void> {
    const now = !options.delaySeconds;
    // Worked right after the commit by this process; the workers' polls leave it alone for a
    // few seconds so that they do not take it first and leave the answer without the outcome.
    const id = await queuePaymentTask(
      this.manager,
      task,
      now ? AFTER_COMMIT_GRACE_SECONDS : options.delaySeconds,
    );
    if (id && now) this.after.paymentTasks.push(id);
  }

  /** A live event for the order's shopper and the seller's feed, published after the commit. */
  announce(
    order: Pick<OrderEntity, 'id' | 'userId' | 'number'>,
    status: OrderStatus,
    kind: OrderEvent['kind'],
  ): void {
    this.after.events.push(eventOf(order, status, kind));
  }

  /** The change's history row (one plain INSERT, its id answered), then the hooks. */
  private async history(
    order: OrderEntity,
    change: Omit<OrderChange, 'orderId' | 'number'>,
  ): Promise<{ id: string }> {
    const params = new SqlParameters();
    const row: Partial<OrderHistoryEntity> = {
      orderId: order.id,
      fromStatus: change.from,
      toStatus: change.to,
      actor: change.actor,
      note: change.note,
    };
    const sql = insertSql(this.manager.connection, OrderHistoryEntity, [row], params);
    const [entry]: { id: string }[] = await this.manager.query(
      `${sql} RETURNING "id"`,
      params.values,
    );
    await this.runHooks(order, change);
    return entry!;
  }

  /** The {@link ORDER_TRANSITION_HOOKS}, in this transaction, after the change's history row. */
  private async runHooks(
    order: Pick<OrderEntity, 'id' | 'number'>,
    change: Omit<OrderChange, 'orderId' | 'number'>,
  ): Promise<void> {
    for (const hook of this.transitions.effects.hooks ?? []) {
      await hook(this.manager, { orderId: order.id, number: order.number, ...change });
    }
  }

  /**
   * Stock back: a held checkout's reservation released, or the sold units put back on the
   * shelf; a paid online order is refunded in full.
   */
  private async cancelled(order: OrderEntity, move: Move, wasSeen: boolean): Promise<void> {
    const { stock, refunds } = this.transitions.effects;
    if (!wasSeen) {
      await stock.release(this.manager, order.id, move.ledgerActor ?? move.actor);
      return;
    }
    const lines: StockLine[] = await this.manager.query(
      `SELECT product_id AS "productId", quantity, step_grams AS "stepGrams",
              packed_grams AS "packedGrams"
         FROM order_item WHERE order_id = $1`,
      [order.id],
    );
    await stock.putBack(this.manager, order.id, lines, move.actor);
    if (order.paymentType !== 'Online' || !order.isPaid) return;
    // A card hold never captured: nothing was taken, so nothing is refunded; it is released
    // (payment-task.worker.ts: a hold found captured after all is refunded then).
    if (order.holdState === 'authorised' || order.holdState === 'expired') {
      if (order.holdState === 'authorised') {
        await this.manager.update(OrderEntity, { id: order.id }, { holdState: 'cancelled' });
        order.holdState = 'cancelled';
        await this.queuePayment({ topic: 'payment.cancel_hold', orderId: order.id });
      }
      return;
    }
    const refund = await refunds.record(this.manager, order, order.paidCents, 'cancelled');
    if (refund) await this.refundLater(refund);
  }

  /**
   * Paid after its checkout had ended: its reservation was released, so the units are sold
   * now. A product sold out meanwhile is not oversold: the order stays paid and the packer
   * marks that line short (which refunds it); the log says which.
   */
  private async reinstated(order: OrderEntity): Promise<void> {
    const lines: StockLine[] = await this.manager.query(
      `SELECT product_id AS "productId", quantity, step_grams AS "stepGrams" FROM order_item WHERE order_id = $1`,
      [order.id],
    );
    for (const line of lines) {
      try {
        await this.transitions.effects.stock.take(this.manager, order.id, [line], 'COD');
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        logger.warn(`Order ${order.id} paid late; ${error.message}: pack it short`);
      }
    }
  }
}
