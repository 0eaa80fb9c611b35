import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  SLOT_MESSAGES,
  type DeliverySlot,
  type DeliveryZone,
  type Order,
  type SellerSlotWindow,
  type SlotTemplateRequest,
} from '@greencart/contracts';
import request from 'supertest';
import { USER_COOKIE } from '../src/auth/auth.types.js';
import { SessionService } from '../src/auth/session.service.js';
import { readOrderEmailFacts, type OrderEmailFacts } from '../src/mail/order-email-facts.js';
import type { OrderEmailPayload } from '../src/outbox/outbox.entity.js';
import { CheckoutExpiryJob } from '../src/order/lifecycle/checkout-expiry.job.js';
import { ProductEntity } from '../src/product/product.entity.js';
import { COLOMBO } from './support/fixtures.js';
import { SHOP_ORIGIN, startStripeTestApp, type StripeTestApp } from './support/fake-stripe.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { insertProduct, loginSeller } from './support/test-app.js';

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7] as const;

/** Colombo uses slots (four windows a day, express all day); Kandy has no template. */
const TEMPLATE: SlotTemplateRequest = {
  windows: [
    { weekdays: [...EVERY_DAY], start: '00:00', end: '06:00', capacity: 50 },
    { weekdays: [...EVERY_DAY], start: '06:00', end: '12:00', capacity: 50 },
    { weekdays: [...EVERY_DAY], start: '12:00', end: '18:00', capacity: 50 },
    { weekdays: [...EVERY_DAY], start: '18:00', end: '23:59', capacity: 50 },
  ],
  leadTimeMinutes: 0,
  cutoffTime: null,
  express: {
    capacityPerPeriod: 1,
    periodMinutes: 1440,
    promiseMinutes: 30,
    openingHours: EVERY_DAY.map((weekday) => ({ weekday, open: '00:00', close: '23:59' })),
  },
};

/** Delivery time slots and express (docs/DELIVERY.md, "Time slots"). */
describe('delivery slots', () => {
  let env: StripeTestApp;
  let owner: request.Agent;
  let colombo: Shopper;
  let other: Shopper;
  let kandy: Shopper;
  let colomboZone: string;
  let slots: DeliverySlot[];

  const items = [{ product: 'mango', quantity: 1 }];
  const cod = (shopper: Shopper, slotId?: string) =>
    shopper.agent
      .post('/api/order/cod')
      .send({ address: shopper.addressId, items, ...(slotId ? { slotId } : {}) });
  const booked = async (slotId: string) =>
    Number(
      (
        await env.test.dataSource.query(`SELECT booked FROM delivery_slot WHERE id = $1`, [slotId])
      )[0].booked,
    );
  const newestOrder = async (shopper: Shopper) =>
    ((await shopper.agent.get('/api/order/user')).body.orders as Order[])[0]!;
  const listSlots = async (agent: request.Agent, query: Record<string, string>) => {
    const res = await agent.get('/api/delivery/slots').query(query);
    expect(res.status).toBe(200);
    return res.body as {
      slotsRequired: boolean;
      slots: DeliverySlot[];
      express: DeliverySlot | null;
    };
  };
  /** Available standard slots, latest first (far from any cut-off while the test runs). */
  const laterSlots = () => slots.filter((s) => s.available).reverse();

  /** `n` shoppers with an address in Colombo, written straight into the database (fast). */
  async function manyShoppers(n: number): Promise<Shopper[]> {
    const sessions = env.test.app.get(SessionService);
    const out: Shopper[] = [];
    const tag = randomUUID().slice(0, 8);
    for (let i = 0; i < n; i += 1) {
      const [user] = await env.test.dataSource.query(
        `INSERT INTO "user" (name, email, password_hash) VALUES ($1, $2, 'x') RETURNING id`,
        [`Bulk ${i}`, `bulk-${tag}-${i}@example.com`],
      );
      const [address] = await env.test.dataSource.query(
        `INSERT INTO address (user_id, first_name, last_name, email, phone, street, city, state, zipcode, country)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '00100', $9) RETURNING id`,
        [
          user.id,
          COLOMBO.firstName,
          COLOMBO.lastName,
          COLOMBO.email,
          COLOMBO.phone,
          COLOMBO.street,
          COLOMBO.city,
          COLOMBO.state,
          COLOMBO.country,
        ],
      );
      const token = await sessions.start('user', user.id as string);
      const agent = env.test.http().set('Cookie', `${USER_COOKIE}=${token}`);
      out.push({ agent, userId: user.id, email: '', addressId: address.id });
    }
    return out;
  }

  beforeAll(async () => {
    env = await startStripeTestApp(undefined, { ORDER_RATE_LIMIT_PER_MINUTE: '100' });
    owner = await loginSeller(env.test);
    await insertProduct(env.test, { id: 'mango', name: 'Mango', price: 150, offerPrice: 100 });
    const zones: DeliveryZone[] = [
      {
        name: 'Colombo',
        postcodes: ['00*'],
        fee: 150,
        freeDeliveryFrom: null,
        minimumOrder: 0,
        expressOffered: true,
      },
      {
        name: 'Kandy',
        postcodes: ['20*'],
        fee: 0,
        freeDeliveryFrom: null,
        minimumOrder: 0,
        expressOffered: false,
      },
    ];
    const saved = await owner.put('/api/seller/delivery/zones').send({ zones });
    expect(saved.status).toBe(200);
    colomboZone = (saved.body.zones as DeliveryZone[])[0]!.id!;
    const put = await owner
      .put(`/api/seller/delivery/slot-templates/${colomboZone}`)
      .send(TEMPLATE);
    expect(put.status).toBe(200);
    expect(put.body.template).toMatchObject({ zoneId: colomboZone, leadTimeMinutes: 0 });
    colombo = await shopperWithAddress(env.test, { address: { zip: '00100' } });
    other = await shopperWithAddress(env.test, { address: { zip: '00200' } });
    kandy = await shopperWithAddress(env.test, { address: { zip: '20000' } });
    slots = (await listSlots(env.test.http(), { postcode: '00100' })).slots;
  }, 60_000);
  afterAll(() => env.close());

  it('lists the windows of today and the next 6 days, with fee and reasons, and express', async () => {
    const list = await listSlots(colombo.agent, { addressId: colombo.addressId });
    expect(list.slotsRequired).toBe(true);
    expect(list.slots.length).toBeGreaterThanOrEqual(6 * 4);
    expect(list.slots.length).toBeLessThanOrEqual(7 * 4);
    expect(list.slots[0]).toMatchObject({ kind: 'standard', fee: 150 });
    for (const slot of list.slots) expect(slot.available).toBe(slot.reason === null);
    expect(list.express).toMatchObject({ kind: 'express', label: 'Express: within 30 minutes' });
    // Kandy keeps the spec's behaviour: no slots.
    expect(await listSlots(env.test.http(), { postcode: '20000' })).toMatchObject({
      slotsRequired: false,
      slots: [],
      express: null,
    });
    // Someone else's address answers 404; no login 401; nothing asked 400.
    const foreign = await other.agent
      .get('/api/delivery/slots')
      .query({ addressId: colombo.addressId });
    expect(foreign.status).toBe(404);
    const anonymous = await env.test
      .http()
      .get('/api/delivery/slots')
      .query({ addressId: colombo.addressId });
    expect(anonymous.status).toBe(401);
    expect((await env.test.http().get('/api/delivery/slots')).status).toBe(400);
  });

  it('a zone with slots refuses an order without one (400); a zone without slots needs none', async () => {
    const missing = await cod(colombo);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      success: false,
      code: ERROR_CODES.DELIVERY_SLOT_REQUIRED,
      message: SLOT_MESSAGES.required,
    });
    expect((await cod(kandy)).status).toBe(201);
    expect(await newestOrder(kandy)).toMatchObject({ deliveryWindow: null });
  });

  it('bad slot ids answer 400 or 404, never 500', async () => {
    const notId = await cod(colombo, 'not-a-slot');
    expect(notId.status).toBe(400);
    const unknown = await cod(colombo, randomUUID());
    expect(unknown.status).toBe(404);
    const long = await cod(colombo, 'x'.repeat(500));
    expect(long.status).toBe(400);
    const wrongType = await colombo.agent
      .post('/api/order/cod')
      .send({ address: colombo.addressId, items, slotId: { $ne: null } });
    expect(wrongType.status).toBe(400);
    // Colombo's slot for a Kandy address: 400.
    const foreign = await cod(kandy, laterSlots()[0]!.id);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(SLOT_MESSAGES.wrongZone);
  });

  it('books a window: the order shows it, the seller sees it with its picking list', async () => {
    const slot = laterSlots()[1]!;
    const placed = await cod(colombo, slot.id);
    expect(placed.status).toBe(201);
    const order = await newestOrder(colombo);
    expect(order.deliveryWindow).toEqual({
      slotId: slot.id,
      kind: 'standard',
      start: slot.start,
      end: slot.end,
      label: slot.label,
      promiseBy: null,
    });
    expect(await booked(slot.id)).toBe(1);
    const detail = (await owner.get(`/api/order/seller/${order._id}`)).body.order as Order;
    expect(detail).toMatchObject({ deliveryFee: 150, deliveryWindow: { label: slot.label } });
    const date = new Date(Date.parse(slot.start) + 330 * 60_000).toISOString().slice(0, 10);
    const day = await owner.get('/api/seller/delivery/slots').query({ date });
    expect(day.status).toBe(200);
    const window = (day.body.windows as SellerSlotWindow[]).find((w) => w.id === slot.id)!;
    expect(window).toMatchObject({ booked: 1, capacity: 50, closed: false });
    expect(window.orders.map((o) => o._id)).toEqual([order._id]);
    const picking = await owner.get(`/api/seller/delivery/slots/${slot.id}/picking-list`);
    expect(picking.status).toBe(200);
    expect(picking.body.lines).toEqual([{ productId: 'mango', name: 'Mango', quantity: 1 }]);
    const filtered = await owner.get('/api/order/seller').query({ slotId: slot.id });
    expect((filtered.body.orders as Order[]).map((o) => o._id)).toEqual([order._id]);
    expect((await owner.get('/api/order/seller').query({ slotId: 'nope' })).status).toBe(400);
    // The confirmation email carries the window.
    const [outbox] = await env.test.dataSource.query(
      `SELECT facts FROM outbox WHERE topic = 'order.placed' AND payload->>'orderId' = $1`,
      [order._id],
    );
    expect(outbox.facts.deliveryWindow).toBe(slot.label);
  });

  it('the placed email tells the order as stored: weighed line, fee and window', async () => {
    // Placing writes the email's facts from the order and lines just inserted (no re-read):
    // they must be exactly what reading the order back in the transaction would give.
    const products = env.test.dataSource.getRepository(ProductEntity);
    await products.save(
      products.create({
        id: 'tomatoes',
        name: 'Tomatoes',
        category: 'Vegetables',
        soldBy: 'weight',
        stepGrams: 250,
        pricePerKgCents: 50_000,
        offerPricePerKgCents: 48_000,
        priceCents: 12_500,
        offerPriceCents: 12_000,
        images: ['/uploads/products/tomatoes.webp'],
        description: ['Loose'],
        inStock: true,
        onHand: 50_000,
        weight: null,
        rating: null,
      }),
    );
    const slot = laterSlots()[8]!;
    const placed = await colombo.agent.post('/api/order/cod').send({
      address: colombo.addressId,
      items: [
        { product: 'mango', quantity: 1 },
        { product: 'tomatoes', quantity: 3, substitution: 'similar' },
      ],
      slotId: slot.id,
    });
    expect(placed.status).toBe(201);
    const order = await newestOrder(colombo);
    const [row] = (await env.test.dataSource.query(
      `SELECT payload, facts FROM outbox WHERE dedupe_key = $1`,
      [`order.placed:${order._id}`],
    )) as { payload: OrderEmailPayload; facts: OrderEmailFacts }[];
    const reread = await readOrderEmailFacts(env.test.dataSource.manager, {
      orderId: order._id,
    });
    expect(reread).not.toBeNull();
    expect(row!.payload).toEqual({ orderId: order._id, userId: reread!.userId });
    expect(row!.facts).toEqual(JSON.parse(JSON.stringify(reread!.facts)));
    expect(row!.facts).toMatchObject({
      number: order.number,
      deliveryCents: 15_000,
      deliveryWindow: slot.label,
      lines: [
        { name: 'Mango', quantity: 1, unitCents: 10_000 },
        { name: 'Tomatoes', quantity: 3, stepGrams: 250 },
      ],
    });
  });

  it('100 concurrent checkouts from 100 shoppers for a slot of capacity 10: exactly 10 orders', async () => {
    const slot = laterSlots()[2]!;
    const patched = await owner
      .patch(`/api/seller/delivery/slots/${slot.id}`)
      .send({ capacity: 10 });
    expect(patched.status).toBe(200);
    const shoppers = await manyShoppers(100);
    const answers = await Promise.all(shoppers.map((s) => cod(s, slot.id)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(90);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toMatchObject({
        code: ERROR_CODES.DELIVERY_SLOT_UNAVAILABLE,
        message: SLOT_MESSAGES.full,
      });
    }
    expect(await booked(slot.id)).toBe(10);
    const [{ n }] = await env.test.dataSource.query(
      `SELECT count(*)::int AS n FROM "order" WHERE delivery_slot_id = $1`,
      [slot.id],
    );
    expect(n).toBe(10);
  }, 180_000);

  it('an online checkout holds its place until it expires', async () => {
    const slot = laterSlots()[3]!;
    const placed = await colombo.agent
      .post('/api/order/stripe')
      .set('Origin', SHOP_ORIGIN)
      .send({ address: colombo.addressId, items, slotId: slot.id });
    expect(placed.status).toBe(201);
    expect(await booked(slot.id)).toBe(1);
    const job = env.test.app.get(CheckoutExpiryJob);
    expect(await job.runOnce(new Date(Date.now() + 3 * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect(await booked(slot.id)).toBe(0);
  });

  it('cancelling an order frees its place', async () => {
    const slot = laterSlots()[4]!;
    expect((await cod(colombo, slot.id)).status).toBe(201);
    const order = await newestOrder(colombo);
    expect(await booked(slot.id)).toBe(1);
    const cancelled = await colombo.agent
      .post(`/api/order/user/${order._id}/cancel`)
      .send({ reason: 'Changed my mind' });
    expect(cancelled.status).toBe(200);
    expect(await booked(slot.id)).toBe(0);
  });

  it('moves an order to another window atomically; never into or from another shopper’s order', async () => {
    const [from, to] = [laterSlots()[5]!, laterSlots()[6]!];
    expect((await cod(colombo, from.id)).status).toBe(201);
    const order = await newestOrder(colombo);
    const stolen = await other.agent
      .post(`/api/order/user/${order._id}/slot`)
      .send({ slotId: to.id });
    expect(stolen.status).toBe(404);
    expect(
      (await colombo.agent.post(`/api/order/user/${order._id}/slot`).send({ slotId: 'x' })).status,
    ).toBe(400);
    const moved = await colombo.agent
      .post(`/api/order/user/${order._id}/slot`)
      .send({ slotId: to.id });
    expect(moved.status).toBe(200);
    expect(moved.body.order.deliveryWindow).toMatchObject({ slotId: to.id, label: to.label });
    // The shopper's history tells the change.
    expect(moved.body.order.history.map((h: { note: string | null }) => h.note)).toContain(
      `Delivery window changed to ${to.label}`,
    );
    expect(await booked(from.id)).toBe(0);
    expect(await booked(to.id)).toBe(1);
    // Staff move it back: an audit row.
    const back = await owner.post(`/api/order/seller/${order._id}/slot`).send({ slotId: from.id });
    expect(back.status).toBe(200);
    expect([await booked(from.id), await booked(to.id)]).toEqual([1, 0]);
    const [audit] = await env.test.dataSource.query(
      `SELECT action, after FROM audit_log WHERE record_id = $1 AND action = 'order.slot'`,
      [order._id],
    );
    expect(audit.after).toEqual({ deliveryWindow: from.label });
  });

  it('a closed window keeps its orders and takes no more', async () => {
    const slot = laterSlots()[7]!;
    expect((await cod(colombo, slot.id)).status).toBe(201);
    const closed = await owner
      .patch(`/api/seller/delivery/slots/${slot.id}`)
      .send({ closed: true });
    expect(closed.status).toBe(200);
    expect(closed.body.window).toMatchObject({ closed: true, booked: 1 });
    expect(closed.body.window.orders).toHaveLength(1);
    const refused = await cod(other, slot.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SLOT_MESSAGES.closed);
    const bad = await owner.patch(`/api/seller/delivery/slots/${slot.id}`).send({ capacity: -1 });
    expect(bad.status).toBe(400);
    expect(
      (await owner.patch(`/api/seller/delivery/slots/nope`).send({ closed: true })).status,
    ).toBe(400);
    expect(
      (await owner.patch(`/api/seller/delivery/slots/${randomUUID()}`).send({ closed: true }))
        .status,
    ).toBe(404);
  });

  it('express: one per period here, then refused; the order keeps its promise', async () => {
    const express = (await listSlots(colombo.agent, { addressId: colombo.addressId })).express!;
    expect(express.available).toBe(true);
    expect((await cod(colombo, express.id)).status).toBe(201);
    const order = await newestOrder(colombo);
    expect(order.deliveryWindow).toMatchObject({ kind: 'express' });
    const promise = Date.parse(order.deliveryWindow!.promiseBy!);
    expect(promise - Date.parse(order.createdAt)).toBeGreaterThan(29 * 60_000);
    expect(promise - Date.parse(order.createdAt)).toBeLessThan(31 * 60_000);
    const refused = await cod(other, express.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: ERROR_CODES.DELIVERY_EXPRESS_UNAVAILABLE,
      message: SLOT_MESSAGES.expressUnavailable,
    });
    const again = (await listSlots(other.agent, { addressId: other.addressId })).express;
    expect(again).toMatchObject({ available: false, reason: 'full' });
  });

  it('templates: settings.write only, bad ones 400 with the field', async () => {
    const bad = await owner
      .put(`/api/seller/delivery/slot-templates/${colomboZone}`)
      .send({ ...TEMPLATE, leadTimeMinutes: -5 });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('leadTimeMinutes');
    for (const junk of [
      { ...TEMPLATE, windows: [null] },
      { ...TEMPLATE, windows: [{ weekdays: 'all' }] },
      { ...TEMPLATE, express: null },
      { ...TEMPLATE, express: { ...TEMPLATE.express, openingHours: [3] } },
      { ...TEMPLATE, cutoffTime: 2200 },
      {},
    ]) {
      const refused = await owner
        .put(`/api/seller/delivery/slot-templates/${colomboZone}`)
        .send(junk);
      expect({ junk, status: refused.status }).toEqual({ junk, status: 400 });
    }
    expect((await owner.get(`/api/seller/delivery/slot-templates/${randomUUID()}`)).status).toBe(
      404,
    );
    expect((await owner.get(`/api/seller/delivery/slot-templates/nope`)).status).toBe(404);
    expect(
      (await colombo.agent.get(`/api/seller/delivery/slot-templates/${colomboZone}`)).status,
    ).toBe(401);
  });
});
