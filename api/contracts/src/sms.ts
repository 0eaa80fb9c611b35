/**
 * SMS length: how many segments a text takes (docs/NOTIFICATIONS.md). A text that uses only
 * the GSM 03.38 alphabet goes as GSM-7: 160 characters in one segment, 153 per segment when
 * split, and the extension characters (`^{}\[~]|€` and form feed) count twice. Anything else
 * (Sinhala, Tamil, emoji, curly quotes) goes as UCS-2: 70 UTF-16 units in one segment, 67 per
 * segment when split (a character outside the BMP, such as most emoji, counts two units).
 */

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '\f^{}\\[~]|€';

const BASIC = new Set(GSM_BASIC);
const EXTENDED = new Set(GSM_EXTENDED);

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsLength {
  encoding: SmsEncoding;
  /** Units the text takes: GSM-7 septets, or UTF-16 code units for UCS-2. */
  units: number;
  segments: number;
  /** Units one segment holds for this text (160/153 or 70/67). */
  perSegment: number;
}

/** Whether every character of `text` is in the GSM-7 alphabet (basic or extension). */
export function isGsm7(text: string): boolean {
  for (const char of text) if (!BASIC.has(char) && !EXTENDED.has(char)) return false;
  return true;
}

/** The encoding, units and segments `text` takes as an SMS. */
export function smsLength(text: string): SmsLength {
  if (isGsm7(text)) {
    let units = 0;
    for (const char of text) units += EXTENDED.has(char) ? 2 : 1;
    const perSegment = units <= 160 ? 160 : 153;
    return {
      encoding: 'gsm7',
      units,
      segments: Math.max(1, Math.ceil(units / perSegment)),
      perSegment,
    };
  }
  const units = text.length;
  const perSegment = units <= 70 ? 70 : 67;
  return {
    encoding: 'ucs2',
    units,
    segments: Math.max(1, Math.ceil(units / perSegment)),
    perSegment,
  };
}

/** The longest a shop SMS may be (Notify.lk takes up to 621 characters). */
export const SMS_MAX_CHARS = 621;

/**
 * `text` with the look-alikes that would make it UCS-2 (en and em dashes, curly quotes, the
 * ellipsis, no-break and narrow spaces, as dates and amounts are formatted) replaced by their
 * GSM-7 forms, so an English message keeps 160 characters a segment.
 */
export function toGsmFriendly(text: string): string {
  return text
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/[\u00a0\u2007\u2009\u202f]/g, ' ');
}

/**
 * The longest start of `text` (cut at a word where possible, `...` added) that keeps
 * `before + cut + after` within one segment; the whole text when it fits, '' when nothing does.
 */
export function fitOneSegment(before: string, text: string, after: string): string {
  if (smsLength(before + text + after).segments === 1) return text;
  const words = text.split(' ');
  while (words.length > 0) {
    words.pop();
    const cut = `${words.join(' ').replace(/[\s,;:.]+$/, '')}...`;
    if (words.length > 0 && smsLength(before + cut + after).segments === 1) return cut;
  }
  return '';
}
