import {
  DEFAULT_SHOP_PROFILE,
  SELLER_TODAY_PATH,
  TODAY_NEEDS,
  type Order,
  type SellerToday,
  type TodayNeed,
} from '@greencart/contracts';
import type request from 'supertest';
import { moveOrder, placeCodOrder } from './support/orders.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { createStaff, loginStaff } from './support/staff.js';
import { ProductEntity } from '../src/product/product.entity.js';
import { insertProduct, loginSeller, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Today (docs/TODAY.md): `GET /api/seller/today` counts what needs a person now, and every count
 * equals the order list filtered by the same `need`. Orders are placed through the API and then
 * given their situation with SQL (placed earlier, a window, a payment check, a failed refund, a
 * card hold): the status guard only refuses status writes.
 */
describe('Today (GET /api/seller/today)', () => {
  let test: TestApp;
  let owner: request.Agent;
  let buyer: Shopper;

  async function today(agent: request.Agent = owner): Promise<SellerToday> {
    const response = await agent.get(SELLER_TODAY_PATH);
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    return response.body.today as SellerToday;
  }

  async function listed(need: TodayNeed): Promise<string[]> {
    const response = await owner.get('/api/order/seller').query({ need, limit: 100 });
    expect(response.status).toBe(200);
    return (response.body.orders as Order[]).map((order) => order._id);
  }

  async function sql(text: string, values: unknown[] = []): Promise<void> {
    await test.dataSource.query(text, values);
  }

  /** Places a COD order of one bread and answers its id. */
  async function bread(quantity = 1): Promise<string> {
    return (await placeCodOrder(buyer, [{ product: 'bread', quantity }]))._id;
  }

  beforeAll(async () => {
    test = await startTestApp({ ORDER_RATE_LIMIT_PER_MINUTE: '1000' });
    owner = await loginSeller(test);
    await insertProduct(test, { id: 'bread', name: 'Bread', price: 100 });
    const products = test.dataSource.getRepository(ProductEntity);
    await products.save(
      products.create({
        id: 'tomatoes',
        name: 'Tomatoes',
        category: 'Vegetables',
        soldBy: 'weight',
        stepGrams: 250,
        pricePerKgCents: 40_000,
        offerPricePerKgCents: 40_000,
        priceCents: 10_000,
        offerPriceCents: 10_000,
        images: ['/uploads/products/tomatoes.webp'],
        description: ['Loose'],
        inStock: true,
        onHand: 50_000,
        weight: null,
        rating: null,
      }),
    );
    buyer = await shopperWithAddress(test);
  });
  afterAll(() => test.close());

  it('answers only owners and managers: a packer, a shopper and a forged cookie are refused', async () => {
    const manager = await loginStaff(test, await createStaff(test, 'manager'));
    expect((await manager.get(SELLER_TODAY_PATH)).status).toBe(200);

    const packer = await loginStaff(test, await createStaff(test, 'packer'));
    const refused = await packer.get(SELLER_TODAY_PATH);
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
    expect(typeof refused.body.message).toBe('string');

    expect((await buyer.agent.get(SELLER_TODAY_PATH)).status).toBe(401);
    expect((await test.http().get(SELLER_TODAY_PATH)).status).toBe(401);
    const forged = await test
      .http()
      .get(SELLER_TODAY_PATH)
      .set('Cookie', 'sellerToken=eyJhbGciOiJub25lIn0.eyJyb2xlIjoib3duZXIifQ.');
    expect(forged.status).toBe(401);
    expect(forged.body.success).toBe(false);
  });

  it('counts each need exactly as the order list filtered by it lists them', async () => {
    const empty = await today();
    expect(empty.needs).toEqual(Object.fromEntries(TODAY_NEEDS.map((need) => [need, 0])));
    expect(empty.unconfirmedMinutes).toBe(DEFAULT_SHOP_PROFILE.unconfirmedAlertMinutes);

    // Unconfirmed: placed 20 minutes ago (over the default 15); a fresh one is not counted yet.
    const late = await bread();
    await sql(`UPDATE "order" SET created_at = now() - interval '20 minutes' WHERE id = $1`, [
      late,
    ]);
    const fresh = await bread();

    // Due: confirmed, its window starts in an hour; another's in five hours is not due yet.
    const due = await bread();
    const later = await bread();
    await moveOrder(owner, due, ['Confirmed']);
    await moveOrder(owner, later, ['Confirmed']);
    const windowIn = (hours: number) =>
      `jsonb_build_object('label', 'w', 'start', to_char((now() + interval '${hours} hours') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'end', to_char((now() + interval '${hours + 2} hours') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))`;
    await sql(`UPDATE "order" SET delivery_window = ${windowIn(1)} WHERE id = $1`, [due]);
    await sql(`UPDATE "order" SET delivery_window = ${windowIn(5)} WHERE id = $1`, [later]);

    // To weigh: a weighed line without its weight.
    const weighed = (await placeCodOrder(buyer, [{ product: 'tomatoes', quantity: 2 }]))._id;
    await moveOrder(owner, weighed, ['Confirmed']);

    // A payment to check, a failed refund, a card hold lapsing in 2 hours (one in 3 days is not).
    const check = await bread();
    const refund = await bread();
    const hold = await bread();
    const holdLater = await bread();
    for (const id of [check, refund, hold, holdLater]) await moveOrder(owner, id, ['Confirmed']);
    await sql(`UPDATE "order" SET payment_check = '{"kind":"capture-unknown"}' WHERE id = $1`, [
      check,
    ]);
    await sql(`UPDATE "order" SET refund_state = 'failed' WHERE id = $1`, [refund]);
    await sql(
      `UPDATE "order" SET hold_state = 'authorised', authorised_until = now() + interval '2 hours' WHERE id = $1`,
      [hold],
    );
    await sql(
      `UPDATE "order" SET hold_state = 'authorised', authorised_until = now() + interval '3 days' WHERE id = $1`,
      [holdLater],
    );

    // Cash: delivered 5 rupees short (counted); delivered in full (not).
    const short = await bread(2);
    const full = await bread();
    for (const id of [short, full]) {
      await moveOrder(owner, id, ['Confirmed', 'Packing', 'Out for delivery']);
    }
    const shortDelivered = await owner
      .post(`/api/order/seller/${short}/status`)
      .send({ status: 'Delivered', cashCollected: 199, note: 'Customer was short' });
    expect(shortDelivered.status).toBe(200);
    await moveOrder(owner, full, ['Delivered']);

    const expected: Record<TodayNeed, string[]> = {
      unconfirmed: [late],
      due: [due],
      toWeigh: [weighed],
      paymentCheck: [check],
      refundFailed: [refund],
      holdExpiring: [hold],
      cashToReconcile: [short],
    };
    const now = await today();
    for (const need of TODAY_NEEDS) {
      expect({ need, count: now.needs[need] }).toEqual({ need, count: expected[need].length });
      expect({ need, listed: await listed(need) }).toEqual({ need, listed: expected[need] });
    }
    expect(await listed('unconfirmed')).not.toContain(fresh);

    // The shop's setting moves the unconfirmed line: 30 minutes, the 20-minute order waits.
    const settings = await owner.get('/api/seller/settings/shop');
    const saved = await owner
      .put('/api/seller/settings/shop')
      .send({ ...settings.body.profile, unconfirmedAlertMinutes: 30 });
    expect(saved.status).toBe(200);
    const patient = await today();
    expect(patient.unconfirmedMinutes).toBe(30);
    expect(patient.needs.unconfirmed).toBe(0);
    expect(await listed('unconfirmed')).toEqual([]);
    // The change is audited with the field before and after (the audit page reads it).
    const audit = await owner.get('/api/seller/audit').query({ action: 'settings.change' });
    expect(audit.status).toBe(200);
    expect(audit.body.entries[0]).toMatchObject({
      recordType: 'settings',
      recordId: 'shop',
      before: { unconfirmedAlertMinutes: 15 },
      after: { unconfirmedAlertMinutes: 30 },
    });
    expect(Object.keys(audit.body.entries[0].after)).toEqual(['unconfirmedAlertMinutes']);
    // Confirming the late order (at 15 minutes again) takes it off.
    await owner
      .put('/api/seller/settings/shop')
      .send({ ...settings.body.profile, unconfirmedAlertMinutes: 15 });
    expect((await today()).needs.unconfirmed).toBe(1);
    await moveOrder(owner, late, ['Confirmed']);
    expect((await today()).needs.unconfirmed).toBe(0);
  });

  it('refuses a setting that is not whole minutes in range, and an unknown need, with 400', async () => {
    const settings = await owner.get('/api/seller/settings/shop');
    for (const bad of [0, 1441, 2.5, '15', null]) {
      const refused = await owner
        .put('/api/seller/settings/shop')
        .send({ ...settings.body.profile, unconfirmedAlertMinutes: bad });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, field: 'unconfirmedAlertMinutes' });
    }
    const unknown = await owner.get('/api/order/seller').query({ need: 'everything' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.success).toBe(false);
    expect(unknown.body.message).toMatch(/need must be one of/);
  });

  it('counts low stock, and today’s sales with weighed goods in grams at packed amounts', async () => {
    const counted = await owner
      .put('/api/product/bread/tracking')
      .send({ onHand: 2, lowStockThreshold: 5 });
    expect(counted.status).toBe(200);
    const before = await today();
    expect(before.lowStock).toBe(1);

    // A new order of 750 g of tomatoes (3 steps of 250 g at LKR 400/kg = LKR 300 estimated)
    // weighed at 800 g: LKR 320 at packed weight.
    const order = await placeCodOrder(buyer, [{ product: 'tomatoes', quantity: 3 }]);
    const placed = await today();
    expect(placed.sales.orders).toBe(before.sales.orders + 1);
    expect(placed.sales.grams - before.sales.grams).toBe(750);
    await moveOrder(owner, order._id, ['Confirmed', 'Packing']);
    const weigh = await owner
      .post(`/api/order/seller/${order._id}/items/0/weight`)
      .send({ packedGrams: 800 });
    expect(weigh.status).toBe(200);
    const packed = await today();
    expect(packed.sales.grams - before.sales.grams).toBe(800);
    const packedAmountCents = Math.round(weigh.body.order.amount * 100);
    expect(packed.sales.revenueCents - before.sales.revenueCents).toBe(packedAmountCents);
    expect(packed.sales.units).toBe(before.sales.units);
    expect(packed.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
