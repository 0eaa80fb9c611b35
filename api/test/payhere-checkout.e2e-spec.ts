import { createHash } from 'node:crypto';
import { ERROR_CODES, type OrderDetail } from '@greencart/contracts';
import { sealForm } from '../src/payment/payhere/payhere-checkout-page.js';
import { StockService } from '../src/stock/stock.service.js';
import { orderRow, SHOP_ORIGIN } from './support/fake-stripe.js';
import {
  MERCHANT,
  NOTIFY_PATH,
  placePayHereOrder,
  readCheckoutPage,
  startPayHereTestApp,
  type PayHereTestApp,
} from './support/fake-payhere.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { insertProduct, loginSeller } from './support/test-app.js';

const md5 = (text: string) => createHash('md5').update(text).digest('hex').toUpperCase();

/**
 * Card and wallet payments through PayHere (issue 38, docs/PAYMENTS.md), over real HTTP with the
 * fake PayHere, on PGlite and on PostgreSQL: `POST /api/order/stripe` answers our page that
 * posts PayHere's signed form, the shopper pays (or not) on the fake's hosted page, and the
 * signed notify callback settles the order.
 */
describe('PayHere checkout and notify', () => {
  let env: PayHereTestApp;

  async function shopperWithCart(): Promise<Shopper> {
    const shopper = await shopperWithAddress(env.test);
    await shopper.agent.post('/api/cart/update').send({ cartItems: { mango: 2 } });
    return shopper;
  }
  const savedCart = async (shopper: Shopper) =>
    (await shopper.agent.get('/api/user/is-auth')).body.user.cartItems;
  const events = (orderId: string): Promise<{ id: string; outcome: string }[]> =>
    env.test.dataSource.query(
      `SELECT id, outcome FROM payment_event WHERE order_id = $1 ORDER BY received_at`,
      [orderId],
    );

  const stock = async (id: string): Promise<{ onHand: number; reserved: number }> =>
    (
      await env.test.dataSource.query(
        `SELECT on_hand AS "onHand", reserved FROM product WHERE id = $1`,
        [id],
      )
    )[0];

  beforeAll(async () => {
    env = await startPayHereTestApp();
    await insertProduct(env.test, { id: 'mango', name: 'Mango', price: 150, offerPrice: 122.4 });
    // A counted product: 10 on the shelf.
    await insertProduct(env.test, { id: 'counted', name: 'Counted', price: 100 });
    await env.test.dataSource.query(`UPDATE product SET on_hand = 0 WHERE id = 'counted'`);
    await env.test.dataSource.transaction((manager) =>
      env.test.app.get(StockService).apply(manager, {
        productId: 'counted',
        delta: 10,
        reason: 'restock',
        actor: 'seller',
      }),
    );
  });
  afterAll(() => env.close());

  it('names PayHere as the card payment the cart may offer', async () => {
    const response = await env.test.http().get('/api/payment/options');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      online: { provider: 'PayHere', holds: true },
    });
  });

  it("answers { success, url } with our page holding PayHere's signed form, in LKR with two decimals", async () => {
    const shopper = await shopperWithCart();
    const response = await shopper.agent
      .post('/api/order/stripe')
      .set('Origin', SHOP_ORIGIN)
      .send({ address: shopper.addressId, items: [{ product: 'mango', quantity: 2 }] });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ success: true, url: expect.any(String) });
    const orderId = response.body.orderId as string;
    const url = new URL(response.body.url as string);
    expect(`${url.origin}${url.pathname}`).toBe(
      `${env.apiUrl}/api/payment/payhere/checkout/${orderId}`,
    );

    const page = await fetch(url);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`form-action ${env.fake.url}`);
    expect(csp).not.toContain('unsafe-inline');
    const form = await readCheckoutPage(url.href);
    expect(form.action).toBe(`${env.fake.url}/pay/checkout`);
    // 2 × 122.40 = 244.80, tax 4.89: 249.69
    expect(form.fields).toMatchObject({
      merchant_id: MERCHANT.merchantId,
      order_id: orderId,
      amount: '249.69',
      currency: 'LKR',
      // The confirmation of this order, which shows where its payment stands.
      return_url: `${SHOP_ORIGIN}/my-orders?placed=${orderId}`,
      cancel_url: `${SHOP_ORIGIN}/my-orders/${orderId}`,
      notify_url: `${env.apiUrl}${NOTIFY_PATH}`,
      first_name: expect.any(String),
      email: expect.stringContaining('@'),
      item_name_1: 'Mango',
      amount_1: '122.40',
      quantity_1: '2',
    });
    expect(form.fields.hash).toBe(
      md5(`${MERCHANT.merchantId}${orderId}249.69LKR${md5(MERCHANT.merchantSecret)}`),
    );
    expect(await orderRow(env.test, orderId)).toMatchObject({
      isPaid: false,
      status: 'Order Placed',
      checkoutId: orderId,
    });
  });

  it('refuses a page token that was altered, made for another order, or is missing (404)', async () => {
    const shopper = await shopperWithCart();
    const { orderId, url } = await placePayHereOrder(env, shopper, [
      { product: 'mango', quantity: 1 },
    ]);
    const token = new URL(url).searchParams.get('t') ?? '';
    const flipped = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const base = `/api/payment/payhere/checkout`;
    for (const path of [
      `${base}/${orderId}?t=${flipped}`,
      `${base}/${orderId}`,
      `${base}/0b7c4a8e-2d55-4e0c-8d3c-6d7f1f0c1a11?t=${token}`,
    ]) {
      const response = await env.test.http().get(path);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe(ERROR_CODES.NOT_FOUND);
    }
  });

  it('shows an expired page, sending nothing and linking back to the order (410)', async () => {
    const orderUrl = `${SHOP_ORIGIN}/my-orders/an-order`;
    const token = sealForm(MERCHANT.merchantSecret, {
      orderId: 'an-order',
      action: `${env.fake.url}/pay/checkout`,
      fields: { cancel_url: orderUrl, amount: '1.00' },
      expiresAt: Date.now() - 1000,
      amountText: 'LKR 1.00',
    });
    const response = await env.test.http().get(`/api/payment/payhere/checkout/an-order?t=${token}`);
    expect(response.status).toBe(410);
    expect(response.text).toContain('This payment page has expired');
    expect(response.text).toContain(`href="${orderUrl}"`);
    expect(response.text).not.toContain('<form');
  });

  it('marks the order paid on an approved payment (status 2) and empties the cart', async () => {
    const shopper = await shopperWithCart();
    const { orderId, session } = await placePayHereOrder(env, shopper, [
      { product: 'mango', quantity: 2 },
    ]);
    // The shopper is back on the order page before the notify: it is not paid yet.
    const before = (await shopper.agent.get(`/api/order/user/${orderId}`)).body.order;
    expect(before).toMatchObject({ isPaid: false, status: 'Order Placed' });

    const notify = await env.fake.approve(session.id);
    expect(notify.status).toBe(200);
    expect(notify.body).toEqual({ success: true, message: 'Event processed: paid' });
    const after = (await shopper.agent.get(`/api/order/user/${orderId}`)).body.order as OrderDetail;
    expect(after).toMatchObject({ isPaid: true, status: 'Order Placed', amount: 249.69 });
    expect(await savedCart(shopper)).toEqual({});
    const paymentId = env.fake.sessions.get(session.id)?.paymentId;
    expect(await events(orderId)).toEqual([
      { id: `payhere:${orderId}:${paymentId}:2`, outcome: 'paid' },
    ]);
    const seller = await loginSeller(env.test);
    const seen = (await seller.get(`/api/order/seller/${orderId}`)).body.order as OrderDetail;
    expect(seen.isPaid).toBe(true);
  });

  it.each([
    [-2, 'declined'],
    [-1, 'cancelled by the shopper'],
  ] as const)(
    'cancels the unpaid order on status %s (%s), keeps the cart and releases the stock',
    async (statusCode, _why) => {
      const shopper = await shopperWithCart();
      const { orderId, session } = await placePayHereOrder(env, shopper, [
        { product: 'counted', quantity: 3 },
      ]);
      expect(await stock('counted')).toEqual({ onHand: 10, reserved: 3 });
      const notify = await env.fake.decline(session.id, statusCode);
      expect(notify.status).toBe(200);
      expect(await orderRow(env.test, orderId)).toMatchObject({
        isPaid: false,
        status: 'Cancelled',
      });
      expect(await savedCart(shopper)).toEqual({ mango: 2 });
      expect(await stock('counted')).toEqual({ onHand: 10, reserved: 0 });
      expect((await events(orderId))[0].outcome).toBe('cancelled');
      // Back on its page, the shopper sees it cancelled, not charged.
      const seen = (await shopper.agent.get(`/api/order/user/${orderId}`)).body.order;
      expect(seen).toMatchObject({ isPaid: false, status: 'Cancelled' });
    },
  );

  it('waits on a pending payment (status 0) without touching the order', async () => {
    const shopper = await shopperWithCart();
    const { orderId } = await placePayHereOrder(env, shopper, [{ product: 'mango', quantity: 1 }]);
    const pending = await env.fake.notify(`${env.apiUrl}${NOTIFY_PATH}`, {
      merchant_id: MERCHANT.merchantId,
      order_id: orderId,
      payment_id: '320025999001',
      payhere_amount: '124.84',
      payhere_currency: 'LKR',
      status_code: '0',
    });
    expect(pending.status).toBe(200);
    expect(pending.body).toEqual({ success: true, message: 'Event ignored' });
    expect(await orderRow(env.test, orderId)).toMatchObject({
      isPaid: false,
      status: 'Order Placed',
    });
  });

  it('acts once on the same notify sent 10 times at once', async () => {
    const shopper = await shopperWithCart();
    const { orderId, session } = await placePayHereOrder(env, shopper, [
      { product: 'mango', quantity: 2 },
    ]);
    const first = await env.fake.approve(session.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        env.fake.notify(`${env.apiUrl}${NOTIFY_PATH}`, first.fields),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.map((a) => (a.body as { message: string }).message)).toEqual(
      Array(10).fill('Event already processed'),
    );
    expect(await events(orderId)).toHaveLength(1);
    const [{ count }]: { count: number }[] = await env.test.dataSource.query(
      `SELECT count(*)::int AS count FROM outbox WHERE topic = 'order.placed' AND payload->>'orderId' = $1`,
      [orderId],
    );
    expect(count).toBe(1);
  });
});
