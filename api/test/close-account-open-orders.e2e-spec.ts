import {
  ERROR_CODES,
  FINAL_ORDER_STATUSES,
  formatOrderNumber,
  openOrdersMessage,
} from '@greencart/contracts';
import type request from 'supertest';
import { OutboxWorker } from '../src/mail/outbox-worker.js';
import { OrderPricingService } from '../src/order/placement/order-pricing.service.js';
import { OrderTransitions } from '../src/order/lifecycle/order-transitions.js';
import { OrderPlacingService } from '../src/order/placement/order-placing.service.js';
import { startStripeTestApp, type StripeTestApp } from './support/fake-stripe.js';
import { COLOMBO } from './support/fixtures.js';
import { moveOrder, paidOnlineOrder, placeCodOrder, placeOnlineOrder } from './support/orders.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.js';
import { insertProduct, loginSeller } from './support/test-app.js';

const PASSWORD = 'correct horse battery';
const DELIVER = ['Confirmed', 'Packing', 'Out for delivery', 'Delivered'];

/**
 * Leaving with orders still open (docs/ACCOUNT.md "Leaving for good"): refused, naming them,
 * until every order has ended; never an email to the stand-in address of a closed account.
 */
describe('closing an account while orders are open (POST /api/user/delete)', () => {
  let sink: SmtpSink;
  let env: StripeTestApp;
  let seller: request.Agent;
  let worker: OutboxWorker;

  beforeAll(async () => {
    sink = await startSmtpSink();
    env = await startStripeTestApp(undefined, { OUTBOX_POLL_MS: '60000', SMTP_URL: sink.url });
    await insertProduct(env.test, { id: 'mango', name: 'Mango', price: 150 });
    seller = await loginSeller(env.test);
    worker = env.test.app.get(OutboxWorker);
  });
  afterAll(async () => {
    await env.close();
    await sink.stop();
  });

  const close = (shopper: Shopper) =>
    shopper.agent.post('/api/user/delete').send({ password: PASSWORD });
  const mango = [{ product: 'mango', quantity: 1 }];
  /** The shopper's orders that are not final, as the database has them. */
  const openOrders = async (userId: string) =>
    (await env.test.dataSource.query(
      `SELECT id FROM "order" WHERE user_id = $1 AND status <> ALL($2::text[])`,
      [userId, FINAL_ORDER_STATUSES],
    )) as { id: string }[];

  it('is refused while an order is placed or packing, naming both; nothing changes', async () => {
    const shopper = await shopperWithAddress(env.test);
    const placed = await placeCodOrder(shopper, mango);
    const packing = await placeCodOrder(shopper, mango);
    await moveOrder(seller, packing._id, ['Confirmed', 'Packing']);

    const refused = await close(shopper);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      code: ERROR_CODES.OPEN_ORDERS,
      message: openOrdersMessage([placed.number, packing.number], []),
    });
    expect(refused.body.message).toContain(`${placed.number}, ${packing.number}`);
    // Still logged in, the address and the orders' delivery details as they were.
    expect((await shopper.agent.get('/api/user/is-auth')).body.user.email).toBe(shopper.email);
    expect((await shopper.agent.get('/api/address/get')).body.addresses).toHaveLength(1);
    const seen = (await seller.get(`/api/order/seller/${packing._id}`)).body.order;
    expect(seen.address).toMatchObject({ street: COLOMBO.street, phone: COLOMBO.phone });

    // Once they have ended, the account closes.
    await shopper.agent.post(`/api/order/user/${placed._id}/cancel`).send({}).expect(200);
    await moveOrder(seller, packing._id, ['Out for delivery', 'Delivered']);
    expect((await close(shopper)).status).toBe(200);
  });

  it('counts a card payment that could still be paid, until its checkout ends', async () => {
    const shopper = await shopperWithAddress(env.test);
    const { orderId, session } = await placeOnlineOrder(env, shopper, mango);
    const refused = await close(shopper);
    expect([refused.status, refused.body.code]).toEqual([409, ERROR_CODES.OPEN_ORDERS]);
    const [{ number }] = (await env.test.dataSource.query(
      `SELECT number::int AS number FROM "order" WHERE id = $1`,
      [orderId],
    )) as { number: number }[];
    const named = `GC-${String(number).padStart(6, '0')}`;
    expect(refused.body.message).toBe(openOrdersMessage([], [named]));

    expect((await env.fake.expire(session.id)).status).toBe(200);
    expect((await close(shopper)).status).toBe(200);
  });

  it('never lets an order placed at the same moment slip past: one of the two is refused', async () => {
    for (let round = 0; round < 3; round += 1) {
      const shopper = await shopperWithAddress(env.test);
      const [closed, placed] = await Promise.all([
        close(shopper),
        shopper.agent.post('/api/order/cod').send({ address: shopper.addressId, items: mango }),
      ]);
      if (closed.status === 200) {
        expect(placed.status).not.toBe(201);
        expect(await openOrders(shopper.userId)).toEqual([]);
      } else {
        expect([closed.status, closed.body.code]).toEqual([409, ERROR_CODES.OPEN_ORDERS]);
        expect(placed.status).toBe(201);
        expect(await openOrders(shopper.userId)).toHaveLength(1);
      }
    }
  });

  // The two interleavings the close-account transaction is built for. They need a second
  // transaction running beside it, which the embedded database never has (it runs one at a
  // time), so they are defined on the PostgreSQL server pass only (not skipped: there is
  // nothing to run on the embedded one).
  if (process.env.DATABASE_URL) {
    /** Waits until `count` statements of this database wait for a lock another one holds. */
    async function untilWaiting(count: number): Promise<void> {
      const until = Date.now() + 20_000;
      for (;;) {
        const [{ n }] = (await env.test.dataSource.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )) as { n: number }[];
        if (n >= count) return;
        if (Date.now() > until) throw new Error(`${n} of ${count} statements waiting for a lock`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    it('waits for an order written but not yet committed, then refuses, naming it', async () => {
      const shopper = await shopperWithAddress(env.test);
      const app = env.test.app;
      const priced = await app
        .get(OrderPricingService)
        .priceOrder(shopper.userId, { items: mango, address: shopper.addressId });
      let written!: () => void;
      const isWritten = new Promise<void>((resolve) => (written = resolve));
      let commit!: () => void;
      const committing = new Promise<void>((resolve) => (commit = resolve));
      // Placing as a booked delivery window does: the order's statement, then the commit later
      // (its foreign key checks have locked the shopper's row and the address's by then).
      const placing = app.get(OrderTransitions).run(async (tx) => {
        const { order, items } = app
          .get(OrderPlacingService)
          .newOrder(shopper.userId, priced, 'COD');
        await tx.place(order, items, { emptyCart: false });
        written();
        await committing;
        return order;
      });
      await isWritten;
      const closing = close(shopper).then((response) => response);
      await untilWaiting(1);
      commit();
      const order = await placing;
      const closed = await closing;
      expect(closed.status).toBe(409);
      expect(closed.body).toMatchObject({
        code: ERROR_CODES.OPEN_ORDERS,
        message: openOrdersMessage([formatOrderNumber(order.number)], []),
      });
      expect(await openOrders(shopper.userId)).toEqual([{ id: order.id }]);
      expect((await shopper.agent.get('/api/address/get')).body.addresses).toHaveLength(1);
    });

    it('makes an order placed while the account is closing fail (409), storing nothing', async () => {
      const shopper = await shopperWithAddress(env.test);
      // Holds the shopper's session rows: closing stops there, holding the shopper's row and
      // having found no open order, until this transaction ends.
      const holder = env.test.dataSource.createQueryRunner();
      await holder.connect();
      await holder.startTransaction();
      try {
        await holder.query(`SELECT id FROM session WHERE subject = $1 FOR UPDATE`, [
          shopper.userId,
        ]);
        const closing = close(shopper).then((response) => response);
        await untilWaiting(1);
        const placing = shopper.agent
          .post('/api/order/cod')
          .send({ address: shopper.addressId, items: mango })
          .then((response) => response);
        await untilWaiting(2);
        await holder.rollbackTransaction();
        const [closed, placed] = await Promise.all([closing, placing]);
        expect(closed.status).toBe(200);
        expect([placed.status, placed.body.code]).toEqual([409, ERROR_CODES.PRODUCT_UNAVAILABLE]);
        const stored = await env.test.dataSource.query(
          `SELECT id FROM "order" WHERE user_id = $1`,
          [shopper.userId],
        );
        expect(stored).toEqual([]);
      } finally {
        if (holder.isTransactionActive) await holder.rollbackTransaction();
        await holder.release();
      }
    });
  }

  it('never emails the stand-in address: an email queued after the account closed is dropped', async () => {
    const shopper = await shopperWithAddress(env.test);
    const { orderId, paymentIntent } = await paidOnlineOrder(env, shopper, mango);
    await moveOrder(seller, orderId, DELIVER);
    while ((await worker.runOnce()) > 0);
    expect((await close(shopper)).status).toBe(200);

    // The shop refunds part of the delivered order from the payment provider's dashboard.
    expect((await env.fake.refundInDashboard(paymentIntent, 5000)).status).toBe(200);
    const queued = (await env.test.dataSource.query(
      `SELECT id FROM outbox WHERE payload->>'orderId' = $1 AND sent_at IS NULL`,
      [orderId],
    )) as { id: string }[];
    expect(queued).toHaveLength(1);
    sink.messages.length = 0;
    expect(await worker.runOnce()).toBe(0);
    expect(sink.messages).toEqual([]);
    const left = await env.test.dataSource.query(`SELECT id FROM outbox WHERE id = $1`, [
      queued[0].id,
    ]);
    expect(left).toEqual([]);
  });
});
