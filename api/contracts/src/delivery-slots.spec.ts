import {
  expressPeriod,
  generateSlots,
  isExpressOpen,
  localDate,
  slotLabel,
  slotTemplateProblem,
  slotUnavailableReason,
  DEFAULT_EXPRESS_SETTINGS,
  SLOT_DAYS_AHEAD,
  type SlotTemplateRequest,
} from './delivery-slots.js';
import { zoneOffsetMinutes } from './format.js';

/** Colombo's offset, from the zone (UTC+05:30, no daylight saving). */
const COLOMBO = zoneOffsetMinutes('Asia/Colombo');

const template = (extra: Partial<SlotTemplateRequest> = {}): SlotTemplateRequest => ({
  windows: [
    { weekdays: [1, 2, 3, 4, 5, 6, 7], start: '08:00', end: '10:00', capacity: 10 },
    { weekdays: [1, 2, 3, 4, 5], start: '18:00', end: '20:00', capacity: 5 },
  ],
  leadTimeMinutes: 60,
  cutoffTime: null,
  express: DEFAULT_EXPRESS_SETTINGS,
  ...extra,
});

// Wednesday 26 Nov 2025, 23:30 in Colombo (UTC+05:30) = 18:00 UTC.
const wedLate = Date.parse('2025-11-26T18:00:00Z');

describe('zoneOffsetMinutes', () => {
  it('reads the offset from the IANA zone, daylight saving included', () => {
    expect(COLOMBO).toBe(330);
    expect(zoneOffsetMinutes('Europe/London', Date.parse('2026-01-15T12:00:00Z'))).toBe(0);
    expect(zoneOffsetMinutes('Europe/London', Date.parse('2026-07-15T12:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('Asia/Kathmandu', Date.parse('2026-07-15T12:00:00Z'))).toBe(345);
  });
});

describe('generateSlots', () => {
  it('crosses the local date boundary: UTC still says the 26th, Colombo the 26th ending', () => {
    expect(localDate(wedLate, COLOMBO)).toBe('2025-11-26');
    // 19:00 UTC is already 00:30 on Thursday in Colombo.
    expect(localDate(Date.parse('2025-11-26T19:00:00Z'), COLOMBO)).toBe('2025-11-27');
    const slots = generateSlots(
      template(),
      Date.parse('2025-11-26T19:00:00Z'),
      SLOT_DAYS_AHEAD,
      COLOMBO,
    );
    expect(slots[0]!.key).toBe('2025-11-27 08:00-10:00');
    expect(new Date(slots[0]!.startMs).toISOString()).toBe('2025-11-27T02:30:00.000Z');
    expect(slotLabel(slots[0]!.startMs, slots[0]!.endMs, COLOMBO)).toBe('Thu 27 Nov, 08:00–10:00');
  });

  it('runs today plus 6 days at most, weekdays honoured, ended windows left out', () => {
    const slots = generateSlots(template(), wedLate, 30, COLOMBO);
    const days = new Set(slots.map((s) => s.key.slice(0, 10)));
    // Wed 26 has nothing left (both windows ended); Thu 27 … Tue 2 Dec.
    expect([...days]).toEqual([
      '2025-11-27',
      '2025-11-28',
      '2025-11-29',
      '2025-11-30',
      '2025-12-01',
      '2025-12-02',
    ]);
    // Evening window Mon–Fri only: Thu, Fri, Mon, Tue.
    expect(slots.filter((s) => s.key.endsWith('18:00-20:00'))).toHaveLength(4);
    expect(slots).toHaveLength(10);
  });

  it('the cut-off is the lead time before the start, or the day-before time when earlier', () => {
    const [first] = generateSlots(template(), wedLate, SLOT_DAYS_AHEAD, COLOMBO);
    expect(first!.cutoffMs).toBe(first!.startMs - 60 * 60_000);
    const [withCutoff] = generateSlots(
      template({ cutoffTime: '22:00' }),
      wedLate,
      SLOT_DAYS_AHEAD,
      COLOMBO,
    );
    // 22:00 Wed in Colombo = 16:30 UTC.
    expect(new Date(withCutoff!.cutoffMs).toISOString()).toBe('2025-11-26T16:30:00.000Z');
    expect(slotUnavailableReason({ ...withCutoff!, booked: 0, closed: false }, wedLate)).toBe(
      'past-cut-off',
    );
  });

  it('reasons: closed beats cut-off beats full', () => {
    const s = { capacity: 2, booked: 2, closed: false, cutoffMs: 1000 };
    expect(slotUnavailableReason(s, 0)).toBe('full');
    expect(slotUnavailableReason({ ...s, booked: 1 }, 0)).toBeNull();
    expect(slotUnavailableReason(s, 1000)).toBe('past-cut-off');
    expect(slotUnavailableReason({ ...s, closed: true }, 1000)).toBe('closed');
  });
});

describe('expressPeriod', () => {
  const express = {
    capacityPerPeriod: 3,
    periodMinutes: 60,
    promiseMinutes: 30,
    openingHours: [{ weekday: 3 as const, open: '08:00', close: '21:30' }],
  };
  it('the period containing now, cut at closing time', () => {
    const p = expressPeriod(express, Date.parse('2025-11-26T15:40:00Z'), COLOMBO)!; // 21:10 Wed local
    expect(p.key).toBe('2025-11-26 express 21:00');
    expect(new Date(p.endMs).toISOString()).toBe('2025-11-26T16:00:00.000Z'); // 21:30 local
    expect(p.capacity).toBe(3);
  });
  it('closed outside opening hours, on other days and with capacity 0', () => {
    expect(expressPeriod(express, wedLate, COLOMBO)).toBeNull();
    expect(expressPeriod(express, Date.parse('2025-11-27T05:00:00Z'), COLOMBO)).toBeNull();
    expect(
      expressPeriod(
        { ...express, capacityPerPeriod: 0 },
        Date.parse('2025-11-26T05:00:00Z'),
        COLOMBO,
      ),
    ).toBeNull();
  });
});

describe('isExpressOpen', () => {
  const express = {
    capacityPerPeriod: 3,
    periodMinutes: 60,
    promiseMinutes: 30,
    openingHours: [{ weekday: 3 as const, open: '08:00', close: '21:30' }],
  };
  const at2110 = Date.parse('2025-11-26T15:40:00Z'); // 21:10 Wed local
  const key = '2025-11-26 express 21:00';
  const offered = { expressOffered: true };

  it('books the period of the present in a zone offering express', () => {
    expect(isExpressOpen(key, offered, express, at2110, COLOMBO)).toBe(true);
  });
  it('refuses once the zone stops offering express', () => {
    expect(isExpressOpen(key, { expressOffered: false }, express, at2110, COLOMBO)).toBe(false);
  });
  it('refuses outside the opening hours, on a closed day and with capacity 0', () => {
    // 21:40 Wed: after closing (the period row would still say "until 21:30" only by its key).
    expect(isExpressOpen(key, offered, express, Date.parse('2025-11-26T16:10:00Z'), COLOMBO)).toBe(
      false,
    );
    // 07:30 Wed, before opening.
    const early = Date.parse('2025-11-26T02:00:00Z');
    expect(isExpressOpen('2025-11-26 express 07:00', offered, express, early, COLOMBO)).toBe(false);
    const thursday = Date.parse('2025-11-27T15:40:00Z');
    expect(isExpressOpen('2025-11-27 express 21:00', offered, express, thursday, COLOMBO)).toBe(
      false,
    );
    expect(isExpressOpen(key, offered, { ...express, capacityPerPeriod: 0 }, at2110, COLOMBO)).toBe(
      false,
    );
  });
  it('refuses a period the settings no longer cut (another length) or that has passed', () => {
    expect(isExpressOpen(key, offered, { ...express, periodMinutes: 120 }, at2110, COLOMBO)).toBe(
      false,
    );
    expect(isExpressOpen('2025-11-26 express 20:00', offered, express, at2110, COLOMBO)).toBe(
      false,
    );
  });
});

describe('slotTemplateProblem', () => {
  it('accepts a good template and an empty one', () => {
    expect(slotTemplateProblem(template())).toBeUndefined();
    expect(slotTemplateProblem(template({ windows: [] }))).toBeUndefined();
  });
  it('names the field at fault', () => {
    const bad = (w: object) =>
      slotTemplateProblem(
        template({ windows: [{ weekdays: [1], start: '08:00', end: '10:00', capacity: 1, ...w }] }),
      )?.field;
    expect(bad({ start: '8am' })).toBe('windows.0.start');
    expect(bad({ end: '07:00' })).toBe('windows.0.end');
    expect(bad({ capacity: 0 })).toBe('windows.0.capacity');
    expect(bad({ weekdays: [8] })).toBe('windows.0.weekdays');
    expect(slotTemplateProblem(template({ leadTimeMinutes: -1 }))?.field).toBe('leadTimeMinutes');
    // Not objects at all: refused, never thrown.
    const junk = (value: unknown) => value as never;
    expect(slotTemplateProblem(template({ windows: [junk(null)] }))?.field).toBe(
      'windows.0.weekdays',
    );
    expect(
      slotTemplateProblem(
        template({ express: { ...DEFAULT_EXPRESS_SETTINGS, openingHours: [junk(7)] } }),
      )?.field,
    ).toBe('express.openingHours.0');
    expect(slotTemplateProblem(template({ express: junk(null) }))?.field).toBe('express');
    expect(slotTemplateProblem(template({ cutoffTime: '25:00' }))?.field).toBe('cutoffTime');
    expect(
      slotTemplateProblem(
        template({
          windows: [
            { weekdays: [1], start: '08:00', end: '10:00', capacity: 1 },
            { weekdays: [1, 2], start: '09:00', end: '11:00', capacity: 1 },
          ],
        }),
      )?.field,
    ).toBe('windows.1.start');
  });
});
