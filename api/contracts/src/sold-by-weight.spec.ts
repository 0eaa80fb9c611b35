import { fewLeftText } from './product-query.js';
import {
  WEIGHT_TOLERANCE_PERCENT,
  estimateNote,
  formatGrams,
  formatPerKg,
  isStepGrams,
  isValidPricePerKg,
  orderableSteps,
  quantityLabel,
  stepPriceCents,
  stepsForGrams,
  stockLeftText,
  stockUnitsOf,
} from './sold-by-weight.js';
import { orderableQuantity } from './stock.js';

describe('stepPriceCents: the price of one step from a price per kg, in integer cents', () => {
  it('is per kg × grams / 1000', () => {
    expect(stepPriceCents(48_000, 250)).toBe(12_000);
    expect(stepPriceCents(48_000, 1000)).toBe(48_000);
    expect(stepPriceCents(48_000, 50)).toBe(2_400);
  });

  it('rounds to the nearest cent, halves up', () => {
    expect(stepPriceCents(33_333, 250)).toBe(8_333); // 8333.25
    expect(stepPriceCents(33_334, 250)).toBe(8_334); // 8333.5 → up
    expect(stepPriceCents(33_335, 250)).toBe(8_334); // 8333.75
    expect(stepPriceCents(10, 50)).toBe(1); // 0.5 cent → 1
    expect(stepPriceCents(9, 50)).toBe(0); // 0.45 cent → 0 (refused by isValidPricePerKg)
  });

  it('never decreases when the price per kg grows (an offer per kg stays under the price)', () => {
    for (const step of [50, 150, 250, 350, 1000]) {
      for (let perKg = 1; perKg < 3000; perKg += 7) {
        expect(stepPriceCents(perKg + 1, step)).toBeGreaterThanOrEqual(stepPriceCents(perKg, step));
      }
    }
  });
});

describe('the rules of a weighed product', () => {
  it('steps are multiples of 50 g from 50 g to 1 kg', () => {
    expect([50, 100, 250, 500, 1000].every(isStepGrams)).toBe(true);
    expect([0, 25, 49, 260, 1050, 250.5, '250', null].some(isStepGrams)).toBe(false);
  });

  it('a price per kg is a price whose step costs at least one cent', () => {
    expect(isValidPricePerKg(480, 250)).toBe(true);
    expect(isValidPricePerKg(0.1, 50)).toBe(true);
    expect(isValidPricePerKg(0.09, 50)).toBe(false);
    expect(isValidPricePerKg(1.001, 250)).toBe(false);
    expect(isValidPricePerKg('480', 250)).toBe(false);
    expect(isValidPricePerKg(-1, 250)).toBe(false);
  });

  it('stock units: grams for a weighed line, units otherwise', () => {
    expect(stockUnitsOf(3, 250)).toBe(750);
    expect(stockUnitsOf(3, null)).toBe(3);
    expect(stockUnitsOf(3, undefined)).toBe(3);
  });

  it('the default tolerance is 10 %; the estimate note says the tolerance it is given', () => {
    expect(WEIGHT_TOLERANCE_PERCENT).toBe(10);
    expect(estimateNote(15)).toBe(
      'Weighed items are charged for the weight packed, at most 15 % more or less than this estimate.',
    );
    expect(estimateNote(null)).toBe('Weighed items are charged for the weight packed.');
  });
});

describe('stepsForGrams: a past weight in a new step (buy again)', () => {
  it('is exact when the step divides the weight', () => {
    expect(stepsForGrams(1000, 500)).toBe(2);
    expect(stepsForGrams(1000, 250)).toBe(4);
  });
  it('takes the nearest step count, the lighter one on a tie, never none', () => {
    expect(stepsForGrams(1000, 300)).toBe(3); // 900 g, not 1.2 kg
    expect(stepsForGrams(1100, 300)).toBe(4); // 1.2 kg is nearer than 900 g
    expect(stepsForGrams(750, 500)).toBe(1); // 500 g or 1 kg: the lighter
    expect(stepsForGrams(100, 500)).toBe(1);
  });
});

describe('weight labels', () => {
  const en = { locale: 'en-LK' };
  it('grams below 1 kg, kilograms from 1 kg', () => {
    expect(formatGrams(250, en)).toBe('250 g');
    expect(formatGrams(750, en)).toBe('750 g');
    expect(formatGrams(1000, en)).toBe('1 kg');
    expect(formatGrams(1250, en)).toBe('1.25 kg');
    expect(formatGrams(2500, en)).toBe('2.5 kg');
    expect(formatGrams(1050, en)).toBe('1.05 kg');
  });

  it('a price per kg with the shop formatter', () => {
    expect(formatPerKg(480, en)).toBe('LKR 480.00 / kg');
    expect(formatPerKg(1234.5, en)).toBe('LKR 1,234.50 / kg');
  });

  const tomatoes = { soldBy: 'weight' as const, stepGrams: 250 };
  it('a quantity of steps reads as a weight; a unit quantity as a count', () => {
    expect([1, 2, 3, 4, 5].map((n) => quantityLabel(n, tomatoes))).toEqual([
      '250 g',
      '500 g',
      '750 g',
      '1 kg',
      '1.25 kg',
    ]);
    expect(quantityLabel(3, { soldBy: 'unit' })).toBe('3');
    expect(quantityLabel(3, {})).toBe('3');
  });

  it('what is left: whole steps of the grams available', () => {
    expect(orderableSteps({ ...tomatoes, quantity: 1000 })).toBe(4);
    expect(orderableSteps({ ...tomatoes, quantity: 999 })).toBe(3);
    expect(orderableQuantity({ ...tomatoes, quantity: 100 })).toBe(0);
    expect(orderableQuantity({ quantity: 7 })).toBe(7);
    expect(orderableSteps({ ...tomatoes })).toBeUndefined();
    expect(stockLeftText(750, tomatoes)).toBe('Only 750 g left');
    expect(stockLeftText(3, {})).toBe('Only 3 left');
    expect(stockLeftText(0, tomatoes)).toBe('Sold out');
  });
});

describe('fewLeftText of a weighed product', () => {
  it('counts steps but says grams', () => {
    const base = { inStock: true, soldBy: 'weight' as const, stepGrams: 250 };
    expect(fewLeftText({ ...base, quantity: 750 })).toBe('Only 750 g left');
    expect(fewLeftText({ ...base, quantity: 1250 })).toBe('Only 1.25 kg left');
    expect(fewLeftText({ ...base, quantity: 1500 })).toBeNull();
    expect(fewLeftText({ inStock: true, quantity: 4 })).toBe('Only 4 left');
  });
});
