import { calendarDateMessage, isCalendarDate, isCalendarDateTime } from './dates.js';

describe('isCalendarDate', () => {
  it.each(['2026-02-28', '2024-02-29', '2000-02-29', '2026-12-31', '0001-01-01', '9999-12-31'])(
    'takes %s',
    (date) => expect(isCalendarDate(date)).toBe(true),
  );

  it.each([
    '2026-02-30',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '0000-01-01',
    '10000-01-01',
    '+02026-01-01',
    '2026-1-05',
    '2026-01-05T00:00',
    ' 2026-01-05',
    '',
  ])('refuses %j', (date) => expect(isCalendarDate(date)).toBe(false));

  it('refuses what is not text', () => {
    for (const value of [undefined, null, 20260105, ['2026-01-05'], new Date()]) {
      expect(isCalendarDate(value)).toBe(false);
    }
  });
});

describe('isCalendarDateTime', () => {
  it.each([
    '2026-01-05T10:00',
    '2026-01-05T10:00:59Z',
    '2026-01-05 10:00:00.123456+00',
    '2026-01-05 23:59:59+05:30',
    '2026-01-05T00:00:00.000-0330',
    '2024-02-29 12:00:00+15:59',
  ])('takes %s', (value) => expect(isCalendarDateTime(value)).toBe(true));

  it.each([
    '2026-02-30 10:00:00+00',
    '0000-01-01 10:00:00+00',
    '2026-01-05 24:00:00+00',
    '2026-01-05 10:60:00+00',
    '2026-01-05 10:00:60+00',
    '2026-01-05 10:00:00+16',
    '2026-01-05 10:00:00+05:60',
    '2026-01-05 10:00:00.1234567+00',
    '2026-01-05',
    '2026-01-05T1:00',
  ])('refuses %j', (value) => expect(isCalendarDateTime(value)).toBe(false));
});

describe('calendarDateMessage', () => {
  it('names the field first, as every validation message does', () => {
    expect(calendarDateMessage('from')).toMatch(/^from must be a real date written YYYY-MM-DD/);
  });
});
