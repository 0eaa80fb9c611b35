import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DELIVERY_ZONES_MAX,
  SLOT_DAYS_AHEAD,
  DEFAULT_EXPRESS_SETTINGS,
  ERROR_CODES,
  SLOT_MESSAGES,
  expressLabel,
  expressPeriod,
  fromCents,
  generateSlots,
  isExpressOpen,
  slotLabel,
  slotReasonMessage,
  slotTemplateProblem,
  slotUnavailableReason,
  zoneOffsetMinutes,
  type DeliverySlot,
  type DeliveryWindow,
  type ExpressSettings,
  type SlotOccurrence,
  type SlotTemplate,
  type SlotTemplateRequest,
} from '@greencart/contracts';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { AddressEntity } from '../../address/address.entity.js';
import type { AuditActor } from '../../audit/audit-actor.js';
import { AuditService } from '../../audit/audit.service.js';
import { AppError } from '../../common/app-error.js';
import { RecentCopies } from '../../common/recent-copies.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DELIVERY_SETTINGS_TTL_MS } from '../delivery-zones.service.js';
import { DeliveryZoneEntity } from '../delivery-zone.entity.js';
import { DeliverySlotEntity, DeliverySlotTemplateEntity } from './delivery-slot.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` is a uuid (a slot id); anything else is answered 400, never looked up. */
export const isSlotId = (value: string): boolean => UUID.test(value);

/** The window an order shows, from its slot. */
export function windowOf(
  slot: DeliverySlotEntity,
  offsetMinutes: number,
  promiseBy: Date | null,
  promiseMinutes = 30,
): DeliveryWindow {
  return {
    slotId: slot.id,
    kind: slot.kind,
    start: slot.startAt.toISOString(),
    end: slot.endAt.toISOString(),
    label:
      slot.kind === 'express'
        ? expressLabel(promiseMinutes)
        : slotLabel(slot.startAt.getTime(), slot.endAt.getTime(), offsetMinutes),
    promiseBy: promiseBy ? promiseBy.toISOString() : null,
  };
}

/** A booking made inside an order's transaction. */
export interface SlotBooking {
  slotId: string;
  window: DeliveryWindow;
}

/**
 * Delivery time slots (docs/DELIVERY.md, "Time slots"): templates, the instances generated from
 * them, what shoppers may book and the booking itself (one conditional UPDATE).
 */
@Injectable()
export class DeliverySlotsService {
  /** The shop's time zone (`SHOP_TIME_ZONE`, default Asia/Colombo, from the config). */
  readonly timeZone: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.timeZone = config.mail.format.timeZone;
  }

  /** The zone's UTC offset now, from the IANA zone (docs/DELIVERY.md, "Time zone"). */
  get offset(): number {
    return zoneOffsetMinutes(this.timeZone);
  }

  /** One of `userId`'s addresses, or null (someone else's, unknown, not an id). */
  ownAddress(userId: string, addressId: string): Promise<AddressEntity | null> {
    if (!isSlotId(addressId)) return Promise.resolve(null);
    return this.dataSource.manager.findOneBy(AddressEntity, { id: addressId, userId });
  }

  /** Templates as orders without a slot read them (whether one is required), kept briefly. */
  private readonly templates = new RecentCopies<DeliverySlotTemplateEntity | null>(
    DELIVERY_SETTINGS_TTL_MS,
    DELIVERY_ZONES_MAX,
  );

  /** A zone's template row, or null: the zone uses no slots. */
  templateRow(
    zoneId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<DeliverySlotTemplateEntity | null> {
    return manager.findOneBy(DeliverySlotTemplateEntity, { zoneId });
  }

  /** True when an order to `zoneId` must name a slot: its template has at least one window. */
  static requiresSlot(template: DeliverySlotTemplateEntity | null): boolean {
    return !!template && template.windows.length > 0;
  }

  private async zoneOr404(manager: EntityManager, zoneId: string): Promise<DeliveryZoneEntity> {
    const zone = isSlotId(zoneId)
      ? await manager.findOneBy(DeliveryZoneEntity, { id: zoneId, archivedAt: IsNull() })
      : null;
    if (!zone) throw AppError.notFound(ERROR_CODES.NOT_FOUND, 'Delivery zone not found');
    return zone;
  }

  /** `GET /api/seller/delivery/slot-templates/:zoneId` (an empty template when none is kept). */
  async getTemplate(zoneId: string): Promise<SlotTemplate> {
    await this.zoneOr404(this.dataSource.manager, zoneId);
    const row = await this.templateRow(zoneId);
    return toTemplateView(zoneId, row);
  }

  /**
   * Replaces a zone's template (400 with `field` when the rules refuse it), with an audit row,
   * and brings the instances of the coming days in line: windows still in the template take its
   * capacity, windows no longer in it are removed unless someone booked them (those stay,
   * listed for staff), new ones are generated.
   */
  async putTemplate(
    zoneId: string,
    body: SlotTemplateRequest,
    staff: AuditActor,
    now = new Date(),
  ): Promise<SlotTemplate> {
    const problem = slotTemplateProblem(body);
    if (problem) throw AppError.validation(problem.message, problem.field);
    const saved = await this.dataSource.transaction(async (manager) => {
      await this.zoneOr404(manager, zoneId);
      const before = await manager.findOne(DeliverySlotTemplateEntity, {
        where: { zoneId },
        lock: { mode: 'pessimistic_write' },
      });
      const row = manager.create(DeliverySlotTemplateEntity, {
        zoneId,
        windows: body.windows.map((w) => ({
          weekdays: [...new Set(w.weekdays)].sort(),
          start: w.start,
          end: w.end,
          capacity: w.capacity,
        })),
        leadTimeMinutes: body.leadTimeMinutes,
        cutoffTime: body.cutoffTime,
        express: {
          capacityPerPeriod: body.express.capacityPerPeriod,
          periodMinutes: body.express.periodMinutes,
          promiseMinutes: body.express.promiseMinutes,
          openingHours: body.express.openingHours.map((h) => ({
            weekday: h.weekday,
            open: h.open,
            close: h.close,
          })),
        },
      });
      await manager.save(row);
      const occurrences = generateSlots(row, now.getTime(), SLOT_DAYS_AHEAD, this.offset);
      const keys = occurrences.map((o) => o.key);
      await manager.query(
        `DELETE FROM delivery_slot WHERE zone_id = $1 AND kind = 'standard' AND start_at > $2
           AND booked = 0 AND NOT (slot_key = ANY($3::text[]))`,
        [zoneId, now, keys],
      );
      for (const o of occurrences) {
        await manager.query(
          `UPDATE delivery_slot SET capacity = $3, cutoff_at = $4
             WHERE zone_id = $1 AND slot_key = $2`,
          [zoneId, o.key, o.capacity, new Date(o.cutoffMs)],
        );
      }
      await this.insertOccurrences(manager, zoneId, 'standard', occurrences);
      const after = toTemplateView(zoneId, row);
      await this.audit.recordChange(manager, {
        actor: staff,
        action: 'settings.change',
        recordType: 'settings',
        recordId: `delivery-slots:${zoneId}`,
        recordLabel: 'Delivery slots',
        before: before ? { ...toTemplateView(zoneId, before) } : null,
        after: { ...after },
      });
      return after;
    });
    this.templates.clear();
    return saved;
  }

  /** Inserts instances not generated yet (the unique key makes it idempotent). */
  private async insertOccurrences(
    manager: EntityManager,
    zoneId: string,
    kind: 'standard' | 'express',
    occurrences: readonly SlotOccurrence[],
  ): Promise<void> {
    if (occurrences.length === 0) return;
    const values: unknown[] = [];
    const rows = occurrences.map((o, i) => {
      values.push(
        zoneId,
        o.key,
        kind,
        new Date(o.startMs),
        new Date(o.endMs),
        new Date(o.cutoffMs),
        o.capacity,
      );
      const b = i * 7;
      return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}, $${b + 7})`;
    });
    await manager.query(
      `INSERT INTO delivery_slot (zone_id, slot_key, kind, start_at, end_at, cutoff_at, capacity)
         VALUES ${rows.join(', ')} ON CONFLICT (zone_id, slot_key) DO NOTHING`,
      values,
    );
  }

  /**
   * Generates the instances of the next days for one zone (and its current express period
   * where the zone offers express): run by the job and on demand when slots are read.
   */
  async ensure(
    zone: Pick<DeliveryZoneEntity, 'id' | 'expressOffered'>,
    template: DeliverySlotTemplateEntity | null,
    now = new Date(),
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    if (!template) return;
    await this.insertOccurrences(
      manager,
      zone.id,
      'standard',
      generateSlots(template, now.getTime(), SLOT_DAYS_AHEAD, this.offset),
    );
    const period = zone.expressOffered
      ? expressPeriod(template.express, now.getTime(), this.offset)
      : null;
    if (period) await this.insertOccurrences(manager, zone.id, 'express', [period]);
  }

  /** Every zone with a template: the job's run. */
  async ensureAll(now = new Date()): Promise<number> {
    const templates = await this.dataSource.manager.find(DeliverySlotTemplateEntity);
    const zones = await this.dataSource.manager.find(DeliveryZoneEntity);
    for (const template of templates) {
      const zone = zones.find((z) => z.id === template.zoneId);
      if (zone) await this.ensure(zone, template, now);
    }
    return templates.length;
  }

  /** What the shopper may choose for an address in `zone` (`GET /api/delivery/slots`). */
  async forZone(
    zone: DeliveryZoneEntity,
    now = new Date(),
  ): Promise<{ slotsRequired: boolean; slots: DeliverySlot[]; express: DeliverySlot | null }> {
    const template = await this.templateRow(zone.id);
    if (!template) return { slotsRequired: false, slots: [], express: null };
    await this.ensure(zone, template, now);
    const rows = await this.dataSource.manager
      .getRepository(DeliverySlotEntity)
      .createQueryBuilder('s')
      .where('s.zoneId = :zoneId AND s.endAt > :now', { zoneId: zone.id, now })
      .orderBy('s.startAt', 'ASC')
      .getMany();
    const fee = fromCents(zone.feeCents);
    const view = (row: DeliverySlotEntity): DeliverySlot => {
      const reason = slotUnavailableReason(
        { ...row, cutoffMs: row.cutoffAt.getTime() },
        now.getTime(),
      );
      const w = windowOf(row, this.offset, null, template.express.promiseMinutes);
      return {
        id: row.id,
        kind: row.kind,
        start: w.start,
        end: w.end,
        label: w.label,
        fee,
        available: reason === null,
        reason,
      };
    };
    const period = zone.expressOffered
      ? expressPeriod(template.express, now.getTime(), this.offset)
      : null;
    const expressRow = period
      ? rows.find((r) => r.kind === 'express' && r.slotKey === period.key)
      : undefined;
    return {
      slotsRequired: DeliverySlotsService.requiresSlot(template),
      slots: rows.filter((r) => r.kind === 'standard').map(view),
      express: expressRow ? view(expressRow) : null,
    };
  }

  /**
   * Whether an order to `zone` naming `slotId` books a window: false when it names none and the
   * zone needs none (the zone's template is kept briefly, so this usually reads nothing); 400
   * when the zone needs one and none is named (`DELIVERY.SLOT_REQUIRED`) or the id is malformed.
   */
  async booksSlot(
    zone: Pick<DeliveryZoneEntity, 'id'>,
    slotId: string | undefined,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    if (slotId === undefined || slotId === null || slotId === '') {
      const template = await this.templates.get(zone.id, () => this.templateRow(zone.id, manager));
      if (!DeliverySlotsService.requiresSlot(template)) return false;
      throw new AppError(
        HttpStatus.BAD_REQUEST,
        ERROR_CODES.DELIVERY_SLOT_REQUIRED,
        SLOT_MESSAGES.required,
        'slotId',
      );
    }
    if (!isSlotId(slotId)) throw AppError.validation(SLOT_MESSAGES.invalidId, 'slotId');
    return true;
  }

  /**
   * Books `slotId` for an order to `zone`, inside the order's transaction: one conditional
   * UPDATE takes a place only while the slot is open, before its cut-off and not full; no row
   * means 409 with the reason. No `slotId`: null where the zone uses no slots, 400 where it does.
   */
  async book(
    manager: EntityManager,
    zone: Pick<DeliveryZoneEntity, 'id'>,
    slotId: string | undefined,
    now = new Date(),
  ): Promise<SlotBooking | null> {
    if (!(await this.booksSlot(zone, slotId, manager)) || !slotId) return null;
    const taken: DeliverySlotEntity[] = await manager
      .createQueryBuilder()
      .update(DeliverySlotEntity)
      .set({ booked: () => 'booked + 1' })
      .where('id = :slotId AND zone_id = :zoneId', { slotId, zoneId: zone.id })
      .andWhere('booked < capacity AND NOT closed AND cutoff_at > :now', { now })
      .returning('*')
      .execute()
      .then((result) => (result.raw as Record<string, unknown>[]).map(rawSlot));
    const slot = taken[0];
    if (!slot) throw await this.refusal(manager, zone.id, slotId, now);
    let promiseBy: Date | null = null;
    let promiseMinutes = 30;
    if (slot.kind === 'express') {
      promiseMinutes = (await this.expressNow(manager, zone.id, slot, now)).promiseMinutes;
      promiseBy = new Date(now.getTime() + promiseMinutes * 60_000);
    }
    return { slotId: slot.id, window: windowOf(slot, this.offset, promiseBy, promiseMinutes) };
  }

  /**
   * The zone's express settings as saved now, read through the booking's transaction (not the
   * copies kept for quotes), after the booking took its place: 409
   * `DELIVERY.EXPRESS_UNAVAILABLE` unless express is open for `slot` at `now` in the shop's time
   * zone ({@link isExpressOpen}) and the place fits today's capacity per period. The refusal
   * rolls the whole order back, so nothing of it is stored.
   */
  private async expressNow(
    manager: EntityManager,
    zoneId: string,
    slot: DeliverySlotEntity,
    now: Date,
  ): Promise<ExpressSettings> {
    const zone = await manager.findOneBy(DeliveryZoneEntity, { id: zoneId, archivedAt: IsNull() });
    const express = (await this.templateRow(zoneId, manager))?.express ?? DEFAULT_EXPRESS_SETTINGS;
    if (!zone || !isExpressOpen(slot.slotKey, zone, express, now.getTime(), this.offset)) {
      throw new AppError(
        HttpStatus.CONFLICT,
        ERROR_CODES.DELIVERY_EXPRESS_UNAVAILABLE,
        SLOT_MESSAGES.expressClosed,
      );
    }
    if (slot.booked > express.capacityPerPeriod) {
      throw new AppError(
        HttpStatus.CONFLICT,
        ERROR_CODES.DELIVERY_EXPRESS_UNAVAILABLE,
        SLOT_MESSAGES.expressUnavailable,
      );
    }
    return express;
  }

  /** Why a booking found no row: 404, 400 (another zone's slot) or 409 with the reason. */
  private async refusal(
    manager: EntityManager,
    zoneId: string,
    slotId: string,
    now: Date,
  ): Promise<AppError> {
    const slot = await manager.findOneBy(DeliverySlotEntity, { id: slotId });
    if (!slot) return AppError.notFound(ERROR_CODES.NOT_FOUND, SLOT_MESSAGES.notFound);
    if (slot.zoneId !== zoneId) return AppError.validation(SLOT_MESSAGES.wrongZone, 'slotId');
    if (slot.kind === 'express') {
      return new AppError(
        HttpStatus.CONFLICT,
        ERROR_CODES.DELIVERY_EXPRESS_UNAVAILABLE,
        SLOT_MESSAGES.expressUnavailable,
      );
    }
    const reason =
      slotUnavailableReason({ ...slot, cutoffMs: slot.cutoffAt.getTime() }, now.getTime()) ??
      'full';
    return new AppError(
      HttpStatus.CONFLICT,
      ERROR_CODES.DELIVERY_SLOT_UNAVAILABLE,
      slotReasonMessage(reason),
    );
  }

  /** Gives back one place of `slotId` (a cancelled order, a move away). */
  static async free(manager: EntityManager, slotId: string): Promise<void> {
    await manager.query(
      `UPDATE delivery_slot SET booked = booked - 1 WHERE id = $1 AND booked > 0`,
      [slotId],
    );
  }
}

/** A RETURNING row (snake_case) as an entity. */
function rawSlot(raw: Record<string, unknown>): DeliverySlotEntity {
  return Object.assign(new DeliverySlotEntity(), {
    id: raw.id as string,
    zoneId: raw.zone_id as string,
    slotKey: raw.slot_key as string,
    kind: raw.kind as DeliverySlotEntity['kind'],
    startAt: new Date(raw.start_at as string),
    endAt: new Date(raw.end_at as string),
    cutoffAt: new Date(raw.cutoff_at as string),
    capacity: Number(raw.capacity),
    booked: Number(raw.booked),
    closed: Boolean(raw.closed),
  });
}

/** A template as the API answers it (an empty one when the zone keeps none). */
export function toTemplateView(
  zoneId: string,
  row: DeliverySlotTemplateEntity | null,
): SlotTemplate {
  return {
    zoneId,
    windows: row?.windows ?? [],
    leadTimeMinutes: row?.leadTimeMinutes ?? 0,
    cutoffTime: row?.cutoffTime ?? null,
    express: row?.express ?? DEFAULT_EXPRESS_SETTINGS,
  };
}
