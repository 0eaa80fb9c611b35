import { ERROR_CODES } from '@greencart/contracts';
import type request from 'supertest';
import {
  CheckoutExpiryJob,
  DUE_CHECKOUTS_SQL,
} from '../src/order/lifecycle/checkout-expiry.job.js';
import { AppError } from '../src/common/app-error.js';
import { OrderPricingService } from '../src/order/placement/order-pricing.service.js';
import { OrderTransitions } from '../src/order/lifecycle/order-transitions.js';
import { OrderPlacingService } from '../src/order/placement/order-placing.service.js';
import { StockService } from '../src/stock/stock.service.js';
import {
  WEBHOOK_PATH,
  startStripeTestApp,
  type FakeEvent,
  type StripeTestApp,
} from './support/fake-stripe.js';
import { placeOnlineOrder } from './support/orders.js';
import { shoppersWithAddress, type Shopper } from './support/shoppers.js';
import { insertProduct, loginSeller, type TestApp } from './support/test-app.js';

/**
 * Orders take stock (docs/STOCK.md): a COD order sells in its own transaction, an online order
 * reserves until paid (sale) or ended (release), a cancellation puts the goods back, and the
 * ledger always sums to the counters. Over real HTTP, on PGlite and on PostgreSQL.
 */
describe('orders and stock', () => {
  let env: StripeTestApp;
  let test: TestApp;
  let seller: request.Agent;
  const shoppers: Shopper[] = [];
  let products = 0;

  /** A tracked product with `onHand` units, received through the ledger. */
  async function trackedProduct(onHand: number): Promise<string> {
    products += 1;
    const id = `stock-${products}`;
    await insertProduct(test, { id, name: `Counted ${products}`, price: 100 });
    await test.dataSource.query(`UPDATE product SET on_hand = 0 WHERE id = $1`, [id]);
    await test.dataSource.transaction((manager) =>
      test.app.get(StockService).apply(manager, {
        productId: id,
        delta: onHand,
        reason: 'restock',
        actor: 'seller',
      }),
    );
    return id;
  }

  /** On hand, reserved, and the ledger's sums, which must equal them. */
  async function counters(id: string) {
    const [row]: { on_hand: number; reserved: number }[] = await test.dataSource.query(
      `SELECT on_hand, reserved FROM product WHERE id = $1`,
      [id],
    );
    const [ledger]: { delta: string | null; reserved: string | null }[] =
      await test.dataSource.query(
        `SELECT sum(delta) AS delta, sum(reserved_delta) AS reserved FROM stock_movement
          WHERE product_id = $1`,
        [id],
      );
    return {
      onHand: row.on_hand,
      reserved: row.reserved,
      ledgerOnHand: Number(ledger.delta ?? 0),
      ledgerReserved: Number(ledger.reserved ?? 0),
    };
  }

  async function expectLedgerMatches(id: string): Promise<void> {
    const now = await counters(id);
    expect(now.ledgerOnHand).toBe(now.onHand);
    expect(now.ledgerReserved).toBe(now.reserved);
    expect(now.onHand).toBeGreaterThanOrEqual(0);
    expect(now.reserved).toBeGreaterThanOrEqual(0);
  }

  function cod(shopper: Shopper, productId: string, quantity: number) {
    return shopper.agent
      .post('/api/order/cod')
      .send({ address: shopper.addressId, items: [{ product: productId, quantity }] });
  }

  async function placeOnline(shopper: Shopper, productId: string, quantity: number) {
    const { session } = await placeOnlineOrder(env, shopper, [{ product: productId, quantity }]);
    return session;
  }

  function post(event: FakeEvent) {
    const payload = JSON.stringify(event);
    return test
      .http()
      .post(WEBHOOK_PATH)
      .set('Content-Type', 'application/json; charset=utf-8')
      .set('Stripe-Signature', env.fake.sign(payload))
      .send(payload);
  }

  beforeAll(async () => {
    env = await startStripeTestApp(undefined, {
      ORDER_RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_IP: '100000',
    });
    test = env.test;
    seller = await loginSeller(test);
    shoppers.push(...(await shoppersWithAddress(test, 20)));
  }, 120_000);
  afterAll(() => env.close());

  it('sells the last unit once among 200 concurrent COD orders (20 shoppers × 10)', async () => {
    const id = await trackedProduct(1);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => cod(shoppers[i % shoppers.length], id, 1)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(199);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body).toMatchObject({
      success: false,
      code: ERROR_CODES.STOCK_INSUFFICIENT,
      message: 'Counted 1 is sold out',
    });
    expect((await counters(id)).onHand).toBe(0);
    await expectLedgerMatches(id);
  }, 120_000);

  it('sells exactly what the successful orders asked for, never more than 50 units', async () => {
    const id = await trackedProduct(50);
    const asked = Array.from({ length: 60 }, (_, i) => 1 + ((i * 7) % 5));
    const answers = await Promise.all(
      asked.map((quantity, i) => cod(shoppers[i % shoppers.length], id, quantity)),
    );
    const sold = answers.reduce(
      (sum, answer, i) => sum + (answer.status === 201 ? asked[i] : 0),
      0,
    );
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    expect(sold).toBeLessThanOrEqual(50);
    expect((await counters(id)).onHand).toBe(50 - sold);
    await expectLedgerMatches(id);
    // What is refused says how many are left.
    const over = await cod(shoppers[0], id, 50 - sold + 1);
    expect(over.status).toBe(409);
    expect(over.body.message).toMatch(/sold out|Only \d+ of Counted \d+ left/);
  }, 120_000);

  it('two-product orders listing the products in opposite orders all go through: no deadlock', async () => {
    // Placing is one statement that locks the products in id order first (order-placement.ts),
    // whatever order the cart lists them in; a deadlock would answer 409 CONCURRENT_CHANGE.
    const a = await trackedProduct(1000);
    const b = await trackedProduct(1000);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const shopper = shoppers[i % shoppers.length];
        const items =
          i % 2 === 0
            ? [
                { product: a, quantity: 1 },
                { product: b, quantity: 2 },
              ]
            : [
                { product: b, quantity: 2 },
                { product: a, quantity: 1 },
              ];
        return shopper.agent.post('/api/order/cod').send({ address: shopper.addressId, items });
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(60).fill(201));
    expect((await counters(a)).onHand).toBe(1000 - 60);
    expect((await counters(b)).onHand).toBe(1000 - 120);
    await expectLedgerMatches(a);
    await expectLedgerMatches(b);
  }, 120_000);

  it('an order refused for one short product writes nothing: no order, no ledger row, no stock moved', async () => {
    const plenty = await trackedProduct(10);
    const short = await trackedProduct(1);
    const shopper = shoppers[1];
    const ordersBefore = await test.dataSource.query(
      `SELECT count(*)::int AS n FROM "order" WHERE user_id = $1`,
      [shopper.userId],
    );
    const refused = await shopper.agent.post('/api/order/cod').send({
      address: shopper.addressId,
      items: [
        { product: plenty, quantity: 3 },
        { product: short, quantity: 2 },
      ],
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      code: ERROR_CODES.STOCK_INSUFFICIENT,
      message: `Only 1 of Counted ${products} left`,
    });
    const ordersAfter = await test.dataSource.query(
      `SELECT count(*)::int AS n FROM "order" WHERE user_id = $1`,
      [shopper.userId],
    );
    expect(ordersAfter[0].n).toBe(ordersBefore[0].n);
    expect(await counters(plenty)).toMatchObject({ onHand: 10, reserved: 0 });
    expect(await counters(short)).toMatchObject({ onHand: 1, reserved: 0 });
    await expectLedgerMatches(plenty);
    await expectLedgerMatches(short);
  }, 60_000);

  it('a product deleted between the read and the write answers 409 and writes nothing', async () => {
    // The read and the writing statement are two round trips (docs/ORDERS.md, "Placing an
    // order"); a product removed in between makes the lines' foreign key fail: a clear 409,
    // never a 500, and no order.
    products += 1;
    const id = `stock-gone-${products}`;
    await insertProduct(test, { id, name: `Gone ${products}`, price: 100 });
    const shopper = shoppers[2];
    const priced = await test.app.get(OrderPricingService).priceOrder(shopper.userId, {
      address: shopper.addressId,
      items: [{ product: id, quantity: 1 }],
    });
    const { order, items } = test.app
      .get(OrderPlacingService)
      .newOrder(shopper.userId, priced, 'COD');
    await test.dataSource.query(`DELETE FROM product WHERE id = $1`, [id]);
    const refused = await test.app
      .get(OrderTransitions)
      .place(order, items, { emptyCart: true })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).getStatus()).toBe(409);
    expect((refused as AppError).code).toBe(ERROR_CODES.PRODUCT_UNAVAILABLE);
    const stored = await test.dataSource.query(`SELECT 1 FROM "order" WHERE id = $1`, [order.id]);
    expect(stored).toHaveLength(0);
  }, 60_000);

  it('an online order reserves; payment turns the reservation into a sale', async () => {
    const id = await trackedProduct(5);
    const session = await placeOnline(shoppers[0], id, 2);
    expect(await counters(id)).toMatchObject({ onHand: 5, reserved: 2 });
    // Reserved units are not for sale to others.
    expect((await cod(shoppers[1], id, 4)).status).toBe(409);
    const event = env.fake.event('checkout.session.completed', {
      ...session,
      status: 'complete',
      payment_status: 'paid',
    });
    expect((await post(event)).status).toBe(200);
    expect(await counters(id)).toMatchObject({ onHand: 3, reserved: 0 });
    // A duplicate event sells nothing twice.
    expect((await post(event)).status).toBe(200);
    expect(await counters(id)).toMatchObject({ onHand: 3, reserved: 0 });
    await expectLedgerMatches(id);
  });

  it('an expired checkout releases its reservation, once', async () => {
    const id = await trackedProduct(3);
    const session = await placeOnline(shoppers[2], id, 3);
    expect(await counters(id)).toMatchObject({ onHand: 3, reserved: 3 });
    expect((await cod(shoppers[3], id, 1)).status).toBe(409);
    const event = env.fake.event('checkout.session.expired', { ...session, status: 'expired' });
    expect((await post(event)).status).toBe(200);
    expect((await post(env.fake.event('checkout.session.expired', { ...session }))).status).toBe(
      200,
    );
    expect(await counters(id)).toMatchObject({ onHand: 3, reserved: 0 });
    expect((await cod(shoppers[3], id, 1)).status).toBe(201);
    await expectLedgerMatches(id);
  });

  it('the expiry job releases an abandoned checkout without any webhook, once even when two runs race', async () => {
    const id = await trackedProduct(2);
    const session = await placeOnline(shoppers[6], id, 2);
    const orderId = session.metadata.orderId;
    expect(await counters(id)).toMatchObject({ onHand: 2, reserved: 2 });
    const job = test.app.get(CheckoutExpiryJob);
    // Not yet: the session still lives.
    expect(await job.runOnce(new Date())).toBe(0);
    const later = new Date(Date.now() + 40 * 60_000);
    // Two runs at once (two API instances): one ends it, the other skips the locked row.
    const ended = await Promise.all([job.runOnce(later), job.runOnce(later)]);
    expect(ended[0] + ended[1]).toBeGreaterThanOrEqual(1);
    expect(await job.runOnce(later)).toBe(0);
    expect(await counters(id)).toMatchObject({ onHand: 2, reserved: 0 });
    await expectLedgerMatches(id);
    const releases = await test.dataSource.query(
      `SELECT 1 FROM stock_movement WHERE order_id = $1 AND reason = 'release'`,
      [orderId],
    );
    expect(releases).toHaveLength(1);
    const [order]: { status: string }[] = await test.dataSource.query(
      `SELECT status FROM "order" WHERE id = $1`,
      [orderId],
    );
    expect(order.status).toBe('Cancelled');
    // The expiry webhook arriving after the job changes nothing.
    expect((await post(env.fake.event('checkout.session.expired', { ...session }))).status).toBe(
      200,
    );
    expect(await counters(id)).toMatchObject({ onHand: 2, reserved: 0 });
  });

  it('the expiry job reads only orders still waiting for payment (its partial index)', async () => {
    const plan = await test.dataSource.transaction(async (manager) => {
      // Index scans forced on: the question is whether the job's query can use the index.
      await manager.query('SET LOCAL enable_seqscan = off');
      const rows: { 'QUERY PLAN': string }[] = await manager.query(`EXPLAIN ${DUE_CHECKOUTS_SQL}`, [
        new Date(),
      ]);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('idx_order_checkout_pending');
  });

  it('cancelling a COD order puts its units back on the shelf', async () => {
    const id = await trackedProduct(4);
    const placed = await cod(shoppers[4], id, 3);
    expect(placed.status).toBe(201);
    expect((await counters(id)).onHand).toBe(1);
    const [order]: { id: string }[] = await test.dataSource.query(
      `SELECT o.id FROM "order" o JOIN order_item i ON i.order_id = o.id WHERE i.product_id = $1`,
      [id],
    );
    const cancelled = await shoppers[4].agent
      .post(`/api/order/user/${order.id}/cancel`)
      .send({ reason: 'Changed my mind' });
    expect(cancelled.status).toBe(200);
    expect((await counters(id)).onHand).toBe(4);
    await expectLedgerMatches(id);
    const reasons: { reason: string; delta: number }[] = await test.dataSource.query(
      `SELECT reason, delta FROM stock_movement WHERE product_id = $1 ORDER BY created_at`,
      [id],
    );
    expect(reasons.map((row) => row.reason)).toEqual(['restock', 'sale', 'restock']);
  });

  it('tells each waiting shopper once when a sold-out product is back (restock or the seller switch)', async () => {
    const id = await trackedProduct(1);
    expect((await cod(shoppers[7], id, 1)).status).toBe(201);
    const ask = (shopper: Shopper | null, productId = id) =>
      (shopper ? shopper.agent : test.http()).post(`/api/product/${productId}/notify-me`).send();
    const asked = await ask(shoppers[8]);
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(`We will email you when Counted ${products} is back in stock`);
    expect((await ask(shoppers[8])).status).toBe(200);
    expect((await ask(shoppers[9])).status).toBe(200);
    expect((await ask(null)).status).toBe(401);
    expect((await ask(shoppers[9], 'no-such-product')).status).toBe(404);
    const emails = async (productId: string) =>
      (
        await test.dataSource.query(
          `SELECT payload FROM outbox WHERE topic = 'product.back_in_stock'`,
        )
      ).filter((row: { payload: { productId: string } }) => row.payload.productId === productId);
    expect(await emails(id)).toHaveLength(0);
    await test.dataSource.transaction((manager) =>
      test.app.get(StockService).apply(manager, {
        productId: id,
        delta: 5,
        reason: 'restock',
        actor: 'seller',
      }),
    );
    const sent = await emails(id);
    expect(sent.map((row: { payload: { userId: string } }) => row.payload.userId).sort()).toEqual(
      [shoppers[8].userId, shoppers[9].userId].sort(),
    );
    // In stock now: asking is refused with a clear message; a second delivery tells no one.
    const inStock = await ask(shoppers[10]);
    expect(inStock.status).toBe(409);
    expect(inStock.body.message).toMatch(/is in stock now/);
    await test.dataSource.transaction((manager) =>
      test.app.get(StockService).apply(manager, {
        productId: id,
        delta: 1,
        reason: 'restock',
        actor: 'seller',
      }),
    );
    expect(await emails(id)).toHaveLength(2);

    // An uncounted product switched off, then on by the seller.
    await insertProduct(test, { id: 'switched', name: 'Switched', inStock: false });
    expect((await ask(shoppers[11], 'switched')).status).toBe(200);
    await seller.post('/api/product/stock').send({ id: 'switched', inStock: true });
    expect(await emails('switched')).toHaveLength(1);
  });

  it('leaves untracked products as they were (the seller switch alone)', async () => {
    await insertProduct(test, { id: 'untracked-stock', name: 'Untracked' });
    expect((await cod(shoppers[5], 'untracked-stock', 7)).status).toBe(201);
    const rows = await test.dataSource.query(
      `SELECT 1 FROM stock_movement WHERE product_id = 'untracked-stock'`,
    );
    expect(rows).toHaveLength(0);
    await seller.post('/api/product/stock').send({ id: 'untracked-stock', inStock: false });
    expect((await cod(shoppers[5], 'untracked-stock', 1)).status).toBe(409);
  });
});
