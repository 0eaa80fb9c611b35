import {
  displayFormat,
  formatDate,
  formatDateTime,
  localDate,
  localMidnight,
  zoneOffsetMinutes,
} from '@greencart/contracts';

/*
 * The shop's calendar as both remotes use it: dates of delivery windows and moments of orders,
 * in the time zone of /config.json (set by RuntimeConfigProvider), through the shop's one
 * formatter (api/contracts format.ts) and its IANA zone offsets.
 */

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

/**
 * When something happened to an order, with its time, in the shop's time zone:
 * "26 Nov 2026, 01:30" (shoppers' and staff's order pages alike).
 */
export function orderTime(iso: string): string {
  return formatDateTime(iso);
}
