import { displayFormat, formatCents, formatMoney, type DisplayFormat } from './format.js';
import { MAX_PRICE, MIN_PRICE } from './limits.js';
import {
  DEFAULT_TAX_TERMS,
  isValidPrice,
  priceCartCents,
  toCents,
  type CartTotals,
  type TaxTerms,
} from './money.js';
import type { OrderStatus } from './order-lifecycle.js';
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
 * How far the packed weight may differ from the ordered weight, in percent either way, unless
 * the API's `WEIGHT_TOLERANCE_PERCENT` says otherwise: screens never use this default, they
 * read the shop's setting (`ShopSettings.weightTolerancePercent`) or the order's.
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

/**
 * How many steps of `stepGrams` come closest to `grams` (a past order's weight in a product's
 * new step, for "Buy again"): the nearest whole number of steps, the lighter one on a tie (the
 * shopper is never asked to pay for more than they bought before), at least one step
 * (1 kg in 500 g steps = 2; 1 kg in 300 g steps = 3, 900 g; 750 g in 500 g steps = 1).
 */
export function stepsForGrams(grams: number, stepGrams: number): number {
  const below = Math.floor(grams / stepGrams);
  const rest = grams - below * stepGrams;
  return Math.max(1, rest * 2 > stepGrams ? below + 1 : below);
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

/**
 * The line under a weighed cart line, the checkout or an order: why its amount is an estimate,
 * and by at most how much it may change — the shop's tolerance (`GET /api/shop/settings`), or
 * the one an order was placed under. Null while the shop's is not known yet: the note then
 * says only why.
 */
export function estimateNote(tolerancePercent: number | null): string {
  const why = 'Weighed items are charged for the weight packed';
  return tolerancePercent === null
    ? `${why}.`
    : `${why}, at most ${tolerancePercent} % more or less than this estimate.`;
}

/**
 * The low-stock threshold a new weighed product starts with, in grams: as many steps as a unit
 * product's default threshold has units (5 × 250 g = 1.25 kg).
 */
export function defaultWeighedThreshold(stepGrams: number): number {
  return stepGrams * DEFAULT_LOW_STOCK_THRESHOLD;
}

/* ---- Part 2: weighing at packing, charging what was packed (docs/PRODUCTS.md, docs/ORDERS.md) ---- */

/** The largest packed weight staff may enter for one line, in grams (a typo guard: 100 kg). */
export const MAX_PACKED_GRAMS = 100_000;

/** True for a packed weight staff may enter: a whole number of grams from 1 to 100 kg. */
export function isPackedGrams(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_PACKED_GRAMS;
}

/** The words for a refused packed weight (not a whole number of grams, or beyond 100 kg). */
export const PACKED_GRAMS_MESSAGE = `packedGrams must be a whole number of grams from 1 to ${MAX_PACKED_GRAMS}`;

/** `POST /api/order/seller/:id/items/:position/weight`: the weight packed for a weighed line. */
export interface WeighRequest {
  /** Grams on the scale (integer, {@link isPackedGrams}). */
  packedGrams: number;
}

/** The weights a line may be packed at, in grams, both ends allowed. */
export interface GramsRange {
  min: number;
  max: number;
}

/**
 * The allowed packed weights for an ordered weight: ordered ± `tolerancePercent` %, the lower
 * end rounded up and the upper end down to whole grams (1 kg at 10 % → 900 g to 1100 g;
 * 250 g → 225 g to 275 g). The API reads the tolerance from its setting
 * `WEIGHT_TOLERANCE_PERCENT` (default {@link WEIGHT_TOLERANCE_PERCENT}) and answers each
 * weighed line's range as `allowedGrams`, so screens never need the setting.
 */
export function allowedGrams(
  orderedGrams: number,
  tolerancePercent: number = WEIGHT_TOLERANCE_PERCENT,
): GramsRange {
  return {
    min: Math.max(1, Math.ceil((orderedGrams * (100 - tolerancePercent)) / 100)),
    max: Math.floor((orderedGrams * (100 + tolerancePercent)) / 100),
  };
}

/** True when `packedGrams` is within {@link allowedGrams} of `orderedGrams`. */
export function isWithinTolerance(
  orderedGrams: number,
  packedGrams: number,
  tolerancePercent: number = WEIGHT_TOLERANCE_PERCENT,
): boolean {
  const { min, max } = allowedGrams(orderedGrams, tolerancePercent);
  return packedGrams >= min && packedGrams <= max;
}

/**
 * THE price of a weighed line once packed: price per kg × packed grams / 1000, in integer
 * cents, rounded to the nearest cent, halves up — the same rule as {@link stepPriceCents}
 * (LKR 480.00/kg × 940 g = LKR 451.20; LKR 333.33/kg × 1 g = 33.333 cents → 33 cents).
 */
export function weighedLineCents(perKgCents: number, packedGrams: number): number {
  return stepPriceCents(perKgCents, packedGrams);
}

/** One order line as the money rules of packing see it, in integer cents. */
export interface WeighableLine {
  /** The price of one unit, or of one step of a weighed line, in cents. */
  unitCents: number;
  /** Units, or steps of a weighed line. */
  quantity: number;
  /** A weighed line's step in grams; null for a unit line. */
  stepGrams: number | null;
  /** A weighed line's offer price per kg in cents, as ordered; null for a unit line. */
  pricePerKgCents: number | null;
  /** The grams packed, once weighed; null before (and for a unit line). */
  packedGrams: number | null;
  /** What promotions take off the line now, cents (promotions.ts); absent: nothing. */
  discountCents?: number;
}

/** The grams a weighed line asks for now (steps × step); null for a unit line. */
export function orderedGramsOf(line: Pick<WeighableLine, 'quantity' | 'stepGrams'>): number | null {
  return line.stepGrams ? line.quantity * line.stepGrams : null;
}

/**
 * The price per kg of a weighed line: the one stored with it, or for a line stored without
 * one, its step price × 1000 / step grams rounded to the nearest cent.
 */
export function linePerKgCents(line: WeighableLine): number {
  if (line.pricePerKgCents !== null) return line.pricePerKgCents;
  return line.stepGrams
    ? Math.floor((line.unitCents * 1000 * 2 + line.stepGrams) / (2 * line.stepGrams))
    : 0;
}

/**
 * What a line costs now, in cents: a weighed line that was weighed is priced at its packed
 * weight ({@link weighedLineCents}); every other line at unit (step) price × quantity, the
 * estimate the cart showed.
 */
export function lineCents(line: WeighableLine): number {
  if (line.stepGrams && line.packedGrams !== null) {
    return weighedLineCents(linePerKgCents(line), line.packedGrams);
  }
  return line.unitCents * line.quantity;
}

/**
 * The totals of a placed order with each line at {@link lineCents}, through the one money
 * function ({@link priceCartCents}, with the tax terms the order was placed under) and the
 * delivery fee fixed as placed (no free-delivery threshold applies after placing).
 */
export function packedTotals(
  lines: readonly WeighableLine[],
  deliveryFeeCents: number,
  tax: TaxTerms = DEFAULT_TAX_TERMS,
): CartTotals {
  return priceCartCents(
    lines.map((l) => ({ unitCents: lineCents(l), quantity: 1, discountCents: l.discountCents })),
    { feeCents: deliveryFeeCents, freeFromCents: null },
    tax,
  );
}

/**
 * What the card is authorised for on a line: a weighed line at the heaviest allowed weight of
 * what was ordered (never less than its estimate), a unit line at its price.
 */
export function holdLineCents(
  line: WeighableLine,
  tolerancePercent: number = WEIGHT_TOLERANCE_PERCENT,
): number {
  const estimate = line.unitCents * line.quantity;
  const grams = orderedGramsOf(line);
  if (grams === null) return estimate;
  const heaviest = weighedLineCents(
    linePerKgCents(line),
    allowedGrams(grams, tolerancePercent).max,
  );
  return Math.max(estimate, heaviest);
}

/**
 * The hold of an online order with weighed lines: every line at {@link holdLineCents}, the
 * shop's tax on those goods, the delivery fee as placed — the one money function. Whatever is
 * packed within the tolerance costs at most this (prices, tax and the fee only grow with weight).
 */
export function holdTotals(
  lines: readonly WeighableLine[],
  deliveryFeeCents: number,
  tolerancePercent: number = WEIGHT_TOLERANCE_PERCENT,
  tax: TaxTerms = DEFAULT_TAX_TERMS,
): CartTotals {
  return priceCartCents(
    lines.map((l) => ({ unitCents: holdLineCents(l, tolerancePercent), quantity: 1 })),
    { feeCents: deliveryFeeCents, freeFromCents: null },
    tax,
  );
}

/** An online card authorisation lasts this many days before it lapses (Stripe: 7 for cards). */
export const AUTHORISATION_DAYS = 7;
/** Staff are warned on the order this many hours before the authorisation lapses. */
export const AUTHORISATION_WARN_HOURS = 24;

/**
 * Where an online order's card hold stands (only orders with weighed lines have one):
 * `capturing` from the moment a capture is sent until its answer is stored (or, when the
 * answer was lost, until the payment has been read from the provider: docs/ORDERS.md,
 * "Payment checks").
 */
export const HOLD_STATES = ['authorised', 'capturing', 'captured', 'cancelled', 'expired'] as const;
export type HoldState = (typeof HOLD_STATES)[number];

/** "ordered 1 kg · packed 0.94 kg · LKR 451.20": a weighed line once packed. */
export function packedLineText(
  orderedGrams: number,
  packedGrams: number,
  cents: number,
  format: Partial<DisplayFormat> = {},
): string {
  return `ordered ${formatGrams(orderedGrams, format)} · packed ${formatKg(packedGrams, format)} · ${formatCents(cents, format)}`;
}

/** A packed weight always in kilograms ("0.94 kg", "1.2 kg"), as scales show it. */
export function formatKg(grams: number, format: Partial<DisplayFormat> = {}): string {
  const locale = format.locale ?? displayFormat().locale;
  return `${kgFormat(locale).format(grams / 1000)} kg`;
}

/** "900 g – 1.1 kg": an allowed range. */
export function gramsRangeText(range: GramsRange, format: Partial<DisplayFormat> = {}): string {
  return `${formatGrams(range.min, format)} – ${formatGrams(range.max, format)}`;
}

/** The 400 for a packed weight outside the allowed range. */
export function outOfRangeMessage(
  name: string,
  orderedGrams: number,
  packedGrams: number,
  range: GramsRange,
): string {
  return `${name}: ${formatGrams(packedGrams)} is outside the allowed ${gramsRangeText(range)} for ${formatGrams(orderedGrams)} ordered. Weigh again, or mark the line short or substituted`;
}

/** The line under a card-paid order with weighed lines: what the hold means. */
export function holdText(holdCents: number, format: Partial<DisplayFormat> = {}): string {
  return `Your card is authorised for up to ${formatCents(holdCents, format)}; you are charged only for what is packed, and the rest of the hold is released.`;
}

/**
 * The statuses in which an order's weighed lines may still wait for a weight: until it leaves
 * the shop. A cancelled or delivered order has nothing to weigh, whatever its lines say.
 */
export const WEIGHING_STATUSES = [
  'Order Placed',
  'Confirmed',
  'Packing',
] as const satisfies readonly OrderStatus[];

/** True while the order may still be weighed ({@link WEIGHING_STATUSES}). */
export function isWeighingStatus(status: OrderStatus): boolean {
  return (WEIGHING_STATUSES as readonly OrderStatus[]).includes(status);
}

/**
 * The weighed lines an order still waits for, as screens show it: the answered `toWeigh`, but
 * none once the order was cancelled or left the shop.
 */
export function linesToWeigh(order: { status: OrderStatus; toWeigh?: number }): number {
  return isWeighingStatus(order.status) ? (order.toWeigh ?? 0) : 0;
}

/** The seller's marker of an order waiting for weights: "2 to weigh". */
export function toWeighText(count: number): string {
  return `${count} to weigh`;
}
