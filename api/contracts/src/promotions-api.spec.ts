import { dealSummary, promotionInputProblem, shopTimeToInstant } from './promotions-api.js';

describe('shopTimeToInstant: the seller types local shop times', () => {
  it.each([
    ['2026-12-01T08:00', 'Asia/Colombo', '2026-12-01T02:30:00.000Z'],
    ['2026-07-01T12:00', 'Europe/London', '2026-07-01T11:00:00.000Z'],
    ['2026-01-01T12:00', 'Europe/London', '2026-01-01T12:00:00.000Z'],
    ['2026-12-01T08:00:00+05:30', 'Europe/London', '2026-12-01T02:30:00.000Z'],
  ])('%s in %s → %s', (typed, zone, instant) => {
    expect(shopTimeToInstant(typed, zone)?.toISOString()).toBe(instant);
  });

  it.each(['2026-13-01T08:00', '2026-02-30T08:00', 'tomorrow', 12, null])('refuses %p', (typed) => {
    expect(shopTimeToInstant(typed, 'Asia/Colombo')).toBeNull();
  });
});

describe('promotionInputProblem: the seller form in plain words', () => {
  const ok = { name: 'Ten off', kind: 'percent_off', scope: 'basket', percent: 10 };
  it('accepts a whole form', () => {
    expect(promotionInputProblem(ok, 'Asia/Colombo')).toBeNull();
  });
  it.each([
    [{ ...ok, percent: 0 }, 'percent'],
    [{ ...ok, percent: 10.001 }, 'percent'],
    [{ ...ok, code: 'no spaces' }, 'code'],
    [{ ...ok, automatic: true, code: 'SAVE10' }, 'code'],
    [{ ...ok, scope: 'category' }, 'category'],
    [{ ...ok, maxUses: 0 }, 'maxUses'],
    [{ ...ok, budget: -5 }, 'budget'],
    [{ ...ok, kind: 'buy_x_get_y', buyQuantity: 2 }, 'getQuantity'],
    [{ ...ok, startsAt: '2030-01-02T00:00', endsAt: '2030-01-01T00:00' }, 'endsAt'],
  ])('%j → %s', (input, field) => {
    expect(promotionInputProblem(input, 'Asia/Colombo')?.field).toBe(field);
  });
});

describe('dealSummary', () => {
  const base = {
    scope: 'basket' as const,
    category: null,
    percent: null,
    amount: null,
    perKg: false,
    buyQuantity: null,
    getQuantity: null,
    minBasket: null,
  };
  it.each([
    [{ ...base, kind: 'percent_off' as const, percent: 10 }, '10% off everything'],
    [
      {
        ...base,
        kind: 'percent_off' as const,
        percent: 15,
        scope: 'category' as const,
        category: 'Fruits',
      },
      '15% off Fruits',
    ],
    [{ ...base, kind: 'amount_off' as const, amount: 50, perKg: true }, 'LKR 50.00 off per kg'],
    [{ ...base, kind: 'buy_x_get_y' as const, buyQuantity: 2, getQuantity: 1 }, 'Buy 2 get 1 free'],
    [
      { ...base, kind: 'free_delivery' as const, minBasket: 3000 },
      'Free delivery over LKR 3,000.00',
    ],
  ])('%j → %s', (deal, words) => {
    expect(dealSummary(deal)).toBe(words);
  });
});
