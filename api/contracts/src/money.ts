import { MAX_PRICE, MIN_PRICE } from './limits.js';

/**
 * Money rules. Amounts travel as rupees with at most two decimals;
 * every computation runs in integer cents so the cart page, the stored order amount and
 * the Stripe line items always agree to the cent.
 */

/**
 * The default tax rate in percent of the cart subtotal (the spec's 2 % added at checkout). The
 * shop's own rate is a shop setting (`taxPercent`, docs/SETTINGS.md); this is only its default.
 */
export const TAX_PERCENT = 2;

/**
 * How the shop taxes (shop settings, docs/SETTINGS.md): the rate in percent (at most two
 * decimals, 0–100) and whether the prices shown already include it.
 */
export interface TaxTerms {
  taxPercent: number;
  pricesIncludeTax: boolean;
}

/** The spec's terms: 2 % added on top of the goods at checkout. */
export const DEFAULT_TAX_TERMS: TaxTerms = { taxPercent: TAX_PERCENT, pricesIncludeTax: false };

/** The rate in basis points (2 % → 200): the money core works in integers only. */
function basisPoints(taxPercent: number): number {
  return Math.round(taxPercent * 100);
}

/** `2`, `2.5`, `12.75`: a rate as people write it. */
export function formatTaxPercent(taxPercent: number): string {
  return String(basisPoints(taxPercent) / 100);
}

/**
 * The cart's and the order's tax line, one wording everywhere (cart, order page, emails, the
 * payment page, the packing slip): `Tax (2%)` when it is added, `Includes tax (2%)` when the
 * prices already contain it.
 */
export function taxLineLabel(terms: TaxTerms): string {
  const rate = `${formatTaxPercent(terms.taxPercent)}%`;
  return terms.pricesIncludeTax ? `Includes tax (${rate})` : `Tax (${rate})`;
}

/**
 * What the product page says about tax, the same as the cart does: null when there is no tax.
 */
export function productTaxNote(terms: TaxTerms): string | null {
  if (basisPoints(terms.taxPercent) === 0) return null;
  const rate = `${formatTaxPercent(terms.taxPercent)}%`;
  return terms.pricesIncludeTax
    ? `(inclusive of ${rate} tax)`
    : `(plus ${rate} tax, added at checkout)`;
}

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
  /** What promotions take off the line, in cents (promotions.ts); absent: nothing. */
  discountCents?: number;
}

/** The totals of a cart or order, in integer cents. */
export interface CartTotals {
  /** The goods at their prices, before any discount. */
  subtotalCents: number;
  /** What promotions take off the goods (Σ of the lines' discounts); 0 without promotions. */
  discountCents: number;
  /** The tax: added to the subtotal, or (when `taxIncluded`) the part of it that is tax. */
  taxCents: number;
  /** True when the prices include the tax: the total does not add it again. */
  taxIncluded: boolean;
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
  /** What promotions take off the line (promotions.ts), at most its amount; absent: nothing. */
  discountCents?: number;
}

/**
 * The money core, THE one function the API, the cart, the order page and the emails price by:
 * subtotal = Σ unit price × quantity; delivery = the zone's fee unless the subtotal reaches its
 * free-delivery threshold ({@link deliveryFeeCents}; no charge given: free, the spec's
 * "shipping free"); tax on the goods only, never the delivery fee, by the shop's terms
 * ({@link TaxTerms}, default {@link DEFAULT_TAX_TERMS}):
 * - added (the spec's way): tax = rate × subtotal truncated to the cent; total = subtotal + tax
 *   + delivery;
 * - included: the prices already hold it; tax = subtotal × rate / (100 + rate) truncated to
 *   the cent (shown, never added); total = subtotal + delivery.
 * Promotions (promotions.ts) come in as each line's `discountCents`: the discount is taken off
 * the goods before tax (tax is on what the shopper pays for the goods); the zone's free-delivery
 * threshold looks at the goods before discounts, as a deal's minimum basket does.
 * Integer cents in and out.
 */
export function priceCartCents(
  lines: readonly CentsLine[],
  delivery?: DeliveryCharge | null,
  tax: TaxTerms = DEFAULT_TAX_TERMS,
): CartTotals {
  let subtotalCents = 0;
  let discountCents = 0;
  for (const l of lines) {
    const amount = l.unitCents * l.quantity;
    subtotalCents += amount;
    discountCents += Math.min(amount, Math.max(0, l.discountCents ?? 0));
  }
  const goodsCents = subtotalCents - discountCents;
  const bp = basisPoints(tax.taxPercent);
  const taxCents = tax.pricesIncludeTax
    ? Math.floor((goodsCents * bp) / (10_000 + bp))
    : Math.floor((goodsCents * bp) / 10_000);
  const deliveryCents = deliveryFeeCents(subtotalCents, delivery);
  return {
    subtotalCents,
    discountCents,
    taxCents,
    taxIncluded: tax.pricesIncludeTax,
    deliveryCents,
    totalCents: goodsCents + (tax.pricesIncludeTax ? 0 : taxCents) + deliveryCents,
  };
}

/** What a cash-on-delivery order asks at the door: the amount and the rounding in it. */
export interface CashDue {
  /** What the shopper pays in cash. */
  dueCents: number;
  /** `dueCents − totalCents`: from −49 to +50 cents when rounded, 0 when not. */
  roundingCents: number;
}

/**
 * The cash to collect for an order totalling `totalCents` (docs/PAYMENTS.md "Cash rounding"):
 * rounded to the nearest whole rupee (half a rupee up) when the shop rounds cash, exact when
 * not. Card amounts never come here: they are charged to the cent.
 */
export function cashDueCents(totalCents: number, roundCash: boolean): CashDue {
  if (!roundCash) return { dueCents: totalCents, roundingCents: 0 };
  const dueCents = Math.floor((totalCents + 50) / 100) * 100;
  return { dueCents, roundingCents: dueCents - totalCents };
}

/** The rupee adapter of {@link priceCartCents}: lines priced in rupees, as products carry them. */
export function priceCart(
  lines: readonly PricedLine[],
  delivery?: DeliveryCharge | null,
  tax: TaxTerms = DEFAULT_TAX_TERMS,
): CartTotals {
  return priceCartCents(
    lines.map((l) => ({
      unitCents: toCents(l.offerPrice),
      quantity: l.quantity,
      discountCents: l.discountCents,
    })),
    delivery,
    tax,
  );
}

// Amounts are shown with formatMoney / formatCents (format.ts): the shop's one formatter.
