import { Link } from '@greencart/shared-ui/router';
import { Button, EmptyState, Spinner } from '@greencart/shared-ui';
import { PAYMENT_LABELS, formatMoney, paymentLabel, paymentState } from '@greencart/contracts';
import { SELLER_PATHS } from '../../app/paths';
import { LoadFailed } from '../../common/LoadFailed';
import { useOrderOfPage } from './useOrderOfPage';
import { addressLines, customerName, orderTime } from './orderText';
import { PhoneLink } from './PhoneLink';
import './packing-slip.css';

/**
 * `/seller/orders/:id/slip`: the sheet that goes into the bag: order number, where to
 * deliver, a tick box per line, and what to collect on delivery. Printing uses the print
 * stylesheet (the dashboard's header, sidebar and buttons are left off the paper).
 */
export function PackingSlipPage() {
  const { data: order, isLoading, isError, refetch } = useOrderOfPage();

  if (isLoading) return <Spinner size="lg" label="Loading the packing slip" />;
  if (isError || !order) {
    return isError ? (
      <LoadFailed what="the packing slip" onRetry={() => void refetch()} />
    ) : (
      <EmptyState title="Order not found" />
    );
  }
  const lines = order.items.filter((item) => item.quantity > 0);
  const collect = order.paymentType === 'COD' && paymentState(order) === 'pending';
  return (
    <article className="seller-slip" aria-labelledby="seller-slip-title">
      <div className="seller-slip__tools">
        <Link to={`${SELLER_PATHS.orders}/${order._id}`}>Back to the order</Link>
        <Button onClick={() => window.print()}>Print</Button>
      </div>
      <h1 id="seller-slip-title" className="seller-slip__title">
        Packing slip · {order.number}
      </h1>
      <p>Ordered {orderTime(order.createdAt)}</p>
      <address className="seller-slip__address">
        <strong>{customerName(order.address)}</strong>
        {addressLines(order.address).map((line) => (
          <span key={line}>{line}</span>
        ))}
        {order.address.phone ? (
          <span>
            Phone: <PhoneLink phone={order.address.phone} />
          </span>
        ) : null}
      </address>
      <table className="seller-slip__lines">
        <thead>
          <tr>
            <th scope="col">Packed</th>
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((item, index) => (
            <tr key={`${index}-${item.name}`}>
              <td>
                <span className="seller-slip__box" aria-hidden="true" />
              </td>
              <td>
                {item.name}
                {item.substitutedFrom ? ` (replaces ${item.substitutedFrom})` : ''}
              </td>
              <td>{item.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="seller-slip__total">
        {collect ? 'Collect on delivery' : paymentLabel(order)}: {formatMoney(order.amount)} ·{' '}
        {PAYMENT_LABELS[order.paymentType] ?? order.paymentType}
      </p>
    </article>
  );
}
