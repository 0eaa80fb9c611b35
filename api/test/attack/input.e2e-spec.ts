import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ERROR_CODES, MAX_ADDRESSES_PER_ACCOUNT } from '@greencart/contracts';
import { COLOMBO } from '../support/fixtures.js';
import { makeJpeg } from '../support/images.js';
import { shopperWithAddress } from '../support/shoppers.js';
import {
  insertProduct,
  loginSeller,
  registerShopper,
  startTestApp,
  type TestApp,
} from '../support/test-app.js';

/** Inputs from the attack run that once answered 500, and the per-account limits. */
describe('attack: bad input and account limits', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ ORDER_RATE_LIMIT_PER_MINUTE: '3' });
    await insertProduct(test, {
      id: 'saffron',
      name: 'Saffron',
      price: 25_000,
      offerPrice: 25_000,
    });
    await insertProduct(test, {
      id: 'gold-tea',
      name: 'Gold Tea',
      price: 1_000_000,
      offerPrice: 1_000_000,
    });
  });
  afterAll(() => test.close());

  async function uploadedFiles(): Promise<string[]> {
    return readdir(join(test.dataDir, 'uploads', 'products')).catch(() => []);
  }

  it.each([
    ['an empty list', []],
    ['a list of addresses', [COLOMBO, COLOMBO]],
    ['a string', 'Colombo'],
    ['a number', 7],
  ])('answers 400 to an address that is %s', async (_label, address) => {
    const { agent } = await registerShopper(test);
    const response = await agent.post('/api/address/add').send({ address });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      success: false,
      code: ERROR_CODES.VALIDATION,
      field: 'address',
    });
  });

  it.each([
    ['an empty object', {}, 'email is required'],
    ['a JSON null', null, 'email is required'],
    ['no password', { email: 'a@example.com' }, 'password is required'],
    ['a null password', { email: 'a@example.com', password: null }, 'password is required'],
  ])('names the missing field of a login that is %s', async (_label, body, message) => {
    const response = await test
      .http()
      .post('/api/user/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(body));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: ERROR_CODES.VALIDATION, message });
  });

  it('answers 400 to a 999 × LKR 25,000 order (beyond a 32-bit integer of cents), naming the limit', async () => {
    const shopper = await shopperWithAddress(test);
    const response = await shopper.agent
      .post('/api/order/cod')
      .send({ address: shopper.addressId, items: [{ product: 'saffron', quantity: 999 }] });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(ERROR_CODES.ORDER_TOO_LARGE);
    expect(response.body.message).toMatch(/LKR 10,000,000\.00/);
  });

  it('answers 400 to 100 lines of the dearest product at 999 each', async () => {
    const shopper = await shopperWithAddress(test);
    const items = Array.from({ length: 100 }, () => ({ product: 'gold-tea', quantity: 9 }));
    const response = await shopper.agent
      .post('/api/order/cod')
      .send({ address: shopper.addressId, items });
    expect(response.status).toBe(400);
  });

  describe('product uploads', () => {
    let seller: Awaited<ReturnType<typeof loginSeller>>;
    beforeAll(async () => {
      seller = await loginSeller(test);
    });

    const data = (overrides: Record<string, unknown> = {}) =>
      JSON.stringify({
        name: 'Kale',
        description: ['Green'],
        category: 'Vegetables',
        price: 100,
        offerPrice: 90,
        ...overrides,
      });

    it.each([
      ['1e-7', 1e-7],
      ['1e-9', 1e-9],
      ['0.001', 0.001],
      ['a price above LKR 1,000,000', 1_000_001],
      ['"1e400"', '1e400'],
    ])('answers 400 to a price of %s and stores no image', async (_label, price) => {
      const before = await uploadedFiles();
      const response = await seller
        .post('/api/product/add')
        .field('productData', data({ price, offerPrice: price }))
        .attach('images', await makeJpeg(), 'a.jpg');
      expect(response.status).toBe(400);
      expect(await uploadedFiles()).toEqual(before);
    });

    it.each([
      ['a constructor key', '{"constructor":{"prototype":{"x":1}},"name":"Kale"}'],
      ['a __proto__ key', '{"__proto__":{"x":1},"name":"Kale"}'],
      ['a NUL in the name', data({ name: 'Ka\u0000le' })],
      ['deep nesting', `${'['.repeat(5000)}`],
      ['broken JSON', '{"name":'],
    ])('answers 400 to productData with %s', async (_label, productData) => {
      const response = await seller
        .post('/api/product/add')
        .field('productData', productData)
        .attach('images', await makeJpeg(), 'a.jpg');
      expect(response.status).toBe(400);
      expect(response.body.success).toBe(false);
    });

    it('answers 400 to a multipart body cut off in the middle', async () => {
      const boundary = '----greencart-broken';
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="productData"\r\n\r\n{"name":"Kale"`;
      const response = await seller
        .post('/api/product/add')
        .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
        .send(body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(ERROR_CODES.MALFORMED_BODY);
    });

    it('removes the stored images when the product insert fails (no orphan files)', async () => {
      const before = await uploadedFiles();
      // A name the database refuses (varchar(200)) only after the images were stored: the
      // DTO allows 200 characters, so make the insert fail another way — drop the table's
      // write permission for this one insert by a conflicting CHECK.
      await test.dataSource.query(
        `ALTER TABLE "product" ADD CONSTRAINT "attack_no_kale" CHECK ("name" <> 'Doomed Kale')`,
      );
      try {
        const response = await seller
          .post('/api/product/add')
          .field('productData', data({ name: 'Doomed Kale' }))
          .attach('images', await makeJpeg(), 'a.jpg')
          .attach('images', await makeJpeg(), 'b.jpg');
        expect(response.status).toBe(500);
        expect(JSON.stringify(response.body)).not.toMatch(/attack_no_kale|INSERT/);
      } finally {
        await test.dataSource.query(`ALTER TABLE "product" DROP CONSTRAINT "attack_no_kale"`);
      }
      expect(await uploadedFiles()).toEqual(before);
    });
  });

  describe('per-account limits', () => {
    it(`refuses a ${MAX_ADDRESSES_PER_ACCOUNT + 1}th address with 409, even when sent at once`, async () => {
      const { agent } = await registerShopper(test);
      const responses = await Promise.all(
        Array.from({ length: MAX_ADDRESSES_PER_ACCOUNT + 5 }, () =>
          agent.post('/api/address/add').send({ address: COLOMBO }),
        ),
      );
      expect(responses.filter((r) => r.status === 201)).toHaveLength(MAX_ADDRESSES_PER_ACCOUNT);
      expect(responses.filter((r) => r.status === 409)).toHaveLength(5);
      expect((await agent.get('/api/address/get')).body.addresses).toHaveLength(
        MAX_ADDRESSES_PER_ACCOUNT,
      );
    });

    it('answers 429 past ORDER_RATE_LIMIT_PER_MINUTE orders in a minute, per account', async () => {
      await insertProduct(test, { id: 'limit-rice', name: 'Rice', price: 10 });
      const shopper = await shopperWithAddress(test);
      const order = () =>
        shopper.agent
          .post('/api/order/cod')
          .send({ address: shopper.addressId, items: [{ product: 'limit-rice', quantity: 1 }] });
      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await order()).status);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const other = await shopperWithAddress(test);
      const otherOrder = await other.agent
        .post('/api/order/cod')
        .send({ address: other.addressId, items: [{ product: 'limit-rice', quantity: 1 }] });
      expect(otherOrder.status).toBe(201);
    });
  });
});
