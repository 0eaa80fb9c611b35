import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CATEGORY_VALUES, type Product } from '@greencart/contracts';
import { seedCatalogue } from '../src/database/seed/seed.js';
import { SEED_PRODUCTS } from '../src/database/seed/catalogue.js';
import { CARD_MAX_BYTES, ProductImageService } from '../src/image/product-image.service.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ASSETS = join(__dirname, '..', 'assets', 'products');

describe('seedCatalogue', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('inserts every catalogue product with its drawings rendered to WebP, then nothing on a second run', async () => {
    const images = test.app.get(ProductImageService);
    const first = await seedCatalogue(test.dataSource, images, ASSETS);
    expect(first).toEqual({ inserted: SEED_PRODUCTS.length, skipped: 0 });
    const second = await seedCatalogue(test.dataSource, images, ASSETS);
    expect(second).toEqual({ inserted: 0, skipped: SEED_PRODUCTS.length });

    const products = (await test.http().get('/api/product/list')).body.products as Product[];
    expect(products.map((p) => p._id)).toEqual(SEED_PRODUCTS.map((p) => p.id));
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(CATEGORY_VALUES));
    for (const product of products) {
      const seed = SEED_PRODUCTS.find((p) => p.id === product._id)!;
      expect(product.image).toHaveLength(seed.images.length);
      const card = product.image[0]
        .slice(test.config.publicApiUrl.length)
        .replace(/\.webp$/, '.card.webp');
      const size = (await stat(join(test.dataDir, card))).size;
      expect(size).toBeGreaterThan(0);
      expect(size).toBeLessThanOrEqual(CARD_MAX_BYTES);
    }
  });

  it('leaves a product the seller changed alone', async () => {
    const [first] = SEED_PRODUCTS;
    await test.dataSource.query(`UPDATE "product" SET in_stock = NOT in_stock WHERE id = $1`, [
      first.id,
    ]);
    await seedCatalogue(test.dataSource, test.app.get(ProductImageService), ASSETS);
    const [row] = await test.dataSource.query(`SELECT in_stock FROM "product" WHERE id = $1`, [
      first.id,
    ]);
    expect(row.in_stock).toBe(!first.inStock);
  });

  it('inserts each product once when two instances seed at once, and leaves no orphan image', async () => {
    const images = test.app.get(ProductImageService);
    const folder = join(test.dataDir, 'uploads', 'products');
    // A few products missing is the same race as all of them (both instances render what is
    // missing, then take turns inserting), without rendering the whole catalogue twice more.
    const ids = SEED_PRODUCTS.filter((_, index) => index % 8 === 0).map((product) => product.id);
    await test.dataSource.query(`DELETE FROM "product" WHERE id = ANY($1)`, [ids]);
    const before = new Set(await readdir(folder));

    const runs = await Promise.all([
      seedCatalogue(test.dataSource, images, ASSETS),
      seedCatalogue(test.dataSource, images, ASSETS),
    ]);

    expect(runs.map((run) => run.inserted).sort((a, b) => a - b)).toEqual([0, ids.length]);
    const rows: { images: string[] }[] = await test.dataSource.query(
      `SELECT images FROM "product" WHERE id = ANY($1)`,
      [ids],
    );
    expect(rows).toHaveLength(ids.length);
    const referenced = new Set(
      rows.flatMap((row) =>
        row.images.flatMap((url) => {
          const name = url.slice(url.lastIndexOf('/') + 1);
          return [name, name.replace(/\.webp$/, '.card.webp')];
        }),
      ),
    );
    const added = (await readdir(folder)).filter((name) => !before.has(name));
    expect(new Set(added)).toEqual(referenced);
  });
});
