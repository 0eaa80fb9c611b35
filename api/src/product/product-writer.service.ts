import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Product } from '@greencart/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { productNotFound } from './product-id.js';
import { ProductListCache } from './product-list.cache.js';
import { ProductEntity } from './product.entity.js';
import { toProductView } from './product.view.js';

/**
 * How the seller's changes to one product are written (catalogue edits and stock
 * administration alike): on the locked product row in a transaction, then the cached list is
 * invalidated and the product is answered as it is now.
 */
@Injectable()
export class ProductWriter {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: ProductListCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Runs a change on the locked product row in a transaction; answers the product after it. */
  async write(
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
      if (!product) throw productNotFound();
      await change(manager, product);
      return manager.findOneByOrFail(ProductEntity, { id });
    });
    this.cache.invalidate();
    return this.view(updated);
  }

  /** A stored product as the API answers it. */
  view(row: ProductEntity): Product {
    return toProductView(row, this.config.publicApiUrl);
  }
}
