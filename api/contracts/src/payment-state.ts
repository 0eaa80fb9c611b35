import { MAX_ORDER_TOTAL_CENTS } from './limits.js';
import { formatCents } from './format.js';
import { isRupeeAmount, toCents } from './money.js';
import type { OrderStatus } from './order-lifecycle.js';

/**
 * What the shopper and staff read as an order's payment (docs/ORDERS.md, "Cash on delivery"):
 * paid (online at checkout, or cash recorded at delivery), still to be paid, or never charged
 * because it was cancelled before any money changed hands. One function, used by the API's
 * `payment` filter and by every screen that shows the state, so they always agree.
 */
export const PAYMENT_STATES = ['paid', 'pending', 'not_charged'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  paid: 'Paid',
  pending: 'Pending',
  not_charged: 'Not charged',
};

/** The payment state of an order from its `isPaid` and `status`. */
export function paymentState(order: { isPaid: boolean; status: OrderStatus }): PaymentState {
  if (order.isPaid) return 'paid';
  return order.status === 'Cancelled' ? 'not_charged' : 'pending';
}

/** "Paid", "Pending" or "Not charged". */
export function paymentLabel(order: { isPaid: boolean; status: OrderStatus }): string {
  return PAYMENT_STATE_LABELS[paymentState(order)];
}

/**
 * True when `value` can be the cash collected for an order: a finite number of rupees from
 * 0 to the largest order total, with at most two decimals. Whether it fits the order (never
 * more than the amount due) is checked against the order itself.
 */
export function isValidCashAmount(value: unknown): value is number {
  return isRupeeAmount(value, 0, MAX_ORDER_TOTAL_CENTS / 100);
}

/** The message for a cash amount {@link isValidCashAmount} refuses. */
export const CASH_AMOUNT_MESSAGE =
  'The cash collected must be an amount in rupees from 0 with at most 2 decimals';

/** What is wrong with the cash staff record on delivering an order, and in which field. */
export interface CashProblem {
  field: 'cashCollected' | 'note';
  message: string;
}

/**
 * The rule of the Deliver step of a cash-on-delivery order, shared by the API and the seller
 * portal: the cash collected is never more than the amount due (the change goes back to the
 * customer: the books keep what the shop kept), and less needs a note saying why, so the
 * shortfall can be followed up. Null when the cash may be recorded.
 */
export function cashCollectedProblem(
  collected: unknown,
  dueCents: number,
  note: string | null | undefined,
): CashProblem | null {
  if (!isValidCashAmount(collected))
    return { field: 'cashCollected', message: CASH_AMOUNT_MESSAGE };
  const cents = toCents(collected);
  if (cents > dueCents) {
    return {
      field: 'cashCollected',
      message: `The cash collected (${formatCents(cents)}) cannot be more than the amount due (${formatCents(dueCents)}): give the change back`,
    };
  }
  if (cents < dueCents && !note?.trim()) {
    return {
      field: 'note',
      message: `${formatCents(cents)} is less than the ${formatCents(dueCents)} due: please say why in the note`,
    };
  }
  return null;
}

/** Where a card payment stands at the provider, as staff read it on a payment check. */
export const PROVIDER_PAYMENT_STATUSES = [
  'pending',
  'authorised',
  'captured',
  'cancelled',
  'failed',
] as const;
export type ProviderPaymentStatus = (typeof PROVIDER_PAYMENT_STATUSES)[number];

/**
 * A card payment whose true state staff must see (docs/ORDERS.md, "Payment checks"): the
 * answer to a capture was lost, or the provider's figures disagree with the order's. Shown
 * on the seller's order until the payment has been read and reconciled.
 */
export interface OrderPaymentCheck {
  /** What happened, in words ("A capture of LKR 229.50 was sent … no answer came back"). */
  reason: string;
  /** Since when (ISO). */
  since: string;
  /** The provider's figures when last read, rupees; null while it could not be read. */
  provider: {
    status: ProviderPaymentStatus;
    amount: number;
    captured: number;
    refunded: number;
    /** When they were read (ISO). */
    checkedAt: string;
  } | null;
}
