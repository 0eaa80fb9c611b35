import { useState } from 'react';
import type {
  OrderDetail,
  SubstitutionChoice,
  SubstitutionChoiceValue,
  SubstitutionQuestionView,
} from '@greencart/contracts';
import { Button, notify } from '@greencart/shared-ui';
import { rejectionToApiError } from '../../lib/apiErrors';
import { useStorefrontT } from '../../i18n/catalogue';
import { ChoiceSelect } from './ChoiceSelect';
import { QuestionCard } from './QuestionCard';
import {
  useGetOrderSubstitutionsQuery,
  useSetOrderSubstitutionsMutation,
} from './substitutionsApi';
import './substitutions.css';

/**
 * The order page's substitutions (docs/SUBSTITUTIONS.md): the packer's open questions, live,
 * with a countdown and Accept / Refuse; what was decided; and, until packing starts, the
 * shopper's choice for each line and for the rest of the order.
 */
export function OrderSubstitutions({ order }: { order: OrderDetail }) {
  const t = useStorefrontT();
  const { data } = useGetOrderSubstitutionsQuery(order._id);
  if (!data || (!data.editable && data.questions.length === 0)) return null;
  const open = data.questions.filter((q) => q.state === 'open');
  const decided = data.questions.filter((q) => q.outcome !== null);
  return (
    <section className="sf-order-panel sf-substitutions" aria-labelledby="order-substitutions">
      <h2 id="order-substitutions" className="sf-order-panel__title">
        {t('substitution.title')}
      </h2>
      {open.length > 0 ? (
        <div role="region" aria-live="polite" aria-label={t('substitution.questions')}>
          {open.map((question) => (
            <QuestionCard key={question.id} orderId={order._id} question={question} />
          ))}
        </div>
      ) : null}
      {decided.length > 0 ? (
        <ul className="sf-substitutions__outcomes">
          {decided.map((q) => (
            <li key={q.id}>{outcomeText(t, q)}</li>
          ))}
        </ul>
      ) : null}
      {data.editable ? (
        // Read again (saved here or elsewhere): the form starts from what is kept.
        <ChoicesForm
          key={JSON.stringify([data.default, data.lines])}
          order={order}
          initial={data}
        />
      ) : (
        <p className="sf-muted">{t('substitution.lockedHint')}</p>
      )}
    </section>
  );
}

function outcomeText(t: ReturnType<typeof useStorefrontT>, q: SubstitutionQuestionView): string {
  const what = t(`substitution.outcome_${q.outcome}`, {
    name: q.original.name,
    product: q.proposal?.name ?? '',
  });
  return q.decidedBy ? `${what} (${t(`substitution.by_${q.decidedBy}`)})` : what;
}

/** The choices of each line and the order's default, saved together. */
function ChoicesForm({
  order,
  initial,
}: {
  order: OrderDetail;
  initial: {
    default: SubstitutionChoiceValue;
    lines: (SubstitutionChoiceValue & { position: number; own: boolean })[];
  };
}) {
  const t = useStorefrontT();
  const [save, { isLoading }] = useSetOrderSubstitutionsMutation();
  const [fallback, setFallback] = useState<SubstitutionChoice>(initial.default.choice);
  const [lines, setLines] = useState(initial.lines);
  const submit = () =>
    save({
      id: order._id,
      request: {
        default: { choice: fallback, productId: null },
        lines: lines
          .filter((l) => l.choice !== 'specific' || l.productId)
          .map(({ position, choice, productId }) => ({
            position,
            choice,
            productId: choice === 'specific' ? productId : null,
          })),
      },
    })
      .unwrap()
      .then(
        () => notify.success(t('substitution.saved')),
        (rejection: unknown) =>
          notify.error(rejectionToApiError(rejection).message || t('substitution.saveFailed')),
      );
  return (
    <form
      className="sf-substitutions__form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="sf-muted">{t('substitution.editableHint')}</p>
      {order.items.map((item, position) => {
        const line = lines.find((l) => l.position === position);
        if (!line || item.quantity === 0) return null;
        return (
          <ChoiceSelect
            key={position}
            name={item.name}
            productId={item.product?._id ?? null}
            value={line}
            onChange={(value) =>
              setLines((all) =>
                all.map((l) => (l.position === position ? { ...l, ...value, own: true } : l)),
              )
            }
          />
        );
      })}
      <p className="sf-substitutions__line">
        <label htmlFor={`sf-subs-default-${order._id}`}>{t('substitution.defaultLabel')}</label>
        <select
          id={`sf-subs-default-${order._id}`}
          value={fallback}
          onChange={(event) => setFallback(event.target.value as SubstitutionChoice)}
        >
          {(['best_match', 'refund'] as const).map((choice) => (
            <option key={choice} value={choice}>
              {t(`substitution.${choice}`)}
            </option>
          ))}
        </select>
      </p>
      <Button type="submit" disabled={isLoading}>
        {t('substitution.save')}
      </Button>
    </form>
  );
}
