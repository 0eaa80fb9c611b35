import { formatCents, formatDateTime } from '@greencart/shared-ui';

/*
 * The one place the shopper's order pages turn cents and timestamps into text: the shop's one
 * formatter (api/contracts format.ts, in the locale and time zone of /config.json).
 */

/** An amount in integer cents as the shop writes money: `LKR 1,224.40`. */
export function orderMoney(cents: number): string {
  return formatCents(cents);
}

/** When something happened to an order, in the shop's time zone: `26 Nov 2026, 01:30`. */
export function orderTime(iso: string): string {
  return formatDateTime(iso);
}
