import { formatCents, formatMoney } from './format.js';
import { isValidPrice, priceCart, priceCartCents, toCents } from './money.js';

describe('priceCartCents', () => {
  it('prices integer cents: subtotal, 2 % tax truncated to the cent, total', () => {
    expect(priceCartCents([{ unitCents: 12240, quantity: 3 }])).toEqual({
      subtotalCents: 36720,
      taxCents: 734,
      deliveryCents: 0,
      totalCents: 37454,
    });
    expect(priceCartCents([])).toEqual({
      subtotalCents: 0,
      taxCents: 0,
      deliveryCents: 0,
      totalCents: 0,
    });
  });
});

describe('priceCart (rupee adapter)', () => {
  it('sums offer price × quantity in cents and adds 2 % tax truncated to the cent', () => {
    // 3 × 122.40 = 367.20; 2 % = 7.344 → 7.34
    expect(priceCart([{ offerPrice: 122.4, quantity: 3 }])).toEqual({
      subtotalCents: 36720,
      taxCents: 734,
      deliveryCents: 0,
      totalCents: 37454,
    });
  });

  it('never accumulates floating point error across many lines', () => {
    const lines = Array.from({ length: 100 }, () => ({ offerPrice: 0.1, quantity: 3 }));
    expect(priceCart(lines).subtotalCents).toBe(3000);
  });

  it('truncates (never rounds up) the tax', () => {
    // 0.99 × 1 → 2 % = 1.98 cents → 1 cent
    expect(priceCart([{ offerPrice: 0.99, quantity: 1 }]).taxCents).toBe(1);
  });

  it('prices an empty cart at zero', () => {
    expect(priceCart([])).toEqual({
      subtotalCents: 0,
      taxCents: 0,
      deliveryCents: 0,
      totalCents: 0,
    });
  });
});

describe('formatting', () => {
  it('shows the LKR prefix and two decimals', () => {
    expect(formatMoney(450)).toBe('LKR 450.00');
    expect(formatMoney(122.4)).toBe('LKR 122.40');
    expect(formatCents(37454)).toBe('LKR 374.54');
  });
});

describe('isValidPrice', () => {
  it('accepts positive amounts with at most two decimals', () => {
    expect(isValidPrice(450)).toBe(true);
    expect(isValidPrice(122.4)).toBe(true);
    expect(isValidPrice(0.01)).toBe(true);
    expect(toCents(19.99)).toBe(1999);
  });

  it('rejects zero, negatives, fractions of a cent and non-numbers', () => {
    for (const bad of [
      0,
      -1,
      1.005,
      1e-7,
      1e-9,
      0.001,
      1_000_000.01,
      Number.NaN,
      Infinity,
      '450',
      null,
    ]) {
      expect(isValidPrice(bad)).toBe(false);
    }
  });
});
