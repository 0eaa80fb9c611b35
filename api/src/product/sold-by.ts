import { HttpStatus } from '@nestjs/common';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  ERROR_CODES,
  defaultWeighedThreshold,
  stepPriceCents,
  toCents,
  type SoldBy,
} from '@greencart/contracts';
import { AppError } from '../common/app-error.js';
import type { ProductDataDto } from './dto/product-data.dto.js';
import type { ProductEntity } from './product.entity.js';

/** The price and sold-by columns of a product, as the add form, the edit and the file set them. */
export type SoldByColumns = Pick<
  ProductEntity,
  | 'soldBy'
  | 'stepGrams'
  | 'pricePerKgCents'
  | 'offerPricePerKgCents'
  | 'priceCents'
  | 'offerPriceCents'
> & { lowStockThreshold?: number };

/**
 * The price columns of a validated product (ProductDataDto) and how it is sold (issue 29,
 * docs/PRODUCTS.md "Sold by weight"). A weighed product stores its per-kg prices and, as
 * `price_cents`/`offer_price_cents`, the price of one step (`stepPriceCents`, halves up), so
 * carts, totals and the original client price it as before; a unit product has no step.
 *
 * `existing` is the product being changed (null when adding one):
 * - a product sold by weight must say so on every edit (`soldBy` absent means a unit product,
 *   which would turn its step prices into unit prices): 400;
 * - how a product is sold cannot change while its stock is counted (units are not grams): 409,
 *   stop counting first;
 * - when it does change, the low-stock threshold starts again from the new kind's default.
 */
export function soldByColumns(
  data: ProductDataDto,
  existing: Pick<ProductEntity, 'name' | 'soldBy' | 'onHand'> | null,
): SoldByColumns {
  const soldBy: SoldBy = data.soldBy ?? 'unit';
  if (existing?.soldBy === 'weight' && data.soldBy === undefined) {
    throw AppError.validation(
      `soldBy is required: ${existing.name} is sold by weight (send soldBy "weight" with its step and prices per kg, or "unit")`,
      'soldBy',
    );
  }
  if (existing && existing.soldBy !== soldBy && existing.onHand !== null) {
    throw new AppError(
      HttpStatus.CONFLICT,
      ERROR_CODES.STOCK_INVALID_MOVEMENT,
      `Stop counting the stock of ${existing.name} before selling it ${soldBy === 'weight' ? 'by weight' : 'by the unit'}: its stock is counted in ${existing.soldBy === 'weight' ? 'grams' : 'units'}`,
    );
  }
  const threshold =
    existing && existing.soldBy === soldBy
      ? {}
      : {
          lowStockThreshold:
            soldBy === 'weight'
              ? defaultWeighedThreshold(data.stepGrams as number)
              : DEFAULT_LOW_STOCK_THRESHOLD,
        };
  if (soldBy === 'unit') {
    return {
      soldBy,
      stepGrams: null,
      pricePerKgCents: null,
      offerPricePerKgCents: null,
      priceCents: toCents(data.price),
      offerPriceCents: toCents(data.offerPrice),
      ...(existing ? threshold : {}),
    };
  }
  const stepGrams = data.stepGrams as number;
  const pricePerKgCents = toCents(data.pricePerKg as number);
  // No offer per kg: the product sells at its price per kg.
  const offerPricePerKgCents =
    data.offerPricePerKg === undefined ? pricePerKgCents : toCents(data.offerPricePerKg);
  return {
    soldBy,
    stepGrams,
    pricePerKgCents,
    offerPricePerKgCents,
    priceCents: stepPriceCents(pricePerKgCents, stepGrams),
    offerPriceCents: stepPriceCents(offerPricePerKgCents, stepGrams),
    ...threshold,
  };
}
