import { Link } from '@greencart/shared-ui/router';
import { EmptyState, Spinner, VisuallyHidden, orderTime } from '@greencart/shared-ui';
import { formatMoney, lineSettled, type Order } from '@greencart/contracts';
import { SELLER_PATHS } from '../../app/paths';
import { LoadFailed } from '../../common/LoadFailed';
import { customerName } from '../orders/orderText';
import { usePickQueueQuery } from './pickingApi';
import '../../common/common.css';
import './picking.css';
import { useSellerT, type TFunction } from '../../i18n/catalogue';

/** The orders of one delivery window (or of none), in queue order. */
interface WindowGroup {
  key: string;
  /** The window's words, e.g. "Express: 10:00–10:30" (null: orders with no window). */
  window: { express: boolean; label: string } | null;
  orders: Order[];
}

/** Consecutive orders of the same window, in the queue's order (windows earliest first). */
export function groupByWindow(orders: readonly Order[]): WindowGroup[] {
  const groups: WindowGroup[] = [];
  for (const order of orders) {
    const key = order.deliveryWindow?.slotId ?? 'none';
    const last = groups.at(-1);
    if (last && last.key === key) last.orders.push(order);
    else {
      groups.push({
        key,
        window: order.deliveryWindow
          ? {
              express: order.deliveryWindow.kind === 'express',
              label: order.deliveryWindow.label.replace(/^Express:\s*/, ''),
            }
          : null,
        orders: [order],
      });
    }
  }
  return groups;
}

/** "3 of 5 lines picked" (lines packed to none count as settled). */
function pickedText(t: TFunction, order: Order): string {
  const settled = order.items.filter(lineSettled).length;
  return t('picking.linesPicked', { settled, count: order.items.length });
}

/** A window group's heading: "Express: 10:00–10:30", "Window: Tue 26 Nov, 14:00–16:00". */
function windowTitle(t: TFunction, group: WindowGroup): string {
  if (!group.window) return t('picking.noDeliveryWindow');
  return t(group.window.express ? 'picking.expressWindow' : 'picking.window', {
    label: group.window.label,
  });
}

/** One order of the queue: a compact row that opens its pick screen. */
function QueueCard({ order }: { order: Order }) {
  const t = useSellerT();
  const titleId = `seller-queue-${order._id}`;
  return (
    <li className="seller-queue__card" aria-labelledby={titleId}>
      <h3 id={titleId} className="seller-queue__title">
        <Link to={`${SELLER_PATHS.orders}/${order._id}/pick`}>
          {order.number}
          <span className="seller-queue__customer"> · {customerName(order.address)}</span>
        </Link>
      </h3>
      <p className="seller-queue__facts">
        <span>{order.address.city}</span>
        <span>
          {t('picking.items', { count: order.items.length })} · {formatMoney(order.amount)}
        </span>
        <span>
          {t('picking.placed')} <time dateTime={order.createdAt}>{orderTime(order.createdAt)}</time>
        </span>
      </p>
      <p className="seller-queue__state">
        <span
          className={`seller-queue__status seller-queue__status--${order.status.replace(/\s+/g, '-').toLowerCase()}`}
        >
          {order.status}
        </span>
        {order.status === 'Packing' ? <span>{pickedText(t, order)}</span> : null}
      </p>
    </li>
  );
}

/**
 * `/seller/queue`, the packer's landing page: the orders not delivered or cancelled, by
 * delivery window (earliest first), then by the time they were placed; each opens its pick
 * screen. It follows the seller's live feed: a new order, a move or another packer's tick
 * shows without a reload.
 */
export function PickQueuePage() {
  const t = useSellerT();
  const {
    data: orders,
    isLoading,
    isError,
    refetch,
  } = usePickQueueQuery(undefined, {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
  });
  if (isLoading) return <Spinner size="lg" label={t('picking.loadingThePickQueue')} />;
  if (isError || !orders)
    return <LoadFailed what={t('picking.thePickQueue')} onRetry={() => void refetch()} />;
  const groups = groupByWindow(orders);
  return (
    <section aria-labelledby="seller-queue-title" className="seller-queue">
      <h1 id="seller-queue-title" className="seller-page-title">
        {t('picking.pickQueue')}
      </h1>
      {groups.length === 0 ? (
        <EmptyState title={t('picking.nothingToPick')} message={t('picking.noOrderIsWaitingTo')} />
      ) : (
        groups.map((group) => (
          <section
            key={group.key}
            aria-labelledby={`seller-queue-${group.key}`}
            className="seller-queue__window"
          >
            <div className="seller-queue__window-head">
              <h2 id={`seller-queue-${group.key}`} className="seller-queue__window-title">
                {windowTitle(t, group)}{' '}
                <span className="seller-queue__count">
                  ({t('picking.orders', { count: group.orders.length })})
                </span>
              </h2>
              {group.key !== 'none' ? (
                <Link
                  className="seller-queue__batch"
                  to={`${SELLER_PATHS.batch}/${encodeURIComponent(group.key)}`}
                >
                  {t('picking.batchPick')}
                  <VisuallyHidden> {windowTitle(t, group)}</VisuallyHidden>
                </Link>
              ) : null}
            </div>
            <ol className="seller-queue__list">
              {group.orders.map((order) => (
                <QueueCard key={order._id} order={order} />
              ))}
            </ol>
          </section>
        ))
      )}
    </section>
  );
}
