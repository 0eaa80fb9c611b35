import type { Language } from '@greencart/contracts/languages';
import en from '../../i18n/en.json?account';
import si from '../../i18n/si.json?account';
import ta from '../../i18n/ta.json?account';

/**
 * The few words the cart's and an order page's start-up frames show (`AccountFrames.tsx`), read from
 * the catalogues as `pageWords.ts` does, but as modules of their own (`?account`, not
 * `?startup`): webpack keeps, per module, the messages any of its importers reads, so these stay
 * in the account frames' chunk rather than growing the start-up chunk every page loads.
 */
const WORDS = {
  en: {
    cartTitle: en.cart.title,
    products: { one: en.cart.products_one, other: en.cart.products_other },
    items: { one: en.cart.items_one, other: en.cart.items_other },
    myOrders: en.nav.myOrders,
    orderLabel: en.orders.orderLabel,
  },
  si: {
    cartTitle: si.cart.title,
    products: { one: si.cart.products_one, other: si.cart.products_other },
    items: { one: si.cart.items_one, other: si.cart.items_other },
    myOrders: si.nav.myOrders,
    orderLabel: si.orders.orderLabel,
  },
  ta: {
    cartTitle: ta.cart.title,
    products: { one: ta.cart.products_one, other: ta.cart.products_other },
    items: { one: ta.cart.items_one, other: ta.cart.items_other },
    myOrders: ta.nav.myOrders,
    orderLabel: ta.orders.orderLabel,
  },
} satisfies Record<Language, AccountWords>;

/** What the account frames say (the full app's words for the same places). */
export interface AccountWords {
  cartTitle: string;
  /** `cart.products_one` / `_other`, with `{{count}}`. */
  products: { one: string; other: string };
  items: { one: string; other: string };
  myOrders: string;
  /** `Order {{number}}`. */
  orderLabel: string;
}

/** The account frames' words in `language`. */
export function accountWords(language: Language): AccountWords {
  return WORDS[language];
}
