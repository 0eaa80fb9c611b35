import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_CODES, type MessageResponse } from '@greencart/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { productNotFound } from '../product/product-id.js';
import { OutboxService } from '../mail/outbox.service.js';

/** Shoppers can buy it: not archived, switched on, and something left if counted. */
// At least one unit, or one step of a weighed product (its stock counts grams).
const BUYABLE = `p.archived_at IS NULL AND p.in_stock AND (p.on_hand IS NULL OR p.on_hand - p.reserved >= COALESCE(p.step_grams, 1))`;

/**
 * "Tell me when it is back" (docs/STOCK.md): a logged-in shopper asks once per product; when the
 * product can be bought again (a delivery, a correction, a released reservation, the seller's
 * switch), each waiting shopper gets one email through the outbox, written in the transaction
 * that made it available.
 */
@Injectable()
export class BackInStockService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** Records the request; answers what will happen. 404 unknown, 409 when it is in stock. */
  async ask(userId: string, productId: string): Promise<MessageResponse> {
    const [product]: { name: string; buyable: boolean; archived: boolean }[] =
      await this.dataSource.query(
        `SELECT p.name, (${BUYABLE}) AS buyable, p.archived_at IS NOT NULL AS archived
           FROM product p WHERE p.id = $1`,
        [productId],
      );
    if (!product || product.archived) {
      throw productNotFound();
    }
    if (product.buyable) {
      throw new AppError(
        HttpStatus.CONFLICT,
        ERROR_CODES.PRODUCT_AVAILABLE,
        `${product.name} is in stock now: add it to your cart`,
      );
    }
    await this.dataSource.query(
      `INSERT INTO stock_alert (user_id, product_id) VALUES ($1, $2)
       ON CONFLICT (user_id, product_id) WHERE notified_at IS NULL DO NOTHING`,
      [userId, productId],
    );
    return {
      success: true,
      message: `We will email you when ${product.name} is back in stock`,
    };
  }

  /**
   * If the product can be bought now, tells every waiting shopper (one outbox email each) and
   * closes their requests. Call inside the transaction that changed the product.
   */
  async notifyIfBuyable(manager: EntityManager, productId: string): Promise<number> {
    // A CTE so the driver answers plain rows (TypeORM wraps an UPDATE's in [rows, count]).
    const told: { id: string; user_id: string }[] = await manager.query(
      `WITH told AS (
         UPDATE stock_alert a SET notified_at = now()
           FROM product p
          WHERE a.product_id = $1 AND a.notified_at IS NULL AND p.id = a.product_id AND ${BUYABLE}
          RETURNING a.id, a.user_id
       )
       SELECT id, user_id FROM told`,
      [productId],
    );
    for (const alert of told) {
      await this.outbox.add(
        manager,
        'product.back_in_stock',
        { productId, userId: alert.user_id },
        `product.back_in_stock:${alert.id}`,
      );
    }
    return told.length;
  }
}
