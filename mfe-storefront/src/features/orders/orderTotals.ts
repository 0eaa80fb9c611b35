import {
  orderTaxTerms,
  priceCart,
  taxLineLabel,
  toCents,
  type Order,
  type TaxTerms,
} from '@greencart/contracts';

/** The figures under an order's lines, in integer cents, adding up to the stored amount. */
export interface OrderTotals {
  subtotalCents: number;
  /** What promotions took off the goods (docs/PROMOTIONS.md); 0 when nothing. */
  discountCents: number;
  taxCents: number;
  /** The tax line's words, as the cart said them (`Tax (2%)`, `Includes tax (8%)`). */
  taxLabel: string;
  /** The tax terms the order was priced with (for the label in the page's language). */
  tax: TaxTerms;
  /**
   * The delivery fee the order was placed with (docs/DELIVERY.md); 0 is shown as Free, so the
   * shopper sees it was not forgotten.
   */
  deliveryCents: number;
  /**
   * What the stored amount is below the lines priced today (money already given back); null
   * when the two agree. Positive when the stored amount is above them (never expected).
   */
  adjustmentCents: number | null;
  /** The order's stored amount: what the shopper was charged or will pay. */
  totalCents: number;
  /**
   * A cash-on-delivery order rounded to the rupee: what is asked at the door and the rounding
   * in it (docs/PAYMENTS.md "Cash rounding"); null when not rounded.
   */
  cash: { dueCents: number; roundingCents: number } | null;
}

/**
 * Prices the order's lines with the one money function (`priceCart`: subtotal, the tax terms
 * the order was placed under, and the delivery fee stored with the order) and reconciles with the
 * amount the API stored, so every figure the page shows adds up exactly to that amount.
 */
export function orderTotals(
  order: Pick<
    Order,
    'items' | 'amount' | 'deliveryFee' | 'taxPercent' | 'pricesIncludeTax' | 'rounding'
  >,
): OrderTotals {
  const tax = orderTaxTerms(order);
  // A weighed line costs its `lineAmount` (at the packed weight once weighed, else the
  // estimate): priced as one line of that amount, so tax is worked out as the API does.
  const lines = order.items.map((item) => ({
    ...(item.stepGrams && item.lineAmount !== undefined
      ? { offerPrice: item.lineAmount, quantity: 1 }
      : { offerPrice: item.offerPrice, quantity: item.quantity }),
    // What promotions took off the line (docs/PROMOTIONS.md).
    discountCents: toCents(item.discount ?? 0),
  }));
  const priced = priceCart(
    lines,
    { feeCents: toCents(order.deliveryFee ?? 0), freeFromCents: null },
    tax,
  );
  const totalCents = toCents(order.amount);
  const difference = totalCents - priced.totalCents;
  return {
    subtotalCents: priced.subtotalCents,
    discountCents: priced.discountCents,
    taxCents: priced.taxCents,
    taxLabel: taxLineLabel(tax),
    tax,
    deliveryCents: priced.deliveryCents,
    adjustmentCents: difference === 0 ? null : difference,
    totalCents,
    cash:
      order.rounding === null || order.rounding === undefined
        ? null
        : {
            dueCents: totalCents + toCents(order.rounding),
            roundingCents: toCents(order.rounding),
          },
  };
}
