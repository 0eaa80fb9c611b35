import { setDisplayFormat } from '@greencart/contracts';
import { dayText, orderTime, todayAndTomorrow } from './shopDates';

afterEach(() => setDisplayFormat({ locale: 'en-LK', timeZone: 'Asia/Colombo' }));

describe('the shop’s today and tomorrow', () => {
  it('are local dates of the shop’s time zone, across the UTC date boundary', () => {
    // 20:00 UTC on the 25th is 01:30 on the 26th in Colombo.
    expect(todayAndTomorrow(Date.parse('2026-11-25T20:00:00Z'))).toEqual([
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(todayAndTomorrow(Date.parse('2026-11-25T18:00:00Z'))).toEqual([
      '2026-11-25',
      '2026-11-26',
    ]);
    setDisplayFormat({ timeZone: 'UTC' });
    expect(todayAndTomorrow(Date.parse('2026-11-25T20:00:00Z'))).toEqual([
      '2026-11-25',
      '2026-11-26',
    ]);
  });

  it('writes a date as the shop does', () => {
    expect(dayText('2026-11-26')).toBe('26 Nov 2026');
  });
});

describe('orderTime', () => {
  it("tells a moment on the shop's calendar and clock, day first, never US month-first", () => {
    expect(orderTime('2026-11-25T20:00:00Z')).toBe('26 Nov 2026, 01:30');
  });

  it('follows the time zone the shop configured', () => {
    setDisplayFormat({ timeZone: 'UTC' });
    expect(orderTime('2026-11-25T20:00:00Z')).toBe('25 Nov 2026, 20:00');
  });
});
