import {
  ERROR_CODES,
  SLOT_MESSAGES,
  type DeliverySlot,
  type DeliveryZone,
  type IsoWeekday,
  type SlotTemplateRequest,
} from '@greencart/contracts';
import type request from 'supertest';
import { SHOP_ORIGIN, startStripeTestApp, type StripeTestApp } from './support/fake-stripe.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { insertProduct, loginSeller } from './support/test-app.js';

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7] as const;

/** Express only (no windows: the zone needs none), all day, every day, room for many. */
const EXPRESS_ALL_DAY: SlotTemplateRequest = {
  windows: [],
  leadTimeMinutes: 0,
  cutoffTime: null,
  express: {
    capacityPerPeriod: 100,
    periodMinutes: 1440,
    promiseMinutes: 30,
    openingHours: EVERY_DAY.map((weekday) => ({ weekday, open: '00:00', close: '23:59' })),
  },
};

/** The ISO weekday it is now in the shop's time zone (Asia/Colombo, UTC+05:30). */
function colomboWeekday(): IsoWeekday {
  const day = new Date(Date.now() + 330 * 60_000).getUTCDay();
  return (day === 0 ? 7 : day) as IsoWeekday;
}

/**
 * Express is checked when the order is placed (docs/DELIVERY.md, "Express"): the express slot
 * a shopper's page read a minute ago is refused with 409, and nothing stored, once the zone
 * no longer offers express or the shop is outside its express hours.
 */
describe('express at placement', () => {
  let env: StripeTestApp;
  let owner: request.Agent;
  let shopper: Shopper;
  let zones: DeliveryZone[];

  const items = [{ product: 'mango', quantity: 2 }];
  const cod = (slotId: string) =>
    shopper.agent.post('/api/order/cod').send({ address: shopper.addressId, items, slotId });
  const card = (slotId: string) =>
    shopper.agent
      .post('/api/order/stripe')
      .set('Origin', SHOP_ORIGIN)
      .send({ address: shopper.addressId, items, slotId });
  const expressSlot = async (): Promise<DeliverySlot | null> => {
    const res = await shopper.agent
      .get('/api/delivery/slots')
      .query({ addressId: shopper.addressId });
    expect(res.status).toBe(200);
    return res.body.express as DeliverySlot | null;
  };
  const saveZones = async (expressOffered: boolean) => {
    const res = await owner
      .put('/api/seller/delivery/zones')
      .send({ zones: zones.map((zone) => ({ ...zone, expressOffered })) });
    expect(res.status).toBe(200);
  };
  const saveTemplate = async (template: SlotTemplateRequest) => {
    const res = await owner
      .put(`/api/seller/delivery/slot-templates/${zones[0]!.id}`)
      .send(template);
    expect(res.status).toBe(200);
  };

  /** What a refused placement must leave untouched. */
  async function stored() {
    const [row] = await env.test.dataSource.query(
      `SELECT (SELECT count(*)::int FROM "order" WHERE user_id = $1) AS orders,
              (SELECT on_hand FROM product WHERE id = 'mango') AS "onHand",
              (SELECT reserved FROM product WHERE id = 'mango') AS reserved,
              (SELECT count(*)::int FROM stock_movement WHERE product_id = 'mango') AS movements,
              (SELECT coalesce(sum(booked), 0)::int FROM delivery_slot WHERE kind = 'express') AS booked`,
      [shopper.userId],
    );
    return row as Record<string, number>;
  }

  async function expectRefusedWithNothingStored(slotId: string) {
    const before = await stored();
    for (const placed of [await cod(slotId), await card(slotId)]) {
      expect(placed.status).toBe(409);
      expect(placed.body).toEqual({
        success: false,
        code: ERROR_CODES.DELIVERY_EXPRESS_UNAVAILABLE,
        message: SLOT_MESSAGES.expressClosed,
      });
    }
    expect(await stored()).toEqual(before);
  }

  beforeAll(async () => {
    env = await startStripeTestApp(undefined, { ORDER_RATE_LIMIT_PER_MINUTE: '100' });
    owner = await loginSeller(env.test);
    await insertProduct(env.test, { id: 'mango', name: 'Mango', price: 150, offerPrice: 100 });
    await env.test.dataSource.query(`UPDATE product SET on_hand = 20 WHERE id = 'mango'`);
    const saved = await owner.put('/api/seller/delivery/zones').send({
      zones: [
        {
          name: 'Colombo',
          postcodes: ['00*'],
          fee: 0,
          freeDeliveryFrom: null,
          minimumOrder: 0,
          expressOffered: true,
        },
      ],
    });
    expect(saved.status).toBe(200);
    zones = saved.body.zones as DeliveryZone[];
    await saveTemplate(EXPRESS_ALL_DAY);
    shopper = await shopperWithAddress(env.test, { address: { zip: '00100' } });
  }, 60_000);
  afterAll(() => env.close());

  afterEach(async () => {
    await saveZones(true);
    await saveTemplate(EXPRESS_ALL_DAY);
  });

  it('refuses an express slot read before the zone stopped offering express', async () => {
    const express = (await expressSlot())!;
    expect(express).toMatchObject({ kind: 'express', available: true });
    await saveZones(false);
    await expectRefusedWithNothingStored(express.id);
    // The shopper's page, reloaded, no longer offers it.
    expect(await expressSlot()).toBeNull();
    // Offered again: the same slot books, so the refusal was the zone's setting.
    await saveZones(true);
    expect((await cod(express.id)).status).toBe(201);
  });

  it('refuses an express slot read before the opening hours left out the present', async () => {
    const express = (await expressSlot())!;
    const tomorrow = ((colomboWeekday() % 7) + 1) as IsoWeekday;
    await saveTemplate({
      ...EXPRESS_ALL_DAY,
      express: {
        ...EXPRESS_ALL_DAY.express,
        openingHours: [{ weekday: tomorrow, open: '00:00', close: '23:59' }],
      },
    });
    await expectRefusedWithNothingStored(express.id);
    expect(await expressSlot()).toBeNull();
  });

  it('refuses an express slot read before express was turned off in the template', async () => {
    const express = (await expressSlot())!;
    await saveTemplate({
      ...EXPRESS_ALL_DAY,
      express: { ...EXPRESS_ALL_DAY.express, capacityPerPeriod: 0 },
    });
    await expectRefusedWithNothingStored(express.id);
  });

  it('holds the period already open to a capacity lowered meanwhile', async () => {
    const express = (await expressSlot())!;
    expect((await cod(express.id)).status).toBe(201);
    const [{ booked }] = await env.test.dataSource.query(
      `SELECT booked FROM delivery_slot WHERE id = $1`,
      [express.id],
    );
    await saveTemplate({
      ...EXPRESS_ALL_DAY,
      express: { ...EXPRESS_ALL_DAY.express, capacityPerPeriod: Number(booked) },
    });
    const refused = await cod(express.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: ERROR_CODES.DELIVERY_EXPRESS_UNAVAILABLE,
      message: SLOT_MESSAGES.expressUnavailable,
    });
  });
});
