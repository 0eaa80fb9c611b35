import { orderTime } from '@greencart/shared-ui';
import { WEIGHT_MESSAGES, formatMoney, type Order } from '@greencart/contracts';
import './weighing.css';
import { useSellerT } from '../../i18n/catalogue';

/** Catalogue key of each hold state's words. */
const HOLD_STATE_TEXT = {
  authorised: 'orders.holdState.authorised',
  capturing: 'orders.holdState.capturing',
  captured: 'orders.holdState.captured',
  cancelled: 'orders.holdState.cancelled',
  expired: 'orders.holdState.expired',
} as const;

/**
 * The card hold of an online order with weighed lines, as rows of the payment facts list
 * (`<dl>`): what the card was authorised for (the hold), until when, and what was captured
 * once the order left Packing. Nothing for other orders (captured at once).
 */
export function CardHoldFacts({ order }: { order: Order }) {
  const t = useSellerT();
  const hold = order.cardHold;
  if (!hold) return null;
  return (
    <>
      <div>
        <dt>{t('orders.cardHold')}</dt>
        <dd>
          {formatMoney(hold.authorised)} · {t(HOLD_STATE_TEXT[hold.state])}
        </dd>
      </div>
      {hold.state === 'authorised' && hold.expiresAt ? (
        <div>
          <dt>{t('orders.holdEnds')}</dt>
          <dd>
            <time dateTime={hold.expiresAt}>{orderTime(hold.expiresAt)}</time>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('orders.captured')}</dt>
        <dd>{hold.captured === null ? t('orders.notYet') : formatMoney(hold.captured)}</dd>
      </div>
    </>
  );
}

/**
 * The warning at the top of the order page when its card authorisation ends within a day
 * (finish packing so the packed total can be charged) or has ended (the order is treated like
 * an expired payment).
 */
export function CardHoldWarning({ order }: { order: Order }) {
  const t = useSellerT();
  const hold = order.cardHold;
  if (!hold) return null;
  if (hold.state === 'expired') {
    return (
      <p className="seller-hold-warning" role="alert">
        {WEIGHT_MESSAGES.holdExpired}
      </p>
    );
  }
  if (hold.state !== 'authorised' || !hold.expiringSoon) return null;
  return (
    <p className="seller-hold-warning seller-hold-warning--soon" role="alert">
      {WEIGHT_MESSAGES.holdExpiring}
      {hold.expiresAt ? (
        <>
          {' '}
          {t('orders.ends')} <time dateTime={hold.expiresAt}>{orderTime(hold.expiresAt)}</time>)
        </>
      ) : null}
    </p>
  );
}
