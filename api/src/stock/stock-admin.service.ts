import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CATALOGUE_MESSAGES,
  ERROR_CODES,
  LEDGER_PAGE_SIZE,
  type MessageResponse,
  type Product,
  type StockMovement,
} from '@greencart/contracts';
import type { DataSource } from 'typeorm';
import type { AuditActor } from '../audit/audit-actor.js';
import { AppError } from '../common/app-error.js';
import { productNotFound } from '../product/product-id.js';
import type { ProductAudit } from '../product/product-audit.js';
import { ProductWriter } from '../product/product-writer.service.js';
import { ProductEntity } from '../product/product.entity.js';
import { BackInStockService } from './back-in-stock.service.js';
import type { StockAdjustDto, StockTrackingDto } from './dto/stock-admin.dto.js';
import type { StockDto } from './dto/stock.dto.js';
import { countStock } from './stock-count.js';
import { StockMovementEntity } from './stock-movement.entity.js';
import { StockService } from './stock.service.js';

/**
 * The seller's stock administration (docs/STOCK.md): the in-stock switch, counting
 * stock and adjusting it with a reason, the ledger and the low-stock list. Every quantity
 * change goes through StockService (the ledger); every write invalidates the cached list and
 * is written to the audit log by `actor` (ProductWriter), in its transaction.
 */
@Injectable()
export class StockAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stock: StockService,
    private readonly backInStock: BackInStockService,
    private readonly writer: ProductWriter,
  ) {}

  /** Switches a product's stock flag; the public list shows it at once on this instance. */
  async setStock({ id, inStock }: StockDto, actor: AuditActor): Promise<MessageResponse> {
    const audit: ProductAudit = { actor, action: 'stock.in-stock' };
    await this.writer.write(id, audit, async (manager) => {
      await manager.update(ProductEntity, { id }, { inStock });
      // Switched back on: whoever asked to be told is told (once).
      if (inStock) await this.backInStock.notifyIfBuyable(manager, id);
    });
    return { success: true, message: CATALOGUE_MESSAGES.stockUpdated };
  }

  /** A seller's movement (delivery, correction, waste) through the ledger. */
  async adjust(id: string, dto: StockAdjustDto, actor: AuditActor): Promise<Product> {
    const note = dto.note?.trim() || undefined;
    const audit: ProductAudit = {
      actor,
      action: 'stock.adjust',
      context: { reason: dto.reason, ...(note ? { note } : {}) },
    };
    return this.writer.write(id, audit, async (manager, product) => {
      if (product.onHand === null) {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.STOCK_INVALID_MOVEMENT,
          `${product.name} does not count its stock: start counting it first`,
        );
      }
      await this.stock.apply(manager, {
        productId: id,
        delta: dto.delta,
        reason: dto.reason,
        actor: 'seller',
        note,
      });
    });
  }

  /**
   * Starts counting (on hand set through the ledger: a `restock` from zero, or a `correction`
   * to the new count), changes the low-stock threshold, or stops counting (refused while
   * unpaid checkouts hold units). Stopping writes the units that stop being counted out of the
   * ledger, so on hand always equals the sum of the ledger (docs/STOCK.md).
   */
  async setTracking(id: string, dto: StockTrackingDto, actor: AuditActor): Promise<Product> {
    const audit: ProductAudit = {
      actor,
      // Only the threshold changed: say so; counting started, stopped or corrected otherwise.
      action: (changed) =>
        changed.every((field) => field === 'lowStockThreshold')
          ? 'stock.threshold'
          : 'stock.tracking',
    };
    return this.writer.write(id, audit, async (manager, product) => {
      if (dto.lowStockThreshold !== undefined) product.lowStockThreshold = dto.lowStockThreshold;
      if (dto.onHand === null) {
        if (product.reserved > 0) {
          throw new AppError(
            HttpStatus.CONFLICT,
            ERROR_CODES.STOCK_INVALID_MOVEMENT,
            `${product.reserved} of ${product.name} are held by unpaid checkouts: try again later`,
          );
        }
        if (product.onHand !== null && product.onHand > 0) {
          await this.stock.apply(manager, {
            productId: id,
            delta: -product.onHand,
            reason: 'correction',
            actor: 'seller',
            note: 'Stopped counting',
          });
        }
        product.onHand = null;
        await manager.save(product);
        return;
      }
      await manager.save(product);
      await countStock(
        manager,
        this.stock,
        id,
        dto.onHand,
        product.onHand === null ? 'Started counting' : 'Counted',
      );
    });
  }

  /** The product's ledger, newest first. */
  async ledger(id: string): Promise<StockMovement[]> {
    const exists = await this.dataSource.getRepository(ProductEntity).existsBy({ id });
    if (!exists) throw productNotFound();
    const rows = await this.dataSource.getRepository(StockMovementEntity).find({
      where: { productId: id },
      order: { createdAt: 'DESC' },
      take: LEDGER_PAGE_SIZE,
    });
    return rows.map((row) => ({
      _id: row.id,
      productId: row.productId,
      delta: row.delta,
      reservedDelta: row.reservedDelta,
      reason: row.reason,
      ...(row.orderId ? { orderId: row.orderId } : {}),
      actor: row.actor,
      ...(row.note ? { note: row.note } : {}),
      onHandAfter: row.onHandAfter,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /** Counted products at or below their threshold, fewest left first (archived ones aside). */
  async lowStock(): Promise<Product[]> {
    const rows = await this.dataSource
      .getRepository(ProductEntity)
      .createQueryBuilder('p')
      .where('p.archived_at IS NULL AND p.on_hand IS NOT NULL')
      .andWhere('p.on_hand - p.reserved <= p.low_stock_threshold')
      .orderBy('p.on_hand - p.reserved', 'ASC')
      .addOrderBy('p.name', 'ASC')
      .limit(200)
      .getMany();
    return rows.map((row) => this.writer.view(row));
  }
}
