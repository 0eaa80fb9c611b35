import type { ReactNode } from 'react';
import {
  formatCents,
  formatMoney,
  isWeighingStatus,
  toCents,
  type Order,
} from '@greencart/contracts';
import { isEstimate, lineMoney, weighedLineFacts } from './weighedLine';
import { useStorefrontT } from '../../i18n/catalogue';
import { estimateText } from '../cart/EstimateNote';
import type { TFunction } from '@greencart/shared-ui/i18n';
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
  t: TFunction,
): {
  detail: ReactNode;
  amount: ReactNode;
} | null {
  const facts = weighedLineFacts(item, isWeighingStatus(order.status), t);
  if (!facts) return null;
  return {
    detail: <p className="sf-muted sf-weighed-line">{facts.text}</p>,
    amount: (
      <p className="sf-order-line__amount">
        {lineMoney(facts)}
        {facts.estimated ? (
          <span className="sf-weighed-estimated">{t('checkout.estimated')}</span>
        ) : null}
      </p>
    ),
  };
}

/**
 * The label of an order's total: an estimate while weighed lines wait, final once weighed; a
 * cancelled order's is just its total.
 */
export function totalLabel(
  order: Pick<Order, 'items' | 'toWeigh' | 'status'>,
  t: TFunction,
): string {
  if (!hasWeighedLine(order) || order.status === 'Cancelled') return t('checkout.total');
  return isEstimate(order) ? t('checkout.estimatedTotal') : t('orders.finalTotal');
}

/**
 * The line under the totals of an order with weighed lines: why the total may change (until
 * weighed), and for a card payment the hold, then what was charged.
 */
export function WeighedSummary({ order }: { order: Order }) {
  const t = useStorefrontT();
  // A cancelled order is neither weighed nor charged: nothing to explain.
  if (!hasWeighedLine(order) || order.status === 'Cancelled') return null;
  const hold = order.cardHold;
  return (
    <div className="sf-weighed-summary">
      {isEstimate(order) ? (
        <p>{estimateText(t, order.weightTolerancePercent ?? null)}</p>
      ) : (
        <p>{t('orders.allWeighed')}</p>
      )}
      {hold?.state === 'authorised' ? (
        <p>{t('checkout.hold', { amount: formatCents(toCents(hold.authorised)) })}</p>
      ) : null}
      {hold?.state === 'captured' && hold.captured !== null ? (
        <p>
          {t('orders.holdCaptured', {
            charged: formatMoney(hold.captured),
            hold: formatMoney(hold.authorised),
          })}
        </p>
      ) : null}
    </div>
  );
}

/** Under the timeline's Packing step: each weighed line once weighed. */
export function WeighedTimelineNote({ order }: { order: Order }) {
  const t = useStorefrontT();
  const packed = order.items
    .filter((item) => item.stepGrams && item.packedGrams != null)
    .map((item) => ({ name: item.name, facts: weighedLineFacts(item, false, t) }));
  if (packed.length === 0) return null;
  return (
    <ul className="sf-timeline__weighed" aria-label={t('orders.weighedAtPacking')}>
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
  const t = useStorefrontT();
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
      {t(isEstimate(order) ? 'orders.toPayEstimated' : 'orders.toPay', {
        amount: formatMoney(order.amount),
      })}
    </p>
  );
}
