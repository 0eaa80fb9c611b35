import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { ERROR_CODES, type OrderDetail } from '@greencart/contracts';
import { pino } from 'pino';
import type request from 'supertest';
import { orderRow } from './support/fake-stripe.js';
import {
  MERCHANT,
  NOTIFY_PATH,
  paidPayHereOrder,
  placePayHereOrder,
  startPayHereTestApp,
  type PayHereTestApp,
} from './support/fake-payhere.js';
import { shopperWithAddress } from './support/shoppers.js';
import { insertProduct, loginSeller } from './support/test-app.js';

const md5 = (text: string) => createHash('md5').update(text).digest('hex').toUpperCase();

/**
 * The same rules as Stripe's webhook, for PayHere's notify callback (issue 38, docs/PAYMENTS.md):
 * nothing is read before `md5sig` is verified with the merchant secret; a forged or missing
 * signature, an altered amount, another merchant, a replay or a second payment change nothing
 * (or are shown to staff); and no secret appears in a log line or an answer.
 */
describe('PayHere notify: security', () => {
  let env: PayHereTestApp;
  let seller: request.Agent;
  const logLines: string[] = [];

  /** An unpaid order of 2 mangoes (249.69) and the notify fields PayHere would send for it. */
  async function unpaid() {
    const shopper = await shopperWithAddress(env.test);
    const { orderId } = await placePayHereOrder(env, shopper, [{ product: 'mango', quantity: 2 }]);
    const fields = {
      merchant_id: MERCHANT.merchantId,
      order_id: orderId,
      payment_id: '320027150501',
      payhere_amount: '249.69',
      payhere_currency: 'LKR',
      status_code: '2',
    };
    return { orderId, fields };
  }
  /** Posts notify fields as they are (no signature added). */
  const post = (fields: Record<string, string>) =>
    env.test
      .http()
      .post(NOTIFY_PATH)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(new URLSearchParams(fields).toString());
  const signed = (fields: Record<string, string>, secret = MERCHANT.merchantSecret) => ({
    ...fields,
    md5sig: env.fake.sign(fields, secret),
  });
  const outcomes = async (orderId: string) =>
    (
      (await env.test.dataSource.query(
        `SELECT outcome FROM payment_event WHERE order_id = $1 ORDER BY received_at`,
        [orderId],
      )) as { outcome: string }[]
    ).map((row) => row.outcome);

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    env = await startPayHereTestApp(pino({ level: 'debug' }, sink), { LOG_LEVEL: 'debug' });
    seller = await loginSeller(env.test);
    await insertProduct(env.test, { id: 'mango', name: 'Mango', price: 150, offerPrice: 122.4 });
  });
  afterAll(() => env.close());

  it.each([
    ['a signature made with another secret', (f: Record<string, string>) => signed(f, 'guess')],
    ['no signature', (f: Record<string, string>) => f],
    ['an empty signature', (f: Record<string, string>) => ({ ...f, md5sig: '' })],
    [
      'an amount altered after signing',
      (f: Record<string, string>) => ({ ...signed(f), payhere_amount: '1.00' }),
    ],
    [
      'a status altered after signing',
      (f: Record<string, string>) => ({ ...signed({ ...f, status_code: '-2' }), status_code: '2' }),
    ],
  ])('refuses %s (400) and leaves the order unpaid', async (_what, forge) => {
    const { orderId, fields } = await unpaid();
    const response = await post(forge(fields));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: ERROR_CODES.WEBHOOK_INVALID });
    expect(await orderRow(env.test, orderId)).toMatchObject({ isPaid: false });
    expect(await outcomes(orderId)).toEqual([]);
  });

  it('refuses a signed field sent twice: the value signed is the one read', async () => {
    const { orderId, fields } = await unpaid();
    const body = `${new URLSearchParams(signed(fields)).toString()}&payhere_amount=1.00`;
    const response = await env.test
      .http()
      .post(NOTIFY_PATH)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(body);
    expect(response.status).toBe(400);
    expect(await orderRow(env.test, orderId)).toMatchObject({ isPaid: false });
  });

  it("refuses another merchant's notification, signed with our secret or with theirs", async () => {
    const { orderId, fields } = await unpaid();
    const other = { ...fields, merchant_id: '1299999' };
    for (const body of [signed(other), signed(other, 'their-secret')]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(ERROR_CODES.WEBHOOK_INVALID);
    }
    expect(await orderRow(env.test, orderId)).toMatchObject({ isPaid: false });
  });

  it('keeps an order unpaid when PayHere reports another amount or currency, and says so', async () => {
    const { orderId, fields } = await unpaid();
    const cheap = await post(signed({ ...fields, payhere_amount: '100.00' }));
    expect(cheap.status).toBe(200);
    const dollars = await post(
      signed({ ...fields, payment_id: '320027150502', payhere_currency: 'USD' }),
    );
    expect(dollars.status).toBe(200);
    expect(await outcomes(orderId)).toEqual(['amount_mismatch', 'amount_mismatch']);
    expect(await orderRow(env.test, orderId)).toMatchObject({ isPaid: false });
  });

  it('acknowledges a notification for an order it does not know without touching any', async () => {
    const { fields } = await unpaid();
    for (const orderId of ['0b7c4a8e-2d55-4e0c-8d3c-6d7f1f0c1a11', 'not-an-order']) {
      const response = await post(signed({ ...fields, order_id: orderId }));
      expect(response.status).toBe(200);
      expect(response.body.message).toBe('Event processed: unknown_order');
    }
  });

  it('changes nothing on a replay, even after staff moved the order on', async () => {
    const shopper = await shopperWithAddress(env.test);
    const { orderId, payment } = await paidPayHereOrder(env, shopper, [
      { product: 'mango', quantity: 2 },
    ]);
    await seller.post(`/api/order/seller/${orderId}/status`).send({ status: 'Confirmed' });
    const declined = env.fake.notifyFields(payment, -2);
    const paid = env.fake.notifyFields(payment, 2);
    for (const fields of [paid, paid]) {
      const replay = await env.fake.notify(`${env.apiUrl}${NOTIFY_PATH}`, fields);
      expect(replay.body).toEqual({ success: true, message: 'Event already processed' });
    }
    // A failure notice for a payment already taken never cancels the order.
    const late = await env.fake.notify(`${env.apiUrl}${NOTIFY_PATH}`, declined);
    expect(late.body).toEqual({ success: true, message: 'Event processed: kept_paid' });
    expect(await orderRow(env.test, orderId)).toMatchObject({ isPaid: true, status: 'Confirmed' });
  });

  it('never counts a second payment of the same order: it is shown to staff to refund', async () => {
    const shopper = await shopperWithAddress(env.test);
    const { orderId, payment } = await paidPayHereOrder(env, shopper, [
      { product: 'mango', quantity: 2 },
    ]);
    const second = { ...env.fake.notifyFields(payment, 2), payment_id: '320027150999' };
    const response = await env.fake.notify(`${env.apiUrl}${NOTIFY_PATH}`, second);
    expect(response.body).toEqual({ success: true, message: 'Event processed: paid_twice' });
    const [row]: { paidCents: number; paymentId: string }[] = await env.test.dataSource.query(
      `SELECT paid_cents AS "paidCents", payment_id AS "paymentId" FROM "order" WHERE id = $1`,
      [orderId],
    );
    expect(row.paidCents).toBe(24_969);
    expect(row.paymentId.startsWith(`${payment.payment_id}:`)).toBe(true);
    const seen = (await seller.get(`/api/order/seller/${orderId}`)).body.order as OrderDetail;
    expect(seen.paymentCheck?.reason).toMatch(/^A second payment of LKR 249\.69 was received/);
    expect(seen.history.at(-1)?.note).toMatch(/^A second payment of LKR 249\.69/);
  });

  it('refuses a form body on every other route (415), as before', async () => {
    const response = await env.test
      .http()
      .post('/api/user/login')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('email=a%40b.lk&password=x');
    expect(response.status).toBe(415);
  });

  it('answers 404 for a notify path of another provider', async () => {
    const { fields } = await unpaid();
    const response = await env.test
      .http()
      .post('/api/payment/stripe/notify')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(new URLSearchParams(signed(fields)).toString());
    expect(response.status).toBe(404);
  });

  it('never writes a secret, its digest or an access token in a log line or an answer', async () => {
    const shopper = await shopperWithAddress(env.test);
    const placed = await shopper.agent
      .post('/api/order/stripe')
      .set('Origin', 'http://shop.test:8080')
      .send({ address: shopper.addressId, items: [{ product: 'mango', quantity: 1 }] });
    const page = await fetch(placed.body.url as string).then((r) => r.text());
    // A refund PayHere will not sign in for (logged as failed), then one it makes.
    const { orderId } = await paidPayHereOrder(env, shopper, [{ product: 'mango', quantity: 1 }]);
    env.fake.failTokensWith({ http: 401 });
    env.fake.expireTokens();
    const cancelled = await shopper.agent.post(`/api/order/user/${orderId}/cancel`).send({});
    expect(cancelled.body.order.refund.state).toBe('failed');
    env.fake.failTokensWith(null);
    const retried = await seller.post(`/api/order/seller/${orderId}/refund/retry`).send({});
    expect(retried.body.order.refund.state).toBe('refunded');
    const tokens = env.fake.requests
      .map((r) => r.authorization?.replace(/^Bearer /, ''))
      .filter((t): t is string => Boolean(t));
    const secrets = [
      MERCHANT.merchantSecret,
      md5(MERCHANT.merchantSecret),
      MERCHANT.appSecret,
      Buffer.from(`${MERCHANT.appId}:${MERCHANT.appSecret}`).toString('base64'),
      ...tokens,
    ];
    const said = [...logLines, JSON.stringify(placed.body), page].join('\n');
    expect(logLines.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(said).not.toContain(secret);
  });
});
