import { priceCartCents } from './money.js';
import {
  allocateCents,
  applyPromotions,
  couponCodeFromBytes,
  keptDiscountCents,
  normalizeCouponCode,
  type PromotionLine,
  type PromotionRule,
} from './promotions.js';

const milk: PromotionLine = {
  productId: 'milk',
  category: 'Dairy',
  unitCents: 32_000,
  quantity: 3,
};
const bread: PromotionLine = {
  productId: 'bread',
  category: 'Bakery',
  unitCents: 18_050,
  quantity: 1,
};
/** 4 steps of 250 g at LKR 120.00 a step (LKR 480/kg): 1 kg. */
const tomatoes: PromotionLine = {
  productId: 'tomato',
  category: 'Vegetables',
  unitCents: 12_000,
  quantity: 4,
  stepGrams: 250,
};

function rule(id: string, fields: Partial<PromotionRule>): PromotionRule {
  return { id, name: id, code: null, kind: 'percent_off', scope: 'basket', ...fields };
}

describe('allocateCents: shares rounded down, the cents left to the largest lines', () => {
  it.each([
    { total: 100, weights: [1, 1, 1], shares: [34, 33, 33] },
    { total: 100, weights: [100, 300, 200], shares: [16, 51, 33] },
    { total: 1, weights: [5, 7, 7], shares: [0, 1, 0] },
    { total: 10, weights: [0, 3, 0], shares: [0, 10, 0] },
    { total: 0, weights: [3, 4], shares: [0, 0] },
    { total: 5, weights: [0, 0], shares: [0, 0] },
  ])('$total over $weights → $shares', ({ total, weights, shares }) => {
    const got = allocateCents(total, weights);
    expect(got).toEqual(shares);
    if (weights.some((w) => w > 0)) expect(got.reduce((a, b) => a + b, 0)).toBe(total);
  });
});

describe('applyPromotions: the arithmetic table', () => {
  const lines = [milk, bread, tomatoes]; // 96000 + 18050 + 48000 = 162050
  it.each([
    {
      case: '10 % off the basket, spread by amount',
      automatic: [rule('ten', { percentBp: 1000 })],
      discounts: [9600, 1805, 4800],
    },
    {
      case: '10 % off Dairy only',
      automatic: [rule('dairy', { scope: 'category', category: 'Dairy', percentBp: 1000 })],
      discounts: [9600, 0, 0],
    },
    {
      case: 'LKR 100 off the basket: 10000 cents by amount, remainders to the largest',
      automatic: [rule('hundred', { kind: 'amount_off', amountCents: 10_000 })],
      // 10000 × 96000/162050 = 5924.09, × 18050/… = 1113.85, × 48000/… = 2962.04 → 5924+1113+2962 = 9999, +1 to milk
      discounts: [5925, 1113, 2962],
    },
    {
      case: 'LKR 50 per kg off weighed goods: 1 kg of tomatoes',
      automatic: [rule('kg', { kind: 'amount_off', amountCents: 5_000, perKg: true })],
      discounts: [0, 0, 5000],
    },
    {
      case: 'buy 2 get 1 free on milk: 3 bought, one free',
      automatic: [
        rule('b2g1', {
          kind: 'buy_x_get_y',
          scope: 'products',
          productIds: ['milk'],
          buyQuantity: 2,
          getQuantity: 1,
        }),
      ],
      discounts: [32000, 0, 0],
    },
    {
      case: 'buy 3 milk get a bread free',
      automatic: [
        rule('milkbread', {
          kind: 'buy_x_get_y',
          scope: 'products',
          productIds: ['milk'],
          buyQuantity: 3,
          getQuantity: 1,
          getProductId: 'bread',
        }),
      ],
      discounts: [0, 18050, 0],
    },
    {
      case: 'buy x get y never counts weighed steps',
      automatic: [
        rule('tomatoes', {
          kind: 'buy_x_get_y',
          scope: 'products',
          productIds: ['tomato'],
          buyQuantity: 1,
          getQuantity: 1,
        }),
      ],
      discounts: [0, 0, 0],
    },
    {
      case: 'the best automatic deal per line: 10 % basket vs 20 % Dairy',
      automatic: [
        rule('ten', { percentBp: 1000 }),
        rule('dairy20', { scope: 'category', category: 'Dairy', percentBp: 2000 }),
      ],
      discounts: [19200, 1805, 4800],
    },
    {
      case: 'a minimum basket not reached: nothing',
      automatic: [rule('big', { percentBp: 1000, minBasketCents: 200_000 })],
      discounts: [0, 0, 0],
    },
    {
      case: 'an amount off larger than the goods covered takes only the goods',
      automatic: [
        rule('huge', {
          kind: 'amount_off',
          scope: 'category',
          category: 'Bakery',
          amountCents: 50_000,
        }),
      ],
      discounts: [0, 18050, 0],
    },
  ])('$case', ({ automatic, discounts }) => {
    const out = applyPromotions(lines, automatic);
    expect(out.lineDiscountCents).toEqual(discounts);
    expect(out.discountCents).toBe(discounts.reduce((a, b) => a + b, 0));
    expect(out.codeRefused).toBeNull();
  });

  it('a code applies on what is left after the automatic deals', () => {
    const out = applyPromotions(
      [milk],
      [rule('dairy20', { scope: 'category', category: 'Dairy', percentBp: 2000 })],
      rule('code10', { code: 'SAVE10', percentBp: 1000 }),
    );
    // 96000 − 19200 = 76800; 10 % of it = 7680
    expect(out.lineDiscountCents).toEqual([19200 + 7680]);
    expect(out.applied.map((a) => [a.promotionId, a.discountCents])).toEqual([
      ['dairy20', 19200],
      ['code10', 7680],
    ]);
  });

  it('free delivery comes from a deal or a code and takes nothing off the goods', () => {
    const auto = applyPromotions(
      [bread],
      [rule('ship', { kind: 'free_delivery', minBasketCents: 10_000 })],
    );
    expect(auto).toMatchObject({ freeDelivery: true, discountCents: 0 });
    expect(auto.applied).toEqual([
      { promotionId: 'ship', name: 'ship', code: null, discountCents: 0, freeDelivery: true },
    ]);
    const below = applyPromotions(
      [bread],
      [rule('ship', { kind: 'free_delivery', minBasketCents: 20_000 })],
    );
    expect(below.freeDelivery).toBe(false);
    const code = applyPromotions(
      [bread],
      [],
      rule('shipcode', { code: 'SHIP', kind: 'free_delivery' }),
    );
    expect(code.freeDelivery).toBe(true);
  });

  it('says why a code did not apply', () => {
    expect(applyPromotions([bread], [], 'unknown').codeRefused).toBe('unknown');
    expect(
      applyPromotions(
        [bread],
        [],
        rule('c', { code: 'C', percentBp: 1000, minBasketCents: 50_000 }),
      ).codeRefused,
    ).toBe('min-basket');
    expect(
      applyPromotions(
        [bread],
        [],
        rule('c', { code: 'C', scope: 'category', category: 'Dairy', percentBp: 1000 }),
      ).codeRefused,
    ).toBe('nothing-covered');
  });

  it('never takes more than a line is worth, however the deals combine', () => {
    const out = applyPromotions(
      [bread],
      [rule('all', { percentBp: 10_000 })],
      rule('more', { code: 'MORE', kind: 'amount_off', amountCents: 99_999 }),
    );
    expect(out.lineDiscountCents).toEqual([18050]);
  });
});

describe('the money core with discounts', () => {
  it('taxes the discounted goods; the free-delivery threshold looks at the goods before discounts', () => {
    const out = applyPromotions([milk, bread], [rule('ten', { percentBp: 1000 })]);
    const totals = priceCartCents(
      [milk, bread].map((l, i) => ({ ...l, discountCents: out.lineDiscountCents[i] })),
      { feeCents: 15_000, freeFromCents: 110_000 },
    );
    // goods 114050, discount 9600 + 1805 = 11405, paid goods 102645, tax 2 % = 2052.9 → 2052
    expect(totals).toEqual({
      subtotalCents: 114_050,
      discountCents: 11_405,
      taxCents: 2_052,
      taxIncluded: false,
      deliveryCents: 0,
      totalCents: 104_697,
    });
  });
});

describe('keptDiscountCents: a part removed gives back exactly its discount', () => {
  it.each([
    { case: 'short pick 1 of 3', discount: 9600, ordered: 3, kept: 2, keeps: 6400 },
    { case: 'all removed', discount: 9600, ordered: 3, kept: 0, keeps: 0 },
    { case: 'nothing removed', discount: 9600, ordered: 3, kept: 3, keeps: 9600 },
    { case: 'an odd cent: half to the shopper', discount: 1805, ordered: 2, kept: 1, keeps: 903 },
    { case: 'weighed 1000 g packed 940 g', discount: 5000, ordered: 1000, kept: 940, keeps: 4700 },
    {
      case: 'weighed packed heavier keeps no more than it had',
      discount: 5000,
      ordered: 1000,
      kept: 1080,
      keeps: 5000,
    },
  ])('$case', ({ discount, ordered, kept, keeps }) => {
    expect(keptDiscountCents(discount, ordered, kept)).toBe(keeps);
  });

  it('a refund after a discounted short pick returns what the shopper paid for the missing unit', () => {
    // 3 milk at 320.00 with 10 % off (9600); one is missing.
    const kept = keptDiscountCents(9600, 3, 2);
    const paidBefore = 3 * 32_000 - 9600;
    const paidAfter = 2 * 32_000 - kept;
    expect(paidBefore - paidAfter).toBe(28_800); // 320.00 less its 32.00 discount
  });
});

describe('coupon codes', () => {
  it('are matched case-insensitively and without spaces around', () => {
    expect(normalizeCouponCode(' save10 ')).toBe('SAVE10');
    expect(normalizeCouponCode('New-Year-2027')).toBe('NEW-YEAR-2027');
    expect(normalizeCouponCode('ab')).toBeNull();
    expect(normalizeCouponCode('50% off')).toBeNull();
    expect(normalizeCouponCode(42)).toBeNull();
  });

  it('are generated from random bytes with no look-alike characters', () => {
    const code = couponCodeFromBytes(
      new Uint8Array([0, 1, 31, 32, 255, 200, 7, 8, 9, 10, 11, 12]),
      'gc-',
    );
    expect(code).toMatch(/^GC-[23456789A-HJ-NP-Z]{12}$/);
    expect(code.slice(3, 7)).toBe('23Z2');
  });
});
