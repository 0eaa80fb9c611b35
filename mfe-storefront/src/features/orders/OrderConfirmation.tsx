import { Link } from '@greencart/shared-ui/router';
import { EmptyState, Spinner, useRuntimeConfig } from '@greencart/shared-ui';
import { formatGrams, toCents, type OrderDetail } from '@greencart/contracts';
import { deliveryWindowText, orderMoney } from './orderFormat';
import { useGetMyOrderQuery, useMyOrderEventsQuery } from './ordersApi';

/** How the order is paid, in the shopper's words. */
function paymentText(order: OrderDetail, total: string): string {
  if (order.paymentType === 'COD') return `Cash on delivery: pay ${total} when it arrives`;
  if (order.isPaid) return `Paid online by card: ${total}`;
  return `Card payment of ${total}: waiting for the payment provider to confirm it; this page updates when it does`;
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
  const { apiUrl } = useRuntimeConfig();
  const { data: order, isLoading, isError } = useGetMyOrderQuery(orderId, { refetchOnFocus: true });
  // A card payment confirmed after the return shows here without a reload, as on the order page:
  // the live stream's event for this order refetches it.
  useMyOrderEventsQuery(apiUrl);
  if (isLoading) return <Spinner label="Loading your order" />;
  if (isError || !order) {
    return (
      <EmptyState
        title="This order could not be shown"
        message="It may belong to another account. Your orders are listed in My Orders."
        action={
          <Link to="/my-orders" className="sf-button-link sf-button-link--primary">
            See my orders
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
        Thank you! Order {order.number} is placed
      </h2>
      <dl className="sf-confirmation__facts">
        <div>
          <dt>Order number</dt>
          <dd>{order.number}</dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd>
            {window
              ? deliveryWindowText(window)
              : 'No delivery time booked: the shop will deliver as soon as it can'}
          </dd>
        </div>
        <div>
          <dt>{estimated ? 'Estimated total' : 'Total'}</dt>
          <dd>{total}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{paymentText(order, total)}</dd>
        </div>
      </dl>
      <h3 className="sf-confirmation__subtitle">What you ordered</h3>
      <ul className="sf-confirmation__lines">
        {lines.map((item, index) => (
          <li key={`${index}-${item.name}`}>{lineText(item)}</li>
        ))}
      </ul>
      <h3 className="sf-confirmation__subtitle">What happens next</h3>
      <ul className="sf-confirmation__next">
        <li>
          {window
            ? `The shop confirms your order and packs it before your delivery window (${deliveryWindowText(window)}).`
            : 'The shop confirms your order and packs it, then it goes out for delivery.'}
        </li>
        <li>
          If a product is out of stock when it is packed, the shop may replace it with a similar one
          where you allowed that, at no higher price; otherwise it is left out and you do not pay
          for it. You will see any change on the order page.
        </li>
        {estimated ? (
          <li>Products sold by weight are weighed when packed: the total is final after that.</li>
        ) : null}
        <li>The order page shows each step as it happens.</li>
      </ul>
      <div className="sf-confirmation__links">
        <Link to={`/my-orders/${order._id}`} className="sf-button-link sf-button-link--primary">
          View order
        </Link>
        <Link to="/products" className="sf-button-link">
          Keep shopping
        </Link>
      </div>
    </article>
  );
}
