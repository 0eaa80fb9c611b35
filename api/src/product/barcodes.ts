import { HttpStatus } from '@nestjs/common';
import { ERROR_CODES } from '@greencart/contracts';
import type { EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';

/** 409 naming the product that already has `barcode`. */
export function barcodeTaken(barcode: string, holder: string): AppError {
  return new AppError(
    HttpStatus.CONFLICT,
    ERROR_CODES.BARCODE_TAKEN,
    `${holder} already has the barcode ${barcode}`,
    'barcode',
  );
}

/**
 * Refuses `barcode` (stored form) when a product other than `id` has it: a clear 409 before
 * the write. The unique index `uq_product_barcode` keeps two products from ever sharing one.
 */
export async function assertBarcodeFree(
  manager: EntityManager,
  barcode: string | null | undefined,
  id: string | null,
): Promise<void> {
  if (!barcode) return;
  const [other]: { name: string }[] = await manager.query(
    `SELECT "name" FROM "product" WHERE "barcode" = $1 AND ($2::varchar IS NULL OR "id" <> $2) LIMIT 1`,
    [barcode, id],
  );
  if (other) throw barcodeTaken(barcode, other.name);
}
