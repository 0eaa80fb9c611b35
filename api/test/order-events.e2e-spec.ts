import type { Order } from '@greencart/contracts';
import request from 'supertest';
import { COLOMBO } from './support/fixtures.js';
import { cookieHeader, openEventStream, type EventStream } from './support/event-stream.js';
import { createApp } from '../src/app.factory.js';
import { SELLER, insertProduct, startTestApp, type TestApp } from './support/test-app.js';

/** A shopper's cookie and a placed order. */
async function shopperWithOrder(test: TestApp, baseUrl: string) {
  const email = `live-${Math.random().toString(36).slice(2)}@example.com`;
  const registered = await request(baseUrl)
    .post('/api/user/register')
    .send({ name: 'Live Shopper', email, password: 'correct horse battery' });
  const cookie = cookieHeader(registered.headers['set-cookie']);
  await request(baseUrl).post('/api/address/add').set('Cookie', cookie).send({ address: COLOMBO });
  const [address] = (await request(baseUrl).get('/api/address/get').set('Cookie', cookie)).body
    .addresses;
  await request(baseUrl)
    .post('/api/order/cod')
    .set('Cookie', cookie)
    .send({ address: address._id, items: [{ product: 'mango', quantity: 1 }] });
  const [order] = (await request(baseUrl).get('/api/order/user').set('Cookie', cookie)).body
    .orders as Order[];
  return { cookie, order };
}

async function sellerCookie(baseUrl: string): Promise<string> {
  return cookieHeader(
    (await request(baseUrl).post('/api/seller/login').send(SELLER)).headers['set-cookie'],
  );
}

const isOrder = (orderId: string, status: string) => (e: { type: string; data: unknown }) =>
  e.type === 'order' &&
  (e.data as { orderId: string }).orderId === orderId &&
  (e.data as { status: string }).status === status;

describe('live order events (server-sent events)', () => {
  let test: TestApp;
  let baseUrl: string;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    test = await startTestApp({ ORDER_RATE_LIMIT_PER_MINUTE: '100' });
    await test.app.listen(0, '127.0.0.1');
    baseUrl = await test.app.getUrl();
    await insertProduct(test, { id: 'mango', name: 'Mango', price: 150, offerPrice: 122.4 });
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await test.close();
  });

  async function open(path: string, cookie?: string) {
    const stream = await openEventStream(`${baseUrl}${path}`, cookie);
    streams.push(stream);
    return stream;
  }

  it("streams a shopper's own order changes, and never another shopper's", async () => {
    const alice = await shopperWithOrder(test, baseUrl);
    const bob = await shopperWithOrder(test, baseUrl);
    const aliceStream = await open('/api/order/user/events', alice.cookie);
    const bobStream = await open('/api/order/user/events', bob.cookie);
    expect(aliceStream.status).toBe(200);
    await aliceStream.next((e) => e.type === 'ready');
    await bobStream.next((e) => e.type === 'ready');
    const seller = await sellerCookie(baseUrl);
    await request(baseUrl)
      .post(`/api/order/seller/${bob.order._id}/status`)
      .set('Cookie', seller)
      .send({ status: 'Confirmed' });
    await request(baseUrl)
      .post(`/api/order/seller/${alice.order._id}/status`)
      .set('Cookie', seller)
      .send({ status: 'Confirmed' });
    const event = await aliceStream.next(isOrder(alice.order._id, 'Confirmed'));
    expect(event.data).toMatchObject({ number: alice.order.number, userId: expect.any(String) });
    await bobStream.next(isOrder(bob.order._id, 'Confirmed'));
    // Both events were published before Alice's arrived: Bob's never reached her.
    expect(aliceStream.events.filter((e) => e.type === 'order')).toHaveLength(1);
    expect(bobStream.events.filter((e) => e.type === 'order')).toHaveLength(1);
  });

  it('feeds the seller new orders and refuses streams without the right cookie', async () => {
    const seller = await sellerCookie(baseUrl);
    const feed = await open('/api/order/seller/events', seller);
    await feed.next((e) => e.type === 'ready');
    const { cookie, order } = await shopperWithOrder(test, baseUrl);
    const placed = await feed.next(isOrder(order._id, 'Order Placed'));
    expect(placed.data).toMatchObject({ kind: 'placed' });

    expect((await open('/api/order/user/events')).status).toBe(401);
    expect((await open('/api/order/seller/events')).status).toBe(401);
    // A shopper's cookie never opens the seller's feed.
    expect((await open('/api/order/seller/events', cookie)).status).toBe(401);
  });

  it('ends a stream when its session ends, and sends it nothing after the logout', async () => {
    const { cookie, order } = await shopperWithOrder(test, baseUrl);
    const stream = await open('/api/order/user/events', cookie);
    await stream.next((e) => e.type === 'ready');
    const sellerFeed = await open('/api/order/seller/events', await sellerCookie(baseUrl));
    await sellerFeed.next((e) => e.type === 'ready');

    await request(baseUrl).post('/api/user/logout').set('Cookie', cookie).expect(200);
    await request(baseUrl)
      .post(`/api/order/seller/${order._id}/status`)
      .set('Cookie', await sellerCookie(baseUrl))
      .send({ status: 'Confirmed' })
      .expect(200);

    // The event is delivered (the seller's feed has it) but not to the logged-out stream,
    // which the server closes.
    await sellerFeed.next(isOrder(order._id, 'Confirmed'));
    await stream.ended;
    expect(stream.events.filter((e) => e.type === 'order')).toHaveLength(0);
    // Its last word tells the page the session is over (it shows the login form at once).
    expect(stream.events.at(-1)?.type).toBe('session-ended');
  });
});

// Several instances share events through PostgreSQL LISTEN/NOTIFY, so this part needs the
// PostgreSQL server pass (`DATABASE_URL`, run by CI next to the embedded pass): the embedded
// database serves exactly one API instance.
// Defined only on that pass (not skipped: there is nothing to run on the embedded one).
if (process.env.DATABASE_URL) {
  describe('live order events across two API instances', () => {
    let first: TestApp;
    let second: Awaited<ReturnType<typeof createApp>>;

    beforeAll(async () => {
      first = await startTestApp({ ORDER_RATE_LIMIT_PER_MINUTE: '100' });
      await first.app.listen(0, '127.0.0.1');
      second = await createApp(first.config);
      await second.listen(0, '127.0.0.1');
      await insertProduct(first, { id: 'mango', name: 'Mango', price: 150, offerPrice: 122.4 });
    });
    afterAll(async () => {
      await second.close();
      await first.close();
    });

    it('brings a change made on one instance to a stream open on the other', async () => {
      const firstUrl = await first.app.getUrl();
      const secondUrl = await second.getUrl();
      const { cookie, order } = await shopperWithOrder(first, firstUrl);
      const stream = await openEventStream(`${secondUrl}/api/order/user/events`, cookie);
      try {
        await stream.next((e) => e.type === 'ready');
        await request(firstUrl)
          .post(`/api/order/seller/${order._id}/status`)
          .set('Cookie', await sellerCookie(firstUrl))
          .send({ status: 'Confirmed' });
        const event = await stream.next(isOrder(order._id, 'Confirmed'));
        expect(event.data).toMatchObject({ number: order.number });
      } finally {
        stream.close();
      }
    });

    it("shows a change made on one instance on the other's next seller page", async () => {
      const firstUrl = await first.app.getUrl();
      const secondUrl = await second.getUrl();
      const { order } = await shopperWithOrder(first, firstUrl);
      const onSecond = await sellerCookie(secondUrl);
      const statusOnSecond = async () =>
        (
          (await request(secondUrl).get('/api/order/seller').set('Cookie', onSecond)).body
            .orders as { _id: string; status: string }[]
        ).find((o) => o._id === order._id)?.status;
      expect(await statusOnSecond()).toBe('Order Placed');
      await request(firstUrl)
        .post(`/api/order/seller/${order._id}/status`)
        .set('Cookie', await sellerCookie(firstUrl))
        .send({ status: 'Confirmed' })
        .expect(200);
      // The event travels through PostgreSQL, so the other instance learns of it a moment later.
      const deadline = Date.now() + 1000;
      let status = await statusOnSecond();
      while (status !== 'Confirmed' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = await statusOnSecond();
      }
      expect(status).toBe('Confirmed');
    });
  });
}
