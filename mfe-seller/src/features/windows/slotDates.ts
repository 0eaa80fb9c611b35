import { displayFormat, localDate, localMidnight, zoneOffsetMinutes } from '@greencart/contracts';
import { formatDate } from '@greencart/shared-ui';

const HOUR = 60 * 60 * 1000;

/** The calendar date `YYYY-MM-DD` of an instant in the shop's time zone (config's `timeZone`). */
export function shopDate(instantMs: number): string {
  return localDate(instantMs, zoneOffsetMinutes(displayFormat().timeZone, instantMs));
}

/**
 * Today and tomorrow as the shop's local dates (`YYYY-MM-DD`), as the windows API takes them:
 * tomorrow is the local date a day's noon later.
 */
export function todayAndTomorrow(nowMs = Date.now()): [string, string] {
  const today = shopDate(nowMs);
  const offset = zoneOffsetMinutes(displayFormat().timeZone, nowMs);
  return [today, shopDate(localMidnight(today, offset) + 36 * HOUR)];
}

/** A local date as the shop writes it: "26 Nov 2026" (the one formatter; noon never crosses a day). */
export function dayText(date: string): string {
  const noonUtc = Date.parse(`${date}T12:00:00.000Z`);
  const offset = zoneOffsetMinutes(displayFormat().timeZone, noonUtc);
  return formatDate(localMidnight(date, offset) + 12 * HOUR);
}
