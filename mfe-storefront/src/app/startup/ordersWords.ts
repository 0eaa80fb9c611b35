import type { Language } from '@greencart/contracts/languages';
import en from '../../i18n/en.json?orders';
import si from '../../i18n/si.json?orders';
import ta from '../../i18n/ta.json?orders';

/**
 * The words of My Orders' start-up frame (`OrdersFrame.tsx`): the heading and the first order
 * card's head and address line, read from the catalogues as `accountWords.ts` does, as modules of
 * their own (`?orders`) so they stay in that frame's chunk. Every property is read straight off
 * the import, so webpack keeps only those.
 */
const WORDS = {
  en: {
    myOrders: en.nav.myOrders,
    order: en.orders.order,
    placed: en.orders.placed,
    status: en.orders.status,
    payment: en.orders.payment,
    totalAmount: en.orders.totalAmount,
    deliverTo: en.orders.deliverTo,
    statuses: en.orders.statuses,
    paymentType: en.orders.paymentType,
    paymentState: en.orders.paymentState,
  },
  si: {
    myOrders: si.nav.myOrders,
    order: si.orders.order,
    placed: si.orders.placed,
    status: si.orders.status,
    payment: si.orders.payment,
    totalAmount: si.orders.totalAmount,
    deliverTo: si.orders.deliverTo,
    statuses: si.orders.statuses,
    paymentType: si.orders.paymentType,
    paymentState: si.orders.paymentState,
  },
  ta: {
    myOrders: ta.nav.myOrders,
    order: ta.orders.order,
    placed: ta.orders.placed,
    status: ta.orders.status,
    payment: ta.orders.payment,
    totalAmount: ta.orders.totalAmount,
    deliverTo: ta.orders.deliverTo,
    statuses: ta.orders.statuses,
    paymentType: ta.orders.paymentType,
    paymentState: ta.orders.paymentState,
  },
} satisfies Record<Language, OrdersWords>;

/** What My Orders' frame says (the full app's words for the same places). */
export interface OrdersWords {
  myOrders: string;
  order: string;
  placed: string;
  status: string;
  payment: string;
  totalAmount: string;
  /** `Deliver to: {{address}}`. */
  deliverTo: string;
  /** By order status (`orders.statuses`). */
  statuses: Record<string, string>;
  /** By payment type, `COD` / `Online`. */
  paymentType: Record<string, string>;
  paymentState: Record<'paid' | 'pending' | 'not_charged', string>;
}

/** My Orders' frame's words in `language`. */
export function ordersWords(language: Language): OrdersWords {
  return WORDS[language];
}
