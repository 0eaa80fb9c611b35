/**
 * Promotions as the API stores and answers them (docs/PROMOTIONS.md): the seller's form, the
 * checks of what the seller types, the staff list and the shopper's cart quote. The arithmetic
 * is in promotions.ts.
 */
import { isCalendarDateTime } from './dates.js';
import { formatCents, zoneOffsetMinutes } from './format.js';
import {
  PROMOTION_KINDS,
  PROMOTION_SCOPES,
  normalizeCouponCode,
  type AppliedPromotion,
  type CodeRefusalReason,
  type PromotionKind,
  type PromotionScope,
} from './promotions.js';
import type { ApiSuccess } from './types.js';

/** Where a promotion is in its life: only `active` ones apply (and only inside their window). */
export const PROMOTION_STATUSES = ['active', 'paused', 'ended'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** The moves staff make (`POST /api/seller/promotions/:id/:action`). `ended` is final. */
export const PROMOTION_ACTIONS = { pause: 'paused', resume: 'active', end: 'ended' } as const;
export type PromotionAction = keyof typeof PROMOTION_ACTIONS;

/** At most this many codes per bulk generation. */
export const MAX_BULK_CODES = 1000;
/** Random characters in a generated code (12 × 5 bits = 60 bits). */
export const GENERATED_CODE_LENGTH = 12;

/** The seller's form (`POST /api/seller/promotions`): money in rupees, times local to the shop. */
export interface PromotionInput {
  name: string;
  /** The code shoppers type; null or absent: an automatic deal, unless `automatic` is false. */
  code?: string | null;
  /** False with no code: a promotion for codes generated in bulk (`POST …/:id/codes`). */
  automatic?: boolean;
  kind: PromotionKind;
  scope: PromotionScope;
  category?: string | null;
  productIds?: string[];
  /** percent_off: 1–100, at most two decimals. */
  percent?: number | null;
  /** amount_off: rupees off (per kg when `perKg`). */
  amount?: number | null;
  perKg?: boolean;
  buyQuantity?: number | null;
  getQuantity?: number | null;
  getProductId?: string | null;
  /** The goods (before discounts) the cart must reach, rupees. */
  minBasket?: number | null;
  /**
   * When it starts and ends: `2026-12-01T08:00` read in the shop's time zone, or an instant with
   * its offset. Null: from now / with no end.
   */
  startsAt?: string | null;
  endsAt?: string | null;
  maxUses?: number | null;
  perShopperLimit?: number | null;
  /** The most it may take off in total, rupees. */
  budget?: number | null;
}

/** A promotion as staff see it. */
export interface PromotionView {
  id: string;
  name: string;
  code: string | null;
  /** True for an automatic deal (no code needed). */
  automatic: boolean;
  kind: PromotionKind;
  scope: PromotionScope;
  category: string | null;
  productIds: string[];
  percent: number | null;
  amount: number | null;
  perKg: boolean;
  buyQuantity: number | null;
  getQuantity: number | null;
  getProductId: string | null;
  minBasket: number | null;
  status: PromotionStatus;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  perShopperLimit: number | null;
  budget: number | null;
  /** Orders holding a use now (a cancelled order gives its use back). */
  uses: number;
  /** Rupees taken off by the orders holding a use. */
  discountGiven: number;
  /** Generated codes, and how many of them are used. */
  generatedCodes: number;
  generatedCodesUsed: number;
  createdAt: string;
}

export type PromotionListResponse = ApiSuccess<{ promotions: PromotionView[] }>;
export type PromotionResponse = ApiSuccess<{ promotion: PromotionView }>;
export type PromotionCodesResponse = ApiSuccess<{ codes: string[] }>;

/**
 * What a deal gives as figures, so each reader words it in its own language ({@link dealWords}):
 * the storefront from its catalogue, the emails and SMS from the API's texts.
 */
export interface DealFigures {
  kind: PromotionKind;
  scope: PromotionScope;
  /** percent_off: the percentage (`12.5`). */
  percent: number | null;
  /** amount_off: cents off (per kg when `perKg`). */
  amountCents: number | null;
  perKg: boolean;
  /** buy_x_get_y: buy this many, get this many free. */
  buyQuantity: number | null;
  getQuantity: number | null;
  /** buy_x_get_y of another product: that product's id and name (in the language asked). */
  getProductId: string | null;
  getProductName: string | null;
  /** Scope `category`: the category's label in the language asked (`Fresh Fruits`, `පලතුරු`). */
  categoryName: string | null;
  /** Scope `products`: the products' names in the language asked. */
  productNames: string[];
  /** The goods (before discounts) the cart must reach, cents; null: none. */
  minBasketCents: number | null;
}

/** A live automatic deal as shoppers see it (Deals page, badges). */
export interface DealView extends DealFigures {
  id: string;
  name: string;
  /** What it gives, in English words: `10% off Fruits`, `Buy 2 get 1 free`, `Free delivery over LKR 3,000.00`. */
  summary: string;
  category: string | null;
  productIds: string[];
  minBasket: number | null;
  endsAt: string | null;
}
export type DealsResponse = ApiSuccess<{ deals: DealView[]; stackingRule: string }>;

/** `POST /api/cart/quote`: the cart's lines and, optionally, a code. */
export interface CartQuoteRequest {
  items: { product: string; quantity: number }[];
  code?: string;
}

/** What the promotions take off the cart. Totals are priced by the cart with `priceCart`. */
export interface CartQuote {
  /** Per line, in the order sent (merged by product): rupees off. */
  lines: { product: string; discount: number }[];
  discount: number;
  freeDelivery: boolean;
  applied: (Omit<AppliedPromotion, 'discountCents'> & { discount: number })[];
  stackingRule: string;
  /** The code as read, when one was sent and applied. */
  code: string | null;
  /** Why the code sent did not apply, in English; null when it did or none was sent. */
  codeRefusal: string | null;
  /** The same as a stable reason, for the shopper's language; null with `codeRefusal`. */
  codeRefusalReason: CodeRefusalReason | null;
  /** With reason `min-basket`: the code's minimum basket, cents. */
  codeMinBasketCents: number | null;
  /** Deals a little more in the basket would unlock: `Add LKR 350.00 more for Free delivery`. */
  nearly: { promotionId: string; name: string; missing: number; message: string }[];
}
export type CartQuoteResponse = ApiSuccess<{ quote: CartQuote }>;

/** A field of the form and what is wrong with it. */
export interface PromotionProblem {
  field: keyof PromotionInput;
  message: string;
}

const isWhole = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isRupees = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' &&
  Number.isFinite(v) &&
  v >= min &&
  v <= max &&
  Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
const given = (v: unknown) => v !== undefined && v !== null;

/** Largest amount (rupees) a promotion field takes: a budget of ten million rupees. */
const MAX_PROMOTION_RUPEES = 10_000_000;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A time the seller typed, as an instant: `2026-12-01T08:00` is read in `timeZone` (the shop's),
 * an ISO date-time with an offset as itself. Null when it is neither.
 */
export function shopTimeToInstant(value: unknown, timeZone: string): Date | null {
  if (typeof value !== 'string') return null;
  const local = LOCAL_DATE_TIME.exec(value);
  if (local) {
    const [, y, mo, d, h, mi, s] = local.map(Number) as number[];
    if (!isCalendarDateTime(`${value.slice(0, 10)}T${value.slice(11, 16)}:00Z`)) return null;
    const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!, Number.isNaN(s) ? 0 : s);
    // The zone's offset at that moment (twice: the first guess may sit across a DST change).
    let instant = asUtc - zoneOffsetMinutes(timeZone, asUtc) * 60_000;
    instant = asUtc - zoneOffsetMinutes(timeZone, instant) * 60_000;
    return new Date(instant);
  }
  if (!isCalendarDateTime(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * The first thing wrong with the seller's form, in words the seller reads; null when it can be
 * stored. `timeZone` reads local times. The API refuses with 400 naming the field.
 */
export function promotionInputProblem(input: unknown, timeZone: string): PromotionProblem | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { field: 'name', message: 'Send the promotion as an object' };
  const p = input as Record<string, unknown>;
  if (typeof p.name !== 'string' || p.name.trim().length < 2 || p.name.trim().length > 100)
    return { field: 'name', message: 'Give the promotion a name of 2 to 100 characters' };
  if (given(p.code) && !normalizeCouponCode(p.code))
    return {
      field: 'code',
      message: 'A code is 3 to 32 letters, digits or dashes (for example SAVE10)',
    };
  if (given(p.automatic) && typeof p.automatic !== 'boolean')
    return { field: 'automatic', message: 'Automatic is yes or no' };
  if (p.automatic === true && given(p.code))
    return { field: 'code', message: 'An automatic deal has no code: leave the code empty' };
  if (!(PROMOTION_KINDS as readonly unknown[]).includes(p.kind))
    return { field: 'kind', message: `Choose what it does: ${PROMOTION_KINDS.join(', ')}` };
  if (!(PROMOTION_SCOPES as readonly unknown[]).includes(p.scope))
    return { field: 'scope', message: `Choose what it covers: ${PROMOTION_SCOPES.join(', ')}` };
  if (p.scope === 'category' && (typeof p.category !== 'string' || !p.category.trim()))
    return { field: 'category', message: 'Choose the category it covers' };
  if (p.scope === 'products') {
    const ids = p.productIds;
    if (
      !Array.isArray(ids) ||
      ids.length === 0 ||
      ids.length > 200 ||
      !ids.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 64)
    )
      return { field: 'productIds', message: 'Choose 1 to 200 products it covers' };
  }
  if (p.kind === 'percent_off' && !isRupees(p.percent, 0.01, 100))
    return { field: 'percent', message: 'The percent off is from 0.01 to 100' };
  if (p.kind === 'amount_off' && !isRupees(p.amount, 0.01, MAX_PROMOTION_RUPEES))
    return { field: 'amount', message: 'The amount off is at least LKR 0.01' };
  if (given(p.perKg) && typeof p.perKg !== 'boolean')
    return { field: 'perKg', message: 'Per kg is yes or no' };
  if (p.kind === 'buy_x_get_y') {
    if (!isWhole(p.buyQuantity, 1, 100))
      return { field: 'buyQuantity', message: 'Buy how many: a whole number from 1 to 100' };
    if (!isWhole(p.getQuantity, 1, 100))
      return { field: 'getQuantity', message: 'Get how many free: a whole number from 1 to 100' };
    if (given(p.getProductId) && (typeof p.getProductId !== 'string' || !p.getProductId))
      return { field: 'getProductId', message: 'Choose the product given free' };
  }
  if (given(p.minBasket) && !isRupees(p.minBasket, 0.01, MAX_PROMOTION_RUPEES))
    return { field: 'minBasket', message: 'The minimum basket is an amount in rupees' };
  let starts: Date | null = null;
  if (given(p.startsAt)) {
    starts = shopTimeToInstant(p.startsAt, timeZone);
    if (!starts) return { field: 'startsAt', message: 'The start is a date and time' };
  }
  if (given(p.endsAt)) {
    const ends = shopTimeToInstant(p.endsAt, timeZone);
    if (!ends) return { field: 'endsAt', message: 'The end is a date and time' };
    if (starts && ends <= starts)
      return { field: 'endsAt', message: 'The end must come after the start' };
  }
  if (given(p.maxUses) && !isWhole(p.maxUses, 1, 10_000_000))
    return { field: 'maxUses', message: 'The number of uses is a whole number of at least 1' };
  if (given(p.perShopperLimit) && !isWhole(p.perShopperLimit, 1, 1000))
    return {
      field: 'perShopperLimit',
      message: 'Uses per shopper is a whole number from 1 to 1000',
    };
  if (given(p.budget) && !isRupees(p.budget, 0.01, MAX_PROMOTION_RUPEES))
    return { field: 'budget', message: 'The budget is an amount in rupees' };
  return null;
}

/** What a deal gives, in words (Deals page, badges, the staff list). */
export function dealSummary(
  deal: Pick<
    PromotionView,
    | 'kind'
    | 'scope'
    | 'category'
    | 'percent'
    | 'amount'
    | 'perKg'
    | 'buyQuantity'
    | 'getQuantity'
    | 'minBasket'
  >,
): string {
  const on =
    deal.scope === 'category' && deal.category
      ? ` ${deal.category}`
      : deal.scope === 'products'
        ? ' selected items'
        : '';
  const over = deal.minBasket ? ` over ${formatCents(Math.round(deal.minBasket * 100))}` : '';
  switch (deal.kind) {
    case 'percent_off':
      return `${deal.percent ?? 0}% off${on || ' everything'}${over}`;
    case 'amount_off':
      return deal.perKg
        ? `${formatCents(Math.round((deal.amount ?? 0) * 100))} off per kg${on}${over}`
        : `${formatCents(Math.round((deal.amount ?? 0) * 100))} off${on}${over}`;
    case 'buy_x_get_y':
      return `Buy ${deal.buyQuantity ?? 0} get ${deal.getQuantity ?? 0} free${on}${over}`;
    case 'free_delivery':
      return `Free delivery${over}`;
  }
}

/** The phrases a deal is worded from ({@link dealWords}); each reader has them in every language. */
export const DEAL_WORD_KEYS = [
  'percentOff',
  'amountOff',
  'amountOffPerKg',
  'buyGetFree',
  'buyGetFreeOn',
  'buyGetOtherFree',
  'freeDelivery',
  'overMinimum',
  'everything',
  'selectedItems',
] as const;
export type DealWordKey = (typeof DEAL_WORD_KEYS)[number];

/**
 * What a deal gives, in the words `phrase` has for each {@link DealWordKey} (placeholders
 * `{percent}`, `{amount}`, `{what}`, `{buy}`, `{get}`, `{product}`, `{deal}`), amounts by
 * `money`. English: `10% off Fresh Fruits`, `Buy 2 get 1 free`, `Free delivery over LKR 3,000.00`.
 * A minimum basket wraps the whole phrase (`overMinimum`: `{deal} over {amount}`), so languages
 * that put the condition first can.
 */
export function dealWords(
  deal: DealFigures,
  phrase: (key: DealWordKey, values: Record<string, string | number>) => string,
  money: (cents: number) => string,
): string {
  const targeted =
    deal.scope === 'category' && deal.categoryName
      ? deal.categoryName
      : deal.scope === 'products'
        ? deal.productNames.length > 0 && deal.productNames.length <= 3
          ? deal.productNames.join(', ')
          : phrase('selectedItems', {})
        : null;
  const what = targeted ?? phrase('everything', {});
  let words: string;
  switch (deal.kind) {
    case 'percent_off':
      words = phrase('percentOff', { percent: deal.percent ?? 0, what });
      break;
    case 'amount_off':
      words = phrase(deal.perKg ? 'amountOffPerKg' : 'amountOff', {
        amount: money(deal.amountCents ?? 0),
        what,
      });
      break;
    case 'buy_x_get_y': {
      const counts = { buy: deal.buyQuantity ?? 0, get: deal.getQuantity ?? 0 };
      words = deal.getProductName
        ? phrase('buyGetOtherFree', { ...counts, product: deal.getProductName })
        : targeted
          ? phrase('buyGetFreeOn', { ...counts, what: targeted })
          : phrase('buyGetFree', counts);
      break;
    }
    case 'free_delivery':
      words = phrase('freeDelivery', {});
      break;
  }
  return deal.minBasketCents
    ? phrase('overMinimum', { deal: words, amount: money(deal.minBasketCents) })
    : words;
}

/** English phrases of {@link dealWords} (the storefront's `deals.gives` block says the same). */
export const DEAL_WORDS_EN: Readonly<Record<DealWordKey, string>> = {
  percentOff: '{percent}% off {what}',
  amountOff: '{amount} off {what}',
  amountOffPerKg: '{amount} off per kg of {what}',
  buyGetFree: 'Buy {buy} get {get} free',
  buyGetFreeOn: 'Buy {buy} get {get} free on {what}',
  buyGetOtherFree: 'Buy {buy} get {get} {product} free',
  freeDelivery: 'Free delivery',
  overMinimum: '{deal} over {amount}',
  everything: 'everything',
  selectedItems: 'selected items',
};
