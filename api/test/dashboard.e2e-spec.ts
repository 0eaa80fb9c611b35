import type { SellerDashboard } from '@greencart/contracts';
import type request from 'supertest';
import {
  startStripeTestApp,
  WEBHOOK_PATH,
  type FakeSession,
  type StripeTestApp,
} from './support/fake-stripe.js';
import { moveOrder, paidOnlineOrder, placeCodOrder, placeOnlineOrder } from './support/orders.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { createStaff, loginStaff } from './support/staff.js';
import { DashboardWeighedSales1764036000001 } from '../src/database/migrations/1764036000001-DashboardWeighedSales.js';
import { DashboardPackedRevenue1795910472280 } from '../src/database/migrations/1795910472280-DashboardPackedRevenue.js';
import { ProductEntity } from '../src/product/product.entity.js';
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

  /**
   * The top products come from daily sums kept by triggers (migration DashboardProductSales)
   * for the window's whole UTC days: every change to a counted order's lines must reach them in
   * the same transaction. Fig 40.00 and grape 60.00, placed today, after the fixture above.
   */
  it('keeps the top products exact through a short pick, a substitution, a cancellation and a payment after cancel', async () => {
    await insertProduct(env.test, { id: 'fig', name: 'Fig', price: 40 });
    await insertProduct(env.test, { id: 'grape', name: 'Grape', price: 60 });
    const top = async () => {
      const response = await owner.get('/api/seller/dashboard');
      expect(response.status).toBe(200);
      const { topByUnits, topByRevenue } = response.body.dashboard as SellerDashboard;
      return { topByUnits, topByRevenue };
    };
    const apple = { productId: 'apple', name: 'Apple', units: 3, revenueCents: 30000 };
    const bread = { productId: 'bread', name: 'Bread', units: 2, revenueCents: 10000 };
    const cheese = { productId: 'cheese', name: 'Cheese', units: 1, revenueCents: 25000 };
    const fig = (units: number) => ({
      productId: 'fig',
      name: 'Fig',
      units,
      revenueCents: units * 4000,
    });
    const grape = (units: number) => ({
      productId: 'grape',
      name: 'Grape',
      units,
      revenueCents: units * 6000,
    });
    const buyer = await shopper();

    const figs = await placeCodOrder(buyer, [
      { product: 'fig', quantity: 5, substitution: 'similar' },
    ]);
    expect((await top()).topByUnits).toEqual([fig(5), apple, bread, cheese]);

    // A short pick: 2 figs of 5 packed.
    await moveOrder(owner, figs._id, ['Confirmed', 'Packing']);
    const short = await owner
      .post(`/api/order/seller/${figs._id}/items/0/short`)
      .send({ available: 2 });
    expect(short.status).toBe(200);
    expect(await top()).toEqual({
      topByUnits: [apple, bread, fig(2), cheese],
      topByRevenue: [apple, cheese, bread, fig(2)],
    });

    // A substitution: 4 grapes become 4 figs at the lower price, the fig's 40.00.
    const grapes = await placeCodOrder(buyer, [
      { product: 'grape', quantity: 4, substitution: 'similar' },
    ]);
    expect((await top()).topByUnits).toEqual([grape(4), apple, bread, fig(2), cheese]);
    await moveOrder(owner, grapes._id, ['Confirmed', 'Packing']);
    const swapped = await owner
      .post(`/api/order/seller/${grapes._id}/items/0/substitute`)
      .send({ product: 'fig' });
    expect(swapped.status).toBe(200);
    expect(await top()).toEqual({
      topByUnits: [fig(6), apple, bread, cheese],
      topByRevenue: [apple, cheese, fig(6), bread],
    });

    // A cancellation takes the substituted figs off again.
    const cancelled = await owner
      .post(`/api/order/seller/${grapes._id}/status`)
      .send({ status: 'Cancelled', note: 'Van broke down' });
    expect(cancelled.status).toBe(200);
    expect((await top()).topByUnits).toEqual([apple, bread, fig(2), cheese]);

    // An online checkout that expired (Cancelled, never counted), then paid after all: reinstated.
    const { session } = await placeOnlineOrder(env, await shopper(), [
      { product: 'grape', quantity: 1 },
    ]);
    await stripeEvent('checkout.session.expired', { ...session, status: 'expired' });
    expect((await top()).topByUnits).toEqual([apple, bread, fig(2), cheese]);
    const paid = await stripeEvent('checkout.session.completed', {
      ...session,
      status: 'complete',
      payment_status: 'paid',
    });
    expect(paid.body.message).toBe('Event processed: paid_after_cancel');
    expect((await top()).topByUnits).toEqual([apple, bread, fig(2), cheese, grape(1)]);
  });

  /** Delivers a Stripe event, signed as the fake's SDK signs it, to the webhook. */
  function stripeEvent(type: string, session: FakeSession) {
    const payload = JSON.stringify(env.fake.event(type, session));
    return env.test
      .http()
      .post(WEBHOOK_PATH)
      .set('Content-Type', 'application/json; charset=utf-8')
      .set('Stripe-Signature', env.fake.sign(payload, {}))
      .send(payload);
  }

  it('answers a manager and refuses a packer', async () => {
    const manager = await loginStaff(env.test, await createStaff(env.test, 'manager'));
    expect((await manager.get('/api/seller/dashboard')).status).toBe(200);
    const packer = await loginStaff(env.test, await createStaff(env.test, 'packer'));
    const refused = await packer.get('/api/seller/dashboard');
    expect(refused.status).toBe(403);
    expect((await env.test.http().get('/api/seller/dashboard')).status).toBe(401);
  });

  /**
   * Weighed produce as staff read it (issue 36): okra at LKR 400.00/kg in 250 g steps. One order
   * of 1 kg 29 days ago at 00:30 (before the window's first whole UTC day: summed from the
   * lines) and one of 1 kg today (from the daily sums), weighed at 940 g.
   */
  it('counts a weighed line as one unit and says the weight sold, packed once weighed', async () => {
    const products = env.test.dataSource.getRepository(ProductEntity);
    await products.save(
      products.create({
        id: 'okra',
        name: 'Okra',
        category: 'Vegetables',
        soldBy: 'weight',
        stepGrams: 250,
        pricePerKgCents: 40_000,
        offerPricePerKgCents: 40_000,
        priceCents: 10_000,
        offerPriceCents: 10_000,
        images: ['/uploads/products/okra.webp'],
        description: ['Loose'],
        inStock: true,
        onHand: null,
        weight: null,
        rating: null,
      }),
    );
    const buyer = await shopper();
    const early = await placeCodOrder(buyer, [{ product: 'okra', quantity: 4 }]);
    await placedAt(early._id, -29, '00:30');
    const late = await placeCodOrder(buyer, [{ product: 'okra', quantity: 4 }]);
    const okra = async () => {
      const { topByRevenue } = (await owner.get('/api/seller/dashboard')).body
        .dashboard as SellerDashboard;
      return topByRevenue.find((product) => product.productId === 'okra');
    };
    expect(await okra()).toEqual({
      productId: 'okra',
      name: 'Okra',
      units: 2,
      revenueCents: 80_000,
      grams: 2000,
    });
    await moveOrder(owner, late._id, ['Confirmed', 'Packing']);
    const weighed = await owner.post(`/api/order/seller/${late._id}/items/0/weight`).send({
      packedGrams: 940,
    });
    expect(weighed.status).toBe(200);
    // Revenue at packed amounts (issue 41): 1 kg ordered early (LKR 400.00) and 940 g packed
    // today at LKR 400.00/kg (LKR 376.00).
    expect(await okra()).toMatchObject({ units: 2, grams: 1940, revenueCents: 77_600 });
    // The migrations revert to the old sums and back again to the same figures.
    const runner = env.test.dataSource.createQueryRunner();
    try {
      const packed = new DashboardPackedRevenue1795910472280();
      const migration = new DashboardWeighedSales1764036000001();
      await packed.down(runner);
      // Without it the weighed line is priced as ordered again (both lines 1 kg: LKR 400.00).
      const [row] = (await runner.query(
        `SELECT sum(revenue)::int AS revenue FROM dashboard_product_sales WHERE product_id = 'okra'`,
      )) as { revenue: number }[];
      expect(row.revenue).toBe(80_000);
      await migration.down(runner);
      await migration.up(runner);
      await packed.up(runner);
    } finally {
      await runner.release();
    }
    expect(await okra()).toMatchObject({ units: 2, grams: 1940, revenueCents: 77_600 });

    // Low on stock: what is left, in grams, marked as sold by weight.
    const counted = await owner
      .put('/api/product/okra/tracking')
      .send({ onHand: 1000, lowStockThreshold: 1250 });
    expect(counted.status).toBe(200);
    const { lowStock } = (await owner.get('/api/seller/dashboard')).body
      .dashboard as SellerDashboard;
    expect(lowStock.products).toContainEqual({
      productId: 'okra',
      name: 'Okra',
      available: 1000,
      threshold: 1250,
      soldBy: 'weight',
    });
  });
});
