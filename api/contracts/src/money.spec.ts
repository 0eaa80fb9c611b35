import { formatCents, formatMoney } from './format.js';
import {
  DEFAULT_TAX_TERMS,
  cashDueCents,
  isValidPrice,
  priceCart,
  priceCartCents,
  productTaxNote,
  taxLineLabel,
  toCents,
} from './money.js';

describe('priceCartCents', () => {
  it('prices integer cents: subtotal, 2 % tax truncated to the cent, total', () => {
    expect(priceCartCents([{ unitCents: 12240, quantity: 3 }])).toEqual({
      subtotalCents: 36720,
      discountCents: 0,
      taxCents: 734,
      taxIncluded: false,
      deliveryCents: 0,
      totalCents: 37454,
    });
    expect(priceCartCents([])).toEqual({
      subtotalCents: 0,
      discountCents: 0,
      taxCents: 0,
      taxIncluded: false,
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
      discountCents: 0,
      taxCents: 734,
      taxIncluded: false,
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
      discountCents: 0,
      taxCents: 0,
      taxIncluded: false,
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

describe('the shop tax terms (issue 39)', () => {
  const lines = [{ unitCents: 12240, quantity: 3 }]; // 367.20
  it('adds another rate on top, truncated to the cent', () => {
    expect(priceCartCents(lines, null, { taxPercent: 8, pricesIncludeTax: false })).toEqual({
      subtotalCents: 36720,
      discountCents: 0,
      taxCents: 2937, // 29.376
      taxIncluded: false,
      deliveryCents: 0,
      totalCents: 39657,
    });
    expect(priceCartCents(lines, null, { taxPercent: 2.5, pricesIncludeTax: false }).taxCents).toBe(
      918, // 9.18
    );
  });
  it('shows the tax inside prices that include it and never adds it again', () => {
    const totals = priceCartCents(
      lines,
      { feeCents: 15000, freeFromCents: null },
      { taxPercent: 8, pricesIncludeTax: true },
    );
    // 36720 × 8 / 108 = 2720
    expect(totals).toEqual({
      subtotalCents: 36720,
      discountCents: 0,
      taxCents: 2720,
      taxIncluded: true,
      deliveryCents: 15000,
      totalCents: 51720,
    });
  });
  it('says the tax the same way everywhere', () => {
    expect(taxLineLabel(DEFAULT_TAX_TERMS)).toBe('Tax (2%)');
    expect(taxLineLabel({ taxPercent: 12.5, pricesIncludeTax: true })).toBe('Includes tax (12.5%)');
    expect(productTaxNote(DEFAULT_TAX_TERMS)).toBe('(plus 2% tax, added at checkout)');
    expect(productTaxNote({ taxPercent: 18, pricesIncludeTax: true })).toBe(
      '(inclusive of 18% tax)',
    );
    expect(productTaxNote({ taxPercent: 0, pricesIncludeTax: false })).toBeNull();
  });
});

describe('cash rounding (issue 39)', () => {
  it('rounds cash to the nearest rupee, half up, to the cent', () => {
    expect(cashDueCents(52454, true)).toEqual({ dueCents: 52500, roundingCents: 46 });
    expect(cashDueCents(52449, true)).toEqual({ dueCents: 52400, roundingCents: -49 });
    expect(cashDueCents(52450, true)).toEqual({ dueCents: 52500, roundingCents: 50 });
    expect(cashDueCents(52400, true)).toEqual({ dueCents: 52400, roundingCents: 0 });
    expect(cashDueCents(1, true)).toEqual({ dueCents: 0, roundingCents: -1 });
  });
  it('leaves the amount exact when the shop does not round', () => {
    expect(cashDueCents(52454, false)).toEqual({ dueCents: 52454, roundingCents: 0 });
  });
});
