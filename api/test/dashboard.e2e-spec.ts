import type { SellerDashboard } from '@greencart/contracts';
import type request from 'supertest';
import { startStripeTestApp, type StripeTestApp } from './support/fake-stripe.js';
import { moveOrder, paidOnlineOrder, placeCodOrder, placeOnlineOrder } from './support/orders.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { createStaff, loginStaff } from './support/staff.js';
import { insertProduct, loginSeller } from './support/test-app.js';

const TIME_ZONE = 'Asia/Colombo';

/** `YYYY-MM-DD` of `days` after today in the shop's time zone (negative: before). */
function localDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The dashboard (docs/STAFF.md "Dashboard") against a fixture with known totals. Prices are
 * multiples of 50 rupees so the 2 % tax is exact: apple 100.00, bread 50.00, cheese 250.00.
 * Orders are placed through the API, then moved to local times across day boundaries with SQL
 * (the status guard only refuses status writes):
 *
 * | order | what                         | local time      | status (how)                   | counted revenue |
 * | O1    | COD apple×2 bread×1 = 255.00 | today 00:30     | Order Placed                   | 25500           |
 * | O2    | COD cheese×1 = 255.00        | yesterday 23:30 | Delivered, 250.00 collected    | 25000           |
 * | O3    | online apple×3 = 306.00      | today 01:00     | Packing, short to 1 (102.00)   | 10200           |
 * | O4    | COD bread×2 = 102.00         | today 00:30     | Cancelled by the shopper       | —               |
 * | O5    | COD bread×1 = 51.00          | 29 days ago 00:30 | Confirmed                    | 5100            |
 * | O6    | COD cheese×4 = 1020.00       | 30 days ago 23:30 | Order Placed (outside window) | —              |
 * | O7    | online apple×1, never paid   | today 00:30     | unseen                         | —               |
 * | O8    | online apple×1 = 102.00 paid | 2 days ago 12:00 | Cancelled, refunded in full   | —               |
 */
describe('seller dashboard (GET /api/seller/dashboard)', () => {
  let env: StripeTestApp;
  let owner: request.Agent;
  let dashboard: SellerDashboard;

  async function shopper(): Promise<Shopper> {
    return shopperWithAddress(env.test);
  }

  /** Moves an order to `time` (HH:MM, shop's time zone) `days` after today. */
  async function placedAt(orderId: string, days: number, time: string): Promise<void> {
    await env.test.dataSource.query(
      `UPDATE "order"
          SET created_at = (((now() AT TIME ZONE $2::text)::date + $3::int) + $4::time)
                           AT TIME ZONE $2::text
        WHERE id = $1`,
      [orderId, TIME_ZONE, days, time],
    );
  }

  beforeAll(async () => {
    env = await startStripeTestApp(undefined, { ORDER_RATE_LIMIT_PER_MINUTE: '1000' });
    owner = await loginSeller(env.test);
    await insertProduct(env.test, { id: 'apple', name: 'Apple', price: 100 });
    await insertProduct(env.test, { id: 'bread', name: 'Bread', price: 50 });
    await insertProduct(env.test, { id: 'cheese', name: 'Cheese', price: 250 });
    await insertProduct(env.test, { id: 'dates', name: 'Dates', price: 300 });
    const counted = await owner.put('/api/product/dates/tracking').send({
      onHand: 3,
      lowStockThreshold: 5,
    });
    expect(counted.status).toBe(200);

    const buyer = await shopper();
    const o1 = await placeCodOrder(buyer, [
      { product: 'apple', quantity: 2 },
      { product: 'bread', quantity: 1 },
    ]);
    const o2 = await placeCodOrder(buyer, [{ product: 'cheese', quantity: 1 }]);
    await moveOrder(owner, o2._id, ['Confirmed', 'Packing', 'Out for delivery']);
    const delivered = await owner
      .post(`/api/order/seller/${o2._id}/status`)
      .send({ status: 'Delivered', cashCollected: 250, note: 'Customer was 5 rupees short' });
    expect(delivered.status).toBe(200);

    const { orderId: o3 } = await paidOnlineOrder(env, await shopper(), [
      { product: 'apple', quantity: 3 },
    ]);
    await moveOrder(owner, o3, ['Confirmed', 'Packing']);
    const short = await owner.post(`/api/order/seller/${o3}/items/0/short`).send({ available: 1 });
    expect(short.status).toBe(200);
    expect(short.body.order.amount).toBe(102);

    const canceller = await shopper();
    const o4 = await placeCodOrder(canceller, [{ product: 'bread', quantity: 2 }]);
    expect((await canceller.agent.post(`/api/order/user/${o4._id}/cancel`).send({})).status).toBe(
      200,
    );
    const o5 = await placeCodOrder(buyer, [{ product: 'bread', quantity: 1 }]);
    await moveOrder(owner, o5._id, ['Confirmed']);
    const o6 = await placeCodOrder(buyer, [{ product: 'cheese', quantity: 4 }]);
    const { orderId: o7 } = await placeOnlineOrder(env, await shopper(), [
      { product: 'apple', quantity: 1 },
    ]);
    const refunded = await shopper();
    const { orderId: o8 } = await paidOnlineOrder(env, refunded, [
      { product: 'apple', quantity: 1 },
    ]);
    const cancelled = await refunded.agent.post(`/api/order/user/${o8}/cancel`).send({});
    expect(cancelled.body.order.refund).toEqual({ state: 'refunded', amount: 102 });

    await placedAt(o1._id, 0, '00:30');
    await placedAt(o2._id, -1, '23:30');
    await placedAt(o3, 0, '01:00');
    await placedAt(o4._id, 0, '00:30');
    await placedAt(o5._id, -29, '00:30');
    await placedAt(o6._id, -30, '23:30');
    await placedAt(o7, 0, '00:30');
    await placedAt(o8, -2, '12:00');

    const response = await owner.get('/api/seller/dashboard');
    expect(response.status).toBe(200);
    dashboard = response.body.dashboard as SellerDashboard;
  });
  afterAll(() => env.close());

  it('names the shop time zone and today in it', () => {
    expect(dashboard.timeZone).toBe(TIME_ZONE);
    expect(dashboard.today).toBe(localDate(0));
  });

  it('counts orders and revenue by local day: today, 7 and 30 days', () => {
    expect(dashboard.periods).toEqual({
      today: { orders: 2, revenueCents: 35700, averageOrderCents: 17850, cancelled: 1 },
      last7Days: { orders: 3, revenueCents: 60700, averageOrderCents: 20233, cancelled: 2 },
      last30Days: { orders: 4, revenueCents: 65800, averageOrderCents: 16450, cancelled: 2 },
    });
  });

  it('charts 30 local days, oldest first, with empty days at 0', () => {
    expect(dashboard.daily).toHaveLength(30);
    expect(dashboard.daily[0].date).toBe(localDate(-29));
    expect(dashboard.daily[29].date).toBe(localDate(0));
    const withOrders = dashboard.daily.filter((day) => day.orders > 0);
    expect(withOrders).toEqual([
      { date: localDate(-29), orders: 1, revenueCents: 5100 },
      { date: localDate(-1), orders: 1, revenueCents: 25000 },
      { date: localDate(0), orders: 2, revenueCents: 35700 },
    ]);
    expect(
      dashboard.daily.filter((day) => day.orders === 0).every((d) => d.revenueCents === 0),
    ).toBe(true);
  });

  it('counts the open orders the shop sees in each status, whenever placed', () => {
    expect(dashboard.openOrders).toEqual([
      { status: 'Order Placed', orders: 2 },
      { status: 'Confirmed', orders: 1 },
      { status: 'Packing', orders: 1 },
      { status: 'Out for delivery', orders: 0 },
    ]);
  });

  it('ranks the products of the last 30 days by units packed and by revenue', () => {
    const apple = { productId: 'apple', name: 'Apple', units: 3, revenueCents: 30000 };
    const bread = { productId: 'bread', name: 'Bread', units: 2, revenueCents: 10000 };
    const cheese = { productId: 'cheese', name: 'Cheese', units: 1, revenueCents: 25000 };
    expect(dashboard.topByUnits).toEqual([apple, bread, cheese]);
    expect(dashboard.topByRevenue).toEqual([apple, cheese, bread]);
  });

  it('sums the refunds of the last 30 days', () => {
    expect(dashboard.refunds).toEqual({ count: 2, amountCents: 30600, failedOrders: 0 });
  });

  it('lists low stock with the stock administration query', () => {
    expect(dashboard.lowStock).toEqual({
      count: 1,
      products: [{ productId: 'dates', name: 'Dates', available: 3, threshold: 5 }],
    });
  });

  it('answers a manager and refuses a packer', async () => {
    const manager = await loginStaff(env.test, await createStaff(env.test, 'manager'));
    expect((await manager.get('/api/seller/dashboard')).status).toBe(200);
    const packer = await loginStaff(env.test, await createStaff(env.test, 'packer'));
    const refused = await packer.get('/api/seller/dashboard');
    expect(refused.status).toBe(403);
    expect((await env.test.http().get('/api/seller/dashboard')).status).toBe(401);
  });
});
