import type { PromotionKind, PromotionRule, PromotionScope } from '@greencart/contracts';

/**
 * How promotions are read (docs/PROMOTIONS.md): the live ones as one JSON array per promotion,
 * embedded in the order's pricing read (one statement) and in the cart quote.
 */

/** A live promotion as read: its rule, and what placing an order must take of it. */
export interface LivePromotion {
  rule: PromotionRule;
  /**
   * True when it has a limit (uses, budget or per shopper): an order taking it moves its counter
   * by a conditional UPDATE inside the order's transaction (promotion-limits.ts).
   */
  limited: boolean;
  /** The generated code it was entered by (used once), or null. */
  bulkCode: string | null;
  /** Its minimum basket in cents (for "add LKR X more"), or null. */
  minBasketCents: number | null;
}

/**
 * The SQL of the live promotions (`alias` the promotion table's): active, inside their window,
 * with uses and budget left, and either automatic or the code `codeParam` names (its own code or
 * an unused generated one). Answers one JSON array per promotion ({@link livePromotionOf}),
 * oldest first: the order in which ties are broken.
 */
export function livePromotionsSql(codeParam: string): string {
  return `(SELECT json_agg(json_build_array(pr."id", pr."name", pr."code", pr."automatic",
      pr."kind", pr."scope", pr."category", pr."product_ids", pr."percent_bp", pr."amount_cents",
      pr."per_kg", pr."buy_quantity", pr."get_quantity", pr."get_product_id",
      pr."min_basket_cents",
      (pr."max_uses" IS NOT NULL OR pr."budget_cents" IS NOT NULL OR pr."per_shopper_limit" IS NOT NULL),
      CASE WHEN NOT pr."automatic" AND pr."code" IS DISTINCT FROM ${codeParam} THEN ${codeParam} END)
      ORDER BY pr."created_at", pr."id")
    FROM "promotion" pr
    WHERE pr."status" = 'active'
      AND (pr."starts_at" IS NULL OR pr."starts_at" <= now())
      AND (pr."ends_at" IS NULL OR pr."ends_at" > now())
      AND (pr."max_uses" IS NULL OR pr."uses" < pr."max_uses")
      AND (pr."budget_cents" IS NULL OR pr."discount_given_cents" < pr."budget_cents")
      AND (pr."automatic" OR pr."code" = ${codeParam} OR EXISTS (
        SELECT 1 FROM "promotion_code" c
        WHERE c."code" = ${codeParam} AND c."promotion_id" = pr."id" AND NOT c."used")))`;
}

type LiveArray = [
  string,
  string,
  string | null,
  boolean,
  PromotionKind,
  PromotionScope,
  string | null,
  string[] | null,
  number | null,
  number | null,
  boolean,
  number | null,
  number | null,
  string | null,
  number | null,
  boolean,
  string | null,
];

/** One promotion of {@link livePromotionsSql}'s array. */
export function livePromotionOf(values: unknown[]): LivePromotion {
  const [
    id,
    name,
    code,
    automatic,
    kind,
    scope,
    category,
    productIds,
    percentBp,
    amountCents,
    perKg,
    buyQuantity,
    getQuantity,
    getProductId,
    minBasketCents,
    limited,
    bulkCode,
  ] = values as LiveArray;
  return {
    rule: {
      id,
      name,
      code: automatic ? null : (bulkCode ?? code),
      kind,
      scope,
      category,
      productIds: productIds ?? [],
      percentBp,
      amountCents,
      perKg,
      buyQuantity,
      getQuantity,
      getProductId,
      minBasketCents,
    },
    limited,
    bulkCode,
    minBasketCents,
  };
}

/** The live promotions read, split into the automatic deals and the code's (if any). */
export function splitLive(rows: readonly unknown[][] | null): {
  automatic: LivePromotion[];
  coded: LivePromotion | null;
} {
  const all = (rows ?? []).map(livePromotionOf);
  return {
    automatic: all.filter((p) => p.rule.code === null),
    coded: all.find((p) => p.rule.code !== null) ?? null,
  };
}
