import type { SubstitutionQuestionView } from '@greencart/contracts';
import { formatTime } from '@greencart/contracts';
import { sellerT } from '../../i18n/catalogue';

/**
 * Why the order may not go out yet: a question the customer may still answer (the API refuses
 * the move with 409 `SUBSTITUTION.QUESTION_OPEN` then); null when none. A question whose window
 * has passed does not block: the line's preference is applied as the order leaves.
 */
export function sendOutBlock(
  questions: readonly SubstitutionQuestionView[] | undefined,
  now: number = Date.now(),
): string | null {
  const waiting = (questions ?? []).filter(
    (q) => q.state === 'open' && Date.parse(q.expiresAt) > now,
  );
  if (waiting.length === 0) return null;
  const first = waiting.reduce((a, b) =>
    Date.parse(a.expiresAt) <= Date.parse(b.expiresAt) ? a : b,
  );
  return sellerT()('substitutions.sendOutBlocked', {
    name: first.original.name,
    time: formatTime(first.expiresAt),
  });
}
