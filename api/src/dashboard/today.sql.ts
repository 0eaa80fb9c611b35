import {
  AUTHORISATION_WARN_HOURS,
  TODAY_CASH_DAYS,
  TODAY_DUE_HOURS,
  TODAY_NEEDS,
  UNCONFIRMED_ALERT_MINUTES,
  WEIGHING_STATUSES,
  type TodayNeed,
} from '@greencart/contracts';
import { LINE_GRAMS_SQL } from '../database/migrations/1764036000001-DashboardWeighedSales.js';

/**
 * Today's SQL (docs/TODAY.md): one predicate per thing that needs a person, written once and
 * used twice — counted by `GET /api/seller/today` and listed by the order list's `need=`
 * filter — so a tile's count and the list it opens always agree. Each predicate leads with
 * the columns of an index, so counting reads only the rows it counts:
 *
 * | need              | index                                                             |
 * | unconfirmed       | `idx_order_status_created_at` (status = 'Order Placed', created_at <) |
 * | due               | `idx_order_status_created_at` (the three statuses before packed)  |
 * | toWeigh           | `idx_order_status_created_at`, then `idx_order_item_order_id`     |
 * | paymentCheck      | `idx_order_payment_check` (partial: payment_check IS NOT NULL)    |
 * | refundFailed      | `idx_order_refund_failed` (partial)                               |
 * | holdExpiring      | `idx_order_hold_authorised` (partial, on authorised_until)        |
 * | cashToReconcile   | `idx_order_cash_to_reconcile` (partial, migration TodayIndexes)   |
 *
 * No parameters: CAST rather than `::` and literals only, so TypeORM's query builder takes
 * them as they are. `o` is the order table's alias as the statement names it.
 */

/** An order the shop sees: cash on delivery, or paid online (the lists' and dashboard's rule). */
const seen = (o: string) => `(${o}."payment_type" = 'COD' OR ${o}."is_paid")`;

/** The shop's unconfirmed-alert minutes, read in the statement itself (one InitPlan). */
export const UNCONFIRMED_MINUTES_SQL = `COALESCE((SELECT CAST(s."profile"->>'unconfirmedAlertMinutes' AS integer)
  FROM "shop_settings" s WHERE s."id" = 1), ${UNCONFIRMED_ALERT_MINUTES.default})`;

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** Not packed yet: still before Out for delivery. */
const NOT_PACKED = quoted(['Order Placed', 'Confirmed', 'Packing']);

/** Cash orders with no figure or less than due (the partial index's predicate, exactly). */
export const CASH_SHORT_SQL = (o: string) =>
  `${o}."payment_type" = 'COD' AND ${o}."status" = 'Delivered'
   AND (${o}."cash_collected_cents" IS NULL
        OR ${o}."cash_collected_cents" < ${o}."amount_cents" + COALESCE(${o}."rounding_cents", 0))`;

/** The predicate of each need, on the order table aliased `o`. */
export function todayNeedSql(need: TodayNeed, o: string): string {
  switch (need) {
    case 'unconfirmed':
      return `${o}."status" = 'Order Placed' AND ${seen(o)}
        AND ${o}."created_at" < now() - make_interval(mins => ${UNCONFIRMED_MINUTES_SQL})`;
    case 'due':
      return `${o}."status" IN (${NOT_PACKED}) AND ${seen(o)} AND ${o}."delivery_window" IS NOT NULL
        AND CAST(${o}."delivery_window"->>'start' AS timestamptz) < now() + interval '${TODAY_DUE_HOURS} hours'`;
    case 'toWeigh':
      return `${o}."status" IN (${quoted(WEIGHING_STATUSES)}) AND ${seen(o)} AND EXISTS (
        SELECT 1 FROM "order_item" w WHERE w."order_id" = ${o}."id"
           AND w."step_grams" IS NOT NULL AND w."packed_grams" IS NULL AND w."quantity" > 0)`;
    case 'paymentCheck':
      return `${o}."payment_check" IS NOT NULL`;
    case 'refundFailed':
      return `${o}."refund_state" = 'failed'`;
    case 'holdExpiring':
      return `${o}."hold_state" = 'authorised'
        AND ${o}."authorised_until" < now() + interval '${AUTHORISATION_WARN_HOURS} hours'`;
    case 'cashToReconcile':
      return `${CASH_SHORT_SQL(o)}
        AND ${o}."created_at" >= now() - interval '${TODAY_CASH_DAYS} days'`;
  }
}

/** Local midnight today in the shop's time zone (`$1`), as an instant. */
const TODAY_START = `(CAST(CAST(now() AT TIME ZONE $1::text AS date) AS timestamp) AT TIME ZONE $1::text)`;

/**
 * Revenue of an order at packed amounts: COD — the cash collected once delivered, else the
 * amount due after packing; online — captured less refunded (never more than the amount), or,
 * while a card hold waits for its capture, the order's amount (the packed total once weighed).
 */
const PACKED_REVENUE = `CASE WHEN o."payment_type" = 'COD' THEN COALESCE(o."cash_collected_cents", o."amount_cents")
    WHEN o."hold_state" = 'authorised' THEN o."amount_cents"
    ELSE LEAST(o."amount_cents", o."paid_cents" - o."refunded_cents") END`;

/**
 * Everything Today shows in one statement (`$1` the shop's time zone): each need's count, the
 * low-stock count (the products table is the catalogue, small beside the orders; the rule is
 * the low-stock page's), today's local date and today's sales (orders placed since local
 * midnight through `idx_order_created_at`, their lines through `idx_order_item_order_id`).
 */
export const TODAY_SQL = `
WITH placed AS (
  SELECT o."id", ${PACKED_REVENUE} AS revenue
    FROM "order" o
   WHERE o."created_at" >= ${TODAY_START} AND ${seen('o')} AND o."status" <> 'Cancelled'
), lines AS (
  SELECT COALESCE(sum(CASE WHEN i."step_grams" IS NULL THEN i."quantity" ELSE 0 END), 0) AS units,
         COALESCE(sum(${LINE_GRAMS_SQL('i')}), 0) AS grams
    FROM placed JOIN "order_item" i ON i."order_id" = placed."id"
   WHERE i."quantity" > 0
)
SELECT ${TODAY_NEEDS.map(
  (need) => `(SELECT count(*) FROM "order" o WHERE ${todayNeedSql(need, 'o')})::int AS "${need}"`,
).join(',\n       ')},
       (SELECT count(*) FROM "product" p
         WHERE p."archived_at" IS NULL AND p."on_hand" IS NOT NULL
           AND p."on_hand" - p."reserved" <= p."low_stock_threshold")::int AS "lowStock",
       ${UNCONFIRMED_MINUTES_SQL}::int AS "unconfirmedMinutes",
       to_char(now() AT TIME ZONE $1::text, 'YYYY-MM-DD') AS "today",
       (SELECT count(*) FROM placed)::int AS "orders",
       (SELECT COALESCE(sum(revenue), 0) FROM placed)::bigint AS "revenue",
       lines.units::bigint AS "units", lines.grams::bigint AS "grams"
  FROM lines`;
