import { useEffect, useState } from 'react';
import { formatMoney, type OrderDetail } from '@greencart/contracts';
import { formatTime } from '@greencart/shared-ui';
import { sellerT, useSellerT } from '../../i18n/catalogue';

/** "12 min 05 s left" before `dueMs`, "Overdue by 3 min" after it. */
export function countdownText(dueMs: number, nowMs: number): string {
  const t = sellerT();
  const seconds = Math.round((dueMs - nowMs) / 1000);
  if (seconds < 0) return t('orders.countdown.overdue', { minutes: Math.ceil(-seconds / 60) });
  return t('orders.countdown.left', {
    minutes: Math.floor(seconds / 60),
    seconds: String(seconds % 60).padStart(2, '0'),
  });
}

/** The time left to an express promise, ticking each second while the order is on its way. */
function ExpressCountdown({ promiseBy }: { promiseBy: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const due = Date.parse(promiseBy);
  return (
    <span
      className={due < now ? 'seller-countdown seller-countdown--late' : 'seller-countdown'}
      role="timer"
    >
      {countdownText(due, now)}
    </span>
  );
}

/**
 * The order's delivery: the window it is booked into (or the express promise, with a countdown
 * while it is still to deliver) and the delivery fee it was placed with (docs/DELIVERY.md).
 */
export function DeliveryWindowFacts({ order }: { order: OrderDetail }) {
  const t = useSellerT();
  const window = order.deliveryWindow ?? null;
  const open = order.status !== 'Delivered' && order.status !== 'Cancelled';
  const fee = order.deliveryFee ?? 0;
  return (
    <dl className="seller-order__facts">
      {window ? (
        <div>
          <dt>{window.kind === 'express' ? 'Express' : 'Window'}</dt>
          <dd>
            {window.kind === 'express' ? window.label.replace(/^Express:\s*/, '') : window.label}
            {window.kind === 'express' && window.promiseBy ? (
              <>
                {' '}
                {t('orders.promisedBy')}{' '}
                <time dateTime={window.promiseBy}>{formatTime(window.promiseBy)}</time>
                {open ? (
                  <>
                    {' '}
                    · <ExpressCountdown promiseBy={window.promiseBy} />
                  </>
                ) : null}
              </>
            ) : null}
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('orders.deliveryFee')}</dt>
        <dd>{fee > 0 ? formatMoney(fee) : 'Free'}</dd>
      </div>
    </dl>
  );
}
