import {
  formatCents,
  linesToWeigh,
  formatGrams,
  formatKg,
  formatPerKg,
  packedLineText,
  paymentLabel,
  paymentState,
  toCents,
  type Order,
  type OrderItem,
} from '@greencart/contracts';
import type { TFunction } from '@greencart/shared-ui/i18n';

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
export function weighedLineFacts(
  item: OrderItem,
  weighing: boolean,
  /** The page's words; without it, English. */
  t?: TFunction,
): WeighedLineFacts | null {
  if (!item.stepGrams) return null;
  const ordered = item.orderedGrams ?? item.quantity * item.stepGrams;
  const cents =
    item.lineAmount !== undefined
      ? toCents(item.lineAmount)
      : toCents(item.offerPrice) * item.quantity;
  if (item.packedGrams != null) {
    const text = t
      ? t('orders.packedLine', {
          ordered: formatGrams(ordered),
          packed: formatKg(item.packedGrams),
          amount: formatCents(cents),
        })
      : packedLineText(ordered, item.packedGrams, cents);
    return { text, cents, estimated: false };
  }
  const weight = formatGrams(ordered);
  const text =
    item.pricePerKg === undefined
      ? weight
      : t
        ? t('checkout.weightAt', { weight, price: formatPerKg(item.pricePerKg) })
        : `${weight} at ${formatPerKg(item.pricePerKg)}`;
  return {
    text,
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
export function paymentBadge(order: Order, t?: TFunction): { text: string; paid: boolean } {
  if (order.cardHold?.state === 'authorised') {
    return { text: t ? t('orders.cardAuthorised') : 'Card authorised', paid: false };
  }
  const state = paymentState(order);
  return {
    text: t ? t(`orders.paymentState.${state}`) : paymentLabel(order),
    paid: state === 'paid',
  };
}
