import { isWeighed, toCents, type Product } from '@greencart/contracts';

/** The prices a product card or page shows, and what they are for. */
export interface ShownPrices {
  /** The price before the offer (struck through when higher than the offer). */
  price: number;
  offerPrice: number;
  /** `/ kg` for a product sold by weight ("LKR 480.00 / kg"); absent for a unit product. */
  per?: string;
  /**
   * True when the offer is below the price (compared in cents): only then is the price shown
   * as an MRP struck through. An offer equal to the price is simply the price.
   */
  discounted: boolean;
}

/**
 * A unit product shows its unit prices; a product sold by weight its prices per kg (its
 * `price`/`offerPrice` are one step's, which the cart multiplies by the steps chosen).
 */
export function shownPrices(product: Product): ShownPrices {
  if (isWeighed(product) && product.pricePerKg !== undefined) {
    const offerPrice = product.offerPricePerKg ?? product.pricePerKg;
    return {
      price: product.pricePerKg,
      offerPrice,
      per: '/ kg',
      discounted: toCents(offerPrice) < toCents(product.pricePerKg),
    };
  }
  return {
    price: product.price,
    offerPrice: product.offerPrice,
    discounted: toCents(product.offerPrice) < toCents(product.price),
  };
}
