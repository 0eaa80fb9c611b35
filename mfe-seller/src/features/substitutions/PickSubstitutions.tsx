import { useEffect, useId, useState } from 'react';
import { Button, type ApiError } from '@greencart/shared-ui';
import {
  formatCents,
  formatGrams,
  formatTime,
  toCents,
  type LineSubstitutionView,
  type OrderDetail,
  type OrderItem,
  type SubstitutionQuestionView,
} from '@greencart/contracts';
import {
  useAskShortMutation,
  useLineSuggestionsQuery,
  useOrderSubstitutionsQuery,
  useProposeSubstituteMutation,
} from './substitutionsApi';
import { useSellerT, type TFunction } from '../../i18n/catalogue';
import './substitutions.css';

type Choice = LineSubstitutionView['choice'];
type Outcome = NonNullable<SubstitutionQuestionView['outcome']>;

/** Re-renders every second while `active`, so countdowns move. */
function useTick(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** What a question says now, for staff. */
function questionText(t: TFunction, q: SubstitutionQuestionView, now: number): string {
  const outcome = (o: Outcome) => t(`substitutions.outcome.${o}`);
  const what = q.proposal
    ? t('substitutions.proposal', {
        original: q.original.name,
        substitute: q.proposal.name,
        quantity: q.proposal.stepGrams
          ? formatGrams(q.proposal.quantity * q.proposal.stepGrams)
          : q.proposal.quantity,
        amount: formatCents(toCents(q.proposal.lineAmount)),
      })
    : t('substitutions.shortOf', {
        original: q.original.name,
        available: q.available,
        quantity: q.original.quantity,
      });
  if (q.state === 'open') {
    const seconds = Math.max(0, Math.ceil((Date.parse(q.expiresAt) - now) / 1000));
    const left = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    return seconds > 0
      ? t('substitutions.waiting', { what, left, outcome: outcome(q.ifNoAnswer) })
      : t('substitutions.timeUp', { what, outcome: outcome(q.ifNoAnswer) });
  }
  if (q.state === 'replaced') return t('substitutions.replaced', { what });
  return t('substitutions.decided', {
    what,
    state: t(`substitutions.state.${q.state}`),
    outcome: q.outcome ? outcome(q.outcome) : t('substitutions.nothingChanged'),
    by: t(
      q.decidedBy === 'shopper'
        ? 'substitutions.answeredByCustomer'
        : 'substitutions.noAnswerInTime',
    ),
    at: q.decidedAt ? `, ${formatTime(q.decidedAt)}` : '',
  });
}

/** A line's preference as staff read it. */
function choiceText(t: TFunction, choice: Choice): string {
  return t(`substitutions.choice.${choice}`);
}

/**
 * The pick screen's substitutions (docs/SUBSTITUTIONS.md): each line's preference, a form to
 * propose a substitute from the line's ranked suggestions (its own quantity) or to ask about a
 * short pick, and the questions with their answers, arriving live through the seller's feed.
 */
export function PickSubstitutions({ order }: { order: OrderDetail }) {
  const t = useSellerT();
  const { data } = useOrderSubstitutionsQuery(order._id);
  const open = (data?.questions ?? []).some((q) => q.state === 'open');
  const now = useTick(open);
  if (!data) return null;
  const packing = order.status === 'Packing';
  return (
    <section className="seller-subs" aria-labelledby="seller-subs-title">
      <h2 id="seller-subs-title" className="seller-subs__title">
        {t('substitutions.title')}
      </h2>
      <ul className="seller-subs__lines">
        {order.items.map((item, position) => {
          const choice = data.lines.find((l) => l.position === position);
          return (
            <li key={`${position}-${item.name}`} className="seller-subs__line">
              <p>
                <strong>{item.name}</strong>
                {choice
                  ? ` · ${choiceText(t, choice.choice)}${choice.productName ? `: ${choice.productName}` : ''}${choice.own ? '' : t('substitutions.orderDefault')}`
                  : ''}
              </p>
              {packing && item.substitutedFrom === null ? (
                <LineQuestionForms order={order} item={item} position={position} />
              ) : null}
            </li>
          );
        })}
      </ul>
      {data.questions.length > 0 ? (
        <>
          <h3 className="seller-subs__subtitle">{t('substitutions.questions')}</h3>
          <ul className="seller-subs__questions" aria-live="polite">
            {data.questions.map((q) => (
              <li key={q.id} className={`seller-subs__question seller-subs__question--${q.state}`}>
                {questionText(t, q, now)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** Propose a substitute (ranked list, quantity) or ask about a short pick, for one line. */
function LineQuestionForms({
  order,
  item,
  position,
}: {
  order: OrderDetail;
  item: OrderItem;
  position: number;
}) {
  const t = useSellerT();
  const id = useId();
  const [mode, setMode] = useState<'propose' | 'short' | null>(null);
  const [product, setProduct] = useState('');
  const [quantity, setQuantity] = useState(String(item.orderedQuantity ?? item.quantity));
  const [available, setAvailable] = useState('1');
  const [error, setError] = useState('');
  const { data: suggestions, isFetching } = useLineSuggestionsQuery(
    { id: order._id, position },
    { skip: mode !== 'propose' },
  );
  const [propose, { isLoading: proposing }] = useProposeSubstituteMutation();
  // A weighed substitute is proposed in its own steps (the line takes its way once accepted).
  const chosenStep = suggestions?.find((s) => s.productId === product)?.stepGrams ?? null;
  const [askShort, { isLoading: asking }] = useAskShortMutation();
  const fail = (rejection: unknown) =>
    setError((rejection as Partial<ApiError>)?.message ?? t('substitutions.notSent'));
  const done = () => {
    setMode(null);
    setError('');
  };
  if (mode === null) {
    return (
      <p className="seller-subs__actions">
        <Button variant="secondary" onClick={() => setMode('propose')}>
          {t('substitutions.propose')}
        </Button>
        {item.quantity > 1 ? (
          <Button variant="secondary" onClick={() => setMode('short')}>
            {t('substitutions.askAboutFewer')}
          </Button>
        ) : null}
      </p>
    );
  }
  if (mode === 'short') {
    return (
      <form
        className="seller-subs__form"
        onSubmit={(event) => {
          event.preventDefault();
          void askShort({ id: order._id, position, available: Number(available) })
            .unwrap()
            .then(done, fail);
        }}
      >
        <label htmlFor={`${id}-available`}>{t('substitutions.howMany', { name: item.name })}</label>
        <input
          id={`${id}-available`}
          type="number"
          min={1}
          max={item.quantity - 1}
          required
          value={available}
          onChange={(event) => setAvailable(event.target.value)}
        />
        <Button type="submit" disabled={asking}>
          {t('substitutions.askCustomer')}
        </Button>
        <Button variant="secondary" onClick={done}>
          {t('substitutions.back')}
        </Button>
        {error ? <p role="alert">{error}</p> : null}
      </form>
    );
  }
  return (
    <form
      className="seller-subs__form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!product) return;
        void propose({ id: order._id, position, product, quantity: Number(quantity) })
          .unwrap()
          .then(done, fail);
      }}
    >
      <label htmlFor={`${id}-product`}>
        {t('substitutions.substituteFor', { name: item.name })}
      </label>
      <select
        id={`${id}-product`}
        required
        value={product}
        onChange={(event) => setProduct(event.target.value)}
      >
        <option value="">
          {isFetching ? t('substitutions.loading') : t('substitutions.chooseSuggestion')}
        </option>
        {(suggestions ?? []).map((s) => (
          <option key={s.productId} value={s.productId}>
            {s.name} · {s.category} · {formatCents(toCents(s.offerPrice))}
            {s.stepGrams ? ` / ${formatGrams(s.stepGrams)}` : ''}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-quantity`}>
        {chosenStep
          ? t('substitutions.stepsOf', { step: formatGrams(chosenStep) })
          : t('substitutions.quantity')}
      </label>
      <input
        id={`${id}-quantity`}
        type="number"
        min={1}
        max={999}
        required
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
      />
      <Button type="submit" disabled={proposing || !product}>
        {t('substitutions.askCustomer')}
      </Button>
      <Button variant="secondary" onClick={done}>
        {t('substitutions.back')}
      </Button>
      {!isFetching && suggestions?.length === 0 ? (
        <p role="status">{t('substitutions.noSuggestions')}</p>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </form>
  );
}
