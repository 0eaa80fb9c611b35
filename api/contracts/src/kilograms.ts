import { formatKg, isWeighed, type SoldByFields } from './sold-by-weight.js';

/**
 * Kilograms as staff type and read a weighed product's stock (docs/STOCK.md): the API stores
 * and answers grams; every form and list a person uses shows and takes kilograms, read to the
 * gram without floating point.
 */

/**
 * What a person types as kilograms, read as whole grams without floating point: digits with at
 * most 3 decimals, a dot or a comma ("2.5", "0,25", "12", "1.005"); with `signed`, a leading
 * minus too ("-0.5", a correction). Null for anything else (no grouping, no units, no
 * exponent). Staff type stock, thresholds and packed weights in kg; the API stores grams.
 */
export function kgToGrams(text: string, options: { signed?: boolean } = {}): number | null {
  const match = /^(-)?(\d{1,7})(?:[.,](\d{1,3}))?$/.exec(text.trim());
  if (!match || (match[1] && !options.signed)) return null;
  const grams = Number(match[2]) * 1000 + Number((match[3] ?? '').padEnd(3, '0'));
  return match[1] && grams !== 0 ? -grams : grams;
}

/**
 * Grams as a person would type them in kilograms ("1.25", "0.5", "12"): the value a kg field
 * starts with. No unit, no grouping, a dot, at most 3 decimals (whole grams are exact).
 */
export function gramsAsKgText(grams: number): string {
  const sign = grams < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(grams) / 1000);
  const rest = String(Math.abs(grams) % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return rest ? `${sign}${whole}.${rest}` : `${sign}${whole}`;
}

/** A stock amount as staff read it: kilograms for a product sold by weight, else the units. */
export function stockAmountText(amount: number, product: SoldByFields): string {
  return isWeighed(product) ? formatKg(amount) : String(amount);
}
