import type { RedemptionRow } from '../../promotion/promotion-limits.js';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  canTransition,
  formatOrderNumber,
  type OrderActor,
  type OrderStatus,
} from '@greencart/contracts';
import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import type { AuditActor } from '../../audit/audit-actor.js';
import { AppError } from '../../common/app-error.js';
import { insertSql } from '../../database/insert-sql.js';
import { entityFromJson, rowJsonSql } from '../../database/json-rows.js';
import { SqlParameters, queryPrepared } from '../../database/prepared-query.js';
import { orderEmailFacts } from '../../mail/order-email-facts.js';
import { OutboxService, type OrderEmailTopic } from '../../mail/outbox.service.js';
import { OutboxDispatch } from '../../outbox/outbox-dispatch.js';
import { OrderHistoryEntity } from '../order-history.entity.js';
import type { OrderItemEntity } from '../order-item.entity.js';
import { OrderRows, type OrderColumns, type OrderVersion } from '../order-rows.js';
import { OrderEntity } from '../order.entity.js';
import type { OrderRefundEntity } from '../payment/order-refund.entity.js';
import { queuePaymentTask, type PaymentTask } from '../payment/payment-tasks.js';
import type { IdempotencyKeyEntity } from '../placement/idempotency-key.entity.js';
import { writePlacement } from '../placement/placement-statement.js';
import type { OrderEvent } from '../views/order-events.js';
import { OrderStreamService } from '../views/order-stream.service.js';
import {
  IN_TRANSACTION,
  ORDER_STEPS,
  type OrderChange,
  type OrderStep,
  type StepRow,
} from './order-steps.js';
import { OrderStock } from './order-stock.js';

const logger = new Logger('OrderTransitions');

/** The SQLSTATE `refuse_when` raises (migration RefuseWhen), and the reason a move gives. */
const REFUSED = 'GC002';
const CHANGED_REASON = 'order-changed';

/** Seconds the payment worker's poll leaves a task its own change works right after the commit. */
const AFTER_COMMIT_GRACE_SECONDS = 10;

/** How a new order is written (OrderTransitions.place). */
export interface PlaceOptions {
  /** Empty the shopper's saved cart with it (cash on delivery). */
  emptyCart: boolean;
  /** The request's `Idempotency-Key` row, written in the same statement (placement/idempotency.ts). */
  key?: Partial<IdempotencyKeyEntity> | null;
  /** The promotions it applies, one redemption row each (docs/PROMOTIONS.md). */
  redemptions?: readonly RedemptionRow[];
}

/** A move asked of {@link OrderTransaction.move}. */
export interface Move {
  to: OrderStatus;
  actor: OrderActor;
  /** The history note (a cancel reason, the cash collected). */
  note?: string | null;
  /** Other columns written with the status in the same statement (cash, payment ids). */
  set?: OrderColumns;
  /** The stock ledger's name for who released a checkout's reservation (default: the actor). */
  ledgerActor?: string;
  /** The staff member making a `staff` move, for the audit log (audit.step.ts). */
  staff?: AuditActor;
}

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
 * change, callers open a transaction with {@link OrderTransitions.run}, lock the order
 * (OrderRows.lock) and call {@link OrderTransaction.move}, {@link OrderTransaction.note} or
 * {@link OrderTransaction.paid}: the transition table is checked, then the registered steps'
 * checks (order-steps.ts), then the history row and the status are written, then the steps
 * apply (stock, refunds, slots, audit, email, live event) in that transaction; payment tasks
 * and live events go out after the commit. A database trigger (migration OrderStatusGuard)
 * refuses any status change made without a history row in its transaction, so code that
 * bypasses this class fails loudly.
 */
@Injectable()
export class OrderTransitions {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stock: OrderStock,
    private readonly outbox: OutboxService,
    private readonly streams: OrderStreamService,
    private readonly dispatch: OutboxDispatch,
    @Inject(ORDER_STEPS) private readonly steps: readonly OrderStep[],
  ) {}

  /**
   * Runs `work` in one transaction; once it has committed, works the payment tasks it queued
   * (so the events' readers see their outcome) and publishes its live events.
   */
  async run<T>(work: (tx: OrderTransaction) => Promise<T>): Promise<T> {
    const after: AfterCommit = { paymentTasks: [], events: [] };
    const result = await this.dataSource.transaction(async (manager) => {
      const value = await work(new OrderTransaction(manager, this, after));
      // No payment task to wait for: the events go out with the commit itself, in a statement
      // of this transaction where the bus can (PostgreSQL's NOTIFY), saving a round trip.
      if (after.paymentTasks.length === 0 && after.events.length > 0) {
        if (await this.streams.publishAtCommit(manager, after.events)) after.events = [];
      }
      return value;
    });
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
   * steps see: the order did not exist before, and a step that must act on new orders adds
   * its SQL to that statement.
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
        history: historyRow({
          order,
          from: null,
          to: 'Order Placed',
          actor: 'shopper',
          note: null,
        }),
        email,
        emptyCartOf: options.emptyCart ? order.userId : null,
        key: options.key ?? null,
        redemptions: options.redemptions ?? [],
        stock: OrderStock.changesFor(order.id, items, order.paymentType),
      },
      event ? (params) => this.streams.publishSql(event, params) : null,
    );
    return published ? null : event;
  }

  /**
   * A move in ONE statement, without a transaction of the caller's (docs/ORDERS.md, "A move in
   * one statement"), decided from the order and lines `read` without a lock
   * (OrderRows.readForMove) at `version`. The transition table and every step's `atOnce` are
   * asked first; when all of them can give their part as rows (audit, email) and live events,
   * one statement of data-modifying CTEs locks the order and its lines, and only if none of
   * them changed since the read writes the history row, then the status (the status guard
   * sees that row), the steps' rows and, where the bus can, the live event at the commit.
   * Answers the order's row as the statement left it and the history row it wrote; null,
   * having written nothing, when the table refuses, a step needs the transaction, or the order
   * or a line changed since the read (another move won the lock): the caller then makes the
   * move the usual way ({@link run} and {@link OrderTransaction.move}), which locks, checks
   * and refuses as always.
   */
  async moveAtOnce(
    order: OrderEntity,
    version: OrderVersion,
    move: Move,
  ): Promise<{ order: OrderEntity; history: OrderHistoryEntity } | null> {
    const from = order.status;
    if (!canTransition(from, move.to, move.actor)) return null;
    const note = move.note ?? null;
    const set: OrderColumns = {
      ...move.set,
      cancelReason: move.to === 'Cancelled' ? note : null,
    };
    const wasSeen = isSeen(order);
    // The steps see the order as the move leaves it, as their `apply` does.
    Object.assign(order, set, { status: move.to });
    const change: OrderChange = {
      order,
      from,
      to: move.to,
      actor: move.actor,
      note,
      staff: move.staff,
      wasSeen,
      ledgerActor: move.ledgerActor ?? move.actor,
      noteEmail: null,
      historyId: '',
    };
    const rows: StepRow[] = [];
    const events: OrderEvent[] = [];
    for (const step of this.steps) {
      const part = step.atOnce?.(change) ?? IN_TRANSACTION;
      if (part === IN_TRANSACTION) return null;
      rows.push(...(part.rows ?? []));
      events.push(...(part.events ?? []));
    }

    const source = this.dataSource;
    const params = new SqlParameters();
    const id = params.add(order.id);
    const ctes = [
      ...OrderRows.versionGuardSql(id, version, params),
      `history AS (${insertSql(source, OrderHistoryEntity, [historyRow(change)], params)}
         RETURNING ${rowJsonSql(source, OrderHistoryEntity, '"order_history"')} AS row)`,
      // Only while nothing changed, and after the history row (the EXISTS writes it first).
      `moved AS (${OrderRows.setStatusSql(source, id, move.to, set, params)}
         AND (SELECT ok FROM unchanged) AND EXISTS (SELECT 1 FROM history)
         RETURNING ${rowJsonSql(source, OrderEntity, '"order"')} AS row)`,
      ...rows.map(
        (part, index) =>
          `step${index} AS (${insertSql(source, part.entity, [part.row], params, {
            onConflictDoNothing: part.onConflictDoNothing,
          })})`,
      ),
    ];
    const calls = events.map((event) => this.streams.publishSql(event, params));
    const atCommit = calls.length > 0 && !calls.includes(null);
    const reason = params.add(CHANGED_REASON);
    // Nothing moved (the order or a line changed, or it is gone): the statement raises, and
    // the rows written before the check (history, the steps') go with it.
    const text = `WITH ${ctes.join(',\n')}
      SELECT refuse_when(NOT EXISTS (SELECT 1 FROM moved), ${reason}::text),
             (SELECT row FROM moved) AS "order", (SELECT row FROM history) AS history${
               atCommit ? `, ${calls.join(', ')}` : ''
             }`;
    let written: { order: unknown[]; history: unknown[] };
    try {
      [written] = await queryPrepared(source, text, params.values);
    } catch (error) {
      if (isRefusal(error, CHANGED_REASON)) return null;
      throw error;
    }
    if (!atCommit) for (const event of events) await this.streams.publish(event);
    return {
      order: entityFromJson(source, OrderEntity, written!.order),
      history: entityFromJson(source, OrderHistoryEntity, written!.history),
    };
  }

  /** @internal what {@link OrderTransaction} shares. */
  get shared() {
    return { stock: this.stock, outbox: this.outbox, steps: this.steps };
  }
}

/**
 * The history row of a change (docs/ORDERS.md): the one place it is built, for the move in one
 * statement ({@link OrderTransitions.moveAtOnce}), the move or note in a transaction
 * ({@link OrderTransaction}) and a new order's first row (`from` null).
 */
export function historyRow(
  change: Pick<OrderChange, 'to' | 'actor' | 'note'> & {
    order: Pick<OrderEntity, 'id'>;
    from: OrderStatus | null;
  },
): Partial<OrderHistoryEntity> {
  return {
    orderId: change.order.id,
    fromStatus: change.from,
    toStatus: change.to,
    actor: change.actor,
    note: change.note,
  };
}

/** True for the error `refuse_when` raised with `reason` (pg's own error, or TypeORM's). */
function isRefusal(error: unknown, reason: string): boolean {
  const pgError = (error instanceof QueryFailedError ? error.driverError : error) as {
    code?: string;
    message?: string;
  } | null;
  return pgError?.code === REFUSED && pgError.message === reason;
}

/** The live event of an order's change. */
export function eventOf(
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
   * 409) and every step's check agrees, with every step's effect.
   */
  async move(order: OrderEntity, move: Move): Promise<void> {
    const from = order.status;
    assertTransition(from, move.to, move.actor);
    const note = move.note ?? null;
    await this.change(
      {
        order,
        from,
        to: move.to,
        actor: move.actor,
        note,
        staff: move.staff,
        wasSeen: isSeen(order),
        ledgerActor: move.ledgerActor ?? move.actor,
        noteEmail: null,
        historyId: '',
      },
      // A reinstated order no longer carries the reason it was cancelled for.
      { ...move.set, cancelReason: move.to === 'Cancelled' ? note : null },
    );
  }

  /**
   * A change within a status (a packing edit, a new delivery window, a payment settled): its
   * history row, its email (none when `topic` is null) and the steps (the live event).
   */
  async note(order: OrderEntity, actor: OrderActor, note: string, topic: OrderEmailTopic | null) {
    await this.change({
      order,
      from: order.status,
      to: order.status,
      actor,
      note,
      wasSeen: isSeen(order),
      ledgerActor: actor,
      noteEmail: topic,
      historyId: '',
    });
  }

  /**
   * An online order's payment arrived: it becomes seen (email, the seller's feed) and its held
   * stock is sold. A payment after the checkout was cancelled reinstates the order (a system
   * move the table allows), selling what is still on the shelf.
   */
  async paid(order: OrderEntity, set: OrderColumns): Promise<void> {
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
    const { outbox, stock } = this.transitions.shared;
    await OrderRows.update(this.manager, order, payment);
    await stock.settle(this.manager, order.id);
    await outbox.add(
      this.manager,
      'order.placed',
      { orderId: order.id },
      `order.placed:${order.id}`,
    );
    this.announce(order, order.status, 'placed');
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

  /**
   * A change: the steps' checks, its history row (first: the status guard looks for it), the
   * status and `set` when it moves, then the steps' effects.
   */
  private async change(change: OrderChange, set: OrderColumns = {}): Promise<void> {
    const { steps } = this.transitions.shared;
    for (const step of steps) await step.check?.(this, change);
    change.historyId = await this.history(change);
    if (change.from !== change.to) {
      await OrderRows.setStatus(this.manager, change.order, change.to, set);
    }
    for (const step of steps) await step.apply?.(this, change);
  }

  /** The change's history row (one plain INSERT); answers its id. */
  private async history(change: OrderChange): Promise<string> {
    const params = new SqlParameters();
    const sql = insertSql(
      this.manager.connection,
      OrderHistoryEntity,
      [historyRow(change)],
      params,
    );
    const [entry]: { id: string }[] = await this.manager.query(
      `${sql} RETURNING "id"`,
      params.values,
    );
    return entry!.id;
  }
}
