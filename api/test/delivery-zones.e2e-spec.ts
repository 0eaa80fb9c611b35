import {
  ERROR_CODES,
  MESSAGES,
  priceCart,
  type DeliveryZone,
  type Order,
  type OrderDetail,
} from '@greencart/contracts';
import type request from 'supertest';
import { renderOrderEmail } from '../src/mail/order-email.js';
import type { OrderEmailFacts } from '../src/mail/order-email-facts.js';
import { startStripeTestApp, type StripeTestApp } from './support/fake-stripe.js';
import { moveOrder, placeCodOrder, placeOnlineOrder } from './support/orders.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { createStaff, loginStaff } from './support/staff.js';
import { insertProduct, loginSeller } from './support/test-app.js';

/** Delivery zones, fees, free-delivery threshold and minimum order (docs/DELIVERY.md). */
describe('delivery zones', () => {
  let env: StripeTestApp;
  let owner: request.Agent;
  let colombo: Shopper;
  let outside: Shopper;

  /** Colombo (00…): LKR 150 below LKR 2,000 of goods, minimum LKR 300; Kandy: LKR 250 always. */
  const ZONES: DeliveryZone[] = [
    {
      name: 'Colombo',
      postcodes: ['00*'],
      areas: [],
      fee: 150,
      freeDeliveryFrom: 2000,
      minimumOrder: 300,
      expressOffered: true,
    },
    {
      name: 'Kandy',
      postcodes: ['20000', '201*'],
      areas: [],
      fee: 250,
      freeDeliveryFrom: null,
      minimumOrder: 0,
      expressOffered: false,
    },
  ];

  const zones = async (agent: request.Agent = owner) =>
    (await agent.get('/api/seller/delivery/zones')).body.zones as DeliveryZone[];
  const putZones = (body: unknown, agent: request.Agent = owner) =>
    agent.put('/api/seller/delivery/zones').send(body as object);
  const quote = (postcode: string) =>
    env.test.http().get('/api/delivery/quote').query({ postcode });
  const cod = (shopper: Shopper, items: { product: string; quantity: number }[]) =>
    shopper.agent.post('/api/order/cod').send({ address: shopper.addressId, items });
  const stripe = (shopper: Shopper, items: { product: string; quantity: number }[]) =>
    shopper.agent
      .post('/api/order/stripe')
      .set('Origin', 'http://shop.test:8080')
      .send({ address: shopper.addressId, items });
  const orderCount = async () =>
    Number((await env.test.dataSource.query(`SELECT count(*) AS n FROM "order"`))[0].n);

  beforeAll(async () => {
    env = await startStripeTestApp(undefined, { ORDER_RATE_LIMIT_PER_MINUTE: '100' });
    owner = await loginSeller(env.test);
    await insertProduct(env.test, { id: 'mango', name: 'Mango', price: 150, offerPrice: 122.4 });
    await insertProduct(env.test, { id: 'rice', name: 'Rice', price: 600, offerPrice: 500 });
    colombo = await shopperWithAddress(env.test, { address: { zip: '00100' } });
    // An address no zone will cover can still be saved.
    outside = await shopperWithAddress(env.test, { address: { zip: '80000' } });
  });
  afterAll(() => env.close());

  describe('the default configuration (one free zone everywhere)', () => {
    it('is one zone covering every postcode, free, with no minimum', async () => {
      expect(await zones()).toEqual([
        {
          id: expect.any(String),
          name: 'Everywhere',
          postcodes: ['*'],
          areas: [],
          fee: 0,
          freeDeliveryFrom: null,
          minimumOrder: 0,
          expressOffered: false,
        },
      ]);
      expect((await quote('80000')).body).toEqual({
        success: true,
        postcode: '80000',
        area: null,
        zone: {
          name: 'Everywhere',
          fee: 0,
          freeDeliveryFrom: null,
          minimumOrder: 0,
          expressOffered: false,
        },
      });
    });

    it('keeps the totals: cart + 2 % tax, free delivery, for COD and card alike', async () => {
      const order = await placeCodOrder(outside, [{ product: 'mango', quantity: 1 }]);
      // 122.40 + 2.44 tax, no fee.
      expect(order).toMatchObject({ amount: 124.84, deliveryFee: 0 });
      const { orderId, session } = await placeOnlineOrder(env, outside, [
        { product: 'mango', quantity: 1 },
      ]);
      expect(session.amount_total).toBe(12484);
      expect(session.line_items.data.map((line) => line.description)).toEqual([
        'Mango',
        'Tax (2%)',
      ]);
      const [row] = await env.test.dataSource.query(
        `SELECT amount_cents, delivery_fee_cents FROM "order" WHERE id = $1`,
        [orderId],
      );
      expect(row).toEqual({ amount_cents: 12484, delivery_fee_cents: 0 });
    });
  });

  describe('with zones set by the seller', () => {
    beforeAll(async () => {
      const saved = await putZones({ zones: ZONES });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ success: true, message: 'Delivery zones saved' });
      expect(saved.body.zones).toEqual(ZONES.map((zone) => ({ id: expect.any(String), ...zone })));
    });

    it('quotes the most specific zone of a postcode, or none', async () => {
      expect((await quote('00100')).body.zone).toMatchObject({ name: 'Colombo', fee: 150 });
      expect((await quote('20000')).body.zone).toMatchObject({ name: 'Kandy', fee: 250 });
      expect((await quote(' 20155 ')).body).toMatchObject({
        postcode: '20155',
        zone: { name: 'Kandy' },
      });
      expect((await quote('80000')).body).toEqual({
        success: true,
        postcode: '80000',
        area: null,
        zone: null,
      });
      const missing = await env.test.http().get('/api/delivery/quote');
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ success: false, code: ERROR_CODES.VALIDATION });
    });

    it('adds the fee to the amount, stores it, and the card payment and email say the same', async () => {
      // 3 × 122.40 = 367.20 (above the LKR 300 minimum, below LKR 2,000): 7.34 tax + 150 fee.
      const expected = priceCart([{ offerPrice: 122.4, quantity: 3 }], {
        feeCents: 15000,
        freeFromCents: 200000,
      });
      expect(expected).toEqual({
        subtotalCents: 36720,
        discountCents: 0,
        taxCents: 734,
        taxIncluded: false,
        deliveryCents: 15000,
        totalCents: 52454,
      });
      const order = await placeCodOrder(colombo, [{ product: 'mango', quantity: 3 }]);
      expect(order).toMatchObject({ amount: 524.54, deliveryFee: 150 });
      const [row] = await env.test.dataSource.query(
        `SELECT amount_cents, delivery_fee_cents FROM "order" WHERE id = $1`,
        [order._id],
      );
      expect(row).toEqual({ amount_cents: 52454, delivery_fee_cents: 15000 });

      // The placed email's figures, written with the order, add up to the same cents.
      const [outbox] = await env.test.dataSource.query(
        `SELECT facts FROM outbox WHERE payload->>'orderId' = $1 AND topic = 'order.placed'`,
        [order._id],
      );
      const facts = outbox.facts as OrderEmailFacts;
      expect(facts).toMatchObject({
        subtotalCents: 36720,
        taxCents: 734,
        deliveryCents: 15000,
        totalCents: 52454,
      });
      const email = renderOrderEmail('order.placed', facts, 'http://shop.test', {
        locale: 'en-LK',
        timeZone: 'Asia/Colombo',
      });
      expect(email.text).toContain('Delivery: LKR 150.00');
      expect(email.text).toContain('Total: LKR 524.54');

      // Card: a Delivery line item, and Stripe's total is the stored amount.
      const online = await placeOnlineOrder(env, colombo, [{ product: 'mango', quantity: 3 }]);
      expect(online.session.amount_total).toBe(52454);
      expect(
        online.session.line_items.data.map((line) => [line.description, line.amount_total]),
      ).toEqual([
        ['Mango', 36720],
        ['Tax (2%)', 734],
        ['Delivery', 15000],
      ]);
    });

    it('delivers free from the threshold on', async () => {
      // 4 × 500 = 2,000.00: free; 40.00 tax.
      const order = await placeCodOrder(colombo, [{ product: 'rice', quantity: 4 }]);
      expect(order).toMatchObject({ amount: 2040, deliveryFee: 0 });
    });

    it('a short pick below the threshold adds no fee after the fact', async () => {
      const order = await placeCodOrder(colombo, [{ product: 'rice', quantity: 4 }]);
      await moveOrder(owner, order._id, ['Confirmed', 'Packing']);
      const short = await owner
        .post(`/api/order/seller/${order._id}/items/0/short`)
        .send({ available: 3 });
      expect(short.status).toBe(200);
      // 3 × 500 = 1,500.00 + 30.00 tax; still no fee.
      expect(short.body.order as OrderDetail).toMatchObject({ amount: 1530, deliveryFee: 0 });
    });

    it('a short pick keeps a fee already charged (and only reprices the goods)', async () => {
      const order = await placeCodOrder(colombo, [{ product: 'mango', quantity: 4 }]);
      // 489.60 + 9.79 tax + 150.
      expect(order).toMatchObject({ amount: 649.39, deliveryFee: 150 });
      await moveOrder(owner, order._id, ['Confirmed', 'Packing']);
      const short = await owner
        .post(`/api/order/seller/${order._id}/items/0/short`)
        .send({ available: 1 });
      // 122.40 + 2.44 + 150: below the minimum now, but a short pick is the shop's doing.
      expect(short.body.order as OrderDetail).toMatchObject({ amount: 274.84, deliveryFee: 150 });
    });

    it('refuses an order below the zone minimum with 409, saying how much more is needed', async () => {
      const before = await orderCount();
      // 2 × 122.40 = 244.80; minimum 300.00 → 55.20 more.
      for (const place of [cod, stripe]) {
        const refused = await place(colombo, [{ product: 'mango', quantity: 2 }]);
        expect(refused.status).toBe(409);
        expect(refused.body).toEqual({
          success: false,
          code: ERROR_CODES.DELIVERY_BELOW_MINIMUM,
          message: 'Minimum order LKR 300.00: add LKR 55.20 more',
        });
      }
      expect(await orderCount()).toBe(before);
    });

    it('refuses an address outside every zone with 409; the address stays saved', async () => {
      const before = await orderCount();
      for (const place of [cod, stripe]) {
        const refused = await place(outside, [{ product: 'rice', quantity: 4 }]);
        expect(refused.status).toBe(409);
        expect(refused.body).toEqual({
          success: false,
          code: ERROR_CODES.DELIVERY_OUTSIDE_ZONES,
          message: MESSAGES.deliveryOutsideZones,
        });
      }
      expect(await orderCount()).toBe(before);
      // A new address outside the zones is saved too.
      const added = await outside.agent.post('/api/address/add').send({
        address: {
          firstName: 'Kamal',
          lastName: 'Silva',
          email: 'kamal@example.com',
          phone: '+94 77 765 4321',
          street: '1 Beach Road',
          city: 'Galle',
          state: 'Southern',
          zip: '80010',
          country: 'Sri Lanka',
        },
      });
      expect(added.status).toBe(201);
    });

    it('a zone with an id is updated in place; the list keeps the seller’s order', async () => {
      const [first, second] = await zones();
      const saved = await putZones({
        zones: [
          { ...second, fee: 275.5 },
          { ...first, postcodes: ['00*', '80000'] },
        ],
      });
      expect(saved.status).toBe(200);
      expect(saved.body.zones).toEqual([
        { ...second, fee: 275.5 },
        { ...first, postcodes: ['00*', '80000'] },
      ]);
      expect((await quote('80000')).body.zone).toMatchObject({ name: 'Colombo' });
      // Back as it was, for the tests that follow.
      expect((await putZones({ zones: [first, second] })).status).toBe(200);
    });

    it('writes one audit row per change, with the zones before and after', async () => {
      const rows = await env.test.dataSource.query(
        `SELECT action, record_type, before, after FROM audit_log
          WHERE action = 'settings.change' ORDER BY id`,
      );
      // The first PUT, the reorder and the restore.
      expect(rows).toHaveLength(3);
      expect(rows[0]).toMatchObject({
        action: 'settings.change',
        record_type: 'settings',
        before: { zones: [expect.objectContaining({ name: 'Everywhere' })] },
        after: { zones: [expect.objectContaining({ name: 'Colombo' }), expect.anything()] },
      });
      // Saving the same list again changes nothing and writes no row.
      expect((await putZones({ zones: await zones() })).status).toBe(200);
      const [{ n }] = await env.test.dataSource.query(
        `SELECT count(*)::int AS n FROM audit_log WHERE action = 'settings.change'`,
      );
      expect(n).toBe(3);
    });
  });

  describe('who may change them, and what is refused', () => {
    it('owner and manager may read and save; a packer gets 403 on both', async () => {
      const manager = await loginStaff(env.test, await createStaff(env.test, 'manager'));
      const current = await zones(manager);
      expect(current).toHaveLength(2);
      expect((await putZones({ zones: current }, manager)).status).toBe(200);

      const packer = await loginStaff(env.test, await createStaff(env.test, 'packer'));
      for (const response of [
        await packer.get('/api/seller/delivery/zones'),
        await putZones({ zones: [] }, packer),
        await putZones({ zones: current }, packer),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body).toMatchObject({ success: false, code: ERROR_CODES.NOT_PERMITTED });
      }
      // A shopper or a visitor is not staff at all.
      expect((await colombo.agent.get('/api/seller/delivery/zones')).status).toBe(401);
      expect((await env.test.http().put('/api/seller/delivery/zones').send({})).status).toBe(401);
      expect(await zones()).toEqual(current);
    });

    const zone = (patch: Record<string, unknown>) => ({ ...ZONES[0], ...patch });
    it.each([
      ['no zones field', {}, 'zones', 'Keep 1 to 100 delivery zones'],
      ['an empty list', { zones: [] }, 'zones', 'Keep 1 to 100 delivery zones'],
      [
        'a bad postcode pattern',
        { zones: [zone({ postcodes: ['00-100'] })] },
        'zones.0.postcodes',
        '"00-100" is not a postcode pattern',
      ],
      [
        'a prefix that is not at the end',
        { zones: [zone({ postcodes: ['*00'] })] },
        'zones.0.postcodes',
        'is not a postcode pattern',
      ],
      [
        'a negative fee',
        { zones: [zone({ fee: -150 })] },
        'zones.0.fee',
        'The delivery fee must be an amount in rupees from 0',
      ],
      [
        'a fee as text',
        { zones: [zone({ fee: '150' })] },
        'zones.0.fee',
        'The delivery fee must be an amount',
      ],
      [
        'a negative minimum',
        { zones: [zone({ minimumOrder: -1 })] },
        'zones.0.minimumOrder',
        'The minimum order must be',
      ],
      [
        'a threshold of a tenth of a cent',
        { zones: [zone({ freeDeliveryFrom: 10.001 })] },
        'zones.0.freeDeliveryFrom',
        'at most 2 decimals',
      ],
      [
        'a postcode in two zones',
        { zones: [zone({}), zone({ name: 'Fort', postcodes: ['00100', '00*'] })] },
        'zones.1.postcodes',
        'The postcode pattern 00* is listed twice',
      ],
      [
        'two zones of one name',
        { zones: [zone({}), zone({ postcodes: ['1*'] })] },
        'zones.1.name',
        'Two zones are called "Colombo"',
      ],
      ['an unknown field', { zones: [zone({ colour: 'green' })] }, 'zones.0.colour', 'colour'],
      [
        'an id that is not a zone',
        { zones: [zone({ id: '00000000-0000-4000-8000-000000000000' })] },
        'zones.0.id',
        'reload the page',
      ],
    ])('400 for %s, nothing changed', async (_what, body, field, message) => {
      const before = await zones();
      const refused = await putZones(body);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        success: false,
        code: ERROR_CODES.VALIDATION,
        field,
        message: expect.stringContaining(message),
      });
      expect(await zones()).toEqual(before);
    });
  });

  it('orders list the fee they were placed with', async () => {
    const orders = (await colombo.agent.get('/api/order/user')).body.orders as Order[];
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) expect(typeof order.deliveryFee).toBe('number');
  });
});
