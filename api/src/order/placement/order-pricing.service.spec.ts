import { mergeLines } from './order-pricing.service.js';

describe('mergeLines', () => {
  it('adds up duplicate products and keeps the first-seen order', () => {
    const merged = mergeLines([
      { product: 'b', quantity: 2 },
      { product: 'a', quantity: 1 },
      { product: 'b', quantity: 5 },
    ]);
    expect([...merged]).toEqual([
      ['b', 7],
      ['a', 1],
    ]);
  });
});
