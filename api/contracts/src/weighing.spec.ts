import { formatCents } from './format.js';
import { WEIGHT_MESSAGES } from './messages.js';
import {
  allowedGrams,
  holdLineCents,
  holdTotals,
  isPackedGrams,
  isWithinTolerance,
  lineCents,
  linePerKgCents,
  orderedGramsOf,
  outOfRangeMessage,
  packedLineText,
  packedTotals,
  weighedLineCents,
  type WeighableLine,
} from './sold-by-weight.js';

const tomatoes = (packedGrams: number | null, quantity = 4): WeighableLine => ({
  unitCents: 12_000, // LKR 480.00/kg × 250 g
  quantity,
  stepGrams: 250,
  pricePerKgCents: 48_000,
  packedGrams,
});
const bread: WeighableLine = {
  unitCents: 35_000,
  quantity: 2,
  stepGrams: null,
  pricePerKgCents: null,
  packedGrams: null,
};

describe('weighed line price: per kg × packed grams / 1000, halves up', () => {
  it('prices the packed weight', () => {
    expect(weighedLineCents(48_000, 940)).toBe(45_120); // LKR 451.20
    expect(weighedLineCents(48_000, 1000)).toBe(48_000);
  });
  it('rounds to the nearest cent, halves up, in integers', () => {
    expect(weighedLineCents(33_333, 1)).toBe(33); // 33.333
    expect(weighedLineCents(1_500, 1)).toBe(2); // 1.5 → 2
    expect(weighedLineCents(1_499, 1)).toBe(1); // 1.499 → 1
    expect(weighedLineCents(99_999_99, 100_000)).toBe(999_999_900);
  });
  it('a line is its estimate until weighed, then its packed price', () => {
    expect(lineCents(tomatoes(null))).toBe(48_000);
    expect(lineCents(tomatoes(940))).toBe(45_120);
    expect(lineCents(bread)).toBe(70_000);
  });
  it('derives a missing per-kg price from the step price, rounded', () => {
    expect(linePerKgCents({ ...tomatoes(null), pricePerKgCents: null })).toBe(48_000);
    expect(linePerKgCents({ ...tomatoes(null), unitCents: 8_333, pricePerKgCents: null })).toBe(
      33_332,
    );
  });
});

describe('tolerance', () => {
  it('is ordered ± 10 % by default, inner ends rounded to whole grams', () => {
    expect(allowedGrams(1000)).toEqual({ min: 900, max: 1100 });
    expect(allowedGrams(250)).toEqual({ min: 225, max: 275 });
    expect(allowedGrams(750)).toEqual({ min: 675, max: 825 });
    expect(allowedGrams(55)).toEqual({ min: 50, max: 60 }); // 49.5 → 50, 60.5 → 60
    expect(allowedGrams(1000, 5)).toEqual({ min: 950, max: 1050 });
  });
  it('accepts both ends and refuses beyond', () => {
    expect(isWithinTolerance(1000, 900)).toBe(true);
    expect(isWithinTolerance(1000, 1100)).toBe(true);
    expect(isWithinTolerance(1000, 899)).toBe(false);
    expect(isWithinTolerance(1000, 1101)).toBe(false);
  });
  it('packed grams are whole, positive and at most 100 kg', () => {
    for (const bad of [0, -5, 1.5, 100_001, Number.NaN, '940', null]) {
      expect(isPackedGrams(bad)).toBe(false);
    }
    expect(isPackedGrams(1)).toBe(true);
    expect(isPackedGrams(100_000)).toBe(true);
  });
  it('ordered grams are steps × step', () => {
    expect(orderedGramsOf(tomatoes(null, 3))).toBe(750);
    expect(orderedGramsOf(bread)).toBeNull();
  });
});

describe('totals: tax 2 % of the goods, the fee as placed', () => {
  it('recomputes the total at the packed weight', () => {
    // 451.20 + 700.00 = 1151.20; tax 23.024 → 23.02; fee 150.00
    expect(packedTotals([tomatoes(940), bread], 15_000)).toEqual({
      subtotalCents: 115_120,
      discountCents: 0,
      taxCents: 2_302,
      taxIncluded: false,
      deliveryCents: 15_000,
      totalCents: 132_422,
    });
  });
  it('keeps the fee even when the goods fall (no threshold after placing)', () => {
    expect(packedTotals([tomatoes(900)], 0).deliveryCents).toBe(0);
    expect(packedTotals([tomatoes(900)], 200).deliveryCents).toBe(200);
  });
  it('the hold is every weighed line at its heaviest allowed weight', () => {
    expect(holdLineCents(tomatoes(null))).toBe(52_800); // 1100 g × 480
    expect(holdLineCents(bread)).toBe(70_000);
    const hold = holdTotals([tomatoes(null), bread], 15_000);
    expect(hold).toEqual({
      subtotalCents: 122_800,
      discountCents: 0,
      taxCents: 2_456,
      taxIncluded: false,
      deliveryCents: 15_000,
      totalCents: 140_256,
    });
  });
  it('anything packed within the tolerance costs at most the hold', () => {
    const hold = holdTotals([tomatoes(null, 3), bread], 15_000).totalCents;
    for (let g = 675; g <= 825; g += 1) {
      expect(packedTotals([tomatoes(g, 3), bread], 15_000).totalCents).toBeLessThanOrEqual(hold);
    }
  });
  it('the hold is never below the estimate', () => {
    // 0 % tolerance and a per-kg price whose step price rounded up.
    const line = { ...tomatoes(null, 1), unitCents: 8_334, pricePerKgCents: 33_334 };
    expect(holdLineCents(line, 0)).toBe(8_334);
  });
});

describe('texts', () => {
  it('says what was ordered, packed and charged', () => {
    expect(packedLineText(1000, 940, 45_120)).toBe(
      `ordered 1 kg · packed 0.94 kg · ${formatCents(45_120)}`,
    );
  });
  it('explains a refused weight', () => {
    expect(outOfRangeMessage('Tomatoes', 1000, 1200, allowedGrams(1000))).toBe(
      'Tomatoes: 1.2 kg is outside the allowed 900 g – 1.1 kg for 1 kg ordered. Weigh again, or mark the line short or substituted',
    );
  });
  it('counts the lines left to weigh', () => {
    expect(WEIGHT_MESSAGES.unweighed(1)).toContain('1 line is');
    expect(WEIGHT_MESSAGES.unweighed(2)).toContain('2 lines are');
  });
});
