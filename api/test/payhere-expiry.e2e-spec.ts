import { CHECKOUT_HOLD_MINUTES, ERROR_CODES, MESSAGES } from '@greencart/contracts';
import {
  CHECKOUT_LOOKUP_PATIENCE_MINUTES,
  CheckoutExpiryJob,
} from '../src/order/lifecycle/checkout-expiry.job.js';
import { orderRow, SHOP_ORIGIN } from './support/fake-stripe.js';
import {
  NOTIFY_PATH,
  placePayHereOrder,
  startPayHereTestApp,
  type PayHereTestApp,
} from './support/fake-payhere.js';
import { shopperWithAddress } from './support/shoppers.js';
import { insertTomatoes } from './support/weighed.js';
import { insertProduct } from './support/test-app.js';

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

/**
 * A PayHere page never expires on its own and its notify may never come (issue 38): before an
 * unpaid order is cancelled the Retrieval API is asked, and a payment it holds makes the order
 * paid instead. And a shop whose PayHere account has no Hold on Card refuses weighed orders by
 * card, saying they need cash on delivery.
 */
describe('PayHere: unpaid checkouts and accounts without holds', () => {
  let env: PayHereTestApp;
  const expire = (at: Date) => env.test.app.get(CheckoutExpiryJob).runOnce(at);
  const unpaid = async () =>
    placePayHereOrder(env, await shopperWithAddress(env.test), [{ product: 'mango', quantity: 2 }]);

  beforeAll(async () => {
    env = await startPayHereTestApp();
    await insertProduct(env.test, { id: 'mango', name: 'Mango', price: 150, offerPrice: 122.4 });
  });
  afterAll(() => env.close());
  afterEach(() => env.fake.failSearchesWith(null));

  it('records a payment PayHere holds instead of cancelling the order, and its late notify changes nothing', async () => {
    const { orderId, session } = await unpaid();
    // Paid on PayHere's page, but the notify never arrives.
    const lost = await env.fake.approve(session.id, { notify: false });
    await expire(minutes(CHECKOUT_HOLD_MINUTES + 10));
    expect(await orderRow(env.test, orderId)).toMatchObject({
      isPaid: true,
      status: 'Order Placed',
    });
    const late = await env.fake.notify(`${env.apiUrl}${NOTIFY_PATH}`, lost.fields);
    expect(late.body).toEqual({ success: true, message: 'Event already processed' });
  });

  it('cancels an order PayHere has no payment for', async () => {
    const { orderId } = await unpaid();
    await expire(minutes(CHECKOUT_HOLD_MINUTES + 10));
    expect(await orderRow(env.test, orderId)).toMatchObject({ isPaid: false, status: 'Cancelled' });
  });

  it('waits while PayHere cannot be asked, then cancels after a longer while', async () => {
    const { orderId } = await unpaid();
    env.fake.failSearchesWith({ http: 503 });
    await expire(minutes(CHECKOUT_HOLD_MINUTES + 10));
    expect(await orderRow(env.test, orderId)).toMatchObject({ status: 'Order Placed' });
    await expire(minutes(CHECKOUT_HOLD_MINUTES + CHECKOUT_LOOKUP_PATIENCE_MINUTES + 10));
    expect(await orderRow(env.test, orderId)).toMatchObject({ status: 'Cancelled' });
  });

  describe('an account without Hold on Card (PAYHERE_AUTHORIZE=false)', () => {
    let noHolds: PayHereTestApp;
    beforeAll(async () => {
      noHolds = await startPayHereTestApp(undefined, { PAYHERE_AUTHORIZE: 'false' });
      await insertTomatoes(noHolds.test);
      await insertProduct(noHolds.test, {
        id: 'bread',
        name: 'Bread',
        price: 400,
        offerPrice: 350,
      });
    });
    afterAll(() => noHolds.close());

    it('says so in the payment options, refuses a weighed order by card (409) and stores nothing', async () => {
      const options = await noHolds.test.http().get('/api/payment/options');
      expect(options.body.online).toEqual({ provider: 'PayHere', holds: false });
      const shopper = await shopperWithAddress(noHolds.test);
      const refused = await shopper.agent
        .post('/api/order/stripe')
        .set('Origin', SHOP_ORIGIN)
        .send({ address: shopper.addressId, items: [{ product: 'tomatoes', quantity: 3 }] });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        success: false,
        code: ERROR_CODES.PAYMENT_HOLD_UNAVAILABLE,
        message: MESSAGES.weighedNeedCash,
      });
      const [{ count }]: { count: number }[] = await noHolds.test.dataSource.query(
        `SELECT count(*)::int AS count FROM "order"`,
      );
      expect(count).toBe(0);
      expect(noHolds.fake.sessions.size).toBe(0);
    });

    it('still takes a unit-only order by card, and a weighed one by cash', async () => {
      const shopper = await shopperWithAddress(noHolds.test);
      const { session } = await placePayHereOrder(noHolds, shopper, [
        { product: 'bread', quantity: 1 },
      ]);
      expect(session.kind).toBe('checkout');
      const cash = await shopper.agent
        .post('/api/order/cod')
        .send({ address: shopper.addressId, items: [{ product: 'tomatoes', quantity: 3 }] });
      expect(cash.status).toBe(201);
    });
  });
});
