import { holdTotals, isWeighed, toCents, type CartTotals } from '@greencart/contracts';
import { orderableLines, type CartLineItem } from './cartLines';

/** What the checkout says when the cart has weighed products: its total is an estimate. */
export interface CartEstimate {
  /**
   * What a card is authorised for (the hold): each weighed line at the heaviest weight the
   * shop may pack (`holdTotals`), tax and the delivery fee, in cents.
   */
  holdCents: number;
}

/**
 * The estimate of a cart with products sold by weight, or null when every line is sold by
 * the unit (its total is exact). The hold is worked out with the contracts' money rules and
 * the default tolerance, as the API authorises it.
 */
export function cartEstimate(
  lines: readonly CartLineItem[],
  totals: Pick<CartTotals, 'deliveryCents'>,
): CartEstimate | null {
  const orderable = orderableLines(lines);
  if (!orderable.some((line) => isWeighed(line.product))) return null;
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
  );
  return { holdCents: hold.totalCents };
}
