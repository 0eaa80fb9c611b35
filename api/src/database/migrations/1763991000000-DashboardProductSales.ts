import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An order the dashboard counts (docs/STAFF.md "Dashboard"): seen (COD or paid), not Cancelled. */
const COUNTED = (o: string) =>
  `((${o}.payment_type = 'COD' OR ${o}.is_paid) AND ${o}.status <> 'Cancelled')`;

/**
 * Applies signed lines (`sign`, then `order_item`'s columns, from `source`) of counted orders,
 * summed per UTC day of their order and product; keys whose changes cancel out are skipped.
 */
const changedLines = (source: string) => `
  PERFORM dashboard_product_sales_apply(array_agg(c.day), array_agg(c.product_id),
                                        array_agg(c.units), array_agg(c.revenue))
     FROM (SELECT (o.created_at AT TIME ZONE 'UTC')::date AS day, l.product_id,
                  sum(l.sign * l.quantity)::bigint AS units,
                  sum(l.sign * l.quantity::bigint * l.offer_price_cents)::bigint AS revenue
             FROM (${source}) AS l JOIN "order" o ON o.id = l.order_id
            WHERE ${COUNTED('o')} AND l.product_id IS NOT NULL AND l.quantity > 0
            GROUP BY 1, 2
           HAVING sum(l.sign * l.quantity) <> 0
               OR sum(l.sign * l.quantity::bigint * l.offer_price_cents) <> 0) AS c`;

/** Applies `sign` × all the lines of the order `row` (`OLD` or `NEW`) under its UTC day. */
const orderLines = (row: string, sign: number) => `
  PERFORM dashboard_product_sales_apply(array_agg(c.day), array_agg(c.product_id),
                                        array_agg(c.units), array_agg(c.revenue))
     FROM (SELECT (${row}.created_at AT TIME ZONE 'UTC')::date AS day, i.product_id,
                  (${sign} * sum(i.quantity))::bigint AS units,
                  (${sign} * sum(i.quantity::bigint * i.offer_price_cents))::bigint AS revenue
             FROM order_item i
            WHERE i.order_id = ${row}.id AND i.product_id IS NOT NULL AND i.quantity > 0
            GROUP BY i.product_id) AS c`;

/**
 * Rebuilds `dashboard_product_sales` from the orders: what the migration backfills, and what a
 * load with the triggers off (`session_replication_role = replica`, e2e/bench/dashboard.mjs)
 * runs afterwards. Two statements, run in this order.
 */
export const REFRESH_DASHBOARD_PRODUCT_SALES_SQL: readonly string[] = [
  `DELETE FROM dashboard_product_sales`,
  `INSERT INTO dashboard_product_sales (day, product_id, units, revenue)
   SELECT (o.created_at AT TIME ZONE 'UTC')::date, i.product_id,
          sum(i.quantity), sum(i.quantity::bigint * i.offer_price_cents)
     FROM "order" o JOIN order_item i ON i.order_id = o.id
    WHERE ${COUNTED('o')} AND i.product_id IS NOT NULL AND i.quantity > 0
    GROUP BY 1, 2`,
];

/**
 * The dashboard's top products (`TOP_PRODUCTS_SQL`) without joining every line of the window to
 * its order: at 100,000 orders that join alone took 130–150 ms (e2e/bench/dashboard.mjs), and
 * covering indexes only brought it to about 100 ms.
 *
 * `dashboard_product_sales` holds, per UTC day of the order's `created_at` and product, the
 * units and revenue (quantity × line price) of the counted orders' lines with a product and a
 * quantity above 0 — exactly what the query sums. UTC days, not the shop's local days: the
 * shop's time zone is a setting (`SHOP_TIME_ZONE`), so the query takes whole UTC days from here
 * and the part of the window before its first whole UTC day (less than a day) from the lines.
 *
 * Triggers keep it exact in the transaction that changes an order:
 * - `order_item` insert, update (a short pick, a substitution, a product deleted: `product_id`
 *   set to NULL), delete: the old line's share comes off, the new line's goes on, if its order
 *   counts;
 * - `order` update of what makes it counted (status, `is_paid`, `payment_type`) or of
 *   `created_at`: all its lines come off under the old day (if it counted) and go on under
 *   the new (if it counts) — a cancellation, a payment, even paid after a cancel;
 * - `order` delete: its lines come off before the cascade deletes them (the cascade's own
 *   deletes then find no order, so nothing comes off twice).
 * Rows that fall to 0 units are deleted. The `order_item` triggers are per statement (an
 * order's lines are inserted by one), and every change locks its rows in (day, product) order:
 * two orders of the same products in another order do not deadlock.
 */
export class DashboardProductSales1763991000000 implements MigrationInterface {
  name = 'DashboardProductSales1763991000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "dashboard_product_sales" (
        "day" date NOT NULL,
        "product_id" varchar(64) NOT NULL,
        "units" bigint NOT NULL,
        "revenue" bigint NOT NULL,
        PRIMARY KEY ("day", "product_id")
      )`);
    // Adds changes (day, product, units, revenue; one per key) in (day, product) order — the
    // order in which every statement locks the rows, so concurrent orders cannot deadlock on
    // them — then drops the rows left at 0 units.
    await queryRunner.query(`
      CREATE FUNCTION dashboard_product_sales_apply(
        days date[], products varchar[], units bigint[], revenues bigint[]
      ) RETURNS void LANGUAGE sql AS $$
        INSERT INTO dashboard_product_sales AS s (day, product_id, units, revenue)
        SELECT c.day, c.product_id, c.units, c.revenue
          FROM unnest(days, products, units, revenues) AS c(day, product_id, units, revenue)
         ORDER BY c.day, c.product_id
        ON CONFLICT (day, product_id) DO UPDATE
          SET units = s.units + excluded.units, revenue = s.revenue + excluded.revenue;
        DELETE FROM dashboard_product_sales s
         USING unnest(days, products) AS c(day, product_id)
         WHERE s.day = c.day AND s.product_id = c.product_id AND s.units = 0;
      $$`);
    // Lines changed by one statement on order_item (a transition table), statement-level so
    // that a whole order's lines are applied at once, in lock order.
    await queryRunner.query(`
      CREATE FUNCTION dashboard_product_sales_lines() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${changedLines('SELECT 1 AS sign, n.* FROM new_lines n')};
        ELSIF TG_OP = 'DELETE' THEN
          ${changedLines('SELECT -1 AS sign, d.* FROM old_lines d')};
        ELSE
          ${changedLines(
            'SELECT -1 AS sign, d.* FROM old_lines d UNION ALL SELECT 1, n.* FROM new_lines n',
          )};
        END IF;
        RETURN NULL;
      END
      $$`);
    // Transition tables allow one event per trigger, and no column list.
    await queryRunner.query(`
      CREATE TRIGGER dashboard_product_sales_insert AFTER INSERT ON order_item
        REFERENCING NEW TABLE AS new_lines
        FOR EACH STATEMENT EXECUTE FUNCTION dashboard_product_sales_lines()`);
    await queryRunner.query(`
      CREATE TRIGGER dashboard_product_sales_update AFTER UPDATE ON order_item
        REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
        FOR EACH STATEMENT EXECUTE FUNCTION dashboard_product_sales_lines()`);
    await queryRunner.query(`
      CREATE TRIGGER dashboard_product_sales_delete AFTER DELETE ON order_item
        REFERENCING OLD TABLE AS old_lines
        FOR EACH STATEMENT EXECUTE FUNCTION dashboard_product_sales_lines()`);
    await queryRunner.query(`
      CREATE FUNCTION dashboard_product_sales_order() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND ${COUNTED('OLD')} THEN
          ${orderLines('OLD', -1)};
        END IF;
        IF TG_OP = 'UPDATE' AND ${COUNTED('NEW')} THEN
          ${orderLines('NEW', 1)};
        END IF;
        IF TG_OP = 'DELETE' THEN
          RETURN OLD;
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER dashboard_product_sales_order
        AFTER UPDATE OF status, is_paid, payment_type, created_at ON "order"
        FOR EACH ROW
        WHEN (${COUNTED('OLD')} IS DISTINCT FROM ${COUNTED('NEW')}
              OR OLD.created_at IS DISTINCT FROM NEW.created_at)
        EXECUTE FUNCTION dashboard_product_sales_order()`);
    await queryRunner.query(`
      CREATE TRIGGER dashboard_product_sales_order_delete
        BEFORE DELETE ON "order"
        FOR EACH ROW EXECUTE FUNCTION dashboard_product_sales_order()`);
    for (const statement of REFRESH_DASHBOARD_PRODUCT_SALES_SQL) {
      await queryRunner.query(statement);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER dashboard_product_sales_order_delete ON "order"`);
    await queryRunner.query(`DROP TRIGGER dashboard_product_sales_order ON "order"`);
    await queryRunner.query(`DROP FUNCTION dashboard_product_sales_order()`);
    for (const event of ['insert', 'update', 'delete']) {
      await queryRunner.query(`DROP TRIGGER dashboard_product_sales_${event} ON order_item`);
    }
    await queryRunner.query(`DROP FUNCTION dashboard_product_sales_lines()`);
    await queryRunner.query(
      `DROP FUNCTION dashboard_product_sales_apply(date[], varchar[], bigint[], bigint[])`,
    );
    await queryRunner.query(`DROP TABLE "dashboard_product_sales"`);
  }
}
