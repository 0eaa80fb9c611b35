import { Writable } from 'node:stream';
import { ERROR_CODES, type Order } from '@greencart/contracts';
import { pino } from 'pino';
import type request from 'supertest';
import {
  WEBHOOK_PATH,
  orderRow,
  startStripeTestApp,
  type FakeEvent,
  type FakeSession,
  type StripeTestApp,
} from './support/fake-stripe.js';
import { placeOnlineOrder } from './support/orders.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { insertProduct, loginSeller } from './support/test-app.js';

interface Placed {
  shopper: Shopper;
  orderId: string;
  session: FakeSession;
}

describe('online payment: POST /api/order/stripe/webhook', () => {
  let env: StripeTestApp;
  let seller: request.Agent;
  const logLines: string[] = [];

  /** A shopper with a saved cart and an unpaid online order for it. */
  async function placeOnline(): Promise<Placed> {
    const shopper = await shopperWithAddress(env.test);
    await shopper.agent.post('/api/cart/update').send({ cartItems: { mango: 2 } });
    const { orderId, session } = await placeOnlineOrder(env, shopper, [
      { product: 'mango', quantity: 2 },
    ]);
    return { shopper, orderId, session };
  }

  /** The session as Stripe reports it once paid (or expired). */
  function settled(session: FakeSession, change: Partial<FakeSession>): FakeSession {
    return { ...session, ...change };
  }

  const paid = (session: FakeSession) =>
    env.fake.event(
      'checkout.session.completed',
      settled(session, { status: 'complete', payment_status: 'paid' }),
    );
  const expired = (session: FakeSession) =>
    env.fake.event('checkout.session.expired', settled(session, { status: 'expired' }));

  /** Posts an event signed by the fake's (the SDK's) helper unless a header is given. */
  function post(
    event: FakeEvent,
    options: { secret?: string; timestamp?: number; body?: string } = {},
  ) {
    const payload = JSON.stringify(event);
    const signature = env.fake.sign(payload, options);
    return env.test
      .http()
      .post(WEBHOOK_PATH)
      .set('Content-Type', 'application/json; charset=utf-8')
      .set('Stripe-Signature', signature)
      .send(options.body ?? payload);
  }

  async function eventRows(orderId: string): Promise<{ id: string; outcome: string }[]> {
    return env.test.dataSource.query(
      `SELECT id, outcome FROM payment_event WHERE order_id = $1 ORDER BY received_at`,
      [orderId],
    );
  }

  async function savedCart(shopper: Shopper): Promise<unknown> {
    return (await shopper.agent.get('/api/user/is-auth')).body.user.cartItems;
  }

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    env = await startStripeTestApp(pino({ level: 'warn' }, sink));
    seller = await loginSeller(env.test);
    await insertProduct(env.test, { id: 'mango', name: 'Mango', price: 150, offerPrice: 122.4 });
  });
  afterAll(() => env.close());

  it('marks the order paid on checkout.session.completed and empties that shopper’s cart', async () => {
    const { shopper, orderId, session } = await placeOnline();
    const other = await placeOnline();
    const event = paid(session);
    // Stripe calls from its own servers: no cookie, any Origin.
    const response = await post(event).set('Origin', 'https://hooks.stripe.com');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Event processed: paid' });

    expect(await orderRow(env.test, orderId)).toMatchObject({
      isPaid: true,
      status: 'Order Placed',
    });
    expect(await eventRows(orderId)).toEqual([{ id: event.id, outcome: 'paid' }]);
    expect(await savedCart(shopper)).toEqual({});
    expect(await savedCart(other.shopper)).toEqual({ mango: 2 });
    const [order] = (await shopper.agent.get('/api/order/user')).body.orders as Order[];
    expect(order).toMatchObject({
      _id: orderId,
      paymentType: 'Online',
      isPaid: true,
      amount: 249.69,
    });
    const sellerOrders = (await seller.get('/api/order/seller')).body.orders as Order[];
    expect(sellerOrders.find((o) => o._id === orderId)?.isPaid).toBe(true);
    expect(sellerOrders.map((o) => o._id)).not.toContain(other.orderId);
  });

  it('cancels the unpaid order on checkout.session.expired and keeps it', async () => {
    const { shopper, orderId, session } = await placeOnline();
    const response = await post(expired(session));
    expect(response.status).toBe(200);
    expect(await orderRow(env.test, orderId)).toMatchObject({ isPaid: false, status: 'Cancelled' });
    expect((await shopper.agent.get('/api/order/user')).body.orders).toEqual([]);
    expect(await savedCart(shopper)).toEqual({ mango: 2 });
  });

  it('acts once on the same event sent 10 times at once', async () => {
    const { shopper, orderId, session } = await placeOnline();
    const event = paid(session);
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(event)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    const messages = responses.map((r) => r.body.message as string).sort();
    expect(messages).toEqual([
      ...Array(9).fill('Event already processed'),
      'Event processed: paid',
    ]);
    expect(await eventRows(orderId)).toEqual([{ id: event.id, outcome: 'paid' }]);
    expect(await orderRow(env.test, orderId)).toMatchObject({
      isPaid: true,
      status: 'Order Placed',
    });

    // A replay later, after the shopper filled a new cart, changes nothing either.
    await shopper.agent.post('/api/cart/update').send({ cartItems: { mango: 5 } });
    expect((await post(event)).body.message).toBe('Event already processed');
    expect(await savedCart(shopper)).toEqual({ mango: 5 });
  });

  it('ends Paid when completed arrives after expired: the money was taken, and it is logged', async () => {
    const { shopper, orderId, session } = await placeOnline();
    await post(expired(session));
    expect(await orderRow(env.test, orderId)).toMatchObject({ status: 'Cancelled' });
    const response = await post(paid(session));
    expect(response.body.message).toBe('Event processed: paid_after_cancel');
    expect(await orderRow(env.test, orderId)).toMatchObject({
      isPaid: true,
      status: 'Order Placed',
    });
    expect((await shopper.agent.get('/api/order/user')).body.orders).toHaveLength(1);
    expect(
      logLines.some(
        (line) => line.includes(orderId) && line.includes('paid after it was cancelled'),
      ),
    ).toBe(true);
  });

  it('stays Paid when expired arrives after completed', async () => {
    const { orderId, session } = await placeOnline();
    await post(paid(session));
    const response = await post(expired(session));
    expect(response.body.message).toBe('Event processed: kept_paid');
    expect(await orderRow(env.test, orderId)).toMatchObject({
      isPaid: true,
      status: 'Order Placed',
    });
    expect((await eventRows(orderId)).map((r) => r.outcome)).toEqual(['paid', 'kept_paid']);
  });

  it('waits when the session completed without payment yet (delayed payment methods)', async () => {
    const { orderId, session } = await placeOnline();
    const pending = env.fake.event(
      'checkout.session.completed',
      settled(session, { status: 'complete' }),
    );
    expect((await post(pending)).body.message).toBe('Event processed: awaiting_payment');
    expect(await orderRow(env.test, orderId)).toMatchObject({
      isPaid: false,
      status: 'Order Placed',
    });
  });

  it('refuses a paid amount that differs from the order and leaves it unpaid', async () => {
    const { orderId, session } = await placeOnline();
    const event = paid(settled(session, { amount_total: 100 }));
    expect((await post(event)).body.message).toBe('Event processed: amount_mismatch');
    expect(await orderRow(env.test, orderId)).toMatchObject({ isPaid: false });
  });

  describe('refuses a forged or stale event with 400 and changes nothing', () => {
    const TEN_MINUTES_AGO = () => Math.floor(Date.now() / 1000) - 600;

    it.each<[string, (event: FakeEvent) => request.Test]>([
      [
        'a tampered body',
        (event) => {
          const signedFor = JSON.stringify(event);
          const tampered = signedFor.replace(/"amount_total":\d+/, '"amount_total":1');
          return post(event, { body: tampered });
        },
      ],
      ['the wrong secret', (event) => post(event, { secret: 'whsec_someone_else' })],
      ['a 10-minute-old timestamp', (event) => post(event, { timestamp: TEN_MINUTES_AGO() })],
      [
        'a missing signature header',
        (event) =>
          env.test
            .http()
            .post(WEBHOOK_PATH)
            .set('Content-Type', 'application/json')
            .send(JSON.stringify(event)),
      ],
      [
        'a signature header that is not Stripe’s',
        (event) =>
          env.test
            .http()
            .post(WEBHOOK_PATH)
            .set('Content-Type', 'application/json')
            .set('Stripe-Signature', 'garbage')
            .send(JSON.stringify(event)),
      ],
    ])('%s', async (_label, send) => {
      const { shopper, orderId, session } = await placeOnline();
      const before = await orderRow(env.test, orderId);
      const response = await send(paid(session));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        code: ERROR_CODES.WEBHOOK_INVALID,
        message: expect.any(String),
      });
      expect(await orderRow(env.test, orderId)).toEqual(before);
      expect(await eventRows(orderId)).toEqual([]);
      expect(await savedCart(shopper)).toEqual({ mango: 2 });
    });

    it('a body over 256 KB (413)', async () => {
      const { orderId, session } = await placeOnline();
      const event = paid(session);
      (event as FakeEvent & { padding: string }).padding = 'x'.repeat(300 * 1024);
      const response = await post(event);
      expect(response.status).toBe(413);
      expect(await orderRow(env.test, orderId)).toMatchObject({ isPaid: false });
      expect(await eventRows(orderId)).toEqual([]);
    });
  });

  it('acknowledges other event types and events for unknown orders without touching orders', async () => {
    const { orderId, session } = await placeOnline();
    const other = env.fake.event('payment_intent.created', session);
    expect((await post(other)).body).toEqual({ success: true, message: 'Event ignored' });
    expect(await eventRows(orderId)).toEqual([]);

    const stranger = paid(settled(session, { metadata: {}, client_reference_id: null }));
    expect((await post(stranger)).body.message).toBe('Event processed: unknown_order');
    expect(await orderRow(env.test, orderId)).toMatchObject({ isPaid: false });
  });
});
