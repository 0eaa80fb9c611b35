import type { Address, OrderItem } from '@greencart/contracts';

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

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** An order's date for display, e.g. "22 Nov 2026". */
export function orderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT.format(date);
}

const TIME_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A moment for display with its time, e.g. "22 Nov 2026, 14:05". */
export function orderTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : TIME_FORMAT.format(date);
}
