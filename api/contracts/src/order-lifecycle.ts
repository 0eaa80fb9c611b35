/**
 * The order lifecycle (docs/ORDERS.md): one transition table, read by the API (which enforces
 * it) and by both remotes (which only offer what it allows). The API's `OrderTransitions`
 * is the only code that sets a status; the database refuses any other write.
 */

/** Order statuses, in lifecycle order; the order's `status` string shows them as written. */
export const ORDER_STATUSES = [
  'Order Placed',
  'Confirmed',
  'Packing',
  'Out for delivery',
  'Delivered',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Who moves an order: the shopper who owns it, shop staff (the seller portal), or the system
 * (payment webhooks, expiry jobs).
 */
export const ORDER_ACTORS = ['shopper', 'staff', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/**
 * Every allowed move and who may make it. Staff move an order forward one step at a time and
 * may cancel it until it is out for delivery; the shopper may cancel until packing starts.
 * Delivered is final; Cancelled is final for people. The one system move out of Cancelled is
 * an online payment that arrives after its checkout was cancelled (expired, or the payment
 * page failed): the money was taken, so the order is reinstated as Order Placed and sold.
 */
export const ORDER_TRANSITIONS: Readonly<
  Record<OrderStatus, Readonly<Partial<Record<OrderStatus, readonly OrderActor[]>>>>
> = {
  'Order Placed': {
    Confirmed: ['staff'],
    Cancelled: ['shopper', 'staff', 'system'],
  },
  // The system cancels a Confirmed or Packing order only when its card authorisation lapsed
  // before it was packed (a weighed order's hold, docs/ORDERS.md "Weighed orders").
  Confirmed: {
    Packing: ['staff'],
    Cancelled: ['shopper', 'staff', 'system'],
  },
  Packing: {
    'Out for delivery': ['staff'],
    Cancelled: ['staff', 'system'],
  },
  'Out for delivery': {
    Delivered: ['staff'],
  },
  Delivered: {},
  Cancelled: {
    'Order Placed': ['system'],
  },
};

/**
 * The statuses an order ends in: nothing more is delivered or charged (a payment arriving for
 * a cancelled checkout is the system's one way back, above).
 */
export const FINAL_ORDER_STATUSES = [
  'Delivered',
  'Cancelled',
] as const satisfies readonly OrderStatus[];

/** True when `value` is one of {@link ORDER_STATUSES}. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** True when `actor` may move an order from `from` to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return ORDER_TRANSITIONS[from]?.[to]?.includes(actor) ?? false;
}

/** The statuses `actor` may move an order in `from` to, in lifecycle order. */
export function nextStatuses(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canTransition(from, to, actor));
}

/**
 * Statuses of orders still under way: staff may still move them (read from the table), so a
 * delivery window they are booked into is still needed. Delivered and Cancelled have ended.
 */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => nextStatuses(status, 'staff').length > 0,
);

/** True when the shopper may still cancel an order in this status. */
export function shopperMayCancel(status: OrderStatus): boolean {
  return canTransition(status, 'Cancelled', 'shopper');
}

/** The steps a shopper's timeline shows for an order that is not cancelled. */
export const TIMELINE_STEPS: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => status !== 'Cancelled',
);

/** A status the order reached, and when it first did. */
export interface OrderTimelineStep {
  status: OrderStatus;
  at: string;
}

/**
 * The steps of an order's history: every status it moved into, in order, with the time of the
 * first move into it. A packing change (a short line, a substitute) is stored as a Packing →
 * Packing row with its own time; it is a note on the step, not the step, so it never moves
 * when Packing began.
 */
export function timelineOf(
  history: readonly { from: OrderStatus | null; to: OrderStatus; at: string }[],
): OrderTimelineStep[] {
  const steps: OrderTimelineStep[] = [];
  for (const entry of history) {
    if (entry.from === entry.to || steps.some((step) => step.status === entry.to)) continue;
    steps.push({ status: entry.to, at: entry.at });
  }
  return steps;
}

/** Digits of a human order number after its prefix: GC-000123. */
export const ORDER_NUMBER_DIGITS = 6;
export const ORDER_NUMBER_PREFIX = 'GC-';

/** The human order number of sequence value `n`: `GC-000123`. */
export function formatOrderNumber(n: number): string {
  return ORDER_NUMBER_PREFIX + String(n).padStart(ORDER_NUMBER_DIGITS, '0');
}

/**
 * The sequence value in a typed order number (`GC-000123`, `gc-123`, `#123`, `000123`), or
 * null when the text is not one.
 */
export function parseOrderNumber(text: string): number | null {
  const match = /^\s*(?:gc-?|#)?0*(\d{1,12})\s*$/i.exec(text);
  if (!match) return null;
  const n = Number(match[1]);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** State of the refund of an order's online payment. */
export const REFUND_STATES = ['pending', 'refunded', 'partially_refunded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** Order lists: page size when none is asked for, and the largest allowed. */
export const ORDER_PAGE_DEFAULT = 20;
export const ORDER_PAGE_MAX = 100;
/** Longest cancellation reason or status note staff may write. */
export const ORDER_NOTE_MAX = 500;

/**
 * What the shopper wants when a line is short at packing, chosen per cart line before
 * checkout: a refund (the default) or a similar product of the same category (they pay the
 * lower of the two prices).
 */
export const SUBSTITUTION_PREFERENCES = ['refund', 'similar'] as const;
export type SubstitutionPreference = (typeof SUBSTITUTION_PREFERENCES)[number];
export const SUBSTITUTION_LABELS: Record<SubstitutionPreference, string> = {
  refund: 'Refund if unavailable',
  similar: 'A similar product is fine',
};
