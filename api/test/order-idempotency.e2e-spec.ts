import { randomUUID } from 'node:crypto';
import { ERROR_CODES, MAX_UNPAID_ORDERS_PER_ACCOUNT, MESSAGES } from '@greencart/contracts';
import { IdempotencyKeys } from '../src/order/placement/idempotency.js';
import { SHOP_ORIGIN, startStripeTestApp, type StripeTestApp } from './support/fake-stripe.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { insertProduct } from './support/test-app.js';

/**
 * A retried Place Order makes one order (docs/ORDERS.md, "A retried Place Order"), and two
 * checkouts at once cannot beat the unpaid-checkout limit; on PGlite and on PostgreSQL, over
 * real HTTP.
 */
describe('a retried Place Order', () => {
  let env: StripeTestApp;

  const cod = (shopper: Shopper, key: string | null, quantity = 1) => {
    const request = shopper.agent.post('/api/order/cod');
    if (key !== null) request.set('Idempotency-Key', key);
    return request.send({ address: shopper.addressId, items: [{ product: 'rice', quantity }] });
  };
  const online = (shopper: Shopper, key: string | null, quantity = 1) => {
    const request = shopper.agent.post('/api/order/stripe').set('Origin', SHOP_ORIGIN);
    if (key !== null) request.set('Idempotency-Key', key);
    return request.send({ address: shopper.addressId, items: [{ product: 'rice', quantity }] });
  };
  const ordersOf = async (shopper: Shopper) =>
    (
      (await env.test.dataSource.query(
        `SELECT count(*)::int AS n FROM "order" WHERE user_id = $1`,
        [shopper.userId],
      )) as { n: number }[]
    )[0].n;

  beforeAll(async () => {
    env = await startStripeTestApp(undefined, {
      OUTBOX_POLL_MS: '60000',
      ORDER_RATE_LIMIT_PER_MINUTE: '1000',
    });
    await insertProduct(env.test, { id: 'rice', name: 'Rice', price: 300, offerPrice: 250 });
  });
  afterAll(() => env.close());

  it('answers the first order again to a repeat of the same key, and places a new order without one', async () => {
    const shopper = await shopperWithAddress(env.test);
    const key = randomUUID();
    const first = await cod(shopper, key);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      success: true,
      message: MESSAGES.orderPlaced,
      orderId: expect.any(String),
      number: expect.stringMatching(/^GC-\d{6}$/),
    });
    const again = await cod(shopper, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await ordersOf(shopper)).toBe(1);
    // The original client sends no key: every request is an order, as before.
    expect((await cod(shopper, null)).status).toBe(201);
    expect((await cod(shopper, null)).status).toBe(201);
    expect(await ordersOf(shopper)).toBe(3);
  });

  it('makes one order of concurrent duplicates', async () => {
    const shopper = await shopperWithAddress(env.test);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => cod(shopper, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.body.orderId)).size).toBe(1);
    expect(await ordersOf(shopper)).toBe(1);
  });

  it('refuses a used key with a different request (422), and keeps keys per shopper', async () => {
    const shopper = await shopperWithAddress(env.test);
    const key = randomUUID();
    expect((await cod(shopper, key, 1)).status).toBe(201);
    const changed = await cod(shopper, key, 2);
    expect(changed.status).toBe(422);
    expect(changed.body).toMatchObject({
      success: false,
      code: ERROR_CODES.IDEMPOTENCY_KEY_REUSED,
    });
    // The same key on the other route is another request too.
    expect((await online(shopper, key, 1)).status).toBe(422);
    // Another shopper's identical key is theirs alone.
    const other = await shopperWithAddress(env.test);
    expect((await cod(other, key, 1)).status).toBe(201);
    expect(await ordersOf(shopper)).toBe(1);
    expect(await ordersOf(other)).toBe(1);
  });

  it('refuses a malformed key with 400 and stores nothing', async () => {
    const shopper = await shopperWithAddress(env.test);
    for (const bad of ['', 'has space', 'x'.repeat(256), 'ünïcode']) {
      const response = await shopper.agent
        .post('/api/order/cod')
        .set('Idempotency-Key', bad)
        .send({ address: shopper.addressId, items: [{ product: 'rice', quantity: 1 }] });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, code: ERROR_CODES.VALIDATION });
    }
    expect(await ordersOf(shopper)).toBe(0);
  });

  it('answers the same payment page to a repeated online order, and forgets keys after a day', async () => {
    const shopper = await shopperWithAddress(env.test);
    const key = randomUUID();
    const [a, b] = await Promise.all([online(shopper, key), online(shopper, key)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.url).toBe(a.body.url);
    expect((await online(shopper, key)).body).toEqual(a.body);
    expect(await ordersOf(shopper)).toBe(1);
    // A day later the key is forgotten (and pruned): the same key places a new order.
    await env.test.dataSource.query(
      `UPDATE idempotency_key SET created_at = now() - interval '25 hours' WHERE user_id = $1`,
      [shopper.userId],
    );
    const later = await online(shopper, key);
    expect(later.status).toBe(201);
    expect(later.body.orderId).not.toBe(a.body.orderId);
    await env.test.dataSource.query(
      `UPDATE idempotency_key SET created_at = now() - interval '25 hours' WHERE user_id = $1`,
      [shopper.userId],
    );
    expect(await env.test.app.get(IdempotencyKeys).prune()).toBeGreaterThanOrEqual(1);
  });

  it('lets a key be used again once its online order could not open a payment page', async () => {
    const shopper = await shopperWithAddress(env.test);
    const key = randomUUID();
    env.fake.failWith({ status: 500, type: 'api_error', message: 'Stripe is down' });
    expect((await online(shopper, key)).status).toBe(503);
    env.fake.failWith(null);
    const retried = await online(shopper, key);
    expect(retried.status).toBe(201);
    expect(await ordersOf(shopper)).toBe(2); // the first one cancelled, kept
  });

  it(`lets no more than ${MAX_UNPAID_ORDERS_PER_ACCOUNT} card payments wait at once, even when checkouts race`, async () => {
    const shopper = await shopperWithAddress(env.test);
    const answers = await Promise.all(
      Array.from({ length: MAX_UNPAID_ORDERS_PER_ACCOUNT + 4 }, () => online(shopper, null)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_UNPAID_ORDERS_PER_ACCOUNT);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.code).toBe(ERROR_CODES.LIMIT_REACHED);
    }
    expect(await ordersOf(shopper)).toBe(MAX_UNPAID_ORDERS_PER_ACCOUNT);
  });
});
