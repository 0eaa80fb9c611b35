import type { ReactNode } from 'react';
import { orderTime } from '@greencart/shared-ui';
import { formatMoney, linesToWeigh, toWeighText, type Order } from '@greencart/contracts';
import { Link } from '@greencart/shared-ui/router';
import { SELLER_PATHS } from '../../app/paths';
import { OrderActions } from './OrderActions';
import { PaymentCheckBadge } from './PaymentCheck';
import { PaymentState } from './PaymentState';
import { addressLines, customerName, itemLine } from './orderText';
import { PhoneLink } from './PhoneLink';
import './weighing.css';
import { useSellerT } from '../../i18n/catalogue';

/** Props of {@link OrderCard}. */
export interface OrderCardProps {
  order: Order;
  /** The list's selection box of this order (the Orders page), shown first in the row. */
  select?: ReactNode;
}

/**
 * One order as a compact row of the orders list (docs/ORDERS.md, "Lists that scale"): number
 * and customer, what was bought, where (the area stands out), the window and when it was
 * placed, the amount and payment, the status and the next steps. On a wide screen it is one
 * row of about two lines, so eight and more fit on a 1366 × 800 screen; on a phone it stacks.
 */
export function OrderCard({ order, select }: OrderCardProps) {
  const t = useSellerT();
  const titleId = `seller-order-${order._id}`;
  const customer = customerName(order.address);
  const toWeigh = linesToWeigh(order);
  const [street, area, ...rest] = addressLines(order.address);
  return (
    <article className="seller-order" aria-labelledby={titleId}>
      {select ? <div className="seller-order__select">{select}</div> : null}
      <div className="seller-order__items">
        <h2 id={titleId} className="seller-order__title">
          <Link to={`${SELLER_PATHS.orders}/${order._id}`}>{order.number}</Link> ·{' '}
          <span className="seller-order__for">{t('orders.orderFor')} </span>
          {customer}
        </h2>
        <ul className="seller-order__lines" aria-label={t('orders.items')}>
          {order.items.map((item, index) => (
            <li key={`${item.product?._id ?? item.name}-${index}`}>{itemLine(item)}</li>
          ))}
        </ul>
      </div>
      <address className="seller-order__address">
        <span className="seller-order__where">
          {area ? <span className="seller-order__area">{area}</span> : null}
          {[street, ...rest].filter(Boolean).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </span>
        {order.address.phone ? (
          <span>
            <PhoneLink phone={order.address.phone} />
          </span>
        ) : null}
      </address>
      <dl className="seller-order__facts seller-order__when">
        {order.deliveryWindow ? (
          <div>
            <dt>{order.deliveryWindow.kind === 'express' ? 'Express' : 'Window'}</dt>
            <dd>{order.deliveryWindow.label.replace(/^Express:\s*/, '')}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('orders.date')}</dt>
          <dd>
            <time dateTime={order.createdAt}>{orderTime(order.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <div className="seller-order__money">
        <p className="seller-order__amount">
          {formatMoney(order.amount)}
          {toWeigh ? <span className="seller-packing__note">{t('orders.estimated')}</span> : null}
        </p>
        <dl className="seller-order__facts">
          <PaymentState order={order} part="method" />
        </dl>
      </div>
      <dl className="seller-order__facts seller-order__state">
        <div>
          <dt>{t('orders.status')}</dt>
          <dd>
            {order.status}
            {toWeigh ? (
              <>
                {' '}
                <span className="seller-to-weigh">{toWeighText(toWeigh)}</span>
              </>
            ) : null}
            {order.paymentCheck ? (
              <>
                {' '}
                <PaymentCheckBadge order={order} />
              </>
            ) : null}
          </dd>
        </div>
        <PaymentState order={order} part="payment" />
      </dl>
      <OrderActions order={order} />
    </article>
  );
}
