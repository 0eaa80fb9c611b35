import { formatCents, toCents } from '@greencart/contracts';

/**
 * "Save LKR 50.00 (10 %)" for a product sold below its MRP, or null when there is no saving.
 * Worked out in cents so the amount is exact; the percentage is rounded to a whole number.
 */
export function savingText(price: number, offerPrice: number): string | null {
  const priceCents = toCents(price);
  const savedCents = priceCents - toCents(offerPrice);
  if (savedCents <= 0 || priceCents <= 0) return null;
  const percent = Math.round((savedCents * 100) / priceCents);
  return `Save ${formatCents(savedCents)} (${percent} %)`;
}
