import type { ReactElement } from 'react';
import { Link } from '@greencart/shared-ui/router';
import type { Language } from '@greencart/contracts/languages';
import {
  useAccountAnswer,
  useFonts,
  type AccountFrameProps,
  type FrameOrder,
} from './accountAnswers';
import { ordersWords, type OrdersWords } from './ordersWords';
import '../../features/orders/orders.css';

/**
 * My Orders' start-up frame (App.tsx, docs/FRONTEND-CONTRACT.md "How a page loads"), a chunk of
 * its own (`startup-frames-orders`): from the preloaded `GET /api/order/user` it paints the
 * heading and the first order's card down to its address line (the page's largest paint at
 * 412 and 1366 px), as `MyOrdersPage` + `OrderCard` lay them out: the card's head holds the
 * same words and figures, so the address line is where the full app puts it. An order whose
 * head says more (a booked delivery window, an amount still to be weighed) or has no address,
 * a visitor not logged in, no orders: nothing to paint (`onNothing`), the full app loads at once.
 */

type ShopFormat = AccountFrameProps['shop'];

/** `26 Nov 2026, 01:30` in the shop's time zone, month names in the page's language. */
function placedAt(iso: string, language: Language, shop: ShopFormat): string {
  // The page's language's locale (`LANGUAGE_LOCALES`: `si-LK`, `ta-LK`); English, the shop's.
  const locale = language === 'en' ? (shop.locale ?? 'en-LK') : `${language}-LK`;
  const parts: Record<string, string> = {};
  for (const { type, value } of new Intl.DateTimeFormat(locale, {
    timeZone: shop.timeZone ?? 'Asia/Colombo',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso)))
    parts[type] = value;
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}

/** `LKR 1,234.50` (the shop's locale in every language). */
function money(rupees: number, shop: ShopFormat): string {
  return `LKR ${new Intl.NumberFormat(shop.locale ?? 'en-LK', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(rupees)}`;
}

/** The card's payment badge, as `paymentBadge` (features/orders/weighedLine.ts) words it. */
function paymentBadge(order: FrameOrder, words: OrdersWords): { text: string; paid: boolean } {
  const state = order.isPaid ? 'paid' : order.status === 'Cancelled' ? 'not_charged' : 'pending';
  return { text: words.paymentState[state], paid: state === 'paid' };
}

/** An order with an address (the card's last line before its items). */
type Paintable = FrameOrder & { address: NonNullable<FrameOrder['address']> };

/** The first order, when its card's head is one this frame words as the full app does. */
function firstPaintable(answer: { orders?: FrameOrder[] }): Paintable | null {
  const order = answer.orders?.[0];
  // A card hold reads "Card authorised": the full app words that one.
  if (!order?.address || order.deliveryWindow || order.cardHold || (order.toWeigh ?? 0) > 0)
    return null;
  // Its status and payment type are contracts' (`ORDER_STATUSES`, `PAYMENT_TYPES`): every
  // catalogue words them.
  return order as Paintable;
}

/** /my-orders: the heading and the first order's card down to its address line. */
export function MyOrdersFrame(props: AccountFrameProps) {
  const { language } = props;
  const order = useAccountAnswer(props, '/api/order/user', firstPaintable);
  const fonts = useFonts(language);
  if (!order || !fonts) return <section className="sf-page" />;
  const words = ordersWords(language);
  const badge = paymentBadge(order, words);
  const { address } = order;
  return (
    <section className="sf-page">
      <h1 className="sf-page__title">{words.myOrders}</h1>
      <ul className="sf-orders">
        <li>
          {/* A stand-in, not the card (the full app's <article>): its head and address line. */}
          <div className="sf-order">
            <dl className="sf-order__head">
              <div>
                <dt>{words.order}</dt>
                <dd className="sf-order__id">
                  <Link to={`/my-orders/${order._id}`}>{order.number}</Link>
                </dd>
              </div>
              <div>
                <dt>{words.placed}</dt>
                <dd>{placedAt(order.createdAt, language, props.shop)}</dd>
              </div>
              <div>
                <dt>{words.status}</dt>
                <dd className="sf-order__status">{words.statuses[order.status]}</dd>
              </div>
              <div>
                <dt>{words.payment}</dt>
                <dd>
                  <span>{words.paymentType[order.paymentType]}</span>{' '}
                  <span className={badge.paid ? 'sf-badge sf-badge--paid' : 'sf-badge'}>
                    {badge.text}
                  </span>
                </dd>
              </div>
              <div>
                <dt>{words.totalAmount}</dt>
                <dd className="sf-order__amount">{money(order.amount, props.shop)}</dd>
              </div>
            </dl>
            <p className="sf-order__address">
              {words.deliverTo.replace(
                '{{address}}',
                `${address.firstName} ${address.lastName}, ${address.street}, ${address.city}`,
              )}
            </p>
          </div>
        </li>
      </ul>
    </section>
  );
}

/** This chunk's account frame (App.tsx loads it on My Orders only). */
export const AccountFrame: (props: AccountFrameProps & { page: string }) => ReactElement =
  MyOrdersFrame;
