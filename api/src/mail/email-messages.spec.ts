import { LANGUAGES } from '@greencart/contracts';
import { EMAIL_MESSAGES, emailFormats, emailText, placeholdersOf } from './email-messages.js';

describe('the email message catalogue', () => {
  const keys = Object.keys(EMAIL_MESSAGES.en);

  it('has every key in all three languages, with the same placeholders, never empty', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(EMAIL_MESSAGES[language]).sort()).toEqual([...keys].sort());
      for (const key of keys) {
        const message = EMAIL_MESSAGES[language][key as keyof typeof EMAIL_MESSAGES.en];
        expect(message.trim()).not.toBe('');
        expect({ key, language, placeholders: placeholdersOf(message) }).toEqual({
          key,
          language,
          placeholders: placeholdersOf(EMAIL_MESSAGES.en[key as keyof typeof EMAIL_MESSAGES.en]),
        });
      }
    }
  });

  it('writes Sinhala and Tamil in their own scripts, not English copied over', () => {
    for (const key of keys) {
      const k = key as keyof typeof EMAIL_MESSAGES.en;
      expect(EMAIL_MESSAGES.si[k]).toMatch(/[\u0D80-\u0DFF]/);
      expect(EMAIL_MESSAGES.ta[k]).toMatch(/[\u0B80-\u0BFF]/);
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(emailText('en', 'order.placed', { number: 'GC-000001' })).toBe(
      'We have your order GC-000001',
    );
    expect(emailText('si', 'order.placed', { number: 'GC-000001' })).toBe(
      'ඔබගේ ඇණවුම GC-000001 අපට ලැබුණි',
    );
    expect(emailText('ta', 'total', {})).toBe('மொத்தம்: {amount}');
  });

  it("dates in the language's locale, amounts in the shop's one style", () => {
    const shop = { locale: 'en-LK', timeZone: 'Asia/Colombo' };
    expect(emailFormats(shop, 'en')).toEqual({ money: shop, dates: shop });
    expect(emailFormats(shop, 'ta')).toEqual({
      money: shop,
      dates: { locale: 'ta-LK', timeZone: 'Asia/Colombo' },
    });
  });
});
