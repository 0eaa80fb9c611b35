import {
  PAYMENT_STATE_LABELS,
  cashCollectedProblem,
  isValidCashAmount,
  paymentLabel,
  paymentState,
} from './payment-state.js';

describe('paymentState', () => {
  it('reads paid, still to pay, or never charged from isPaid and the status', () => {
    expect(paymentState({ isPaid: true, status: 'Delivered' })).toBe('paid');
    expect(paymentState({ isPaid: false, status: 'Delivered' })).toBe('pending');
    expect(paymentState({ isPaid: false, status: 'Order Placed' })).toBe('pending');
    expect(paymentState({ isPaid: false, status: 'Cancelled' })).toBe('not_charged');
    // A paid online order that was cancelled was charged (and refunded: the refund says so).
    expect(paymentState({ isPaid: true, status: 'Cancelled' })).toBe('paid');
    expect(paymentLabel({ isPaid: false, status: 'Cancelled' })).toBe('Not charged');
    expect(Object.values(PAYMENT_STATE_LABELS)).toEqual(['Paid', 'Pending', 'Not charged']);
  });
});

describe('isValidCashAmount', () => {
  it('takes rupees from 0 with at most two decimals, nothing else', () => {
    for (const ok of [0, 0.01, 759.69, 10_000_000]) expect(isValidCashAmount(ok)).toBe(true);
    for (const bad of [-0.01, 1.234, 1e-7, 10_000_000.01, NaN, Infinity, '5', null, {}, [5]])
      expect(isValidCashAmount(bad)).toBe(false);
  });
});

describe('cashCollectedProblem', () => {
  it('allows the amount due, or less with a note; never more', () => {
    expect(cashCollectedProblem(759.69, 75969, undefined)).toBeNull();
    expect(cashCollectedProblem(700, 75969, 'Rice returned')).toBeNull();
    expect(cashCollectedProblem(700, 75969, '  ')).toEqual({
      field: 'note',
      message: 'LKR 700.00 is less than the LKR 759.69 due: please say why in the note',
    });
    expect(cashCollectedProblem(759.7, 75969, 'Rounded up')).toMatchObject({
      field: 'cashCollected',
      message: expect.stringContaining('cannot be more than the amount due (LKR 759.69)'),
    });
    expect(cashCollectedProblem('759.69', 75969, null)).toMatchObject({ field: 'cashCollected' });
  });
});
