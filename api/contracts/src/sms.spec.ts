import { fitOneSegment, isGsm7, smsLength, toGsmFriendly } from './sms.js';

describe('SMS length', () => {
  it('counts plain English as GSM-7: 160 in one segment, 153 per segment after', () => {
    expect(smsLength('a'.repeat(160))).toEqual({
      encoding: 'gsm7',
      units: 160,
      segments: 1,
      perSegment: 160,
    });
    expect(smsLength('a'.repeat(161)).segments).toBe(2);
    expect(smsLength('a'.repeat(306)).segments).toBe(2);
    expect(smsLength('a'.repeat(307)).segments).toBe(3);
  });

  it('counts the extension characters twice', () => {
    expect(smsLength('€').units).toBe(2);
    expect(smsLength('[x]').units).toBe(5);
    // 80 euro signs fill one segment exactly; one more character does not fit.
    expect(smsLength('€'.repeat(80)).segments).toBe(1);
    expect(smsLength(`${'€'.repeat(80)}a`).segments).toBe(2);
  });

  it('keeps the GSM letters with accents in GSM-7', () => {
    expect(isGsm7('Café à Zürich, £5 @ 10%')).toBe(true);
    expect(isGsm7('Cafe`')).toBe(false);
  });

  it('counts Sinhala, Tamil and curly quotes as UCS-2: 70, then 67 per segment', () => {
    const sinhala = 'ඔබගේ ඇණවුම ලැබුණා';
    expect(smsLength(sinhala).encoding).toBe('ucs2');
    expect(smsLength(sinhala).units).toBe(sinhala.length);
    expect(smsLength('வணக்கம்').encoding).toBe('ucs2');
    expect(smsLength('it’s').encoding).toBe('ucs2');
    expect(smsLength('අ'.repeat(70)).segments).toBe(1);
    expect(smsLength('අ'.repeat(71)).segments).toBe(2);
    expect(smsLength('අ'.repeat(134)).segments).toBe(2);
    expect(smsLength('අ'.repeat(135)).segments).toBe(3);
  });

  it('counts an emoji outside the BMP as two UCS-2 units', () => {
    expect(smsLength('🛒').units).toBe(2);
  });
});

describe('GSM-friendly text', () => {
  it('keeps a formatted window and amount in GSM-7', () => {
    const text = toGsmFriendly('Thu 27 Nov, 08:00–10:00 · LKR\u00a01,234.50 “ok” it’s…');
    expect(text).toBe('Thu 27 Nov, 08:00-10:00 · LKR 1,234.50 "ok" it\'s...');
    expect(isGsm7(toGsmFriendly('08:00–10:00 it’s “x”…\u00a0'))).toBe(true);
  });

  it('cuts a note at a word so the message stays one segment', () => {
    const before = 'GreenCart: order GC-000123 changed: ';
    const after = ' See https://shop.example/my-orders/1';
    const note = 'Milk: 2 of 3 packed. Bread replaced by Rye bread. '.repeat(4).trim();
    const cut = fitOneSegment(before, note, after);
    expect(cut.endsWith('...')).toBe(true);
    expect(smsLength(before + cut + after).segments).toBe(1);
    expect(note.startsWith(cut.slice(0, -3))).toBe(true);
    expect(fitOneSegment(before, 'short', after)).toBe('short');
  });
});
