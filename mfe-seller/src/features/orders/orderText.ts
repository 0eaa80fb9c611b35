import type { Address, OrderItem } from '@greencart/contracts';
import { formatDate, formatDateTime } from '@greencart/shared-ui';

/** The customer's name as the address gives it. */
export function customerName(address: Address): string {
  return `${address.firstName} ${address.lastName}`.trim();
}

/** The address lines a courier needs: street; city, state zipcode; country. */
export function addressLines(address: Address): string[] {
  return [
    address.street,
    [address.city, [address.state, address.zipcode].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
    address.country,
  ].filter((line) => line.trim() !== '');
}

/** "Name × quantity", with the name as it was when the order was placed. */
export function itemLine(item: OrderItem): string {
  return `${item.name || item.product?.name || 'Unknown product'} × ${item.quantity}`;
}

/** A calendar date in the shop's time zone, e.g. "22 Nov 2026" (the shop's one formatter). */
export function orderDate(iso: string): string {
  return formatDate(iso);
}

/**
 * A moment for display with its time, in the shop's time zone (the shop's one formatter, see
 * api/contracts format.ts), e.g. "22 Nov 2026, 14:05".
 */
export function orderTime(iso: string): string {
  return formatDateTime(iso);
}
