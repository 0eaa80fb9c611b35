import { displayFormat, localMidnight } from '@greencart/contracts';
import { formatDate } from '@greencart/shared-ui';

const HOUR = 60 * 60 * 1000;

/** The calendar date `YYYY-MM-DD` of an instant in the shop's time zone (config's `timeZone`). */
export function shopDate(instantMs: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: displayFormat().timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instantMs);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Today and tomorrow as the shop's local dates (`YYYY-MM-DD`), as the windows API takes them.
 * The shop's zone has no daylight saving (docs/DELIVERY.md), so tomorrow is 24 hours on.
 */
export function todayAndTomorrow(nowMs = Date.now()): [string, string] {
  return [shopDate(nowMs), shopDate(nowMs + 24 * HOUR)];
}

/** A local date as the shop writes it: "26 Nov 2026" (the one formatter; noon never crosses a day). */
export function dayText(date: string): string {
  return formatDate(localMidnight(date) + 12 * HOUR);
}
