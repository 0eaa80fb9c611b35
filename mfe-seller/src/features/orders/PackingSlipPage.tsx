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
import { useSellerT } from '../../i18n/catalogue';

/** A line's quantity on paper: units, or a weighed line's ordered weight, range and packed weight. */
function SlipQuantity({ item }: { item: OrderItem }) {
  const t = useSellerT();
  const ordered = orderedGramsOfItem(item);
  if (ordered === null) return <>{item.quantity}</>;
  return (
    <>
      {formatGrams(ordered)}
      {item.allowedGrams ? (
        <span className="seller-slip__note">
          {t('orders.allowedAllowedgrams2', { allowedGrams: gramsRangeText(item.allowedGrams) })}
        </span>
      ) : null}
      <span className="seller-slip__note">
        {item.packedGrams != null
          ? t('orders.packedPackedgrams', { packedGrams: formatKg(item.packedGrams) })
          : t('orders.packedKg')}
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
  const t = useSellerT();
  const { data: order, isLoading, isError, refetch } = useOrderOfPage();

  if (isLoading) return <Spinner size="lg" label={t('orders.loadingThePackingSlip')} />;
  if (isError || !order) {
    return isError ? (
      <LoadFailed what={t('orders.thePackingSlip')} onRetry={() => void refetch()} />
    ) : (
      <EmptyState title={t('orders.orderNotFound')} />
    );
  }
  return (
    <PackingSlip
      order={order}
      tools={
        <div className="seller-slip__tools">
          <Link to={`${SELLER_PATHS.orders}/${order._id}`}>{t('orders.backToTheOrder')}</Link>
          <Button onClick={() => window.print()}>{t('orders.print')}</Button>
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
  const t = useSellerT();
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const titleId = `seller-slip-title-${order._id}`;
  const lines = order.items.filter((item) => item.quantity > 0);
  const collect = order.paymentType === 'COD' && paymentState(order) === 'pending';
  return (
    <article className="seller-slip" aria-labelledby={titleId}>
      {tools}
      <Title id={titleId} className="seller-slip__title">
        {t('orders.packingSlipNumber', { number: order.number })}
      </Title>
      <p>
        {t('orders.ordered2')} <time dateTime={order.createdAt}>{orderTime(order.createdAt)}</time>
      </p>
      <address className="seller-slip__address">
        <strong>{customerName(order.address)}</strong>
        {addressLines(order.address).map((line) => (
          <span key={line}>{line}</span>
        ))}
        {order.address.phone ? (
          <span>
            {t('orders.phone')} <PhoneLink phone={order.address.phone} />
          </span>
        ) : null}
        <RiderNotes address={order.address} />
      </address>
      <table className="seller-slip__lines">
        <thead>
          <tr>
            <th scope="col">{t('orders.packed')}</th>
            <th scope="col">{t('orders.product')}</th>
            <th scope="col">{t('orders.quantity')}</th>
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
                {item.substitutedFrom
                  ? t('orders.replacesSubstitutedfrom2', { substitutedFrom: item.substitutedFrom })
                  : ''}
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
          ? t('orders.collectOnDelivery')
          : order.cardHold?.state === 'authorised'
            ? t('orders.toChargeToTheCard')
            : paymentLabel(order)}
        : {formatMoney(collect ? orderCashDue(order) : order.amount)} ·{' '}
        {PAYMENT_LABELS[order.paymentType] ?? order.paymentType} ·{' '}
        {taxLineLabel(orderTaxTerms(order))}
        {collect && order.rounding
          ? t('orders.totalAmountRoundedToThe', { amount: formatMoney(order.amount) })
          : ''}
      </p>
      {linesToWeigh(order) ? (
        <p className="seller-slip__note">
          {t('orders.slipStillToWeigh', { count: linesToWeigh(order) })}
        </p>
      ) : null}
    </article>
  );
}
