import { Link } from '@greencart/shared-ui/router';
import { Button, EmptyState, Spinner, orderTime } from '@greencart/shared-ui';
import {
  PAYMENT_LABELS,
  formatGrams,
  formatKg,
  formatMoney,
  gramsRangeText,
  linesToWeigh,
  orderCashDue,
  orderTaxTerms,
  paymentLabel,
  paymentState,
  taxLineLabel,
  type Order,
  type OrderItem,
} from '@greencart/contracts';
import type { ReactNode } from 'react';
import { SELLER_PATHS } from '../../app/paths';
import { LoadFailed } from '../../common/LoadFailed';
import { useOrderOfPage } from './useOrderOfPage';
import { addressLines, customerName } from './orderText';
import { PhoneLink } from './PhoneLink';
import { RiderNotes } from './RiderNotes';
import { orderedGramsOfItem } from './weighing';
import './packing-slip.css';

/** A line's quantity on paper: units, or a weighed line's ordered weight, range and packed weight. */
function SlipQuantity({ item }: { item: OrderItem }) {
  const ordered = orderedGramsOfItem(item);
  if (ordered === null) return <>{item.quantity}</>;
  return (
    <>
      {formatGrams(ordered)}
      {item.allowedGrams ? (
        <span className="seller-slip__note">allowed {gramsRangeText(item.allowedGrams)}</span>
      ) : null}
      <span className="seller-slip__note">
        {item.packedGrams != null ? `packed ${formatKg(item.packedGrams)}` : 'packed: ______ kg'}
      </span>
    </>
  );
}

/**
 * `/seller/orders/:id/slip`: the sheet that goes into the bag: order number, where to
 * deliver, a tick box per line (a weighed line with its ordered weight, allowed range and
 * packed weight), and what to collect on delivery (the packed total once weighed). Printing uses the print
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
  return (
    <PackingSlip
      order={order}
      tools={
        <div className="seller-slip__tools">
          <Link to={`${SELLER_PATHS.orders}/${order._id}`}>Back to the order</Link>
          <Button onClick={() => window.print()}>Print</Button>
        </div>
      }
    />
  );
}

/**
 * One order's slip (its page's, and each of the print view's): `tools` above the title are
 * left off the paper; `headingLevel` 2 when several slips share a page.
 */
export function PackingSlip({
  order,
  tools,
  headingLevel = 1,
}: {
  order: Order;
  tools?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const titleId = `seller-slip-title-${order._id}`;
  const lines = order.items.filter((item) => item.quantity > 0);
  const collect = order.paymentType === 'COD' && paymentState(order) === 'pending';
  return (
    <article className="seller-slip" aria-labelledby={titleId}>
      {tools}
      <Title id={titleId} className="seller-slip__title">
        Packing slip · {order.number}
      </Title>
      <p>
        Ordered <time dateTime={order.createdAt}>{orderTime(order.createdAt)}</time>
      </p>
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
        <RiderNotes address={order.address} />
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
              <td>
                <SlipQuantity item={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="seller-slip__total">
        {collect
          ? 'Collect on delivery'
          : order.cardHold?.state === 'authorised'
            ? 'To charge to the card (authorised)'
            : paymentLabel(order)}
        : {formatMoney(collect ? orderCashDue(order) : order.amount)} ·{' '}
        {PAYMENT_LABELS[order.paymentType] ?? order.paymentType} ·{' '}
        {taxLineLabel(orderTaxTerms(order))}
        {collect && order.rounding
          ? ` · total ${formatMoney(order.amount)}, rounded to the rupee`
          : ''}
      </p>
      {linesToWeigh(order) ? (
        <p className="seller-slip__note">
          Estimated: {linesToWeigh(order)} weighed{' '}
          {linesToWeigh(order) === 1 ? 'line is' : 'lines are'} still to weigh. Print again after
          weighing for the packed total.
        </p>
      ) : null}
    </article>
  );
}
