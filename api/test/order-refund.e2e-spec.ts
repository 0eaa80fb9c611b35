import { ERROR_CODES, type OrderDetail } from '@greencart/contracts';
import type request from 'supertest';
import { OrderRefundService } from '../src/order/payment/order-refund.service.js';
import { startStripeTestApp, type StripeTestApp } from './support/fake-stripe.js';
import { paidOnlineOrder, placeCodOrder, placeOnlineOrder } from './support/orders.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { insertProduct, loginSeller } from './support/test-app.js';

describe('refunds of online orders (Stripe SDK against the local fake)', () => {
  let env: StripeTestApp;
  let seller: request.Agent;

  /** A shopper with a paid online order of 2 mangoes (2 × 122.40 + 2 % = 249.69). */
  async function paidOrder(): Promise<{
    shopper: Shopper;
    orderId: string;
    paymentIntent: string;
  }> {
    const shopper = await shopperWithAddress(env.test);
    const { orderId, paymentIntent } = await paidOnlineOrder(env, shopper, [
      { product: 'mango', quantity: 2 },
    ]);
    return { shopper, orderId, paymentIntent };
  }

  const refundsOf = (paymentIntent: string) =>
    env.fake.refunds.filter((r) => r.payment_intent === paymentIntent);

  beforeAll(async () => {
    env = await startStripeTestApp();
    seller = await loginSeller(env.test);
    await insertProduct(env.test, { id: 'mango', name: 'Mango', price: 150, offerPrice: 122.4 });
  });
  afterAll(() => env.close());
  afterEach(() => env.fake.failRefundsWith(null));

  it('refunds a paid order in full when the shopper cancels it', async () => {
    const { shopper, orderId, paymentIntent } = await paidOrder();
    const cancelled = await shopper.agent.post(`/api/order/user/${orderId}/cancel`).send({});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({
      status: 'Cancelled',
      isPaid: true,
      refund: { state: 'refunded', amount: 249.69 },
    });
    expect(refundsOf(paymentIntent).map((r) => r.amount)).toEqual([24969]);
    expect(refundsOf(paymentIntent)[0].idempotencyKey).toEqual(expect.any(String));
  });

  it('refunds once when staff and the shopper cancel at the same moment', async () => {
    const { shopper, orderId, paymentIntent } = await paidOrder();
    const results = await Promise.all([
      shopper.agent.post(`/api/order/user/${orderId}/cancel`).send({}),
      seller
        .post(`/api/order/seller/${orderId}/status`)
        .send({ status: 'Cancelled', note: 'No stock' }),
      shopper.agent.post(`/api/order/user/${orderId}/cancel`).send({}),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(refundsOf(paymentIntent)).toHaveLength(1);
  });

  it('makes one refund when the same refund is asked for twice (a retry after a crash)', async () => {
    const { shopper, orderId, paymentIntent } = await paidOrder();
    await shopper.agent.post(`/api/order/user/${orderId}/cancel`).send({});
    const [row] = await env.test.dataSource.query(
      `SELECT id FROM order_refund WHERE order_id = $1`,
      [orderId],
    );
    // As if the worker had died after Stripe answered but before the outcome was stored.
    await env.test.dataSource.query(
      `UPDATE order_refund SET status = 'pending', provider_refund_id = NULL WHERE id = $1`,
      [row.id],
    );
    const refunds = env.test.app.get(OrderRefundService);
    await Promise.all([refunds.execute(row.id), refunds.execute(row.id)]);
    expect(refundsOf(paymentIntent)).toHaveLength(1);
    expect(env.fake.refundRequests.filter((r) => r.idempotencyKey === row.id).length).toBe(3);
    const detail = (await seller.get(`/api/order/seller/${orderId}`)).body.order as OrderDetail;
    expect(detail.refund).toEqual({ state: 'refunded', amount: 249.69 });
  });

  it('keeps a refused refund visible as failed, and a retry refunds it', async () => {
    const { shopper, orderId, paymentIntent } = await paidOrder();
    env.fake.failRefundsWith({ status: 402, type: 'card_error', message: 'Refund declined' });
    const cancelled = await seller
      .post(`/api/order/seller/${orderId}/status`)
      .send({ status: 'Cancelled', note: 'Shop closed' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({
      status: 'Cancelled',
      refund: { state: 'failed', amount: 0 },
    });
    const seen = (await shopper.agent.get(`/api/order/user/${orderId}`)).body.order;
    expect(seen.refund.state).toBe('failed');
    expect(refundsOf(paymentIntent)).toHaveLength(0);

    env.fake.failRefundsWith(null);
    const retried = await seller.post(`/api/order/seller/${orderId}/refund/retry`).send({});
    expect(retried.status).toBe(200);
    expect(retried.body.order.refund).toEqual({ state: 'refunded', amount: 249.69 });
    expect(refundsOf(paymentIntent).map((r) => r.amount)).toEqual([24969]);
  });

  it('never refunds a cash order', async () => {
    const shopper = await shopperWithAddress(env.test);
    const order = await placeCodOrder(shopper, [{ product: 'mango', quantity: 1 }]);
    const before = env.fake.refundRequests.length;
    const cancelled = await shopper.agent.post(`/api/order/user/${order._id}/cancel`).send({});
    expect(cancelled.body.order.refund).toBeNull();
    expect(env.fake.refundRequests.length).toBe(before);
  });

  it('refuses the refund retry to a shopper', async () => {
    const { shopper, orderId } = await paidOrder();
    const response = await shopper.agent.post(`/api/order/seller/${orderId}/refund/retry`).send({});
    expect(response.status).toBe(401);
    expect(response.body.code).toBe(ERROR_CODES.NOT_SELLER);
  });

  describe('the refund retry only retries failed refunds', () => {
    /** The order's row and its refund rows, straight from the database. */
    const stored = async (orderId: string) => ({
      order: await env.test.dataSource.query(`SELECT * FROM "order" WHERE id = $1`, [orderId]),
      refunds: await env.test.dataSource.query(
        `SELECT * FROM order_refund WHERE order_id = $1 ORDER BY id`,
        [orderId],
      ),
    });
    const retry = (orderId: string) =>
      seller.post(`/api/order/seller/${orderId}/refund/retry`).send({});

    /** Retrying answers 409 NO_FAILED_REFUND, asks Stripe nothing and changes nothing. */
    async function expectNothingToRetry(orderId: string) {
      const before = await stored(orderId);
      const asked = env.fake.refundRequests.length;
      const response = await retry(orderId);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        success: false,
        code: ERROR_CODES.ORDER_NO_FAILED_REFUND,
        message: 'This order has no failed refund to retry',
      });
      expect(await stored(orderId)).toEqual(before);
      expect(env.fake.refundRequests.length).toBe(asked);
    }

    it('refuses a cash order', async () => {
      const shopper = await shopperWithAddress(env.test);
      const order = await placeCodOrder(shopper, [{ product: 'mango', quantity: 1 }]);
      await expectNothingToRetry(order._id);
      // Cancelled (nothing was paid, so nothing was refunded): still nothing to retry.
      await shopper.agent.post(`/api/order/user/${order._id}/cancel`).send({}).expect(200);
      await expectNothingToRetry(order._id);
    });

    it('refuses a paid order that was never refunded, and one refunded in full', async () => {
      const { shopper, orderId } = await paidOrder();
      await expectNothingToRetry(orderId);
      await shopper.agent.post(`/api/order/user/${orderId}/cancel`).send({}).expect(200);
      expect((await stored(orderId)).order[0].refund_state).toBe('refunded');
      await expectNothingToRetry(orderId);
    });

    it('answers 404 for an unpaid online order, an unknown order and a malformed id', async () => {
      const shopper = await shopperWithAddress(env.test);
      const { orderId: unpaid } = await placeOnlineOrder(env, shopper, [
        { product: 'mango', quantity: 1 },
      ]);
      const before = await stored(unpaid);
      // Staff never see an order until it is paid: the same 404 as every other seller route.
      for (const id of [unpaid, '00000000-0000-4000-8000-000000000000']) {
        const response = await retry(id);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({
          success: false,
          code: ERROR_CODES.ORDER_NOT_FOUND,
          message: 'Order not found',
        });
      }
      expect(await stored(unpaid)).toEqual(before);
      for (const id of ['not-an-id', '123', `${unpaid}x`, "1'%20OR%20'1'='1"]) {
        const response = await retry(id);
        expect([400, 404]).toContain(response.status);
        expect(response.body.success).toBe(false);
      }
    });

    it('retries a failed refund once when two staff press Retry together', async () => {
      const { orderId, paymentIntent } = await paidOrder();
      env.fake.failRefundsWith({ status: 402, type: 'card_error', message: 'Refund declined' });
      await seller
        .post(`/api/order/seller/${orderId}/status`)
        .send({ status: 'Cancelled', note: 'Shop closed' })
        .expect(200);
      env.fake.failRefundsWith(null);
      const answers = await Promise.all([retry(orderId), retry(orderId)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(refundsOf(paymentIntent).map((r) => r.amount)).toEqual([24969]);
      expect((await stored(orderId)).order[0]).toMatchObject({
        refund_state: 'refunded',
        refunded_cents: 24969,
      });
      await expectNothingToRetry(orderId);
    });
  });

  describe('refunds Stripe reports (charge.refunded)', () => {
    const staffView = async (orderId: string) =>
      (await seller.get(`/api/order/seller/${orderId}`)).body.order as OrderDetail;
    /** The amounts of the refund emails queued for an order, smallest first. */
    const refundEmails = async (orderId: string) =>
      (
        (await env.test.dataSource.query(
          `SELECT payload FROM outbox WHERE topic = 'order.refunded' AND payload->>'orderId' = $1`,
          [orderId],
        )) as { payload: { amountCents: number } }[]
      )
        .map((row) => row.payload.amountCents)
        .sort((a, b) => a - b);
    /** The fake's deliveries of charge.refunded for a payment, once all have been answered. */
    async function chargeEvents(paymentIntent: string) {
      const mine = () =>
        env.fake.deliveries.filter(
          (d) =>
            d.event.type === 'charge.refunded' &&
            (d.event.data.object as { payment_intent?: string }).payment_intent === paymentIntent,
        );
      const deadline = Date.now() + 5000;
      while (mine().some((d) => d.status === 0) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return mine();
    }

    it('records a refund made in the dashboard, once, and tells the shopper', async () => {
      const { shopper, orderId, paymentIntent } = await paidOrder();
      const partial = await env.fake.refundInDashboard(paymentIntent, 5000);
      expect(partial.status).toBe(200);
      expect(partial.body).toMatchObject({ message: 'Event processed: refund_recorded' });
      expect((await staffView(orderId)).refund).toEqual({
        state: 'partially_refunded',
        amount: 50,
      });
      // The same event again (Stripe retries deliveries) changes nothing.
      const replay = await env.fake.deliver(partial.event);
      expect(replay.body).toMatchObject({ message: 'Event already processed' });
      expect(await refundEmails(orderId)).toEqual([5000]);

      await env.fake.refundInDashboard(paymentIntent);
      const shopperView = (await shopper.agent.get(`/api/order/user/${orderId}`)).body
        .order as OrderDetail;
      expect(shopperView.refund).toEqual({ state: 'refunded', amount: 249.69 });
      expect(await refundEmails(orderId)).toEqual([5000, 19969]);
      // Nothing is left to refund: cancelling now asks Stripe for nothing more.
      await seller
        .post(`/api/order/seller/${orderId}/status`)
        .send({ status: 'Cancelled', note: 'Refunded by phone' })
        .expect(200);
      expect(
        env.fake.refundRequests.filter((r) => r.params.payment_intent === paymentIntent),
      ).toEqual([]);
      expect((await staffView(orderId)).refund).toEqual({ state: 'refunded', amount: 249.69 });
    });

    it('never counts our own refund twice when Stripe reports it', async () => {
      const { shopper, orderId, paymentIntent } = await paidOrder();
      await shopper.agent.post(`/api/order/user/${orderId}/cancel`).send({}).expect(200);
      const events = await chargeEvents(paymentIntent);
      expect(events.map((d) => [d.status, (d.body as { message: string }).message])).toEqual([
        [200, 'Event processed: refund_known'],
      ]);
      expect((await staffView(orderId)).refund).toEqual({ state: 'refunded', amount: 249.69 });
      const rows = await env.test.dataSource.query(
        `SELECT amount_cents FROM order_refund WHERE order_id = $1`,
        [orderId],
      );
      expect(rows).toEqual([{ amount_cents: 24969 }]);
      expect(await refundEmails(orderId)).toHaveLength(1);
    });

    it('acknowledges a refund of a payment it does not know', async () => {
      const event = env.fake.event('charge.refunded', {
        id: 'ch_unknown',
        object: 'charge',
        amount: 1000,
        amount_refunded: 1000,
        currency: 'lkr',
        payment_intent: 'pi_unknown',
        refunded: true,
      });
      const delivery = await env.fake.deliver(event);
      expect(delivery.status).toBe(200);
      expect(delivery.body).toMatchObject({ message: 'Event processed: unknown_order' });
    });
  });
});
