import type { ReactNode } from 'react';
import {
  estimateNote,
  formatMoney,
  holdText,
  isWeighingStatus,
  toCents,
  type Order,
} from '@greencart/contracts';
import { isEstimate, lineMoney, weighedLineFacts } from './weighedLine';
import './weighed-order.css';

/** True when the order has a line sold by weight. */
function hasWeighedLine(order: Pick<Order, 'items'>): boolean {
  return order.items.some((item) => Boolean(item.stepGrams));
}

/**
 * A weighed line on the order page: what was ordered and, once weighed, "ordered 750 g ·
 * packed 0.71 kg · LKR 340.80"; its amount, marked "estimated" until then. Null for a unit line.
 */
export function weighedLineView(
  item: Order['items'][number],
  order: Pick<Order, 'status'>,
): {
  detail: ReactNode;
  amount: ReactNode;
} | null {
  const facts = weighedLineFacts(item, isWeighingStatus(order.status));
  if (!facts) return null;
  return {
    detail: <p className="sf-muted sf-weighed-line">{facts.text}</p>,
    amount: (
      <p className="sf-order-line__amount">
        {lineMoney(facts)}
        {facts.estimated ? <span className="sf-weighed-estimated">estimated</span> : null}
      </p>
    ),
  };
}

/**
 * The label of an order's total: an estimate while weighed lines wait, final once weighed; a
 * cancelled order's is just its total.
 */
export function totalLabel(order: Pick<Order, 'items' | 'toWeigh' | 'status'>): string {
  if (!hasWeighedLine(order) || order.status === 'Cancelled') return 'Total';
  return isEstimate(order) ? 'Estimated total' : 'Final total';
}

/**
 * The line under the totals of an order with weighed lines: why the total may change (until
 * weighed), and for a card payment the hold, then what was charged.
 */
export function WeighedSummary({ order }: { order: Order }) {
  // A cancelled order is neither weighed nor charged: nothing to explain.
  if (!hasWeighedLine(order) || order.status === 'Cancelled') return null;
  const hold = order.cardHold;
  return (
    <div className="sf-weighed-summary">
      {isEstimate(order) ? (
        <p>{estimateNote(order.weightTolerancePercent ?? null)}</p>
      ) : (
        <p>Every weighed item is weighed: this is the final amount.</p>
      )}
      {hold?.state === 'authorised' ? <p>{holdText(toCents(hold.authorised))}</p> : null}
      {hold?.state === 'captured' && hold.captured !== null ? (
        <p>
          Charged {formatMoney(hold.captured)} for what was packed; the rest of the{' '}
          {formatMoney(hold.authorised)} hold was released.
        </p>
      ) : null}
    </div>
  );
}

/** Under the timeline's Packing step: each weighed line once weighed. */
export function WeighedTimelineNote({ order }: { order: Order }) {
  const packed = order.items
    .filter((item) => item.stepGrams && item.packedGrams != null)
    .map((item) => ({ name: item.name, facts: weighedLineFacts(item, false) }));
  if (packed.length === 0) return null;
  return (
    <ul className="sf-timeline__weighed" aria-label="Weighed at packing">
      {packed.map(({ name, facts }, index) => (
        <li key={`${name}-${index}`}>
          {name}: {facts?.text}
        </li>
      ))}
    </ul>
  );
}

/**
 * Cash on delivery with weighed lines: what the driver will collect (the packed total once
 * weighed, an estimate before).
 */
export function PaymentDue({ order }: { order: Order }) {
  if (
    !hasWeighedLine(order) ||
    order.paymentType !== 'COD' ||
    order.isPaid ||
    order.status === 'Cancelled'
  ) {
    return null;
  }
  return (
    <p>
      {isEstimate(order) ? 'To pay on delivery (estimated)' : 'To pay on delivery'}:{' '}
      {formatMoney(order.amount)}
    </p>
  );
}
