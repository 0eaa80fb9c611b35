import {
  MAX_STOCK_QUANTITY,
  formatKg,
  gramsAsKgText,
  isWeighed,
  kgToGrams,
  type Product,
} from '@greencart/contracts';

/**
 * How staff type a stock amount of one product: units, or for a product sold by weight
 * kilograms with up to 3 decimals ("2.5"), stored as grams (`kgToGrams`, no floating point).
 */
export interface StockAmountInput {
  /** "kg" for a weighed product, "units" otherwise: the fields' labels say it. */
  unit: 'kg' | 'units';
  /** The amount the text stands for (grams or units), or null when it is not one. */
  read(text: string, options?: { signed?: boolean }): number | null;
  /** An amount (grams or units) as the field starts with it ("1.25"). */
  write(amount: number): string;
  /** The largest amount, as staff read it ("1,000,000" units, "1,000 kg"). */
  maxText: string;
}

/** A whole number from the text, or null. */
function wholeNumber(text: string, signed: boolean): number | null {
  const trimmed = text.trim();
  return (signed ? /^-?\d+$/ : /^\d+$/).test(trimmed) ? Number(trimmed) : null;
}

/** The stock amount input of `product`. */
export function stockAmountInput(product: Product): StockAmountInput {
  if (isWeighed(product)) {
    return {
      unit: 'kg',
      read: (text, { signed = false } = {}) => kgToGrams(text, { signed }),
      write: gramsAsKgText,
      maxText: formatKg(MAX_STOCK_QUANTITY),
    };
  }
  return {
    unit: 'units',
    read: (text, { signed = false } = {}) => wholeNumber(text, signed),
    write: String,
    maxText: MAX_STOCK_QUANTITY.toLocaleString('en'),
  };
}
