import type { EntityManager } from 'typeorm';
import { ProductEntity } from '../product/product.entity.js';
import type { StockService } from './stock.service.js';

/**
 * Sets a counted quantity through the ledger: a `restock` from zero, else a `correction`.
 * Counting starts again from what the ledger holds (0 once stopping wrote its row; more for a
 * product stopped before it did), so the row written is the difference to the new count.
 * Used by counting (`PUT /api/product/:id/tracking`) and by the catalogue import.
 */
export async function countStock(
  manager: EntityManager,
  stock: StockService,
  id: string,
  onHand: number,
  note: string,
): Promise<void> {
  const [row]: { on_hand: number | null }[] = await manager.query(
    `SELECT on_hand FROM product WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (row.on_hand === null) {
    const [ledger]: { total: string | number }[] = await manager.query(
      `SELECT COALESCE(SUM(delta), 0) AS total FROM stock_movement WHERE product_id = $1`,
      [id],
    );
    const from = Math.max(Number(ledger.total), 0);
    await manager.update(ProductEntity, { id }, { onHand: from });
    if (onHand !== from) {
      await stock.apply(manager, {
        productId: id,
        delta: onHand - from,
        reason: from === 0 ? 'restock' : 'correction',
        actor: 'seller',
        note,
      });
    }
  } else if (onHand !== row.on_hand) {
    await stock.apply(manager, {
      productId: id,
      delta: onHand - row.on_hand,
      reason: 'correction',
      actor: 'seller',
      note,
    });
  }
}
