import { HttpStatus } from '@nestjs/common';
import {
  ERROR_CODES,
  applyPromotions,
  codeRefusalMessage,
  formatCents,
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
  if (outcome.codeRefused) {
    const min = live.coded?.minBasketCents;
    refusal = codeRefusalMessage(outcome.codeRefused, min ? formatCents(min) : undefined);
  }
  return { outcome, taken, refusal };
}

/** The 409 of a promotion that cannot be given now: the shopper may order without it. */
export function promotionUnavailable(message: string): AppError {
  return new AppError(HttpStatus.CONFLICT, ERROR_CODES.PROMOTION_UNAVAILABLE, message);
}
