import { ERROR_CODES, toCents, type Order } from '@greencart/contracts';
import type request from 'supertest';
import {
  SELLER_ORIGIN,
  SHOP_ORIGIN,
  orderRow,
  sessionOf,
  startStripeTestApp,
  type StripeTestApp,
} from './support/fake-stripe.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { insertProduct, loginSeller } from './support/test-app.js';

/** The newest order of a user, visible or not. */
async function latestOrderId(env: StripeTestApp, userId: string): Promise<string | undefined> {
  const rows = await env.test.dataSource.query(
    `SELECT id FROM "order" WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`,
    [userId],
  );
  return rows[0]?.id;
}

describe('online payment: POST /api/order/stripe (Stripe Checkout)', () => {
  let env: StripeTestApp;
  let seller: request.Agent;

  const ONE_MANGO = [{ product: 'mango', quantity: 1 }];

  function placeOnline(shopper: Shopper, items: unknown, origin?: string) {
    const call = shopper.agent.post('/api/order/stripe');
    if (origin) call.set('Origin', origin);
    return call.send({ address: shopper.addressId, items });
  }

  beforeAll(async () => {
    env = await startStripeTestApp();
    seller = await loginSeller(env.test);
    await insertProduct(env.test, { id: 'mango', name: 'Mango', price: 150, offerPrice: 122.4 });
    await insertProduct(env.test, {
      id: 'rice',
      name: 'Rice 5kg',
      price: 2000,
      offerPrice: 1899.99,
      category: 'Grains',
    });
    await insertProduct(env.test, { id: 'sold-out', name: 'Sold Out Jam', inStock: false });
  });
  afterAll(() => env.close());
  afterEach(() => env.fake.failWith(null));

  it('stores an unpaid Online order and opens a session whose line items add up to its amount', async () => {
    const shopper = await shopperWithAddress(env.test);
    await shopper.agent.post('/api/cart/update').send({ cartItems: { mango: 3 } });
    const response = await shopper.agent
      .post('/api/order/stripe')
      .set('Origin', SHOP_ORIGIN)
      .send({
        userId: 'someone-else',
        amount: 1,
        address: shopper.addressId,
        items: [
          { product: 'mango', quantity: 2 },
          { product: 'rice', quantity: 1 },
          { product: 'mango', quantity: 1 },
        ],
      });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      url: expect.any(String),
      orderId: expect.any(String),
      number: expect.stringMatching(/^GC-\d{6}$/),
    });
    const session = sessionOf(env.fake, response.body.url);
    expect(response.body.url).toBe(`${env.fake.url}/checkout/${session.id}`);

    const orderId = await latestOrderId(env, shopper.userId);
    // 3 × 122.40 + 1899.99 = 2267.19; tax floor(2 %) = 45.34; total 2312.53
    expect(await orderRow(env.test, orderId!)).toEqual({
      isPaid: false,
      status: 'Order Placed',
      amountCents: 231253,
      paymentType: 'Online',
      checkoutId: session.id,
    });
    const sent = env.fake.requests.at(-1)!;
    expect(sent.idempotencyKey).toBe(orderId);
    expect(sent.authorization).toBe('Bearer sk_test_greencart');
    expect(sent.params).toMatchObject({
      mode: 'payment',
      client_reference_id: orderId,
      metadata: { orderId },
      // The loader, then the confirmation of this order (/my-orders?placed=…).
      success_url: `${SHOP_ORIGIN}/loader?next=${encodeURIComponent(`my-orders?placed=${orderId}`)}`,
      cancel_url: `${SHOP_ORIGIN}/cart`,
    });
    expect(
      session.line_items.data.map((l) => [
        l.description,
        l.price.unit_amount,
        l.quantity,
        l.currency,
      ]),
    ).toEqual([
      ['Mango', 12240, 3, 'lkr'],
      ['Rice 5kg', 189999, 1, 'lkr'],
      ['Tax (2%)', 4534, 1, 'lkr'],
    ]);
    expect(session.amount_total).toBe(231253);

    // Unpaid: listed to nobody, and the saved cart is kept until Stripe confirms payment.
    expect((await shopper.agent.get('/api/order/user')).body.orders).toEqual([]);
    const sellerOrders = (await seller.get('/api/order/seller')).body.orders as Order[];
    expect(sellerOrders.map((o) => o._id)).not.toContain(orderId);
    expect((await shopper.agent.get('/api/user/is-auth')).body.user.cartItems).toEqual({
      mango: 3,
    });
  });

  it('returns the shopper to the allowed origin that asked, else to the shop’s first origin', async () => {
    const shopper = await shopperWithAddress(env.test);
    await placeOnline(shopper, ONE_MANGO, SELLER_ORIGIN);
    expect(env.fake.requests.at(-1)!.params.success_url).toMatch(
      new RegExp(`^${SELLER_ORIGIN}/loader\\?next=my-orders%3Fplaced%3D[0-9a-f-]{36}$`),
    );
    await placeOnline(shopper, ONE_MANGO);
    expect(env.fake.requests.at(-1)!.params.cancel_url).toBe(`${SHOP_ORIGIN}/cart`);
  });

  it('refuses another user’s address before any Stripe call', async () => {
    const owner = await shopperWithAddress(env.test);
    const thief = await shopperWithAddress(env.test);
    const calls = env.fake.calls;
    const response = await thief.agent
      .post('/api/order/stripe')
      .send({ address: owner.addressId, items: ONE_MANGO });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe(ERROR_CODES.ADDRESS_NOT_OWNED);
    expect(env.fake.calls).toBe(calls);
    expect(await latestOrderId(env, thief.userId)).toBeUndefined();
  });

  it.each([
    ['an out-of-stock product', [{ product: 'sold-out', quantity: 1 }], 409],
    ['a product that does not exist', [{ product: 'nope', quantity: 1 }], 409],
    ['a quantity of 1000', [{ product: 'mango', quantity: 1000 }], 400],
    ['an empty order', [], 400],
  ])(
    'refuses %s exactly like cash on delivery, before any Stripe call',
    async (_label, items, status) => {
      const shopper = await shopperWithAddress(env.test);
      const calls = env.fake.calls;
      const online = await placeOnline(shopper, items);
      const cash = await shopper.agent
        .post('/api/order/cod')
        .send({ address: shopper.addressId, items });
      expect(online.status).toBe(status);
      expect({ status: online.status, body: online.body }).toEqual({
        status: cash.status,
        body: cash.body,
      });
      expect(env.fake.calls).toBe(calls);
      expect(await latestOrderId(env, shopper.userId)).toBeUndefined();
    },
  );

  it.each([
    ['unreachable', 'disconnect' as const, 503],
    ['failing on its side', { status: 500 }, 503],
    ['refusing the request', { status: 400, type: 'invalid_request_error' }, 502],
  ])(
    'when Stripe is %s: a clear error, the order cancelled and never paid',
    async (_label, failure, status) => {
      const shopper = await shopperWithAddress(env.test);
      env.fake.failWith(failure);
      const calls = env.fake.calls;
      const response = await placeOnline(shopper, ONE_MANGO, SHOP_ORIGIN);
      const orderId = await latestOrderId(env, shopper.userId);
      // The SDK retries a dropped connection once, even with retries off: the idempotency key
      // (the order id) is what makes that safe.
      const attempts = env.fake.requests.slice(calls);
      expect(attempts.length).toBeGreaterThanOrEqual(1);
      expect(attempts.every((a) => a.idempotencyKey === orderId)).toBe(true);
      expect(response.status).toBe(status);
      expect(response.body).toEqual({
        success: false,
        code: ERROR_CODES.PAYMENT_FAILED,
        message: expect.stringMatching(/^Card payment .* choose Cash On Delivery\.$/),
      });
      expect(JSON.stringify(response.body)).not.toMatch(/stack|at \w+ \(|Stripe\w*Error/);
      expect(await orderRow(env.test, orderId!)).toMatchObject({
        isPaid: false,
        status: 'Cancelled',
      });
      expect((await shopper.agent.get('/api/order/user')).body.orders).toEqual([]);
    },
  );

  it('pays through the hosted page: webhook first, then back to the loader, order Paid, cart empty', async () => {
    const shopper = await shopperWithAddress(env.test);
    await shopper.agent.post('/api/cart/update').send({ cartItems: { rice: 2 } });
    const placed = await placeOnline(shopper, [{ product: 'rice', quantity: 2 }], SHOP_ORIGIN);
    const page = await fetch(placed.body.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    // 2 × 1899.99 = 3799.98; tax 75.99; total 3875.97
    expect(html).toContain('LKR 3875.97');
    expect(html).toMatch(/<button type="submit">Pay<\/button>/);

    const paid = await fetch(`${placed.body.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const { orderId } = sessionOf(env.fake, placed.body.url as string).metadata;
    expect(paid.headers.get('location')).toBe(
      `${SHOP_ORIGIN}/loader?next=${encodeURIComponent(`my-orders?placed=${orderId}`)}`,
    );
    expect(env.fake.deliveries.at(-1)!.status).toBe(200);

    const [order] = (await shopper.agent.get('/api/order/user')).body.orders as Order[];
    expect(order).toMatchObject({ paymentType: 'Online', isPaid: true, status: 'Order Placed' });
    expect(toCents(order.amount)).toBe(387597);
    expect((await shopper.agent.get('/api/user/is-auth')).body.user.cartItems).toEqual({});
    const sellerOrders = (await seller.get('/api/order/seller')).body.orders as Order[];
    expect(sellerOrders.find((o) => o._id === order._id)?.isPaid).toBe(true);
  });
});
