import {
  DEFAULT_SHOP_PROFILE,
  SELLER_SHOP_SETTINGS_PATH,
  SHOP_SETTINGS_PATH,
  type Order,
  type OrderDetail,
  type ShopProfile,
  type ShopSettingsResponse,
} from '@greencart/contracts';
import type request from 'supertest';
import { SELLER_COOKIE } from '../src/auth/auth.types.js';
import { renderOrderEmail } from '../src/mail/order-email.js';
import type { OrderEmailFacts } from '../src/mail/order-email-facts.js';
import { startStripeTestApp, orderRow, type StripeTestApp } from './support/fake-stripe.js';
import { moveOrder, placeCodOrder, placeOnlineOrder } from './support/orders.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { createStaff, loginStaff } from './support/staff.js';
import { insertProduct, loginSeller } from './support/test-app.js';

/**
 * Shop settings kept by the owner (issue 39, docs/SETTINGS.md): who may change them, what is
 * refused, how they are published (ETag), and the money terms the next order is priced by: the
 * tax rate, prices with tax included, and cash on delivery rounded to the rupee (card never).
 */
describe('shop settings: the owner’s form, the published settings, the money terms', () => {
  let env: StripeTestApp;
  let owner: request.Agent;
  let manager: request.Agent;
  let packer: request.Agent;
  let shopper: Shopper;

  const save = (agent: request.Agent, patch: Partial<ShopProfile> | unknown) =>
    agent
      .put(SELLER_SHOP_SETTINGS_PATH)
      .send(
        typeof patch === 'object' && patch !== null && !Array.isArray(patch)
          ? { ...DEFAULT_SHOP_PROFILE, ...patch }
          : (patch as object),
      );
  const published = async () =>
    ((await env.test.http().get(SHOP_SETTINGS_PATH)).body as ShopSettingsResponse).settings;

  beforeAll(async () => {
    // Many orders from one shopper in a minute: the order rate limit is not under test here.
    env = await startStripeTestApp(undefined, { ORDER_RATE_LIMIT_PER_MINUTE: '100' });
    owner = await loginSeller(env.test);
    manager = await loginStaff(env.test, await createStaff(env.test, 'manager'));
    packer = await loginStaff(env.test, await createStaff(env.test, 'packer'));
    // 3 × 122.40 = 367.20 of goods.
    await insertProduct(env.test, { id: 'mango', name: 'Mango', price: 122.4 });
    shopper = await shopperWithAddress(env.test);
  });
  afterAll(() => env.close());

  it('publishes today’s texts and the spec’s terms before anything is saved, with an ETag', async () => {
    const response = await env.test.http().get(SHOP_SETTINGS_PATH);
    expect(response.status).toBe(200);
    const { settings } = response.body as ShopSettingsResponse;
    expect(settings).toMatchObject({
      shopName: 'GreenCart',
      phone: '+94 11 234 5678',
      taxPercent: 2,
      pricesIncludeTax: false,
      cashRounding: true,
      deliveryPromise: '',
    });
    expect(settings.claims.map((c) => c.text)).toContain('Loved by 10,000+ happy customers.');
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await env.test.http().get(SHOP_SETTINGS_PATH).set('If-None-Match', etag);
    expect(again.status).toBe(304);
    const seller = await owner.get(SELLER_SHOP_SETTINGS_PATH);
    expect(seller.body).toMatchObject({ success: true, updatedAt: null });
  });

  it('lets the owner change name, phone, hours and promise: published at once, audited', async () => {
    const before = (await env.test.http().get(SHOP_SETTINGS_PATH)).headers.etag as string;
    const saved = await save(owner, {
      shopName: 'Perera Greens',
      phone: '+94 77 765 4321',
      whatsapp: '+94 77 765 4321',
      openingHours: 'Mon–Sat, 8 am – 8 pm',
      deliveryPromise: 'Same-day delivery in Colombo',
      claims: [{ title: 'Trusted', text: '' }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.profile.shopName).toBe('Perera Greens');
    const now = await env.test.http().get(SHOP_SETTINGS_PATH).set('If-None-Match', before);
    expect(now.status).toBe(200);
    expect((now.body as ShopSettingsResponse).settings).toMatchObject({
      shopName: 'Perera Greens',
      phone: '+94 77 765 4321',
      openingHours: 'Mon–Sat, 8 am – 8 pm',
      deliveryPromise: 'Same-day delivery in Colombo',
      claims: [{ title: 'Trusted', text: '' }],
      // The configuration's part is still there.
      locale: 'en-LK',
      timeZone: 'Asia/Colombo',
    });
    const audit = (await env.test.dataSource.query(
      `SELECT action, record_id AS "recordId", before, after FROM audit_log
        WHERE record_type = 'settings' AND record_id = 'shop'`,
    )) as { action: string; before: Record<string, unknown>; after: Record<string, unknown> }[];
    expect(audit).toHaveLength(1);
    expect(audit[0].action).toBe('settings.change');
    expect(audit[0].before).toMatchObject({ shopName: 'GreenCart' });
    expect(audit[0].after).toMatchObject({ shopName: 'Perera Greens' });
    // Only what changed is recorded.
    expect(audit[0].after).not.toHaveProperty('email');
  });

  it('lets a manager save, and refuses packers, shoppers, visitors and forged sessions', async () => {
    expect((await save(manager, { shopName: 'Perera Greens Ltd' })).status).toBe(200);
    expect((await manager.get(SELLER_SHOP_SETTINGS_PATH)).status).toBe(200);
    expect((await save(packer, { shopName: 'Packed' })).status).toBe(403);
    expect((await packer.get(SELLER_SHOP_SETTINGS_PATH)).status).toBe(403);
    expect((await save(shopper.agent, { shopName: 'Mine' })).status).toBe(401);
    expect((await save(env.test.http(), { shopName: 'Anyone' })).status).toBe(401);
    const forged = env.test
      .http()
      .put(SELLER_SHOP_SETTINGS_PATH)
      .set('Cookie', `${SELLER_COOKIE}=forged.${'a'.repeat(40)}`)
      .send({ ...DEFAULT_SHOP_PROFILE, shopName: 'Forged' });
    expect((await forged).status).toBe(401);
    expect((await published()).shopName).toBe('Perera Greens Ltd');
  });

  it('answers 400 naming the field for what cannot be kept, and keeps the settings', async () => {
    const cases: [unknown, string][] = [
      [{ shopName: '' }, 'shopName'],
      [{ shopName: 'x'.repeat(61) }, 'shopName'],
      [{ phone: 'ring ring' }, 'phone'],
      [{ email: 'not-an-email' }, 'email'],
      [{ logoUrl: 'javascript:alert(1)' }, 'logoUrl'],
      [{ footerLinks: [{ label: 'Evil', url: 'javascript:alert(1)' }] }, 'footerLinks.0.url'],
      [{ heroLead: 'x'.repeat(5000) }, 'heroLead'],
      [{ taxPercent: 101 }, 'taxPercent'],
      [{ taxPercent: 2.001 }, 'taxPercent'],
      [{ cashRounding: 'yes' }, 'cashRounding'],
      [[1, 2], 'profile'],
    ];
    for (const [patch, field] of cases) {
      const response = await save(owner, patch);
      expect({ field, status: response.status }).toEqual({ field, status: 400 });
      expect(response.body.success).toBe(false);
      expect(typeof response.body.message).toBe('string');
      expect(JSON.stringify(response.body)).toContain(field);
    }
    expect((await published()).shopName).toBe('Perera Greens Ltd');
  });

  it('keeps markup as plain text and answers it as JSON, never as a page', async () => {
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    expect((await save(owner, { shopName: hostile.slice(0, 60), heroTitle: hostile })).status).toBe(
      200,
    );
    const response = await env.test.http().get(SHOP_SETTINGS_PATH);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect((response.body as ShopSettingsResponse).settings.heroTitle).toBe(hostile);
    expect((await save(owner, { shopName: 'Perera Greens' })).status).toBe(200);
  });

  describe('the money terms the next order is priced by', () => {
    const detail = async (id: string) =>
      (await shopper.agent.get(`/api/order/user/${id}`)).body.order as OrderDetail;

    it('prices with the rate of the moment; a tampered total is refused, never charged', async () => {
      await save(owner, { taxPercent: 8, cashRounding: false });
      // 367.20 + 8 % (29.376 → 29.37) = 396.57
      const eight = await placeCodOrder(shopper, [{ product: 'mango', quantity: 3 }]);
      expect(eight.amount).toBe(396.57);
      expect(eight).toMatchObject({ taxPercent: 8, pricesIncludeTax: false, rounding: null });
      await save(owner, { taxPercent: 2, cashRounding: false });
      const two = await placeCodOrder(shopper, [{ product: 'mango', quantity: 3 }]);
      expect(two.amount).toBe(374.54);
      // The first order keeps the rate it was placed under.
      expect((await detail(eight._id)).amount).toBe(396.57);
      // A client that sends its own total or line prices: never what the order costs.
      const tampered = await shopper.agent.post('/api/order/cod').send({
        address: shopper.addressId,
        items: [{ product: 'mango', quantity: 3, offerPrice: 0.01 }],
        amount: 1,
        totalCents: 100,
      });
      if (tampered.status === 201) {
        const [newest] = (await shopper.agent.get('/api/order/user')).body.orders as Order[];
        expect(newest.amount).toBe(374.54);
      } else {
        expect(tampered.status).toBe(400);
      }
    });

    it('adds nothing when prices include the tax, and says how much of it is tax', async () => {
      await save(owner, { taxPercent: 8, pricesIncludeTax: true, cashRounding: false });
      const order = await placeCodOrder(shopper, [{ product: 'mango', quantity: 3 }]);
      expect(order.amount).toBe(367.2);
      expect(order).toMatchObject({ taxPercent: 8, pricesIncludeTax: true });
    });

    it('rounds cash on delivery to the rupee, records the rounding, and collects that', async () => {
      await save(owner, { taxPercent: 2, pricesIncludeTax: false, cashRounding: true });
      // 374.54 (the spec's amount, unchanged) → 375.00 in cash, rounding +0.46
      const order = await placeCodOrder(shopper, [{ product: 'mango', quantity: 3 }]);
      expect(order.amount).toBe(374.54);
      expect(order.rounding).toBe(0.46);
      expect((await orderRow(env.test, order._id)).amountCents).toBe(37454);
      // The order's email says the same, to the cent, in the shop's name.
      const [outbox] = (await env.test.dataSource.query(
        `SELECT facts FROM outbox WHERE payload->>'orderId' = $1 AND topic = 'order.placed'`,
        [order._id],
      )) as { facts: OrderEmailFacts }[];
      expect(outbox.facts).toMatchObject({
        totalCents: 37454,
        taxCents: 734,
        taxLabel: 'Tax (2%)',
        roundingCents: 46,
      });
      const email = renderOrderEmail('order.placed', outbox.facts, 'https://shop.test', {
        locale: 'en-LK',
        timeZone: 'Asia/Colombo',
      });
      expect(email.text).toContain('Tax (2%): LKR 7.34');
      expect(email.text).toContain('Total: LKR 374.54');
      expect(email.text).toContain('Cash to pay on delivery: LKR 375.00 (rounding +LKR 0.46)');
      // Staff see it too, and delivering collects the rounded amount by default.
      const staffView = (await owner.get(`/api/order/seller/${order._id}`)).body.order as Order;
      expect(staffView.rounding).toBe(0.46);
      await moveOrder(owner, order._id, ['Confirmed', 'Packing', 'Out for delivery']);
      expect(
        (await owner.post(`/api/order/seller/${order._id}/status`).send({ status: 'Delivered' }))
          .status,
      ).toBe(200);
      expect((await detail(order._id)).cashCollected).toBe(375);
    });

    it('rounds down too, and re-rounds when packing changes the total', async () => {
      // 2 × 122.40 = 244.80 + 4.89 = 249.69 → 250.00 (+0.31); 1 packed: 124.84 → 125.00 (+0.16)
      const order = await placeCodOrder(shopper, [{ product: 'mango', quantity: 2 }]);
      expect(order).toMatchObject({ amount: 249.69, rounding: 0.31 });
      await moveOrder(owner, order._id, ['Confirmed', 'Packing']);
      const short = await owner
        .post(`/api/order/seller/${order._id}/items/0/short`)
        .send({ available: 1 });
      expect(short.status).toBe(200);
      expect(await detail(order._id)).toMatchObject({ amount: 124.84, rounding: 0.16 });
      // 4 × 122.40 = 489.60 + 9.79 = 499.39 → 499.00 (−0.39)
      const down = await placeCodOrder(shopper, [{ product: 'mango', quantity: 4 }]);
      expect(down).toMatchObject({ amount: 499.39, rounding: -0.39 });
    });

    it('never rounds a card payment', async () => {
      const { orderId, session } = await placeOnlineOrder(env, shopper, [
        { product: 'mango', quantity: 3 },
      ]);
      expect(session.amount_total).toBe(37454);
      expect((await orderRow(env.test, orderId)).amountCents).toBe(37454);
      expect((await detail(orderId)).rounding).toBeNull();
    });
  });
});
