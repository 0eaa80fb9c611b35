import {
  allowedGrams,
  formatCents,
  formatGrams,
  holdLineCents,
  holdTotals,
  orderedGramsOf,
  taxLineLabel,
  type CartTotals,
  type TaxTerms,
} from '@greencart/contracts';
import type { CheckoutLine } from '../../payment/payment-provider.js';
import type { PricedOrder } from '../placement/order-pricing.service.js';
import { toleranceOf, weighableOfPriced } from '../fulfilment/order-weighing.js';
import type { OrderEntity } from '../order.entity.js';

/**
 * The lines of a priced order's payment page: one per product at its offer price, and the tax
 * and the delivery fee (when not free) as lines of their own, all in cents from the figures
 * the one money function produced. Throws when they do not add up to what the order charges
 * (its amount, or its hold), so a provider never charges a different figure.
 */
export function checkoutLines(order: OrderEntity, priced: PricedOrder): CheckoutLine[] {
  if (order.holdCents !== null) return holdLines(order, priced);
  const lines = priced.lines.map(discountedLine);
  return withTaxAndDelivery(order, lines, priced.totals, order.amountCents, priced.terms.tax);
}

/**
 * A line of the payment page at what it charges after its promotions (docs/PROMOTIONS.md): a
 * provider takes no negative lines, so a discount that splits evenly over the units lowers the
 * unit price, and one that does not makes the line one item of its discounted amount, named
 * with its quantity.
 */
function discountedLine({
  product,
  quantity,
  discountCents,
}: PricedOrder['lines'][number]): CheckoutLine {
  if (discountCents <= 0)
    return { name: product.name, quantity, unitCents: product.offerPriceCents };
  const amount = product.offerPriceCents * quantity - discountCents;
  if (discountCents % quantity === 0)
    return {
      name: `${product.name} (${formatCents(discountCents / quantity)} off each)`,
      quantity,
      unitCents: amount / quantity,
    };
  return {
    name: `${product.name} × ${quantity} (${formatCents(discountCents)} off)`,
    quantity: 1,
    unitCents: amount,
  };
}

/**
 * A weighed order's hold (docs/ORDERS.md, "Weighed orders"): each weighed line is one line
 * priced at its heaviest allowed weight (`holdLineCents`, "Tomatoes, up to 825 g (charged by
 * weight)"), unit lines as usual, and the tax and fee of that hold (`holdTotals`). They add up
 * to the stored `hold_cents` or nothing is sent.
 */
function holdLines(order: OrderEntity, priced: PricedOrder): CheckoutLine[] {
  const tolerance = toleranceOf(order);
  const weighable = priced.lines.map(weighableOfPriced);
  const lines = priced.lines.map(({ product, quantity }, i): CheckoutLine => {
    const line = weighable[i];
    const grams = orderedGramsOf(line);
    if (grams === null) return { name: product.name, quantity, unitCents: product.offerPriceCents };
    const upTo = formatGrams(allowedGrams(grams, tolerance).max);
    return {
      name: `${product.name}, up to ${upTo} (charged by weight)`,
      quantity: 1,
      unitCents: holdLineCents(line, tolerance),
    };
  });
  const totals = holdTotals(weighable, priced.totals.deliveryCents, tolerance, priced.terms.tax);
  return withTaxAndDelivery(order, lines, totals, order.holdCents ?? -1, priced.terms.tax);
}

/**
 * Adds the tax line (only when the tax is added: tax inside the prices is already in the
 * lines) and the delivery line; throws unless everything adds up to `expected` cents.
 */
function withTaxAndDelivery(
  order: OrderEntity,
  lines: CheckoutLine[],
  totals: CartTotals,
  expected: number,
  tax: TaxTerms,
): CheckoutLine[] {
  if (totals.taxCents > 0 && !totals.taxIncluded) {
    lines.push({ name: taxLineLabel(tax), quantity: 1, unitCents: totals.taxCents });
  }
  if (totals.deliveryCents > 0) {
    lines.push({ name: 'Delivery', quantity: 1, unitCents: totals.deliveryCents });
  }
  const charged = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  if (charged !== expected || charged !== totals.totalCents) {
    throw new Error(
      `order ${order.id}: payment lines add up to ${charged} cents, the order to ${expected}`,
    );
  }
  return lines;
}
