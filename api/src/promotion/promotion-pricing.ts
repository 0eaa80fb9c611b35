import { HttpStatus } from '@nestjs/common';
import {
  ERROR_CODES,
  applyPromotions,
  codeRefusalReasonMessage,
  formatCents,
  type CodeRefusalReason,
  type PromotionLine,
  type PromotionOutcome,
} from '@greencart/contracts';
import { AppError } from '../common/app-error.js';
import type { LivePromotion } from './promotion-rows.js';

/** A promotion an order takes: what it took off, and whether its limits must be taken. */
export interface TakenPromotion {
  promotionId: string;
  name: string;
  /** The code it was entered by (its own or a generated one); null for an automatic deal. */
  code: string | null;
  discountCents: number;
  limited: boolean;
  bulkCode: string | null;
}

/** The promotions of a cart or order: the arithmetic's outcome and what placing takes. */
export interface CartDiscounts {
  outcome: PromotionOutcome;
  taken: TakenPromotion[];
  /** The shopper's words for why the code entered did not apply; null when it did or none. */
  refusal: string | null;
  /** The same as a stable reason (`invalid` until {@link refusalOfUnknownCode} looks closer). */
  refusalReason: CodeRefusalReason | null;
}

/**
 * Applies the live promotions to priced lines by the stacking rule (contracts' promotions.ts):
 * `live` as read by `livePromotionsSql`, `codeEntered` the normalised code the shopper typed
 * (null: none). The code's refusal is put in words here, once, for the quote and the order.
 */
export function discountCart(
  lines: readonly PromotionLine[],
  live: { automatic: LivePromotion[]; coded: LivePromotion | null },
  codeEntered: string | null,
): CartDiscounts {
  const code = codeEntered === null ? null : (live.coded?.rule ?? 'unknown');
  const outcome = applyPromotions(
    lines,
    live.automatic.map((p) => p.rule),
    code,
  );
  const all = live.coded ? [...live.automatic, live.coded] : live.automatic;
  const taken = outcome.applied.map((applied): TakenPromotion => {
    const promotion = all.find((p) => p.rule.id === applied.promotionId)!;
    return {
      promotionId: applied.promotionId,
      name: applied.name,
      code: applied.code,
      discountCents: applied.discountCents,
      limited: promotion.limited,
      bulkCode: applied.code === null ? null : promotion.bulkCode,
    };
  });
  let refusal: string | null = null;
  let refusalReason: CodeRefusalReason | null = null;
  if (outcome.codeRefused) {
    const min = live.coded?.minBasketCents;
    refusalReason = outcome.codeRefused === 'unknown' ? 'invalid' : outcome.codeRefused;
    refusal = codeRefusalReasonMessage(refusalReason, min ? formatCents(min) : undefined);
  }
  return { outcome, taken, refusal, refusalReason };
}

/**
 * Why a code that is not live now does not apply: a promotion's own code or a generated one
 * that is past its end (`expired`), out of uses or budget, or used (`used-up`); anything else,
 * including a paused or not yet started promotion, is `invalid`. Read only after a refusal, so
 * it costs nothing on the way of an order that applies.
 */
export async function refusalOfUnknownCode(
  db: { query: (sql: string, parameters?: unknown[]) => Promise<unknown> },
  code: string,
): Promise<CodeRefusalReason> {
  const [row] = (await db.query(
    `SELECT pr."status", (pr."ends_at" IS NOT NULL AND pr."ends_at" <= now()) AS "ended",
            ((pr."max_uses" IS NOT NULL AND pr."uses" >= pr."max_uses")
              OR (pr."budget_cents" IS NOT NULL AND pr."discount_given_cents" >= pr."budget_cents")
              OR coalesce(c."used", false)) AS "spent"
       FROM "promotion" pr
       LEFT JOIN "promotion_code" c ON c."promotion_id" = pr."id" AND c."code" = $1
      WHERE pr."code" = $1 OR c."code" = $1
      ORDER BY pr."created_at" DESC LIMIT 1`,
    [code],
  )) as { status: string; ended: boolean; spent: boolean }[];
  if (!row) return 'invalid';
  if (row.status === 'ended' || row.ended) return 'expired';
  if (row.spent) return 'used-up';
  return 'invalid';
}

/** A refusal whose reason {@link refusalOfUnknownCode} made precise, in English again. */
export function refusalWords(
  reason: CodeRefusalReason,
  live: { coded: LivePromotion | null },
): string {
  const min = live.coded?.minBasketCents;
  return codeRefusalReasonMessage(reason, min ? formatCents(min) : undefined);
}

/** The 409 of a promotion that cannot be given now: the shopper may order without it. */
export function promotionUnavailable(message: string, reason: CodeRefusalReason): AppError {
  return new AppError(HttpStatus.CONFLICT, ERROR_CODES.PROMOTION_UNAVAILABLE, message).withReason(
    reason,
  );
}
