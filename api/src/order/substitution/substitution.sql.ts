import { SUBSTITUTE_SUGGESTION_LIMIT, SUBSTITUTION_ANSWER_MINUTES } from '@greencart/contracts';

/** The shop's answer window in minutes (docs/SETTINGS.md), read fresh inside a transaction. */
export const ANSWER_MINUTES_SQL = `COALESCE((SELECT CAST(s."profile"->>'substitutionAnswerMinutes' AS integer)
  FROM "shop_settings" s WHERE s."id" = 1), ${SUBSTITUTION_ANSWER_MINUTES.default})`;

/**
 * Ranked substitutes of a product (docs/SUBSTITUTIONS.md, "Suggestions"): products for sale now
 * (not archived, in stock, and with units left when counted), sold the same way as the line
 * (`$3`: the step grams of a weighed line, null for units) unless `$6` lets any way in (the
 * packer's list: a weighed product may replace a unit line and the reverse), of the same
 * category (`$2`) or with a name alike (trigram similarity ≥ 0.3); ranked by same category
 * first, then sold the same way, then how alike the names are, then how close the price per
 * unit is (`$5`), then id. `$1` the original product, `$4` its name.
 */
export const SUGGESTIONS_SQL = `SELECT p.id AS "productId", p.name, COALESCE(p.images->>0, '') AS image,
    p.category, p.offer_price_cents AS "offerPriceCents", p.sold_by AS "soldBy",
    p.step_grams AS "stepGrams", similarity(p.name, $4)::float8 AS "nameSimilarity"
  FROM product p
  WHERE p.id <> $1 AND p.archived_at IS NULL AND p.in_stock
    AND (p.on_hand IS NULL OR p.on_hand - p.reserved > 0)
    AND ($6::boolean OR (CASE WHEN p.sold_by = 'weight' THEN p.step_grams END)
      IS NOT DISTINCT FROM $3::integer)
    AND (p.category = $2 OR similarity(p.name, $4) >= 0.3)
  ORDER BY (p.category = $2) DESC,
    ((CASE WHEN p.sold_by = 'weight' THEN p.step_grams END) IS NOT DISTINCT FROM $3::integer) DESC,
    similarity(p.name, $4) DESC,
    abs(p.offer_price_cents - $5::integer) ASC, p.id
  LIMIT ${SUBSTITUTE_SUGGESTION_LIMIT}`;
