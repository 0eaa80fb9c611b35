import { formatGrams, type Address, type OrderItem } from '@greencart/contracts';
import { formatDate } from '@greencart/shared-ui';
import { sellerT } from '../../i18n/catalogue';

/** The customer's name as the address gives it. */
export function customerName(address: Address): string {
  return `${address.firstName} ${address.lastName}`.trim();
}

/**
 * The address lines a courier needs: street; area, district (when it says more than the
 * area), province and postcode; country.
 */
export function addressLines(address: Address): string[] {
  const district = address.district && address.district !== address.city ? address.district : '';
  return [
    address.street,
    [address.city, district, [address.state, address.zipcode].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
    address.country,
  ].filter((line) => line.trim() !== '');
}

/**
 * "Name × quantity", with the name as it was when the order was placed; a weighed line says
 * its weight ("Loose Tomatoes · 750 g").
 */
export function itemLine(item: OrderItem): string {
  const name = item.name || item.product?.name || sellerT()('orders.unknownProduct');
  if (item.stepGrams) return `${name} · ${formatGrams(item.quantity * item.stepGrams)}`;
  return `${name} × ${item.quantity}`;
}

/** A calendar date in the shop's time zone, e.g. "22 Nov 2026" (the shop's one formatter). */
export function orderDate(iso: string): string {
  return formatDate(iso);
}
