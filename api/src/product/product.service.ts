import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type Repository } from 'typeorm';
import type { Language, TranslatedLanguage } from '@greencart/contracts';
import { ProductListCache, type CachedList } from './product-list.cache.js';
import { ProductEntity } from './product.entity.js';
import { toProductView } from './product.view.js';

/**
 * The shop's catalogue as other rooms read it: the cached public list (the original
 * `GET /api/product/list`, docs/COMPATIBILITY.md) and which products are still in the store
 * (carts).
 */
@Injectable()
export class ProductService {
  /**
   * The list in Sinhala and Tamil (`?lang=`), each kept like the English one and forgotten
   * with it on every product write. English is the original list, its fast path untouched.
   */
  private readonly translated: Record<TranslatedLanguage, ProductListCache> = {
    si: new ProductListCache(),
    ta: new ProductListCache(),
  };

  constructor(
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    private readonly cache: ProductListCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    cache.onInvalidate(() => {
      this.translated.si.invalidate();
      this.translated.ta.invalidate();
    });
  }

  /**
   * Every product in the store (in stock or not; not archived) as ready-to-send JSON; in
   * Sinhala or Tamil, names and descriptions in that language (English where not translated).
   */
  listAll(language: Language = 'en'): Promise<CachedList> {
    return this.cacheOf(language).get(async () => {
      // Archived products have left the store (the seller's list reads the product query).
      const rows = await this.products.find({
        where: { archivedAt: IsNull() },
        order: { createdAt: 'ASC', id: 'ASC' },
      });
      return JSON.stringify({
        success: true,
        products: rows.map((row) => toProductView(row, this.config.publicApiUrl, { language })),
      });
    });
  }

  /** The cache of the list in `language`. */
  cacheOf(language: Language): ProductListCache {
    return language === 'en' ? this.cache : this.translated[language];
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
