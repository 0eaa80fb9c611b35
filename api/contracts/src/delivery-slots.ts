import { SLOT_MESSAGES } from './messages.js';
import type { OrderStatus } from './order-lifecycle.js';
import type { ApiSuccess } from './types.js';

/**
 * Delivery time slots and express delivery (docs/DELIVERY.md, "Time slots"). A zone may keep a
 * weekly template of windows; slot instances are generated from it for the next days (at most
 * {@link SLOT_DAYS_AHEAD}) in the shop's time zone. A zone with no template (the default) uses
 * no slots: orders to it need no `slotId`, as in the spec.
 */

/** Slots are offered for today and at most this many days after it. */
export const SLOT_DAYS_AHEAD = 6;
/** Most windows in one zone's weekly template. */
export const SLOT_TEMPLATE_WINDOWS_MAX = 50;
/** Largest capacity of one window or one express period. */
export const SLOT_CAPACITY_MAX = 10_000;
/** Largest lead time, minutes (two days). */
export const SLOT_LEAD_TIME_MAX = 2 * 24 * 60;

/** Days of the week, ISO: 1 Monday … 7 Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const ISO_WEEKDAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];
export const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export type SlotKind = 'standard' | 'express';
/** Why a slot cannot be chosen. */
export type SlotUnavailableReason = 'full' | 'past-cut-off' | 'closed';

/** One window of the weekly template: local times `HH:MM` (end after start, same day). */
export interface SlotWindowTemplate {
  /** The days it runs on (ISO weekdays). */
  weekdays: IsoWeekday[];
  start: string;
  end: string;
  /** Orders per window. */
  capacity: number;
}

/** Express delivery of a zone (only used where the zone's `expressOffered` is true). */
export interface ExpressSettings {
  /** Express orders accepted per period. 0: express off. */
  capacityPerPeriod: number;
  /** The length of a period, minutes (e.g. 60: at most `capacityPerPeriod` express orders an hour). */
  periodMinutes: number;
  /** The promise: delivered within this many minutes of the order (e.g. 30). */
  promiseMinutes: number;
  /** The shop's opening hours for express, local `HH:MM`, per ISO weekday; a missing day: closed. */
  openingHours: { weekday: IsoWeekday; open: string; close: string }[];
}

/** `GET` / `PUT /api/seller/delivery/slot-templates/:zoneId`. */
export interface SlotTemplate {
  zoneId: string;
  /** Empty: the zone uses no slots (orders to it need no `slotId`). */
  windows: SlotWindowTemplate[];
  /** A window can be booked until this many minutes before it starts. */
  leadTimeMinutes: number;
  /**
   * Local `HH:MM` of the day before after which a day's windows can no longer be booked
   * (e.g. `22:00`); null: no cut-off beyond the lead time.
   */
  cutoffTime: string | null;
  express: ExpressSettings;
}

export const DEFAULT_EXPRESS_SETTINGS: ExpressSettings = {
  capacityPerPeriod: 0,
  periodMinutes: 60,
  promiseMinutes: 30,
  openingHours: [],
};

/** `PUT /api/seller/delivery/slot-templates/:zoneId`: the template (without `zoneId`). */
export type SlotTemplateRequest = Omit<SlotTemplate, 'zoneId'>;
export type SlotTemplateResponse = ApiSuccess<{ template: SlotTemplate }>;

/** A slot as the shopper sees it. */
export interface DeliverySlot {
  id: string;
  kind: SlotKind;
  /** ISO instants. */
  start: string;
  end: string;
  /** `Thu 27 Nov, 08:00–10:00` in the shop's time zone; express: `Express: within 30 minutes`. */
  label: string;
  /** The zone's delivery fee, rupees, before its free-delivery threshold (the cart applies it). */
  fee: number;
  available: boolean;
  /** Null when available. */
  reason: SlotUnavailableReason | null;
}

/**
 * `GET /api/delivery/slots?addressId=` (logged-in shopper's address) or `?postcode=` (public).
 * `slotsRequired`: an order to this address must carry a `slotId` (400 otherwise).
 * `express`: the express slot of the current period, or null where express is not offered now.
 */
export type DeliverySlotsResponse = ApiSuccess<{
  timeZone: string;
  slotsRequired: boolean;
  slots: DeliverySlot[];
  express: DeliverySlot | null;
}>;

/**
 * Added to `POST /api/order/cod` and `POST /api/order/stripe` (optional: the spec's clients send
 * none). Required where the address's zone uses slots.
 */
export interface PlaceOrderSlotFields {
  slotId?: string;
}

/** The window an order is booked into, as every order answer carries it (`deliveryWindow`). */
export interface DeliveryWindow {
  slotId: string;
  kind: SlotKind;
  start: string;
  end: string;
  label: string;
  /** Express: the ISO instant the order was promised by; null for a standard window. */
  promiseBy: string | null;
}

/** `POST /api/order/user/:id/slot` (the shopper, before Packing) and `POST /api/order/seller/:id/slot` (staff, `orders.move`). */
export interface OrderSlotMoveRequest {
  slotId: string;
}

/** An order booked into a window, for the seller's views. */
export interface SlotOrderSummary {
  _id: string;
  number: string;
  status: OrderStatus;
  customerName: string;
  phone: string;
  amount: number;
}

/** A window as staff see it. */
export interface SellerSlotWindow {
  id: string;
  zoneId: string;
  zoneName: string;
  kind: SlotKind;
  start: string;
  end: string;
  label: string;
  capacity: number;
  booked: number;
  closed: boolean;
  /** ISO instant after which it can no longer be booked. */
  cutoffAt: string;
  orders: SlotOrderSummary[];
}

/** `GET /api/seller/delivery/slots?date=YYYY-MM-DD` (default today, shop time zone). */
export type SellerSlotDayResponse = ApiSuccess<{
  date: string;
  timeZone: string;
  windows: SellerSlotWindow[];
}>;

/** One product of a window's picking list, quantities summed over its orders. */
export interface PickingLine {
  productId: string | null;
  name: string;
  quantity: number;
  /** A weighed product: grams of one step (`quantity` counts steps). */
  stepGrams?: number;
}

/** `GET /api/seller/delivery/slots/:id/picking-list`. */
export type SlotPickingListResponse = ApiSuccess<{
  window: SellerSlotWindow;
  lines: PickingLine[];
}>;

/**
 * `PATCH /api/seller/delivery/slots/:id`: change the capacity (may go below booked: it only
 * stops new bookings) and/or close or reopen the window (booked orders stay).
 */
export interface SlotUpdateRequest {
  capacity?: number;
  closed?: boolean;
}
export type SlotUpdateResponse = ApiSuccess<{ window: SellerSlotWindow }>;

/** The refusals of a template, worded once. */
export const SLOT_TEMPLATE_MESSAGES = {
  windows: `Keep at most ${SLOT_TEMPLATE_WINDOWS_MAX} windows`,
  weekdays: 'Each window needs at least one weekday (1 Monday … 7 Sunday)',
  time: 'Times are HH:MM (00:00 to 23:59)',
  order: 'A window must end after it starts',
  capacity: `Capacity must be a whole number from 1 to ${SLOT_CAPACITY_MAX}`,
  leadTime: `Lead time must be a whole number of minutes from 0 to ${SLOT_LEAD_TIME_MAX}`,
  cutoff: 'Cut-off must be HH:MM or empty',
  expressCapacity: `Express capacity must be a whole number from 0 to ${SLOT_CAPACITY_MAX}`,
  expressPeriod: 'Express period must be 15 to 1440 minutes',
  expressPromise: 'Express promise must be 5 to 240 minutes',
  openingHours: 'Opening hours need a weekday (1–7) and HH:MM open before close',
  overlap: 'Two windows overlap on the same day',
} as const;

/* ---------------------------- pure rules ---------------------------- */

const HHMM = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Minutes after midnight of `HH:MM`, or null when it is not a time. */
export function parseLocalTime(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = HHMM.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

const isWeekday = (value: unknown): value is IsoWeekday => isWhole(value, 1, 7);

/** Why a template would be refused (400, `field` the dotted path), or undefined. */
export function slotTemplateProblem(
  t: SlotTemplateRequest,
): { field: string; message: string } | undefined {
  const M = SLOT_TEMPLATE_MESSAGES;
  if (!Array.isArray(t.windows) || t.windows.length > SLOT_TEMPLATE_WINDOWS_MAX) {
    return { field: 'windows', message: M.windows };
  }
  for (const [i, w] of t.windows.entries()) {
    const at = (f: string) => `windows.${i}.${f}`;
    if (typeof w !== 'object' || w === null) return { field: at('weekdays'), message: M.weekdays };
    if (!Array.isArray(w.weekdays) || w.weekdays.length < 1 || !w.weekdays.every(isWeekday)) {
      return { field: at('weekdays'), message: M.weekdays };
    }
    const start = parseLocalTime(w.start);
    const end = parseLocalTime(w.end);
    if (start === null) return { field: at('start'), message: M.time };
    if (end === null) return { field: at('end'), message: M.time };
    if (end <= start) return { field: at('end'), message: M.order };
    if (!isWhole(w.capacity, 1, SLOT_CAPACITY_MAX)) {
      return { field: at('capacity'), message: M.capacity };
    }
    for (const [j, other] of t.windows.entries()) {
      if (j >= i) break;
      if (typeof other !== 'object' || other === null || !Array.isArray(other.weekdays)) continue;
      const os = parseLocalTime(other.start);
      const oe = parseLocalTime(other.end);
      if (os === null || oe === null) continue;
      const sameDay = w.weekdays.some((d) => other.weekdays.includes(d));
      if (sameDay && start < oe && os < end) return { field: at('start'), message: M.overlap };
    }
  }
  if (!isWhole(t.leadTimeMinutes, 0, SLOT_LEAD_TIME_MAX)) {
    return { field: 'leadTimeMinutes', message: M.leadTime };
  }
  if (t.cutoffTime !== null && parseLocalTime(t.cutoffTime) === null) {
    return { field: 'cutoffTime', message: M.cutoff };
  }
  const e = t.express;
  if (typeof e !== 'object' || e === null) return { field: 'express', message: M.expressCapacity };
  if (!isWhole(e.capacityPerPeriod, 0, SLOT_CAPACITY_MAX)) {
    return { field: 'express.capacityPerPeriod', message: M.expressCapacity };
  }
  if (!isWhole(e.periodMinutes, 15, 1440)) {
    return { field: 'express.periodMinutes', message: M.expressPeriod };
  }
  if (!isWhole(e.promiseMinutes, 5, 240)) {
    return { field: 'express.promiseMinutes', message: M.expressPromise };
  }
  if (!Array.isArray(e.openingHours) || e.openingHours.length > 14) {
    return { field: 'express.openingHours', message: M.openingHours };
  }
  for (const [i, h] of e.openingHours.entries()) {
    if (typeof h !== 'object' || h === null) {
      return { field: `express.openingHours.${i}`, message: M.openingHours };
    }
    const open = parseLocalTime(h.open);
    const close = parseLocalTime(h.close);
    if (!isWeekday(h.weekday) || open === null || close === null || close <= open) {
      return { field: `express.openingHours.${i}`, message: M.openingHours };
    }
  }
  return undefined;
}

/**
 * The local calendar date `YYYY-MM-DD` of an instant in a zone `offsetMinutes` east of UTC (the
 * shop's: `zoneOffsetMinutes` of its time zone, format.ts).
 */
export function localDate(instantMs: number, offsetMinutes: number): string {
  return new Date(instantMs + offsetMinutes * MINUTE).toISOString().slice(0, 10);
}

/** The instant of local midnight starting `date` (`YYYY-MM-DD`). */
export function localMidnight(date: string, offsetMinutes: number): number {
  return Date.parse(`${date}T00:00:00.000Z`) - offsetMinutes * MINUTE;
}

/** ISO weekday of a local date `YYYY-MM-DD`. */
export function isoWeekday(date: string): IsoWeekday {
  const day = new Date(`${date}T00:00:00.000Z`).getUTCDay();
  return (day === 0 ? 7 : day) as IsoWeekday;
}

const pad = (n: number) => String(n).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Thu 27 Nov, 08:00–10:00`, local to the shop. */
export function slotLabel(startMs: number, endMs: number, offsetMinutes: number): string {
  const s = new Date(startMs + offsetMinutes * MINUTE);
  const e = new Date(endMs + offsetMinutes * MINUTE);
  const day = WEEKDAY_NAMES[isoWeekday(s.toISOString().slice(0, 10)) - 1];
  const hm = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  return `${day} ${s.getUTCDate()} ${MONTHS[s.getUTCMonth()]}, ${hm(s)}–${hm(e)}`;
}

/** The express label. */
export const expressLabel = (promiseMinutes: number) => `Express: within ${promiseMinutes} minutes`;

/** One window generated from a template: instants in ms since the epoch. */
export interface SlotOccurrence {
  /** Unique per zone: `YYYY-MM-DD HH:MM-HH:MM` (local), the key instances are kept under. */
  key: string;
  startMs: number;
  endMs: number;
  /** After this instant the window can no longer be booked. */
  cutoffMs: number;
  capacity: number;
}

/** The instant after which a window starting at `startMs` on local `date` can no longer be booked. */
export function slotCutoff(
  startMs: number,
  date: string,
  template: Pick<SlotTemplate, 'leadTimeMinutes' | 'cutoffTime'>,
  offsetMinutes: number,
): number {
  let cutoff = startMs - template.leadTimeMinutes * MINUTE;
  const dayBefore = parseLocalTime(template.cutoffTime);
  if (dayBefore !== null) {
    cutoff = Math.min(cutoff, localMidnight(date, offsetMinutes) - DAY + dayBefore * MINUTE);
  }
  return cutoff;
}

/**
 * The windows of `template` from the local day of `nowMs` to {@link SLOT_DAYS_AHEAD} days
 * after it (at most `days` + 1 local days), in the shop's zone, each with its cut-off. Windows
 * that have already ended are left out; those past their cut-off are kept (shown greyed).
 */
export function generateSlots(
  template: Pick<SlotTemplate, 'windows' | 'leadTimeMinutes' | 'cutoffTime'>,
  nowMs: number,
  days: number,
  offsetMinutes: number,
): SlotOccurrence[] {
  const out: SlotOccurrence[] = [];
  const today = localDate(nowMs, offsetMinutes);
  const span = Math.min(Math.max(0, days), SLOT_DAYS_AHEAD);
  for (let d = 0; d <= span; d++) {
    const date = localDate(
      localMidnight(today, offsetMinutes) + d * DAY + 12 * 60 * MINUTE,
      offsetMinutes,
    );
    const weekday = isoWeekday(date);
    const midnight = localMidnight(date, offsetMinutes);
    for (const w of template.windows) {
      if (!w.weekdays.includes(weekday)) continue;
      const s = parseLocalTime(w.start);
      const e = parseLocalTime(w.end);
      if (s === null || e === null) continue;
      const startMs = midnight + s * MINUTE;
      const endMs = midnight + e * MINUTE;
      if (endMs <= nowMs) continue;
      out.push({
        key: `${date} ${w.start}-${w.end}`,
        startMs,
        endMs,
        cutoffMs: slotCutoff(startMs, date, template, offsetMinutes),
        capacity: w.capacity,
      });
    }
  }
  return out.sort((a, b) => a.startMs - b.startMs);
}

/**
 * The express period containing `nowMs` (periods start at local midnight, `periodMinutes`
 * long), or null when express is not offered now: capacity 0, or outside the opening hours.
 * The period ends no later than closing time.
 */
export function expressPeriod(
  express: ExpressSettings,
  nowMs: number,
  offsetMinutes: number,
): SlotOccurrence | null {
  if (!(express.capacityPerPeriod > 0)) return null;
  const date = localDate(nowMs, offsetMinutes);
  const midnight = localMidnight(date, offsetMinutes);
  const minute = Math.floor((nowMs - midnight) / MINUTE);
  const hours = express.openingHours.find((h) => {
    const open = parseLocalTime(h.open);
    const close = parseLocalTime(h.close);
    return (
      h.weekday === isoWeekday(date) &&
      open !== null &&
      close !== null &&
      minute >= open &&
      minute < close
    );
  });
  if (!hours) return null;
  const close = parseLocalTime(hours.close) ?? 0;
  const startMin = Math.floor(minute / express.periodMinutes) * express.periodMinutes;
  const endMin = Math.min(startMin + express.periodMinutes, close);
  const startMs = midnight + startMin * MINUTE;
  const endMs = midnight + endMin * MINUTE;
  return {
    key: `${date} express ${pad(Math.floor(startMin / 60))}:${pad(startMin % 60)}`,
    startMs,
    endMs,
    cutoffMs: endMs,
    capacity: express.capacityPerPeriod,
  };
}

/**
 * Whether the express slot kept under `slotKey` may be booked at `nowMs` under the zone's
 * settings as they are now: express offered in the zone, the shop open for express (capacity
 * above 0, inside the opening hours) and `slotKey` the period of the present. A slot row lives
 * on after the settings change (a shopper's page may hold its id), so placing an order checks
 * this, not the row alone.
 */
export function isExpressOpen(
  slotKey: string,
  zone: { expressOffered: boolean },
  express: ExpressSettings,
  nowMs: number,
  offsetMinutes: number,
): boolean {
  return zone.expressOffered && expressPeriod(express, nowMs, offsetMinutes)?.key === slotKey;
}

/** Why a slot cannot be booked at `nowMs`, or null when it can. */
export function slotUnavailableReason(
  slot: { capacity: number; booked: number; closed: boolean; cutoffMs: number },
  nowMs: number,
): SlotUnavailableReason | null {
  if (slot.closed) return 'closed';
  if (nowMs >= slot.cutoffMs) return 'past-cut-off';
  if (slot.booked >= slot.capacity) return 'full';
  return null;
}

/** The refusal text of a reason. */
export function slotReasonMessage(reason: SlotUnavailableReason): string {
  return reason === 'full'
    ? SLOT_MESSAGES.full
    : reason === 'closed'
      ? SLOT_MESSAGES.closed
      : SLOT_MESSAGES.pastCutOff;
}

/**
 * Until when an order's delivery window may change (docs/DELIVERY.md, "Moving an order"): the
 * shopper before packing starts, staff until it leaves. The API's move routes and both
 * remotes' buttons read this one table.
 */
export const WINDOW_CHANGE_STATUSES: Readonly<Record<'shopper' | 'staff', readonly OrderStatus[]>> =
  {
    shopper: ['Order Placed', 'Confirmed'],
    staff: ['Order Placed', 'Confirmed', 'Packing'],
  };

/** Whether `who` may move an order in `status` to another window. */
export function mayChangeWindow(status: OrderStatus, who: 'shopper' | 'staff'): boolean {
  return WINDOW_CHANGE_STATUSES[who].includes(status);
}
