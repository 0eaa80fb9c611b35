import {
  priceCart,
  toCents,
  type CartQuote,
  type CartItems,
  type CartTotals,
  type DeliveryCharge,
  type Product,
  type TaxTerms,
} from '@greencart/contracts';

/** One cart line with its product. */
export interface CartLineItem {
  product: Product;
  quantity: number;
}

/**
 * The cart's lines, in the catalogue's order. Ids the catalogue does not know are left
 * out (the server drops them at the next save).
 */
export function cartLines(items: CartItems, products: readonly Product[]): CartLineItem[] {
  return products
    .filter((product) => (items[product._id] ?? 0) > 0)
    .map((product) => ({ product, quantity: items[product._id] }));
}

/** Lines that can be ordered now: out-of-stock products are shown but neither priced nor sent. */
export function orderableLines(lines: readonly CartLineItem[]): CartLineItem[] {
  return lines.filter((line) => line.product.inStock);
}

/**
 * The order summary's figures, from the one money function in contracts, with the delivery
 * zone's fee and threshold (none known: free, as the server prices the default zone) and the
 * shop's tax terms (shop settings: the API prices the order by the same).
 */
export function cartTotals(
  lines: readonly CartLineItem[],
  delivery?: DeliveryCharge | null,
  tax?: TaxTerms,
  promotions?: CartPromotions | null,
): CartTotals {
  return priceCart(
    orderableLines(lines).map((l) => ({
      offerPrice: l.product.offerPrice,
      quantity: l.quantity,
      discountCents: promotions?.discountCents.get(l.product._id) ?? 0,
    })),
    promotions?.freeDelivery ? null : delivery,
    tax,
  );
}

/** What the cart quote's promotions take off (docs/PROMOTIONS.md), by product, in cents. */
export interface CartPromotions {
  discountCents: ReadonlyMap<string, number>;
  freeDelivery: boolean;
}

/** The quote's figures as {@link cartTotals} reads them. */
export function cartPromotions(quote: CartQuote | null | undefined): CartPromotions | null {
  if (!quote) return null;
  return {
    discountCents: new Map(quote.lines.map((l) => [l.product, toCents(l.discount)])),
    freeDelivery: quote.freeDelivery,
  };
}
