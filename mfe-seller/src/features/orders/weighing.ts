import {
  MAX_PACKED_GRAMS,
  formatGrams,
  isPackedGrams,
  isWeighingStatus,
  kgToGrams,
  outOfRangeMessage,
  type Order,
  type OrderItem,
} from '@greencart/contracts';
import { sellerT } from '../../i18n/catalogue';

/** The unit staff read the scale in. */
export type ScaleUnit = 'kg' | 'g';

/** The grams a typed weight stands for, or the words saying why it cannot be read. */
export type ReadWeight = { grams: number } | { problem: string };

const G_TEXT = /^\d{1,6}$/;

/**
 * Reads what staff typed from the scale as whole grams, without floating point: kilograms
 * with at most 3 decimals ("0.94", "0,94", "1.25") or grams ("940"). Anything else, zero, or
 * more than {@link MAX_PACKED_GRAMS} is refused in words a packer understands.
 */
export function readWeight(text: string, unit: ScaleUnit): ReadWeight {
  const t = sellerT();
  const typed = text.trim();
  if (typed === '') return { problem: t('orders.weighing.enterWeight') };
  let grams: number;
  if (unit === 'kg') {
    const read = kgToGrams(typed);
    if (read === null) return { problem: t('orders.weighing.kilograms') };
    grams = read;
  } else {
    if (!G_TEXT.test(typed)) return { problem: t('orders.weighing.grams') };
    grams = Number(typed);
  }
  if (!isPackedGrams(grams)) {
    return { problem: t('orders.weighing.range', { max: formatGrams(MAX_PACKED_GRAMS) }) };
  }
  return { grams };
}

/** The grams a weighed line asks for now, or null for a line sold by the unit. */
export function orderedGramsOfItem(item: OrderItem): number | null {
  if (!item.stepGrams) return null;
  return item.orderedGrams ?? item.quantity * item.stepGrams;
}

/**
 * The refusal of a packed weight outside the line's allowed range (the API's own words,
 * `outOfRangeMessage`), or null when it is inside (or the API sent no range).
 */
export function rangeProblem(item: OrderItem, grams: number): string | null {
  const ordered = orderedGramsOfItem(item);
  const range = item.allowedGrams;
  if (ordered === null || !range) return null;
  // The range the API answered carries the shop's tolerance setting (`allowedGrams`).
  if (grams >= range.min && grams <= range.max) return null;
  return outOfRangeMessage(item.name, ordered, grams, range);
}

/**
 * True for a weighed line still waiting for its weight (lines packed short to none are done),
 * while its order may still be weighed: a cancelled or delivered order has nothing to weigh.
 */
export function awaitsWeight(item: OrderItem, order: Pick<Order, 'status'>): boolean {
  return (
    isWeighingStatus(order.status) &&
    Boolean(item.stepGrams) &&
    item.quantity > 0 &&
    item.packedGrams == null
  );
}

/**
 * The card was charged (or its capture is being confirmed): the order's weights can no longer
 * change, only a short pick refunds part of it (docs/ORDERS.md, "Weighed orders").
 */
export function cardCharged(order: Pick<Order, 'cardHold'>): boolean {
  const state = order.cardHold?.state;
  return state === 'capturing' || state === 'captured';
}
