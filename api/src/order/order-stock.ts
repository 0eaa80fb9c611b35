import { Injectable } from '@nestjs/common';
import type { OrderActor } from '@greencart/contracts';
import type { EntityManager } from 'typeorm';

/** A quantity of one product going back to the shelf (negative: taken from it, for a substitute). */
export interface RestockLine {
  productId: string | null;
  quantity: number;
}

/**
 * The one place orders give stock back (a cancellation, a short pick), called inside the
 * transaction that changes the order. Products only carry an in-stock flag on this branch, so
 * there is no quantity to restore yet: when the stock ledger (`StockService`) lands, this
 * calls it with one ledger row per line (reason `order_cancelled` / `short_pick`).
 */
@Injectable()
export class OrderStock {
  restore(
    _manager: EntityManager,
    _orderId: string,
    _lines: readonly RestockLine[],
    _actor: OrderActor,
  ): Promise<void> {
    return Promise.resolve();
  }
}
