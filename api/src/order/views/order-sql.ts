import type { DataSource } from 'typeorm';
import { rowJsonSql } from '../../database/json-rows.js';
import { ProductEntity } from '../../product/product.entity.js';
import { OrderHistoryEntity } from '../order-history.entity.js';
import { OrderItemEntity } from '../order-item.entity.js';
import { OrderEntity } from '../order.entity.js';

/**
 * The orders of the CTE `keys` (columns id, number, micros), newest first, each with its lines
 * and their products, each order one JSON value built by PostgreSQL (database/json-rows.ts
 * says why). Run with the keys as one prepared statement: one round trip, planned once per
 * connection (planning these JSON builders cost 2 ms a page). The benchmarks import it too, so
 * their baselines run the API's own statements.
 */
export function ordersWithLinesSql(source: DataSource, keys: string): string {
  return `SELECT ${keys}.micros, ${keys}.number, ${rowJsonSql(source, OrderEntity, 'o')} AS "order",
              COALESCE((
                SELECT json_agg(json_build_array(
                         ${rowJsonSql(source, OrderItemEntity, 'i')},
                         CASE WHEN p.id IS NULL THEN NULL
                              ELSE ${rowJsonSql(source, ProductEntity, 'p')} END)
                         ORDER BY i.position)
                  FROM order_item i LEFT JOIN product p ON p.id = i.product_id
                 WHERE i.order_id = o.id), '[]'::json) AS lines
         FROM ${keys} JOIN "order" o ON o.id = ${keys}.id
        ORDER BY o.created_at DESC, o.number DESC`;
}

/**
 * One order (`$1`) with its lines and their products, its history (oldest first) and its
 * customer's name and email, in one statement: the staff's and the shopper's order page.
 * `extraColumns`: more of the select list (a move's read adds the rows' versions).
 */
export function orderDetailSql(source: DataSource, extraColumns = ''): string {
  return `WITH one AS (
        SELECT "id", NULL::text AS micros, "number" FROM "order" WHERE "id" = $1::uuid
      ), detail AS (${ordersWithLinesSql(source, 'one')})
      SELECT detail.micros, detail.number, detail.order, detail.lines,
        COALESCE((
          SELECT json_agg(${rowJsonSql(source, OrderHistoryEntity, 'h')}
                   ORDER BY h.created_at, h.id)
            FROM order_history h WHERE h.order_id = $1::uuid), '[]'::json) AS history,
        (SELECT json_build_array(u."name", u."email") FROM "order" o2
           JOIN "user" u ON u."id" = o2."user_id" WHERE o2."id" = $1::uuid) AS customer
        ${extraColumns ? `, ${extraColumns}` : ''}
      FROM detail`;
}
