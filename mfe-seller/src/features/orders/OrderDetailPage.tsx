import { Link } from '@greencart/shared-ui/router';
import { Button, EmptyState, Spinner, orderTime } from '@greencart/shared-ui';
import {
  formatMoney,
  orderCashDue,
  orderTaxTerms,
  taxLineLabel,
  linesToWeigh,
  type OrderDetail,
  type OrderHistoryEntry,
} from '@greencart/contracts';
import { useRetryRefundMutation } from './ordersApi';
import { SELLER_PATHS } from '../../app/paths';
import { LoadFailed } from '../../common/LoadFailed';
import { OrderActions } from './OrderActions';
import { PackingLine } from './PackingLine';
import { PaymentState } from './PaymentState';
import { CardHoldFacts, CardHoldWarning } from './CardHold';
import { PaymentCheck } from './PaymentCheck';
import { useOrderOfPage } from './useOrderOfPage';
import { addressLines, customerName } from './orderText';
import { PhoneLink } from './PhoneLink';
import { RiderNotes } from './RiderNotes';
import { DeliveryWindowFacts } from './DeliveryWindowFacts';
import { MoveWindow } from './MoveWindow';
import { RecordChanges } from '../audit/RecordChanges';
import '../../common/common.css';
import './orders.css';
import { useSellerT } from '../../i18n/catalogue';

/** Catalogue key of each refund state's words. */
const REFUND_TEXT = {
  pending: 'orders.refundState.pending',
  refunded: 'orders.refundState.refunded',
  partially_refunded: 'orders.refundState.partiallyRefunded',
  failed: 'orders.refundState.failed',
} as const;

/** Catalogue key of who made a change in the order's history. */
const ACTOR_TEXT = {
  shopper: 'orders.actor.shopper',
  staff: 'orders.actor.staff',
  system: 'orders.actor.system',
} as const;

/** Payment method, paid or not, amount and the refund's state, with a retry when it failed. */
function PaymentFacts({ order }: { order: OrderDetail }) {
  const t = useSellerT();
  const [retry, { isLoading }] = useRetryRefundMutation();
  const refund = order.refund;
  return (
    <dl className="seller-order__facts">
      <PaymentState order={order} />
      <div>
        <dt>{t('orders.amount')}</dt>
        <dd>
          {formatMoney(order.amount)}
          {linesToWeigh(order) ? t('orders.estimatedUntilWeighed') : ''}
        </dd>
      </div>
      <div>
        <dt>{t('orders.tax')}</dt>
        <dd>{taxLineLabel(orderTaxTerms(order))}</dd>
      </div>
      {order.rounding !== null && order.rounding !== undefined ? (
        <div>
          <dt>{t('orders.cashToCollect')}</dt>
          <dd>
            {t('orders.orderRoundingValuemath', {
              order: formatMoney(orderCashDue(order)),
              value: order.rounding < 0 ? '−' : '+',
              Math: formatMoney(Math.abs(order.rounding)),
            })}
          </dd>
        </div>
      ) : null}
      <CardHoldFacts order={order} />
      {refund ? (
        <div>
          <dt>{t('orders.refund')}</dt>
          <dd>
            <span className={refund.state === 'failed' ? 'seller-refund-failed' : undefined}>
              {t(REFUND_TEXT[refund.state])}
            </span>{' '}
            {formatMoney(refund.amount)}
            {refund.state === 'failed' ? (
              <Button size="sm" disabled={isLoading} onClick={() => void retry(order._id)}>
                {t('orders.retryRefund')}
              </Button>
            ) : null}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** One stored move: when, from → to, who, and the note. */
function HistoryEntry({ entry }: { entry: OrderHistoryEntry }) {
  const t = useSellerT();
  const move =
    entry.from === null
      ? t('orders.placedAs', { status: entry.to })
      : entry.from === entry.to
        ? entry.to
        : `${entry.from} → ${entry.to}`;
  return (
    <li>
      <time dateTime={entry.at}>{orderTime(entry.at)}</time> · {move} · {t(ACTOR_TEXT[entry.actor])}
      {entry.note ? <span className="seller-history__note">{entry.note}</span> : null}
    </li>
  );
}

/**
 * `/seller/orders/:id`: one order for the shop's staff: its lines (with the packing step),
 * the address as it was when ordered, payment and refund, the history, staff's changes (the
 * audit entries), and buttons for exactly the moves the transition table allows now. Changes
 * arrive over the order feed.
 */
export function OrderDetailPage() {
  const t = useSellerT();
  // Read again on each live event about this order (its `Order` tag) and on focus.
  const {
    data: order,
    isLoading,
    isError,
    error,
    refetch,
  } = useOrderOfPage({
    refetchOnFocus: true,
  });

  if (isLoading) return <Spinner size="lg" label={t('orders.loadingTheOrder')} />;
  if (!order || isError) {
    const missing = (error as { status?: number } | undefined)?.status === 404;
    return missing ? (
      <EmptyState
        title={t('orders.orderNotFound')}
        action={<Link to={SELLER_PATHS.orders}>{t('orders.backToTheOrders')}</Link>}
      />
    ) : (
      <LoadFailed what={t('orders.theOrder')} onRetry={() => void refetch()} />
    );
  }
  const customer = customerName(order.address);
  return (
    <section aria-labelledby="seller-order-title" className="seller-order-detail">
      <p>
        <Link to={SELLER_PATHS.orders}>{t('orders.allOrders')}</Link>
      </p>
      <h1 id="seller-order-title" className="seller-page-title">
        {t('orders.orderNumber', { number: order.number })}
      </h1>
      <p role="status" className="seller-order-detail__status">
        {t('orders.statusStatusvalue', {
          status: order.status,
          value: order.cancelReason ? ` · Reason: ${order.cancelReason}` : '',
        })}
      </p>
      <CardHoldWarning order={order} />
      <PaymentCheck order={order} />
      <OrderActions order={order} />
      <p>
        <Link to={`${SELLER_PATHS.orders}/${order._id}/slip`}>{t('orders.packingSlip')}</Link>
      </p>
      <div className="seller-order-detail__facts">
        <section aria-labelledby="seller-order-customer">
          <h2 id="seller-order-customer">{t('orders.deliverTo')}</h2>
          <address className="seller-order__address">
            <span className="seller-order__customer">{customer}</span>
            {addressLines(order.address).map((line) => (
              <span key={line}>{line}</span>
            ))}
            {order.address.phone ? (
              <span>
                <PhoneLink phone={order.address.phone} />
              </span>
            ) : null}
            <RiderNotes address={order.address} />
            {order.customer ? (
              <span>{t('orders.accountEmail', { email: order.customer.email })}</span>
            ) : null}
          </address>
        </section>
        <section aria-labelledby="seller-order-delivery">
          <h2 id="seller-order-delivery">{t('orders.delivery')}</h2>
          <DeliveryWindowFacts order={order} />
          <MoveWindow order={order} />
        </section>
        <section aria-labelledby="seller-order-payment">
          <h2 id="seller-order-payment">{t('orders.payment')}</h2>
          <PaymentFacts order={order} />
        </section>
      </div>
      <h2 id="seller-order-lines">{t('orders.items')}</h2>
      <div className="seller-table-scroll">
        <table className="seller-packing" aria-labelledby="seller-order-lines">
          <thead>
            <tr>
              <th scope="col">{t('orders.product')}</th>
              <th scope="col">{t('orders.quantity')}</th>
              <th scope="col">{t('orders.price')}</th>
              <th scope="col">{t('orders.lineTotal')}</th>
              <th scope="col">{t('orders.packing')}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, position) => (
              <PackingLine
                key={`${position}-${item.name}`}
                order={order}
                item={item}
                position={position}
              />
            ))}
          </tbody>
        </table>
      </div>
      <h2 id="seller-order-history">{t('orders.history')}</h2>
      <ol className="seller-history" aria-labelledby="seller-order-history">
        {order.history.map((entry) => (
          <HistoryEntry key={`${entry.at}-${entry.to}-${entry.note ?? ''}`} entry={entry} />
        ))}
      </ol>
      <RecordChanges recordType="order" recordId={order._id} noun="order" />
    </section>
  );
}
