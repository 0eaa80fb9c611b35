import { HttpStatus, Injectable } from '@nestjs/common';
import { availableStock, ERROR_CODES, formatGrams, type StockReason } from '@greencart/contracts';
import type { EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { SqlParameters } from '../database/prepared-query.js';
import { productNotFound } from '../product/product-id.js';
import { BackInStockService } from './back-in-stock.service.js';

/** One stock movement asked of {@link StockService.apply}. */
export interface StockChange {
  productId: string;
  /**
   * Signed units; its meaning follows the reason:
   * - `sale` (< 0): takes from what is available (refused if fewer are available);
   *   with `fromReservation`, turns that many reserved units into a sale instead;
   * - `reservation` (< 0): holds units of what is available (refused if fewer are available);
   * - `release` (> 0): gives reserved units back to what is available;
   * - `restock` (> 0): adds units on hand (a delivery, a cancelled COD order's goods);
   * - `correction` (either sign) and `waste` (< 0): change on hand, never below what is reserved;
   * - `weighed` (either sign): a weighed line packed lighter (> 0, back on the shelf) or heavier
   *   (< 0, taken from what is on hand, refused only if the shelf's count has too few grams).
   */
  delta: number;
  reason: StockReason;
  /** For `sale` only: the units were reserved by this order's online payment. */
  fromReservation?: boolean;
  orderId?: string;
  /** Who moved it: `seller`, `order`, `job`, or a user id. */
  actor: string;
  note?: string;
}

/** What a movement left behind; `tracked: false` means the product counts no stock. */
export type StockResult =
  { tracked: false } | { tracked: true; onHand: number; reserved: number; available: number };

interface Effect {
  onHand: number;
  reserved: number;
  /** The UPDATE's extra condition: the SQL of a guard over the row's current values. */
  guard: string;
}

/** How a reason moves the two counters, and what must hold before it may. */
function effectOf(change: StockChange): Effect {
  const { delta, reason } = change;
  const units = Math.abs(delta);
  const expect = (ok: boolean): void => {
    if (!Number.isSafeInteger(delta) || delta === 0 || !ok) {
      throw new AppError(
        HttpStatus.BAD_REQUEST,
        ERROR_CODES.STOCK_INVALID_MOVEMENT,
        `A ${reason} cannot move ${delta} units`,
      );
    }
  };
  const available = `"on_hand" - "reserved" >= ${units}`;
  switch (reason) {
    case 'sale':
      expect(delta < 0);
      return change.fromReservation
        ? { onHand: delta, reserved: delta, guard: `"reserved" >= ${units}` }
        : { onHand: delta, reserved: 0, guard: available };
    case 'reservation':
      expect(delta < 0);
      return { onHand: 0, reserved: units, guard: available };
    case 'release':
      expect(delta > 0);
      return { onHand: 0, reserved: -units, guard: `"reserved" >= ${units}` };
    case 'restock':
      expect(delta > 0);
      return { onHand: delta, reserved: 0, guard: 'TRUE' };
    case 'waste':
      expect(delta < 0);
      return { onHand: delta, reserved: 0, guard: available };
    case 'correction':
      expect(true);
      return { onHand: delta, reserved: 0, guard: delta < 0 ? available : 'TRUE' };
    case 'weighed':
      // The grams are already in the packer's hand: only the count itself must hold them.
      expect(true);
      return { onHand: delta, reserved: 0, guard: delta < 0 ? `"on_hand" >= ${units}` : 'TRUE' };
  }
}

/**
 * The SQL of one movement as two steps of a `WITH` (data-modifying CTEs), its values added to
 * `params`: `<name>` moves the counters with one conditional UPDATE, RETURNING the product's
 * id and counters (no row when refused, or when the product counts no stock), and
 * `<name>_logged` writes the ledger row only when it moved. {@link StockService.apply} runs it
 * alone; placing an order runs one per product inside its single statement
 * (order-placement.ts), naming in `lockedBy` a step that has locked those products' rows in id
 * order first, as every transaction takes them.
 */
export function movementSteps(
  change: StockChange,
  params: SqlParameters,
  name: string,
  lockedBy?: string,
): string[] {
  const effect = effectOf(change);
  const id = params.add(change.productId);
  const onHand = params.add(effect.onHand);
  const reserved = params.add(effect.reserved);
  const locked = lockedBy ? ` AND "id" IN (SELECT "id" FROM ${lockedBy})` : '';
  return [
    `${name} AS (
       UPDATE "product" SET "on_hand" = "on_hand" + ${onHand}, "reserved" = "reserved" + ${reserved},
         "updated_at" = now()
       WHERE "id" = ${id} AND "on_hand" IS NOT NULL AND ${effect.guard}${locked}
       RETURNING "id", "on_hand", "reserved", "step_grams"
     )`,
    `${name}_logged AS (
       INSERT INTO "stock_movement" ("product_id", "delta", "reserved_delta", "reason",
         "order_id", "actor", "note", "on_hand_after")
       SELECT ${id}, ${onHand}, ${reserved}, ${params.add(change.reason)}::varchar,
         ${params.add(change.orderId ?? null)}::uuid, ${params.add(change.actor)}::varchar,
         ${params.add(change.note ?? null)}::varchar, ${name}."on_hand"
       FROM ${name}
     )`,
  ];
}

/**
 * The one way to move stock. Every module (orders, payments, the seller's adjustments, jobs)
 * calls {@link apply} inside its own transaction, so the counters and the ledger row commit or
 * roll back with the order itself.
 */
@Injectable()
export class StockService {
  constructor(private readonly backInStock: BackInStockService) {}

  /**
   * Moves stock with one conditional UPDATE (no read-then-write, so concurrent orders can never
   * oversell) and writes its ledger row in the same statement, only when the UPDATE moved
   * something. Untracked products are left alone.
   *
   * @param manager the caller's transaction
   * @throws AppError 409 `STOCK.INSUFFICIENT` naming the product and how many are left, when
   *   fewer are available (or reserved) than the movement needs; 400 for a nonsensical movement;
   *   404 when the product does not exist
   */
  async apply(manager: EntityManager, change: StockChange): Promise<StockResult> {
    const effect = effectOf(change);
    const params = new SqlParameters();
    const steps = movementSteps(change, params, 'moved');
    const productId = params.add(change.productId);
    // A CTE so the driver answers plain rows on both databases.
    const rows: {
      on_hand: number | null;
      reserved: number;
      step_grams: number | null;
      updated: boolean;
    }[] = await manager.query(
      `WITH target AS (
           SELECT "id", "on_hand" FROM "product" WHERE "id" = ${productId}
         ), ${steps.join(', ')}
         SELECT moved."on_hand", moved."reserved", moved."step_grams", TRUE AS "updated" FROM moved
         UNION ALL
         SELECT target."on_hand", 0, NULL, FALSE FROM target WHERE NOT EXISTS (SELECT 1 FROM moved)`,
      params.values,
    );
    const row = rows[0];
    if (!row) {
      throw productNotFound();
    }
    if (row.on_hand === null) return { tracked: false };
    if (!row.updated) throw await this.insufficient(manager, change.productId);
    const available = availableStock(row.on_hand, row.reserved);
    // Sold out until this movement (less than one step of a weighed product, whose stock
    // counts grams): whoever asked to be told is told (once).
    const least = row.step_grams ?? 1;
    const before = availableStock(row.on_hand - effect.onHand, row.reserved - effect.reserved);
    if (before < least && available >= least)
      await this.backInStock.notifyIfBuyable(manager, change.productId);
    return { tracked: true, onHand: row.on_hand, reserved: row.reserved, available };
  }

  /** The 409 for a refused movement, naming the product and how many are left now. */
  async insufficient(manager: EntityManager, productId: string): Promise<AppError> {
    const [product]: {
      name: string;
      on_hand: number;
      reserved: number;
      step_grams: number | null;
    }[] = await manager.query(
      `SELECT "name", "on_hand", "reserved", "step_grams" FROM "product" WHERE "id" = $1`,
      [productId],
    );
    const left = product ? availableStock(product.on_hand, product.reserved) : 0;
    const name = product?.name ?? 'This product';
    // A weighed product counts grams: "Only 750 g of Loose Tomatoes left".
    const amount = product?.step_grams ? formatGrams(left) : String(left);
    return new AppError(
      HttpStatus.CONFLICT,
      ERROR_CODES.STOCK_INSUFFICIENT,
      left === 0 ? `${name} is sold out` : `Only ${amount} of ${name} left`,
    );
  }
}
