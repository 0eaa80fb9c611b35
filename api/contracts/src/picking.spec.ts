import { gtinCheckDigit, lineSettled, normalizeBarcode } from './picking.js';
import type { OrderItem } from './types.js';

describe('barcodes (EAN-13 / UPC-A)', () => {
  it('accepts real codes and stores UPC-A as its EAN-13', () => {
    expect(normalizeBarcode('4006381333931')).toBe('4006381333931');
    expect(normalizeBarcode('036000291452')).toBe('0036000291452');
    expect(normalizeBarcode('0 36000 29145 2')).toBe('0036000291452');
    expect(gtinCheckDigit('400638133393')).toBe(1);
  });

  it('refuses a wrong check digit, letters and other lengths', () => {
    expect(normalizeBarcode('4006381333932')).toBeNull();
    expect(normalizeBarcode('036000291453')).toBeNull();
    expect(normalizeBarcode('40063813339a1')).toBeNull();
    expect(normalizeBarcode('12345678')).toBeNull();
    expect(normalizeBarcode('')).toBeNull();
  });
});

describe('a settled line', () => {
  const line = (fields: Partial<OrderItem>): OrderItem => ({
    product: null,
    quantity: 2,
    name: 'Kiwi',
    image: '',
    offerPrice: 1,
    substitution: 'refund',
    orderedQuantity: null,
    substitutedFrom: null,
    ...fields,
  });
  it('is ticked, weighed when sold by weight, or packed to none', () => {
    expect(lineSettled(line({}))).toBe(false);
    expect(lineSettled(line({ picked: true }))).toBe(true);
    expect(lineSettled(line({ quantity: 0 }))).toBe(true);
    expect(lineSettled(line({ picked: true, stepGrams: 250, packedGrams: null }))).toBe(false);
    expect(lineSettled(line({ picked: true, stepGrams: 250, packedGrams: 480 }))).toBe(true);
  });
});
