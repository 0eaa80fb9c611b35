import { useDateFormat } from '@greencart/shared-ui/i18n';
import { CATEGORIES, isWeighingStatus, toCents, type Order } from '@greencart/contracts';
import {
  assetUrl,
  cardImage,
  formatCents,
  formatDateTime,
  formatMoney,
  useRuntimeConfig,
} from '@greencart/shared-ui';
import { Link } from '@greencart/shared-ui/router';
import { deliveryWindowText } from './orderFormat';
import { isEstimate, lineMoney, paymentBadge, weighedLineFacts } from './weighedLine';
import { useStorefrontT } from '../../i18n/catalogue';
import { categoryLabel as labelOf } from '../../i18n/catalogue';
import './weighed-order.css';

const THUMB_SIZE = 64;

function categoryLabel(category: string | undefined): string | undefined {
  const english = CATEGORIES.find((c) => c.path === category)?.label;
  return english && category ? labelOf(category, english) : english;
}

/**
 * One of the shopper's orders: its number, when it was placed (date and time), its status
 * once, payment, the delivery address it went to, and what was bought (as at order time).
 */
export function OrderCard({ order }: { order: Order }) {
  const t = useStorefrontT();
  const dateFormat = useDateFormat();
  const { apiUrl } = useRuntimeConfig();
  const placed = formatDateTime(order.createdAt, dateFormat);
  const { address } = order;
  return (
    <article className="sf-order" aria-label={t('orders.orderLabel', { number: order.number })}>
      <dl className="sf-order__head">
        <div>
          <dt>{t('orders.order')}</dt>
          <dd className="sf-order__id">
            <Link to={`/my-orders/${order._id}`}>{order.number}</Link>
          </dd>
        </div>
        <div>
          <dt>{t('orders.placed')}</dt>
          <dd>{placed}</dd>
        </div>
        <div>
          <dt>{t('orders.status')}</dt>
          <dd className="sf-order__status">{t(`orders.statuses.${order.status}`)}</dd>
        </div>
        <div>
          <dt>{t('orders.payment')}</dt>
          <dd>
            <span>{t(`orders.paymentType.${order.paymentType}`)}</span>{' '}
            <span className={paymentBadge(order).paid ? 'sf-badge sf-badge--paid' : 'sf-badge'}>
              {paymentBadge(order, t).text}
            </span>
          </dd>
        </div>
        {order.deliveryWindow ? (
          <div>
            <dt>{t('orders.delivery')}</dt>
            <dd>{deliveryWindowText(order.deliveryWindow, t)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('orders.totalAmount')}</dt>
          <dd className="sf-order__amount">
            {formatMoney(order.amount)}
            {isEstimate(order) ? (
              <span className="sf-weighed-estimated">{t('checkout.estimated')}</span>
            ) : null}
          </dd>
        </div>
      </dl>
      {address ? (
        <p className="sf-order__address">
          {t('orders.deliverTo', {
            address: `${address.firstName} ${address.lastName}, ${address.street}, ${address.city}`,
          })}
        </p>
      ) : null}
      <ul className="sf-order__items">
        {order.items.map((item, index) => {
          const weighed = weighedLineFacts(item, isWeighingStatus(order.status), t);
          return (
            <li key={`${item.product?._id ?? item.name}-${index}`} className="sf-order__item">
              {item.image ? (
                <img
                  src={cardImage(assetUrl(apiUrl, item.image))}
                  alt={item.name}
                  width={THUMB_SIZE}
                  height={THUMB_SIZE}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <div className="sf-order__item-info">
                <p className="sf-order__name">{item.name}</p>
                {categoryLabel(item.product?.category) ? (
                  <p className="sf-muted">
                    {t('orders.category', { category: categoryLabel(item.product?.category) })}
                  </p>
                ) : null}
                {weighed ? (
                  <p className="sf-weighed-line">{weighed.text}</p>
                ) : (
                  <p>{t('orders.quantity', { quantity: item.quantity })}</p>
                )}
              </div>
              <p className="sf-order__line-amount">
                {t('orders.amount')}{' '}
                {weighed
                  ? lineMoney(weighed)
                  : formatCents(toCents(item.offerPrice) * item.quantity)}
                {weighed?.estimated ? (
                  <span className="sf-weighed-estimated">{t('checkout.estimated')}</span>
                ) : null}
              </p>
            </li>
          );
        })}
      </ul>
    </article>
  );
}
