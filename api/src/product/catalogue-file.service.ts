import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  TRANSLATED_LANGUAGES,
  cleanProductTranslations,
  type AuditValues,
  type ImportResponse,
  type ProductTranslations,
} from '@greencart/contracts';
import { randomUUID } from 'node:crypto';
import { In, type DataSource } from 'typeorm';
import type { AuditActor } from '../audit/audit-actor.js';
import { AuditService, changedFields, type AuditRecord } from '../audit/audit.service.js';
import { AppError } from '../common/app-error.js';
import { countStock } from '../stock/stock-count.js';
import { StockService } from '../stock/stock.service.js';
import { catalogueToCsv, parseCatalogueCsv } from './catalogue-csv.js';
import { productAuditValues } from './product-audit.js';
import { ProductListCache } from './product-list.cache.js';
import { ProductWriter } from './product-writer.service.js';
import { soldByColumns, type SoldByColumns } from './sold-by.js';
import { ProductEntity } from './product.entity.js';
import { assertBarcodeFree } from './barcodes.js';

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
    private readonly audit: AuditService,
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
   * through the ledger like a count. Image URLs are kept as given (nothing is fetched). Each
   * product added or changed gets its `product.import` audit row, in the same transaction.
   */
  async importCsv(text: string, actor: AuditActor): Promise<ImportResponse> {
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
      /** Each imported product's fields before the import; null for a new one. */
      const before = new Map<string, AuditValues | null>();
      for (const row of rows) {
        const existing = row.id ? await manager.findOneBy(ProductEntity, { id: row.id }) : null;
        const id = existing?.id ?? row.id ?? randomUUID();
        await assertBarcodeFree(manager, row.barcode, id);
        if (!before.has(id)) before.set(id, existing ? productAuditValues(existing) : null);
        const fields = {
          name: row.data.name,
          category: row.data.category,
          // Prices and how it is sold; a weighed row's step prices come from its prices per kg.
          ...soldByOfLine(row.line, row.data, existing),
          description: row.data.description,
          weight: row.weight,
          ...(row.barcode !== undefined ? { barcode: row.barcode } : {}),
          // The file's translation columns over the product's translations, field by field.
          ...(row.translations !== undefined
            ? { translations: mergeTranslations(existing?.translations, row.translations) }
            : {}),
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
      const imported = await manager.findBy(ProductEntity, { id: In([...before.keys()]) });
      const entries: AuditRecord[] = [];
      for (const product of imported) {
        const was = before.get(product.id) ?? null;
        const now = productAuditValues(product);
        const change = was ? changedFields(was, now) : { before: null, after: now };
        if (!change) continue;
        entries.push({
          actor,
          action: 'product.import',
          recordType: 'product',
          recordId: product.id,
          recordLabel: product.name,
          ...change,
        });
      }
      await this.audit.recordAll(manager, entries);
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

/** {@link soldByColumns} of one line of the file; a refusal names the line. */
function soldByOfLine(
  line: number,
  data: Parameters<typeof soldByColumns>[0],
  existing: Parameters<typeof soldByColumns>[1],
): SoldByColumns {
  try {
    return soldByColumns(data, existing);
  } catch (error) {
    if (error instanceof AppError) {
      throw AppError.invalidLines('1 line has errors: nothing was imported', [
        { line, message: error.message },
      ]);
    }
    throw error;
  }
}

/**
 * The product's translations with the file's translated fields put over them, field by field
 * (an empty cell removes its field), cleaned as stored.
 */
export function mergeTranslations(
  stored: ProductTranslations | undefined,
  file: ProductTranslations,
): ProductTranslations {
  const merged: ProductTranslations = structuredClone(stored ?? {});
  for (const language of TRANSLATED_LANGUAGES) {
    const fields = file[language];
    if (fields) merged[language] = { ...merged[language], ...fields };
  }
  return cleanProductTranslations(merged);
}
