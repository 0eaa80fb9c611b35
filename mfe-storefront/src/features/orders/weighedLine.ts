import {
  formatCents,
  linesToWeigh,
  formatGrams,
  formatPerKg,
  packedLineText,
  paymentLabel,
  paymentState,
  toCents,
  type Order,
  type OrderItem,
} from '@greencart/contracts';

/** What the shopper reads about a line sold by weight, and what it costs now. */
export interface WeighedLineFacts {
  /**
   * "ordered 1 kg · packed 0.94 kg · LKR 451.20" once weighed; before, "750 g at
   * LKR 480.00 / kg".
   */
  text: string;
  /** What the line costs now, in cents (the packed price once weighed, else the estimate). */
  cents: number;
  /** True until staff weighed it: the amount is an estimate. */
  estimated: boolean;
}

/**
 * The facts of a weighed line, or null for a line sold by the unit. `weighing`: the order may
 * still be weighed (`isWeighingStatus`); a cancelled or delivered order has no estimate left.
 */
export function weighedLineFacts(item: OrderItem, weighing: boolean): WeighedLineFacts | null {
  if (!item.stepGrams) return null;
  const ordered = item.orderedGrams ?? item.quantity * item.stepGrams;
  const cents =
    item.lineAmount !== undefined
      ? toCents(item.lineAmount)
      : toCents(item.offerPrice) * item.quantity;
  if (item.packedGrams != null) {
    return { text: packedLineText(ordered, item.packedGrams, cents), cents, estimated: false };
  }
  const perKg = item.pricePerKg !== undefined ? ` at ${formatPerKg(item.pricePerKg)}` : '';
  return {
    text: `${formatGrams(ordered)}${perKg}`,
    cents,
    estimated: weighing && item.quantity > 0,
  };
}

/**
 * True while some weighed line of the order waits for its weight: its total is an estimate
 * (never once the order is cancelled or has left the shop: `linesToWeigh`).
 */
export function isEstimate(order: Pick<Order, 'toWeigh' | 'status'>): boolean {
  return linesToWeigh(order) > 0;
}

/** "LKR 340.80", the amount of a line as the shopper's pages write it. */
export function lineMoney(facts: WeighedLineFacts): string {
  return formatCents(facts.cents);
}

/**
 * The payment badge's words: a card hold not captured yet reads "Card authorised" (the money
 * is taken only after weighing), else the shop's usual label (`paymentLabel`).
 */
export function paymentBadge(order: Order): { text: string; paid: boolean } {
  if (order.cardHold?.state === 'authorised') return { text: 'Card authorised', paid: false };
  return { text: paymentLabel(order), paid: paymentState(order) === 'paid' };
}
