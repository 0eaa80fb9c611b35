import { DEFAULT_LOCALE, DEFAULT_TIME_ZONE } from '@greencart/contracts';
import type { AppConfig } from '../config/app-config.js';
import type { OrderEmailFacts } from '../mail/order-email-facts.js';
import { orderPushMessage } from './push-worker.js';

const FACTS: OrderEmailFacts = {
  orderId: '4f1c2d9e-5b6a-4c3d-8e7f-0a1b2c3d4e5f',
  number: 'GC-000123',
  status: 'Out for delivery',
  lines: [],
  subtotalCents: 24_480,
  taxCents: 489,
  totalCents: 24_969,
  paymentType: 'COD',
  isPaid: false,
  refundState: null,
  refundedCents: 0,
  refundCents: null,
  note: 'Tomatoes 1 kg were short: refunded',
  deliverTo: 'Nimal Perera, 12 Galle Road, Colombo',
  deliveryWindow: 'Thu 27 Nov, 08:00–10:00',
};
const MAIL = {
  shopUrl: 'https://greencart.lk',
  format: { locale: DEFAULT_LOCALE, timeZone: DEFAULT_TIME_ZONE },
} as AppConfig['mail'];
const ORDER_PAGE = `https://greencart.lk/my-orders/${FACTS.orderId}`;

describe('push notifications of order events', () => {
  it('say the SMS words without the prefix and open the order page (English)', () => {
    const message = orderPushMessage(
      { topic: 'order.delivered', facts: FACTS },
      'Kamal Stores',
      MAIL,
    );
    expect(message).toEqual({
      title: 'Kamal Stores',
      body: 'Order GC-000123 was delivered. Thank you!',
      url: ORDER_PAGE,
      tag: `order-${FACTS.orderId}`,
    });
  });

  it.each([
    ['si', 'ඇණවුම GC-000123 ගෙන එමින් පවතී.'],
    ['ta', 'ஆர்டர் GC-000123 வந்துகொண்டிருக்கிறது.'],
  ] as const)('are written in the shopper’s language (%s)', (language, body) => {
    const message = orderPushMessage(
      { topic: 'order.out_for_delivery', facts: FACTS },
      'GreenCart',
      MAIL,
      language,
    );
    expect(message?.body).toBe(body);
  });

  it('leave the link out of a packing change in every language', () => {
    for (const language of ['en', 'si', 'ta'] as const) {
      const message = orderPushMessage(
        { topic: 'order.packing_changed', facts: FACTS },
        'GreenCart',
        MAIL,
        language,
      );
      expect(message?.body).toContain('GC-000123');
      expect(message?.body).not.toContain('https://');
      expect(message?.url).toBe(ORDER_PAGE);
    }
  });
});
