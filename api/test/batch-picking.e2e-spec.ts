import type { BatchPickProduct, Order } from '@greencart/contracts';
import type request from 'supertest';
import { DeliveryZoneEntity } from '../src/delivery/delivery-zone.entity.js';
import { DeliverySlotEntity } from '../src/delivery/slots/delivery-slot.entity.js';
import { cookieHeader, openEventStream, type EventStream } from './support/event-stream.js';
import { moveOrder, placeCodOrder } from './support/orders.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { createStaff, loginStaff } from './support/staff.js';
import { insertProduct, loginSeller, startTestApp, type TestApp } from './support/test-app.js';
import { insertTomatoes } from './support/weighed.js';

/** Batch picking of one delivery window (docs/ORDERS.md, "Batch picking"), issue 41 item 3. */
describe('batch picking (GET /api/order/seller/batch)', () => {
  let test: TestApp;
  let baseUrl: string;
  let owner: request.Agent;
  let packer: request.Agent;
  let packerCookie: string;
  let shopper: Shopper;
  let other: Shopper;
  let slotId: string;
  let otherSlotId: string;
  const streams: EventStream[] = [];

  /** A zone with two windows tomorrow (rows as the slot generator writes them). */
  async function makeSlots(): Promise<[string, string]> {
    const zones = test.dataSource.getRepository(DeliveryZoneEntity);
    const zone = await zones.save(
      zones.create({ position: 0, name: 'Batch zone', postcodes: ['99*'], areas: [] }),
    );
    const slots = test.dataSource.getRepository(DeliverySlotEntity);
    const start = Date.now() + 24 * 3600_000;
    const made: string[] = [];
    for (const [i, offset] of [0, 3].entries()) {
      const startAt = new Date(start + offset * 3600_000);
      const saved = await slots.save(
        slots.create({
          zoneId: zone.id,
          slotKey: `batch-${i}-${startAt.toISOString()}`,
          kind: 'standard',
          startAt,
          endAt: new Date(startAt.getTime() + 2 * 3600_000),
          cutoffAt: new Date(startAt.getTime() - 3600_000),
          capacity: 20,
        }),
      );
      made.push(saved.id);
    }
    return [made[0]!, made[1]!];
  }

  /** Books `orderId` into `slot` (as checkout writes it). */
  async function book(orderId: string, slot: string): Promise<void> {
    await test.dataSource.query(
      `UPDATE "order" o SET delivery_slot_id = s.id, delivery_window = jsonb_build_object(
         'slotId', s.id, 'kind', s.kind, 'start', to_char(s.start_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
         'end', to_char(s.end_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'label', 'Tomorrow 10:00–12:00',
         'promiseBy', NULL)
        FROM delivery_slot s WHERE s.id = $2 AND o.id = $1`,
      [orderId, slot],
    );
  }

  beforeAll(async () => {
    test = await startTestApp({ ORDER_RATE_LIMIT_PER_MINUTE: '100' });
    await test.app.listen(0, '127.0.0.1');
    baseUrl = (await test.app.getUrl()).replace('[::1]', '127.0.0.1');
    await insertProduct(test, { id: 'batch-kiwi', name: 'Kiwi', price: 80 });
    await insertProduct(test, { id: 'batch-lime', name: 'Lime', price: 40 });
    await insertTomatoes(test, { id: 'batch-tomatoes' });
    owner = await loginSeller(test);
    const staff = await createStaff(test, 'packer');
    packer = await loginStaff(test, staff);
    const login = await test
      .http()
      .post('/api/seller/login')
      .send({ email: staff.email, password: staff.password });
    packerCookie = cookieHeader(login.headers['set-cookie']);
    shopper = await shopperWithAddress(test);
    other = await shopperWithAddress(test, { address: { firstName: 'Kumari', lastName: 'Silva' } });
    [slotId, otherSlotId] = await makeSlots();
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await test.close();
  });

  const batchOf = (agent: request.Agent, slot: string) =>
    agent.get('/api/order/seller/batch').query({ slotId: slot });

  it('sums a window’s weighed lines in kg and counted lines in units, with each order’s share; ticks from it are the orders’ ticks, live', async () => {
    const first = await placeCodOrder(shopper, [
      { product: 'batch-kiwi', quantity: 2 },
      { product: 'batch-tomatoes', quantity: 3 },
    ]);
    const second = await placeCodOrder(other, [
      { product: 'batch-tomatoes', quantity: 2 },
      { product: 'batch-kiwi', quantity: 1 },
      { product: 'batch-lime', quantity: 4 },
    ]);
    // Not in the batch: another window's order, a cancelled one, one already out for delivery.
    const elsewhere = await placeCodOrder(shopper, [{ product: 'batch-kiwi', quantity: 9 }]);
    const cancelled = await placeCodOrder(shopper, [{ product: 'batch-kiwi', quantity: 9 }]);
    const gone = await placeCodOrder(shopper, [{ product: 'batch-lime', quantity: 9 }]);
    for (const order of [first, second, cancelled, gone]) await book(order._id, slotId);
    await book(elsewhere._id, otherSlotId);
    await owner
      .post(`/api/order/seller/${cancelled._id}/status`)
      .send({ status: 'Cancelled', note: 'Test' })
      .expect(200);
    await moveOrder(owner, gone._id, ['Confirmed', 'Packing', 'Out for delivery']);
    await moveOrder(packer, first._id, ['Confirmed', 'Packing']);

    const response = await batchOf(packer, slotId);
    expect(response.status).toBe(200);
    expect(response.body.window).toMatchObject({ slotId, label: 'Tomorrow 10:00–12:00' });
    expect(response.body.orders.map((o: Order) => o.number)).toEqual([first.number, second.number]);
    const products = response.body.products as BatchPickProduct[];
    expect(products.map((p) => [p.name, p.weighed, p.totalUnits, p.totalGrams])).toEqual([
      ['Kiwi', false, 3, null],
      ['Lime', false, 4, null],
      ['Tomatoes', true, 5, 1250],
    ]);
    const tomatoes = products[2]!;
    expect(tomatoes.shares).toEqual([
      expect.objectContaining({ orderId: first._id, position: 1, quantity: 3, grams: 750 }),
      expect.objectContaining({ orderId: second._id, position: 0, quantity: 2, grams: 500 }),
    ]);
    expect(tomatoes.shares[1]).toMatchObject({
      status: 'Order Placed',
      customerName: 'Kumari Silva',
    });

    // Ticking the first order's tomatoes from the batch: the one pick tick, seen live.
    const feed = await openEventStream(`${baseUrl}/api/order/seller/events`, packerCookie);
    streams.push(feed);
    await feed.next((event) => event.type === 'ready');
    const share = tomatoes.shares[0]!;
    const tick = await packer
      .post(`/api/order/seller/${share.orderId}/items/${share.position}/pick`)
      .send({ picked: true });
    expect(tick.status).toBe(200);
    const event = await feed.next(
      (e) => e.type === 'order' && (e.data as { orderId: string }).orderId === first._id,
    );
    expect(event.data).toMatchObject({ kind: 'picked' });
    // The batch and the order's own page both read the tick back.
    const again = (await batchOf(packer, slotId)).body.products as BatchPickProduct[];
    expect(again[2]!.shares[0]).toMatchObject({ picked: true, pickedBy: expect.any(String) });
    const page = await owner.get(`/api/order/seller/${first._id}`);
    expect(page.body.order.items[1]).toMatchObject({ picked: true });
    // The second order is not Packing yet: its share cannot be ticked.
    const early = await packer
      .post(`/api/order/seller/${second._id}/items/0/pick`)
      .send({ picked: true });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      success: false,
      message: expect.stringContaining('Packing'),
    });
  });

  it('answers an empty batch for a window with no order to pick', async () => {
    const response = await batchOf(packer, otherSlotId);
    expect(response.status).toBe(200);
    // The other window holds one order placed above (Order Placed): it is its batch.
    expect(response.body.products).toHaveLength(1);
    const [, empty] = await makeSlots();
    const none = await batchOf(owner, empty);
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ success: true, products: [], orders: [] });
    expect(none.body.window.slotId).toBe(empty);
  });

  it('refuses a bad or unknown window with a reason, never a 500', async () => {
    const bad = await batchOf(packer, 'not-a-slot');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, message: expect.stringContaining('slotId') });
    const missing = await packer.get('/api/order/seller/batch');
    expect(missing.status).toBe(400);
    expect(missing.body.success).toBe(false);
    const unknown = await batchOf(packer, '00000000-0000-4000-8000-00000000abcd');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, message: 'No such delivery window' });
  });

  it('is staff’s only: a shopper, no session or a forged token are refused', async () => {
    const asShopper = await shopper.agent.get('/api/order/seller/batch').query({ slotId });
    expect(asShopper.status).toBe(401);
    expect(asShopper.body.success).toBe(false);
    const anonymous = await test.http().get('/api/order/seller/batch').query({ slotId });
    expect(anonymous.status).toBe(401);
    const forged = await test
      .http()
      .get('/api/order/seller/batch')
      .query({ slotId })
      .set('Cookie', `${packerCookie.split('=')[0]}=forged.${'a'.repeat(40)}`);
    expect(forged.status).toBe(401);
    expect(JSON.stringify(forged.body)).not.toContain('Kiwi');
  });
});
