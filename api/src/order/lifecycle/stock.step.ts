import { Logger } from '@nestjs/common';
import { AppError } from '../../common/app-error.js';
import {
  IN_TRANSACTION,
  NOTHING,
  isNote,
  type OrderChange,
  type OrderStep,
} from './order-steps.js';

/** A move whose stock changes: cancelled, or reinstated from Cancelled. */
const movesStock = (change: Pick<OrderChange, 'from' | 'to'>) =>
  !isNote(change) && (change.to === 'Cancelled' || change.from === 'Cancelled');
import type { OrderStock, StockLine } from './order-stock.js';

const logger = new Logger('StockStep');

/**
 * The stock of a move (docs/STOCK.md): cancelled, a held checkout's reservation is released or
 * the goods sold go back on the shelf (a weighed line: the grams packed); reinstated from
 * Cancelled (paid after its checkout ended), the units are sold again — a product sold out
 * meanwhile is not oversold: the order stays paid and the packer marks that line short (which
 * refunds it); the log says which.
 */
export function stockStep(stock: OrderStock): OrderStep {
  return {
    name: 'stock',
    async apply(tx, change) {
      const { manager } = tx;
      const { order } = change;
      if (isNote(change)) return;
      if (change.to === 'Cancelled') {
        if (!change.wasSeen) {
          await stock.release(manager, order.id, change.ledgerActor);
          return;
        }
        const lines: StockLine[] = await manager.query(
          `SELECT product_id AS "productId", quantity, step_grams AS "stepGrams",
                  packed_grams AS "packedGrams"
             FROM order_item WHERE order_id = $1`,
          [order.id],
        );
        await stock.putBack(manager, order.id, lines, change.actor);
        return;
      }
      if (change.from !== 'Cancelled') return;
      const lines: StockLine[] = await manager.query(
        `SELECT product_id AS "productId", quantity, step_grams AS "stepGrams"
           FROM order_item WHERE order_id = $1`,
        [order.id],
      );
      for (const line of lines) {
        try {
          await stock.take(manager, order.id, [line], 'COD');
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          logger.warn(`Order ${order.id} paid late; ${error.message}: pack it short`);
        }
      }
    },
    // The product rows are locked and moved (with the ledger) in the transaction.
    atOnce: (change) => (movesStock(change) ? IN_TRANSACTION : NOTHING),
  };
}
