import {
  PAYMENT_LABELS,
  formatMoney,
  paymentLabel,
  paymentState,
  type Order,
} from '@greencart/contracts';
import { useSellerT } from '../../i18n/catalogue';

/** The style of each payment state: paid in the brand colour, to be paid in red. */
const STATE_CLASS = {
  paid: 'seller-order__paid',
  pending: 'seller-order__pending',
  not_charged: undefined,
} as const;

/**
 * The "Method" and "Payment" rows of an order's facts list (`<dl>`), and the cash collected
 * once a cash-on-delivery order was delivered.
 */
export function PaymentState({
  order,
  part = 'all',
}: {
  order: Order;
  /** Only the method, or only the payment state and cash collected (the orders list's rows). */
  part?: 'all' | 'method' | 'payment';
}) {
  const t = useSellerT();
  const method = (
    <div>
      <dt>{t('orders.method')}</dt>
      <dd>{PAYMENT_LABELS[order.paymentType] ?? order.paymentType}</dd>
    </div>
  );
  if (part === 'method') return method;
  return (
    <>
      {part === 'all' ? method : null}
      <div>
        <dt>{t('orders.payment')}</dt>
        {/* A card hold not captured yet is not money in: say so (docs/PRODUCTS.md, weighing). */}
        {order.cardHold?.state === 'authorised' ? (
          <dd className={STATE_CLASS.pending}>{t('orders.authorisedNotCaptured')}</dd>
        ) : order.cardHold?.state === 'capturing' ? (
          <dd className={STATE_CLASS.pending}>{t('orders.captureBeingConfirmed')}</dd>
        ) : (
          <dd className={STATE_CLASS[paymentState(order)]}>{paymentLabel(order)}</dd>
        )}
      </div>
      {order.cashCollected != null ? (
        <div>
          <dt>{t('orders.cashCollected')}</dt>
          <dd>{formatMoney(order.cashCollected)}</dd>
        </div>
      ) : null}
    </>
  );
}
