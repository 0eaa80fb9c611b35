import { useState } from 'react';
import { Link, useParams } from '@greencart/shared-ui/router';
import { Button, EmptyState, Spinner } from '@greencart/shared-ui';
import {
  TIMELINE_STEPS,
  formatCents,
  formatMoney,
  paymentLabel,
  shopperMayCancel,
  toCents,
  type OrderDetail,
} from '@greencart/contracts';
import { useAppSelector } from '../../app/hooks';
import { BuyAgainButton } from '../account/BuyAgainButton';
import { selectUser } from '../session/sessionSlice';
import { useCancelMyOrderMutation, useGetMyOrderQuery } from './ordersApi';
import { useLiveOrders } from './useLiveOrders';
import './orders.css';

const REFUND_TEXT = {
  pending: 'Refund in progress',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
  failed: 'Refund failed: the shop has been told and will retry',
} as const;

/**
 * The public steps the order went through, with when each began (the API's `timeline`: a
 * later packing change never moves Packing's time); a cancelled order ends there.
 */
function Timeline({ order }: { order: OrderDetail }) {
  const reached = new Map(order.timeline.map((step) => [step.status, step.at]));
  const steps =
    order.status === 'Cancelled'
      ? [...TIMELINE_STEPS.filter((s) => reached.has(s)), 'Cancelled' as const]
      : TIMELINE_STEPS;
  return (
    <ol className="sf-timeline" aria-label="Order progress">
      {steps.map((step) => {
        const at = reached.get(step);
        return (
          <li key={step} className={at ? 'sf-timeline__step is-done' : 'sf-timeline__step'}>
            <span>{step}</span>
            {at ? <time dateTime={at}>{new Date(at).toLocaleString()}</time> : null}
          </li>
        );
      })}
    </ol>
  );
}

/** `/my-orders/:id`: one order's timeline, lines (short picks, substitutes), amount, refund, Cancel. */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const user = useAppSelector(selectUser);
  const { data: order, isLoading, isError, refetch } = useGetMyOrderQuery(id, { skip: !user });
  const [cancel, { isLoading: cancelling }] = useCancelMyOrderMutation();
  const [confirming, setConfirming] = useState(false);
  useLiveOrders(refetch, Boolean(user));

  if (!user) return <EmptyState title="Log in to see your order" />;
  if (isLoading) return <Spinner label="Loading your order" />;
  if (isError || !order) {
    return (
      <EmptyState title="Order not found" action={<Link to="/my-orders">Back to My Orders</Link>} />
    );
  }
  const notes = order.history.filter((h) => h.note && (h.from === h.to || h.to === 'Cancelled'));
  return (
    <section className="sf-page">
      <h1 className="sf-page__title">Order {order.number}</h1>
      <p role="status" className="sf-order__status">
        Status: {order.status}
      </p>
      <Timeline order={order} />
      {order.cancelReason ? <p>Reason: {order.cancelReason}</p> : null}
      {notes.length > 0 ? (
        <ul aria-label="Changes to your order">
          {notes
            .filter((n) => n.to !== 'Cancelled')
            .map((n) => (
              <li key={n.at}>{n.note}</li>
            ))}
        </ul>
      ) : null}
      <ul className="sf-order__items" aria-label="Items">
        {order.items.map((item, index) => (
          <li key={`${item.name}-${index}`} className="sf-order__item">
            <div className="sf-order__item-info">
              <p className="sf-order__name">{item.name}</p>
              {item.substitutedFrom ? <p>Replaces {item.substitutedFrom}</p> : null}
              <p>
                Quantity: {item.quantity}
                {item.orderedQuantity !== null ? ` (you ordered ${item.orderedQuantity})` : ''}
              </p>
            </div>
            <p className="sf-order__line-amount">
              {formatCents(toCents(item.offerPrice) * item.quantity)}
            </p>
          </li>
        ))}
      </ul>
      <p className="sf-order__amount">Total: {formatMoney(order.amount)}</p>
      <p>
        Payment: {order.paymentType} · {paymentLabel(order)}
      </p>
      {order.cashCollected != null ? (
        <p>Cash collected {formatMoney(order.cashCollected)}</p>
      ) : null}
      {order.refund ? (
        <p>
          {REFUND_TEXT[order.refund.state]}
          {order.refund.amount > 0 ? `: ${formatMoney(order.refund.amount)}` : ''}
        </p>
      ) : null}
      {shopperMayCancel(order.status) && !confirming ? (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Cancel order
        </Button>
      ) : null}
      {shopperMayCancel(order.status) && confirming ? (
        <div role="alertdialog" aria-label="Cancel this order?">
          <p>Cancel order {order.number}? This cannot be undone.</p>
          <Button
            disabled={cancelling}
            onClick={() => {
              void cancel(order._id).then(() => setConfirming(false));
            }}
          >
            Yes, cancel it
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep my order
          </Button>
        </div>
      ) : null}
      <BuyAgainButton orderId={order._id} />
      <p>
        <Link to="/my-orders">Back to My Orders</Link>
      </p>
    </section>
  );
}
