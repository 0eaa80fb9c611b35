import { QUANTITY_OPTIONS } from '@greencart/contracts';

/** The quantities offered for a cart line: 1 … 9, or up to the current quantity if higher (spec §5). */
export function quantityOptions(current: number): number[] {
  const highest = Math.max(QUANTITY_OPTIONS, Math.floor(current));
  return Array.from({ length: highest }, (_, index) => index + 1);
}
