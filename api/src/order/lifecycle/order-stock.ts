import { Injectable } from '@nestjs/common';
import { stockUnitsOf, type OrderActor, type PaymentType } from '@greencart/contracts';
import type { EntityManager } from 'typeorm';
import type { AppError } from '../../common/app-error.js';
import { StockService, type StockChange } from '../../stock/stock.service.js';

/** A quantity of one product on an order line (null: the product was deleted since). */
export interface StockLine {
  productId: string | null;
  /** Units, or steps of a weighed line. */
  quantity: number;
  /**
   * A weighed line: the grams of one step it was ordered with (the order item's snapshot), so
   * its stock, counted in grams, moves quantity × stepGrams; null or absent for units.
   */
  stepGrams?: number | null;
  /**
   * A weighed line weighed at packing: the grams that left the shelf, which a cancelled order
   * puts back (its `weighed` ledger rows returned the rest already). Null or absent: not
   * weighed, quantity × stepGrams left the shelf.
   */
  packedGrams?: number | null;
}

/** A weighed line's quantity and packed weight, before or after a packing edit. */
export interface PackedState {
  quantity: number;
  packedGrams: number | null;
}

/**
 * Where orders meet the stock ledger (docs/STOCK.md), always inside the transaction that
 * changes the order, so the counters commit or roll back with it:
 * - placing: a COD order sells its units at once; an online order reserves them while its
 *   Checkout Session lives ({@link take});
 * - payment: the reservation becomes a sale ({@link settle});
 * - expiry, failed payment, cancellation: reservations are released and sold units go back on
 *   the shelf ({@link putBack});
 * - packing: units that were not on the shelf are written off the order ({@link notOnShelf}),
 *   a substitute is sold ({@link sellSubstitute}).
 * A weighed line moves grams: its steps × the step it was ordered with (`stockUnitsOf`), and
 * once weighed the difference to what was packed ({@link packedWeightChanged}).
 * Untracked products are left alone by StockService. Lines are moved in product id order, as
 * every transaction does, so two orders never wait for each other's rows in opposite orders.
 */
@Injectable()
export class OrderStock {
  constructor(private readonly stock: StockService) {}

  /**
   * The movements that take the units of a new order, one per product in id order: a sale (COD)
   * or a reservation (online). Placing writes them in its one statement (order-placement.ts);
   * {@link take} applies them one by one.
   */
  static changesFor(
    orderId: string,
    lines: readonly StockLine[],
    paymentType: PaymentType,
  ): StockChange[] {
    return inIdOrder(lines).map((line) => ({
      productId: line.productId,
      delta: -line.quantity,
      reason: paymentType === 'COD' ? 'sale' : 'reservation',
      orderId,
      actor: 'order',
    }));
  }

  /** Takes the units of an order (a late-paid one's): a sale (COD) or a reservation. 409 when short. */
  async take(
    manager: EntityManager,
    orderId: string,
    lines: readonly StockLine[],
    paymentType: PaymentType,
  ): Promise<void> {
    for (const change of OrderStock.changesFor(orderId, lines, paymentType)) {
      await this.stock.apply(manager, change);
    }
  }

  /** The 409 for an order refused for want of `productId`: its name and how many are left. */
  insufficient(manager: EntityManager, productId: string): Promise<AppError> {
    return this.stock.insufficient(manager, productId);
  }

  /** A paid online order: what it reserved becomes a sale. Idempotent. */
  async settle(manager: EntityManager, orderId: string): Promise<void> {
    for (const { productId, units } of await this.reservedBy(manager, orderId)) {
      await this.stock.apply(manager, {
        productId,
        delta: -units,
        reason: 'sale',
        fromReservation: true,
        orderId,
        actor: 'order',
      });
    }
  }

  /** Releases what the order still holds reserved (an unpaid checkout that ended). Idempotent. */
  async release(manager: EntityManager, orderId: string, actor: string): Promise<void> {
    for (const { productId, units } of await this.reservedBy(manager, orderId)) {
      await this.stock.apply(manager, {
        productId,
        delta: units,
        reason: 'release',
        orderId,
        actor,
      });
    }
  }

  /**
   * A cancelled order's goods: its reservations are released, and units it had bought go back
   * on the shelf (`restock`).
   */
  async putBack(
    manager: EntityManager,
    orderId: string,
    lines: readonly StockLine[],
    actor: OrderActor,
  ): Promise<void> {
    const reserved = new Map(
      (await this.reservedBy(manager, orderId)).map((row) => [row.productId, row.units]),
    );
    await this.release(manager, orderId, actor);
    for (const line of inIdOrder(lines)) {
      // Both in stock units (grams for a weighed line), as the ledger counts them.
      const sold = line.quantity - (reserved.get(line.productId) ?? 0);
      if (sold <= 0) continue;
      await this.stock.apply(manager, {
        productId: line.productId,
        delta: sold,
        reason: 'restock',
        orderId,
        actor,
        note: 'Cancelled order',
      });
    }
  }

  /**
   * Packing found fewer units than were sold: the sale is reduced (`restock`) and the same
   * units written off (`correction`), as they were not on the shelf. On hand does not change;
   * the ledger says what happened.
   */
  async notOnShelf(
    manager: EntityManager,
    orderId: string,
    line: StockLine,
    actor: OrderActor,
  ): Promise<void> {
    if (!line.productId || line.quantity <= 0) return;
    const base = { productId: line.productId, orderId, actor };
    const units = stockUnitsOf(line.quantity, line.stepGrams);
    const result = await this.stock.apply(manager, {
      ...base,
      delta: units,
      reason: 'restock',
      note: 'Short pick: fewer sent than sold',
    });
    if (!result.tracked) return;
    await this.stock.apply(manager, {
      ...base,
      delta: -units,
      reason: 'correction',
      note: 'Short pick: not found on the shelf',
    });
  }

  /**
   * A weighed line's packed weight was set, replaced or cleared (a weigh-in, or a short pick or
   * substitution that asks to weigh again): the shelf gave the packed grams, not the grams
   * sold. The order's `weighed` ledger rows for the line always add up to grams sold − grams
   * packed (0 while not weighed), so this writes the change of that difference: 920 g packed of
   * 1 kg sold puts 80 g back; weighing 950 g instead takes 30 g. On hand stays the shelf.
   */
  async packedWeightChanged(
    manager: EntityManager,
    orderId: string,
    line: { productId: string | null; stepGrams: number | null },
    before: PackedState,
    after: PackedState,
    actor: OrderActor,
  ): Promise<void> {
    if (!line.productId || line.stepGrams === null) return;
    const step = line.stepGrams;
    const unpacked = (state: PackedState) =>
      state.packedGrams === null ? 0 : state.quantity * step - state.packedGrams;
    const delta = unpacked(after) - unpacked(before);
    if (delta === 0) return;
    await this.stock.apply(manager, {
      productId: line.productId,
      delta,
      reason: 'weighed',
      orderId,
      actor,
      note: after.packedGrams === null ? 'Weight cleared: weigh again' : 'Packed weight',
    });
  }

  /** A substitute packed instead of a short line: sold now (409 when it has too few). */
  async sellSubstitute(
    manager: EntityManager,
    orderId: string,
    line: StockLine,
    actor: OrderActor,
  ): Promise<void> {
    if (!line.productId) return;
    await this.stock.apply(manager, {
      productId: line.productId,
      delta: -stockUnitsOf(line.quantity, line.stepGrams),
      reason: 'sale',
      orderId,
      actor,
      note: 'Substitute',
    });
  }

  /** Units each product still holds reserved for this order (from its ledger rows). */
  private async reservedBy(
    manager: EntityManager,
    orderId: string,
  ): Promise<{ productId: string; units: number }[]> {
    const rows: { product_id: string; units: string }[] = await manager.query(
      `SELECT "product_id", sum("reserved_delta") AS "units" FROM "stock_movement"
        WHERE "order_id" = $1 GROUP BY "product_id" HAVING sum("reserved_delta") > 0
        ORDER BY "product_id"`,
      [orderId],
    );
    return rows.map((row) => ({ productId: row.product_id, units: Number(row.units) }));
  }
}

/**
 * Lines with a product, merged per product and sorted by id (the lock order); `quantity` is in
 * stock units: grams for a weighed line (the packed grams once weighed).
 */
function inIdOrder(lines: readonly StockLine[]): { productId: string; quantity: number }[] {
  const merged = new Map<string, number>();
  for (const line of lines) {
    if (line.productId) {
      const units = line.packedGrams ?? stockUnitsOf(line.quantity, line.stepGrams);
      merged.set(line.productId, (merged.get(line.productId) ?? 0) + units);
    }
  }
  return [...merged.entries()]
    .filter(([, quantity]) => quantity > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([productId, quantity]) => ({ productId, quantity }));
}
