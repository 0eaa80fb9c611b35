import { ERROR_CODES, WEIGHT_MESSAGES, type OrderDetail } from '@greencart/contracts';
import type request from 'supertest';
import { captureKey } from '../src/order/payment/payment-guards.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../src/payment/payment-provider.js';
import { HoldExpiryJob } from '../src/order/payment/hold-expiry.job.js';
import { ProductEntity } from '../src/product/product.entity.js';
import { startStripeTestApp, type FakeEvent, type StripeTestApp } from './support/fake-stripe.js';
import { moveOrder, paidOnlineOrder, placeCodOrder, placeOnlineOrder } from './support/orders.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { createStaff, loginStaff } from './support/staff.js';
import { insertProduct, loginSeller } from './support/test-app.js';

/**
 * Weighing at packing (issue 29 part 2, docs/ORDERS.md "Weighed orders"), over real HTTP with
 * the fake Stripe, on PGlite and on PostgreSQL: a card-paid order with weighed lines is
 * authorised for its hold (manual capture), staff weigh each weighed line while Packing, and
 * leaving Packing captures exactly the packed total once.
 */
describe('weigh at packing, charge what was packed', () => {
  let env: StripeTestApp;
  let seller: request.Agent;

  const order = (id: string) =>
    seller.get(`/api/order/seller/${id}`).then((r) => r.body.order as OrderDetail);
  const weigh = (
    agent: request.Agent,
    id: string,
    position: number | string,
    packedGrams: unknown,
  ) => agent.post(`/api/order/seller/${id}/items/${position}/weight`).send({ packedGrams });
  const move = (id: string, status: string, note?: string) =>
    seller.post(`/api/order/seller/${id}/status`).send({ status, ...(note ? { note } : {}) });
  const onHand = async (id: string) =>
    (await env.test.dataSource.getRepository(ProductEntity).findOneByOrFail({ id })).onHand;

  /** 4 steps of 250 g of tomatoes (1 kg at LKR 480.00/kg) and 2 loaves at LKR 350.00. */
  const basket = [
    { product: 'tomatoes', quantity: 4 },
    { product: 'bread', quantity: 2 },
  ];

  async function authorisedOrder(shopper?: Shopper) {
    const who = shopper ?? (await shopperWithAddress(env.test));
    const paid = await paidOnlineOrder(env, who, basket);
    await moveOrder(seller, paid.orderId, ['Confirmed', 'Packing']);
    return { ...paid, shopper: who };
  }

  beforeAll(async () => {
    env = await startStripeTestApp();
    seller = await loginSeller(env.test);
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
    await insertProduct(env.test, { id: 'bread', name: 'Bread', price: 400, offerPrice: 350 });
  });
  afterAll(() => env.close());

  it('authorises the hold, refuses to leave Packing unweighed, captures the packed total once', async () => {
    const { orderId, session, paymentIntent, shopper } = await authorisedOrder();
    // The hold: 1.1 kg × 480 = 528.00 + 700.00 = 1228.00; tax 24.56 → 1252.56, manual capture.
    expect(session.capture_method).toBe('manual');
    expect(session.amount_total).toBe(125_256);
    expect(session.line_items.data.map((l) => l.description)).toContain(
      'Tomatoes, up to 1.1 kg (charged by weight)',
    );
    expect(env.fake.paymentIntent(paymentIntent)).toMatchObject({
      status: 'requires_capture',
      amount_capturable: 125_256,
    });
    const before = await order(orderId);
    expect(before).toMatchObject({
      isPaid: true,
      amount: 1203.6, // the estimate: 4 × 120.00 + 700.00 = 1180.00 + 23.60
      toWeigh: 1,
      cardHold: { state: 'authorised', authorised: 1252.56, captured: null, expiringSoon: false },
    });
    expect(before.items[0]).toMatchObject({
      stepGrams: 250,
      orderedGrams: 1000,
      packedGrams: null,
      allowedGrams: { min: 900, max: 1100 },
      pricePerKg: 480,
      lineAmount: 480,
      weighedBy: null,
    });
    expect(before.items[1].orderedGrams).toBeUndefined();

    const early = await move(orderId, 'Out for delivery');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(WEIGHT_MESSAGES.unweighed(1));
    expect(env.fake.captures).toHaveLength(0);

    const weighed = await weigh(seller, orderId, 0, 940);
    expect(weighed.status).toBe(200);
    // 940 g × 480 = 451.20 + 700 = 1151.20; tax 23.02 → 1174.22
    expect(weighed.body.order).toMatchObject({ amount: 1174.22, toWeigh: 0 });
    expect(weighed.body.order.items[0]).toMatchObject({ packedGrams: 940, lineAmount: 451.2 });
    expect(weighed.body.order.items[0].weighedBy).toEqual(expect.any(String));

    const seen = (await shopper.agent.get(`/api/order/user/${orderId}`)).body.order as OrderDetail;
    expect(seen.amount).toBe(1174.22);
    expect(seen.items[0].weighedBy).toBeUndefined();
    expect(seen.history.at(-1)?.note).toMatch(
      /^Tomatoes: ordered 1 kg · packed 0\.94 kg · LKR 451\.20; the total is now LKR 1,?174\.22$/,
    );
    const [audit]: { action: string; staff_name: string }[] = await env.test.dataSource.query(
      `SELECT action, staff_name FROM audit_log WHERE record_id = $1 AND action = 'order.weigh'`,
      [orderId],
    );
    expect(audit.action).toBe('order.weigh');
    const [email]: { facts: { note: string; lines: { packedGrams?: number }[] } }[] =
      await env.test.dataSource.query(
        `SELECT facts FROM outbox WHERE topic = 'order.packing_changed' AND payload->>'orderId' = $1`,
        [orderId],
      );
    expect(email.facts.note).toContain('ordered 1 kg · packed 0.94 kg · LKR 451.20');
    expect(email.facts.lines[0].packedGrams).toBe(940);

    const out = await move(orderId, 'Out for delivery');
    expect(out.status).toBe(200);
    expect(env.fake.captures.filter((c) => c.payment_intent === paymentIntent)).toEqual([
      { payment_intent: paymentIntent, amount: 117_422, idempotencyKey: captureKey(orderId) },
    ]);
    expect((await order(orderId)).cardHold).toMatchObject({
      state: 'captured',
      captured: 1174.22,
    });

    // A retry of the capture (same key) and duplicate webhooks change nothing.
    const provider = env.test.app.get<PaymentProvider>(PAYMENT_PROVIDER);
    expect(await provider.capture(paymentIntent, 117_422, captureKey(orderId))).toBe(117_422);
    const completed = env.fake.deliveries.find(
      (d) =>
        d.event.type === 'checkout.session.completed' &&
        (d.event.data.object as { id: string }).id === session.id,
    )!.event as FakeEvent;
    expect((await env.fake.deliver(completed)).body).toMatchObject({
      message: 'Event already processed',
    });
    const copy = env.fake.event('checkout.session.completed', env.fake.sessions.get(session.id)!);
    expect((await env.fake.deliver(copy)).status).toBe(200);
    expect(env.fake.captures.filter((c) => c.payment_intent === paymentIntent)).toHaveLength(1);
    expect(await order(orderId)).toMatchObject({
      status: 'Out for delivery',
      amount: 1174.22,
      cardHold: { state: 'captured', captured: 1174.22 },
    });
    // Weights can no longer change once it left Packing.
    expect((await weigh(seller, orderId, 0, 950)).status).toBe(409);
  });

  it('weighs more within the tolerance: captures more than the estimate, never above the hold', async () => {
    const { orderId, session, paymentIntent } = await authorisedOrder();
    const heavy = await weigh(seller, orderId, 0, 1100);
    expect(heavy.status).toBe(200);
    // 1100 g × 480 = 528.00 + 700 = 1228.00 + 24.56 = 1252.56: exactly the hold
    expect(heavy.body.order.amount).toBe(1252.56);
    expect((await move(orderId, 'Out for delivery')).status).toBe(200);
    const [capture] = env.fake.captures.filter((c) => c.payment_intent === paymentIntent);
    expect(capture.amount).toBe(125_256);
    expect(capture.amount).toBeLessThanOrEqual(session.amount_total);
  });

  it('refuses a weight outside the tolerance, unless the line was packed short', async () => {
    const { orderId } = await authorisedOrder();
    for (const grams of [899, 1101, 2000]) {
      const refused = await weigh(seller, orderId, 0, grams);
      expect(refused.status).toBe(400);
      expect(refused.body.success).toBe(false);
    }
    expect((await weigh(seller, orderId, 0, 1200)).body.message).toBe(
      'Tomatoes: 1.2 kg is outside the allowed 900 g – 1.1 kg for 1 kg ordered. Weigh again, or mark the line short or substituted',
    );
    expect((await weigh(seller, orderId, 0, 900)).status).toBe(200);
    // Short: 2 of 4 steps (500 g); the weight taken before no longer holds.
    const short = await seller
      .post(`/api/order/seller/${orderId}/items/0/short`)
      .send({ available: 2 });
    expect(short.status).toBe(200);
    expect(short.body.order).toMatchObject({ toWeigh: 1 });
    expect(short.body.order.items[0]).toMatchObject({ packedGrams: null, orderedGrams: 500 });
    // Below 450 g is fine for a short line; above what was ordered (1.1 kg) is not.
    expect((await weigh(seller, orderId, 0, 300)).status).toBe(200);
    expect((await weigh(seller, orderId, 0, 1101)).status).toBe(400);
  });

  it('cancelling before the capture cancels the PaymentIntent, refunds nothing and puts the grams back', async () => {
    const start = await onHand('tomatoes');
    const { orderId, paymentIntent } = await authorisedOrder();
    expect(await onHand('tomatoes')).toBe((start ?? 0) - 1000);
    await weigh(seller, orderId, 0, 960);
    const refundsBefore = env.fake.refunds.length;
    const cancelled = await move(orderId, 'Cancelled', 'Out of bags');
    expect(cancelled.status).toBe(200);
    expect(env.fake.cancellations.map((c) => c.payment_intent)).toContain(paymentIntent);
    expect(env.fake.paymentIntent(paymentIntent)?.status).toBe('canceled');
    expect(env.fake.captures.filter((c) => c.payment_intent === paymentIntent)).toHaveLength(0);
    expect(env.fake.refunds).toHaveLength(refundsBefore);
    expect(await onHand('tomatoes')).toBe(start);
    expect((await order(orderId)).cardHold).toMatchObject({ state: 'cancelled', captured: null });
  });

  it('warns a day before the authorisation lapses, and at expiry cancels like an expired payment', async () => {
    const { orderId, paymentIntent } = await authorisedOrder();
    const job = env.test.app.get(HoldExpiryJob);
    const [{ until }]: { until: Date }[] = await env.test.dataSource.query(
      `SELECT authorised_until AS until FROM "order" WHERE id = $1`,
      [orderId],
    );
    // Authorised for 7 days from the webhook's event.
    expect(new Date(until).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const soon = new Date(new Date(until).getTime() - 12 * 3600_000);
    // Other tests' orders still authorised are as old: count at least this one.
    expect((await job.runOnce(soon)).warned).toBeGreaterThanOrEqual(1);
    expect((await order(orderId)).cardHold).toMatchObject({ expiringSoon: true });
    expect(await job.runOnce(soon)).toMatchObject({ warned: 0, expired: 0 });

    const after = new Date(new Date(until).getTime() + 60_000);
    expect((await job.runOnce(after)).expired).toBeGreaterThanOrEqual(1);
    const expired = await order(orderId);
    expect(expired).toMatchObject({
      status: 'Cancelled',
      cancelReason: WEIGHT_MESSAGES.holdExpired,
      cardHold: { state: 'expired', captured: null },
    });
    // Its 1000 g went back on the shelf (the ledger of this order nets to zero, in grams).
    const [{ net }]: { net: number }[] = await env.test.dataSource.query(
      `SELECT COALESCE(sum(delta), 0)::int AS net FROM stock_movement
        WHERE order_id = $1 AND product_id = 'tomatoes'`,
      [orderId],
    );
    expect(net).toBe(0);
    expect(env.fake.captures.filter((c) => c.payment_intent === paymentIntent)).toHaveLength(0);
    expect(await job.runOnce(after)).toMatchObject({ warned: 0, expired: 0 });
  });

  it('never answers 500 to tampered weights, and only staff weigh', async () => {
    const { orderId, shopper } = await authorisedOrder();
    for (const bad of [-5, 0, 1.5, 1e9, '940', null, true, { grams: 940 }]) {
      const response = await weigh(seller, orderId, 0, bad);
      expect(response.status).toBe(400);
      expect(response.body.success).toBe(false);
    }
    const unit = await weigh(seller, orderId, 1, 500);
    expect(unit.status).toBe(400);
    expect(unit.body.message).toBe(WEIGHT_MESSAGES.notWeighed);
    expect((await weigh(seller, orderId, 7, 940)).status).toBe(404);
    expect((await weigh(seller, '00000000-0000-4000-8000-000000000000', 0, 940)).body.code).toBe(
      ERROR_CODES.ORDER_NOT_FOUND,
    );
    expect((await weigh(seller, 'not-an-order', 0, 940)).status).toBeLessThan(500);
    expect((await weigh(seller, orderId, 'x', 940)).status).toBe(404);
    const byShopper = await weigh(shopper.agent, orderId, 0, 940);
    expect([401, 403]).toContain(byShopper.status);
    // Another shopper's unpaid checkout is not visible to staff: 404, never weighed.
    const other = await shopperWithAddress(env.test);
    const unpaid = await placeOnlineOrder(env, other, basket);
    expect((await weigh(seller, unpaid.orderId, 0, 940)).status).toBe(404);
    // A packer may weigh (the packing permission), and is named as who weighed.
    const packer = await createStaff(env.test, 'packer');
    const packerAgent = await loginStaff(env.test, packer);
    const byPacker = await weigh(packerAgent, orderId, 0, 1000);
    expect(byPacker.status).toBe(200);
    expect(byPacker.body.order.items[0].weighedBy).toBe(packer.name);
  });

  it('cash on delivery: the packed total is what is collected; units-only orders capture at once', async () => {
    const shopper = await shopperWithAddress(env.test);
    const cod = await placeCodOrder(shopper, basket);
    expect(cod.cardHold).toBeNull();
    await moveOrder(seller, cod._id, ['Confirmed', 'Packing']);
    expect((await weigh(seller, cod._id, 0, 1050)).body.order.amount).toBe(1228.08);
    await moveOrder(seller, cod._id, ['Out for delivery', 'Delivered']);
    // Collected rounded to the rupee (cash rounding is on by default; docs/PAYMENTS.md).
    expect(await order(cod._id)).toMatchObject({
      isPaid: true,
      amount: 1228.08,
      rounding: -0.08,
      cashCollected: 1228,
    });

    const units = await paidOnlineOrder(env, shopper, [{ product: 'bread', quantity: 1 }]);
    expect(units.session.capture_method).toBe('automatic');
    expect(env.fake.sessions.get(units.session.id)?.payment_status).toBe('paid');
    expect((await order(units.orderId)).cardHold).toBeNull();
  });

  it('lists the orders waiting for weights', async () => {
    const { orderId } = await authorisedOrder();
    const ids = async () => {
      const page = await seller.get('/api/order/seller').query({ toWeigh: 'true' });
      expect(page.status).toBe(200);
      return (page.body.orders as { _id: string }[]).map((o) => o._id);
    };
    expect(await ids()).toContain(orderId);
    await weigh(seller, orderId, 0, 1000);
    // The staff list is kept for a moment and forgotten when the order's live event arrives
    // (on a server through LISTEN/NOTIFY, just after the answer): it leaves the list then.
    const deadline = Date.now() + 5_000;
    while ((await ids()).includes(orderId) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await ids()).not.toContain(orderId);
    expect((await seller.get('/api/order/seller').query({ toWeigh: 'maybe' })).status).toBe(400);
  });

  it('never has anything to weigh on a cancelled order, in every view', async () => {
    const shopper = await shopperWithAddress(env.test);
    const placed = await placeCodOrder(shopper, basket);
    expect(placed.toWeigh).toBe(1);
    await moveOrder(seller, placed._id, ['Confirmed', 'Packing']);
    expect((await move(placed._id, 'Cancelled', 'Out of bags')).status).toBe(200);
    expect((await order(placed._id)).toWeigh).toBe(0);
    const seen = (await shopper.agent.get(`/api/order/user/${placed._id}`)).body
      .order as OrderDetail;
    expect(seen.toWeigh).toBe(0);
    const list = (await seller.get('/api/order/seller').query({ status: 'Cancelled' })).body
      .orders as OrderDetail[];
    expect(list.find((o) => o._id === placed._id)?.toWeigh).toBe(0);
    const mine = (await shopper.agent.get('/api/order/user')).body.orders as OrderDetail[];
    expect(mine.find((o) => o._id === placed._id)?.toWeigh).toBe(0);
  });
});
