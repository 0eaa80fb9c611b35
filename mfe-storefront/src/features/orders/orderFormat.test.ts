import { setDisplayFormat } from '@greencart/contracts';
import { orderMoney, orderTime } from './orderFormat';

afterEach(() => setDisplayFormat({ locale: 'en-LK', timeZone: 'Asia/Colombo' }));

describe('order page formats', () => {
  it("tells a moment on the shop's calendar and clock, day first, never US month-first", () => {
    // 20:00 UTC on the 25th is 01:30 on the 26th in Colombo.
    expect(orderTime('2026-11-25T20:00:00Z')).toBe('26 Nov 2026, 01:30');
  });

  it('follows the time zone the shop configured', () => {
    setDisplayFormat({ timeZone: 'UTC' });
    expect(orderTime('2026-11-25T20:00:00Z')).toBe('25 Nov 2026, 20:00');
  });

  it('writes money with the LKR prefix, grouped thousands and two decimals', () => {
    expect(orderMoney(0)).toBe('LKR 0.00');
    expect(orderMoney(123_450)).toBe('LKR 1,234.50');
  });
});
