import {
  fitOneSegment,
  formatCents,
  toGsmFriendly,
  type DisplayFormat,
  type Language,
} from '@greencart/contracts';
import type { OrderEmailFacts } from '../mail/order-email-facts.js';
import { orderPageUrl } from '../order/placement/checkout-urls.js';

/** The order events a shopper may get an SMS about (the outbox's SMS rows). */
export const SMS_TOPICS = [
  'order.placed',
  'order.packing_changed',
  'order.substitution_question',
  'order.out_for_delivery',
  'order.delivered',
  'order.refunded',
] as const;
export type SmsTopic = (typeof SMS_TOPICS)[number];

export function isSmsTopic(topic: string): topic is SmsTopic {
  return (SMS_TOPICS as readonly string[]).includes(topic);
}

/** What an SMS needs besides the order's facts. */
export interface SmsContext {
  shopUrl: string;
  /** The shop's phone, named in the out-for-delivery SMS; null: not named. */
  shopPhone: string | null;
  format: DisplayFormat;
  /** The shopper's language (the account's); English when absent. */
  language?: Language;
}

/**
 * The SMS texts in the shop's three languages, `{n}` the order number. Sinhala and Tamil are
 * sent as UCS-2 (70 characters a segment, contracts' `smsLength`), so they are kept short.
 * English is the texts as they always were. `sms-text.spec.ts` checks every key and
 * placeholder exists in every language.
 */
export const SMS_MESSAGES = {
  en: {
    placed: 'GreenCart: we have your order {n}.',
    placedWindow: 'GreenCart: we have your order {n}. Delivery {window}.',
    change: 'GreenCart: a change to order {n}: ',
    changed: 'GreenCart: order {n} has a change.',
    question: 'GreenCart: a question about order {n}: ',
    asked: 'GreenCart: we have a question about order {n}.',
    onItsWay: 'GreenCart: order {n} is on its way.',
    onItsWayCall: 'GreenCart: order {n} is on its way. Questions? Call {phone}.',
    delivered: 'GreenCart: order {n} was delivered. Thank you!',
    refunded: 'GreenCart: we refunded {amount} for order {n}.',
    see: ' See {link}',
  },
  si: {
    placed: 'GreenCart: ඔබගේ ඇණවුම {n} ලැබුණි.',
    placedWindow: 'GreenCart: ඇණවුම {n} ලැබුණි. භාරදීම {window}.',
    change: 'GreenCart: ඇණවුම {n} හි වෙනසක්: ',
    changed: 'GreenCart: ඇණවුම {n} හි වෙනසක් ඇත.',
    question: 'GreenCart: ඇණවුම {n} ගැන ප්‍රශ්නයක්: ',
    asked: 'GreenCart: ඇණවුම {n} ගැන ප්‍රශ්නයක් ඇත.',
    onItsWay: 'GreenCart: ඇණවුම {n} ගෙන එමින් පවතී.',
    onItsWayCall: 'GreenCart: ඇණවුම {n} ගෙන එමින්. ප්‍රශ්න? {phone}',
    delivered: 'GreenCart: ඇණවුම {n} භාර දෙන ලදී. ස්තූතියි!',
    refunded: 'GreenCart: ඇණවුම {n} සඳහා {amount} ආපසු ගෙවුවෙමු.',
    see: ' බලන්න {link}',
  },
  ta: {
    placed: 'GreenCart: உங்கள் ஆர்டர் {n} கிடைத்தது.',
    placedWindow: 'GreenCart: ஆர்டர் {n} கிடைத்தது. விநியோகம் {window}.',
    change: 'GreenCart: ஆர்டர் {n} இல் மாற்றம்: ',
    changed: 'GreenCart: ஆர்டர் {n} இல் ஒரு மாற்றம் உள்ளது.',
    question: 'GreenCart: ஆர்டர் {n} பற்றி கேள்வி: ',
    asked: 'GreenCart: ஆர்டர் {n} பற்றி ஒரு கேள்வி உள்ளது.',
    onItsWay: 'GreenCart: ஆர்டர் {n} வந்துகொண்டிருக்கிறது.',
    onItsWayCall: 'GreenCart: ஆர்டர் {n} வருகிறது. கேள்விகள்? {phone}',
    delivered: 'GreenCart: ஆர்டர் {n} ஒப்படைக்கப்பட்டது. நன்றி!',
    refunded: 'GreenCart: ஆர்டர் {n} க்கு {amount} திருப்பிச் செலுத்தினோம்.',
    see: ' பார்க்க {link}',
  },
} as const satisfies Record<Language, Record<string, string>>;

type SmsKey = keyof (typeof SMS_MESSAGES)['en'];

function smsText(language: Language, key: SmsKey, values: Record<string, string>): string {
  return SMS_MESSAGES[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? values[name] : whole,
  );
}

/** The link sentence an SMS ends with (" See https://…") in `language`. */
export function smsSeeLink(language: Language, link: string): string {
  return smsText(language, 'see', { link });
}

/**
 * The SMS of an order event, from the facts of its moment (as its email): short, one segment
 * where the facts allow (a long note of a packing change is cut to fit), GSM-7 friendly.
 */
export function renderOrderSms(
  topic: SmsTopic,
  facts: OrderEmailFacts,
  context: SmsContext,
): string {
  const n = facts.number;
  const gsm = toGsmFriendly;
  const language = context.language ?? 'en';
  const t = (key: SmsKey, values: Record<string, string> = {}) =>
    smsText(language, key, { n, ...values });
  switch (topic) {
    case 'order.placed':
      return gsm(
        facts.deliveryWindow ? t('placedWindow', { window: facts.deliveryWindow }) : t('placed'),
      );
    case 'order.packing_changed':
    case 'order.substitution_question': {
      // The packer's question says so: the shopper answers it on the order page.
      const asking = topic === 'order.substitution_question';
      const before = t(asking ? 'question' : 'change');
      const after = t('see', { link: orderPageUrl(context.shopUrl, facts.orderId) });
      const note = gsm((facts.note ?? '').replace(/\s+/g, ' ').trim());
      const fitted = note ? fitOneSegment(before, note, after) : '';
      return fitted ? `${before}${fitted}${after}` : `${t(asking ? 'asked' : 'changed')}${after}`;
    }
    case 'order.out_for_delivery':
      return gsm(
        context.shopPhone ? t('onItsWayCall', { phone: context.shopPhone }) : t('onItsWay'),
      );
    case 'order.delivered':
      return t('delivered');
    case 'order.refunded':
      return gsm(t('refunded', { amount: formatCents(facts.refundCents ?? 0, context.format) }));
  }
}

/** The outbox topic of the new-order SMS to staff (migration `StaffOrderSms`). */
export const STAFF_ORDER_SMS_TOPIC = 'staff.order_placed';

/**
 * The new-order SMS to staff, in English (the shop's working language; one GSM-7 segment):
 * the number, the total, how it is paid, the item count and the delivery window when booked,
 * and the seller portal's orders page. `GreenCart: new order GC-000123, LKR 1,234.56 cash,
 * 3 items. Delivery Thu 27 Nov, 08:00-10:00. https://shop/seller/orders`
 */
export function renderStaffOrderSms(
  facts: OrderEmailFacts,
  context: Pick<SmsContext, 'shopUrl' | 'format'>,
): string {
  const items = facts.lines.length;
  const paid = facts.paymentType === 'COD' ? 'cash' : 'card';
  const head = `GreenCart: new order ${facts.number}, ${formatCents(facts.totalCents, context.format)} ${paid}, ${items} ${items === 1 ? 'item' : 'items'}.`;
  const window = facts.deliveryWindow ? ` Delivery ${facts.deliveryWindow}.` : '';
  const link = ` ${context.shopUrl.replace(/\/$/, '')}/seller/orders`;
  return toGsmFriendly(`${head}${window}${link}`);
}
