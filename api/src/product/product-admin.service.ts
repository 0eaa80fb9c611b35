import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CATALOGUE_MESSAGES,
  MAX_PRODUCT_IMAGES,
  cleanProductTranslations,
  type MessageResponse,
  type Product,
} from '@greencart/contracts';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { AuditActor } from '../audit/audit-actor.js';
import { AuditService } from '../audit/audit.service.js';
import { AppError } from '../common/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ProductImageService } from '../image/product-image.service.js';
import { StockService } from '../stock/stock.service.js';
import type { ProductEditDto } from './dto/product-admin.dto.js';
import { productAuditValues, type ProductAudit } from './product-audit.js';
import { ProductListCache } from './product-list.cache.js';
import type { ProductUpload } from './product-upload.js';
import { ProductWriter } from './product-writer.service.js';
import { soldByColumns } from './sold-by.js';
import { ProductEntity } from './product.entity.js';
import { assertBarcodeFree } from './barcodes.js';

/**
 * The seller's catalogue administration (issue 12, docs/PRODUCTS.md): add a product, edit
 * every field, add images, archive and restore. The fields' rules (prices, offer price not
 * above the price, lengths, counts) are the DTOs', from contracts; every write invalidates
 * the cached list. Every change is written to the audit log by `actor`, in its transaction.
 */
@Injectable()
export class ProductAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly writer: ProductWriter,
    private readonly stock: StockService,
    private readonly images: ProductImageService,
    private readonly cache: ProductListCache,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Adds a validated product (ProductAddDto) after re-encoding every image. */
  async add({ data, images }: ProductUpload, actor: AuditActor): Promise<MessageResponse> {
    const paths = await this.images.storeAll(images, 'upload');
    try {
      await this.insert(data, paths, actor);
    } catch (error) {
      await this.images.discard(paths);
      throw error;
    }
    this.cache.invalidate();
    return { success: true, message: CATALOGUE_MESSAGES.productAdded };
  }

  /** Replaces every field; `images` keeps some of the product's own images, in a new order. */
  async edit(id: string, dto: ProductEditDto, actor: AuditActor): Promise<Product> {
    const audit: ProductAudit = { actor, action: 'product.edit' };
    return this.writer.write(id, audit, async (manager, product) => {
      product.name = dto.name;
      product.category = dto.category;
      // Prices and how it is sold (per-kg prices and step prices of a weighed product).
      Object.assign(product, soldByColumns(dto, product));
      product.description = dto.description.map((line) => line.trim()).filter(Boolean);
      product.weight = dto.weight?.trim() || null;
      // Absent keeps the translations (an older form); {} removes them.
      if (dto.translations !== undefined) {
        product.translations = cleanProductTranslations(dto.translations);
      }
      // Absent keeps the barcode; null (or "") removes it.
      if (dto.barcode !== undefined) {
        await assertBarcodeFree(manager, dto.barcode, product.id);
        product.barcode = dto.barcode;
      }
      // Dropped images stay on disk: past orders still show them.
      product.images = dto.images.map((image) => this.ownImage(product, image));
      await manager.save(product);
    });
  }

  /** Appends uploaded images (at most 4 in all), re-encoded like the add form's. */
  async addImages(id: string, uploads: Buffer[], actor: AuditActor): Promise<Product> {
    if (uploads.length === 0) throw AppError.validation('Choose at least one image');
    const stored = await this.images.storeAll(uploads, 'upload');
    try {
      const audit: ProductAudit = { actor, action: 'product.image' };
      return await this.writer.write(id, audit, async (manager, product) => {
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
  async setArchived(id: string, archived: boolean, actor: AuditActor): Promise<MessageResponse> {
    const audit: ProductAudit = { actor, action: archived ? 'product.archive' : 'product.restore' };
    const product = await this.writer.write(id, audit, async (manager, row) => {
      row.archivedAt = archived ? (row.archivedAt ?? new Date()) : null;
      await manager.save(row);
    });
    return {
      success: true,
      message: archived ? `${product.name} archived` : `${product.name} is back in the store`,
    };
  }

  private async insert(
    data: ProductUpload['data'],
    paths: string[],
    actor: AuditActor,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const id = randomUUID();
      await assertBarcodeFree(manager, data.barcode, null);
      await manager.insert(ProductEntity, {
        barcode: data.barcode ?? null,
        id,
        name: data.name,
        category: data.category,
        ...soldByColumns(data, null),
        images: paths,
        description: data.description.map((line) => line.trim()).filter(Boolean),
        translations: cleanProductTranslations(data.translations),
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
      const created = await manager.findOneByOrFail(ProductEntity, { id });
      await this.audit.record(manager, {
        actor,
        action: 'product.create',
        recordType: 'product',
        recordId: id,
        recordLabel: created.name,
        before: null,
        after: productAuditValues(created),
      });
    });
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
