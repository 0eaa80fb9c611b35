import { roleCan, formatMoney, type Order } from '@greencart/contracts';
import { Button, orderTime } from '@greencart/shared-ui';
import { useStaffRole } from '../session/useStaffRole';
import { useCheckPaymentMutation } from './ordersApi';
import './weighing.css';
import { useSellerT } from '../../i18n/catalogue';

/** The provider's words for where a payment stands, as staff read them. */
const PROVIDER_STATUS_TEXT = {
  pending: 'not paid yet',
  authorised: 'authorised, not captured',
  captured: 'captured',
  cancelled: 'cancelled',
  failed: 'failed',
} as const;

/**
 * "Payment needs checking" (docs/ORDERS.md, "Payment checks"): what happened to the order's
 * card payment, the provider's own figures once read, and, for staff who handle refunds, a
 * button that reads the payment again now. Nothing when there is nothing to check.
 */
export function PaymentCheck({ order }: { order: Order }) {
  const t = useSellerT();
  const role = useStaffRole();
  const [check, { isLoading }] = useCheckPaymentMutation();
  const problem = order.paymentCheck;
  if (!problem) return null;
  const provider = problem.provider;
  return (
    <div className="seller-hold-warning" role="alert" aria-labelledby={`check-${order._id}`}>
      <p id={`check-${order._id}`}>
        <strong>{t('orders.paymentNeedsChecking')}</strong> {problem.reason}.
      </p>
      {provider ? (
        <p>
          {t('orders.thePaymentProviderReportsIt')} {PROVIDER_STATUS_TEXT[provider.status]}:{' '}
          {formatMoney(provider.amount)} {t('orders.authorisedOrCharged')}{' '}
          {formatMoney(provider.captured)} {t('orders.captured2')} {formatMoney(provider.refunded)}{' '}
          {t('orders.refundedRead')}{' '}
          <time dateTime={provider.checkedAt}>{orderTime(provider.checkedAt)}</time>).
        </p>
      ) : (
        <p>{t('orders.thePaymentProviderHasNot')}</p>
      )}
      {role && roleCan(role, 'orders.refund') ? (
        <Button size="sm" disabled={isLoading} onClick={() => void check(order._id)}>
          {t('orders.checkPaymentNow')}
        </Button>
      ) : null}
    </div>
  );
}

/** The list card's marker of an order whose payment needs checking. */
export function PaymentCheckBadge({ order }: { order: Order }) {
  const t = useSellerT();
  if (!order.paymentCheck) return null;
  return <span className="seller-to-weigh">{t('orders.paymentNeedsChecking2')}</span>;
}
