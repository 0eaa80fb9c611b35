import type { OrderActor, OrderStatus } from '@greencart/contracts';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import type { AuditActor } from '../../audit/audit-actor.js';
import type { OrderEmailTopic } from '../../mail/outbox.service.js';
import type { OrderEntity } from '../order.entity.js';
import type { OrderEvent } from '../views/order-events.js';
import type { OrderTransaction } from './order-transitions.js';

/**
 * One change of an order as its steps see it, inside its transaction: a move to another
 * status, or a note within one (`from` = `to`: a packing edit, a new window, a payment check).
 */
export interface OrderChange {
  /** The order, locked; after the change is written it holds the new status and columns. */
  order: OrderEntity;
  from: OrderStatus;
  to: OrderStatus;
  actor: OrderActor;
  /** The history note (a cancel reason, the cash collected, what a packing edit did). */
  note: string | null;
  /** The staff member who made it from a request, for the audit log; absent otherwise. */
  staff?: AuditActor;
  /** Whether the shopper and staff saw the order before the change (COD, or paid online). */
  wasSeen: boolean;
  /** The stock ledger's name for who released a checkout's reservation. */
  ledgerActor: string;
  /** A note's email (null: none). Moves have theirs by status (emails.step.ts). */
  noteEmail: OrderEmailTopic | null;
  /** The change's history row, once written. */
  historyId: string;
}

/** True for a note within a status rather than a move. */
export const isNote = (change: Pick<OrderChange, 'from' | 'to'>) => change.from === change.to;

/**
 * A named side effect of order changes (docs/ORDERS.md, "Changing an order"), in the manner of
 * Vendure's OrderProcess: `check` runs before anything of the change is written and may refuse
 * it (throw); `apply` runs after its history row and status are written, in the same
 * transaction. Each step decides for itself which changes it acts on; provider calls are
 * queued as durable tasks (`tx.queuePayment`), never made inside the transaction.
 */
export interface OrderStep {
  readonly name: string;
  check?(tx: OrderTransaction, change: OrderChange): Promise<void> | void;
  apply?(tx: OrderTransaction, change: OrderChange): Promise<void>;
  /**
   * The step's part of a move made in ONE statement (OrderTransitions.moveAtOnce;
   * docs/ORDERS.md, "A move in one statement"): what `check` would refuse decided from the
   * order in hand, and what `apply` would do as rows to insert and live events (an empty
   * object: nothing for this change); or {@link IN_TRANSACTION} when the change needs this
   * step's `check` or `apply` inside the transaction (a read, a lock, an UPDATE, a provider
   * task, a refusal to tell). `change.order` holds the status and columns the move leaves,
   * as `apply` sees it. A step without it sends every move through the transaction.
   */
  atOnce?(change: OrderChange): StepWrites | typeof IN_TRANSACTION;
}

/** A row a step adds to a move made in one statement (written by `insertSql`). */
export interface StepRow<T extends ObjectLiteral = ObjectLiteral> {
  entity: EntityTarget<T>;
  row: Partial<T>;
  /** Written with ON CONFLICT DO NOTHING (an outbox row's dedupe key). */
  onConflictDoNothing?: boolean;
}

/** What a step adds to a move made in one statement. */
export interface StepWrites {
  rows?: StepRow[];
  /** Live events, published with the statement's commit. */
  events?: OrderEvent[];
}

/** A step's answer to `atOnce` when the change must run in a transaction (the usual way). */
export const IN_TRANSACTION = 'in-transaction' as const;

/** What a step answers when a change is nothing to it. */
export const NOTHING: StepWrites = Object.freeze({});

/** Injection token of the ordered list of {@link OrderStep}s (OrderModule registers them). */
export const ORDER_STEPS = Symbol('ORDER_STEPS');
