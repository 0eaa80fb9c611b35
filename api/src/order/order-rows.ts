import type { OrderStatus } from '@greencart/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { insertSql, updateSetSql, updateSql } from '../database/insert-sql.js';
import { columnsSql, entityFromJson, rowJsonSql } from '../database/json-rows.js';
import { SqlParameters } from '../database/prepared-query.js';
import { OrderItemEntity } from './order-item.entity.js';
import { OrderEntity } from './order.entity.js';

/**
 * The columns of an order that change after it was placed, other than its status (which only
 * {@link OrderRows.setStatus} writes, after the change's history row: the status guard).
 */
export type OrderColumns = Partial<
  Omit<
    OrderEntity,
    'id' | 'userId' | 'number' | 'status' | 'items' | 'address' | 'createdAt' | 'updatedAt'
  >
>;

/**
 * What an order keeps of its delivery address once its shopper left: the place of supply
 * (city, state, postcode, country), which the shop's books and tax records need; never who
 * it went to, how to reach them or the street. The other fields stay as empty strings, so
 * the order keeps its shape for every client.
 */
const KEEP_OF_ADDRESS = `jsonb_build_object(
  'id', address_snapshot->'id',
  'userId', address_snapshot->'userId',
  'firstName', '', 'lastName', '', 'email', '', 'phone', '', 'street', '',
  'city', address_snapshot->'city',
  'state', address_snapshot->'state',
  'zipcode', address_snapshot->'zipcode',
  'country', address_snapshot->'country')`;

/**
 * The statement of {@link OrderRows.lockWithLines}: the order `$1` locked, its columns and its
 * lines as JSON arrays (the benchmarks run it too, as the API's own statement).
 */
export function lockWithLinesSql(source: DataSource): string {
  return `SELECT ${columnsSql(source, OrderEntity, 'o')},
              COALESCE((SELECT json_agg(${rowJsonSql(source, OrderItemEntity, 'i')})
                          FROM order_item i WHERE i.order_id = o.id), '[]'::json) AS lines
         FROM "order" o WHERE o."id" = $1 FOR UPDATE`;
}

/**
 * Select-list columns with the versions of the order `id` (an SQL expression) and its lines,
 * for a read a move in one statement is decided from (OrderQueryService.readForMove): `xmin`,
 * the transaction that wrote each row; any write of a row gives it a new one. The statement
 * writes only while the rows are still those versions ({@link OrderRows.versionGuardSql}).
 */
export function versionColumnsSql(id: string): string {
  return `(SELECT v."xmin"::text FROM "order" v WHERE v."id" = ${id}) AS version,
          ARRAY(SELECT i."xmin"::text FROM order_item i WHERE i.order_id = ${id}
                 ORDER BY i."id") AS line_versions`;
}

/** Which rows of an order a read saw: the order's and its lines' versions (`xmin`). */
export interface OrderVersion {
  order: string;
  /** The lines' versions, in the order of their ids. */
  lines: string[];
}

/** Which order to lock: by id, or by the provider's payment behind it. */
export type OrderKey = { id: string } | { paymentId: string };

/**
 * The one way to reach the `order` table (docs/ORDERS.md, "Where things are"): a new order's
 * INSERT (for the placing statement), one locking style, and named writes. Every module that
 * changes an order goes through these, inside its own transaction.
 */
export const OrderRows = {
  /**
   * The order row, locked until the caller's transaction ends (`SELECT … FOR UPDATE`, the
   * entity's columns read by json-rows.ts), or null when there is none.
   */
  async lock(manager: EntityManager, key: OrderKey): Promise<OrderEntity | null> {
    const column = 'id' in key ? '"id"' : '"payment_id"';
    const value = 'id' in key ? key.id : key.paymentId;
    const [row]: Record<string, unknown>[] = await manager.query(
      `SELECT ${columnsSql(manager.connection, OrderEntity, 'o')} FROM "order" o
        WHERE o.${column} = $1 FOR UPDATE`,
      [value],
    );
    return row ? entityFromJson(manager.connection, OrderEntity, row) : null;
  },

  /** Writes `changes` to a locked order's row, and to the entity the caller holds. */
  async update(manager: EntityManager, order: OrderEntity, changes: OrderColumns): Promise<void> {
    await manager.update(OrderEntity, { id: order.id }, changes);
    Object.assign(order, changes);
  },

  /**
   * The status of a locked order, with other columns written in the same statement. Only the
   * transition code calls it, after writing the change's history row (migration
   * OrderStatusGuard refuses a status change without one).
   */
  async setStatus(
    manager: EntityManager,
    order: OrderEntity,
    status: OrderStatus,
    changes: OrderColumns = {},
  ): Promise<void> {
    // Plain SQL: every move runs it (TypeORM's update builder cost more than the statement).
    const params = new SqlParameters();
    const all = { ...changes, status };
    await manager.query(
      updateSql(manager.connection, OrderEntity, order.id, all, params),
      params.values,
    );
    Object.assign(order, all);
  },

  /**
   * `UPDATE "order" SET … WHERE "id" = <id>` of a status with other columns (as
   * {@link setStatus} writes them), for a statement that writes the change's history row
   * first (OrderTransitions.moveAtOnce); the caller may add conditions (`AND …`).
   */
  setStatusSql(
    dataSource: DataSource,
    id: string,
    status: OrderStatus,
    changes: OrderColumns,
    params: SqlParameters,
  ): string {
    const all: Partial<OrderEntity> = { ...changes, status };
    return `${updateSetSql(dataSource, OrderEntity, all, params)} WHERE "id" = ${id}`;
  },

  /**
   * The order row locked (as {@link lock}) with its lines, in one statement: what a move needs
   * to tell its email from memory.
   */
  async lockWithLines(manager: EntityManager, id: string): Promise<OrderEntity | null> {
    const source = manager.connection;
    const [row]: (Record<string, unknown> & { lines: unknown[][] })[] = await manager.query(
      lockWithLinesSql(source),
      [id],
    );
    if (!row) return null;
    const order = entityFromJson(source, OrderEntity, row);
    order.items = row.lines.map((line) => entityFromJson(source, OrderItemEntity, line));
    return order;
  },

  /**
   * The CTEs that lock an order and tell whether it and its lines are still `version`, for a
   * statement that writes only then: `locked` takes the order's row lock (as {@link lock}),
   * then `lines` its lines' (FOR SHARE: it conflicts with an UPDATE's lock, so it returns the
   * line's newest version, and a line changed by a transaction that held the order's lock while
   * this statement waited for it is seen changed; FOR KEY SHARE would keep the version this
   * statement's snapshot saw); `unchanged` is one boolean row, false (or no order: null) when
   * any of them changed since the read.
   */
  versionGuardSql(id: string, version: OrderVersion, params: SqlParameters): string[] {
    return [
      `locked AS MATERIALIZED (SELECT "id", "xmin"::text AS version FROM "order"
         WHERE "id" = ${id} FOR UPDATE)`,
      `lines AS MATERIALIZED (SELECT "id", "xmin"::text AS version FROM order_item
         WHERE order_id = (SELECT "id" FROM locked) FOR SHARE)`,
      `unchanged AS (SELECT (SELECT version FROM locked) = ${params.add(version.order)}
         AND ARRAY(SELECT version FROM lines ORDER BY "id") = ${params.add(version.lines)}::text[]
         AS ok)`,
    ];
  },

  /**
   * A shopper left for good (docs/ACCOUNT.md): their orders keep only the place of supply of
   * the address, and what the shopper wrote (a cancel reason, their history notes) goes; staff
   * notes stay.
   */
  async forgetShopper(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `UPDATE "order" SET address_snapshot = ${KEEP_OF_ADDRESS} WHERE user_id = $1`,
      [userId],
    );
    await manager.query(
      `UPDATE "order" o SET cancel_reason = NULL
        WHERE o.user_id = $1 AND EXISTS (
          SELECT 1 FROM order_history h
           WHERE h.order_id = o.id AND h.actor = 'shopper' AND h.to_status = 'Cancelled')`,
      [userId],
    );
    await manager.query(
      `UPDATE order_history SET note = NULL
        WHERE actor = 'shopper' AND order_id IN (SELECT id FROM "order" WHERE user_id = $1)`,
      [userId],
    );
  },

  /** Writes `changes` to an order the caller has not locked (a summary kept from other rows). */
  async updateById(manager: EntityManager, orderId: string, changes: OrderColumns): Promise<void> {
    await manager.update(OrderEntity, { id: orderId }, changes);
  },

  /** The INSERT of a new order, for the placing statement (placement/placement-statement.ts). */
  insertSql(dataSource: DataSource, order: OrderEntity, params: SqlParameters): string {
    return insertSql(dataSource, OrderEntity, [order], params);
  },
};
