import { ProductEntity } from '../../src/product/product.entity.js';
import type { TestApp } from './test-app.js';

/**
 * Inserts loose tomatoes sold by weight in steps of 250 g (LKR 500.00 / kg, offered at
 * `offerPerKgCents`, one step's price in `priceCents`/`offerPriceCents`), with 50 kg counted.
 */
export async function insertTomatoes(
  test: TestApp,
  { id = 'tomatoes', offerPerKgCents = 48_000 }: { id?: string; offerPerKgCents?: number } = {},
): Promise<ProductEntity> {
  const products = test.dataSource.getRepository(ProductEntity);
  return products.save(
    products.create({
      id,
      name: 'Tomatoes',
      category: 'Vegetables',
      soldBy: 'weight',
      stepGrams: 250,
      pricePerKgCents: 50_000,
      offerPricePerKgCents: offerPerKgCents,
      priceCents: 12_500,
      offerPriceCents: offerPerKgCents / 4,
      images: [`/uploads/products/${id}.webp`],
      description: ['Loose'],
      inStock: true,
      onHand: 50_000,
      weight: null,
      rating: null,
    }),
  );
}
