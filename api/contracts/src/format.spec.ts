import {
  DEFAULT_LOCALE,
  DEFAULT_TIME_ZONE,
  displayFormat,
  formatCents,
  formatDate,
  formatDateTime,
  formatMoney,
  formatTime,
  isValidLocale,
  isValidTimeZone,
  setDisplayFormat,
} from './format.js';

// 20:00 UTC on the 25th is already 01:30 on the 26th in Colombo (UTC+05:30).
const LATE_EVENING_UTC = '2026-11-25T20:00:00Z';

afterEach(() => setDisplayFormat({ locale: DEFAULT_LOCALE, timeZone: DEFAULT_TIME_ZONE }));

describe('money', () => {
  it('shows LKR, two decimals and grouped thousands', () => {
    expect(formatMoney(0)).toBe('LKR 0.00');
    expect(formatMoney(1234.5)).toBe('LKR 1,234.50');
    expect(formatMoney(1_000_000)).toBe('LKR 1,000,000.00');
    expect(formatMoney(122.4)).toBe('LKR 122.40');
    expect(formatCents(123_450)).toBe('LKR 1,234.50');
    expect(formatCents(1)).toBe('LKR 0.01');
  });

  it('groups digits as the configured locale does', () => {
    expect(formatMoney(1234.5, { locale: 'de-DE' })).toBe('LKR 1.234,50');
    setDisplayFormat({ locale: 'de-DE' });
    expect(formatMoney(1_000_000)).toBe('LKR 1.000.000,00');
  });
});

describe('dates and times', () => {
  it("shows a UTC instant on the shop's calendar and clock (Colombo), across midnight", () => {
    expect(formatDate(LATE_EVENING_UTC)).toBe('26 Nov 2026');
    expect(formatTime(LATE_EVENING_UTC)).toBe('01:30');
    expect(formatDateTime(LATE_EVENING_UTC)).toBe('26 Nov 2026, 01:30');
    expect(formatDateTime(new Date(LATE_EVENING_UTC))).toBe('26 Nov 2026, 01:30');
    expect(formatDateTime(Date.parse(LATE_EVENING_UTC))).toBe('26 Nov 2026, 01:30');
  });

  it('uses the 24-hour clock, day first', () => {
    expect(formatDateTime('2026-01-05T08:05:00Z')).toBe('5 Jan 2026, 13:35');
    expect(formatTime('2026-01-04T18:30:00Z')).toBe('00:00');
  });

  it('follows a configured time zone, never the machine one', () => {
    expect(formatDateTime(LATE_EVENING_UTC, { timeZone: 'UTC' })).toBe('25 Nov 2026, 20:00');
    setDisplayFormat({ timeZone: 'America/New_York' });
    expect(formatDateTime(LATE_EVENING_UTC)).toBe('25 Nov 2026, 15:00');
    expect(displayFormat()).toEqual({ locale: DEFAULT_LOCALE, timeZone: 'America/New_York' });
  });

  it('shows text that is not a date as it came, never "Invalid Date"', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
  });
});

describe('configuration', () => {
  it('accepts known locales and IANA zones and refuses others', () => {
    expect(isValidLocale('en-LK')).toBe(true);
    expect(isValidLocale('not a locale')).toBe(false);
    expect(isValidTimeZone('Asia/Colombo')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(() => setDisplayFormat({ timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(displayFormat().timeZone).toBe(DEFAULT_TIME_ZONE);
  });

  it('checks a format once, and still refuses a bad one after a good one', () => {
    setDisplayFormat({ locale: 'en-LK', timeZone: 'Asia/Colombo' });
    setDisplayFormat({ locale: 'en-LK', timeZone: 'Asia/Colombo' });
    expect(displayFormat()).toEqual({ locale: 'en-LK', timeZone: 'Asia/Colombo' });
    expect(() => setDisplayFormat({ timeZone: '' })).toThrow(RangeError);
    expect(() => setDisplayFormat({ locale: 'not a locale' })).toThrow(RangeError);
    expect(displayFormat()).toEqual({ locale: 'en-LK', timeZone: 'Asia/Colombo' });
    setDisplayFormat({ timeZone: 'America/New_York' });
    expect(displayFormat().timeZone).toBe('America/New_York');
  });
});
