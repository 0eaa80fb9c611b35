import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's top products count weighed produce as people read it (issue 36, item 16):
 * `dashboard_product_sales` (migration DashboardProductSales, which says how the triggers keep
 * it exact) gains `grams`, the weight sold — the packed weight of a weighed line once weighed,
 * else the weight ordered — and a weighed line counts as one unit, as the cart counts it, not
 * as its number of steps (steps of another size once the step changed). Unit lines are counted
 * exactly as before, so the table's existing rows stay right for them; the rebuild below
 * recounts the weighed ones.
 */

/** A line's units: its quantity, or 1 for a weighed line (`l` is an `order_item` row). */
export const LINE_UNITS_SQL = (l: string) =>
  `(CASE WHEN ${l}.step_grams IS NULL THEN ${l}.quantity ELSE 1 END)`;

/** A line's grams sold: packed once weighed, else as ordered; 0 for a unit line. */
export const LINE_GRAMS_SQL = (l: string) =>
  `COALESCE(${l}.packed_grams, ${l}.quantity * ${l}.step_grams, 0)`;

/** A line's revenue, as before: quantity × the line's price (one step's for a weighed line). */
export const LINE_REVENUE_SQL = (l: string) => `(${l}.quantity::bigint * ${l}.offer_price_cents)`;

/** An order the dashboard counts (docs/STAFF.md "Dashboard"): seen (COD or paid), not Cancelled. */
export const COUNTED = (o: string) =>
  `((${o}.payment_type = 'COD' OR ${o}.is_paid) AND ${o}.status <> 'Cancelled')`;

/**
 * What the rollup sums per line: `weighed` (this migration) counts a weighed line as one unit
 * and adds its grams; `before` (its `down`) is migration DashboardProductSales' own sums.
 */
export interface Sums {
  units: (l: string) => string;
  grams: ((l: string) => string) | null;
  /** A line's revenue; {@link LINE_REVENUE_SQL} when absent (migration DashboardPackedRevenue). */
  revenue?: (l: string) => string;
}
export const WEIGHED: Sums = { units: LINE_UNITS_SQL, grams: LINE_GRAMS_SQL };
const BEFORE: Sums = { units: (l) => `${l}.quantity`, grams: null };

/** The per-line sums of `sums`, named as the apply function takes them. */
function sumColumns(sums: Sums, l: string, sign: string): string {
  const columns = [
    `sum(${sign} * ${sums.units(l)})::bigint AS units`,
    `sum(${sign} * ${(sums.revenue ?? LINE_REVENUE_SQL)(l)})::bigint AS revenue`,
  ];
  if (sums.grams) columns.push(`sum(${sign} * ${sums.grams(l)})::bigint AS grams`);
  return columns.join(', ');
}

/** Applies the changes `c` (day, product_id, units, revenue[, grams]) in one call. */
function apply(sums: Sums): string {
  const grams = sums.grams ? ', array_agg(c.grams)' : '';
  return `PERFORM dashboard_product_sales_apply(array_agg(c.day), array_agg(c.product_id),
                                        array_agg(c.units), array_agg(c.revenue)${grams})`;
}

/**
 * Applies signed lines (`sign`, then `order_item`'s columns, from `source`) of counted orders,
 * summed per UTC day of their order and product; keys whose changes cancel out are skipped.
 */
const changedLines = (sums: Sums, source: string) => `
  ${apply(sums)}
     FROM (SELECT (o.created_at AT TIME ZONE 'UTC')::date AS day, l.product_id,
                  ${sumColumns(sums, 'l', 'l.sign')}
             FROM (${source}) AS l JOIN "order" o ON o.id = l.order_id
            WHERE ${COUNTED('o')} AND l.product_id IS NOT NULL AND l.quantity > 0
            GROUP BY 1, 2) AS c
    WHERE c.units <> 0 OR c.revenue <> 0${sums.grams ? ' OR c.grams <> 0' : ''}`;

/** Applies `sign` × all the lines of the order `row` (`OLD` or `NEW`) under its UTC day. */
const orderLines = (sums: Sums, row: string, sign: number) => `
  ${apply(sums)}
     FROM (SELECT (${row}.created_at AT TIME ZONE 'UTC')::date AS day, i.product_id,
                  ${sumColumns(sums, 'i', String(sign))}
             FROM order_item i
            WHERE i.order_id = ${row}.id AND i.product_id IS NOT NULL AND i.quantity > 0
            GROUP BY i.product_id) AS c`;

/** The two trigger functions over `sums`, as CREATE OR REPLACE statements. */
export function triggerFunctions(sums: Sums): string[] {
  return [
    `CREATE OR REPLACE FUNCTION dashboard_product_sales_lines() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${changedLines(sums, 'SELECT 1 AS sign, n.* FROM new_lines n')};
        ELSIF TG_OP = 'DELETE' THEN
          ${changedLines(sums, 'SELECT -1 AS sign, d.* FROM old_lines d')};
        ELSE
          ${changedLines(
            sums,
            'SELECT -1 AS sign, d.* FROM old_lines d UNION ALL SELECT 1, n.* FROM new_lines n',
          )};
        END IF;
        RETURN NULL;
      END
      $$`,
    `CREATE OR REPLACE FUNCTION dashboard_product_sales_order() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND ${COUNTED('OLD')} THEN
          ${orderLines(sums, 'OLD', -1)};
        END IF;
        IF TG_OP = 'UPDATE' AND ${COUNTED('NEW')} THEN
          ${orderLines(sums, 'NEW', 1)};
        END IF;
        IF TG_OP = 'DELETE' THEN
          RETURN OLD;
        END IF;
        RETURN NULL;
      END
      $$`,
  ];
}

/** The apply function of `sums` (in lock order; rows left at 0 units are dropped). */
function applyFunction(sums: Sums): string {
  const g = sums.grams !== null;
  return `CREATE FUNCTION dashboard_product_sales_apply(
        days date[], products varchar[], units bigint[], revenues bigint[]${g ? ', grams bigint[]' : ''}
      ) RETURNS void LANGUAGE sql AS $$
        INSERT INTO dashboard_product_sales AS s (day, product_id, units, revenue${g ? ', grams' : ''})
        SELECT c.day, c.product_id, c.units, c.revenue${g ? ', c.grams' : ''}
          FROM unnest(days, products, units, revenues${g ? ', grams' : ''})
            AS c(day, product_id, units, revenue${g ? ', grams' : ''})
         ORDER BY c.day, c.product_id
        ON CONFLICT (day, product_id) DO UPDATE
          SET units = s.units + excluded.units, revenue = s.revenue + excluded.revenue${g ? ', grams = s.grams + excluded.grams' : ''};
        DELETE FROM dashboard_product_sales s
         USING unnest(days, products) AS c(day, product_id)
         WHERE s.day = c.day AND s.product_id = c.product_id AND s.units = 0;
      $$`;
}

/**
 * Rebuilds `dashboard_product_sales` from the orders: what this migration backfills, and what a
 * load with the triggers off (`session_replication_role = replica`, e2e/bench/dashboard.mjs)
 * runs afterwards. Two statements, run in this order.
 */
export const REFRESH_DASHBOARD_PRODUCT_SALES_SQL: readonly string[] = [
  `DELETE FROM dashboard_product_sales`,
  `INSERT INTO dashboard_product_sales (day, product_id, units, revenue, grams)
   SELECT (o.created_at AT TIME ZONE 'UTC')::date, i.product_id,
          sum(${LINE_UNITS_SQL('i')}), sum(${LINE_REVENUE_SQL('i')}), sum(${LINE_GRAMS_SQL('i')})
     FROM "order" o JOIN order_item i ON i.order_id = o.id
    WHERE ${COUNTED('o')} AND i.product_id IS NOT NULL AND i.quantity > 0
    GROUP BY 1, 2`,
];

export class DashboardWeighedSales1764036000001 implements MigrationInterface {
  name = 'DashboardWeighedSales1764036000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "dashboard_product_sales" ADD COLUMN "grams" bigint NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(applyFunction(WEIGHED));
    for (const statement of triggerFunctions(WEIGHED)) await queryRunner.query(statement);
    await queryRunner.query(
      `DROP FUNCTION dashboard_product_sales_apply(date[], varchar[], bigint[], bigint[])`,
    );
    for (const statement of REFRESH_DASHBOARD_PRODUCT_SALES_SQL) {
      await queryRunner.query(statement);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(applyFunction(BEFORE));
    for (const statement of triggerFunctions(BEFORE)) await queryRunner.query(statement);
    await queryRunner.query(
      `DROP FUNCTION dashboard_product_sales_apply(date[], varchar[], bigint[], bigint[], bigint[])`,
    );
    await queryRunner.query(`ALTER TABLE "dashboard_product_sales" DROP COLUMN "grams"`);
    // Back to the old sums: a weighed line counted by its steps again.
    await queryRunner.query(`DELETE FROM dashboard_product_sales`);
    await queryRunner.query(`
      INSERT INTO dashboard_product_sales (day, product_id, units, revenue)
      SELECT (o.created_at AT TIME ZONE 'UTC')::date, i.product_id,
             sum(i.quantity), sum(${LINE_REVENUE_SQL('i')})
        FROM "order" o JOIN order_item i ON i.order_id = o.id
       WHERE ${COUNTED('o')} AND i.product_id IS NOT NULL AND i.quantity > 0
       GROUP BY 1, 2`);
  }
}
