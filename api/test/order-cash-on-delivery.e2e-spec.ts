import { ERROR_CODES, paymentState, type Order, type OrderDetail } from '@greencart/contracts';
import type request from 'supertest';
import { startStripeTestApp, type StripeTestApp } from './support/fake-stripe.js';
import { moveOrder, paidOnlineOrder, placeCodOrder } from './support/orders.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { SELLER, insertProduct, loginSeller } from './support/test-app.js';

/** Cash on delivery is recorded (docs/ORDERS.md, "Cash on delivery"). */
describe('cash on delivery', () => {
  let env: StripeTestApp;
  let seller: request.Agent;

  const move = (orderId: string, body: object) =>
    seller.post(`/api/order/seller/${orderId}/status`).send(body);

  /** A COD order of 3 mangoes and a rice, one mango short at packing, out for delivery. */
  async function codOutForDelivery(): Promise<{ shopper: Shopper; orderId: string }> {
    const shopper = await shopperWithAddress(env.test);
    const order = await placeCodOrder(shopper, [
      { product: 'mango', quantity: 3 },
      { product: 'rice', quantity: 1 },
    ]);
    await moveOrder(seller, order._id, ['Confirmed', 'Packing']);
    const short = await seller
      .post(`/api/order/seller/${order._id}/items/0/short`)
      .send({ available: 2 });
    expect(short.status).toBe(200);
    await moveOrder(seller, order._id, ['Out for delivery']);
    return { shopper, orderId: order._id };
  }

  const sellerOrder = async (orderId: string) =>
    (await seller.get(`/api/order/seller/${orderId}`)).body.order as OrderDetail;

  beforeAll(async () => {
    env = await startStripeTestApp(undefined, { ORDER_RATE_LIMIT_PER_MINUTE: '100' });
    seller = await loginSeller(env.test);
    await insertProduct(env.test, { id: 'mango', name: 'Mango', price: 1000, offerPrice: 122.4 });
    await insertProduct(env.test, {
      id: 'rice',
      name: 'Rice',
      price: 1000,
      offerPrice: 500,
      category: 'Grains',
    });
  });
  afterAll(() => env.close());

  it('records the amount due after packing changes as collected, marks it paid, and says who and when', async () => {
    const { shopper, orderId } = await codOutForDelivery();
    // 2 × 122.40 + 500 = 744.80; 2 % tax = 14.89; 759.69 (not the 3 mangoes ordered), asked in
    // cash rounded to the rupee: 760.00 (docs/PAYMENTS.md "Cash rounding", on by default).
    const delivered = await move(orderId, { status: 'Delivered', from: 'Out for delivery' });
    expect(delivered.status).toBe(200);
    expect(delivered.body.order).toMatchObject({
      status: 'Delivered',
      amount: 759.69,
      isPaid: true,
      cashCollected: 760,
    });
    const last = (delivered.body.order as OrderDetail).history.at(-1);
    expect(last).toMatchObject({
      from: 'Out for delivery',
      to: 'Delivered',
      actor: 'staff',
      note: `Cash collected LKR 760.00 of LKR 760.00 due, recorded by ${SELLER.email}`,
    });
    expect(Date.now() - Date.parse(last?.at ?? '')).toBeLessThan(60_000);

    // The shopper's list and page, and the seller's list, all say paid with the cash.
    const [listed] = (await shopper.agent.get('/api/order/user')).body.orders as Order[];
    expect(listed).toMatchObject({ _id: orderId, isPaid: true, cashCollected: 760 });
    const own = (await shopper.agent.get(`/api/order/user/${orderId}`)).body.order as OrderDetail;
    expect(own).toMatchObject({ isPaid: true, cashCollected: 760 });
    // Staff notes stay staff-only.
    expect(own.history.at(-1)?.note).toBeNull();
    const onStaffList = ((await seller.get('/api/order/seller')).body.orders as Order[]).find(
      (o) => o._id === orderId,
    );
    expect(onStaffList).toMatchObject({ isPaid: true, cashCollected: 760 });
  });

  it('records a corrected, smaller amount when staff say why', async () => {
    const { orderId } = await codOutForDelivery();
    const unexplained = await move(orderId, { status: 'Delivered', cashCollected: 700 });
    expect(unexplained.status).toBe(400);
    expect(unexplained.body).toMatchObject({
      success: false,
      code: ERROR_CODES.ORDER_REASON_REQUIRED,
      field: 'note',
    });
    expect(unexplained.body.message).toContain('LKR 700.00 is less than the LKR 760.00 due');
    expect((await sellerOrder(orderId)).status).toBe('Out for delivery');

    const delivered = await move(orderId, {
      status: 'Delivered',
      cashCollected: 700.5,
      note: 'Customer returned the rice',
    });
    expect(delivered.status).toBe(200);
    expect(delivered.body.order).toMatchObject({ isPaid: true, cashCollected: 700.5 });
    expect((delivered.body.order as OrderDetail).history.at(-1)?.note).toBe(
      `Cash collected LKR 700.50 of LKR 760.00 due, recorded by ${SELLER.email}. Customer returned the rice`,
    );
    // Exactly the amount due needs no note.
    const exact = await codOutForDelivery();
    const paid = await move(exact.orderId, { status: 'Delivered', cashCollected: 760 });
    expect(paid.status).toBe(200);
    expect(paid.body.order.cashCollected).toBe(760);
  });

  it.each([
    ['negative', -1],
    ['an object', { amount: 700 }],
    ['a numeric string', '700'],
    ['three decimals', 700.123],
    ['null', null],
    ['more than the amount due', 760.01],
  ])('refuses a cash amount that is %s, naming the field', async (_what, cashCollected) => {
    const { orderId } = await codOutForDelivery();
    const refused = await move(orderId, {
      status: 'Delivered',
      cashCollected,
      note: 'Checked twice',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      code: ERROR_CODES.VALIDATION,
      field: 'cashCollected',
    });
    expect(refused.body.message).toEqual(expect.any(String));
    const order = await sellerOrder(orderId);
    expect(order).toMatchObject({ status: 'Out for delivery', isPaid: false, cashCollected: null });
  });

  it('refuses cash on any move but delivery', async () => {
    const shopper = await shopperWithAddress(env.test);
    const order = await placeCodOrder(shopper, [{ product: 'mango', quantity: 1 }]);
    const refused = await move(order._id, { status: 'Confirmed', cashCollected: 124.84 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: ERROR_CODES.VALIDATION, field: 'cashCollected' });
    expect(refused.body.message).toBe(
      'cashCollected is only sent when delivering a cash-on-delivery order',
    );
    expect((await sellerOrder(order._id)).status).toBe('Order Placed');
  });

  it('leaves a paid online order as it was: no cash recorded, none accepted', async () => {
    const shopper = await shopperWithAddress(env.test);
    const { orderId } = await paidOnlineOrder(env, shopper, [{ product: 'mango', quantity: 1 }]);
    await moveOrder(seller, orderId, ['Confirmed', 'Packing', 'Out for delivery']);

    const withCash = await move(orderId, { status: 'Delivered', cashCollected: 124.84 });
    expect(withCash.status).toBe(400);
    expect(withCash.body).toMatchObject({ code: ERROR_CODES.VALIDATION, field: 'cashCollected' });
    expect(withCash.body.message).toBe('This order was paid online: there is no cash to record');

    const delivered = await move(orderId, { status: 'Delivered' });
    expect(delivered.status).toBe(200);
    expect(delivered.body.order).toMatchObject({
      isPaid: true,
      amount: 124.84,
      cashCollected: null,
      refund: null,
    });
    expect((delivered.body.order as OrderDetail).history.at(-1)?.note).toBeNull();
  });

  it('filters delivered orders still unpaid, and cancelled unpaid orders as not charged', async () => {
    const recorded = await codOutForDelivery();
    await moveOrder(seller, recorded.orderId, ['Delivered']);
    // An order delivered before cash was recorded (the database as it was before this change).
    const legacy = await codOutForDelivery();
    await moveOrder(seller, legacy.orderId, ['Delivered']);
    await env.test.dataSource.query(
      `UPDATE "order" SET is_paid = false, cash_collected_cents = NULL WHERE id = $1`,
      [legacy.orderId],
    );
    const cancelled = await shopperWithAddress(env.test);
    const toCancel = await placeCodOrder(cancelled, [{ product: 'rice', quantity: 1 }]);
    expect(
      (await cancelled.agent.post(`/api/order/user/${toCancel._id}/cancel`).send({})).status,
    ).toBe(200);

    const unpaid = await seller.get('/api/order/seller?status=Delivered&payment=pending');
    expect(unpaid.status).toBe(200);
    const unpaidIds = (unpaid.body.orders as Order[]).map((o) => o._id);
    expect(unpaidIds).toEqual([legacy.orderId]);

    const notCharged = (await seller.get('/api/order/seller?payment=not_charged')).body
      .orders as Order[];
    expect(notCharged.map((o) => o._id)).toContain(toCancel._id);
    expect(notCharged.every((o) => o.status === 'Cancelled' && !o.isPaid)).toBe(true);
    const pending = (await seller.get('/api/order/seller?payment=pending')).body.orders as Order[];
    expect(pending.map((o) => o._id)).not.toContain(toCancel._id);
    // The shopper's own view agrees: the one rule of contracts reads "not charged".
    const own = (await cancelled.agent.get(`/api/order/user/${toCancel._id}`)).body.order as Order;
    expect(paymentState(own)).toBe('not_charged');

    const bad = await seller.get('/api/order/seller?payment=unpaid');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: ERROR_CODES.VALIDATION, field: 'payment' });
  });
});
