import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ERROR_CODES, MAX_IMAGE_BYTES, type Product } from '@greencart/contracts';
import sharp from 'sharp';
import type request from 'supertest';
import { makeJpeg, makePng } from './support/images.js';
import {
  insertProduct,
  loginSeller,
  registerShopper,
  startTestApp,
  type TestApp,
} from './support/test-app.js';

const productData = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    name: 'Organic Tomatoes',
    description: ['Fresh and juicy', '', 'Grown without pesticides'],
    category: 'Vegetables',
    price: '450',
    offerPrice: 399.5,
    ...overrides,
  });

async function storedFiles(test: TestApp): Promise<string[]> {
  try {
    return await readdir(join(test.dataDir, 'uploads', 'products'));
  } catch {
    return [];
  }
}

describe('products (/api/product)', () => {
  let test: TestApp;
  let seller: request.Agent;
  let png: Buffer;
  let jpeg: Buffer;
  beforeAll(async () => {
    test = await startTestApp();
    seller = await loginSeller(test);
    [png, jpeg] = await Promise.all([makePng(), makeJpeg()]);
  });
  afterAll(() => test.close());

  describe('list', () => {
    it('answers every product, in and out of stock, in the original shape with money in rupees', async () => {
      await insertProduct(test, { id: 'list-a', price: 120, offerPrice: 99.99 });
      await insertProduct(test, { id: 'list-b', inStock: false });
      const response = await test.http().get('/api/product/list');
      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
      const products = response.body.products as Product[];
      const a = products.find((p) => p._id === 'list-a');
      expect(a).toEqual({
        _id: 'list-a',
        name: 'Product list-a',
        category: 'Fruits',
        price: 120,
        offerPrice: 99.99,
        image: [`${test.config.publicApiUrl}/uploads/products/list-a.webp`],
        description: ['Fresh'],
        inStock: true,
        // The spec's rating: the real average of its reviews, null with none (docs/REVIEWS.md).
        rating: null,
        ratingCount: 0,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(products.find((p) => p._id === 'list-b')?.inStock).toBe(false);
    });

    it('answers 304 to a matching If-None-Match and a new ETag after a change', async () => {
      const first = await test.http().get('/api/product/list');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      const again = await test.http().get('/api/product/list').set('If-None-Match', etag);
      expect(again.status).toBe(304);
      expect(again.text ?? '').toBe('');
      await seller.post('/api/product/stock').send({ id: 'list-a', inStock: false });
      const changed = await test.http().get('/api/product/list').set('If-None-Match', etag);
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });
  });

  describe('stock', () => {
    it('switches stock and the list shows it at once', async () => {
      await insertProduct(test, { id: 'stock-a' });
      await test.http().get('/api/product/list'); // warm the cache
      for (const inStock of [false, true, false]) {
        const response = await seller.post('/api/product/stock').send({ id: 'stock-a', inStock });
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ success: true, message: expect.any(String) });
        const list = await test.http().get('/api/product/list');
        expect((list.body.products as Product[]).find((p) => p._id === 'stock-a')?.inStock).toBe(
          inStock,
        );
      }
    });

    it('answers 404 for an unknown product', async () => {
      const response = await seller
        .post('/api/product/stock')
        .send({ id: 'no-such-product', inStock: true });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe(ERROR_CODES.PRODUCT_NOT_FOUND);
    });

    it.each([
      [{ id: 'stock-a', inStock: 'yes' }, 'inStock'],
      [{ inStock: true }, 'id'],
      [{ id: 'stock-a', inStock: true, price: 1 }, 'price'],
    ])('rejects %j naming %s', async (body, field) => {
      const response = await seller.post('/api/product/stock').send(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(field);
    });

    it('refuses a shopper and a visitor', async () => {
      const { agent } = await registerShopper(test);
      const asShopper = await agent
        .post('/api/product/stock')
        .send({ id: 'stock-a', inStock: true });
      expect(asShopper.status).toBe(401);
      expect(asShopper.body.code).toBe(ERROR_CODES.NOT_SELLER);
      expect(
        (await test.http().post('/api/product/stock').send({ id: 'stock-a', inStock: true }))
          .status,
      ).toBe(401);
    });
  });

  describe('add', () => {
    it('stores two uploaded images as WebP full size and card size and lists the product', async () => {
      const response = await seller
        .post('/api/product/add')
        .field('productData', productData())
        .attach('images', png, 'photo.png')
        .attach('images', jpeg, 'photo.jpg');
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ success: true, message: expect.any(String) });

      const list = await test.http().get('/api/product/list');
      const added = (list.body.products as Product[]).find((p) => p.name === 'Organic Tomatoes');
      expect(added).toMatchObject({
        category: 'Vegetables',
        price: 450,
        offerPrice: 399.5,
        inStock: true,
        description: ['Fresh and juicy', 'Grown without pesticides'],
      });
      expect(added?.image).toHaveLength(2);
      for (const url of added!.image) {
        // Absolute, on the API's public URL (the original client loads them from its own host otherwise).
        expect(url.startsWith(`${test.config.publicApiUrl}/uploads/products/`)).toBe(true);
        const path = url.slice(test.config.publicApiUrl.length);
        expect(path).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.webp$/);
        const full = await test.http().get(path);
        expect(full.status).toBe(200);
        expect(full.headers['content-type']).toBe('image/webp');
        expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const fullMeta = await sharp(full.body as Buffer).metadata();
        expect(fullMeta.format).toBe('webp');
        expect(Math.max(fullMeta.width!, fullMeta.height!)).toBeLessThanOrEqual(1200);
        const card = await test.http().get(path.replace(/\.webp$/, '.card.webp'));
        expect(card.status).toBe(200);
        expect((card.body as Buffer).length).toBeLessThanOrEqual(30 * 1024);
        const cardMeta = await sharp(card.body as Buffer).metadata();
        expect(Math.max(cardMeta.width!, cardMeta.height!)).toBeLessThanOrEqual(400);
      }
    });

    it('stores the weight and a first stock count, the count through the ledger', async () => {
      const response = await seller
        .post('/api/product/add')
        .field('productData', productData({ name: 'Mangoes', weight: ' 1 kg ', onHand: 24 }))
        .attach('images', png, 'photo.png');
      expect(response.status).toBe(201);
      const [{ id }] = (await test.dataSource.query(
        `SELECT id FROM product WHERE name = 'Mangoes'`,
      )) as { id: string }[];
      const added = (await test.http().get(`/api/product/${id}`)).body.product as Product;
      expect(added).toMatchObject({ name: 'Mangoes', weight: '1 kg', quantity: 24 });
      const ledger = await seller.get(`/api/product/${id}/ledger`);
      expect(ledger.body.movements).toEqual([
        expect.objectContaining({ reason: 'restock', delta: 24, onHandAfter: 24 }),
      ]);
    });

    it.each([
      [{ weight: 'x'.repeat(51) }, 'weight'],
      [{ onHand: -1 }, 'onHand'],
      [{ onHand: 2.5 }, 'onHand'],
      [{ onHand: 1_000_001 }, 'onHand'],
      [{ onHand: '12' }, 'onHand'],
    ])('refuses the add-form extra %j naming %s', async (overrides, field) => {
      const response = await seller
        .post('/api/product/add')
        .field('productData', productData(overrides))
        .attach('images', jpeg, 'a.jpg');
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, code: ERROR_CODES.VALIDATION });
      expect(response.body.message).toContain(field);
    });

    it('refuses a visitor before reading the upload: 401, not 413, and nothing stored', async () => {
      const before = await storedFiles(test);
      const oversized = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1024)]);
      const response = await test
        .http()
        .post('/api/product/add')
        .field('productData', productData({ name: 'Sneaky' }))
        .attach('images', oversized, 'big.png');
      expect(response.status).toBe(401);
      expect(response.body.code).toBe(ERROR_CODES.NOT_SELLER);
      expect(await storedFiles(test)).toEqual(before);
    });

    it('refuses a shopper token', async () => {
      const { agent } = await registerShopper(test);
      const response = await agent
        .post('/api/product/add')
        .field('productData', productData())
        .attach('images', jpeg, 'a.jpg');
      expect(response.status).toBe(401);
    });

    it('refuses more than 4 images with 413 and stores nothing', async () => {
      const before = await storedFiles(test);
      let upload = seller
        .post('/api/product/add')
        .field('productData', productData({ name: 'Five' }));
      for (let i = 0; i < 5; i += 1) upload = upload.attach('images', jpeg, `p${i}.jpg`);
      const response = await upload;
      expect(response.status).toBe(413);
      expect(response.body.message).toContain('4');
      expect(await storedFiles(test)).toEqual(before);
    });

    it('refuses an image over 5 MB with 413', async () => {
      const oversized = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES)]);
      const response = await seller
        .post('/api/product/add')
        .field('productData', productData())
        .attach('images', oversized, 'big.png');
      expect(response.status).toBe(413);
      expect(response.body.code).toBe(ERROR_CODES.PAYLOAD_TOO_LARGE);
    });

    it.each([
      ['a text file named .png', Buffer.from('definitely not an image, just text'), 'fake.png'],
      [
        'an SVG (scripts can hide in it)',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
        'x.svg',
      ],
      [
        'a truncated PNG',
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
        'cut.png',
      ],
    ])(
      'refuses %s by its content, storing not even the good image beside it',
      async (_label, content, name) => {
        const before = await storedFiles(test);
        const response = await seller
          .post('/api/product/add')
          .field('productData', productData())
          .attach('images', jpeg, 'good.jpg')
          .attach('images', content, { filename: name, contentType: 'image/png' });
        expect(response.status).toBe(400);
        expect(response.body.code).toBe(ERROR_CODES.PRODUCT_IMAGE_INVALID);
        expect(await storedFiles(test)).toEqual(before);
      },
    );

    it.each([
      [{ category: 'Toys' }, 'category'],
      [{ price: -5 }, 'price'],
      [{ price: 0 }, 'price'],
      [{ price: 'abc' }, 'price'],
      [{ price: 10.555 }, 'price'],
      [{ price: 100, offerPrice: 120 }, 'offerPrice'],
      [{ name: '' }, 'name'],
      [{ description: 'one line' }, 'description'],
      [{ stockCount: 3 }, 'stockCount'],
    ])('rejects productData with %j naming %s', async (overrides, field) => {
      const response = await seller
        .post('/api/product/add')
        .field('productData', productData(overrides))
        .attach('images', jpeg, 'a.jpg');
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(ERROR_CODES.VALIDATION);
      expect(response.body.message).toContain(field);
    });

    it('rejects a product without images and productData that is not JSON', async () => {
      const noImage = await seller.post('/api/product/add').field('productData', productData());
      expect(noImage.status).toBe(400);
      expect(noImage.body.message).toMatch(/image/);
      const notJson = await seller
        .post('/api/product/add')
        .field('productData', '{oops')
        .attach('images', jpeg, 'a.jpg');
      expect(notJson.status).toBe(400);
      expect(notJson.body.code).toBe(ERROR_CODES.MALFORMED_BODY);
    });

    it('keeps the stored files to processed WebP only', async () => {
      const files = await storedFiles(test);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        expect(file).toMatch(/^[0-9a-f-]{36}(\.card)?\.webp$/);
        expect((await stat(join(test.dataDir, 'uploads', 'products', file))).size).toBeGreaterThan(
          0,
        );
      }
    });
  });
});
