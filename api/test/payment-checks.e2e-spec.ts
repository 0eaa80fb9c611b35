import {
  ERROR_CODES,
  PAYMENT_CHECK_MESSAGES,
  WEIGHT_MESSAGES,
  type OrderDetail,
} from '@greencart/contracts';
import type request from 'supertest';
import { OrderRefundService } from '../src/order/payment/order-refund.service.js';
import { PaymentTaskWorker } from '../src/order/payment/payment-task.worker.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../src/payment/payment-provider.js';
import { ProductEntity } from '../src/product/product.entity.js';
import { startStripeTestApp, type StripeTestApp } from './support/fake-stripe.js';
import { moveOrder, paidOnlineOrder } from './support/orders.js';
import { shopperWithAddress } from './support/shoppers.js';
import { insertProduct, loginSeller } from './support/test-app.js';

/**
 * Money at the edges of a card payment (docs/ORDERS.md, "Payment checks" and "Durable payment
 * work"), with the fake Stripe losing answers on purpose, on PGlite and on PostgreSQL: a
 * capture whose answer is lost is never taken for "not charged", a cancel of a captured order
 * refunds what was captured, a re-weigh after the capture is refused, and every provider call
 * after a commit is finished once even when the first attempt cannot reach the provider.
 */
describe('payment checks and durable payment work', () => {
  let env: StripeTestApp;
  let seller: request.Agent;

  const staffView = (id: string) =>
    seller.get(`/api/order/seller/${id}`).then((r) => r.body.order as OrderDetail);
  const move = (id: string, status: string, note?: string) =>
    seller.post(`/api/order/seller/${id}/status`).send({ status, ...(note ? { note } : {}) });
  const weigh = (id: string, packedGrams: number) =>
    seller.post(`/api/order/seller/${id}/items/0/weight`).send({ packedGrams });
  const capturesOf = (paymentIntent: string) =>
    env.fake.captures.filter((c) => c.payment_intent === paymentIntent);
  const refundsOf = (paymentIntent: string) =>
    env.fake.refunds.filter((r) => r.payment_intent === paymentIntent);

  /** A card-paid order of 1 kg of tomatoes and a loaf, authorised, Packing, weighed 940 g. */
  async function weighedOrder() {
    const shopper = await shopperWithAddress(env.test);
    const paid = await paidOnlineOrder(env, shopper, [
      { product: 'tomatoes', quantity: 4 },
      { product: 'bread', quantity: 1 },
    ]);
    await moveOrder(seller, paid.orderId, ['Confirmed', 'Packing']);
    expect((await weigh(paid.orderId, 940)).status).toBe(200);
    // 940 g × 480 = 451.20 + 350.00 = 801.20; tax 16.02 → 817.22
    expect((await staffView(paid.orderId)).amount).toBe(817.22);
    return { ...paid, shopper };
  }

  beforeAll(async () => {
    // The workers' polls stay out of the way: each test works the outbox itself.
    env = await startStripeTestApp(undefined, { OUTBOX_POLL_MS: '60000' });
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
        onHand: 100_000,
        weight: null,
        rating: null,
      }),
    );
    await insertProduct(env.test, { id: 'bread', name: 'Bread', price: 400, offerPrice: 350 });
    await insertProduct(env.test, { id: 'mango', name: 'Mango', price: 150, offerPrice: 122.4 });
  });
  afterEach(() => {
    env.fake.failCapturesWith(null);
    env.fake.failReadsWith(null);
    env.fake.failCancelsWith(null);
    env.fake.failRefundsWith(null);
  });
  afterAll(() => env.close());

  describe('a capture whose answer is lost (the answer, the SDK retry and the reads)', () => {
    it('keeps the order Packing with a payment check, refuses changes until the payment is read, and a cancel refunds what was captured', async () => {
      const { orderId, paymentIntent } = await weighedOrder();
      env.fake.failCapturesWith('lose-answer');
      env.fake.failReadsWith('disconnect');
      const lost = await move(orderId, 'Out for delivery');
      expect(lost.status).toBe(502);
      expect(lost.body).toMatchObject({
        success: false,
        code: ERROR_CODES.PAYMENT_FAILED,
        message: WEIGHT_MESSAGES.captureUnknown,
      });
      // Stripe did capture: the order must not be taken for "not charged".
      expect(capturesOf(paymentIntent).map((c) => c.amount)).toEqual([81_722]);
      const flagged = await staffView(orderId);
      expect(flagged).toMatchObject({
        status: 'Packing',
        cardHold: { state: 'capturing' },
        paymentCheck: {
          reason: PAYMENT_CHECK_MESSAGES.captureLost('LKR 817.22'),
          provider: null,
        },
      });

      // The provider still cannot be read: no change of the order is allowed.
      const blocked = await move(orderId, 'Cancelled', 'Customer called');
      expect(blocked.status).toBe(503);
      expect(blocked.body).toMatchObject({
        code: ERROR_CODES.PAYMENT_NEEDS_CHECK,
        message: PAYMENT_CHECK_MESSAGES.unreachable,
      });
      expect((await weigh(orderId, 950)).status).toBe(503);
      expect((await staffView(orderId)).status).toBe('Packing');

      // Once it can be read, the cancel refunds exactly what was captured.
      env.fake.failCapturesWith(null);
      env.fake.failReadsWith(null);
      const cancelled = await move(orderId, 'Cancelled', 'Customer called');
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.order).toMatchObject({
        status: 'Cancelled',
        cardHold: { state: 'captured', captured: 817.22 },
        refund: { state: 'refunded', amount: 817.22 },
        paymentCheck: null,
      });
      expect(refundsOf(paymentIntent).map((r) => r.amount)).toEqual([81_722]);
      expect(env.fake.cancellations.filter((c) => c.payment_intent === paymentIntent)).toEqual([]);
    });

    it('settles from the provider when staff check the payment, then moves on without capturing twice; weighing again is refused', async () => {
      const { orderId, paymentIntent } = await weighedOrder();
      env.fake.failCapturesWith('lose-answer');
      env.fake.failReadsWith('disconnect');
      expect((await move(orderId, 'Out for delivery')).status).toBe(502);
      env.fake.failCapturesWith(null);
      env.fake.failReadsWith(null);

      const checked = await seller.post(`/api/order/seller/${orderId}/payment/check`).send({});
      expect(checked.status).toBe(200);
      expect(checked.body).toMatchObject({
        success: true,
        message: PAYMENT_CHECK_MESSAGES.checked,
      });
      expect(checked.body.order).toMatchObject({
        status: 'Packing',
        amount: 817.22,
        cardHold: { state: 'captured', captured: 817.22 },
        paymentCheck: null,
      });
      // The total is what the card was charged: it can no longer be weighed differently.
      const reweigh = await weigh(orderId, 1000);
      expect(reweigh.status).toBe(409);
      expect(reweigh.body.message).toBe(WEIGHT_MESSAGES.alreadyCharged('LKR 817.22'));
      expect((await staffView(orderId)).amount).toBe(817.22);

      expect((await move(orderId, 'Out for delivery')).status).toBe(200);
      expect(capturesOf(paymentIntent)).toHaveLength(1);
      expect(await staffView(orderId)).toMatchObject({
        status: 'Out for delivery',
        amount: 817.22,
        cardHold: { state: 'captured', captured: 817.22 },
      });
    });

    it('takes a capture that never reached the provider for "still authorised" only once it cannot be on its way', async () => {
      const { orderId, paymentIntent } = await weighedOrder();
      // The connection drops before Stripe captured anything.
      env.fake.failCapturesWith({ status: 500, type: 'api_error', message: 'Upstream timeout' });
      expect((await move(orderId, 'Out for delivery')).status).toBe(502);
      expect(capturesOf(paymentIntent)).toHaveLength(0);
      env.fake.failCapturesWith(null);
      // Just sent: the capture might still arrive, so the order waits.
      const early = await move(orderId, 'Out for delivery');
      expect(early.status).toBe(409);
      expect(early.body.code).toBe(ERROR_CODES.PAYMENT_NEEDS_CHECK);
      // A minute later (moved back in the database): still only authorised, so capture now.
      await env.test.dataSource.query(
        `UPDATE "order" SET capture_started_at = now() - interval '5 minutes' WHERE id = $1`,
        [orderId],
      );
      const out = await move(orderId, 'Out for delivery');
      expect(out.status).toBe(200);
      expect(capturesOf(paymentIntent).map((c) => c.amount)).toEqual([81_722]);
      expect(out.body.order.paymentCheck).toBeNull();
    });

    it('a capture the provider refused leaves the hold authorised, to capture again', async () => {
      const { orderId, paymentIntent } = await weighedOrder();
      env.fake.failCapturesWith({ status: 402, type: 'card_error', message: 'Card declined' });
      const refused = await move(orderId, 'Out for delivery');
      expect(refused.status).toBe(502);
      expect(refused.body.message).toBe(WEIGHT_MESSAGES.captureFailed);
      expect(await staffView(orderId)).toMatchObject({
        cardHold: { state: 'authorised' },
        paymentCheck: null,
      });
      env.fake.failCapturesWith(null);
      expect((await move(orderId, 'Out for delivery')).status).toBe(200);
      expect(capturesOf(paymentIntent)).toHaveLength(1);
    });
  });

  describe('cancelling a hold that was captured after all', () => {
    it('refunds what was captured when the provider will not cancel a succeeded payment', async () => {
      const { orderId, paymentIntent } = await weighedOrder();
      // Captured at Stripe while the order still shows an authorised hold (an answer lost
      // before this version): Stripe then refuses to cancel, "status succeeded".
      const provider = env.test.app.get<PaymentProvider>(PAYMENT_PROVIDER);
      await provider.capture(paymentIntent, 81_722, 'a-capture-the-order-never-heard-of');
      const cancelled = await move(orderId, 'Cancelled', 'Out of tomatoes');
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.order).toMatchObject({
        status: 'Cancelled',
        cardHold: { state: 'captured', captured: 817.22 },
        refund: { state: 'refunded', amount: 817.22 },
      });
      expect(refundsOf(paymentIntent).map((r) => r.amount)).toEqual([81_722]);
      const notes = (await staffView(orderId)).history.map((h) => h.note);
      expect(notes).toContain(
        'The card had been charged LKR 817.22 before the order was cancelled: it is refunded',
      );
    });

    it('releases the hold later when the provider cannot be reached at the cancel', async () => {
      const { orderId, paymentIntent } = await weighedOrder();
      env.fake.failCancelsWith('disconnect');
      expect((await move(orderId, 'Cancelled', 'Shop closed')).status).toBe(200);
      expect(env.fake.paymentIntent(paymentIntent)?.status).toBe('requires_capture');
      const [task]: { attempts: number; sent_at: Date | null }[] = await env.test.dataSource.query(
        `SELECT attempts, sent_at FROM outbox WHERE topic = 'payment.cancel_hold' AND payload->>'orderId' = $1`,
        [orderId],
      );
      expect(task).toMatchObject({ attempts: 1, sent_at: null });
      env.fake.failCancelsWith(null);
      await env.test.dataSource.query(
        `UPDATE outbox SET available_at = now() WHERE topic = 'payment.cancel_hold' AND payload->>'orderId' = $1`,
        [orderId],
      );
      expect(await env.test.app.get(PaymentTaskWorker).runOnce()).toBe(1);
      expect(env.fake.paymentIntent(paymentIntent)?.status).toBe('canceled');
    });
  });

  describe('refunds after the commit', () => {
    /** A paid order of 2 mangoes (249.69), cancelled by staff while Stripe is unreachable. */
    async function cancelledWhileUnreachable() {
      const shopper = await shopperWithAddress(env.test);
      const { orderId, paymentIntent } = await paidOnlineOrder(env, shopper, [
        { product: 'mango', quantity: 2 },
      ]);
      env.fake.failRefundsWith('disconnect');
      const cancelled = await move(orderId, 'Cancelled', 'No stock');
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.order.refund).toEqual({ state: 'pending', amount: 0 });
      env.fake.failRefundsWith(null);
      return { orderId, paymentIntent };
    }
    const taskOf = async (orderId: string) =>
      (
        await env.test.dataSource.query(
          `SELECT id, attempts, sent_at, failed_at FROM outbox WHERE topic = 'payment.refund' AND payload->>'orderId' = $1`,
          [orderId],
        )
      )[0] as { id: string; attempts: number; sent_at: Date | null; failed_at: Date | null };

    it('keeps a refund the provider could not be asked for, and the worker makes it once', async () => {
      const { orderId, paymentIntent } = await cancelledWhileUnreachable();
      expect(refundsOf(paymentIntent)).toEqual([]);
      // Not due yet (back-off): a pass leaves it; once due, one refund.
      const worker = env.test.app.get(PaymentTaskWorker);
      expect(await worker.runOnce()).toBe(0);
      await env.test.dataSource.query(`UPDATE outbox SET available_at = now() WHERE id = $1`, [
        (await taskOf(orderId)).id,
      ]);
      expect(await worker.runOnce()).toBe(1);
      expect(await worker.runOnce()).toBe(0);
      expect(refundsOf(paymentIntent).map((r) => r.amount)).toEqual([24_969]);
      expect((await staffView(orderId)).refund).toEqual({ state: 'refunded', amount: 249.69 });
    });

    it('finishes, once, the work of a process that died between the commit and the provider call', async () => {
      const { orderId, paymentIntent } = await cancelledWhileUnreachable();
      const task = await taskOf(orderId);
      // What a process killed mid-call leaves: the row claimed by it, its lease run out.
      await env.test.dataSource.query(
        `UPDATE outbox SET claim_id = gen_random_uuid(), locked_until = now() - interval '1 second', available_at = now() WHERE id = $1`,
        [task.id],
      );
      // Two workers (as two API instances) at once: one refund.
      const worker = env.test.app.get(PaymentTaskWorker);
      const done = await Promise.all([worker.runOnce(), worker.runOnce()]);
      expect(done.sort()).toEqual([0, 1]);
      expect(refundsOf(paymentIntent).map((r) => r.amount)).toEqual([24_969]);
      expect((await taskOf(orderId)).sent_at).not.toBeNull();
      // Asked again by hand (a stale retry): the same key, so still one refund.
      const [refund]: { id: string }[] = await env.test.dataSource.query(
        `SELECT id FROM order_refund WHERE order_id = $1`,
        [orderId],
      );
      await env.test.app.get(OrderRefundService).execute(refund.id);
      expect(refundsOf(paymentIntent)).toHaveLength(1);
    });

    it('marks the refund failed for staff when the provider stays away for every attempt', async () => {
      const { orderId } = await cancelledWhileUnreachable();
      env.fake.failRefundsWith('disconnect');
      const task = await taskOf(orderId);
      await env.test.dataSource.query(
        `UPDATE outbox SET attempts = 7, available_at = now() WHERE id = $1`,
        [task.id],
      );
      expect(await env.test.app.get(PaymentTaskWorker).runOnce()).toBe(0);
      expect((await taskOf(orderId)).failed_at).not.toBeNull();
      const view = await staffView(orderId);
      expect(view.refund?.state).toBe('failed');
      env.fake.failRefundsWith(null);
      const retried = await seller.post(`/api/order/seller/${orderId}/refund/retry`).send({});
      expect(retried.body.order.refund).toEqual({ state: 'refunded', amount: 249.69 });
    });
  });

  it('answers 409 to a payment check of a cash order, 404 to an unknown one, and refuses shoppers', async () => {
    const shopper = await shopperWithAddress(env.test);
    const placed = await shopper.agent
      .post('/api/order/cod')
      .send({ address: shopper.addressId, items: [{ product: 'bread', quantity: 1 }] });
    expect(placed.status).toBe(201);
    const cash = await seller
      .post(`/api/order/seller/${placed.body.orderId}/payment/check`)
      .send({});
    expect(cash.status).toBe(409);
    expect(cash.body.message).toBe(PAYMENT_CHECK_MESSAGES.nothingToCheck);
    const unknown = await seller
      .post('/api/order/seller/00000000-0000-4000-8000-000000000000/payment/check')
      .send({});
    expect(unknown.status).toBe(404);
    const asShopper = await shopper.agent
      .post(`/api/order/seller/${placed.body.orderId}/payment/check`)
      .send({});
    expect(asShopper.status).toBe(401);
  });
});
