import { MAX_PRICE, MIN_PRICE } from './limits.js';

/**
 * Money rules. Amounts travel as rupees with at most two decimals;
 * every computation runs in integer cents so the cart page, the stored order amount and
 * the Stripe line items always agree to the cent.
 */

/** Tax rate in percent of the cart subtotal. */
export const TAX_PERCENT = 2;

/** Currency prefix shown before every amount. */
export const CURRENCY_PREFIX = 'LKR ';

/** ISO currency code used for card payments. */
export const CURRENCY_CODE = 'lkr';

/** Rupees (a number with at most two decimals) to integer cents. */
export function toCents(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Integer cents to rupees (a number with at most two decimals). */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * True when `value` is a number of rupees from `min` to `max` with at most two decimals: the
 * one check of every amount people type (`1e-7` and `0.001` are not amounts: they would round
 * to 0 cents).
 */
export function isRupeeAmount(value: unknown, min: number, max: number): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= min &&
    value <= max &&
    Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
  );
}

/** True when `value` is a price: {@link MIN_PRICE} (LKR 0.01) to {@link MAX_PRICE}, two decimals. */
export function isValidPrice(value: unknown): value is number {
  return isRupeeAmount(value, MIN_PRICE, MAX_PRICE);
}

/**
 * The offer price (what is charged) is never above the price. True unless both are prices
 * ({@link isValidPrice}) and the offer is the higher: a value that is not a price is refused
 * by its own rule, not this one.
 */
export function offerPriceFits(price: unknown, offerPrice: unknown): boolean {
  if (!isValidPrice(price) || !isValidPrice(offerPrice)) return true;
  return toCents(offerPrice) <= toCents(price);
}

/** One priced line of a cart or order: the unit offer price in rupees and a quantity. */
export interface PricedLine {
  offerPrice: number;
  quantity: number;
}

/** The totals of a cart or order, in integer cents. */
export interface CartTotals {
  subtotalCents: number;
  taxCents: number;
  /** The delivery fee charged (0: free delivery). Not taxed. */
  deliveryCents: number;
  totalCents: number;
}

/**
 * What delivery costs an order (the zone's terms, docs/DELIVERY.md): the fee, and the goods
 * subtotal from which delivery is free (null: the fee always applies). An order already placed
 * is repriced with its stored fee and no threshold, so a packing change never adds or drops it.
 */
export interface DeliveryCharge {
  feeCents: number;
  freeFromCents: number | null;
}

/** The fee `charge` asks of a cart whose goods come to `subtotalCents`; no charge: free. */
export function deliveryFeeCents(subtotalCents: number, charge?: DeliveryCharge | null): number {
  if (!charge || !(charge.feeCents > 0)) return 0;
  if (charge.freeFromCents !== null && subtotalCents >= charge.freeFromCents) return 0;
  return charge.feeCents;
}

/** One priced line in integer cents: the unit offer price and a quantity. */
export interface CentsLine {
  unitCents: number;
  quantity: number;
}

/**
 * The money core: subtotal = Σ unit price × quantity; tax = 2 % of the subtotal (the goods
 * only, never the delivery fee) truncated to the cent; delivery = the zone's fee unless the
 * subtotal reaches its free-delivery threshold ({@link deliveryFeeCents}; no charge given:
 * free, the spec's "shipping free"); total = subtotal + tax + delivery. Integer cents in and out.
 */
export function priceCartCents(
  lines: readonly CentsLine[],
  delivery?: DeliveryCharge | null,
): CartTotals {
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0);
  const taxCents = Math.floor((subtotalCents * TAX_PERCENT) / 100);
  const deliveryCents = deliveryFeeCents(subtotalCents, delivery);
  return {
    subtotalCents,
    taxCents,
    deliveryCents,
    totalCents: subtotalCents + taxCents + deliveryCents,
  };
}

/** The rupee adapter of {@link priceCartCents}: lines priced in rupees, as products carry them. */
export function priceCart(
  lines: readonly PricedLine[],
  delivery?: DeliveryCharge | null,
): CartTotals {
  return priceCartCents(
    lines.map((l) => ({ unitCents: toCents(l.offerPrice), quantity: l.quantity })),
    delivery,
  );
}

// Amounts are shown with formatMoney / formatCents (format.ts): the shop's one formatter.
