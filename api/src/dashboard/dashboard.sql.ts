import { DASHBOARD_DAYS, DASHBOARD_OPEN_STATUSES } from '@greencart/contracts';

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
 * due (after packing changes); online — what Stripe took minus what went back, never more than
 * the order's amount (a short pick's refund still pending is already off).
 */
const REVENUE = `CASE WHEN o.payment_type = 'COD'
    THEN COALESCE(o.cash_collected_cents, o.amount_cents)
    ELSE LEAST(o.amount_cents, o.paid_cents - o.refunded_cents) END`;

/**
 * One row per local day of the window, oldest first, days without orders included:
 * counted orders (seen, not Cancelled), their revenue, and seen orders now Cancelled.
 */
export const DAILY_SQL = `
WITH placed AS (
  SELECT (o.created_at AT TIME ZONE $1::text)::date AS day,
         o.status = 'Cancelled' AS cancelled,
         ${REVENUE} AS revenue
    FROM "order" o
   WHERE o.created_at >= ${WINDOW_START} AND ${SEEN}
), days AS (
  SELECT ${TODAY} - back AS day FROM generate_series(0, ${DASHBOARD_DAYS - 1}) AS back
)
SELECT to_char(days.day::timestamp, 'YYYY-MM-DD') AS date,
       count(placed.day) FILTER (WHERE NOT placed.cancelled)::int AS orders,
       COALESCE(sum(placed.revenue) FILTER (WHERE NOT placed.cancelled), 0)::bigint AS revenue,
       count(placed.day) FILTER (WHERE placed.cancelled)::int AS cancelled
  FROM days LEFT JOIN placed ON placed.day = days.day
 GROUP BY days.day
 ORDER BY days.day`;

/** Seen orders in each open status, whenever placed (`$1` here: the open statuses). */
export const OPEN_ORDERS_SQL = `
SELECT o.status, count(*)::int AS orders
  FROM "order" o
 WHERE o.status = ANY($1::text[]) AND ${SEEN}
 GROUP BY o.status`;

export const OPEN_STATUSES: readonly string[] = DASHBOARD_OPEN_STATUSES;

/**
 * Products sold in the window's counted orders (units packed, units × line price), ranked both
 * ways; `$2` = how many of each. Lines whose product was deleted are left out.
 */
export const TOP_PRODUCTS_SQL = `
WITH sold AS (
  SELECT i.product_id, COALESCE(p.name, max(i.name)) AS name,
         sum(i.quantity)::int AS units,
         sum(i.quantity::bigint * i.offer_price_cents)::bigint AS revenue
    FROM "order" o
    JOIN order_item i ON i.order_id = o.id
    LEFT JOIN product p ON p.id = i.product_id
   WHERE o.created_at >= ${WINDOW_START} AND ${SEEN} AND o.status <> 'Cancelled'
     AND i.product_id IS NOT NULL AND i.quantity > 0
   GROUP BY i.product_id, p.name
), ranked AS (
  SELECT sold.*,
         row_number() OVER (ORDER BY units DESC, revenue DESC, name, product_id) AS by_units,
         row_number() OVER (ORDER BY revenue DESC, units DESC, name, product_id) AS by_revenue
    FROM sold
)
SELECT product_id AS "productId", name, units, revenue, by_units AS "byUnits", by_revenue AS "byRevenue"
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
