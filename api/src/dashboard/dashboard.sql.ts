import { DASHBOARD_DAYS, DASHBOARD_OPEN_STATUSES } from '@greencart/contracts';
import {
  LINE_GRAMS_SQL,
  LINE_UNITS_SQL,
} from '../database/migrations/1764036000001-DashboardWeighedSales.js';
import { LINE_PACKED_REVENUE_SQL } from '../database/migrations/1795910472280-DashboardPackedRevenue.js';

/**
 * The dashboard's SQL (docs/STAFF.md "Dashboard"). `$1` is always the shop's time zone
 * (`SHOP_TIME_ZONE`): a local day is `(created_at AT TIME ZONE $1)::date`, and the window's
 * start is the local midnight {@link DASHBOARD_DAYS} − 1 days before today, turned back into an
 * instant so `idx_order_created_at` / `idx_order_status_created_at` can serve the range.
 */

/** Today in the shop's time zone. */
const TODAY = `(now() AT TIME ZONE $1::text)::date`;

/** The first instant of the window: local midnight, DASHBOARD_DAYS − 1 days before today. */
const WINDOW_START = `((${TODAY} - ${DASHBOARD_DAYS - 1})::timestamp AT TIME ZONE $1::text)`;

/** An order the shop sees: cash on delivery, or paid online (unpaid checkouts are not orders). */
const SEEN = `(o.payment_type = 'COD' OR o.is_paid)`;

/**
 * What the shop keeps of an order: COD — the cash collected once delivered, else the amount
 * due (after packing changes); online — what the payment provider took minus what went back, never more than
 * the order's amount (a short pick's refund still pending is already off). A weighed order's
 * card hold counts nothing until captured: `paid_cents` stays 0 while only authorised and
 * becomes the packed total captured (docs/ORDERS.md "Weighed orders").
 */
const REVENUE = `CASE WHEN o.payment_type = 'COD'
    THEN COALESCE(o.cash_collected_cents, o.amount_cents)
    ELSE LEAST(o.amount_cents, o.paid_cents - o.refunded_cents) END`;

/**
 * One row per local day of the window, oldest first, days without orders included:
 * counted orders (seen, not Cancelled), their revenue, and seen orders now Cancelled. The
 * orders are summed per day first and only the 30 sums meet the calendar: joining every order
 * to its day before grouping took twice as long at 100,000 orders (e2e/bench/dashboard.mjs).
 */
export const DAILY_SQL = `
WITH placed AS (
  SELECT (o.created_at AT TIME ZONE $1::text)::date AS day,
         count(*) FILTER (WHERE o.status <> 'Cancelled') AS orders,
         sum(${REVENUE}) FILTER (WHERE o.status <> 'Cancelled') AS revenue,
         count(*) FILTER (WHERE o.status = 'Cancelled') AS cancelled
    FROM "order" o
   WHERE o.created_at >= ${WINDOW_START} AND ${SEEN}
   GROUP BY 1
), days AS (
  SELECT ${TODAY} - back AS day FROM generate_series(0, ${DASHBOARD_DAYS - 1}) AS back
)
SELECT to_char(days.day::timestamp, 'YYYY-MM-DD') AS date,
       COALESCE(placed.orders, 0)::int AS orders,
       COALESCE(placed.revenue, 0)::bigint AS revenue,
       COALESCE(placed.cancelled, 0)::int AS cancelled
  FROM days LEFT JOIN placed ON placed.day = days.day
 ORDER BY days.day`;

/** Seen orders in each open status, whenever placed (`$1` here: the open statuses). */
export const OPEN_ORDERS_SQL = `
SELECT o.status, count(*)::int AS orders
  FROM "order" o
 WHERE o.status = ANY($1::text[]) AND ${SEEN}
 GROUP BY o.status`;

export const OPEN_STATUSES: readonly string[] = DASHBOARD_OPEN_STATUSES;

/**
 * The first whole UTC day at or after the window's start (a `timestamp` in UTC): the top
 * products take whole UTC days from `dashboard_product_sales` and the rest of the window, less
 * than a day before it, from the order lines.
 */
const SALES_FROM = `(date_trunc('day', (${WINDOW_START} AT TIME ZONE 'UTC') - interval '1 microsecond')
                     + interval '1 day')`;

/**
 * Products sold in the window's counted orders (units packed — a weighed line counting one, as
 * the cart counts it — revenue at packed amounts: units × line price, a weighed line at its
 * packed weight once weighed — and the grams of weighed lines), ranked both ways;
 * `$2` = how many of each. Lines whose product was deleted are left out (their `product_id` is
 * set to NULL with the product). The sums come from `dashboard_product_sales` (migrations
 * DashboardProductSales, DashboardWeighedSales and DashboardPackedRevenue: per UTC day and product, kept by triggers)
 * for the window's whole UTC days, and from the lines themselves, by the same expressions, for
 * the hours before the first one: joining all 125,000 lines of the window to their orders took
 * 130–150 ms at 100,000 orders (e2e/bench/dashboard.mjs). The lines are summed per product
 * first and only those sums look up the product's name: grouping every line by product and
 * name spilled its sort to disk.
 */
export const TOP_PRODUCTS_SQL = `
WITH sold AS (
  SELECT sales.product_id, sum(sales.units)::int AS units, sum(sales.revenue)::bigint AS revenue,
         sum(sales.grams)::bigint AS grams
    FROM (SELECT s.product_id, s.units, s.revenue, s.grams
            FROM dashboard_product_sales s
           WHERE s.day >= ${SALES_FROM}::date
          UNION ALL
          SELECT i.product_id, ${LINE_UNITS_SQL('i')}, ${LINE_PACKED_REVENUE_SQL('i')}, ${LINE_GRAMS_SQL('i')}
            FROM "order" o
            JOIN order_item i ON i.order_id = o.id
           WHERE o.created_at >= ${WINDOW_START} AND o.created_at < (${SALES_FROM} AT TIME ZONE 'UTC')
             AND ${SEEN} AND o.status <> 'Cancelled'
             AND i.product_id IS NOT NULL AND i.quantity > 0) AS sales
   GROUP BY sales.product_id
), ranked AS (
  SELECT sold.product_id, p.name, p.sold_by, sold.units, sold.revenue, sold.grams,
         row_number() OVER (ORDER BY sold.units DESC, sold.revenue DESC, p.name, sold.product_id) AS by_units,
         row_number() OVER (ORDER BY sold.revenue DESC, sold.units DESC, p.name, sold.product_id) AS by_revenue
    FROM sold JOIN product p ON p.id = sold.product_id
)
SELECT product_id AS "productId", name, sold_by AS "soldBy", units, revenue, grams,
       by_units AS "byUnits", by_revenue AS "byRevenue"
  FROM ranked
 WHERE by_units <= $2 OR by_revenue <= $2`;

/**
 * Refunds that succeeded, decided within the window (the refund row's creation), and the
 * orders whose refund stands failed now (staff should retry).
 */
export const REFUNDS_SQL = `
SELECT (SELECT count(*) FROM order_refund r
         WHERE r.status = 'succeeded' AND r.created_at >= ${WINDOW_START})::int AS count,
       (SELECT COALESCE(sum(r.amount_cents), 0) FROM order_refund r
         WHERE r.status = 'succeeded' AND r.created_at >= ${WINDOW_START})::bigint AS amount,
       (SELECT count(*) FROM "order" o WHERE o.refund_state = 'failed')::int AS failed`;
