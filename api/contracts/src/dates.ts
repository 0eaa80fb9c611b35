/**
 * Dates and times as the API takes them: one rule for every route with a date (the audit log's
 * `from`/`to`, the windows day view's `date`) and every time read back from a page link, used
 * by the API's validation and the seller portal alike. JavaScript's `Date` and PostgreSQL both
 * "correct" some impossible dates instead of refusing them (2026-02-30 becomes 2 March in
 * JavaScript; PostgreSQL has no year 0 and fails the statement), so the rule is checked on the
 * text, field by field, before either sees it.
 */

/** Earliest and latest year a date may name: four digits, and PostgreSQL has no year 0. */
export const CALENDAR_YEAR_MIN = 1;
export const CALENDAR_YEAR_MAX = 9999;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** `YYYY-MM-DD`, `T` or a space, `HH:MM[:SS[.ffffff]]`, then `Z` or an offset `±HH[[:]MM]`, optional. */
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-](\d{2})(?::?(\d{2}))?)?$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * True when `value` is a day of the calendar written `YYYY-MM-DD`, from 0001-01-01 to
 * 9999-12-31: not 2026-02-30, 2026-02-29 (not a leap year), 2026-13-01 or 0000-01-01.
 */
export function isCalendarDate(value: unknown): value is string {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return (
    year >= CALENDAR_YEAR_MIN &&
    year <= CALENDAR_YEAR_MAX &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/**
 * True when `value` is an instant written as an ISO date-time or as PostgreSQL prints one
 * (`2026-01-05 10:00:00.123456+05:30`): a {@link isCalendarDate} day, hours 00–23, minutes and
 * seconds 00–59, an offset of at most 15:59 (PostgreSQL's limit).
 */
export function isCalendarDateTime(value: unknown): value is string {
  const match = typeof value === 'string' ? DATE_TIME.exec(value) : null;
  if (!match || !isCalendarDate(match[1])) return false;
  const within = (text: string | undefined, max: number) =>
    text === undefined || Number(text) <= max;
  return (
    within(match[2], 23) &&
    within(match[3], 59) &&
    within(match[4], 59) &&
    within(match[6], 15) &&
    within(match[7], 59)
  );
}

/** The refusal of a date field named `field`. */
export const calendarDateMessage = (field: string) =>
  `${field} must be a real date written YYYY-MM-DD, from 0001-01-01 to 9999-12-31`;
