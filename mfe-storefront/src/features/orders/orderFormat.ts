import type { DeliveryWindow } from '@greencart/contracts';
import { formatCents, formatTime } from '@greencart/shared-ui';
import type { TFunction } from '@greencart/shared-ui/i18n';

/*
 * The one place the shopper's order pages turn cents and windows into text: the shop's one
 * formatter (api/contracts format.ts, in the locale and time zone of /config.json). Moments
 * of an order are shared-ui's `orderTime`, as on the seller's pages.
 */

/** An amount in integer cents as the shop writes money: `LKR 1,224.40`. */
export function orderMoney(cents: number): string {
  return formatCents(cents);
}

/**
 * The delivery window an order is booked into, as the shopper reads it: the window's label
 * ("Thu 26 Nov, 08:00–10:00", the server's, in the shop's time zone), or for express its
 * promise and the time it is due by ("Express: within 30 minutes, by 14:35").
 */
export function deliveryWindowText(window: DeliveryWindow, t?: TFunction): string {
  if (window.kind === 'express' && window.promiseBy) {
    const time = formatTime(window.promiseBy);
    return t ? t('orders.windowBy', { window: window.label, time }) : `${window.label}, by ${time}`;
  }
  return window.label;
}
