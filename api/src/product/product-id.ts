import { CATALOGUE_MESSAGES, ERROR_CODES, isProductId } from '@greencart/contracts';
import { AppError } from '../common/app-error.js';

/** The 404 of a product that does not exist (or an id that could not name one). */
export function productNotFound(): AppError {
  return AppError.notFound(ERROR_CODES.PRODUCT_NOT_FOUND, CATALOGUE_MESSAGES.productNotFound);
}

/** `id` when it could name a product (contracts' `isProductId`); otherwise 404 without a query. */
export function knownProductId(id: string): string {
  if (!isProductId(id)) throw productNotFound();
  return id;
}
