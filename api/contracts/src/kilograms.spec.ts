import { gramsAsKgText, kgToGrams, stockAmountText } from './kilograms.js';

describe('kilograms as staff type and read them', () => {
  it('reads kg with up to 3 decimals as whole grams, exactly', () => {
    expect(kgToGrams('2.5')).toBe(2500);
    expect(kgToGrams('0,25')).toBe(250);
    expect(kgToGrams(' 12 ')).toBe(12_000);
    expect(kgToGrams('1.005')).toBe(1005);
    expect(kgToGrams('0.1')).toBe(100);
    expect(kgToGrams('0')).toBe(0);
  });
  it('refuses what is not kilograms, and a minus unless asked for', () => {
    for (const bad of ['', '2.5 kg', '1.2345', '1,000.5', '1e3', '.5', '-1', 'abc']) {
      expect([bad, kgToGrams(bad)]).toEqual([bad, null]);
    }
    expect(kgToGrams('-0.5', { signed: true })).toBe(-500);
    expect(kgToGrams('-0', { signed: true })).toBe(0);
  });
  it('writes grams back as the kilograms one would type', () => {
    expect(gramsAsKgText(1250)).toBe('1.25');
    expect(gramsAsKgText(500)).toBe('0.5');
    expect(gramsAsKgText(12_000)).toBe('12');
    expect(gramsAsKgText(1005)).toBe('1.005');
    expect(gramsAsKgText(-750)).toBe('-0.75');
    for (const grams of [0, 1, 999, 1000, 1001, 123_456]) {
      expect(kgToGrams(gramsAsKgText(grams))).toBe(grams);
    }
  });
  it('shows a stock amount in kg for a weighed product, in units otherwise', () => {
    const weighed = { soldBy: 'weight' as const, stepGrams: 250 };
    expect(stockAmountText(1250, weighed)).toMatch(/^1\.25 kg$/);
    expect(stockAmountText(750, weighed)).toMatch(/^0\.75 kg$/);
    expect(stockAmountText(7, {})).toBe('7');
  });
});
