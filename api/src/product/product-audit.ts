import {
  fromCents,
  hasTranslations,
  type AuditAction,
  type AuditValues,
} from '@greencart/contracts';
import type { AuditActor } from '../audit/audit-actor.js';
import type { ProductEntity } from './product.entity.js';

/**
 * A product's fields as the audit log shows them (docs/STAFF.md "Audit log"): the API's names,
 * prices in currency units as the forms take them. Compared before and after a change, so
 * a row holds only the fields that changed.
 */
export function productAuditValues(row: ProductEntity): AuditValues {
  return {
    name: row.name,
    category: row.category,
    price: fromCents(row.priceCents),
    offerPrice: fromCents(row.offerPriceCents),
    // How it is sold (issue 29): a weighed product's per-kg prices are its real prices.
    soldBy: row.soldBy,
    stepGrams: row.stepGrams,
    pricePerKg: row.pricePerKgCents === null ? null : fromCents(row.pricePerKgCents),
    offerPricePerKg: row.offerPricePerKgCents === null ? null : fromCents(row.offerPricePerKgCents),
    description: row.description,
    weight: row.weight,
    barcode: row.barcode ?? null,
    images: row.images,
    inStock: row.inStock,
    onHand: row.onHand,
    lowStockThreshold: row.lowStockThreshold,
    archived: row.archivedAt !== null,
    // Only a translated product: the rows of the others stay as they were.
    ...(hasTranslations(row.translations) ? { translations: row.translations } : {}),
  };
}

/** How {@link ProductWriter.write} records a staff member's change of one product. */
export interface ProductAudit {
  actor: AuditActor;
  /** The action, or how to name it from the fields that changed (stock tracking or threshold). */
  action: AuditAction | ((changed: readonly string[]) => AuditAction);
  /** Said with the change, written into `after` (a stock adjustment's reason and note). */
  context?: AuditValues;
}
