import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { toCents, type ImportResponse } from '@greencart/contracts';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { countStock } from '../stock/stock-count.js';
import { StockService } from '../stock/stock.service.js';
import { catalogueToCsv, parseCatalogueCsv } from './catalogue-csv.js';
import { ProductListCache } from './product-list.cache.js';
import { ProductWriter } from './product-writer.service.js';
import { ProductEntity } from './product.entity.js';

/**
 * The catalogue file (docs/PRODUCTS.md): every product out as CSV, and a CSV in, checked row
 * by row with the product routes' rules (catalogue-csv.ts) and written all or nothing.
 */
@Injectable()
export class CatalogueFileService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stock: StockService,
    private readonly writer: ProductWriter,
    private readonly cache: ProductListCache,
  ) {}

  /** Every product, archived ones too, as the catalogue file. */
  async exportCsv(): Promise<string> {
    const rows = await this.dataSource
      .getRepository(ProductEntity)
      .find({ order: { createdAt: 'ASC', id: 'ASC' } });
    return catalogueToCsv(rows.map((row) => this.writer.view(row)));
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
        if (row.onHand !== undefined) {
          await countStock(manager, this.stock, id, row.onHand, 'Imported');
        }
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
}
