import { CURRENCY_PREFIX, fromCents } from './money.js';

/**
 * The one way the shop shows amounts, dates and times: the storefront, the seller dashboard
 * and the API's emails all format through these functions, in the shop's locale and time
 * zone (never the browser's or the server's).
 *
 * The layout is the shop's own and the same for every locale: "26 Nov 2026", "01:30" (24-hour),
 * "26 Nov 2026, 01:30", "LKR 1,234.50". The locale supplies the month names, the digits and
 * the digit grouping; the time zone the wall clock. (Intl's own field order differs between
 * ICU versions, Node's and the browsers': en-LK is month-first in some, so the parts are
 * placed here, not by Intl.)
 */

/** The shop's locale unless configured (front ends: `/config.json`; API: `SHOP_LOCALE`). */
export const DEFAULT_LOCALE = 'en-LK';

/** The shop's time zone unless configured (front ends: `/config.json`; API: `SHOP_TIME_ZONE`). */
export const DEFAULT_TIME_ZONE = 'Asia/Colombo';

/** Where and how the shop formats: a BCP 47 locale and an IANA time zone. */
export interface DisplayFormat {
  locale: string;
  timeZone: string;
}

let shopFormat: DisplayFormat = { locale: DEFAULT_LOCALE, timeZone: DEFAULT_TIME_ZONE };
/** The last format `setDisplayFormat` checked and took. */
let checkedFormat: DisplayFormat | null = null;

/**
 * Sets the shop's locale and time zone for every later call without an explicit format (the
 * front ends call it with their run-time config). Throws a RangeError on an unknown one.
 */
export function setDisplayFormat(format: Partial<DisplayFormat>): void {
  const next = { ...shopFormat, ...format };
  // The front ends call this on every render of their config provider: a format checked once
  // is not checked again (each check asks ICU, costly on a phone).
  if (next.locale === checkedFormat?.locale && next.timeZone === checkedFormat.timeZone) {
    shopFormat = checkedFormat;
    return;
  }
  if (!isValidLocale(next.locale)) throw new RangeError(`Unknown locale: ${next.locale}`);
  // The time zone is checked by building the formatter the dates of this format use (kept for
  // them), not an extra one.
  if (typeof next.timeZone !== 'string' || next.timeZone.trim() === '') {
    throw new RangeError(`Unknown time zone: ${next.timeZone}`);
  }
  try {
    partsFormat(next);
  } catch {
    throw new RangeError(`Unknown time zone: ${next.timeZone}`);
  }
  shopFormat = next;
  checkedFormat = next;
}

/** The locale and time zone calls without an explicit format use. */
export function displayFormat(): DisplayFormat {
  return shopFormat;
}

/** True for a well-formed BCP 47 locale tag the runtime can format with. */
export function isValidLocale(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    return Intl.NumberFormat.supportedLocalesOf([value]).length === 1;
  } catch {
    return false;
  }
}

/** True for an IANA time zone the runtime knows, e.g. `Asia/Colombo`. */
export function isValidTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

// Formatter instances are costly to build and immutable: one per locale, zone and kind.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Minutes east of UTC of the IANA zone `timeZone` at `at` (330 for Asia/Colombo), worked out
 * from the zone by `Intl`, so a zone with daylight saving gets the offset of that instant. The
 * one way the code turns the shop's time zone into an offset (slots, local days).
 */
export function zoneOffsetMinutes(timeZone: string, at: number | Date = Date.now()): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    offsetFormats.set(timeZone, format);
  }
  const instant = typeof at === 'number' ? at : at.getTime();
  const parts = format.formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

function amountFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: true,
    });
    numberFormats.set(locale, format);
  }
  return format;
}

function partsFormat({ locale, timeZone }: DisplayFormat): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** Anything a date arrives as: an ISO string from the API, a Date, epoch milliseconds. */
export type DateInput = string | number | Date;

interface DateParts {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
}

function dateParts(value: DateInput, format: DisplayFormat): DateParts | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Partial<DateParts> = {};
  for (const part of partsFormat(format).formatToParts(date)) {
    if (
      part.type === 'day' ||
      part.type === 'month' ||
      part.type === 'year' ||
      part.type === 'hour' ||
      part.type === 'minute'
    ) {
      parts[part.type] = part.value;
    }
  }
  return parts as DateParts;
}

/** What a value that is not a date shows as: the text it came as (never "Invalid Date"). */
function notADate(value: DateInput): string {
  return typeof value === 'string' ? value : '';
}

/** Formats rupees: `LKR 1,234.50` (the currency prefix and two decimals). */
export function formatMoney(rupees: number, format: Partial<DisplayFormat> = {}): string {
  return CURRENCY_PREFIX + amountFormat(format.locale ?? shopFormat.locale).format(rupees);
}

/** Formats integer cents: `LKR 1,234.50`. */
export function formatCents(cents: number, format: Partial<DisplayFormat> = {}): string {
  return formatMoney(fromCents(cents), format);
}

/** The calendar date in the shop's time zone: `26 Nov 2026`. */
export function formatDate(value: DateInput, format: Partial<DisplayFormat> = {}): string {
  const p = dateParts(value, { ...shopFormat, ...format });
  return p ? `${p.day} ${p.month} ${p.year}` : notADate(value);
}

/** The time of day in the shop's time zone, 24-hour: `01:30`. */
export function formatTime(value: DateInput, format: Partial<DisplayFormat> = {}): string {
  const p = dateParts(value, { ...shopFormat, ...format });
  return p ? `${p.hour}:${p.minute}` : notADate(value);
}

/** The date and time in the shop's time zone: `26 Nov 2026, 01:30`. */
export function formatDateTime(value: DateInput, format: Partial<DisplayFormat> = {}): string {
  const p = dateParts(value, { ...shopFormat, ...format });
  return p ? `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}` : notADate(value);
}
