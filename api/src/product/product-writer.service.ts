import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Product } from '@greencart/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService, changedFields } from '../audit/audit.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { productAuditValues, type ProductAudit } from './product-audit.js';
import { productNotFound } from './product-id.js';
import { ProductListCache } from './product-list.cache.js';
import { ProductEntity } from './product.entity.js';
import { toProductView } from './product.view.js';

/**
 * How the seller's changes to one product are written (catalogue edits and stock
 * administration alike): on the locked product row in a transaction, then the cached list is
 * invalidated and the product is answered as it is now. Every write is a staff member's, so
 * it takes a {@link ProductAudit}: the fields that changed go to the audit log in the same
 * transaction.
 */
@Injectable()
export class ProductWriter {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: ProductListCache,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Runs a change on the locked product row in a transaction; answers the product after it.
   * Records the fields that changed in the audit log (none changed: no row).
   */
  async write(
    id: string,
    audit: ProductAudit,
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
      // A copy: `change` may edit the row's arrays in place.
      const before = structuredClone(productAuditValues(product));
      await change(manager, product);
      const after = await manager.findOneByOrFail(ProductEntity, { id });
      await this.record(manager, audit, after, before);
      return after;
    });
    this.cache.invalidate();
    return this.view(updated);
  }

  private async record(
    manager: EntityManager,
    audit: ProductAudit,
    row: ProductEntity,
    was: ReturnType<typeof productAuditValues>,
  ): Promise<void> {
    const change = changedFields(was, productAuditValues(row));
    if (!change) return;
    const action =
      typeof audit.action === 'function' ? audit.action(Object.keys(change.after)) : audit.action;
    await this.audit.record(manager, {
      actor: audit.actor,
      action,
      recordType: 'product',
      recordId: row.id,
      recordLabel: row.name,
      before: change.before,
      after: { ...change.after, ...audit.context },
    });
  }

  /** A stored product as the API answers it to staff (with its translations). */
  view(row: ProductEntity): Product {
    return toProductView(row, this.config.publicApiUrl, { translations: true });
  }
}
