/**
 * Promotions: the pure arithmetic of deals and coupon codes (docs/PROMOTIONS.md). Everything is
 * integer cents; nothing here reads a clock, a database or a random source, so the API, the cart
 * page and the tests compute the same discount to the cent.
 *
 * The stacking rule, said once and shown to shoppers as {@link STACKING_RULE}:
 * 1. every automatic deal is worked out on the whole cart on its own;
 * 2. each line keeps the one automatic deal that takes the most off it (ties: the deal listed
 *    first), the others are dropped for that line;
 * 3. at most one code then applies, on what is left to pay of the lines it covers;
 * 4. delivery is free when any live automatic free-delivery deal, or the code, says so.
 * Thresholds (a deal's minimum basket) look at the goods before any discount.
 */

/** What a promotion does. */
export const PROMOTION_KINDS = [
  'percent_off',
  'amount_off',
  'buy_x_get_y',
  'free_delivery',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Which goods a promotion looks at. */
export const PROMOTION_SCOPES = ['basket', 'category', 'products'] as const;
export type PromotionScope = (typeof PROMOTION_SCOPES)[number];

/** The stacking rule in the shopper's words (cart, Deals page). */
export const STACKING_RULE =
  'Each item gets the best automatic deal that applies to it, plus at most one code on top.';

/** A promotion as the money core needs it (the API stores more: status, limits, audit). */
export interface PromotionRule {
  id: string;
  name: string;
  /** Null for an automatic deal; the normalised code ({@link normalizeCouponCode}) otherwise. */
  code: string | null;
  kind: PromotionKind;
  scope: PromotionScope;
  /** The category for scope `category`. */
  category?: string | null;
  /** The products for scope `products`. */
  productIds?: readonly string[];
  /** percent_off: the rate in basis points (10 % → 1000), 1 to 10000. */
  percentBp?: number | null;
  /** amount_off: cents off the covered goods, or off each kg of covered weighed goods (`perKg`). */
  amountCents?: number | null;
  /** amount_off only: the amount is per kg and only weighed lines are covered. */
  perKg?: boolean;
  /** buy_x_get_y: buy this many (counted units, never weighed lines)… */
  buyQuantity?: number | null;
  /** …get this many free… */
  getQuantity?: number | null;
  /** …of this product (null: the same product as bought). */
  getProductId?: string | null;
  /** The goods subtotal (before discounts) the cart must reach; null: none. */
  minBasketCents?: number | null;
}

/** One cart or order line as the promotions see it. */
export interface PromotionLine {
  productId: string;
  category: string;
  /** The unit (or step) price charged, in cents. */
  unitCents: number;
  /** Units, or steps for a weighed product. */
  quantity: number;
  /** Grams per step for a weighed product; null or absent for a counted one. */
  stepGrams?: number | null;
}

/** One promotion that took something off. */
export interface AppliedPromotion {
  promotionId: string;
  name: string;
  code: string | null;
  discountCents: number;
  freeDelivery: boolean;
}

/** Why a code the shopper entered did not apply. */
export type CodeRefusal = 'unknown' | 'min-basket' | 'nothing-covered';

/** What the promotions take off a cart. */
export interface PromotionOutcome {
  /** Per line, aligned with the lines given: never negative, never above the line's amount. */
  lineDiscountCents: number[];
  /** Σ lineDiscountCents. */
  discountCents: number;
  freeDelivery: boolean;
  /** The promotions that took something off (or made delivery free), in the order given. */
  applied: AppliedPromotion[];
  /** Set when a code was entered and did not apply. */
  codeRefused: CodeRefusal | null;
}

/** The amount of a line in cents. */
export function lineAmountCents(line: PromotionLine): number {
  return line.unitCents * line.quantity;
}

/**
 * Splits `totalCents` over lines in proportion to `weights` (the stated allocation rule): each
 * gets its share rounded down, and the cents left over go one each to the largest weights
 * (ties: the earlier line). Σ result = totalCents whenever Σ weights > 0; a zero weight gets 0.
 */
export function allocateCents(totalCents: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + Math.max(0, w), 0);
  if (sum <= 0 || totalCents <= 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((totalCents * Math.max(0, w)) / sum));
  let left = totalCents - shares.reduce((a, s) => a + s, 0);
  const order = weights
    .map((w, i) => ({ w, i }))
    .filter((x) => x.w > 0)
    .sort((a, b) => b.w - a.w || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) shares[order[k]!.i]! += 1;
  return shares;
}

/** True when the promotion's scope covers the line. */
export function promotionCovers(rule: PromotionRule, line: PromotionLine): boolean {
  switch (rule.scope) {
    case 'basket':
      return true;
    case 'category':
      return rule.category != null && line.category === rule.category;
    case 'products':
      return (rule.productIds ?? []).includes(line.productId);
  }
}

/**
 * What one promotion alone takes off each line, given what is still to pay per line
 * (`payable`). Free delivery takes nothing off the lines.
 */
function discountsOf(
  rule: PromotionRule,
  lines: readonly PromotionLine[],
  payable: readonly number[],
): number[] {
  const covered = lines.map((l) => promotionCovers(rule, l));
  const zero = lines.map(() => 0);
  switch (rule.kind) {
    case 'free_delivery':
      return zero;
    case 'percent_off': {
      const bp = Math.min(10_000, Math.max(0, rule.percentBp ?? 0));
      const weights = payable.map((p, i) => (covered[i] ? p : 0));
      const base = weights.reduce((a, w) => a + w, 0);
      return allocateCents(Math.floor((base * bp) / 10_000), weights);
    }
    case 'amount_off': {
      const amount = Math.max(0, rule.amountCents ?? 0);
      if (rule.perKg) {
        return lines.map((l, i) => {
          if (!covered[i] || !l.stepGrams) return 0;
          const grams = l.quantity * l.stepGrams;
          return Math.min(payable[i]!, Math.floor((amount * grams) / 1000));
        });
      }
      const weights = payable.map((p, i) => (covered[i] ? p : 0));
      const base = weights.reduce((a, w) => a + w, 0);
      return allocateCents(Math.min(amount, base), weights);
    }
    case 'buy_x_get_y': {
      const buy = Math.max(0, Math.floor(rule.buyQuantity ?? 0));
      const get = Math.max(0, Math.floor(rule.getQuantity ?? 0));
      if (buy < 1 || get < 1) return zero;
      const counted = (l: PromotionLine, i: number) => covered[i] && !l.stepGrams;
      if (!rule.getProductId) {
        // Same product: in every group of buy + get units of a line, `get` are free.
        return lines.map((l, i) => {
          if (!counted(l, i)) return 0;
          const free = Math.floor(l.quantity / (buy + get)) * get;
          return Math.min(payable[i]!, free * l.unitCents);
        });
      }
      // Another product: every `buy` covered units bought make `get` units of it free.
      const bought = lines.reduce(
        (n, l, i) => n + (counted(l, i) && l.productId !== rule.getProductId ? l.quantity : 0),
        0,
      );
      let free = Math.floor(bought / buy) * get;
      return lines.map((l, i) => {
        if (l.productId !== rule.getProductId || l.stepGrams || free <= 0) return 0;
        const units = Math.min(free, l.quantity);
        free -= units;
        return Math.min(payable[i]!, units * l.unitCents);
      });
    }
  }
}

/** True when the cart's goods before discounts reach the promotion's minimum basket. */
function meetsMinimum(rule: PromotionRule, subtotalCents: number): boolean {
  return rule.minBasketCents == null || subtotalCents >= rule.minBasketCents;
}

/**
 * Applies the live promotions to a cart by the stacking rule (top of this file). `automatic`
 * are the live automatic deals (code null), in the shop's order; `code` is the live promotion of
 * the code the shopper entered (null: none entered; `'unknown'`: entered but no live promotion
 * has it, or its limits are used up).
 */
export function applyPromotions(
  lines: readonly PromotionLine[],
  automatic: readonly PromotionRule[],
  code: PromotionRule | 'unknown' | null = null,
): PromotionOutcome {
  const amounts = lines.map(lineAmountCents);
  const subtotal = amounts.reduce((a, b) => a + b, 0);
  const best = lines.map(() => ({ cents: 0, rule: -1 }));
  let freeDelivery = false;
  const freeBy: PromotionRule[] = [];

  automatic.forEach((rule, r) => {
    if (rule.code !== null || !meetsMinimum(rule, subtotal)) return;
    if (rule.kind === 'free_delivery') {
      if (lines.some((l) => promotionCovers(rule, l))) {
        freeDelivery = true;
        freeBy.push(rule);
      }
      return;
    }
    discountsOf(rule, lines, amounts).forEach((cents, i) => {
      if (cents > best[i]!.cents) best[i] = { cents, rule: r };
    });
  });

  const lineDiscountCents = best.map((b) => b.cents);
  const applied: AppliedPromotion[] = [];
  automatic.forEach((rule, r) => {
    const cents = best.reduce((a, b) => a + (b.rule === r ? b.cents : 0), 0);
    const free = freeBy.includes(rule);
    if (cents > 0 || free) {
      applied.push({
        promotionId: rule.id,
        name: rule.name,
        code: null,
        discountCents: cents,
        freeDelivery: free,
      });
    }
  });

  let codeRefused: CodeRefusal | null = null;
  if (code === 'unknown') codeRefused = 'unknown';
  else if (code) {
    if (!meetsMinimum(code, subtotal)) codeRefused = 'min-basket';
    else if (!lines.some((l) => promotionCovers(code, l))) codeRefused = 'nothing-covered';
    else {
      const payable = amounts.map((a, i) => a - lineDiscountCents[i]!);
      const extra = discountsOf(code, lines, payable);
      const cents = extra.reduce((a, b) => a + b, 0);
      const free = code.kind === 'free_delivery';
      if (cents === 0 && !free) codeRefused = 'nothing-covered';
      else {
        extra.forEach((c, i) => (lineDiscountCents[i]! += c));
        freeDelivery ||= free;
        applied.push({
          promotionId: code.id,
          name: code.name,
          code: code.code,
          discountCents: cents,
          freeDelivery: free,
        });
      }
    }
  }

  return {
    lineDiscountCents,
    discountCents: lineDiscountCents.reduce((a, b) => a + b, 0),
    freeDelivery,
    applied,
    codeRefused,
  };
}

/**
 * The discount a line keeps when only part of it is delivered (a short pick, a refund of some
 * units, a weighed line packed lighter or heavier): its discount × kept ÷ ordered, rounded to the
 * nearest cent (halves to the shopper), never more than the discount it had. The discount of what
 * was removed is the rest: it is taken off the refund, so the shopper gets back exactly what they
 * paid for what they did not get.
 */
export function keptDiscountCents(discountCents: number, ordered: number, kept: number): number {
  if (ordered <= 0 || discountCents <= 0) return 0;
  const share = Math.floor((2 * discountCents * Math.max(0, kept) + ordered) / (2 * ordered));
  return Math.min(discountCents, share);
}

/** The 32 characters of generated codes: no 0/O or 1/I, so a code read aloud or typed is unambiguous. */
export const COUPON_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Codes are 3–32 letters, digits or dashes once normalised. */
const COUPON_PATTERN = /^[A-Z0-9-]{3,32}$/;

/** A code as typed, case-insensitively and without spaces around: `' save10 '` → `'SAVE10'`; null when not a code. */
export function normalizeCouponCode(typed: unknown): string | null {
  if (typeof typed !== 'string') return null;
  const code = typed.trim().toUpperCase();
  return COUPON_PATTERN.test(code) ? code : null;
}

/**
 * A generated code from random bytes (the API passes `crypto.randomBytes(length)`): one
 * character of {@link COUPON_ALPHABET} per byte from its low five bits (32 symbols, so every
 * character is equally likely), after an optional prefix. 12 characters = 60 bits: unguessable
 * within any rate limit.
 */
export function couponCodeFromBytes(bytes: Uint8Array, prefix = ''): string {
  let code = prefix.toUpperCase();
  for (const b of bytes) code += COUPON_ALPHABET[b & 31];
  return code;
}

/**
 * Why a code did not apply, as a stable reason the front ends word in the shopper's language
 * (the API's `codeRefusal` / 409 message is the English of the same): not a code of the shop or
 * not on now (`invalid`), past its end (`expired`), no uses or budget left or a generated code
 * already used (`used-up`), this shopper's uses spent (`shopper-limit`), the basket below its
 * minimum (`min-basket`), nothing in the cart it covers (`nothing-covered`), or too many codes
 * that are no code of the shop typed from one address lately (`too-many-tries`: the code is not
 * even looked up until the window closes, {@link COUPON_GUESS_LIMIT}).
 */
export const CODE_REFUSAL_REASONS = [
  'invalid',
  'expired',
  'used-up',
  'shopper-limit',
  'min-basket',
  'nothing-covered',
  'too-many-tries',
] as const;
export type CodeRefusalReason = (typeof CODE_REFUSAL_REASONS)[number];

/** The English words of each reason (the API's messages); `{amount}`: a code's minimum basket. */
export function codeRefusalReasonMessage(
  reason: CodeRefusalReason,
  minBasketText?: string,
): string {
  switch (reason) {
    case 'invalid':
      return codeRefusalMessage('unknown');
    case 'expired':
      return 'This code has expired. You can still place the order without it.';
    case 'used-up':
      return 'This code has been used up. You can still place the order without it.';
    case 'shopper-limit':
      return 'You have already used this code as many times as it allows. You can still place the order without it.';
    case 'min-basket':
      return codeRefusalMessage('min-basket', minBasketText);
    case 'nothing-covered':
      return codeRefusalMessage('nothing-covered');
    case 'too-many-tries':
      return `Too many codes were tried from here. Please try again in ${COUPON_GUESS_LIMIT.windowMinutes} minutes; you can still place the order without a code.`;
  }
}

/**
 * Guessing codes through the cart's quote: after `tries` codes that are no code of the shop
 * from one client address within `windowMinutes`, every code it types is refused
 * (`too-many-tries`) without being looked up, until the window closes. A shopper who mistypes
 * a code a few times never meets it; a script trying codes gets 20 tries a quarter of an hour.
 */
export const COUPON_GUESS_LIMIT = { tries: 20, windowMinutes: 15 } as const;

/** The shopper's words for a code that did not apply. */
export function codeRefusalMessage(refusal: CodeRefusal, minBasketText?: string): string {
  switch (refusal) {
    case 'unknown':
      return 'This code is not valid or has been used up. You can still place the order without it.';
    case 'min-basket':
      return minBasketText
        ? `This code needs a basket of at least ${minBasketText}.`
        : 'Your basket is below the minimum for this code.';
    case 'nothing-covered':
      return 'This code does not cover anything in your cart.';
  }
}
