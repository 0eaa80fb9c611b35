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
