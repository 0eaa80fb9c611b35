import {
  DELIVERY_ZONE_MESSAGES,
  ERROR_CODES,
  type DeliverySlot,
  type DeliveryZone,
  type Order,
  type SellerSlotWindow,
  type SlotTemplateRequest,
} from '@greencart/contracts';
import type request from 'supertest';
import { moveOrder } from './support/orders.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { insertProduct, loginSeller, startTestApp, type TestApp } from './support/test-app.js';

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7] as const;
const TEMPLATE: SlotTemplateRequest = {
  windows: [
    { weekdays: [...EVERY_DAY], start: '00:00', end: '12:00', capacity: 50 },
    { weekdays: [...EVERY_DAY], start: '12:00', end: '23:59', capacity: 50 },
  ],
  leadTimeMinutes: 0,
  cutoffTime: null,
  express: { capacityPerPeriod: 0, periodMinutes: 60, promiseMinutes: 30, openingHours: [] },
};

const zone = (name: string, postcodes: string[]): DeliveryZone => ({
  name,
  postcodes,
  fee: 0,
  freeDeliveryFrom: null,
  minimumOrder: 0,
  expressOffered: false,
});

/** The shop-local date (Asia/Colombo) a window starts on: the day view's `date`. */
const localDay = (slot: { start: string }) =>
  new Date(Date.parse(slot.start) + 330 * 60_000).toISOString().slice(0, 10);

/**
 * Removing a delivery zone (docs/DELIVERY.md, "Removing a zone"): refused while open orders are
 * booked into its windows; once they have ended the zone is archived so their windows, picking
 * lists and day view stay; a zone no order ever used is deleted outright.
 */
describe('removing a delivery zone', () => {
  let test: TestApp;
  let owner: request.Agent;
  let colombo: Shopper;
  let kandy: DeliveryZone;
  let colomboZone: DeliveryZone;

  const items = [{ product: 'mango', quantity: 1 }];
  const saveZones = (zones: DeliveryZone[]) =>
    owner.put('/api/seller/delivery/zones').send({ zones });
  const laterSlots = async (): Promise<DeliverySlot[]> => {
    const res = await test.http().get('/api/delivery/slots').query({ postcode: '00100' });
    expect(res.status).toBe(200);
    return (res.body.slots as DeliverySlot[]).filter((s) => s.available).reverse();
  };
  async function book(slot: DeliverySlot): Promise<Order> {
    const placed = await colombo.agent
      .post('/api/order/cod')
      .send({ address: colombo.addressId, items, slotId: slot.id });
    expect(placed.status).toBe(201);
    return ((await colombo.agent.get('/api/order/user')).body.orders as Order[])[0]!;
  }
  const dayWindow = async (slot: DeliverySlot) => {
    const day = await owner.get('/api/seller/delivery/slots').query({ date: localDay(slot) });
    expect(day.status).toBe(200);
    return (day.body.windows as SellerSlotWindow[]).find((w) => w.id === slot.id);
  };

  beforeAll(async () => {
    test = await startTestApp({ ORDER_RATE_LIMIT_PER_MINUTE: '100' });
    owner = await loginSeller(test);
    await insertProduct(test, { id: 'mango', name: 'Mango', price: 150, offerPrice: 100 });
    const saved = await saveZones([zone('Colombo', ['00*']), zone('Kandy', ['20*'])]);
    expect(saved.status).toBe(200);
    [colomboZone, kandy] = saved.body.zones as DeliveryZone[];
    const put = await owner
      .put(`/api/seller/delivery/slot-templates/${colomboZone!.id}`)
      .send(TEMPLATE);
    expect(put.status).toBe(200);
    colombo = await shopperWithAddress(test, { address: { zip: '00100' } });
  }, 60_000);
  afterAll(() => test.close());

  it('is refused while open orders are booked in its windows, naming how many', async () => {
    const [first, second] = await laterSlots();
    await book(first!);
    await book(first!);
    await book(second!);
    const refused = await saveZones([kandy]);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      code: ERROR_CODES.DELIVERY_ZONE_IN_USE,
      message: DELIVERY_ZONE_MESSAGES.inUse('Colombo', 3),
    });
    // Nothing changed: the zone, its windows and their picking lists are all still there.
    const zones = (await owner.get('/api/seller/delivery/zones')).body.zones as DeliveryZone[];
    expect(zones.map((z) => z.name)).toEqual(['Colombo', 'Kandy']);
    expect((await dayWindow(first!))?.orders).toHaveLength(2);
    const picking = await owner.get(`/api/seller/delivery/slots/${first!.id}/picking-list`);
    expect(picking.status).toBe(200);
    expect(picking.body.lines).toEqual([{ productId: 'mango', name: 'Mango', quantity: 2 }]);
  });

  it('once their orders have ended, archives the zone: windows, picking lists and day view stay', async () => {
    const booked = ((await colombo.agent.get('/api/order/user')).body.orders as Order[]).filter(
      (o) => o.deliveryWindow !== null,
    );
    const [delivered, ...others] = booked;
    await moveOrder(owner, delivered!._id, [
      'Confirmed',
      'Packing',
      'Out for delivery',
      'Delivered',
    ]);
    for (const order of others) {
      const cancelled = await colombo.agent
        .post(`/api/order/user/${order._id}/cancel`)
        .send({ reason: 'Changed my mind' });
      expect(cancelled.status).toBe(200);
    }
    const slotId = delivered!.deliveryWindow!.slotId;
    const [{ count: before }] = await test.dataSource.query(
      `SELECT count(*)::int AS count FROM delivery_slot WHERE zone_id = $1`,
      [colomboZone.id],
    );

    const removed = await saveZones([kandy]);
    expect(removed.status).toBe(200);
    expect((removed.body.zones as DeliveryZone[]).map((z) => z.name)).toEqual(['Kandy']);

    // The delivered order keeps its window; staff still find it and its picking list.
    const order = (await owner.get(`/api/order/seller/${delivered!._id}`)).body.order as Order;
    expect(order.deliveryWindow).toMatchObject({ slotId });
    const picking = await owner.get(`/api/seller/delivery/slots/${slotId}/picking-list`);
    expect(picking.status).toBe(200);
    expect(picking.body.window).toMatchObject({ zoneName: 'Colombo', closed: true });
    expect(picking.body.lines).toEqual([{ productId: 'mango', name: 'Mango', quantity: 1 }]);
    const day = await owner
      .get('/api/seller/delivery/slots')
      .query({ date: localDay(order.deliveryWindow!) });
    const kept = (day.body.windows as SellerSlotWindow[]).find((w) => w.id === slotId);
    expect(kept).toMatchObject({ zoneName: 'Colombo', closed: true });
    expect(kept!.orders.map((o) => o._id)).toEqual([delivered!._id]);

    // Windows no order used are gone; the ones orders used are kept, closed to new bookings.
    const rows: { closed: boolean; used: boolean }[] = await test.dataSource.query(
      `SELECT s.closed, EXISTS (SELECT 1 FROM "order" o WHERE o.delivery_slot_id = s.id) AS used
         FROM delivery_slot s WHERE s.zone_id = $1`,
      [colomboZone.id],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(before);
    expect(rows.every((r) => r.used && r.closed)).toBe(true);

    // For everything else the zone is gone: no delivery there, no template, no new windows.
    const quote = await test.http().get('/api/delivery/quote').query({ postcode: '00100' });
    expect(quote.body.zone).toBeNull();
    expect((await owner.get(`/api/seller/delivery/slot-templates/${colomboZone.id}`)).status).toBe(
      404,
    );
    const again = await saveZones([kandy, { ...colomboZone }]);
    expect(again.status).toBe(400);
  });

  it('deletes outright a zone no order ever booked', async () => {
    const added = await saveZones([kandy, zone('Galle', ['80*'])]);
    expect(added.status).toBe(200);
    const galle = (added.body.zones as DeliveryZone[])[1]!;
    expect(
      (await owner.put(`/api/seller/delivery/slot-templates/${galle.id}`).send(TEMPLATE)).status,
    ).toBe(200);
    expect((await saveZones([kandy])).status).toBe(200);
    const [{ zones, slots }] = await test.dataSource.query(
      `SELECT (SELECT count(*)::int FROM delivery_zone WHERE id = $1) AS zones,
              (SELECT count(*)::int FROM delivery_slot WHERE zone_id = $1) AS slots`,
      [galle.id],
    );
    expect({ zones, slots }).toEqual({ zones: 0, slots: 0 });
  });
});
