import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DELIVERY_TEXTS,
  DELIVERY_ZONE_MESSAGES,
  ERROR_CODES,
  OPEN_ORDER_STATUSES,
  deliveryStanding,
  deliveryZonesProblem,
  fromCents,
  matchDeliveryZone,
  normaliseArea,
  toCents,
  type DeliveryPlace,
  type DeliveryTerms,
  type DeliveryZone,
} from '@greencart/contracts';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import type { AuditActor } from '../audit/audit-actor.js';
import { AuditService } from '../audit/audit.service.js';
import { AppError } from '../common/app-error.js';
import { RecentCopies } from '../common/recent-copies.js';
import { DeliveryZoneEntity } from './delivery-zone.entity.js';

/** A zone as the API answers it (rupees), from its row. */
export function toZoneView(row: DeliveryZoneEntity): DeliveryZone {
  return {
    id: row.id,
    name: row.name,
    postcodes: [...row.postcodes],
    areas: [...(row.areas ?? [])],
    fee: fromCents(row.feeCents),
    freeDeliveryFrom: row.freeFromCents === null ? null : fromCents(row.freeFromCents),
    minimumOrder: fromCents(row.minimumCents),
    expressOffered: row.expressOffered,
  };
}

/** A zone row's terms in cents, as the money function takes them. */
export function termsOf(row: DeliveryZoneEntity): DeliveryTerms {
  return {
    feeCents: row.feeCents,
    freeFromCents: row.freeFromCents,
    minimumCents: row.minimumCents,
  };
}

/**
 * How long an API instance answers orders and quotes from the zones (and slot templates) it
 * read last. A change saved on this instance is seen at once (the copy is dropped on save);
 * one saved on another instance within this many milliseconds.
 */
export const DELIVERY_SETTINGS_TTL_MS = 1500;

/**
 * Delivery zones (docs/DELIVERY.md): the seller's list, the zone of a postcode and the checks
 * an order must pass. Orders and quotes read the zones from a copy kept for
 * {@link DELIVERY_SETTINGS_TTL_MS} (a few rows, read by every order otherwise); the seller's
 * list and its changes always read the table.
 */
@Injectable()
export class DeliveryZonesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  private readonly current = new RecentCopies<DeliveryZoneEntity[]>(DELIVERY_SETTINGS_TTL_MS, 1);

  /** Every live zone row (archived ones left out), in the seller's order. */
  rows(manager: EntityManager = this.dataSource.manager): Promise<DeliveryZoneEntity[]> {
    return manager.find(DeliveryZoneEntity, {
      where: { archivedAt: IsNull() },
      order: { position: 'ASC' },
    });
  }

  /** The zones as the seller portal edits them. */
  async list(): Promise<DeliveryZone[]> {
    return (await this.rows()).map(toZoneView);
  }

  /**
   * The zone a place falls in (a postcode and/or an area: contracts' `matchDeliveryZone`,
   * exact postcode, then prefix, then area, then `*`), or null: no delivery there.
   */
  async zoneFor(
    place: DeliveryPlace,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<DeliveryZoneEntity | null> {
    const zones = await this.current.get('zones', () => this.rows(manager));
    return matchDeliveryZone(place, zones);
  }

  /** The live area names of every zone, sorted, each once (the cart's area choices). */
  async areas(): Promise<string[]> {
    const zones = await this.current.get('zones', () => this.rows());
    const names = new Map<string, string>();
    for (const zone of zones) {
      for (const area of zone.areas ?? []) names.set(normaliseArea(area), area);
    }
    return [...names.values()].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  }

  /**
   * The zone an order to a place (its address's postcode and area) is delivered in (read
   * through the order's transaction when no fresh copy is kept); 409 `DELIVERY.OUTSIDE_ZONES`
   * when no zone covers it (the address may still be saved).
   */
  async requireZone(manager: EntityManager, place: DeliveryPlace): Promise<DeliveryZoneEntity> {
    const zone = await this.zoneFor(place, manager);
    if (!zone) {
      throw new AppError(
        HttpStatus.CONFLICT,
        ERROR_CODES.DELIVERY_OUTSIDE_ZONES,
        DELIVERY_TEXTS.outsideZones,
      );
    }
    return zone;
  }

  /** 409 `DELIVERY.BELOW_MINIMUM`, saying how much more is needed, below the zone's minimum. */
  assertMinimum(zone: DeliveryZoneEntity, subtotalCents: number): void {
    const short = deliveryStanding(subtotalCents, termsOf(zone)).minimumShortCents;
    if (short > 0) {
      throw new AppError(
        HttpStatus.CONFLICT,
        ERROR_CODES.DELIVERY_BELOW_MINIMUM,
        DELIVERY_TEXTS.belowMinimum(zone.minimumCents, short),
      );
    }
  }

  /**
   * Replaces the list (zones with an `id` are updated in place, so later features may refer
   * to them; new ones are added; missing ones removed, see {@link removeZones}, or the whole
   * save refused with 409 while open orders are booked there) and writes one audit row with the list
   * before and after, in the same transaction. The table is locked for the change, so two
   * staff saving at once save one after the other; orders keep reading meanwhile.
   */
  async replace(zones: readonly DeliveryZone[], actor: AuditActor): Promise<DeliveryZone[]> {
    const problem = deliveryZonesProblem(zones);
    if (problem) throw AppError.validation(problem.message, problem.field);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`LOCK TABLE "delivery_zone" IN SHARE ROW EXCLUSIVE MODE`);
      const before = await this.rows(manager);
      const known = new Set(before.map((row) => row.id));
      const kept = new Set<string>();
      for (const [index, zone] of zones.entries()) {
        if (zone.id !== undefined && !known.has(zone.id)) {
          throw AppError.validation(
            'A zone was removed meanwhile: reload the page and make your change again',
            `zones.${index}.id`,
          );
        }
        if (zone.id !== undefined) kept.add(zone.id);
      }
      const removed = before.filter((row) => !kept.has(row.id));
      if (removed.length > 0) await removeZones(manager, removed);
      for (const [position, zone] of zones.entries()) {
        const fields = {
          position,
          name: zone.name.trim(),
          postcodes: zone.postcodes.map((code) => code.trim()),
          areas: (zone.areas ?? []).map((area) => area.trim().replace(/\s+/g, ' ')),
          feeCents: toCents(zone.fee),
          freeFromCents: zone.freeDeliveryFrom === null ? null : toCents(zone.freeDeliveryFrom),
          minimumCents: toCents(zone.minimumOrder),
          expressOffered: zone.expressOffered,
        };
        if (zone.id !== undefined)
          await manager.update(DeliveryZoneEntity, { id: zone.id }, fields);
        else await manager.insert(DeliveryZoneEntity, fields);
      }
      const after = await this.rows(manager);
      await this.audit.recordChange(manager, {
        actor,
        action: 'settings.change',
        recordType: 'settings',
        recordId: 'delivery-zones',
        recordLabel: 'Delivery zones',
        before: { zones: before.map(toZoneView) },
        after: { zones: after.map(toZoneView) },
      });
    });
    this.current.clear();
    return this.list();
  }
}

/**
 * Removes zones left out of a save (docs/DELIVERY.md, "Removing a zone"). Their windows are
 * locked first, so a booking into one waits for the save and then finds it gone or closed. 409
 * `DELIVERY.ZONE_IN_USE` while open orders are booked into them, naming the zone and how many.
 * Otherwise the template and every window no order points at are deleted; a zone whose windows
 * still carry finished orders is archived with those windows, closed, so their picking lists
 * and the day view stay whole; a zone with none left is deleted.
 */
async function removeZones(
  manager: EntityManager,
  zones: readonly DeliveryZoneEntity[],
): Promise<void> {
  const ids = zones.map((zone) => zone.id);
  await manager.query(
    `SELECT id FROM delivery_slot WHERE zone_id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
    [ids],
  );
  const [busy]: { zoneId: string; orders: number }[] = await manager.query(
    `SELECT s.zone_id AS "zoneId", count(*)::int AS orders
       FROM "order" o JOIN delivery_slot s ON s.id = o.delivery_slot_id
      WHERE s.zone_id = ANY($1::uuid[]) AND o.status = ANY($2::text[])
      GROUP BY s.zone_id ORDER BY count(*) DESC LIMIT 1`,
    [ids, OPEN_ORDER_STATUSES],
  );
  if (busy) {
    const name = zones.find((zone) => zone.id === busy.zoneId)?.name ?? '';
    throw new AppError(
      HttpStatus.CONFLICT,
      ERROR_CODES.DELIVERY_ZONE_IN_USE,
      DELIVERY_ZONE_MESSAGES.inUse(name, busy.orders),
    );
  }
  await manager.query(`DELETE FROM delivery_slot_template WHERE zone_id = ANY($1::uuid[])`, [ids]);
  await manager.query(
    `DELETE FROM delivery_slot s WHERE s.zone_id = ANY($1::uuid[])
        AND NOT EXISTS (SELECT 1 FROM "order" o WHERE o.delivery_slot_id = s.id)`,
    [ids],
  );
  await manager.query(`UPDATE delivery_slot SET closed = true WHERE zone_id = ANY($1::uuid[])`, [
    ids,
  ]);
  await manager.query(
    `UPDATE delivery_zone z SET archived_at = now()
      WHERE z.id = ANY($1::uuid[]) AND EXISTS (SELECT 1 FROM delivery_slot s WHERE s.zone_id = z.id)`,
    [ids],
  );
  await manager.query(
    `DELETE FROM delivery_zone WHERE id = ANY($1::uuid[]) AND archived_at IS NULL`,
    [ids],
  );
}
