import { ERROR_CODES, type OrderDetail } from '@greencart/contracts';
import type request from 'supertest';
import { startStripeTestApp, type StripeTestApp } from './support/fake-stripe.js';
import { StockService } from '../src/stock/stock.service.js';
import { moveOrder, paidOnlineOrder, placeCodOrder, type OrderLine } from './support/orders.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { insertProduct, loginSeller } from './support/test-app.js';

describe('packing: short picks and substitutions', () => {
  let env: StripeTestApp;
  let seller: request.Agent;

  const toPacking = (orderId: string) => moveOrder(seller, orderId, ['Confirmed', 'Packing']);

  async function codOrder(items: OrderLine[]): Promise<{ shopper: Shopper; orderId: string }> {
    const shopper = await shopperWithAddress(env.test);
    const order = await placeCodOrder(shopper, items);
    await toPacking(order._id);
    return { shopper, orderId: order._id };
  }

  async function paidOrder(items: OrderLine[]) {
    const shopper = await shopperWithAddress(env.test);
    const { orderId, paymentIntent } = await paidOnlineOrder(env, shopper, items);
    await toPacking(orderId);
    return { shopper, orderId, paymentIntent };
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

  it('refuses an archived product as a substitute, like an out-of-stock one', async () => {
    await insertProduct(env.test, { id: 'jackfruit', name: 'Jackfruit', offerPrice: 80 });
    await insertProduct(env.test, { id: 'lime', name: 'Lime', offerPrice: 20, inStock: false });
    await env.test.dataSource.query(
      `UPDATE product SET archived_at = now() WHERE id = 'jackfruit'`,
    );
    const { orderId } = await codOrder([
      { product: 'mango', quantity: 2, substitution: 'similar' },
      { product: 'rice', quantity: 1 },
    ]);
    const before = (await seller.get(`/api/order/seller/${orderId}`)).body.order as OrderDetail;
    const archived = await substitute(orderId, 0, 'jackfruit');
    expect(archived.status).toBe(409);
    expect(archived.body).toEqual({
      success: false,
      code: ERROR_CODES.PRODUCT_UNAVAILABLE,
      message: 'Jackfruit is no longer sold: choose another substitute',
    });
    const outOfStock = await substitute(orderId, 0, 'lime');
    expect(outOfStock.status).toBe(409);
    expect(outOfStock.body).toEqual({
      success: false,
      code: ERROR_CODES.PRODUCT_UNAVAILABLE,
      message: 'Lime is out of stock: choose another substitute',
    });
    const after = (await seller.get(`/api/order/seller/${orderId}`)).body.order as OrderDetail;
    expect(after).toEqual(before);
  });

  it('substitutes a line packed short to none, for the quantity ordered', async () => {
    // Counted stock: 10 mangoes and 10 papayas on hand, received through the ledger.
    await insertProduct(env.test, { id: 'guava', name: 'Guava', offerPrice: 60 });
    await insertProduct(env.test, { id: 'wood-apple', name: 'Wood apple', offerPrice: 45 });
    for (const id of ['guava', 'wood-apple']) {
      await env.test.dataSource.query(`UPDATE product SET on_hand = 0 WHERE id = $1`, [id]);
      await env.test.dataSource.transaction((manager) =>
        env.test.app
          .get(StockService)
          .apply(manager, { productId: id, delta: 10, reason: 'restock', actor: 'seller' }),
      );
    }
    const stockOf = async (id: string) => {
      const [row] = await env.test.dataSource.query(
        `SELECT on_hand AS "onHand", (SELECT sum(delta)::int FROM stock_movement WHERE product_id = $1) AS ledger
           FROM product WHERE id = $1`,
        [id],
      );
      return row as { onHand: number; ledger: number };
    };
    const { shopper, orderId } = await codOrder([
      { product: 'guava', quantity: 3, substitution: 'similar' },
      { product: 'rice', quantity: 1 },
    ]);
    expect(await stockOf('guava')).toEqual({ onHand: 7, ledger: 7 });
    // 3 × 60 + 500 = 680 + 13.60 = 693.60; without the guavas 500 + 10 = 510
    expect((await short(orderId, 0, 0)).body.order.amount).toBe(510);

    const swapped = await substitute(orderId, 0, 'wood-apple');
    expect(swapped.status).toBe(200);
    expect(swapped.body.order.items[0]).toMatchObject({
      name: 'Wood apple',
      quantity: 3,
      offerPrice: 45,
      substitutedFrom: 'Guava',
      orderedQuantity: null,
    });
    // 3 × 45 + 500 = 635 + 12.70 = 647.70
    expect(swapped.body.order.amount).toBe(647.7);
    // The guavas were written off by the short pick; the wood apples are sold now.
    expect(await stockOf('guava')).toEqual({ onHand: 7, ledger: 7 });
    expect(await stockOf('wood-apple')).toEqual({ onHand: 7, ledger: 7 });
    const seen = (await shopper.agent.get(`/api/order/user/${orderId}`)).body.order as OrderDetail;
    expect(seen.amount).toBe(647.7);
    expect(seen.history.filter((h) => h.from === 'Packing').map((h) => h.note)).toEqual([
      'Guava: none available, removed from the order; the total is now LKR 510.00',
      'Guava replaced by Wood apple; the total is now LKR 647.70',
    ]);
    // Substituted once: not again.
    expect((await substitute(orderId, 0, 'papaya')).status).toBe(409);
  });

  it('refuses to substitute a refunded line of an order paid online', async () => {
    const { orderId, paymentIntent } = await paidOrder([
      { product: 'mango', quantity: 2, substitution: 'similar' },
      { product: 'rice', quantity: 1 },
    ]);
    await short(orderId, 0, 0).expect(200);
    const before = (await seller.get(`/api/order/seller/${orderId}`)).body.order as OrderDetail;
    const refused = await substitute(orderId, 0, 'papaya');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      code: ERROR_CODES.ORDER_TRANSITION_REFUSED,
      message:
        'This order was paid online and the missing items were refunded: the customer cannot be charged for a substitute',
    });
    expect((await seller.get(`/api/order/seller/${orderId}`)).body.order).toEqual(before);
    // The short pick's refund, and nothing more.
    expect(env.fake.refunds.filter((r) => r.payment_intent === paymentIntent)).toHaveLength(1);
  });

  it('keeps when packing began on the timeline after later packing changes', async () => {
    const { shopper, orderId } = await codOrder([
      { product: 'mango', quantity: 3 },
      { product: 'rice', quantity: 1 },
    ]);
    // The order was placed, confirmed and packing began an hour ago; the short picks are now.
    await env.test.dataSource.query(
      `UPDATE order_history SET created_at = created_at - interval '1 hour' WHERE order_id = $1`,
      [orderId],
    );
    const [packing] = await env.test.dataSource.query(
      `SELECT created_at FROM order_history WHERE order_id = $1 AND to_status = 'Packing'`,
      [orderId],
    );
    const began = new Date(packing.created_at).toISOString();
    await short(orderId, 0, 2).expect(200);
    await short(orderId, 0, 1).expect(200);
    const views = [
      (await shopper.agent.get(`/api/order/user/${orderId}`)).body.order as OrderDetail,
      (await seller.get(`/api/order/seller/${orderId}`)).body.order as OrderDetail,
    ];
    for (const view of views) {
      expect(view.timeline.map((step) => step.status)).toEqual([
        'Order Placed',
        'Confirmed',
        'Packing',
      ]);
      expect(view.timeline.find((step) => step.status === 'Packing')?.at).toBe(began);
      // The packing changes stay in the history, each with its own time.
      expect(view.history.filter((h) => h.from === 'Packing')).toHaveLength(2);
    }
  });

  it('changes lines only while packing, and never empties an order', async () => {
    const shopper = await shopperWithAddress(env.test);
    const order = await placeCodOrder(shopper, [{ product: 'mango', quantity: 2 }]);
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
