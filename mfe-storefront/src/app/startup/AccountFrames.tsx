import { useEffect, useState } from 'react';
import { Link } from '@greencart/shared-ui/router';
import type { Language } from '@greencart/contracts/languages';
import { earlyGet, inLanguage } from './earlyAnswers';
import {
  useAccountAnswer,
  useFonts,
  type AccountFrameProps,
  type FrameOrder,
  type FrameUser,
} from './accountAnswers';
import { accountWords } from './accountWords';
import '../../features/cart/cart.css';
import '../../features/orders/orders.css';

/**
 * Start-up frames of the cart and an order page (App.tsx, docs/FRONTEND-CONTRACT.md "How a page
 * loads"), in a chunk of their own (`startup-frames-account`; My Orders' is OrdersFrame.tsx):
 * from the API answers the shell preloaded they paint the page's largest text (the cart's heading
 * with its counts, the order's heading) in the classes and boxes of the full app's screens
 * (`CartPage`, `OrderDetailPage`), before the full app is requested. A visitor who is not logged
 * in, an empty cart, an unknown order: nothing to paint (`onNothing`), the full app loads at once
 * and says so. The answers are kept for the store (earlyAnswers.ts), which does not fetch them
 * again.
 */

/** `{{count}}` in the message of `count`'s plural form (i18next's `_one` / `_other`). */
function plural(language: Language, count: number, forms: { one: string; other: string }): string {
  const form = new Intl.PluralRules(language).select(count) === 'one' ? forms.one : forms.other;
  return form.replace('{{count}}', String(count));
}

/** A saved object from localStorage (the guest cart's keys: features/cart/guestCart.ts). */
function stored(key: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The cart's heading counts: lines (products the catalogue has) and items (units). */
interface CartCounts {
  lines: number;
  items: number;
}

/**
 * The cart's lines as the full app starts with them (`StorefrontApp` loads the guest cart; a
 * logged-in shopper's saved cart is merged with it, `mergeCarts`), counted as `CartPage` counts
 * them: lines of products in the catalogue, items as units with a line sold by weight as one.
 */
export function cartCounts(
  user: FrameUser | null,
  catalogue: readonly { _id: string }[],
): CartCounts {
  const items: Record<string, number> = { ...(user?.cartItems ?? {}) };
  for (const [id, quantity] of Object.entries(stored('greencart.guestCart'))) {
    if (typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0)
      items[id] = Math.min((items[id] ?? 0) + quantity, 999);
  }
  const weighed = new Set([
    ...(user?.cartWeighed ?? []),
    ...Object.keys(stored('greencart.cartWeighed')),
  ]);
  const lines = catalogue.filter((product) => (items[product._id] ?? 0) > 0).length;
  const units = Object.entries(items).reduce(
    (sum, [id, quantity]) => sum + (weighed.has(id) ? 1 : quantity),
    0,
  );
  return { lines, items: units };
}

/**
 * /cart: the heading with its counts, as `CartPage` lays it out above the lines. A guest's cart
 * is in this browser; a logged-in shopper's is merged with the one on the account (is-auth).
 */
export function CartFrame(props: AccountFrameProps) {
  const [counts, setCounts] = useState<CartCounts | null>(null);
  const { apiUrl, language, onNothing } = props;
  useEffect(() => {
    let active = true;
    // Logged out is a cart too (the guest's): the session's failure is no reason to stop.
    const session = earlyGet<{ user: FrameUser }>(apiUrl, '/api/user/is-auth').then(
      ({ user }) => {
        // A shopper's addresses, asked now for the full app (kept, earlyAnswers.ts): its order
        // summary waits for them (CartPage), which would otherwise come after its quote.
        earlyGet(apiUrl, '/api/address/get').catch(() => undefined);
        return user;
      },
      () => null,
    );
    const list = earlyGet<{ products: { _id: string }[] }>(
      apiUrl,
      inLanguage('/api/product/list', language),
    );
    Promise.all([session, list]).then(
      ([user, { products }]) => {
        if (!active) return;
        const found = cartCounts(user, products);
        if (found.lines === 0) onNothing();
        else setCounts(found);
      },
      () => active && onNothing(),
    );
    return () => void (active = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const fonts = useFonts(language);
  if (!counts || !fonts) return <div className="sf-page sf-cart" />;
  const words = accountWords(language);
  return (
    <div className="sf-page sf-cart">
      <section className="sf-cart__lines">
        <h1 className="sf-page__title">
          {words.cartTitle}{' '}
          <span className="sf-cart__count">
            {plural(language, counts.lines, words.products)},{' '}
            {plural(language, counts.items, words.items)}
          </span>
        </h1>
      </section>
    </div>
  );
}

/** /my-orders/:id: the way back and the heading, as `OrderDetailPage` lays them out. */
export function OrderFrame(props: AccountFrameProps) {
  const id = props.pathname.split('/').filter(Boolean)[1] ?? '';
  // The order's substitutions, asked now for the full app (kept, earlyAnswers.ts): their panel
  // is above the lines, and the page below the heading waits for it (OrderDetailPage).
  useEffect(() => {
    earlyGet(props.apiUrl, `/api/order/user/${encodeURIComponent(id)}/substitutions`).catch(
      () => undefined,
    );
    // Once per frame, as its other answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const order = useAccountAnswer<{ order?: FrameOrder }, FrameOrder>(
    props,
    `/api/order/user/${encodeURIComponent(id)}`,
    (answer) => answer.order ?? null,
  );
  const fonts = useFonts(props.language);
  if (!order || !fonts) return <section className="sf-page sf-order-page" />;
  const words = accountWords(props.language);
  return (
    <section className="sf-page sf-order-page">
      <p className="sf-order-page__back">
        <Link to="/my-orders">← {words.myOrders}</Link>
      </p>
      <header className="sf-order-page__head">
        <h1 className="sf-page__title">{words.orderLabel.replace('{{number}}', order.number)}</h1>
      </header>
    </section>
  );
}

/** The account frame of `page` (routes.json: `cart`, `order`); another page has none. */
export function AccountFrame({ page, ...props }: AccountFrameProps & { page: string }) {
  if (page === 'cart') return <CartFrame {...props} />;
  if (page === 'order') return <OrderFrame {...props} />;
  return <NoFrame onNothing={props.onNothing} />;
}

function NoFrame({ onNothing }: { onNothing: () => void }) {
  useEffect(onNothing, [onNothing]);
  return null;
}
