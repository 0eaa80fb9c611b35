// The API's own SQL builders and entities, from its build (api/dist), for the benchmarks'
// bare baselines: a baseline runs the statements the API runs, built by the same code, so the
// two cannot drift apart (a bare script hand-copying SQL once measured statements the API no
// longer made). Only the SQL text and values come from here; the baselines send them with a
// plain `pg` client, without the API's framework.
import { DataSource } from 'typeorm';

const dist = (path) => new URL(`../../api/dist/${path}`, import.meta.url).href;

const [{ ENTITIES }, insert, rows, prepared, orderRows, orderSql, entities] = await Promise.all([
  import(dist('database/database-options.js')),
  import(dist('database/insert-sql.js')),
  import(dist('database/json-rows.js')),
  import(dist('database/prepared-query.js')),
  import(dist('order/order-rows.js')),
  import(dist('order/views/order-sql.js')),
  Promise.all([
    import(dist('order/order.entity.js')),
    import(dist('order/order-item.entity.js')),
    import(dist('order/order-history.entity.js')),
    import(dist('audit/audit-log.entity.js')),
    import(dist('outbox/outbox.entity.js')),
  ]),
]);

/** A data source holding the entities' metadata only (it never connects). */
export async function entityMetadata() {
  const source = new DataSource({ type: 'postgres', entities: ENTITIES });
  // The metadata TypeORM builds when it connects, without the connection.
  await source.buildMetadatas();
  return source;
}

export const { insertSql, updateSql } = insert;
export const { entityFromJson, columnsSql, rowJsonSql } = rows;
export const { SqlParameters } = prepared;
export const { lockWithLinesSql } = orderRows;
export const { orderDetailSql } = orderSql;
export const [
  { OrderEntity },
  { OrderItemEntity },
  { OrderHistoryEntity },
  { AuditLogEntity },
  { OutboxEntity },
] = entities;
