import { displayFormat, formatMoney, type DisplayFormat } from './format.js';
import { MAX_PRICE, MIN_PRICE } from './limits.js';
import { isValidPrice, toCents } from './money.js';
import { DEFAULT_LOW_STOCK_THRESHOLD } from './stock.js';

/**
 * Products sold by weight (issue 29, docs/PRODUCTS.md "Sold by weight"). A weighed product has
 * a price per kg and a step (250 g): the shopper orders a number of steps. So that the spec's
 * fields, the cart and the original tutorial client keep working unchanged:
 * - the product's `price`/`offerPrice` are the price of ONE step ({@link stepPriceCents}),
 *   derived from the per-kg prices the seller enters;
 * - a cart or order `quantity` is a number of steps;
 * - counted stock (`onHand`, the ledger, the `quantity` available answered) is in grams, and an
 *   order line of n steps moves n × stepGrams grams.
 */

/** How a product is sold: by the unit (the default, as every product before) or by weight. */
export const SOLD_BY = ['unit', 'weight'] as const;
export type SoldBy = (typeof SOLD_BY)[number];

/** The smallest and largest step of a weighed product, in grams. */
export const MIN_STEP_GRAMS = 50;
export const MAX_STEP_GRAMS = 1000;
/** Steps are whole multiples of this many grams (50, 100, … 250 … 1000). */
export const STEP_GRAMS_MULTIPLE = 50;

/**
 * How far the packed weight may differ from the ordered weight, in percent either way. The
 * cart shows the amount of a weighed line as an estimate that may change by at most this much.
 */
export const WEIGHT_TOLERANCE_PERCENT = 10;

/** True for an allowed step: a whole multiple of 50 g from 50 g to 1 kg. */
export function isStepGrams(value: unknown): value is number {
  return (
    Number.isInteger(value) &&
    (value as number) >= MIN_STEP_GRAMS &&
    (value as number) <= MAX_STEP_GRAMS &&
    (value as number) % STEP_GRAMS_MULTIPLE === 0
  );
}

/**
 * The price of one step in integer cents from a price per kg in integer cents:
 * perKg × stepGrams / 1000, rounded to the nearest cent, halves up (integer arithmetic, so
 * no floating point error: LKR 480.00/kg × 250 g = LKR 120.00; LKR 333.33/kg × 250 g =
 * 8333.25 cents → LKR 83.33; LKR 0.10/kg × 50 g = 0.5 cent → 1 cent).
 */
export function stepPriceCents(perKgCents: number, stepGrams: number): number {
  return Math.floor((perKgCents * stepGrams + 500) / 1000);
}

/**
 * A price per kg the seller may enter for this step: a price ({@link isValidPrice}) whose step
 * price is at least one cent and at most {@link MAX_PRICE}.
 */
export function isValidPricePerKg(perKg: unknown, stepGrams: unknown): perKg is number {
  if (!isValidPrice(perKg)) return false;
  if (!isStepGrams(stepGrams)) return true; // the step is refused by its own rule
  const step = stepPriceCents(toCents(perKg), stepGrams);
  return step >= toCents(MIN_PRICE) && step <= toCents(MAX_PRICE);
}

/** The words for a refused price per kg. */
export function pricePerKgMessage(field: string): string {
  return `${field} must be an amount from ${MIN_PRICE} to ${MAX_PRICE} with at most 2 decimals, and one step must cost at least ${MIN_PRICE}`;
}

/** The words for a refused step. */
export const STEP_GRAMS_MESSAGE = `stepGrams must be a whole number of grams from ${MIN_STEP_GRAMS} to ${MAX_STEP_GRAMS}, a multiple of ${STEP_GRAMS_MULTIPLE}`;

/** The words for a refused `soldBy`. */
export const SOLD_BY_MESSAGE = `soldBy must be one of ${SOLD_BY.join(', ')}`;

/** The sold-by fields of a product as the API answers them (weighed products only but soldBy). */
export interface SoldByFields {
  soldBy?: SoldBy;
  stepGrams?: number;
  pricePerKg?: number;
  offerPricePerKg?: number;
}

/** True when the product is sold by weight (and so has a step). */
export function isWeighed(
  product: SoldByFields,
): product is SoldByFields & { soldBy: 'weight'; stepGrams: number } {
  return product.soldBy === 'weight' && typeof product.stepGrams === 'number';
}

/** The grams of `steps` steps of a weighed product; for a unit product, the units. */
export function stockUnitsOf(steps: number, stepGrams: number | null | undefined): number {
  return stepGrams ? steps * stepGrams : steps;
}

// One formatter per locale: grams as kilograms with up to 3 decimals.
const kgFormats = new Map<string, Intl.NumberFormat>();
function kgFormat(locale: string): Intl.NumberFormat {
  let format = kgFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: true });
    kgFormats.set(locale, format);
  }
  return format;
}

/**
 * A weight as the shop shows it: below 1 kg in grams ("250 g"), from 1 kg in kilograms with
 * up to three decimals ("1 kg", "1.25 kg", "2.5 kg"), in the shop's locale.
 */
export function formatGrams(grams: number, format: Partial<DisplayFormat> = {}): string {
  const locale = format.locale ?? displayFormat().locale;
  if (Math.abs(grams) < 1000) return `${kgFormat(locale).format(grams)} g`;
  return `${kgFormat(locale).format(grams / 1000)} kg`;
}

/** A price per kg: "LKR 480.00 / kg". */
export function formatPerKg(rupees: number, format: Partial<DisplayFormat> = {}): string {
  return `${formatMoney(rupees, format)} / kg`;
}

/** The label of a number of steps ("750 g"), or the count itself for a unit product. */
export function quantityLabel(quantity: number, product: SoldByFields): string {
  return isWeighed(product) ? formatGrams(quantity * product.stepGrams) : String(quantity);
}

/**
 * The most steps (or units) a shopper may put in the cart of a product: what is available,
 * if its stock is counted (grams for a weighed product, so whole steps of it).
 */
export function orderableSteps(product: SoldByFields & { quantity?: number }): number | undefined {
  const available = product.quantity;
  if (available === undefined) return undefined;
  return isWeighed(product) ? Math.floor(available / product.stepGrams) : available;
}

/** "Only 750 g left" for a weighed product, "Only 3 left" for a unit product; "Sold out". */
export function stockLeftText(available: number, product: SoldByFields): string {
  if (available <= 0) return 'Sold out';
  return isWeighed(product) ? `Only ${formatGrams(available)} left` : `Only ${available} left`;
}

/** The line under a weighed cart line or checkout: why its amount is an estimate. */
export const ESTIMATE_NOTE = `Weighed items are charged for the weight packed, at most ${WEIGHT_TOLERANCE_PERCENT} % more or less than this estimate.`;

/**
 * The low-stock threshold a new weighed product starts with, in grams: as many steps as a unit
 * product's default threshold has units (5 × 250 g = 1.25 kg).
 */
export function defaultWeighedThreshold(stepGrams: number): number {
  return stepGrams * DEFAULT_LOW_STOCK_THRESHOLD;
}
