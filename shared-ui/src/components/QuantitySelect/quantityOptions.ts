import { QUANTITY_OPTIONS } from '@greencart/contracts';

/**
 * The quantities offered for a cart line: 1 … 9, or up to the current quantity if higher
 * (docs/COMPATIBILITY.md); never more than `max` (what is left of a counted product) unless the
 * line already holds more, which stays selectable so the select shows the truth.
 */
export function quantityOptions(current: number, max?: number): number[] {
  const whole = Math.floor(current);
  const highest = Math.max(QUANTITY_OPTIONS, whole);
  const top = max === undefined ? highest : Math.max(Math.min(highest, max), 1);
  const options = Array.from({ length: top }, (_, index) => index + 1);
  return whole > top ? [...options, whole] : options;
}
