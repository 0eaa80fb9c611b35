import type { EntityManager } from 'typeorm';
import type { SqlParameters } from '../database/prepared-query.js';
import { promotionUnavailable, type TakenPromotion } from './promotion-pricing.js';

/** The words of a limit reached at the moment the order was placed. */
export const LIMIT_REACHED_MESSAGE = (name: string) =>
  `"${name}" has just run out or reached its limit. You can place the order without it.`;
export const SHOPPER_LIMIT_MESSAGE = (name: string) =>
  `You have already used "${name}" as many times as it allows. You can place the order without it.`;

// Every UPDATE … RETURNING here is wrapped in a WITH … SELECT: TypeORM answers a bare UPDATE as
// [rows, count], a SELECT as its rows.

/**
 * Takes the limits of the promotions an order applies (docs/PROMOTIONS.md, "Limits"), inside
 * the order's transaction, before the order is written: for each limited one a conditional
 * UPDATE moves its counters only while it is active, inside its window, with a use and enough
 * budget left; the row lock it takes makes every other order of that promotion wait for this
 * transaction, so the per-shopper count read after it (a new statement: it sees every
 * committed redemption) cannot be beaten by a second checkout at once; a generated code is
 * marked used the same way. Anything refused throws 409 PROMOTION_UNAVAILABLE and the
 * transaction, with whatever it took, rolls back.
 */
export async function takePromotionLimits(
  manager: EntityManager,
  userId: string,
  taken: readonly TakenPromotion[],
): Promise<void> {
  // In id order, as every transaction takes them: two orders never wait on each other.
  const limited = taken
    .filter((p) => p.limited || p.bulkCode)
    .sort((a, b) => a.promotionId.localeCompare(b.promotionId));
  for (const promotion of limited) {
    if (promotion.limited) {
      const rows: { per_shopper_limit: number | null }[] = await manager.query(
        `WITH taken AS (UPDATE "promotion"
            SET "uses" = "uses" + 1, "discount_given_cents" = "discount_given_cents" + $2,
                "updated_at" = now()
          WHERE "id" = $1 AND "status" = 'active'
            AND ("starts_at" IS NULL OR "starts_at" <= now())
            AND ("ends_at" IS NULL OR "ends_at" > now())
            AND ("max_uses" IS NULL OR "uses" < "max_uses")
            AND ("budget_cents" IS NULL OR "discount_given_cents" + $2 <= "budget_cents")
          RETURNING "per_shopper_limit") SELECT * FROM taken`,
        [promotion.promotionId, promotion.discountCents],
      );
      const [row] = rows;
      if (!row) throw promotionUnavailable(LIMIT_REACHED_MESSAGE(promotion.name), 'used-up');
      if (row.per_shopper_limit !== null) {
        const [counted] = (await manager.query(
          `SELECT count(*)::int AS "n" FROM "promotion_redemption"
            WHERE "promotion_id" = $1 AND "user_id" = $2 AND "released_at" IS NULL`,
          [promotion.promotionId, userId],
        )) as { n: number }[];
        if ((counted?.n ?? 0) >= row.per_shopper_limit)
          throw promotionUnavailable(SHOPPER_LIMIT_MESSAGE(promotion.name), 'shopper-limit');
      }
    }
    if (promotion.bulkCode) {
      const used: unknown[] = await manager.query(
        `WITH used AS (UPDATE "promotion_code" SET "used" = true
          WHERE "code" = $1 AND "promotion_id" = $2 AND NOT "used" RETURNING "code")
         SELECT * FROM used`,
        [promotion.bulkCode, promotion.promotionId],
      );
      if (used.length === 0)
        throw promotionUnavailable(LIMIT_REACHED_MESSAGE(promotion.name), 'used-up');
    }
  }
}

/** One redemption row an order writes with itself (one per promotion it applies). */
export interface RedemptionRow {
  promotionId: string;
  code: string | null;
  discountCents: number;
}

/**
 * The placement statement's step writing the order's redemptions (placement-statement.ts): one
 * INSERT of unnested arrays, checked against the order at the end of the statement.
 */
export function redemptionsSql(
  params: SqlParameters,
  orderId: string,
  userId: string,
  rows: readonly RedemptionRow[],
): string {
  return `INSERT INTO "promotion_redemption"
      ("promotion_id", "order_id", "user_id", "code", "discount_cents")
    SELECT r.p, ${params.add(orderId)}::uuid, ${params.add(userId)}::uuid, r.c, r.d
      FROM unnest(${params.add(rows.map((r) => r.promotionId))}::uuid[],
                  ${params.add(rows.map((r) => r.code))}::varchar[],
                  ${params.add(rows.map((r) => r.discountCents))}::int[]) AS r(p, c, d)`;
}

/**
 * Gives back what a cancelled order took (docs/PROMOTIONS.md, "Give-back"), exactly once: its
 * unreleased redemptions are marked released (the order is locked by its change, and
 * `released_at IS NULL` makes a second cancel find none), and each one's use, discount and
 * generated code are returned to its promotion.
 */
export async function releasePromotions(manager: EntityManager, orderId: string): Promise<void> {
  const released: { promotion_id: string; code: string | null; discount_cents: number }[] =
    await manager.query(
      `WITH released AS (UPDATE "promotion_redemption" SET "released_at" = now()
        WHERE "order_id" = $1 AND "released_at" IS NULL
        RETURNING "promotion_id", "code", "discount_cents") SELECT * FROM released`,
      [orderId],
    );
  for (const r of released.sort((a, b) => a.promotion_id.localeCompare(b.promotion_id))) {
    await manager.query(
      `UPDATE "promotion" SET "uses" = GREATEST("uses" - 1, 0),
              "discount_given_cents" = GREATEST("discount_given_cents" - $2, 0), "updated_at" = now()
        WHERE "id" = $1 AND ("max_uses" IS NOT NULL OR "budget_cents" IS NOT NULL OR "per_shopper_limit" IS NOT NULL)`,
      [r.promotion_id, r.discount_cents],
    );
    if (r.code) {
      await manager.query(
        `UPDATE "promotion_code" SET "used" = false WHERE "code" = $1 AND "promotion_id" = $2`,
        [r.code, r.promotion_id],
      );
    }
  }
}

/**
 * A cancelled order reinstated (paid after its checkout ended): it keeps the discount it was
 * charged with, so its released redemptions hold their use again (even past a limit: the
 * shopper has paid that amount).
 */
export async function restorePromotions(manager: EntityManager, orderId: string): Promise<void> {
  const restored: { promotion_id: string; code: string | null; discount_cents: number }[] =
    await manager.query(
      `WITH restored AS (UPDATE "promotion_redemption" SET "released_at" = NULL
        WHERE "order_id" = $1 AND "released_at" IS NOT NULL
        RETURNING "promotion_id", "code", "discount_cents") SELECT * FROM restored`,
      [orderId],
    );
  for (const r of restored.sort((a, b) => a.promotion_id.localeCompare(b.promotion_id))) {
    await manager.query(
      `UPDATE "promotion" SET "uses" = "uses" + 1,
              "discount_given_cents" = "discount_given_cents" + $2, "updated_at" = now()
        WHERE "id" = $1 AND ("max_uses" IS NOT NULL OR "budget_cents" IS NOT NULL OR "per_shopper_limit" IS NOT NULL)`,
      [r.promotion_id, r.discount_cents],
    );
    if (r.code) {
      await manager.query(`UPDATE "promotion_code" SET "used" = true WHERE "code" = $1`, [r.code]);
    }
  }
}
