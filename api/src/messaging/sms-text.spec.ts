import { DEFAULT_LOCALE, DEFAULT_TIME_ZONE, smsLength } from '@greencart/contracts';
import type { OrderEmailFacts } from '../mail/order-email-facts.js';
import { SMS_MESSAGES, renderOrderSms, type SmsContext } from './sms-text.js';

const FACTS: OrderEmailFacts = {
  orderId: '4f1c2d9e-5b6a-4c3d-8e7f-0a1b2c3d4e5f',
  number: 'GC-000123',
  status: 'Order Placed',
  lines: [],
  subtotalCents: 24_480,
  taxCents: 489,
  totalCents: 24_969,
  paymentType: 'COD',
  isPaid: false,
  refundState: null,
  refundedCents: 0,
  refundCents: null,
  note: null,
  deliverTo: 'Nimal Perera, 12 Galle Road, Colombo',
  deliveryWindow: 'Thu 27 Nov, 08:00–10:00',
};
const CONTEXT: SmsContext = {
  shopUrl: 'https://greencart.lk',
  shopPhone: '+94112345678',
  format: { locale: DEFAULT_LOCALE, timeZone: DEFAULT_TIME_ZONE },
};

describe('order SMS texts', () => {
  it('says the number and window of a placed order in one GSM-7 segment', () => {
    const text = renderOrderSms('order.placed', FACTS, CONTEXT);
    expect(text).toBe('GreenCart: we have your order GC-000123. Delivery Thu 27 Nov, 08:00-10:00.');
    expect(smsLength(text)).toMatchObject({ encoding: 'gsm7', segments: 1 });
  });

  it("names the shop's phone when out for delivery, and the refunded amount", () => {
    expect(renderOrderSms('order.out_for_delivery', FACTS, CONTEXT)).toBe(
      'GreenCart: order GC-000123 is on its way. Questions? Call +94112345678.',
    );
    expect(renderOrderSms('order.out_for_delivery', FACTS, { ...CONTEXT, shopPhone: null })).toBe(
      'GreenCart: order GC-000123 is on its way.',
    );
    const refund = renderOrderSms('order.refunded', { ...FACTS, refundCents: 123_450 }, CONTEXT);
    expect(refund).toMatch(/^GreenCart: we refunded LKR 1,234\.50 for order GC-000123\.$/);
    expect(smsLength(refund).encoding).toBe('gsm7');
  });

  it('cuts a long packing note to keep one segment, and always links the order', () => {
    const note = 'Only 1 of 2 Mango could be packed. Papaya replaces Lime. '.repeat(5);
    const text = renderOrderSms('order.packing_changed', { ...FACTS, note }, CONTEXT);
    expect(smsLength(text).segments).toBe(1);
    expect(text).toContain('Only 1 of 2 Mango');
    expect(text).toContain('...');
    expect(text.endsWith(`See https://greencart.lk/my-orders/${FACTS.orderId}`)).toBe(true);
    const short = renderOrderSms(
      'order.packing_changed',
      { ...FACTS, note: 'Lime: none left.' },
      CONTEXT,
    );
    expect(short).toBe(
      `GreenCart: a change to order GC-000123: Lime: none left. See https://greencart.lk/my-orders/${FACTS.orderId}`,
    );
  });

  it('says a substitution question is a question, with its words and the link', () => {
    // One segment, as every order SMS: a long question is cut, the link takes the shopper to it.
    const note = 'Lime: we propose Papaya.';
    expect(renderOrderSms('order.substitution_question', { ...FACTS, note }, CONTEXT)).toBe(
      `GreenCart: a question about order GC-000123: ${note} See https://greencart.lk/my-orders/${FACTS.orderId}`,
    );
    expect(renderOrderSms('order.substitution_question', { ...FACTS, note: null }, CONTEXT)).toBe(
      `GreenCart: we have a question about order GC-000123. See https://greencart.lk/my-orders/${FACTS.orderId}`,
    );
  });

  it('leaves out a Sinhala note that cannot fit one Unicode segment with the link', () => {
    // 70 UCS-2 characters a segment: the link alone does not leave room for the note, so the
    // SMS says there is a change and links the order, in one GSM-7 segment.
    const note = 'අඹ 2 න් 1 ක් පමණි. '.repeat(6);
    const text = renderOrderSms('order.packing_changed', { ...FACTS, note }, CONTEXT);
    expect(text).toBe(
      `GreenCart: order GC-000123 has a change. See https://greencart.lk/my-orders/${FACTS.orderId}`,
    );
    expect(smsLength(text)).toMatchObject({ encoding: 'gsm7', segments: 1 });
  });

  it('writes every text in Sinhala and Tamil with the same placeholders as English', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const language of ['si', 'ta'] as const) {
      expect(Object.keys(SMS_MESSAGES[language]).sort()).toEqual(
        Object.keys(SMS_MESSAGES.en).sort(),
      );
      for (const [key, text] of Object.entries(SMS_MESSAGES.en)) {
        const translated = SMS_MESSAGES[language][key as keyof typeof SMS_MESSAGES.en];
        expect(placeholders(translated)).toEqual(placeholders(text));
      }
    }
  });

  it("sends a Sinhala shopper's SMS in Sinhala, as UCS-2 in one segment where it fits", () => {
    const text = renderOrderSms(
      'order.placed',
      { ...FACTS, deliveryWindow: undefined },
      {
        ...CONTEXT,
        language: 'si',
      },
    );
    expect(text).toBe('GreenCart: ඔබගේ ඇණවුම GC-000123 ලැබුණි.');
    expect(smsLength(text)).toMatchObject({ encoding: 'ucs2', segments: 1 });
    const change = renderOrderSms(
      'order.packing_changed',
      { ...FACTS, note: 'Milk: only 1 of 2 '.repeat(10) },
      { ...CONTEXT, language: 'ta' },
    );
    // A UCS-2 segment (70 characters) has no room for the note beside the link: the short
    // form, in Tamil, in two segments.
    expect(change).toMatch(/^GreenCart: ஆர்டர் GC-000123 இல் ஒரு மாற்றம் உள்ளது\. பார்க்க https:/);
    expect(smsLength(change)).toMatchObject({ encoding: 'ucs2', segments: 2 });
  });
});
