import { useState } from 'react';
import { Link, useParams } from '@greencart/shared-ui/router';
import {
  Button,
  EmptyState,
  Spinner,
  assetUrl,
  cardImage,
  formatTime,
  formatDateTime,
  useRuntimeConfig,
} from '@greencart/shared-ui';
import {
  TIMELINE_STEPS,
  formatTaxPercent,
  shopperMayCancel,
  toCents,
  type OrderDetail,
  type OrderItem,
  type OwnReview,
} from '@greencart/contracts';
import { useAppSelector } from '../../app/hooks';
import { BuyAgainButton } from '../account/BuyAgainButton';
import { selectAuthChecked, selectUser } from '../session/sessionSlice';
import { LoginToContinue } from './LoginToContinue';
import { deliveryWindowText, orderMoney } from './orderFormat';
import { orderTotals } from './orderTotals';
import { useCancelMyOrderMutation, useGetMyOrderQuery, useMyOrderEventsQuery } from './ordersApi';
import { CancelReasonPicker } from './CancelReasonPicker';
import { ChangeDeliveryTime } from './ChangeDeliveryTime';
import { OrderSubstitutions } from '../substitutions/OrderSubstitutions';
import { useGetOrderSubstitutionsQuery } from '../substitutions/substitutionsApi';
import {
  PaymentDue,
  WeighedSummary,
  WeighedTimelineNote,
  totalLabel,
  weighedLineView,
} from './WeighedOrder';
import { paymentBadge } from './weighedLine';
import { RateProduct } from '../reviews/RateProduct';
import { useGetOrderReviewsQuery } from '../reviews/reviewsApi';
import { useStorefrontT } from '../../i18n/catalogue';
import { useDateFormat } from '@greencart/shared-ui/i18n';
import './orders.css';

const THUMB_SIZE = 64;

/**
 * An online order whose payment the provider has not confirmed yet: the shopper is back from
 * the payment page before its notification (docs/PAYMENTS.md). The page follows it live.
 */
function awaitingPayment(order: OrderDetail): boolean {
  return order.paymentType === 'Online' && !order.isPaid && order.status !== 'Cancelled';
}

/**
 * The public steps the order went through, with when each began (the API's `timeline`: a
 * later packing change never moves Packing's time); a cancelled order ends there.
 */
function Timeline({ order }: { order: OrderDetail }) {
  const t = useStorefrontT();
  const dateFormat = useDateFormat();
  const reached = new Map(order.timeline.map((step) => [step.status, step.at]));
  const due = order.status === 'Cancelled' ? null : (order.deliveryWindow ?? null);
  const steps =
    order.status === 'Cancelled'
      ? [...TIMELINE_STEPS.filter((s) => reached.has(s)), 'Cancelled' as const]
      : TIMELINE_STEPS;
  return (
    <ol className="sf-timeline" aria-label={t('orders.progress')}>
      {steps.map((step) => {
        const at = reached.get(step);
        return (
          <li key={step} className={at ? 'sf-timeline__step is-done' : 'sf-timeline__step'}>
            <span>{t(`orders.statuses.${step}`)}</span>
            {at ? <time dateTime={at}>{formatDateTime(at, dateFormat)}</time> : null}
            {step === 'Packing' && at ? <WeighedTimelineNote order={order} /> : null}
            {/* Where it is headed: the booked window (or the express promise) until delivered. */}
            {!at && step === 'Delivered' && due ? (
              <span className="sf-timeline__due">
                {due.kind === 'express' && due.promiseBy
                  ? t('orders.dueBy', { time: formatTime(due.promiseBy) })
                  : t('orders.due', { window: deliveryWindowText(due, t) })}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** One bought line: picture, name, what packing changed, quantity × unit price, line price. */
function OrderLine({
  item,
  order,
  reviews,
}: {
  item: OrderItem;
  order: Pick<OrderDetail, '_id' | 'status'>;
  /** The shopper's ratings of this order's lines; undefined until the order is delivered. */
  reviews?: OwnReview[];
}) {
  const t = useStorefrontT();
  const { apiUrl } = useRuntimeConfig();
  const unitCents = toCents(item.offerPrice);
  const short = item.orderedQuantity !== null && item.orderedQuantity !== item.quantity;
  const weighed = weighedLineView(item, order, t);
  return (
    <li className="sf-order-line">
      {item.image ? (
        <img
          className="sf-order-line__image"
          src={cardImage(assetUrl(apiUrl, item.image))}
          alt=""
          width={THUMB_SIZE}
          height={THUMB_SIZE}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="sf-order-line__image sf-order-line__image--none" aria-hidden="true" />
      )}
      <div className="sf-order-line__info">
        <p className="sf-order-line__name">{item.name}</p>
        {item.substitutedFrom ? (
          <p className="sf-order-line__change">
            {t('orders.replacedBy', { from: item.substitutedFrom, name: item.name })}
          </p>
        ) : null}
        {short ? (
          <p className="sf-order-line__change">
            {t('orders.packedShort', { packed: item.quantity, ordered: item.orderedQuantity })}
          </p>
        ) : null}
        {weighed ? (
          weighed.detail
        ) : (
          <p className="sf-muted">
            {item.quantity} × {orderMoney(unitCents)}
          </p>
        )}
      </div>
      {weighed ? (
        weighed.amount
      ) : (
        <p className="sf-order-line__amount">{orderMoney(unitCents * item.quantity)}</p>
      )}
      {/* A delivered line can be rated (docs/REVIEWS.md), once its product still exists. */}
      {order.status === 'Delivered' && item.product && reviews ? (
        <RateProduct
          orderId={order._id}
          productId={item.product._id}
          productName={item.name}
          existing={reviews.find((review) => review.productId === item.product?._id)}
        />
      ) : null}
    </li>
  );
}

/** Subtotal, tax, delivery, any refund, total: figures that add up to the stored amount. */
function Totals({ order }: { order: OrderDetail }) {
  const t = useStorefrontT();
  const totals = orderTotals(order);
  const adjustment = totals.adjustmentCents;
  return (
    <>
      <dl className="sf-order-totals" aria-label={t('orders.orderTotal')}>
        <div>
          <dt>{t('orders.subtotal')}</dt>
          <dd>{orderMoney(totals.subtotalCents)}</dd>
        </div>
        {totals.discountCents > 0 ? (
          <div>
            <dt>{t('checkout.discount')}</dt>
            <dd>−{orderMoney(totals.discountCents)}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            {t(totals.tax.pricesIncludeTax ? 'checkout.taxIncluded' : 'checkout.tax', {
              rate: `${formatTaxPercent(totals.tax.taxPercent)}%`,
            })}
          </dt>
          <dd>{orderMoney(totals.taxCents)}</dd>
        </div>
        <div>
          <dt>{t('orders.delivery')}</dt>
          <dd>
            {totals.deliveryCents === 0 ? t('checkout.free') : orderMoney(totals.deliveryCents)}
          </dd>
        </div>
        {adjustment !== null ? (
          <div>
            <dt>{adjustment < 0 ? t('orders.refunds') : t('orders.adjustment')}</dt>
            <dd>
              {adjustment < 0 ? '−' : '+'}
              {orderMoney(Math.abs(adjustment))}
            </dd>
          </div>
        ) : null}
        <div className="sf-order-totals__total">
          <dt>{totalLabel(order, t)}</dt>
          <dd>{orderMoney(totals.totalCents)}</dd>
        </div>
        {totals.cash && totals.cash.roundingCents !== 0 ? (
          <div>
            <dt>{t('checkout.cashDue')}</dt>
            <dd>
              {orderMoney(totals.cash.dueCents)}{' '}
              {t('checkout.rounded', {
                amount: `${totals.cash.roundingCents > 0 ? '+' : '−'}${orderMoney(Math.abs(totals.cash.roundingCents))}`,
              })}
            </dd>
          </div>
        ) : null}
      </dl>
      <WeighedSummary order={order} />
    </>
  );
}

/** The delivery address the order went to (the snapshot taken when it was placed). */
function DeliveryAddress({ order }: { order: OrderDetail }) {
  const t = useStorefrontT();
  const { address } = order;
  return (
    <section className="sf-order-panel" aria-labelledby="order-address">
      <h2 id="order-address" className="sf-order-panel__title">
        {t('orders.deliveryAddress')}
      </h2>
      <address className="sf-order-panel__address">
        {address.firstName} {address.lastName}
        <br />
        {address.street}
        <br />
        {[address.city, address.state, address.zipcode].filter(Boolean).join(', ')}
        <br />
        {address.country}
        <br />
        {address.phone}
      </address>
    </section>
  );
}

/** How the order is paid, its payment state, cash collected and any refund. */
function Payment({ order }: { order: OrderDetail }) {
  const t = useStorefrontT();
  return (
    <section className="sf-order-panel" aria-labelledby="order-payment">
      <h2 id="order-payment" className="sf-order-panel__title">
        {t('orders.payment')}
      </h2>
      <p>
        {order.paymentType === 'Online' && !order.isPaid
          ? t('orders.onlinePayment')
          : t(`orders.method.${order.paymentType}`)}{' '}
        <span className={paymentBadge(order).paid ? 'sf-badge sf-badge--paid' : 'sf-badge'}>
          {paymentBadge(order, t).text}
        </span>
      </p>
      {awaitingPayment(order) ? <p role="status">{t('orders.waitingPayment')}</p> : null}
      <PaymentDue order={order} />
      {order.cashCollected != null ? (
        <p>{t('orders.cashCollected', { amount: orderMoney(toCents(order.cashCollected)) })}</p>
      ) : null}
      {order.refund ? (
        <p className={order.refund.state === 'failed' ? 'sf-order-panel__alert' : undefined}>
          {t(`orders.refund.${order.refund.state}`)}
          {order.refund.amount > 0 ? `: ${orderMoney(toCents(order.refund.amount))}` : ''}
        </p>
      ) : null}
    </section>
  );
}

/** Cancel (with a confirm step) while the order may still be cancelled, and Buy again. */
function Actions({ order }: { order: OrderDetail }) {
  const t = useStorefrontT();
  const [cancel, { isLoading: cancelling }] = useCancelMyOrderMutation();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  // An order still waiting for its payment is ended by the payment page, not from here.
  const mayCancel = shopperMayCancel(order.status) && !awaitingPayment(order);
  return (
    <div className="sf-order-actions">
      <BuyAgainButton orderId={order._id} />
      {mayCancel && !confirming ? (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('orders.cancel')}
        </Button>
      ) : null}
      {mayCancel && confirming ? (
        <div
          role="alertdialog"
          aria-label={t('orders.cancelQuestion')}
          className="sf-order-confirm"
        >
          <p>{t('orders.cancelConfirm', { number: order.number })}</p>
          <CancelReasonPicker value={reason} onChange={setReason} />
          <div className="sf-order-confirm__buttons">
            <Button
              disabled={cancelling}
              onClick={() => {
                void cancel({ id: order._id, reason: reason || undefined }).then(() =>
                  setConfirming(false),
                );
              }}
            >
              {t('orders.yesCancel')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('orders.keepOrder')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/**
 * `/my-orders/:id`: one order: its timeline and packing notes, the lines with pictures (short
 * picks, substitutes), totals that add up to the amount, the delivery address, payment and
 * refund, Cancel while allowed and Buy again. A visitor is offered the login modal, which
 * returns here.
 */
export function OrderDetailPage() {
  const t = useStorefrontT();
  const dateFormat = useDateFormat();
  const { id = '' } = useParams();
  const user = useAppSelector(selectUser);
  const authChecked = useAppSelector(selectAuthChecked);
  const { apiUrl } = useRuntimeConfig();
  // Read again when the window regains focus (covers a dropped stream) and on each live event.
  const {
    data: order,
    isLoading,
    isError,
  } = useGetMyOrderQuery(id, {
    skip: !user,
    refetchOnFocus: true,
  });
  useMyOrderEventsQuery(apiUrl, { skip: !user });
  // Asked with the order, not after it (the start-up frame asks it early, OrderFrame): its panel
  // sits above the lines, so the page below the heading waits for its first answer rather than
  // moving down when it comes. An error is an answer too (the panel then shows nothing; its
  // refetch must not hide the page again).
  const substitutions = useGetOrderSubstitutionsQuery(id, { skip: !user });
  const substitutionsPending = substitutions.isLoading && substitutions.error === undefined;
  // The shopper's own ratings, for the "Rate" control of each line of a delivered order.
  const { data: reviews } = useGetOrderReviewsQuery(id, {
    skip: !user || order?.status !== 'Delivered',
  });

  if (!user && !authChecked) return <Spinner label={t('account.checkingSession')} />;
  if (!user) {
    return (
      <section className="sf-page">
        <LoginToContinue title={t('orders.loginToSeeOne')} />
      </section>
    );
  }
  if (isLoading) return <Spinner label={t('orders.loadingOne')} />;
  if (isError || !order) {
    return (
      <EmptyState
        title={t('orders.notFound')}
        action={<Link to="/my-orders">{t('orders.backToOrders')}</Link>}
      />
    );
  }
  return (
    <section className="sf-page sf-order-page">
      <p className="sf-order-page__back">
        <Link to="/my-orders">← {t('nav.myOrders')}</Link>
      </p>
      <header className="sf-order-page__head">
        <h1 className="sf-page__title">{t('orders.orderLabel', { number: order.number })}</h1>
        <p className="sf-muted">
          {t('orders.placed')}{' '}
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, dateFormat)}</time>
        </p>
        <p role="status" className="sf-order__status">
          {t('orders.statusIs', { status: t(`orders.statuses.${order.status}`) })}
        </p>
        {order.deliveryWindow ? (
          <p className="sf-order-page__window">
            {t('orders.deliveryColon')}{' '}
            <strong>{deliveryWindowText(order.deliveryWindow, t)}</strong>
          </p>
        ) : null}
        <ChangeDeliveryTime order={order} />
      </header>
      {substitutionsPending ? null : <OrderBody order={order} reviews={reviews} />}
    </section>
  );
}

/**
 * Below the heading: the timeline, a cancel reason and packing notes, the substitutions panel,
 * the lines with their totals beside the address, payment and actions.
 */
function OrderBody({ order, reviews }: { order: OrderDetail; reviews?: OwnReview[] }) {
  const t = useStorefrontT();
  const notes = order.history.filter((h) => h.note && h.from === h.to && h.to !== 'Cancelled');
  return (
    <>
      <Timeline order={order} />
      {order.cancelReason ? (
        <p>
          {t('orders.reason', {
            reason: t(`orders.cancelReasons.${order.cancelReason}`, {
              defaultValue: order.cancelReason,
            }),
          })}
        </p>
      ) : null}
      {notes.length > 0 ? (
        <ul className="sf-order-notes" aria-label={t('orders.changes')}>
          {notes.map((n) => (
            <li key={n.at}>{n.note}</li>
          ))}
        </ul>
      ) : null}
      <OrderSubstitutions order={order} />
      <div className="sf-order-page__grid">
        <section className="sf-order-panel sf-order-page__lines" aria-labelledby="order-items">
          <h2 id="order-items" className="sf-order-panel__title">
            {t('orders.items')}
          </h2>
          <ul className="sf-order-lines" aria-label={t('orders.items')}>
            {order.items.map((item, index) => (
              <OrderLine
                key={`${item.name}-${index}`}
                item={item}
                order={order}
                reviews={reviews}
              />
            ))}
          </ul>
          <Totals order={order} />
        </section>
        <div className="sf-order-page__side">
          <DeliveryAddress order={order} />
          <Payment order={order} />
          <Actions order={order} />
        </div>
      </div>
    </>
  );
}
