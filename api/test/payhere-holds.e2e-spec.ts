import type { OrderDetail } from '@greencart/contracts';
import type request from 'supertest';
import { PaymentTaskWorker } from '../src/order/payment/payment-task.worker.js';
import {
  paidPayHereOrder,
  startPayHereTestApp,
  type PayHereTestApp,
} from './support/fake-payhere.js';
import { moveOrder } from './support/orders.js';
import { shopperWithAddress } from './support/shoppers.js';
import { insertTomatoes } from './support/weighed.js';
import { insertProduct, loginSeller } from './support/test-app.js';

/**
 * PayHere after the payment (issue 38, docs/PAYMENTS.md), on PGlite and on PostgreSQL: a weighed
 * order authorised (Authorize API) and captured at the packed total once (Capture API), a hold
 * released when the order is cancelled, refunds in part and in full (Refund API) with PayHere's
 * refusals shown to staff, a refund never sent twice, and a charge-back shown to staff.
 */
describe('PayHere holds, captures and refunds', () => {
  let env: PayHereTestApp;
  let seller: request.Agent;

  const staffView = async (id: string) =>
    (await seller.get(`/api/order/seller/${id}`)).body.order as OrderDetail;
  const refundRows = (orderId: string): Promise<{ status: string; failure: string | null }[]> =>
    env.test.dataSource.query(
      `SELECT status, failure FROM order_refund WHERE order_id = $1 ORDER BY created_at`,
      [orderId],
    );

  /** 4 steps of 250 g of tomatoes (1 kg at LKR 480.00/kg) and 2 loaves at LKR 350.00. */
  const basket = [
    { product: 'tomatoes', quantity: 4 },
    { product: 'bread', quantity: 2 },
  ];
  /** A paid order of 2 mangoes (2 × 122.40 + 2 % = 249.69). */
  const mangoes = async () =>
    paidPayHereOrder(env, await shopperWithAddress(env.test), [{ product: 'mango', quantity: 2 }]);

  beforeAll(async () => {
    env = await startPayHereTestApp();
    seller = await loginSeller(env.test);
    await insertTomatoes(env.test);
    await insertProduct(env.test, { id: 'bread', name: 'Bread', price: 400, offerPrice: 350 });
    await insertProduct(env.test, { id: 'mango', name: 'Mango', price: 150, offerPrice: 122.4 });
  });
  afterAll(() => env.close());
  afterEach(() => {
    env.fake.failRefundsWith(null);
    env.fake.failCapturesWith(null);
  });

  it('authorises a weighed order for its hold and captures the packed total once', async () => {
    const shopper = await shopperWithAddress(env.test);
    const { orderId, payment } = await paidPayHereOrder(env, shopper, basket);
    const session = env.fake.sessionOf(orderId)!;
    // The hold: 1.1 kg × 480 = 528.00 + 700.00 = 1228.00; tax 24.56 → 1252.56, authorised only.
    expect(session.kind).toBe('authorize');
    expect(session.fields.amount).toBe('1252.56');
    expect(session.fields.item_name_1).toBe('Tomatoes, up to 1.1 kg (charged by weight)');
    expect(payment).toMatchObject({
      status: 'AUTHORIZED',
      amount: 125_256,
      token: expect.any(String),
    });
    expect(await staffView(orderId)).toMatchObject({
      isPaid: true,
      cardHold: { state: 'authorised', authorised: 1252.56, captured: null },
    });

    await moveOrder(seller, orderId, ['Confirmed', 'Packing']);
    const weighed = await seller
      .post(`/api/order/seller/${orderId}/items/0/weight`)
      .send({ packedGrams: 940 });
    expect(weighed.body.order.amount).toBe(1174.22);
    // An expired access token is renewed on the way (PayHere answers 401 first).
    env.fake.expireTokens();
    const out = await seller
      .post(`/api/order/seller/${orderId}/status`)
      .send({ status: 'Out for delivery' });
    expect(out.status).toBe(200);
    expect(env.fake.captures).toEqual([{ payment_id: payment.payment_id, amount: 117_422 }]);
    expect(out.body.order.cardHold).toMatchObject({ state: 'captured', captured: 1174.22 });

    // The shopper is charged what was packed, captured once.
    const seen = (await shopper.agent.get(`/api/order/user/${orderId}`)).body.order;
    expect(seen).toMatchObject({ amount: 1174.22, isPaid: true });
    expect(env.fake.captures).toHaveLength(1);
  });

  it('releases the hold of a weighed order cancelled before its capture', async () => {
    const shopper = await shopperWithAddress(env.test);
    const { orderId, payment } = await paidPayHereOrder(env, shopper, basket);
    const cancelled = await shopper.agent.post(`/api/order/user/${orderId}/cancel`).send({});
    expect(cancelled.status).toBe(200);
    await env.test.app.get(PaymentTaskWorker).runOnce();
    expect(env.fake.releases).toContainEqual({ payment_id: payment.payment_id });
    expect(env.fake.payments.get(payment.payment_id)?.status).toBe('CANCELLED');
    expect(env.fake.captures.filter((c) => c.payment_id === payment.payment_id)).toEqual([]);
  });

  it('refunds a short pick in part, and the rest when the order is cancelled', async () => {
    const shopper = await shopperWithAddress(env.test);
    const { orderId, payment } = await paidPayHereOrder(env, shopper, [
      { product: 'mango', quantity: 2 },
      { product: 'bread', quantity: 1 },
    ]);
    await moveOrder(seller, orderId, ['Confirmed', 'Packing']);
    const before = await staffView(orderId);
    // One of the two mangoes is missing: the order costs less, the difference goes back.
    const short = await seller
      .post(`/api/order/seller/${orderId}/items/0/short`)
      .send({ available: 1 });
    expect(short.status).toBe(200);
    const back = Math.round((before.amount - short.body.order.amount) * 100);
    expect(back).toBeGreaterThan(12_000);
    const made = () => env.fake.refunds.filter((r) => r.payment_id === payment.payment_id);
    expect(made().map((r) => r.amount)).toEqual([back]);
    expect((await staffView(orderId)).refund).toEqual({
      state: 'partially_refunded',
      amount: back / 100,
    });

    const cancelled = await seller
      .post(`/api/order/seller/${orderId}/status`)
      .send({ status: 'Cancelled', note: 'Van broke down' });
    expect(cancelled.body.order.refund).toEqual({ state: 'refunded', amount: before.amount });
    expect(made().map((r) => r.amount)).toEqual([back, Math.round(before.amount * 100) - back]);
    expect(env.fake.payments.get(payment.payment_id)?.status).toBe('REFUNDED');
  });

  it("shows staff PayHere's refusal of a refund, and a retry refunds it", async () => {
    const { orderId, payment } = await mangoes();
    env.fake.failRefundsWith({
      status: -1,
      msg: 'Partial refunds are not allowed for this payment',
    });
    const cancelled = await seller
      .post(`/api/order/seller/${orderId}/status`)
      .send({ status: 'Cancelled', note: 'Shop closed' });
    expect(cancelled.body.order.refund).toEqual({ state: 'failed', amount: 0 });
    expect(await refundRows(orderId)).toEqual([
      {
        status: 'failed',
        failure: 'PayHere refused the refund: Partial refunds are not allowed for this payment',
      },
    ]);
    env.fake.failRefundsWith(null);
    const retried = await seller.post(`/api/order/seller/${orderId}/refund/retry`).send({});
    expect(retried.body.order.refund).toEqual({ state: 'refunded', amount: 249.69 });
    expect(env.fake.refunds.filter((r) => r.payment_id === payment.payment_id)).toEqual([
      expect.objectContaining({ amount: 24_969 }),
    ]);
  });

  it('never sends a refund twice when its answer was lost: staff are asked to check', async () => {
    const { orderId, payment } = await mangoes();
    env.fake.failRefundsWith('lose-answer');
    const cancelled = await seller
      .post(`/api/order/seller/${orderId}/status`)
      .send({ status: 'Cancelled', note: 'Shop closed' });
    expect(cancelled.body.order.refund.state).toBe('failed');
    const [row] = await refundRows(orderId);
    expect(row.failure).toMatch(/^PayHere did not answer this refund, so it may have been made/);
    // The worker finds nothing to send again; PayHere made exactly one refund.
    await env.test.app.get(PaymentTaskWorker).runOnce();
    expect(env.fake.refunds.filter((r) => r.payment_id === payment.payment_id)).toHaveLength(1);
  });

  it('sends again a refund whose request never left (PayHere could not be signed in to)', async () => {
    const { orderId, payment } = await mangoes();
    env.fake.expireTokens();
    env.fake.failTokensWith('disconnect');
    const cancelled = await seller
      .post(`/api/order/seller/${orderId}/status`)
      .send({ status: 'Cancelled', note: 'Shop closed' });
    expect(cancelled.body.order.refund.state).toBe('pending');
    env.fake.failTokensWith(null);
    // The outbox row waits for its back-off; as if it had passed.
    await env.test.dataSource.query(
      `UPDATE outbox SET available_at = now() WHERE channel = 'payment' AND payload->>'orderId' = $1`,
      [orderId],
    );
    await env.test.app.get(PaymentTaskWorker).runOnce();
    expect((await staffView(orderId)).refund).toEqual({ state: 'refunded', amount: 249.69 });
    expect(env.fake.refunds.filter((r) => r.payment_id === payment.payment_id)).toHaveLength(1);
  });

  it('shows staff a charge-back on the order (status −3), once', async () => {
    const { orderId, payment } = await mangoes();
    const notice = await env.fake.chargeback(payment.payment_id);
    expect(notice.body).toEqual({ success: true, message: 'Event processed: charged_back' });
    const view = await staffView(orderId);
    expect(view.paymentCheck?.reason).toBe(
      "The shopper's bank charged back LKR 249.69: the payment was taken back from the shop",
    );
    expect(view.history.at(-1)).toMatchObject({ actor: 'system', note: view.paymentCheck?.reason });
    const again = await env.fake.notify(
      notice.fields.notify_url ?? `${env.apiUrl}/api/payment/payhere/notify`,
      notice.fields,
    );
    expect(again.body).toEqual({ success: true, message: 'Event already processed' });
    // The provider's figures, read on demand, keep the check open: the money went back.
    const checked = await seller.post(`/api/order/seller/${orderId}/payment/check`).send({});
    expect(checked.status).toBe(200);
    expect((await staffView(orderId)).paymentCheck?.provider).toMatchObject({
      status: 'captured',
      refunded: 249.69,
    });
  });
});
