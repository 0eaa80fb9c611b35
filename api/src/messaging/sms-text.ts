import {
  fitOneSegment,
  formatCents,
  toGsmFriendly,
  type DisplayFormat,
} from '@greencart/contracts';
import type { OrderEmailFacts } from '../mail/order-email-facts.js';
import { orderPageUrl } from '../order/placement/checkout-urls.js';

/** The order events a shopper may get an SMS about (the outbox's SMS rows). */
export const SMS_TOPICS = [
  'order.placed',
  'order.packing_changed',
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
  switch (topic) {
    case 'order.placed':
      return gsm(
        facts.deliveryWindow
          ? `GreenCart: we have your order ${n}. Delivery ${facts.deliveryWindow}.`
          : `GreenCart: we have your order ${n}.`,
      );
    case 'order.packing_changed': {
      const before = `GreenCart: a change to order ${n}: `;
      const after = ` See ${orderPageUrl(context.shopUrl, facts.orderId)}`;
      const note = gsm((facts.note ?? '').replace(/\s+/g, ' ').trim());
      const fitted = note ? fitOneSegment(before, note, after) : '';
      return fitted ? `${before}${fitted}${after}` : `GreenCart: order ${n} has a change.${after}`;
    }
    case 'order.out_for_delivery':
      return gsm(
        context.shopPhone
          ? `GreenCart: order ${n} is on its way. Questions? Call ${context.shopPhone}.`
          : `GreenCart: order ${n} is on its way.`,
      );
    case 'order.delivered':
      return `GreenCart: order ${n} was delivered. Thank you!`;
    case 'order.refunded':
      return gsm(
        `GreenCart: we refunded ${formatCents(facts.refundCents ?? 0, context.format)} for order ${n}.`,
      );
  }
}
