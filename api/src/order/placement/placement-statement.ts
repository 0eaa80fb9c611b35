import { HttpStatus } from '@nestjs/common';
import { ERROR_CODES } from '@greencart/contracts';
import { QueryFailedError, type EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import { insertSql } from '../../database/insert-sql.js';
import { SqlParameters } from '../../database/prepared-query.js';
import { OutboxEntity } from '../../outbox/outbox.entity.js';
import { movementSteps, type StockChange } from '../../stock/stock.service.js';
import { OrderHistoryEntity } from '../order-history.entity.js';
import { OrderItemEntity } from '../order-item.entity.js';
import type { OrderEntity } from '../order.entity.js';
import { OrderRows } from '../order-rows.js';
import { IdempotencyKeyEntity } from './idempotency-key.entity.js';
import { KeyTaken } from './idempotency.js';
import { redemptionsSql, type RedemptionRow } from '../../promotion/promotion-limits.js';

/** Everything placing an order writes. */
export interface PlacementWrites {
  /** The order as it is to be stored, every column the code reads set (number and time too). */
  order: OrderEntity;
  items: readonly OrderItemEntity[];
  /** Its first history row (no status before it). */
  history: Partial<OrderHistoryEntity>;
  /** The order-placed email's outbox row; null while unseen (an unpaid online order). */
  email: Partial<OutboxEntity> | null;
  /** The shopper whose saved cart the order empties (cash on delivery), or null. */
  emptyCartOf: string | null;
  /** Its stock movements, one per product in id order (OrderStock.changesFor). */
  stock: readonly StockChange[];
  /** The request's `Idempotency-Key` row (placement/idempotency.ts), or null without one. */
  key?: Partial<IdempotencyKeyEntity> | null;
  /** The promotions the order applies (docs/PROMOTIONS.md): one redemption row each. */
  redemptions?: readonly RedemptionRow[];
}

/** A product of the order had too little stock when the statement ran: nothing was written. */
export class StockRefused extends Error {
  constructor(readonly productId: string) {
    super(`Too little stock of ${productId}`);
  }
}

/** The SQLSTATE `refuse_when` raises (migration RefuseWhen). */
const REFUSED = 'GC002';
const STOCK_REASON = 'stock:';

/**
 * Writes a new order in ONE statement (data-modifying CTEs; docs/ORDERS.md, "Placing an
 * order"): the order, its lines, its first history row, its email, the emptied cart and its
 * stock with the ledger rows, one round trip instead of one per table. A statement is all or
 * nothing: when a product has too little stock, `refuse_when` raises and nothing of it stays
 * ({@link StockRefused}; a statement that is its own transaction needs no BEGIN or COMMIT). The
 * product rows are locked in id order first (`locked`), as every transaction takes them, so two
 * orders never wait for each other's rows in opposite orders; the foreign keys (lines and
 * history to the order) are checked at the end of the statement; the status guard sees a new
 * order in Order Placed. With `publishSql` the statement also publishes the order's live event
 * at the commit; answers whether it did.
 *
 * @throws StockRefused when a counted product had fewer units available than the order takes
 * @throws AppError 409 when a product or the address was deleted since they were read
 */
export async function writePlacement(
  manager: EntityManager,
  writes: PlacementWrites,
  publishSql: ((params: SqlParameters) => string | null) | null = null,
): Promise<boolean> {
  const dataSource = manager.connection;
  const params = new SqlParameters();
  const steps = [
    `placed AS (${OrderRows.insertSql(dataSource, writes.order, params)})`,
    `lines AS (${insertSql(dataSource, OrderItemEntity, writes.items, params)})`,
    `history AS (${insertSql(dataSource, OrderHistoryEntity, [writes.history], params)})`,
  ];
  if (writes.email) {
    // The same dedupe key written twice is one email (OutboxService.add does the same).
    const email = insertSql(dataSource, OutboxEntity, [writes.email], params, {
      onConflictDoNothing: true,
    });
    steps.push(`email AS (${email})`);
  }
  if (writes.key) {
    // A concurrent request with the same key waits here for the first, then fails (KeyTaken).
    steps.push(`key AS (${insertSql(dataSource, IdempotencyKeyEntity, [writes.key], params)})`);
  }
  if (writes.redemptions?.length) {
    steps.push(
      `redeemed AS (${redemptionsSql(params, writes.order.id, writes.order.userId, writes.redemptions)})`,
    );
  }
  if (writes.emptyCartOf) {
    steps.push(
      `cart AS (UPDATE "user" SET "cart_items" = '{}', "updated_at" = now() WHERE "id" = ${params.add(writes.emptyCartOf)})`,
    );
  }
  let refused = 'NULL';
  if (writes.stock.length > 0) {
    const ids = params.add(writes.stock.map((change) => change.productId));
    steps.push(
      `locked AS MATERIALIZED (SELECT "id" FROM "product" WHERE "id" = ANY(${ids}::varchar[])
         AND "on_hand" IS NOT NULL ORDER BY "id" FOR UPDATE)`,
    );
    const moved = writes.stock.map((change, index) => {
      steps.push(...movementSteps(change, params, `stock${index}`, 'locked'));
      return `SELECT "id" FROM stock${index}`;
    });
    // A counted product none of the movements moved: it had too few units available.
    steps.push(
      `refused AS (SELECT min(l."id") AS "id" FROM locked l
         WHERE l."id" NOT IN (${moved.join(' UNION ALL ')}))`,
    );
    refused = `(SELECT "id" FROM refused)`;
  }
  // The live event, when the bus can send it at the commit (order-events.ts): no round trip of
  // its own after the commit.
  const publish = publishSql?.(params) ?? null;
  const reason = params.add(STOCK_REASON);
  try {
    await manager.query(
      `WITH ${steps.join(',\n')}
       SELECT refuse_when(${refused} IS NOT NULL, ${reason}::text || ${refused}), ${publish ?? 'NULL'}`,
      params.values,
    );
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
  return publish !== null;
}

/** The refusal a failed placement statement means, or null for any other error. */
function refusalOf(error: unknown): Error | null {
  if (!(error instanceof QueryFailedError)) return null;
  const { code, message, constraint } = error.driverError as {
    code?: string;
    message?: string;
    constraint?: string;
  };
  if (code === '23505' && constraint === 'idempotency_key_pkey') return new KeyTaken();
  if (code === REFUSED && message?.startsWith(STOCK_REASON)) {
    return new StockRefused(message.slice(STOCK_REASON.length));
  }
  if (code === '23503') {
    // A product or the address was deleted between the read and this statement.
    return new AppError(
      HttpStatus.CONFLICT,
      ERROR_CODES.PRODUCT_UNAVAILABLE,
      'Your cart or address changed while the order was being placed: please check it and try again',
    );
  }
  return null;
}
