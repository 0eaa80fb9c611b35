import { ERROR_CODES, type Product } from '@greencart/contracts';
import sharp from 'sharp';
import { startFakeS3, type FakeS3 } from './support/fake-s3.js';
import { makePng } from './support/images.js';
import { loginSeller, startTestApp, type TestApp } from './support/test-app.js';

const BUCKET = 'greencart-images';
const PUBLIC_URL = 'https://shop.example/media/greencart-images';

const productData = JSON.stringify({
  name: 'Bucket Tomatoes',
  description: ['Stored in S3'],
  category: 'Vegetables',
  price: 450,
  offerPrice: 399,
});

describe('product images in S3-compatible storage (STORAGE_DRIVER=s3)', () => {
  let s3: FakeS3;
  let test: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    s3 = await startFakeS3();
    test = await startTestApp({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'greencart-api',
      S3_SECRET_ACCESS_KEY: 'greencart-api-secret',
      S3_REGION: 'eu-central-1',
      S3_PUBLIC_URL: `${PUBLIC_URL}/`,
    });
    png = await makePng(900, 600);
  });
  afterAll(async () => {
    await test.close();
    await s3.stop();
  });

  it('uploads the full and card WebP images to the bucket, path-style and signed', async () => {
    const seller = await loginSeller(test);
    const before = s3.requests.length;
    const response = await seller
      .post('/api/product/add')
      .field('productData', productData)
      .attach('images', png, 'photo.png');
    expect(response.status).toBe(201);

    const puts = s3.requests.slice(before);
    expect(puts.map((r) => r.method)).toEqual(['PUT', 'PUT']);
    for (const put of puts) {
      expect(put.path).toMatch(new RegExp(`^/${BUCKET}/products/[0-9a-f-]{36}(\\.card)?\\.webp$`));
      expect(put.headers['content-type']).toBe('image/webp');
      expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(put.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=greencart-api\/\d{8}\/eu-central-1\/s3\/aws4_request/,
      );
      expect((await sharp(put.body).metadata()).format).toBe('webp');
    }
  });

  it('lists the product with image URLs under S3_PUBLIC_URL that name stored objects', async () => {
    const list = await test.http().get('/api/product/list');
    const product = (list.body.products as Product[]).find((p) => p.name === 'Bucket Tomatoes');
    expect(product).toBeDefined();
    const [url] = product!.image;
    expect(url.startsWith(`${PUBLIC_URL}/products/`)).toBe(true);
    const key = url.slice(PUBLIC_URL.length + 1);
    expect(s3.objects.has(`/${BUCKET}/${key}`)).toBe(true);
    expect(s3.objects.has(`/${BUCKET}/${key.replace(/\.webp$/, '.card.webp')}`)).toBe(true);
  });

  it('answers an error, and lists no product, when the bucket refuses the upload', async () => {
    const seller = await loginSeller(test);
    s3.failWith(403, 'AccessDenied');
    const response = await seller
      .post('/api/product/add')
      .field('productData', productData.replace('Bucket Tomatoes', 'Refused Tomatoes'))
      .attach('images', png, 'photo.png');
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(response.body).toMatchObject({ success: false });
    expect(response.body.code).not.toBe(ERROR_CODES.VALIDATION);
    const list = await test.http().get('/api/product/list');
    expect((list.body.products as Product[]).some((p) => p.name === 'Refused Tomatoes')).toBe(
      false,
    );
  });
});
