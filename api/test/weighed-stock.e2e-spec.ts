import type request from 'supertest';
import { ProductEntity } from '../src/product/product.entity.js';
import { moveOrder, placeCodOrder } from './support/orders.js';
import { shopperWithAddress } from './support/shoppers.js';
import { loginSeller, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Weighed stock settles at the packed weight (docs/STOCK.md, "Weighed goods"), on PGlite and
 * on PostgreSQL: a weighed line packed lighter or heavier than sold moves the difference with a
 * `weighed` ledger row, so on hand is what the shelf holds and equals the ledger's sum; a
 * cancel after packing puts back the grams packed.
 */
describe('weighed stock at the packed weight', () => {
  let test: TestApp;
  let seller: request.Agent;
  const START = 10_000;

  const onHand = async (): Promise<number> =>
    (await test.dataSource.getRepository(ProductEntity).findOneByOrFail({ id: 'potatoes' }))
      .onHand ?? Number.NaN;
  const ledger = async (orderId?: string) =>
    (await test.dataSource.query(
      `SELECT reason, delta FROM stock_movement WHERE product_id = 'potatoes'
         ${orderId ? 'AND order_id = $1' : ''} ORDER BY created_at, id`,
      orderId ? [orderId] : [],
    )) as { reason: string; delta: number }[];
  const ledgerSum = async () => (await ledger()).reduce((sum, row) => sum + row.delta, 0);
  const weigh = (id: string, packedGrams: number) =>
    seller.post(`/api/order/seller/${id}/items/0/weight`).send({ packedGrams });

  /** A cash order of 1 kg of potatoes (4 × 250 g), moved to Packing. */
  async function packingOrder() {
    const shopper = await shopperWithAddress(test);
    const order = await placeCodOrder(shopper, [{ product: 'potatoes', quantity: 4 }]);
    await moveOrder(seller, order._id, ['Confirmed', 'Packing']);
    return order._id;
  }

  beforeAll(async () => {
    test = await startTestApp({ OUTBOX_POLL_MS: '60000', ORDER_RATE_LIMIT_PER_MINUTE: '100' });
    seller = await loginSeller(test);
    const products = test.dataSource.getRepository(ProductEntity);
    await products.save(
      products.create({
        id: 'potatoes',
        name: 'Potatoes',
        category: 'Vegetables',
        soldBy: 'weight',
        stepGrams: 250,
        pricePerKgCents: 40_000,
        offerPricePerKgCents: 40_000,
        priceCents: 10_000,
        offerPriceCents: 10_000,
        images: ['/uploads/products/potatoes.webp'],
        description: ['Loose'],
        inStock: true,
        onHand: 0,
        weight: null,
        rating: null,
      }),
    );
    // Counted in through the ledger, as the seller's restock does.
    await seller
      .post('/api/product/potatoes/stock-adjust')
      .send({ delta: START, reason: 'restock' })
      .expect((r) => expect([200, 201]).toContain(r.status));
  });
  afterAll(() => test.close());

  it('puts back what was not packed: 920 g of 1 kg leaves the shelf 920 g lighter, the ledger agreeing', async () => {
    const before = await onHand();
    const orderId = await packingOrder();
    expect(await onHand()).toBe(before - 1000);
    expect((await weigh(orderId, 920)).status).toBe(200);
    expect(await onHand()).toBe(before - 920);
    expect(await ledger(orderId)).toEqual([
      { reason: 'sale', delta: -1000 },
      { reason: 'weighed', delta: 80 },
    ]);
    // Weighing again moves only the difference.
    expect((await weigh(orderId, 1050)).status).toBe(200);
    expect(await onHand()).toBe(before - 1050);
    expect((await ledger(orderId)).at(-1)).toEqual({ reason: 'weighed', delta: -130 });
    expect(await ledgerSum()).toBe(await onHand());
  });

  it('a cancel after packing returns the grams packed', async () => {
    const before = await onHand();
    const orderId = await packingOrder();
    expect((await weigh(orderId, 930)).status).toBe(200);
    const cancelled = await seller
      .post(`/api/order/seller/${orderId}/status`)
      .send({ status: 'Cancelled', note: 'Customer away' });
    expect(cancelled.status).toBe(200);
    expect(await onHand()).toBe(before);
    expect((await ledger(orderId)).map((r) => [r.reason, r.delta])).toEqual([
      ['sale', -1000],
      ['weighed', 70],
      ['restock', 930],
    ]);
    expect(await ledgerSum()).toBe(await onHand());
  });

  it('a short pick after weighing undoes the weight; weighing the rest settles it again', async () => {
    const before = await onHand();
    const orderId = await packingOrder();
    expect((await weigh(orderId, 980)).status).toBe(200);
    // Only 2 of the 4 steps found: 500 g sold, the other 500 g were never on the shelf.
    const short = await seller
      .post(`/api/order/seller/${orderId}/items/0/short`)
      .send({ available: 2 });
    expect(short.status).toBe(200);
    expect((await weigh(orderId, 480)).status).toBe(200);
    // The shelf gave 480 g; 500 g were written off as not there (a correction).
    expect(await onHand()).toBe(before - 480 - 500);
    expect(await ledgerSum()).toBe(await onHand());
    expect(
      (
        await seller
          .post(`/api/order/seller/${orderId}/status`)
          .send({ status: 'Out for delivery' })
      ).status,
    ).toBe(200);
    expect(await onHand()).toBe(before - 980);
  });
});
