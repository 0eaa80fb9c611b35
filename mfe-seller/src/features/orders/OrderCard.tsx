import { orderTime } from '@greencart/shared-ui';
import { formatMoney, linesToWeigh, toWeighText, type Order } from '@greencart/contracts';
import { Link } from '@greencart/shared-ui/router';
import { SELLER_PATHS } from '../../app/paths';
import { OrdersIcon } from '../layout/icons';
import { OrderActions } from './OrderActions';
import { PaymentCheckBadge } from './PaymentCheck';
import { PaymentState } from './PaymentState';
import { addressLines, customerName, itemLine } from './orderText';
import { PhoneLink } from './PhoneLink';
import { RiderNotes } from './RiderNotes';
import './weighing.css';

/** Props of {@link OrderCard}. */
export interface OrderCardProps {
  order: Order;
}

/** One order: what was bought, who to deliver to, what it cost and whether it is paid. */
export function OrderCard({ order }: OrderCardProps) {
  const titleId = `seller-order-${order._id}`;
  const customer = customerName(order.address);
  const toWeigh = linesToWeigh(order);
  return (
    <article className="seller-order" aria-labelledby={titleId}>
      <div className="seller-order__items">
        <span className="seller-order__icon">
          <OrdersIcon />
        </span>
        <div>
          <h2 id={titleId} className="seller-order__title">
            <Link to={`${SELLER_PATHS.orders}/${order._id}`}>{order.number}</Link> · Order for{' '}
            {customer}
          </h2>
          <ul className="seller-order__lines">
            {order.items.map((item, index) => (
              <li key={`${item.product?._id ?? item.name}-${index}`}>{itemLine(item)}</li>
            ))}
          </ul>
        </div>
      </div>
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
      </address>
      <p className="seller-order__amount">
        {formatMoney(order.amount)}
        {toWeigh ? <span className="seller-packing__note">estimated</span> : null}
      </p>
      <dl className="seller-order__facts">
        <PaymentState order={order} />
        <div>
          <dt>Date</dt>
          <dd>
            <time dateTime={order.createdAt}>{orderTime(order.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Status</dt>
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
        {order.deliveryWindow ? (
          <div>
            <dt>{order.deliveryWindow.kind === 'express' ? 'Express' : 'Window'}</dt>
            <dd>{order.deliveryWindow.label.replace(/^Express:\s*/, '')}</dd>
          </div>
        ) : null}
      </dl>
      <OrderActions order={order} />
    </article>
  );
}
