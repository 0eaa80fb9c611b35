import type { ApiSuccess } from './types.js';

/**
 * Today (`GET /api/seller/today`, permission `dashboard.read`: owner and manager; docs/TODAY.md):
 * what needs a person now, each a count that opens the order list filtered to exactly those
 * orders (`GET /api/order/seller?need=…`, the same SQL), and today's sales so far.
 */

/** `GET /api/seller/today`. */
export const SELLER_TODAY_PATH = '/api/seller/today';

/**
 * What needs a person, each a filter of the order list (`need=`), in the order Today shows them:
 * - `unconfirmed`: placed more than the shop's `unconfirmedAlertMinutes` ago and still not
 *   confirmed;
 * - `due`: not yet packed (placed, confirmed or packing) and its delivery window starts within
 *   {@link TODAY_DUE_HOURS} hours (or has already begun);
 * - `toWeigh`: weighed lines still without a weight, before the order goes out;
 * - `paymentCheck`: a card payment staff must look at (a lost capture answer, figures that
 *   disagree: docs/ORDERS.md "Payment checks");
 * - `refundFailed`: the payment provider refused a refund (retry it);
 * - `holdExpiring`: a card hold still waiting for its capture that lapses within
 *   {@link AUTHORISATION_WARN_HOURS} hours;
 * - `cashToReconcile`: cash orders delivered in the last {@link TODAY_CASH_DAYS} days with no
 *   cash figure or less cash than was due.
 */
export const TODAY_NEEDS = [
  'unconfirmed',
  'due',
  'toWeigh',
  'paymentCheck',
  'refundFailed',
  'holdExpiring',
  'cashToReconcile',
] as const;
export type TodayNeed = (typeof TODAY_NEEDS)[number];

export function isTodayNeed(value: unknown): value is TodayNeed {
  return typeof value === 'string' && (TODAY_NEEDS as readonly string[]).includes(value);
}

/** "Due": windows starting within this many hours (or already begun). */
export const TODAY_DUE_HOURS = 2;
/** "Cash to reconcile": cash orders placed within this many days. */
export const TODAY_CASH_DAYS = 7;

/** The unconfirmed alert's minutes: the default and the range a shop may set. */
export const UNCONFIRMED_ALERT_MINUTES = { default: 15, min: 1, max: 1440 } as const;

/** What Today calls each count (the tile's label; the order list's filter says the same). */
export const TODAY_NEED_LABELS: Readonly<Record<TodayNeed, string>> = {
  unconfirmed: 'Waiting for confirmation',
  due: 'Due soon, not packed',
  toWeigh: 'To weigh',
  paymentCheck: 'Payments to check',
  refundFailed: 'Refunds failed',
  holdExpiring: 'Card holds expiring',
  cashToReconcile: 'Cash to reconcile',
};

/** A sentence under each tile: what exactly is counted (`minutes`: the shop's setting). */
export function todayNeedHint(need: TodayNeed, minutes: number): string {
  switch (need) {
    case 'unconfirmed':
      return `Placed more than ${minutes} min ago, not confirmed`;
    case 'due':
      return `Window starts within ${TODAY_DUE_HOURS} h, not out yet`;
    case 'toWeigh':
      return 'Weighed products still without a weight';
    case 'paymentCheck':
      return 'Card payments staff must look at';
    case 'refundFailed':
      return 'Refused by the payment provider: retry';
    case 'holdExpiring':
      return 'Card holds lapsing within a day';
    case 'cashToReconcile':
      return `Delivered cash orders, no figure or short (${TODAY_CASH_DAYS} days)`;
  }
}

/** Today's sales so far (the shop's local day): counted orders, as the dashboard counts them. */
export interface TodaySales {
  /** Orders placed today the shop sees and that are not Cancelled. */
  orders: number;
  /**
   * Their revenue at packed amounts, cents: COD — the cash collected once delivered, else the
   * amount due after packing; online — what was captured less refunds, or, while a card hold
   * still waits for its capture, the order's amount (its packed total once weighed).
   */
  revenueCents: number;
  /** Units of products sold by the unit. */
  units: number;
  /** Grams of products sold by weight (packed once weighed, else ordered); shown in kg. */
  grams: number;
}

export interface SellerToday {
  /** When the counts were read (ISO). */
  at: string;
  /** `YYYY-MM-DD` of today in the shop's time zone. */
  today: string;
  /** The shop's setting the `unconfirmed` count used. */
  unconfirmedMinutes: number;
  /** Orders needing each thing now. */
  needs: Record<TodayNeed, number>;
  /** Counted products at or below their low-stock threshold (the low-stock page lists them). */
  lowStock: number;
  sales: TodaySales;
}

export type SellerTodayResponse = ApiSuccess<{ today: SellerToday }>;
