import { priceCart, toCents, type Order } from '@greencart/contracts';

/** The figures under an order's lines, in integer cents, adding up to the stored amount. */
export interface OrderTotals {
  subtotalCents: number;
  taxCents: number;
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
}

/**
 * Prices the order's lines with the one money function (`priceCart`: subtotal, 2 % tax
 * truncated to the cent, and the delivery fee stored with the order) and reconciles with the
 * amount the API stored, so every figure the page shows adds up exactly to that amount.
 */
export function orderTotals(order: Pick<Order, 'items' | 'amount' | 'deliveryFee'>): OrderTotals {
  // A weighed line costs its `lineAmount` (at the packed weight once weighed, else the
  // estimate): priced as one line of that amount, so tax is worked out as the API does.
  const lines = order.items.map((item) =>
    item.stepGrams && item.lineAmount !== undefined
      ? { offerPrice: item.lineAmount, quantity: 1 }
      : item,
  );
  const priced = priceCart(lines, {
    feeCents: toCents(order.deliveryFee ?? 0),
    freeFromCents: null,
  });
  const totalCents = toCents(order.amount);
  const difference = totalCents - priced.totalCents;
  return {
    subtotalCents: priced.subtotalCents,
    taxCents: priced.taxCents,
    deliveryCents: priced.deliveryCents,
    adjustmentCents: difference === 0 ? null : difference,
    totalCents,
  };
}
