import type { Order, OrderDetail } from '@greencart/contracts';
import { ERROR_CODES } from '@greencart/contracts';
import { cookieHeader, openEventStream, type EventStream } from './support/event-stream.js';
import { moveOrder, placeCodOrder } from './support/orders.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { createStaff, loginStaff } from './support/staff.js';
import { insertProduct, loginSeller, startTestApp, type TestApp } from './support/test-app.js';
import type request from 'supertest';

/** The packer's queue and pick screen (docs/ORDERS.md, "The packer's queue"), issue 41. */
describe("the packer's queue and ticks", () => {
  let test: TestApp;
  let baseUrl: string;
  let owner: request.Agent;
  let packer: request.Agent;
  let packerName: string;
  let packerCookie: string;
  let shopper: Shopper;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    test = await startTestApp({ ORDER_RATE_LIMIT_PER_MINUTE: '100' });
    await test.app.listen(0, '127.0.0.1');
    baseUrl = (await test.app.getUrl()).replace('[::1]', '127.0.0.1');
    await insertProduct(test, { id: 'pick-kiwi', name: 'Kiwi', price: 80, category: 'Fruits' });
    await insertProduct(test, { id: 'pick-lime', name: 'Lime', price: 40, category: 'Fruits' });
    await insertProduct(test, { id: 'pick-pear', name: 'Pear', price: 90, category: 'Fruits' });
    owner = await loginSeller(test);
    const staff = await createStaff(test, 'packer');
    packerName = staff.name;
    packer = await loginStaff(test, staff);
    const login = await test
      .http()
      .post('/api/seller/login')
      .send({ email: staff.email, password: staff.password });
    packerCookie = cookieHeader(login.headers['set-cookie']);
    shopper = await shopperWithAddress(test);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await test.close();
  });

  /** Books `orderId` into a window starting at `start` (as the slot booking writes it). */
  async function windowOf(orderId: string, start: string): Promise<void> {
    const end = new Date(Date.parse(start) + 2 * 3600_000).toISOString();
    await test.dataSource.query(`UPDATE "order" SET delivery_window = $2::jsonb WHERE id = $1`, [
      orderId,
      JSON.stringify({
        slotId: '00000000-0000-4000-8000-000000000001',
        kind: 'standard',
        start,
        end,
        label: start,
        promiseBy: null,
      }),
    ]);
  }

  it('lists open orders by window, earliest first, then by time; not delivered or cancelled', async () => {
    const noWindow = await placeCodOrder(shopper, [{ product: 'pick-kiwi', quantity: 1 }]);
    const late = await placeCodOrder(shopper, [{ product: 'pick-kiwi', quantity: 1 }]);
    const early = await placeCodOrder(shopper, [{ product: 'pick-lime', quantity: 1 }]);
    const earlySecond = await placeCodOrder(shopper, [{ product: 'pick-lime', quantity: 1 }]);
    const delivered = await placeCodOrder(shopper, [{ product: 'pick-pear', quantity: 1 }]);
    const cancelled = await placeCodOrder(shopper, [{ product: 'pick-pear', quantity: 1 }]);
    await windowOf(late._id, '2030-01-02T04:30:00.000Z');
    await windowOf(early._id, '2030-01-01T04:30:00.000Z');
    await windowOf(earlySecond._id, '2030-01-01T04:30:00.000Z');
    await windowOf(delivered._id, '2029-12-31T04:30:00.000Z');
    await moveOrder(owner, delivered._id, ['Confirmed', 'Packing', 'Out for delivery']);
    const done = await owner
      .post(`/api/order/seller/${delivered._id}/status`)
      // The cash asked at the door: the amount with its rounding to the rupee.
      .send({
        status: 'Delivered',
        cashCollected: Number((delivered.amount + (delivered.rounding ?? 0)).toFixed(2)),
      });
    expect(done.status).toBe(200);
    await owner
      .post(`/api/order/seller/${cancelled._id}/status`)
      .send({ status: 'Cancelled', note: 'Test' })
      .expect(200);

    const queue = await packer.get('/api/order/seller/queue');
    expect(queue.status).toBe(200);
    const ids = (queue.body.orders as Order[]).map((order) => order._id);
    expect(ids).toEqual([early._id, earlySecond._id, late._id, noWindow._id]);
    expect(queue.body.orders[0].items[0]).toMatchObject({ picked: false, pickedBy: null });
  });

  it('ticks a line while Packing, saved, seen live by other staff and never by the shopper', async () => {
    const order = await placeCodOrder(shopper, [
      { product: 'pick-kiwi', quantity: 2 },
      { product: 'pick-pear', quantity: 1 },
    ]);
    const tick = (position: number, picked: unknown) =>
      packer.post(`/api/order/seller/${order._id}/items/${position}/pick`).send({ picked });

    const early = await tick(0, true);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      success: false,
      message: expect.stringContaining('Packing'),
    });
    await moveOrder(packer, order._id, ['Confirmed', 'Packing']);

    const feed = await openEventStream(`${baseUrl}/api/order/seller/events`, packerCookie);
    const shopperCookie = cookieHeader(
      (
        await test
          .http()
          .post('/api/user/login')
          .send({ email: shopper.email, password: 'correct horse battery' })
      ).headers['set-cookie'],
    );
    const shopperStream = await openEventStream(`${baseUrl}/api/order/user/events`, shopperCookie);
    streams.push(feed, shopperStream);
    await feed.next((event) => event.type === 'ready');
    await shopperStream.next((event) => event.type === 'ready');

    const picked = await tick(0, true);
    expect(picked.status).toBe(200);
    expect(picked.body.message).toBe('Kiwi picked');
    expect(picked.body.order.items.map((item: { picked: boolean }) => item.picked)).toEqual([
      true,
      false,
    ]);
    expect(picked.body.order.items[0].pickedBy).toBe(packerName);
    const event = await feed.next(
      (e) => e.type === 'order' && (e.data as { orderId: string }).orderId === order._id,
    );
    expect(event.data).toMatchObject({ kind: 'picked', status: 'Packing' });

    // Saved: the owner's page reads it back.
    const page = await owner.get(`/api/order/seller/${order._id}`);
    expect((page.body.order as OrderDetail).items[0]).toMatchObject({
      picked: true,
      pickedBy: packerName,
    });
    // The shopper's page has no ticks; no history row or email for a tick.
    const own = await shopper.agent.get(`/api/order/user/${order._id}`);
    expect(own.body.order.items[0].picked).toBeUndefined();
    expect(own.body.order.history.filter((h: { to: string }) => h.to === 'Packing')).toHaveLength(
      1,
    );

    const unpicked = await tick(0, false);
    expect(unpicked.status).toBe(200);
    expect(unpicked.body.order.items[0]).toMatchObject({ picked: false, pickedBy: null });
    // The shopper's stream carries the next move, and never the ticks before it.
    await moveOrder(packer, order._id, ['Out for delivery']);
    await shopperStream.next(
      (e) => e.type === 'order' && (e.data as { status: string }).status === 'Out for delivery',
    );
    const kinds = shopperStream.events
      .filter((e) => e.type === 'order')
      .map((e) => (e.data as { kind: string }).kind);
    expect(kinds).not.toContain('picked');
  });

  it('refuses bad ticks with a reason: no such line or order, not a boolean, a shopper', async () => {
    const order = await placeCodOrder(shopper, [{ product: 'pick-kiwi', quantity: 1 }]);
    await moveOrder(owner, order._id, ['Confirmed', 'Packing']);
    const url = `/api/order/seller/${order._id}/items`;
    expect((await packer.post(`${url}/7/pick`).send({ picked: true })).status).toBe(404);
    const bad = await packer.post(`${url}/0/pick`).send({ picked: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, message: expect.stringContaining('picked') });
    expect((await shopper.agent.post(`${url}/0/pick`).send({ picked: true })).status).toBe(401);
    expect(
      (
        await packer
          .post(`/api/order/seller/00000000-0000-4000-8000-00000000abcd/items/0/pick`)
          .send({ picked: true })
      ).status,
    ).toBe(404);
  });

  it('a substitute clears the tick: the packer picks the new product', async () => {
    const order = await placeCodOrder(shopper, [
      { product: 'pick-kiwi', quantity: 1, substitution: 'similar' },
      { product: 'pick-lime', quantity: 1 },
    ]);
    await moveOrder(owner, order._id, ['Confirmed', 'Packing']);
    await packer
      .post(`/api/order/seller/${order._id}/items/0/pick`)
      .send({ picked: true })
      .expect(200);
    const swapped = await packer
      .post(`/api/order/seller/${order._id}/items/0/substitute`)
      .send({ product: 'pick-pear' });
    expect(swapped.status).toBe(200);
    expect(swapped.body.order.items[0]).toMatchObject({ name: 'Pear', picked: false });
  });

  it('a line packed to none cannot be ticked', async () => {
    const order = await placeCodOrder(shopper, [
      { product: 'pick-kiwi', quantity: 2 },
      { product: 'pick-lime', quantity: 1 },
    ]);
    await moveOrder(owner, order._id, ['Confirmed', 'Packing']);
    await packer
      .post(`/api/order/seller/${order._id}/items/1/short`)
      .send({ available: 0 })
      .expect(200);
    const refused = await packer
      .post(`/api/order/seller/${order._id}/items/1/pick`)
      .send({ picked: true });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(ERROR_CODES.ORDER_TRANSITION_REFUSED);
  });
});
