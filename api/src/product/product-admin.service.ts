import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  LEDGER_PAGE_SIZE,
  MAX_PRODUCT_IMAGES,
  toCents,
  type MessageResponse,
  type Product,
  type ImportResponse,
  type StockMovement,
} from '@greencart/contracts';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ProductImageService } from '../image/product-image.service.js';
import { StockMovementEntity } from '../stock/stock-movement.entity.js';
import { StockService } from '../stock/stock.service.js';
import type { ProductEditDto, StockAdjustDto, StockTrackingDto } from './dto/product-admin.dto.js';
import { catalogueToCsv, parseCatalogueCsv } from './catalogue-csv.js';
import { ProductListCache } from './product-list.cache.js';
import { ProductEntity } from './product.entity.js';
import { toProductView } from './product.view.js';

function notFound(): AppError {
  return AppError.notFound(ERROR_CODES.PRODUCT_NOT_FOUND, 'Product not found');
}

/**
 * The seller's catalogue management (issue 12, docs/PRODUCTS.md): edit every field, add and
 * drop images, archive and restore, count stock and adjust it with a reason, read the ledger.
 * Every write invalidates the cached list; every stock change goes through StockService.
 */
@Injectable()
export class ProductAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stock: StockService,
    private readonly images: ProductImageService,
    private readonly cache: ProductListCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Replaces every field; `images` keeps some of the product's own images, in a new order. */
  async edit(id: string, dto: ProductEditDto): Promise<Product> {
    if (dto.offerPrice > dto.price) {
      throw AppError.validation('offerPrice must not be above price', 'offerPrice');
    }
    return this.write(id, async (manager, product) => {
      product.name = dto.name;
      product.category = dto.category;
      product.priceCents = toCents(dto.price);
      product.offerPriceCents = toCents(dto.offerPrice);
      product.description = dto.description.map((line) => line.trim()).filter(Boolean);
      product.weight = dto.weight?.trim() || null;
      // Dropped images stay on disk: past orders still show them.
      product.images = dto.images.map((image) => this.ownImage(product, image));
      await manager.save(product);
    });
  }

  /** Appends uploaded images (at most 4 in all), re-encoded like the add form's. */
  async addImages(id: string, uploads: Buffer[]): Promise<Product> {
    if (uploads.length === 0) throw AppError.validation('Choose at least one image');
    const stored = await this.images.storeAll(uploads, 'upload');
    try {
      return await this.write(id, async (manager, product) => {
        if (product.images.length + stored.length > MAX_PRODUCT_IMAGES) {
          throw AppError.validation(`A product has at most ${MAX_PRODUCT_IMAGES} images`);
        }
        product.images = [...product.images, ...stored];
        await manager.save(product);
      });
    } catch (error) {
      await this.images.discard(stored);
      throw error;
    }
  }

  /** Takes the product out of the store (kept for past orders), or puts it back. */
  async setArchived(id: string, archived: boolean): Promise<MessageResponse> {
    const product = await this.write(id, async (manager, row) => {
      row.archivedAt = archived ? (row.archivedAt ?? new Date()) : null;
      await manager.save(row);
    });
    return {
      success: true,
      message: archived ? `${product.name} archived` : `${product.name} is back in the store`,
    };
  }

  /** A seller's movement (delivery, correction, waste) through the ledger. */
  async adjust(id: string, dto: StockAdjustDto): Promise<Product> {
    return this.write(id, async (manager, product) => {
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
        note: dto.note?.trim() || undefined,
      });
    });
  }

  /**
   * Starts counting (on hand set through the ledger: a `restock` from zero, or a `correction`
   * to the new count), changes the low-stock threshold, or stops counting (refused while
   * unpaid checkouts hold units). Stopping writes the units that stop being counted out of the
   * ledger, so on hand always equals the sum of the ledger (docs/STOCK.md).
   */
  async setTracking(id: string, dto: StockTrackingDto): Promise<Product> {
    return this.write(id, async (manager, product) => {
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
      await this.count(
        manager,
        id,
        dto.onHand,
        product.onHand === null ? 'Started counting' : 'Counted',
      );
    });
  }

  /** The product's ledger, newest first. */
  async ledger(id: string): Promise<StockMovement[]> {
    const exists = await this.dataSource.getRepository(ProductEntity).existsBy({ id });
    if (!exists) throw notFound();
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
    return rows.map((row) => toProductView(row, this.config.publicApiUrl));
  }

  /** Every product, archived ones too, as the catalogue file (docs/PRODUCTS.md). */
  async exportCsv(): Promise<string> {
    const rows = await this.dataSource
      .getRepository(ProductEntity)
      .find({ order: { createdAt: 'ASC', id: 'ASC' } });
    return catalogueToCsv(rows.map((row) => toProductView(row, this.config.publicApiUrl)));
  }

  /**
   * Imports a catalogue file: every row is validated first and a file with any faulty line is
   * refused whole (400 listing each line); otherwise all rows are written in one transaction:
   * a row whose `id` exists updates that product, any other row adds one. Stock columns go
   * through the ledger like a count. Image URLs are kept as given (nothing is fetched).
   */
  async importCsv(text: string): Promise<ImportResponse> {
    const { rows, problems } = await parseCatalogueCsv(text);
    if (problems.length > 0) {
      throw AppError.invalidLines(
        `${problems.length} ${problems.length === 1 ? 'line has' : 'lines have'} errors: nothing was imported`,
        problems,
      );
    }
    let created = 0;
    let updated = 0;
    await this.dataSource.transaction(async (manager) => {
      for (const row of rows) {
        const existing = row.id ? await manager.findOneBy(ProductEntity, { id: row.id }) : null;
        const id = existing?.id ?? row.id ?? randomUUID();
        const fields = {
          name: row.data.name,
          category: row.data.category,
          priceCents: toCents(row.data.price),
          offerPriceCents: toCents(row.data.offerPrice),
          description: row.data.description,
          weight: row.weight,
          inStock: row.inStock,
          images: row.images,
          archivedAt: row.archived ? (existing?.archivedAt ?? new Date()) : null,
          ...(row.lowStockThreshold !== undefined
            ? { lowStockThreshold: row.lowStockThreshold }
            : {}),
        };
        if (existing) {
          await manager.update(ProductEntity, { id }, fields);
          updated += 1;
        } else {
          await manager.insert(ProductEntity, { id, ...fields });
          created += 1;
        }
        if (row.onHand !== undefined) await this.count(manager, id, row.onHand, 'Imported');
      }
    });
    this.cache.invalidate();
    return {
      success: true,
      message: `Imported ${rows.length} products (${created} new, ${updated} updated)`,
      created,
      updated,
    };
  }

  /**
   * Sets a counted quantity through the ledger: a `restock` from zero, else a `correction`.
   * Counting starts again from what the ledger holds (0 once stopping wrote its row; more for a
   * product stopped before it did), so the row written is the difference to the new count.
   */
  private async count(
    manager: EntityManager,
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
        await this.stock.apply(manager, {
          productId: id,
          delta: onHand - from,
          reason: from === 0 ? 'restock' : 'correction',
          actor: 'seller',
          note,
        });
      }
    } else if (onHand !== row.on_hand) {
      await this.stock.apply(manager, {
        productId: id,
        delta: onHand - row.on_hand,
        reason: 'correction',
        actor: 'seller',
        note,
      });
    }
  }

  /** Runs a change on the locked product row in a transaction; answers the product after it. */
  private async write(
    id: string,
    change: (manager: EntityManager, product: ProductEntity) => Promise<void>,
  ): Promise<Product> {
    const updated = await this.dataSource.transaction(async (manager) => {
      const product = await manager
        .getRepository(ProductEntity)
        .createQueryBuilder('p')
        .setLock('pessimistic_write')
        .where('p.id = :id', { id })
        .getOne();
      if (!product) throw notFound();
      await change(manager, product);
      return manager.findOneByOrFail(ProductEntity, { id });
    });
    this.cache.invalidate();
    return toProductView(updated, this.config.publicApiUrl);
  }

  /** A kept image as stored (`/uploads/…`), from the stored path or the URL answered for it. */
  private ownImage(product: ProductEntity, image: string): string {
    const base = this.config.publicApiUrl;
    const path = image.startsWith(`${base}/`) ? image.slice(base.length) : image;
    if (!product.images.includes(path)) {
      throw AppError.validation('images may only keep images of this product', 'images');
    }
    return path;
  }
}
