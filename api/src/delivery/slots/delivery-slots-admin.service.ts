import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  SLOT_CAPACITY_MAX,
  SLOT_MESSAGES,
  formatOrderNumber,
  fromCents,
  localDate,
  localMidnight,
  type OrderStatus,
  type PickingLine,
  type SellerSlotWindow,
  type SlotOrderSummary,
} from '@greencart/contracts';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { AuditActor } from '../../audit/audit-actor.js';
import { AuditService } from '../../audit/audit.service.js';
import { AppError } from '../../common/app-error.js';
import { DeliveryZoneEntity } from '../delivery-zone.entity.js';
import { DeliverySlotEntity, DeliverySlotTemplateEntity } from './delivery-slot.entity.js';
import { DeliverySlotsService, isSlotId, windowOf } from './delivery-slots.service.js';

/** Orders staff see in a window: every order booked into it that is not an unpaid checkout. */
const WINDOW_ORDERS_SQL = `SELECT o.id, o.number, o.status, o.amount_cents AS "amountCents",
    o.address_snapshot AS "address", o.delivery_slot_id AS "slotId"
  FROM "order" o
  WHERE o.delivery_slot_id = ANY($1::uuid[]) AND o.status <> 'Cancelled'
    AND (o.payment_type = 'COD' OR o.is_paid)
  ORDER BY o.number`;

interface WindowOrderRow {
  id: string;
  number: string;
  status: OrderStatus;
  amountCents: number;
  address: { firstName: string; lastName: string; phone: string };
  slotId: string;
}

/** The seller's side of slots: a day's windows with their orders, picking lists, capacity, closing. */
@Injectable()
export class DeliverySlotsAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly slots: DeliverySlotsService,
    private readonly audit: AuditService,
  ) {}

  /** The local date asked for (a calendar date, checked by the query's DTO), default today. */
  dateOf(date: string | undefined, now = new Date()): string {
    return date ?? localDate(now.getTime(), this.slots.offset);
  }

  /** Every window of `date` (all zones; generated first where missing) with its orders. */
  async day(date: string, now = new Date()): Promise<SellerSlotWindow[]> {
    await this.slots.ensureAll(now);
    const from = new Date(localMidnight(date, this.slots.offset));
    const to = new Date(from.getTime() + 24 * 3_600_000);
    const rows = await this.dataSource.manager
      .getRepository(DeliverySlotEntity)
      .createQueryBuilder('s')
      .where('s.startAt >= :from AND s.startAt < :to', { from, to })
      .orderBy('s.startAt', 'ASC')
      .getMany();
    return this.windows(this.dataSource.manager, rows);
  }

  /** One window with its orders; 404 for an unknown id, 400 for one that is not an id. */
  async window(id: string, manager: EntityManager = this.dataSource.manager) {
    if (!isSlotId(id)) throw AppError.validation(SLOT_MESSAGES.invalidId, 'id');
    const row = await manager.findOneBy(DeliverySlotEntity, { id });
    if (!row) throw AppError.notFound(ERROR_CODES.NOT_FOUND, SLOT_MESSAGES.notFound);
    const [window] = await this.windows(manager, [row]);
    return window!;
  }

  /** The picking list of a window: every line of its live orders, summed per product. */
  async pickingList(id: string): Promise<{ window: SellerSlotWindow; lines: PickingLine[] }> {
    const window = await this.window(id);
    const live = window.orders.filter((o) => o.status !== 'Cancelled').map((o) => o._id);
    const lines: {
      productId: string | null;
      name: string;
      quantity: string;
      stepGrams: number | null;
    }[] = live.length
      ? await this.dataSource.query(
          `SELECT i.product_id AS "productId", MIN(i.name) AS name, SUM(i.quantity) AS quantity,
              i.step_grams AS "stepGrams"
             FROM order_item i WHERE i.order_id = ANY($1::uuid[])
             GROUP BY i.product_id, i.step_grams ORDER BY MIN(i.name)`,
          [live],
        )
      : [];
    return {
      window,
      lines: lines.map((l) => ({
        productId: l.productId,
        name: l.name,
        quantity: Number(l.quantity),
        ...(l.stepGrams !== null ? { stepGrams: l.stepGrams } : {}),
      })),
    };
  }

  /**
   * Changes a window's capacity and/or closes or reopens it, with an audit row. A capacity
   * below the places booked is allowed: it only stops new bookings. Closing keeps every booked
   * order (listed in the answer for staff to contact).
   */
  async update(
    id: string,
    change: { capacity?: number; closed?: boolean },
    staff: AuditActor,
  ): Promise<SellerSlotWindow> {
    if (change.capacity === undefined && change.closed === undefined) {
      throw AppError.validation('Send capacity and/or closed', 'capacity');
    }
    if (
      change.capacity !== undefined &&
      !(
        Number.isInteger(change.capacity) &&
        change.capacity >= 0 &&
        change.capacity <= SLOT_CAPACITY_MAX
      )
    ) {
      throw AppError.validation(
        `capacity must be a whole number from 0 to ${SLOT_CAPACITY_MAX}`,
        'capacity',
      );
    }
    if (change.closed !== undefined && typeof change.closed !== 'boolean') {
      throw AppError.validation('closed must be true or false', 'closed');
    }
    if (!isSlotId(id)) throw AppError.validation(SLOT_MESSAGES.invalidId, 'id');
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(DeliverySlotEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) throw AppError.notFound(ERROR_CODES.NOT_FOUND, SLOT_MESSAGES.notFound);
      const before = { capacity: row.capacity, closed: row.closed };
      const after = {
        capacity: change.capacity ?? row.capacity,
        closed: change.closed ?? row.closed,
      };
      await manager.update(DeliverySlotEntity, { id }, after);
      const label = windowOf(row, this.slots.offset, null).label;
      await this.audit.recordChange(manager, {
        actor: staff,
        action: 'settings.change',
        recordType: 'settings',
        recordId: `delivery-slot:${id}`,
        recordLabel: `Delivery slot ${label}`.slice(0, 200),
        before,
        after,
      });
      return this.window(id, manager);
    });
  }

  private async windows(
    manager: EntityManager,
    rows: readonly DeliverySlotEntity[],
  ): Promise<SellerSlotWindow[]> {
    if (rows.length === 0) return [];
    const zones = await manager.findBy(DeliveryZoneEntity, {
      id: In([...new Set(rows.map((r) => r.zoneId))]),
    });
    const templates = await manager.findBy(DeliverySlotTemplateEntity, {
      zoneId: In(zones.map((z) => z.id)),
    });
    const orders: WindowOrderRow[] = await manager.query(WINDOW_ORDERS_SQL, [
      rows.map((r) => r.id),
    ]);
    return rows.map((row) => {
      const promise = templates.find((t) => t.zoneId === row.zoneId)?.express.promiseMinutes;
      const w = windowOf(row, this.slots.offset, null, promise);
      return {
        id: row.id,
        zoneId: row.zoneId,
        zoneName: zones.find((z) => z.id === row.zoneId)?.name ?? '',
        kind: row.kind,
        start: w.start,
        end: w.end,
        label: w.label,
        capacity: row.capacity,
        booked: row.booked,
        closed: row.closed,
        cutoffAt: row.cutoffAt.toISOString(),
        orders: orders
          .filter((o) => o.slotId === row.id)
          .map((o): SlotOrderSummary => ({
            _id: o.id,
            number: formatOrderNumber(Number(o.number)),
            status: o.status,
            customerName: `${o.address.firstName} ${o.address.lastName}`.trim(),
            phone: o.address.phone,
            amount: fromCents(o.amountCents),
          })),
      };
    });
  }
}
