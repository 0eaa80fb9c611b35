import { setDisplayFormat } from '@greencart/contracts';
import { orderMoney } from './orderFormat';

afterEach(() => setDisplayFormat({ locale: 'en-LK', timeZone: 'Asia/Colombo' }));

describe('order page formats', () => {
  it('writes money with the LKR prefix, grouped thousands and two decimals', () => {
    expect(orderMoney(0)).toBe('LKR 0.00');
    expect(orderMoney(123_450)).toBe('LKR 1,234.50');
  });
});
