import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { InjectRepository } from '@nestjs/typeorm';
import { ERROR_CODES, isValidPrice, toCents, type MessageResponse } from '@greencart/contracts';
import { In, IsNull, type Repository } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { ProductImageService } from '../image/product-image.service.js';
import { BackInStockService } from '../stock/back-in-stock.service.js';
import { StockService } from '../stock/stock.service.js';
import type { StockDto } from './dto/stock.dto.js';
import { ProductListCache, type CachedList } from './product-list.cache.js';
import { ProductEntity } from './product.entity.js';
import type { ProductUpload } from './product-upload.js';
import { toProductView } from './product.view.js';

/** The catalogue: the cached public list, and the seller's writes. */
@Injectable()
export class ProductService {
  constructor(
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    private readonly cache: ProductListCache,
    private readonly images: ProductImageService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly backInStock: BackInStockService,
    private readonly stock: StockService,
  ) {}

  /** Every product in the store (in stock or not; not archived) as ready-to-send JSON. */
  listAll(): Promise<CachedList> {
    return this.cache.get(async () => {
      // Archived products have left the store (the seller's list reads the product query).
      const rows = await this.products.find({
        where: { archivedAt: IsNull() },
        order: { createdAt: 'ASC', id: 'ASC' },
      });
      return JSON.stringify({
        success: true,
        products: rows.map((row) => toProductView(row, this.config.publicApiUrl)),
      });
    });
  }

  /** Adds a product after checking the prices and re-encoding every image. */
  async addProduct({ data, images }: ProductUpload): Promise<MessageResponse> {
    if (!isValidPrice(data.price)) throw AppError.validation('price must be a positive amount');
    if (!isValidPrice(data.offerPrice))
      throw AppError.validation('offerPrice must be a positive amount');
    if (data.offerPrice > data.price)
      throw AppError.validation('offerPrice must not be above price');
    const description = data.description.map((line) => line.trim()).filter(Boolean);
    const paths = await this.images.storeAll(images, 'upload');
    try {
      await this.insertProduct(data, description, paths);
    } catch (error) {
      await this.images.discard(paths);
      throw error;
    }
    this.cache.invalidate();
    return { success: true, message: 'Product Added' };
  }

  private async insertProduct(
    data: ProductUpload['data'],
    description: string[],
    paths: string[],
  ): Promise<void> {
    await this.products.manager.transaction(async (manager) => {
      const id = randomUUID();
      await manager.insert(ProductEntity, {
        id,
        name: data.name,
        category: data.category,
        priceCents: toCents(data.price),
        offerPriceCents: toCents(data.offerPrice),
        images: paths,
        description,
        weight: data.weight?.trim() || null,
        inStock: true,
        // A first count starts the ledger at zero and records the delivery, as counting does.
        ...(data.onHand !== undefined ? { onHand: 0 } : {}),
      });
      if (data.onHand) {
        await this.stock.apply(manager, {
          productId: id,
          delta: data.onHand,
          reason: 'restock',
          actor: 'seller',
          note: 'Started counting',
        });
      }
    });
  }

  /** Switches a product's stock flag; the public list shows it at once on this instance. */
  async setStock({ id, inStock }: StockDto): Promise<MessageResponse> {
    await this.products.manager.transaction(async (manager) => {
      const result = await manager.update(ProductEntity, { id }, { inStock });
      if (!result.affected)
        throw AppError.notFound(ERROR_CODES.PRODUCT_NOT_FOUND, 'Product not found');
      // Switched back on: whoever asked to be told is told (once).
      if (inStock) await this.backInStock.notifyIfBuyable(manager, id);
    });
    this.cache.invalidate();
    return { success: true, message: 'Stock Updated' };
  }

  /** The ids among `ids` of products in the store (carts drop the others). */
  async existingIds(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.products.find({
      select: { id: true },
      where: { id: In(ids), archivedAt: IsNull() },
    });
    return new Set(rows.map((row) => row.id));
  }
}
