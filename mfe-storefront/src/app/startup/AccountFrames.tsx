import { useEffect, useState } from 'react';
import { Link } from '@greencart/shared-ui/router';
import type { Language } from '@greencart/contracts/languages';
import { earlyGet, inLanguage } from './earlyAnswers';
import { LARGEST_PAINT_WAIT_MS, SCRIPT_FONTS } from './landingPaint';
import { accountWords } from './accountWords';
import '../../features/cart/cart.css';
import '../../features/orders/orders.css';

/**
 * Start-up frames of the cart, My Orders and an order page (App.tsx, docs/FRONTEND-CONTRACT.md
 * "How a page loads"), in a chunk of their own (`startup-frames-account`): from the API answers
 * the shell preloaded they paint the page's largest text (the cart's heading with its counts,
 * the order's heading, the first order's address line) in the classes and boxes of the full
 * app's screens (`CartPage`, `MyOrdersPage` + `OrderCard`, `OrderDetailPage`), before the full
 * app is requested. A visitor who is not logged in, an empty cart, no orders: nothing to paint
 * (`onNothing`), the full app loads at once and says so. The answers are kept for the store
 * (earlyAnswers.ts), which does not fetch them again.
 */

/** Props of the account frames: where the API is, the page's language, its path. */
export interface AccountFrameProps {
  apiUrl: string;
  language: Language;
  /** The landing path, e.g. `/my-orders/665f…` (the order's id is its second segment). */
  pathname: string;
  /** Called when the frame has nothing to paint (logged out, nothing in it, no answer). */
  onNothing: () => void;
}

const LANGUAGES: readonly string[] = ['en', 'si', 'ta'];

/** Only the fields of `GET /api/user/is-auth` the frames read. */
interface FrameUser {
  cartItems?: Record<string, number>;
  cartWeighed?: string[];
  language?: string;
}

/** Only the fields of an order the frames read. */
interface FrameOrder {
  _id: string;
  number: string;
  address?: { firstName: string; lastName: string; street: string; city: string } | null;
}

/** What a frame shows once its answers are in: its words' language and what it paints. */
interface Painted<T> {
  language: Language;
  value: T;
}

/**
 * The logged-in shopper's page: the session (is-auth) and the page's own GET, once both have
 * answered; the words in the account's saved language when it has one (the full app switches to
 * it: useAccountLanguage). A visitor not logged in, a failed answer or `read` giving null:
 * `onNothing`.
 */
function useAccountAnswer<A, T>(
  { apiUrl, language, onNothing }: AccountFrameProps,
  path: string | null,
  read: (user: FrameUser, answer: A | null) => T | null,
): Painted<T> | null {
  const [painted, setPainted] = useState<Painted<T> | null>(null);
  useEffect(() => {
    let active = true;
    const session = earlyGet<{ user: FrameUser }>(apiUrl, '/api/user/is-auth');
    const own = path ? earlyGet<A>(apiUrl, inLanguage(path, language)) : Promise.resolve(null);
    Promise.all([session, own]).then(
      ([{ user }, answer]) => {
        if (!active) return;
        const value = read(user, answer);
        const saved = user.language;
        if (value === null) onNothing();
        else
          setPainted({
            language: saved && LANGUAGES.includes(saved) ? (saved as Language) : language,
            value,
          });
      },
      () => active && onNothing(),
    );
    return () => void (active = false);
    // One answer per frame: the props do not change while it shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return painted;
}

/**
 * True once the page's fonts have arrived (Outfit, and the script's Noto in Sinhala and Tamil;
 * App.tsx lets the web font load at once for these frames), or failed, or
 * {@link LARGEST_PAINT_WAIT_MS} passed; at once where fonts cannot be loaded. The frames lay out
 * their words only then: text is their largest paint, drawn in a fallback first it would be
 * drawn again (a later largest paint, after the full app's scripts) and wrap differently.
 */
function useFonts(language: Language | undefined): boolean {
  const [ready, setReady] = useState(
    () => typeof document === 'undefined' || !document.fonts?.load,
  );
  useEffect(() => {
    if (ready || !language) return undefined;
    let active = true;
    const done = () => active && setReady(true);
    const script = SCRIPT_FONTS[language];
    Promise.all([
      document.fonts.load('1em Outfit', 'A'),
      document.fonts.load('600 1em Outfit', 'A'),
      script ? document.fonts.load(`1em "${script.family}"`, script.sample) : null,
    ]).then(done, done);
    const timer = setTimeout(done, LARGEST_PAINT_WAIT_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [ready, language]);
  return ready;
}

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
  const [painted, setPainted] = useState<Painted<CartCounts> | null>(null);
  const { apiUrl, language, onNothing } = props;
  useEffect(() => {
    let active = true;
    // Logged out is a cart too (the guest's): the session's failure is no reason to stop.
    const session = earlyGet<{ user: FrameUser }>(apiUrl, '/api/user/is-auth').then(
      ({ user }) => user,
      () => null,
    );
    const list = earlyGet<{ products: { _id: string }[] }>(
      apiUrl,
      inLanguage('/api/product/list', language),
    );
    Promise.all([session, list]).then(
      ([user, { products }]) => {
        if (!active) return;
        const counts = cartCounts(user, products);
        const saved = user?.language;
        if (counts.lines === 0) onNothing();
        else
          setPainted({
            language: saved && LANGUAGES.includes(saved) ? (saved as Language) : language,
            value: counts,
          });
      },
      () => active && onNothing(),
    );
    return () => void (active = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const fonts = useFonts(painted?.language);
  if (!painted || !fonts) return <div className="sf-page sf-cart" />;
  const words = accountWords(painted.language);
  const { lines, items } = painted.value;
  return (
    <div className="sf-page sf-cart">
      <section className="sf-cart__lines">
        <h1 className="sf-page__title">
          {words.cartTitle}{' '}
          <span className="sf-cart__count">
            {plural(painted.language, lines, words.products)},{' '}
            {plural(painted.language, items, words.items)}
          </span>
        </h1>
      </section>
    </div>
  );
}

/** /my-orders/:id: the way back and the heading, as `OrderDetailPage` lays them out. */
export function OrderFrame(props: AccountFrameProps) {
  const id = props.pathname.split('/').filter(Boolean)[1] ?? '';
  const painted = useAccountAnswer<{ order: FrameOrder }, FrameOrder>(
    props,
    `/api/order/user/${encodeURIComponent(id)}`,
    (_user, answer) => answer?.order ?? null,
  );
  const fonts = useFonts(painted?.language);
  if (!painted || !fonts) return <section className="sf-page sf-order-page" />;
  const words = accountWords(painted.language);
  return (
    <section className="sf-page sf-order-page">
      <p className="sf-order-page__back">
        <Link to="/my-orders">← {words.myOrders}</Link>
      </p>
      <header className="sf-order-page__head">
        <h1 className="sf-page__title">
          {words.orderLabel.replace('{{number}}', painted.value.number)}
        </h1>
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
