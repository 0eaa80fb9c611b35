import type { OrderStatus } from './order-lifecycle.js';
import type { ApiSuccess } from './types.js';

/**
 * The seller dashboard (`GET /api/seller/dashboard`, permission `dashboard.read`; docs/STAFF.md
 * "Dashboard"). Every amount is integer cents; every day is a local day of the shop's time zone
 * (`SHOP_TIME_ZONE`, Asia/Colombo by default), named `YYYY-MM-DD`.
 *
 * An order counts once the shop sees it (cash on delivery, or paid online) and while it is not
 * Cancelled; it belongs to the local day it was placed. Its revenue is what the shop keeps:
 * COD — the cash collected once delivered, else the amount due (after packing changes);
 * online — what Stripe took minus what went back, never more than the order's amount.
 */

/** Days the dashboard looks back over (the chart, top products, refunds). */
export const DASHBOARD_DAYS = 30;
/** Products in each "top" table. */
export const DASHBOARD_TOP_PRODUCTS = 5;
/** Low-stock products listed (the count covers them all). */
export const DASHBOARD_LOW_STOCK_SHOWN = 10;
/** The statuses still to be worked on, in lifecycle order ("what needs packing now"). */
export const DASHBOARD_OPEN_STATUSES = [
  'Order Placed',
  'Confirmed',
  'Packing',
  'Out for delivery',
] as const satisfies readonly OrderStatus[];

/** Orders and revenue over some local days. */
export interface DashboardPeriod {
  /** Counted orders placed in the period. */
  orders: number;
  revenueCents: number;
  /** Revenue / orders, rounded to the cent; 0 without orders. */
  averageOrderCents: number;
  /** Seen orders placed in the period that are now Cancelled (not in `orders`). */
  cancelled: number;
}

/** One local day of the chart. */
export interface DashboardDay {
  /** `YYYY-MM-DD` in the shop's time zone. */
  date: string;
  orders: number;
  revenueCents: number;
}

/** One product of a "top" table (last {@link DASHBOARD_DAYS} days, counted orders). */
export interface DashboardProduct {
  productId: string;
  name: string;
  /** Units packed (after short picks); a line of a product sold by weight counts one. */
  units: number;
  /**
   * Revenue at packed amounts: units × the price on the order line; a weighed line at its packed
   * weight × its price per kg once weighed, else steps × the step's price.
   */
  revenueCents: number;
  /**
   * A product sold by weight: the weight sold, in grams (packed once weighed, else ordered);
   * screens show it in kg instead of the units. Absent for a unit product.
   */
  grams?: number;
}

/** One counted product at or below its low-stock threshold. */
export interface DashboardLowStockProduct {
  productId: string;
  name: string;
  /** On hand minus reserved (grams for a product sold by weight). */
  available: number;
  threshold: number;
  /** `weight` for a product sold by weight, whose amounts are grams; absent otherwise. */
  soldBy?: 'weight';
}

export interface SellerDashboard {
  /** The shop's time zone the days are in. */
  timeZone: string;
  /** Today's local date, `YYYY-MM-DD`. */
  today: string;
  /** Today; today and the 6 days before; today and the 29 days before. */
  periods: { today: DashboardPeriod; last7Days: DashboardPeriod; last30Days: DashboardPeriod };
  /** Seen orders in each open status now, whenever placed (every open status, 0 included). */
  openOrders: { status: (typeof DASHBOARD_OPEN_STATUSES)[number]; orders: number }[];
  lowStock: { count: number; products: DashboardLowStockProduct[] };
  topByUnits: DashboardProduct[];
  topByRevenue: DashboardProduct[];
  /** Refunds that succeeded in the last {@link DASHBOARD_DAYS} days; orders whose refund failed now. */
  refunds: { count: number; amountCents: number; failedOrders: number };
  /** The last {@link DASHBOARD_DAYS} local days, oldest first, today last (days without orders: 0). */
  daily: DashboardDay[];
}

/** `GET /api/seller/dashboard`. */
export type SellerDashboardResponse = ApiSuccess<{ dashboard: SellerDashboard }>;
