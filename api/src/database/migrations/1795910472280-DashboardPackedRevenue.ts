import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  COUNTED,
  LINE_GRAMS_SQL,
  LINE_UNITS_SQL,
  REFRESH_DASHBOARD_PRODUCT_SALES_SQL as WEIGHED_REFRESH,
  WEIGHED,
  triggerFunctions,
  type Sums,
} from './1764036000001-DashboardWeighedSales.js';

/**
 * The dashboard's top products count a weighed line's revenue at its packed amount (issue 41:
 * "revenue at packed amounts"): once weighed, price per kg × packed grams / 1000, rounded to
 * the cent, halves up (contracts' `weighedLineCents`); before, as ordered (steps × the step's
 * price). Unit lines are unchanged. The triggers that keep `dashboard_product_sales` (migrations
 * DashboardProductSales and DashboardWeighedSales) are rewritten with this revenue, and the
 * table is rebuilt.
 */

/** A line's revenue: packed once weighed, else quantity × the line's price. */
export const LINE_PACKED_REVENUE_SQL = (l: string) =>
  `(CASE WHEN ${l}.packed_grams IS NOT NULL AND ${l}.price_per_kg_cents IS NOT NULL
         THEN round(${l}.packed_grams::numeric * ${l}.price_per_kg_cents / 1000)::bigint
         ELSE ${l}.quantity::bigint * ${l}.offer_price_cents END)`;

const PACKED: Sums = { ...WEIGHED, revenue: LINE_PACKED_REVENUE_SQL };

/** Rebuilds `dashboard_product_sales` with packed revenue (the benchmarks' load runs it too). */
export const REFRESH_DASHBOARD_PRODUCT_SALES_SQL: readonly string[] = [
  `DELETE FROM dashboard_product_sales`,
  `INSERT INTO dashboard_product_sales (day, product_id, units, revenue, grams)
   SELECT (o.created_at AT TIME ZONE 'UTC')::date, i.product_id,
          sum(${LINE_UNITS_SQL('i')}), sum(${LINE_PACKED_REVENUE_SQL('i')}), sum(${LINE_GRAMS_SQL('i')})
     FROM "order" o JOIN order_item i ON i.order_id = o.id
    WHERE ${COUNTED('o')} AND i.product_id IS NOT NULL AND i.quantity > 0
    GROUP BY 1, 2`,
];

export class DashboardPackedRevenue1795910472280 implements MigrationInterface {
  name = 'DashboardPackedRevenue1795910472280';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of triggerFunctions(PACKED)) await queryRunner.query(statement);
    for (const statement of REFRESH_DASHBOARD_PRODUCT_SALES_SQL) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of triggerFunctions(WEIGHED)) await queryRunner.query(statement);
    for (const statement of WEIGHED_REFRESH) await queryRunner.query(statement);
  }
}
