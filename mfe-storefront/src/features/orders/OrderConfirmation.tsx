import { Link } from '@greencart/shared-ui/router';
import { EmptyState, Spinner, useRuntimeConfig } from '@greencart/shared-ui';
import { formatGrams, toCents, type OrderDetail } from '@greencart/contracts';
import { deliveryWindowText, orderMoney } from './orderFormat';
import { useGetMyOrderQuery, useMyOrderEventsQuery } from './ordersApi';
import { useStorefrontT } from '../../i18n/catalogue';
import type { TFunction } from '@greencart/shared-ui/i18n';

/** How the order is paid, in the shopper's words. */
function paymentText(t: TFunction, order: OrderDetail, total: string): string {
  if (order.paymentType === 'COD') return t('orders.payCash', { total });
  if (order.isPaid) return t('orders.paidByCard', { total });
  return t('orders.cardWaiting', { total });
}

/** One line as ordered: "Fresh Apples × 3", or a weighed line's weight. */
function lineText(item: OrderDetail['items'][number]): string {
  if (item.stepGrams) return `${item.name} · ${formatGrams(item.quantity * item.stepGrams)}`;
  return `${item.name} × ${item.quantity}`;
}

/**
 * The confirmation after Place Order (issue 39): `/my-orders?placed=:id`, a state of My Orders
 * so the spec's "cash on delivery goes to /my-orders" still holds (docs/SHOPPER-UX.md). Order
 * number, delivery window, what was ordered, total and how it is paid, what happens next, and
 * links to the order's page and to keep shopping. The card flow's return lands here too.
 */
export function OrderConfirmation({ orderId }: { orderId: string }) {
  const t = useStorefrontT();
  const { apiUrl } = useRuntimeConfig();
  const { data: order, isLoading, isError } = useGetMyOrderQuery(orderId, { refetchOnFocus: true });
  // A card payment confirmed after the return shows here without a reload, as on the order page:
  // the live stream's event for this order refetches it.
  useMyOrderEventsQuery(apiUrl);
  if (isLoading) return <Spinner label={t('orders.loadingOne')} />;
  if (isError || !order) {
    return (
      <EmptyState
        title={t('orders.cannotShow')}
        message={t('orders.cannotShowMessage')}
        action={
          <Link to="/my-orders" className="sf-button-link sf-button-link--primary">
            {t('account.seeOrders')}
          </Link>
        }
      />
    );
  }
  const total = orderMoney(toCents(order.amount));
  const estimated = Boolean(order.toWeigh);
  const window = order.deliveryWindow ?? null;
  const lines = order.items.filter((item) => item.quantity > 0);
  return (
    <article className="sf-confirmation" aria-labelledby="sf-confirmation-title">
      <h2 id="sf-confirmation-title" className="sf-confirmation__title">
        {t('orders.thankYou', { number: order.number })}
      </h2>
      <dl className="sf-confirmation__facts">
        <div>
          <dt>{t('orders.number')}</dt>
          <dd>{order.number}</dd>
        </div>
        <div>
          <dt>{t('orders.delivery')}</dt>
          <dd>{window ? deliveryWindowText(window, t) : t('orders.noWindowBooked')}</dd>
        </div>
        <div>
          <dt>{estimated ? t('checkout.estimatedTotal') : t('checkout.total')}</dt>
          <dd>{total}</dd>
        </div>
        <div>
          <dt>{t('orders.payment')}</dt>
          <dd>{paymentText(t, order, total)}</dd>
        </div>
      </dl>
      <h3 className="sf-confirmation__subtitle">{t('orders.whatYouOrdered')}</h3>
      <ul className="sf-confirmation__lines">
        {lines.map((item, index) => (
          <li key={`${index}-${item.name}`}>{lineText(item)}</li>
        ))}
      </ul>
      <h3 className="sf-confirmation__subtitle">{t('orders.whatNext')}</h3>
      <ul className="sf-confirmation__next">
        <li>
          {window
            ? t('orders.nextWindow', { window: deliveryWindowText(window, t) })
            : t('orders.nextNoWindow')}
        </li>
        <li>{t('orders.nextSubstitution')}</li>
        {estimated ? <li>{t('orders.nextWeighed')}</li> : null}
        <li>{t('orders.nextSteps')}</li>
      </ul>
      <div className="sf-confirmation__links">
        <Link to={`/my-orders/${order._id}`} className="sf-button-link sf-button-link--primary">
          {t('orders.view')}
        </Link>
        <Link to="/products" className="sf-button-link">
          {t('orders.keepShopping')}
        </Link>
      </div>
    </article>
  );
}
