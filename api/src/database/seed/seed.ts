import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { toCents } from '@greencart/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { ProductImageService } from '../../image/product-image.service.js';
import { ProductEntity } from '../../product/product.entity.js';
import { SEED_PRODUCTS, type SeedProduct } from './catalogue.js';

/** What a seed run did. */
export interface SeedResult {
  inserted: number;
  skipped: number;
}

async function renderImages(
  product: SeedProduct,
  assetsDir: string,
  images: ProductImageService,
): Promise<string[]> {
  const drawings = await Promise.all(product.images.map((file) => readFile(join(assetsDir, file))));
  return images.storeAll(drawings, 'trusted-svg');
}

/**
 * Key of the PostgreSQL advisory lock that serialises seeding: replicas starting together
 * take turns, so the later ones find the products in place and render no image at all
 * (rendering first and losing the insert race would leave orphan files in storage).
 */
export const SEED_LOCK_KEY = 4_711_006;

/**
 * Runs `work` while holding the seed lock on a dedicated connection (session-level lock).
 * `work` gets that connection's manager and must use it: with the embedded database the
 * pool has one connection, which this holds.
 */
async function withSeedLock<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [SEED_LOCK_KEY]);
    try {
      return await work(runner.manager);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}

/**
 * Inserts every catalogue product that is not in the database yet, by id, rendering its
 * SVG drawings through the upload image pipeline. Existing products are left alone (the
 * seller may have changed their stock), so running it again changes nothing. Safe when
 * several API instances start at once (see {@link SEED_LOCK_KEY}).
 * The seller account comes from configuration and needs no row.
 *
 * @param assetsDir the folder holding the catalogue's SVG files (`api/assets/products`)
 */
export async function seedCatalogue(
  dataSource: DataSource,
  images: ProductImageService,
  assetsDir: string,
): Promise<SeedResult> {
  return withSeedLock(dataSource, (manager) => insertMissingProducts(manager, images, assetsDir));
}

async function insertMissingProducts(
  manager: EntityManager,
  images: ProductImageService,
  assetsDir: string,
): Promise<SeedResult> {
  const repository = manager.getRepository(ProductEntity);
  const existing = new Set((await repository.find({ select: { id: true } })).map((p) => p.id));
  let inserted = 0;
  // Products are stamped one second apart so the list keeps the catalogue's order.
  const base = Date.now() - SEED_PRODUCTS.length * 1000;
  for (const [index, product] of SEED_PRODUCTS.entries()) {
    if (existing.has(product.id)) continue;
    const stamp = new Date(base + index * 1000);
    await repository
      .createQueryBuilder()
      .insert()
      .values({
        id: product.id,
        name: product.name,
        category: product.category,
        priceCents: toCents(product.price),
        offerPriceCents: toCents(product.offerPrice),
        images: await renderImages(product, assetsDir, images),
        description: product.description,
        inStock: product.inStock,
        weight: product.weight ?? null,
        rating: product.rating ?? null,
        createdAt: stamp,
        updatedAt: stamp,
      })
      // Belt and braces behind the lock: a product inserted meanwhile by hand is kept.
      .orIgnore()
      .execute();
    inserted += 1;
  }
  return { inserted, skipped: SEED_PRODUCTS.length - inserted };
}
