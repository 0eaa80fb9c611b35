import { ERROR_CODES, type OrderDetail } from '@greencart/contracts';
import type request from 'supertest';
import {
  SHOP_ORIGIN,
  sessionOf,
  shopperWithAddress,
  startStripeTestApp,
  type Shopper,
  type StripeTestApp,
} from './support/fake-stripe.js';
import { insertProduct, loginSeller } from './support/test-app.js';

type Line = { product: string; quantity: number; substitution?: 'refund' | 'similar' };

describe('packing: short picks and substitutions', () => {
  let env: StripeTestApp;
  let seller: request.Agent;

  async function toPacking(orderId: string) {
    for (const status of ['Confirmed', 'Packing']) {
      const moved = await seller.post(`/api/order/seller/${orderId}/status`).send({ status });
      expect(moved.status).toBe(200);
    }
  }

  async function codOrder(items: Line[]): Promise<{ shopper: Shopper; orderId: string }> {
    const shopper = await shopperWithAddress(env.test);
    const placed = await shopper.agent
      .post('/api/order/cod')
      .send({ address: shopper.addressId, items });
    expect(placed.status).toBe(201);
    const [order] = (await shopper.agent.get('/api/order/user')).body.orders;
    await toPacking(order._id);
    return { shopper, orderId: order._id };
  }

  async function paidOrder(items: Line[]) {
    const shopper = await shopperWithAddress(env.test);
    const response = await shopper.agent
      .post('/api/order/stripe')
      .set('Origin', SHOP_ORIGIN)
      .send({ address: shopper.addressId, items });
    expect(response.status).toBe(201);
    const session = sessionOf(env.fake, response.body.url);
    await env.fake.pay(session.id);
    const orderId = session.metadata.orderId;
    await toPacking(orderId);
    return { shopper, orderId, paymentIntent: env.fake.sessions.get(session.id)?.payment_intent };
  }

  const short = (orderId: string, position: number, available: number) =>
    seller.post(`/api/order/seller/${orderId}/items/${position}/short`).send({ available });
  const substitute = (orderId: string, position: number, product: string) =>
    seller.post(`/api/order/seller/${orderId}/items/${position}/substitute`).send({ product });

  beforeAll(async () => {
    env = await startStripeTestApp();
    seller = await loginSeller(env.test);
    await insertProduct(env.test, { id: 'mango', name: 'Mango', price: 1000, offerPrice: 122.4 });
    await insertProduct(env.test, { id: 'papaya', name: 'Papaya', price: 1000, offerPrice: 99.5 });
    await insertProduct(env.test, { id: 'durian', name: 'Durian', price: 1000, offerPrice: 900 });
    await insertProduct(env.test, {
      id: 'rice',
      name: 'Rice',
      price: 1000,
      offerPrice: 500,
      category: 'Grains',
    });
  });
  afterAll(() => env.close());

  it('reduces a short line, recomputes the amount and tells the shopper', async () => {
    const { shopper, orderId } = await codOrder([
      { product: 'mango', quantity: 3 },
      { product: 'rice', quantity: 1 },
    ]);
    const response = await short(orderId, 0, 1);
    expect(response.status).toBe(200);
    // 1 × 122.40 + 500 = 622.40; 2 % tax = 12.44; 634.84
    expect(response.body.order.amount).toBe(634.84);
    expect(response.body.order.items[0]).toMatchObject({ quantity: 1, orderedQuantity: 3 });
    const seen = (await shopper.agent.get(`/api/order/user/${orderId}`)).body.order as OrderDetail;
    expect(seen.amount).toBe(634.84);
    expect(seen.history.at(-1)?.note).toBe(
      'Mango: only 1 of 3 available; the total is now LKR 634.84',
    );
  });

  it('refunds a paid online order exactly the difference', async () => {
    const { orderId, paymentIntent } = await paidOrder([
      { product: 'mango', quantity: 2 },
      { product: 'rice', quantity: 1 },
    ]);
    // Paid 2 × 122.40 + 500 = 744.80 + 14.89 = 759.69; after: 622.40 + 12.44 = 634.84
    const response = await short(orderId, 0, 1);
    expect(response.body.order).toMatchObject({
      amount: 634.84,
      refund: { state: 'partially_refunded', amount: 124.85 },
    });
    expect(
      env.fake.refunds.filter((r) => r.payment_intent === paymentIntent).map((r) => r.amount),
    ).toEqual([12485]);
    // Cancelling afterwards refunds only what is still held.
    await seller
      .post(`/api/order/seller/${orderId}/status`)
      .send({ status: 'Cancelled', note: 'Van broke down' });
    expect(
      env.fake.refunds.filter((r) => r.payment_intent === paymentIntent).map((r) => r.amount),
    ).toEqual([12485, 63484]);
    const detail = (await seller.get(`/api/order/seller/${orderId}`)).body.order as OrderDetail;
    expect(detail.refund).toEqual({ state: 'refunded', amount: 759.69 });
  });

  it('substitutes a similar product at the lower price when the shopper allowed it', async () => {
    const { shopper, orderId } = await codOrder([
      { product: 'mango', quantity: 2, substitution: 'similar' },
      { product: 'rice', quantity: 1 },
    ]);
    const cheaper = await substitute(orderId, 0, 'papaya');
    expect(cheaper.status).toBe(200);
    expect(cheaper.body.order.items[0]).toMatchObject({
      name: 'Papaya',
      offerPrice: 99.5,
      quantity: 2,
      substitutedFrom: 'Mango',
      substitution: 'similar',
    });
    const seen = (await shopper.agent.get(`/api/order/user/${orderId}`)).body.order as OrderDetail;
    expect(seen.history.at(-1)?.note).toMatch(/^Mango replaced by Papaya/);

    const second = await codOrder([{ product: 'mango', quantity: 1, substitution: 'similar' }]);
    const dearer = await substitute(second.orderId, 0, 'durian');
    expect(dearer.body.order.items[0]).toMatchObject({
      name: 'Durian',
      offerPrice: 122.4,
    });
    expect(dearer.body.order.amount).toBe(124.84);
  });

  it('refuses a substitute the shopper did not allow, of another category, or twice', async () => {
    const { orderId } = await codOrder([
      { product: 'mango', quantity: 1 },
      { product: 'papaya', quantity: 1, substitution: 'similar' },
    ]);
    const notAllowed = await substitute(orderId, 0, 'papaya');
    expect(notAllowed.status).toBe(409);
    expect(notAllowed.body.message).toBe(
      'The customer asked for a refund, not a substitute, for this product',
    );
    const otherCategory = await substitute(orderId, 1, 'rice');
    expect(otherCategory.status).toBe(409);
    expect(otherCategory.body.code).toBe(ERROR_CODES.PRODUCT_UNAVAILABLE);
    expect((await substitute(orderId, 1, 'mango')).status).toBe(200);
    expect((await substitute(orderId, 1, 'durian')).status).toBe(409);
  });

  it('changes lines only while packing, and never empties an order', async () => {
    const shopper = await shopperWithAddress(env.test);
    await shopper.agent
      .post('/api/order/cod')
      .send({ address: shopper.addressId, items: [{ product: 'mango', quantity: 2 }] });
    const [order] = (await shopper.agent.get('/api/order/user')).body.orders;
    const early = await short(order._id, 0, 1);
    expect(early.status).toBe(409);
    await toPacking(order._id);
    expect((await short(order._id, 0, 0)).status).toBe(409);
    expect((await short(order._id, 0, 2)).status).toBe(400);
    expect((await short(order._id, 0, -1)).status).toBe(400);
    expect((await short(order._id, 7, 1)).status).toBe(404);
    const byShopper = await shopper.agent
      .post(`/api/order/seller/${order._id}/items/0/short`)
      .send({ available: 1 });
    expect(byShopper.status).toBe(401);
  });
});
