import { useEffect, useId, useState } from 'react';
import { Button, type ApiError } from '@greencart/shared-ui';
import {
  formatCents,
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
import './substitutions.css';

const CHOICE_TEXT: Record<LineSubstitutionView['choice'], string> = {
  best_match: 'Best match is fine',
  specific: 'Wants a specific product',
  refund: 'No substitute: refund',
};

const OUTCOME_TEXT: Record<NonNullable<SubstitutionQuestionView['outcome']>, string> = {
  substituted: 'substitute packed',
  refunded: 'refunded',
  kept_available: 'available ones kept',
};

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
function questionText(q: SubstitutionQuestionView, now: number): string {
  const what = q.proposal
    ? `${q.original.name} → ${q.proposal.name} × ${q.proposal.quantity} (${formatCents(toCents(q.proposal.lineAmount))})`
    : `${q.original.name}: ${q.available} of ${q.original.quantity} available`;
  if (q.state === 'open') {
    const seconds = Math.max(0, Math.ceil((Date.parse(q.expiresAt) - now) / 1000));
    return seconds > 0
      ? `${what}: waiting for the answer, ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} left (without one: ${OUTCOME_TEXT[q.ifNoAnswer]})`
      : `${what}: time is up (${OUTCOME_TEXT[q.ifNoAnswer]} when the order leaves)`;
  }
  if (q.state === 'replaced') return `${what}: replaced by a newer proposal`;
  const by = q.decidedBy === 'shopper' ? 'the customer answered' : 'no answer in time';
  return `${what}: ${q.state}, ${q.outcome ? OUTCOME_TEXT[q.outcome] : 'nothing changed'} (${by}${q.decidedAt ? `, ${formatTime(q.decidedAt)}` : ''})`;
}

/**
 * The pick screen's substitutions (docs/SUBSTITUTIONS.md): each line's preference, a form to
 * propose a substitute from the line's ranked suggestions (its own quantity) or to ask about a
 * short pick, and the questions with their answers, arriving live through the seller's feed.
 */
export function PickSubstitutions({ order }: { order: OrderDetail }) {
  const { data } = useOrderSubstitutionsQuery(order._id);
  const open = (data?.questions ?? []).some((q) => q.state === 'open');
  const now = useTick(open);
  if (!data) return null;
  const packing = order.status === 'Packing';
  return (
    <section className="seller-subs" aria-labelledby="seller-subs-title">
      <h2 id="seller-subs-title" className="seller-subs__title">
        Substitutions
      </h2>
      <ul className="seller-subs__lines">
        {order.items.map((item, position) => {
          const choice = data.lines.find((l) => l.position === position);
          return (
            <li key={`${position}-${item.name}`} className="seller-subs__line">
              <p>
                <strong>{item.name}</strong>
                {choice
                  ? ` · ${CHOICE_TEXT[choice.choice]}${choice.productName ? `: ${choice.productName}` : ''}${choice.own ? '' : ' (order default)'}`
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
          <h3 className="seller-subs__subtitle">Questions to the customer</h3>
          <ul className="seller-subs__questions" aria-live="polite">
            {data.questions.map((q) => (
              <li key={q.id} className={`seller-subs__question seller-subs__question--${q.state}`}>
                {questionText(q, now)}
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
  const [askShort, { isLoading: asking }] = useAskShortMutation();
  const fail = (rejection: unknown) =>
    setError((rejection as Partial<ApiError>)?.message ?? 'The question was not sent');
  const done = () => {
    setMode(null);
    setError('');
  };
  if (mode === null) {
    return (
      <p className="seller-subs__actions">
        <Button variant="secondary" onClick={() => setMode('propose')}>
          Propose a substitute
        </Button>
        {item.quantity > 1 ? (
          <Button variant="secondary" onClick={() => setMode('short')}>
            Ask about fewer
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
        <label htmlFor={`${id}-available`}>How many of {item.name} are there?</label>
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
          Ask the customer
        </Button>
        <Button variant="secondary" onClick={done}>
          Back
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
      <label htmlFor={`${id}-product`}>Substitute for {item.name}</label>
      <select
        id={`${id}-product`}
        required
        value={product}
        onChange={(event) => setProduct(event.target.value)}
      >
        <option value="">{isFetching ? 'Loading…' : 'Choose from the suggestions'}</option>
        {(suggestions ?? []).map((s) => (
          <option key={s.productId} value={s.productId}>
            {s.name} · {s.category} · {formatCents(toCents(s.offerPrice))}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-quantity`}>Quantity</label>
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
        Ask the customer
      </Button>
      <Button variant="secondary" onClick={done}>
        Back
      </Button>
      {!isFetching && suggestions?.length === 0 ? (
        <p role="status">No similar product is for sale now.</p>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </form>
  );
}
