import { ERROR_CODES, MESSAGES, type Order } from '@greencart/contracts';
import type request from 'supertest';
import { ProductEntity } from '../src/product/product.entity.js';
import { shopperWithAddress } from './support/shoppers.js';
import { insertProduct, loginSeller, startTestApp, type TestApp } from './support/test-app.js';

describe('orders (/api/order)', () => {
  let test: TestApp;
  let seller: request.Agent;

  beforeAll(async () => {
    // Placing many orders for one shopper at once is the point of some tests below; the
    // per-minute limit has its own test (test/attack/input.e2e-spec.ts).
    test = await startTestApp({ ORDER_RATE_LIMIT_PER_MINUTE: '1000' });
    seller = await loginSeller(test);
    await insertProduct(test, { id: 'mango', name: 'Mango', price: 150, offerPrice: 122.4 });
    await insertProduct(test, {
      id: 'rice',
      name: 'Rice 5kg',
      price: 2000,
      offerPrice: 1899.99,
      category: 'Grains',
    });
    await insertProduct(test, { id: 'sold-out', name: 'Sold Out Jam', inStock: false });
  });
  afterAll(() => test.close());

  describe('cash on delivery', () => {
    it('prices from the database, ignores the client amount, snapshots lines and empties the cart', async () => {
      const shopper = await shopperWithAddress(test);
      await shopper.agent.post('/api/cart/update').send({ cartItems: { mango: 3 } });
      const placed = await shopper.agent.post('/api/order/cod').send({
        userId: shopper.userId,
        amount: 1,
        address: shopper.addressId,
        items: [
          { product: 'mango', quantity: 2 },
          { product: 'rice', quantity: 1 },
          { product: 'mango', quantity: 1 },
        ],
      });
      expect(placed.status).toBe(201);
      // The spec's shape, plus which order it placed (for the confirmation page).
      expect(placed.body).toEqual({
        success: true,
        message: expect.any(String),
        orderId: expect.any(String),
        number: expect.stringMatching(/^GC-\d{6}$/),
      });

      const orders = (await shopper.agent.get('/api/order/user')).body.orders as Order[];
      expect(orders).toHaveLength(1);
      const [order] = orders;
      // 3 × 122.40 + 1899.99 = 2267.19; tax floor(2%) = 45.34; total 2312.53
      expect(order.amount).toBe(2312.53);
      expect(order).toMatchObject({
        userId: shopper.userId,
        paymentType: 'COD',
        status: 'Order Placed',
        isPaid: false,
        address: { _id: shopper.addressId, city: 'Colombo', zipcode: '00100' },
      });
      expect(order.items.map((i) => [i.name, i.quantity, i.offerPrice])).toEqual([
        ['Mango', 3, 122.4],
        ['Rice 5kg', 1, 1899.99],
      ]);
      expect(order.items[0].product?._id).toBe('mango');
      expect(order.items[0].image).toBe(`${test.config.publicApiUrl}/uploads/products/mango.webp`);
      expect((await shopper.agent.get('/api/user/is-auth')).body.user.cartItems).toEqual({});
    });

    it('keeps what was paid when the product price changes later', async () => {
      await insertProduct(test, { id: 'bread', name: 'Bread', price: 300, offerPrice: 250 });
      const shopper = await shopperWithAddress(test);
      await shopper.agent
        .post('/api/order/cod')
        .send({ address: shopper.addressId, items: [{ product: 'bread', quantity: 1 }] });
      await test.dataSource
        .getRepository(ProductEntity)
        .update(
          { id: 'bread' },
          { name: 'Bread (new)', offerPriceCents: 99900, priceCents: 99900 },
        );
      const [order] = (await shopper.agent.get('/api/order/user')).body.orders as Order[];
      expect(order.items[0]).toMatchObject({ name: 'Bread', offerPrice: 250 });
      expect(order.items[0].product?.offerPrice).toBe(999);
      expect(order.amount).toBe(255);
    });

    it('refuses an address that belongs to another user', async () => {
      const owner = await shopperWithAddress(test);
      const thief = await shopperWithAddress(test);
      const response = await thief.agent.post('/api/order/cod').send({
        userId: owner.userId,
        address: owner.addressId,
        items: [{ product: 'mango', quantity: 1 }],
      });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe(ERROR_CODES.ADDRESS_NOT_OWNED);
      expect((await owner.agent.get('/api/order/user')).body.orders).toEqual([]);
      expect((await thief.agent.get('/api/order/user')).body.orders).toEqual([]);
    });

    it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000'])(
      'refuses the unknown address %s',
      async (address) => {
        const shopper = await shopperWithAddress(test);
        const response = await shopper.agent
          .post('/api/order/cod')
          .send({ address, items: [{ product: 'mango', quantity: 1 }] });
        expect(response.status).toBe(404);
        expect(response.body.code).toBe(ERROR_CODES.ADDRESS_NOT_OWNED);
      },
    );

    it('asks for an address when none is given', async () => {
      const shopper = await shopperWithAddress(test);
      const response = await shopper.agent
        .post('/api/order/cod')
        .send({ items: [{ product: 'mango', quantity: 1 }] });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(MESSAGES.selectAddress);
    });

    it.each([
      ['an out-of-stock product', 'sold-out'],
      ['a product that does not exist', 'no-such-thing'],
    ])('refuses %s with 409 and stores nothing', async (_label, product) => {
      const shopper = await shopperWithAddress(test);
      const response = await shopper.agent.post('/api/order/cod').send({
        address: shopper.addressId,
        items: [
          { product: 'mango', quantity: 1 },
          { product, quantity: 1 },
        ],
      });
      expect(response.status).toBe(409);
      expect(response.body.code).toBe(ERROR_CODES.PRODUCT_UNAVAILABLE);
      expect((await shopper.agent.get('/api/order/user')).body.orders).toEqual([]);
    });

    it.each([0, 1000, 2.5, -3, '1'])('refuses quantity %p', async (quantity) => {
      const shopper = await shopperWithAddress(test);
      const response = await shopper.agent
        .post('/api/order/cod')
        .send({ address: shopper.addressId, items: [{ product: 'mango', quantity }] });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('quantity');
    });

    it('refuses duplicates that add up to more than 999', async () => {
      const shopper = await shopperWithAddress(test);
      const response = await shopper.agent.post('/api/order/cod').send({
        address: shopper.addressId,
        items: [
          { product: 'mango', quantity: 600 },
          { product: 'mango', quantity: 400 },
        ],
      });
      expect(response.status).toBe(400);
    });

    it('refuses more than 100 lines and an empty order', async () => {
      const shopper = await shopperWithAddress(test);
      const items = Array.from({ length: 101 }, (_, i) => ({ product: `p${i}`, quantity: 1 }));
      const tooMany = await shopper.agent
        .post('/api/order/cod')
        .send({ address: shopper.addressId, items });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toContain('100');
      const empty = await shopper.agent
        .post('/api/order/cod')
        .send({ address: shopper.addressId, items: [] });
      expect(empty.status).toBe(400);
      expect(empty.body.code).toBe(ERROR_CODES.ORDER_EMPTY);
    });

    it('rejects unknown fields', async () => {
      const shopper = await shopperWithAddress(test);
      const response = await shopper.agent.post('/api/order/cod').send({
        address: shopper.addressId,
        items: [{ product: 'mango', quantity: 1 }],
        isPaid: true,
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('isPaid');
    });

    it('places 20 concurrent orders without an error', async () => {
      const shopper = await shopperWithAddress(test);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          shopper.agent
            .post('/api/order/cod')
            .send({ address: shopper.addressId, items: [{ product: 'rice', quantity: 1 }] }),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
      expect((await shopper.agent.get('/api/order/user')).body.orders).toHaveLength(20);
    });

    it('answers 401 without a session and for the seller token', async () => {
      const body = { address: 'x', items: [{ product: 'mango', quantity: 1 }] };
      expect((await test.http().post('/api/order/cod').send(body)).status).toBe(401);
      expect((await seller.post('/api/order/cod').send(body)).status).toBe(401);
    });
  });

  describe('online payment', () => {
    it('answers 503 "Online payment is not available" without Stripe', async () => {
      const shopper = await shopperWithAddress(test);
      const response = await shopper.agent
        .post('/api/order/stripe')
        .send({ address: shopper.addressId, items: [{ product: 'mango', quantity: 1 }] });
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        success: false,
        code: ERROR_CODES.PAYMENT_UNAVAILABLE,
        message: MESSAGES.onlinePaymentUnavailable,
      });
    });
  });

  describe('lists', () => {
    it('shows each shopper only their own orders, newest first', async () => {
      const alice = await shopperWithAddress(test);
      const bob = await shopperWithAddress(test);
      for (const quantity of [1, 2]) {
        await alice.agent
          .post('/api/order/cod')
          .send({ address: alice.addressId, items: [{ product: 'mango', quantity }] });
      }
      await bob.agent
        .post('/api/order/cod')
        .send({ address: bob.addressId, items: [{ product: 'rice', quantity: 1 }] });
      const aliceOrders = (await alice.agent.get('/api/order/user')).body.orders as Order[];
      expect(aliceOrders.map((o) => o.items[0].quantity)).toEqual([2, 1]);
      expect(aliceOrders.every((o) => o.userId === alice.userId)).toBe(true);
      const bobOrders = (await bob.agent.get('/api/order/user')).body.orders as Order[];
      expect(bobOrders.map((o) => o.userId)).toEqual([bob.userId]);
    });

    it('shows the seller every order with the customer address, newest first', async () => {
      const shopper = await shopperWithAddress(test);
      await shopper.agent
        .post('/api/order/cod')
        .send({ address: shopper.addressId, items: [{ product: 'mango', quantity: 7 }] });
      const response = await seller.get('/api/order/seller');
      expect(response.status).toBe(200);
      const orders = response.body.orders as Order[];
      expect(orders[0]).toMatchObject({
        userId: shopper.userId,
        address: { firstName: 'Nimal', city: 'Colombo' },
      });
      expect(orders[0].items[0]).toMatchObject({ quantity: 7, product: { _id: 'mango' } });
      const times = orders.map((o) => Date.parse(o.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(new Set(orders.map((o) => o.userId)).size).toBeGreaterThan(1);
    });

    it('hides unpaid online orders', async () => {
      const shopper = await shopperWithAddress(test);
      const [visible] = (await seller.get('/api/order/seller')).body.orders as Order[];
      await test.dataSource.query(
        `INSERT INTO "order" (user_id, address_id, address_snapshot, amount_cents, payment_type, status, is_paid) VALUES ($1, $2, '{}', 1000, 'Online', 'Order Placed', false)`,
        [shopper.userId, shopper.addressId],
      );
      expect((await shopper.agent.get('/api/order/user')).body.orders).toEqual([]);
      expect(((await seller.get('/api/order/seller')).body.orders as Order[])[0]._id).toBe(
        visible._id,
      );
      await test.dataSource.query(`UPDATE "order" SET is_paid = true WHERE user_id = $1`, [
        shopper.userId,
      ]);
      const paid = (await shopper.agent.get('/api/order/user')).body.orders as Order[];
      expect(paid.map((o) => [o.paymentType, o.isPaid, o.amount])).toEqual([['Online', true, 10]]);
    });

    it('refuses the seller list to a shopper and a visitor', async () => {
      const shopper = await shopperWithAddress(test);
      expect((await shopper.agent.get('/api/order/seller')).status).toBe(401);
      expect((await test.http().get('/api/order/seller')).status).toBe(401);
      expect((await test.http().get('/api/order/user')).status).toBe(401);
    });
  });
});
