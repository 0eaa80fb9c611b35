import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { toCents } from '@greencart/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { ProductImageService } from '../../image/product-image.service.js';
import { ProductEntity } from '../../product/product.entity.js';
import { SEED_PRODUCTS, type SeedProduct } from './catalogue.js';
import { SEED_TRANSLATIONS } from './catalogue-translations.js';

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
 * Key of the PostgreSQL advisory lock that serialises the seed's inserts: replicas starting
 * together take turns, and a replica that finds a product already inserted by another throws
 * its own rendering of it away (no orphan files in storage).
 */
export const SEED_LOCK_KEY = 4_711_006;

/**
 * Runs `work` while holding the seed lock on a dedicated connection (session-level lock).
 * `work` gets that connection's manager and must use it: with the embedded database the
 * pool has one connection, which this holds, so `work` must be quick.
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

async function existingIds(manager: EntityManager): Promise<Set<string>> {
  const rows = await manager.getRepository(ProductEntity).find({ select: { id: true } });
  return new Set(rows.map((row) => row.id));
}

/**
 * Inserts every catalogue product that is not in the database yet, by id, rendering its
 * SVG drawings through the upload image pipeline. Existing products are left alone (the
 * seller may have changed their stock), so running it again changes nothing and renders
 * nothing. The drawings are rendered before the seed lock is taken: encoding takes seconds,
 * and on the embedded database the lock's connection is the only one, which the API's other
 * start-up work (the outbox, the job runner) needs meanwhile. Safe when several API instances
 * start at once (see {@link SEED_LOCK_KEY}). The seller account comes from configuration and
 * needs no row.
 *
 * @param assetsDir the folder holding the catalogue's SVG files (`api/assets/products`)
 */
export async function seedCatalogue(
  dataSource: DataSource,
  images: ProductImageService,
  assetsDir: string,
): Promise<SeedResult> {
  const before = await existingIds(dataSource.manager);
  const missing = SEED_PRODUCTS.filter((product) => !before.has(product.id));
  if (missing.length === 0) return { inserted: 0, skipped: SEED_PRODUCTS.length };
  const rendered = new Map<string, string[]>();
  for (const product of missing) {
    rendered.set(product.id, await renderImages(product, assetsDir, images));
  }
  const unused: string[] = [];
  const result = await withSeedLock(dataSource, (manager) =>
    insertMissingProducts(manager, rendered, unused),
  );
  await images.discard(unused);
  return result;
}

/**
 * Inserts the rendered products still missing; the images of those another instance
 * inserted meanwhile go to `unused`.
 */
async function insertMissingProducts(
  manager: EntityManager,
  rendered: ReadonlyMap<string, string[]>,
  unused: string[],
): Promise<SeedResult> {
  const existing = await existingIds(manager);
  const repository = manager.getRepository(ProductEntity);
  let inserted = 0;
  // Products are stamped one second apart so the list keeps the catalogue's order.
  const base = Date.now() - SEED_PRODUCTS.length * 1000;
  for (const [index, product] of SEED_PRODUCTS.entries()) {
    const images = rendered.get(product.id);
    if (!images) continue;
    if (existing.has(product.id)) {
      unused.push(...images);
      continue;
    }
    const stamp = new Date(base + index * 1000);
    const result = await repository
      .createQueryBuilder()
      .insert()
      .values({
        id: product.id,
        name: product.name,
        category: product.category,
        priceCents: toCents(product.price),
        offerPriceCents: toCents(product.offerPrice),
        images,
        description: product.description,
        translations: SEED_TRANSLATIONS[product.id] ?? {},
        inStock: product.inStock,
        weight: product.weight ?? null,
        // No made-up ratings: a product's rating comes from its reviews (docs/REVIEWS.md).
        rating: null,
        createdAt: stamp,
        updatedAt: stamp,
      })
      // Belt and braces behind the lock: a product inserted meanwhile by hand is kept.
      .orIgnore()
      .returning(['id'])
      .execute();
    if (result.raw.length > 0) inserted += 1;
    else unused.push(...images);
  }
  // Sample products seeded before translations get their Sinhala and Tamil names, unless the
  // seller renamed or translated them since.
  for (const product of SEED_PRODUCTS) {
    const translations = SEED_TRANSLATIONS[product.id];
    if (!translations || !existing.has(product.id)) continue;
    await manager.query(
      `UPDATE product SET translations = $2::jsonb
        WHERE id = $1 AND name = $3 AND translations = '{}'::jsonb`,
      [product.id, JSON.stringify(translations), product.name],
    );
  }
  return { inserted, skipped: SEED_PRODUCTS.length - inserted };
}
