import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  LEDGER_PAGE_SIZE,
  MAX_PRODUCT_IMAGES,
  toCents,
  type MessageResponse,
  type Product,
  type StockMovement,
} from '@greencart/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ProductImageService } from '../image/product-image.service.js';
import { StockMovementEntity } from '../stock/stock-movement.entity.js';
import { StockService } from '../stock/stock.service.js';
import type { ProductEditDto, StockAdjustDto, StockTrackingDto } from './dto/product-admin.dto.js';
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
      product.name = dto.name.trim();
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
   * unpaid checkouts hold units).
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
        product.onHand = null;
        await manager.save(product);
        return;
      }
      await manager.save(product);
      const current = product.onHand;
      if (current === null) {
        await manager.update(ProductEntity, { id }, { onHand: 0 });
        if (dto.onHand > 0) {
          await this.stock.apply(manager, {
            productId: id,
            delta: dto.onHand,
            reason: 'restock',
            actor: 'seller',
            note: 'Started counting',
          });
        }
      } else if (dto.onHand !== current) {
        await this.stock.apply(manager, {
          productId: id,
          delta: dto.onHand - current,
          reason: 'correction',
          actor: 'seller',
          note: 'Counted',
        });
      }
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
