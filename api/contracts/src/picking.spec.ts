import {
  batchPickProducts,
  batchProductPicked,
  batchShareText,
  batchTotalText,
  gtinCheckDigit,
  lineSettled,
  normalizeBarcode,
} from './picking.js';
import type { Order, OrderItem, Product } from './types.js';

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

describe('a batch of one window', () => {
  const item = (fields: Partial<OrderItem>): OrderItem => ({
    product: null,
    quantity: 1,
    name: 'Kiwi',
    image: '',
    offerPrice: 1,
    substitution: 'refund',
    orderedQuantity: null,
    substitutedFrom: null,
    ...fields,
  });
  const order = (id: string, items: OrderItem[]): Order =>
    ({
      _id: id,
      number: `GC-00000${id}`,
      status: 'Packing',
      address: { firstName: 'Ann', lastName: id },
      items,
    }) as unknown as Order;
  const kiwi = { _id: 'kiwi', name: 'Kiwi', barcode: '4006381333931' } as Product;
  const rice = { _id: 'rice', name: 'Rice' } as Product;

  it('sums counted lines in units and weighed lines in kg, and says which order gets how much', () => {
    const products = batchPickProducts([
      order('1', [
        item({ product: kiwi, quantity: 2, picked: true, pickedBy: 'Pat' }),
        item({ product: rice, name: 'Rice', quantity: 3, stepGrams: 250 }),
      ]),
      order('2', [
        item({ product: rice, name: 'Rice', quantity: 6, stepGrams: 250 }),
        item({ product: kiwi, quantity: 1 }),
        item({ product: rice, name: 'Gone', quantity: 0, stepGrams: 250 }),
      ]),
    ]);
    expect(products.map((p) => [p.name, p.totalUnits, p.totalGrams])).toEqual([
      ['Kiwi', 3, null],
      ['Rice', 9, 2250],
    ]);
    expect(batchTotalText(products[0]!)).toBe('× 3');
    expect(batchTotalText(products[1]!)).toBe('2.25 kg');
    expect(products[0]!.barcode).toBe('4006381333931');
    expect(products[1]!.shares.map((s) => [s.number, s.position, s.grams])).toEqual([
      ['GC-000001', 1, 750],
      ['GC-000002', 0, 1500],
    ]);
    expect(batchShareText(products[1]!.shares[0]!)).toBe('0.75 kg');
    expect(batchShareText(products[0]!.shares[1]!)).toBe('× 1');
    expect(batchProductPicked(products[0]!)).toBe(false);
    expect(products[0]!.shares[0]).toMatchObject({
      picked: true,
      pickedBy: 'Pat',
      customerName: 'Ann 1',
    });
  });
});
