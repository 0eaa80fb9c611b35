import {
  holdTotals,
  isWeighed,
  toCents,
  type CartTotals,
  type TaxTerms,
} from '@greencart/contracts';
import { orderableLines, type CartLineItem } from './cartLines';

/** What the checkout says when the cart has weighed products: its total is an estimate. */
export interface CartEstimate {
  /** The shop's weight tolerance, percent either way; null until the settings have arrived. */
  tolerancePercent: number | null;
  /**
   * What a card is authorised for (the hold): each weighed line at the heaviest weight the
   * shop may pack (`holdTotals`), tax and the delivery fee, in cents; null until the tolerance
   * is known (a guess would show a wrong amount).
   */
  holdCents: number | null;
}

/** True when one of the lines is sold by weight. */
export function hasWeighedLine(lines: readonly CartLineItem[]): boolean {
  return lines.some((line) => isWeighed(line.product));
}

/**
 * The estimate of a cart with products sold by weight, or null when every line is sold by
 * the unit (its total is exact). The hold is worked out with the contracts' money rules and
 * the shop's tolerance (`GET /api/shop/settings`), as the API authorises it.
 */
export function cartEstimate(
  lines: readonly CartLineItem[],
  totals: Pick<CartTotals, 'deliveryCents'>,
  tolerancePercent: number | null,
  tax?: TaxTerms,
): CartEstimate | null {
  const orderable = orderableLines(lines);
  if (!hasWeighedLine(orderable)) return null;
  if (tolerancePercent === null) return { tolerancePercent, holdCents: null };
  const hold = holdTotals(
    orderable.map(({ product, quantity }) => {
      const weighed = isWeighed(product);
      return {
        unitCents: toCents(product.offerPrice),
        quantity,
        stepGrams: weighed ? product.stepGrams : null,
        pricePerKgCents:
          weighed && product.offerPricePerKg !== undefined
            ? toCents(product.offerPricePerKg)
            : null,
        packedGrams: null,
      };
    }),
    totals.deliveryCents,
    tolerancePercent,
    tax,
  );
  return { tolerancePercent, holdCents: hold.totalCents };
}
