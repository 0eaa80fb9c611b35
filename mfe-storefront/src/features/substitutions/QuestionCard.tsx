import { useEffect, useState } from 'react';
import { formatGrams, toCents, type SubstitutionQuestionView } from '@greencart/contracts';
import { Button, notify } from '@greencart/shared-ui';
import { rejectionToApiError } from '../../lib/apiErrors';
import { useStorefrontT } from '../../i18n/catalogue';
import { orderMoney } from '../orders/orderFormat';
import { useAnswerQuestionMutation } from './substitutionsApi';

/** Whole seconds until `iso`, ticking every second (never below 0). */
function useSecondsLeft(iso: string): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(iso));
  useEffect(() => {
    const timer = setInterval(() => setSeconds(secondsUntil(iso)), 1000);
    return () => clearInterval(timer);
  }, [iso]);
  return seconds;
}

function secondsUntil(iso: string): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000));
}

/** `m:ss`. */
const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * One open question of the packer, live on the order page: what is proposed (or how many are
 * available), what happens without an answer, a countdown, and Accept / Refuse. The answer
 * names the proposal's version, so an answer to a proposal the packer has just changed is
 * refused and the new one shows.
 */
export function QuestionCard({
  orderId,
  question,
}: {
  orderId: string;
  question: SubstitutionQuestionView;
}) {
  const t = useStorefrontT();
  const [answer, { isLoading }] = useAnswerQuestionMutation();
  const seconds = useSecondsLeft(question.expiresAt);
  const titleId = `sf-question-${question.id}`;
  const send = (accept: boolean) =>
    answer({ id: orderId, questionId: question.id, accept, version: question.version })
      .unwrap()
      .then(
        (view) => {
          // Accepted, yet sold out meanwhile: the line is refunded instead, and the shopper told.
          const now = view.questions.find((q) => q.id === question.id);
          if (now?.outcome === 'sold_out') {
            notify.error(
              t('substitution.soldOutAnswered', {
                product: question.proposal?.name ?? '',
                name: question.original.name,
              }),
            );
          } else notify.success(t('substitution.answered'));
        },
        (rejection: unknown) =>
          notify.error(rejectionToApiError(rejection).message || t('substitution.answerFailed')),
      );
  const short = question.kind === 'short';
  return (
    <article className="sf-question" aria-labelledby={titleId}>
      <h3 id={titleId} className="sf-question__title">
        {t('substitution.questionTitle', { name: question.original.name })}
      </h3>
      {question.proposal ? (
        <p>
          {t('substitution.proposal', {
            name: question.original.name,
            product: question.proposal.name,
            // A weighed substitute says its weight ("1 kg"), a unit one how many.
            quantity: question.proposal.stepGrams
              ? formatGrams(question.proposal.quantity * question.proposal.stepGrams)
              : question.proposal.quantity,
            amount: orderMoney(toCents(question.proposal.lineAmount)),
          })}{' '}
          <span className="sf-muted">{t('substitution.priceRule')}</span>
        </p>
      ) : (
        <p>
          {t('substitution.short', {
            available: question.available ?? 0,
            quantity: question.original.quantity,
          })}
        </p>
      )}
      <p className="sf-muted">{t(`substitution.ifNoAnswer_${question.ifNoAnswer}`)}</p>
      <p className="sf-question__clock" aria-live="off">
        {seconds > 0
          ? t('substitution.timeLeft', { time: clock(seconds) })
          : t('substitution.timeUp')}
      </p>
      <div className="sf-question__actions">
        <Button disabled={isLoading || seconds === 0} onClick={() => void send(true)}>
          {short ? t('substitution.keep') : t('substitution.accept')}
        </Button>
        <Button
          variant="secondary"
          disabled={isLoading || seconds === 0}
          onClick={() => void send(false)}
        >
          {short ? t('substitution.remove') : t('substitution.refuse')}
        </Button>
      </div>
    </article>
  );
}
