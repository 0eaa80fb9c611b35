import {
  ERROR_CODES,
  STEP_GRAMS_MESSAGE,
  type Order,
  type Product,
  type ProductSuggestion,
} from '@greencart/contracts';
import type request from 'supertest';
import { StockService } from '../src/stock/stock.service.js';
import {
  WEBHOOK_PATH,
  startStripeTestApp,
  type FakeEvent,
  type StripeTestApp,
} from './support/fake-stripe.js';
import { makePng } from './support/images.js';
import { placeCodOrder, placeOnlineOrder } from './support/orders.js';
import { shoppersWithAddress, type Shopper } from './support/shoppers.js';
import { insertProduct, loginSeller, registerShopper, type TestApp } from './support/test-app.js';

/**
 * Products sold by weight (issue 29, part 1; docs/PRODUCTS.md "Sold by weight"): the seller
 * enters prices per kg and a step, the API answers the step's price as `price`/`offerPrice`,
 * a cart quantity counts steps, and counted stock moves in grams (n steps × step grams) through
 * the same ledger and the same conditional UPDATE, so no oversell holds in grams. Over real
 * HTTP, on PGlite and on PostgreSQL.
 */
describe('sold by weight', () => {
  let env: StripeTestApp;
  let test: TestApp;
  let seller: request.Agent;
  const shoppers: Shopper[] = [];
  let made = 0;

  const tomatoes = {
    description: ['Loose, vine ripened'],
    category: 'Vegetables',
    soldBy: 'weight',
    stepGrams: 250,
    pricePerKg: 480,
    offerPricePerKg: 450,
  };

  /** Adds a product through the seller's add form; answers its id. */
  async function addProduct(data: Record<string, unknown>): Promise<request.Response> {
    return seller
      .post('/api/product/add')
      .field('productData', JSON.stringify(data))
      .attach('images', await makePng(64, 64), 'p.png');
  }

  async function idOf(name: string): Promise<string> {
    const [row]: { id: string }[] = await test.dataSource.query(
      `SELECT id FROM product WHERE name = $1`,
      [name],
    );
    return row.id;
  }

  /** A weighed product of `grams` counted stock, added by the seller; answers its id. */
  async function weighed(grams: number, extra: Record<string, unknown> = {}): Promise<string> {
    made += 1;
    const name = `Tomatoes ${made}`;
    const added = await addProduct({ ...tomatoes, name, onHand: grams, ...extra });
    expect(added.status).toBe(201);
    return idOf(name);
  }

  const product = async (id: string): Promise<Product> =>
    (await test.http().get(`/api/product/${id}`)).body.product as Product;

  async function counters(id: string) {
    const [row]: { on_hand: number; reserved: number }[] = await test.dataSource.query(
      `SELECT on_hand, reserved FROM product WHERE id = $1`,
      [id],
    );
    const [ledger]: { delta: string | null; reserved: string | null }[] =
      await test.dataSource.query(
        `SELECT sum(delta) AS delta, sum(reserved_delta) AS reserved FROM stock_movement
          WHERE product_id = $1`,
        [id],
      );
    // On hand always equals the sum of the ledger, reserved the sum of its reservations.
    expect(Number(ledger.delta ?? 0)).toBe(row.on_hand);
    expect(Number(ledger.reserved ?? 0)).toBe(row.reserved);
    return { onHand: row.on_hand, reserved: row.reserved };
  }

  function cod(shopper: Shopper, id: string, quantity: number) {
    return shopper.agent
      .post('/api/order/cod')
      .send({ address: shopper.addressId, items: [{ product: id, quantity }] });
  }

  function post(event: FakeEvent) {
    const payload = JSON.stringify(event);
    return test
      .http()
      .post(WEBHOOK_PATH)
      .set('Content-Type', 'application/json; charset=utf-8')
      .set('Stripe-Signature', env.fake.sign(payload))
      .send(payload);
  }

  beforeAll(async () => {
    env = await startStripeTestApp(undefined, {
      ORDER_RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_IP: '100000',
    });
    test = env.test;
    seller = await loginSeller(test);
    shoppers.push(...(await shoppersWithAddress(test, 20)));
  }, 120_000);
  afterAll(() => env.close());

  it('answers a weighed product with its step price, per-kg prices and grams available', async () => {
    const id = await weighed(1000);
    const answered = await product(id);
    expect(answered).toMatchObject({
      soldBy: 'weight',
      stepGrams: 250,
      pricePerKg: 480,
      offerPricePerKg: 450,
      // One step of 250 g: LKR 480.00 × 0.25 and LKR 450.00 × 0.25.
      price: 120,
      offerPrice: 112.5,
      quantity: 1000,
      inStock: true,
      // A new weighed product's threshold counts grams: five steps.
      lowStockThreshold: 1250,
    });
    // The spec's list answers it the same way.
    const listed = (await test.http().get('/api/product/list')).body.products as Product[];
    expect(listed.find((p) => p._id === id)).toMatchObject({ soldBy: 'weight', price: 120 });
    // The ledger's first row is the delivery, in grams.
    const ledger = (await seller.get(`/api/product/${id}/ledger`)).body.movements;
    expect(ledger).toMatchObject([{ delta: 1000, reason: 'restock', onHandAfter: 1000 }]);
  });

  it('suggests a weighed product with its offer price per kg, as its card shows it', async () => {
    const added = await addProduct({ ...tomatoes, name: 'Suggested Okra' });
    expect(added.status).toBe(201);
    await insertProduct(test, { id: 'suggested-oats', name: 'Suggested Oats', price: 300 });
    const response = await test.http().get('/api/product/suggest?q=suggested o');
    expect(response.status).toBe(200);
    const [oats, okra] = response.body.suggestions as ProductSuggestion[];
    expect(okra).toMatchObject({ name: 'Suggested Okra', offerPrice: 112.5, offerPricePerKg: 450 });
    expect(oats).toMatchObject({ name: 'Suggested Oats', offerPrice: 300 });
    expect(oats).not.toHaveProperty('offerPricePerKg');
  });

  it("names the saved cart's weighed products with the session, so a weighed line counts once", async () => {
    const id = await weighed(5000);
    await insertProduct(test, { id: 'cart-bread', name: 'Cart Bread', price: 100 });
    const { agent, email } = await registerShopper(test);
    await agent
      .post('/api/cart/update')
      .send({ cartItems: { [id]: 4, 'cart-bread': 2 } })
      .expect(200);
    const session = (await agent.get('/api/user/is-auth')).body.user;
    expect(session).toMatchObject({ cartItems: { [id]: 4, 'cart-bread': 2 }, cartWeighed: [id] });
    const login = await test
      .http()
      .post('/api/user/login')
      .send({ email, password: 'correct horse battery' });
    expect(login.body.user.cartWeighed).toEqual([id]);
  });

  it('derives the step prices rounding to the nearest cent, halves up', async () => {
    const id = await weighed(0, { pricePerKg: 333.33, offerPricePerKg: 333.33, stepGrams: 250 });
    // 33333 cents × 250 / 1000 = 8333.25 cents → LKR 83.33.
    expect(await product(id)).toMatchObject({ price: 83.33, offerPrice: 83.33, inStock: false });
  });

  it('an order of n steps takes n × step grams; the order line keeps its step', async () => {
    const id = await weighed(2000);
    const order = await placeCodOrder(shoppers[0], [{ product: id, quantity: 3 }]);
    // Totals as for any product: 3 × LKR 112.50 + 2 % tax.
    expect(order.amount).toBe(344.25);
    expect(order.items[0]).toMatchObject({ quantity: 3, offerPrice: 112.5, stepGrams: 250 });
    expect(await counters(id)).toEqual({ onHand: 1250, reserved: 0 });
    expect((await product(id)).quantity).toBe(1250);
    const [sale] = (await seller.get(`/api/product/${id}/ledger`)).body.movements;
    expect(sale).toMatchObject({ delta: -750, reason: 'sale', orderId: order._id });

    // The seller changes the step: the order's stock still moves the grams it was sold in.
    const edited = await seller.patch(`/api/product/${id}`).send({
      ...tomatoes,
      name: 'Tomatoes by 500 g',
      stepGrams: 500,
      images: [],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.product).toMatchObject({ stepGrams: 500, price: 240, offerPrice: 225 });
    const cancelled = await shoppers[0].agent
      .post(`/api/order/user/${order._id}/cancel`)
      .send({ reason: 'Changed my mind' });
    expect(cancelled.status).toBe(200);
    expect(await counters(id)).toEqual({ onHand: 2000, reserved: 0 });
  });

  it('never oversells in grams: 20 concurrent orders of 250 g for 1000 g, exactly 4 succeed', async () => {
    const id = await weighed(1000);
    const answers = await Promise.all(shoppers.map((shopper) => cod(shopper, id, 1)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 409)).toHaveLength(16);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({
      success: false,
      code: ERROR_CODES.STOCK_INSUFFICIENT,
    });
    expect(await counters(id)).toEqual({ onHand: 0, reserved: 0 });
    expect(await product(id)).toMatchObject({ quantity: 0, inStock: false });
  }, 120_000);

  it('says what is left in grams, and less than one step is out of stock', async () => {
    const id = await weighed(600);
    const over = await cod(shoppers[1], id, 3);
    expect(over.status).toBe(409);
    expect(over.body.message).toMatch(/^Only 600 g of Tomatoes \d+ left$/);
    expect((await cod(shoppers[1], id, 2)).status).toBe(201);
    // 100 g left: not one step, so shoppers cannot buy it and the search leaves it out.
    expect(await product(id)).toMatchObject({ quantity: 100, inStock: false });
    const found = await test
      .http()
      .get('/api/product/query')
      .query({ q: (await product(id)).name });
    expect((found.body.products as Product[]).some((p) => p._id === id && p.inStock)).toBe(false);
  });

  it('an online order reserves grams; expiry releases them; back in stock holds in grams', async () => {
    const id = await weighed(500);
    const { session } = await placeOnlineOrder(env, shoppers[2], [{ product: id, quantity: 2 }]);
    expect(await counters(id)).toEqual({ onHand: 500, reserved: 500 });
    expect((await product(id)).inStock).toBe(false);
    const asked = await shoppers[3].agent.post(`/api/product/${id}/notify-me`).send();
    expect(asked.status).toBe(200);
    const event = env.fake.event('checkout.session.expired', { ...session, status: 'expired' });
    expect((await post(event)).status).toBe(200);
    expect(await counters(id)).toEqual({ onHand: 500, reserved: 0 });
    const emails: { n: string }[] = await test.dataSource.query(
      `SELECT count(*) AS n FROM outbox WHERE topic = 'product.back_in_stock'
         AND payload->>'productId' = $1`,
      [id],
    );
    expect(Number(emails[0].n)).toBe(1);
  });

  it('paid online: the reservation becomes a sale of the same grams', async () => {
    const id = await weighed(1000);
    const { session } = await placeOnlineOrder(env, shoppers[4], [{ product: id, quantity: 3 }]);
    expect(await counters(id)).toEqual({ onHand: 1000, reserved: 750 });
    const paid = env.fake.event('checkout.session.completed', {
      ...session,
      status: 'complete',
      payment_status: 'paid',
    });
    expect((await post(paid)).status).toBe(200);
    expect(await counters(id)).toEqual({ onHand: 250, reserved: 0 });
  });

  it('refuses bad weighed products with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ soldBy: 'litre' }, 'soldBy', 'soldBy must be one of unit, weight'],
      [{ stepGrams: undefined }, 'stepGrams', 'stepGrams is required'],
      [{ stepGrams: 260 }, 'stepGrams', STEP_GRAMS_MESSAGE],
      [{ stepGrams: 2000 }, 'stepGrams', STEP_GRAMS_MESSAGE],
      [{ stepGrams: '250g' }, 'stepGrams', STEP_GRAMS_MESSAGE],
      [{ pricePerKg: undefined }, 'pricePerKg', 'pricePerKg is required'],
      [{ pricePerKg: 1.001 }, 'pricePerKg', 'pricePerKg must be'],
      // 0.09 per kg: 50 g would cost less than a cent.
      [{ stepGrams: 50, pricePerKg: 0.09, offerPricePerKg: 0.09 }, 'pricePerKg', 'one step'],
      [{ offerPricePerKg: 500 }, 'offerPricePerKg', 'offerPricePerKg must not be above'],
    ];
    for (const [change, field, message] of cases) {
      const answer = await addProduct({ ...tomatoes, name: `Bad ${field}`, ...change });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, field });
      expect(answer.body.message).toContain(message);
    }
    // A unit product still needs its prices.
    const unit = await addProduct({ ...tomatoes, soldBy: 'unit', name: 'Unit without price' });
    expect(unit.status).toBe(400);
    expect(unit.body.field).toBe('price');
  });

  it('sells at the price per kg when no offer per kg is given, in the form and the file', async () => {
    const { offerPricePerKg: _none, ...noOffer } = tomatoes;
    const added = await addProduct({ ...noOffer, name: 'Okra, no offer' });
    expect(added.status).toBe(201);
    expect(await product(await idOf('Okra, no offer'))).toMatchObject({
      pricePerKg: 480,
      offerPricePerKg: 480,
      price: 120,
      offerPrice: 120,
    });
    const header = 'name,category,price,offerPrice,soldBy,stepGrams,pricePerKg,offerPricePerKg';
    const imported = await seller.post('/api/product/import').attach(
      'file',
      Buffer.from(`${header}
Plain crab,Grains,,,weight,500,2400,\n`),
      'c.csv',
    );
    expect(imported.status).toBe(200);
    expect(await product(await idOf('Plain crab'))).toMatchObject({
      offerPricePerKg: 2400,
      offerPrice: 1200,
    });
  });

  it('an edit must say how a weighed product is sold; a counted one cannot switch', async () => {
    const id = await weighed(1000);
    const base = { name: 'Edited', description: ['x'], category: 'Vegetables', images: [] };
    const unsaid = await seller
      .patch(`/api/product/${id}`)
      .send({ ...base, price: 1, offerPrice: 1 });
    expect(unsaid.status).toBe(400);
    expect(unsaid.body).toMatchObject({ field: 'soldBy' });
    const switched = await seller
      .patch(`/api/product/${id}`)
      .send({ ...base, soldBy: 'unit', price: 100, offerPrice: 90 });
    expect(switched.status).toBe(409);
    expect(switched.body.message).toContain('Stop counting');
    // Not counted any more: it may become a unit product, with a unit threshold again.
    expect((await seller.put(`/api/product/${id}/tracking`).send({ onHand: null })).status).toBe(
      200,
    );
    const unit = await seller
      .patch(`/api/product/${id}`)
      .send({ ...base, soldBy: 'unit', price: 100, offerPrice: 90 });
    expect(unit.status).toBe(200);
    expect(unit.body.product).toMatchObject({ price: 100, offerPrice: 90 });
    expect(unit.body.product).not.toHaveProperty('soldBy');
    expect(unit.body.product).not.toHaveProperty('stepGrams');
    expect(unit.body.product).not.toHaveProperty('pricePerKg');
  });

  it('keeps unit products exactly as they were', async () => {
    await insertProduct(test, { id: 'loaf', name: 'Bread loaf', price: 200, offerPrice: 180 });
    await test.dataSource.query(`UPDATE product SET on_hand = 0 WHERE id = 'loaf'`);
    await test.dataSource.transaction((manager) =>
      test.app
        .get(StockService)
        .apply(manager, { productId: 'loaf', delta: 5, reason: 'restock', actor: 'seller' }),
    );
    const loaf = await product('loaf');
    expect(loaf).toMatchObject({ price: 200, offerPrice: 180, quantity: 5 });
    // The original shape exactly: no new field on a unit product.
    for (const field of ['soldBy', 'stepGrams', 'pricePerKg', 'offerPricePerKg']) {
      expect(loaf).not.toHaveProperty(field);
    }
    const order = await placeCodOrder(shoppers[5], [{ product: 'loaf', quantity: 2 }]);
    expect(order.items[0]).not.toHaveProperty('stepGrams');
    expect(await counters('loaf')).toEqual({ onHand: 3, reserved: 0 });
    const over = await cod(shoppers[6], 'loaf', 4);
    expect(over.body.message).toBe('Only 3 of Bread loaf left');
  });

  it('exports and imports weighed products in the catalogue file', async () => {
    const id = await weighed(750);
    const file = await seller.get('/api/product/export.csv');
    const lines = file.text.trim().split('\n');
    expect(lines[0]).toMatch(
      /,soldBy,stepGrams,pricePerKg,offerPricePerKg,barcode,name_si,description_si,name_ta,description_ta$/,
    );
    expect(lines.find((line) => line.startsWith(`${id},`))).toMatch(
      /,120\.00,112\.50,.*,750,1250,.*,weight,250,480\.00,450\.00,,,,,$/,
    );
    const header = 'name,category,price,offerPrice,soldBy,stepGrams,pricePerKg,offerPricePerKg';
    const imported = await seller
      .post('/api/product/import')
      .attach(
        'file',
        Buffer.from(`${header}\nImported fish,Grains,,,weight,500,2400,2200\n`),
        'c.csv',
      );
    expect(imported.status).toBe(200);
    expect(await product(await idOf('Imported fish'))).toMatchObject({
      soldBy: 'weight',
      stepGrams: 500,
      price: 1200,
      offerPrice: 1100,
    });
    const bad = await seller
      .post('/api/product/import')
      .attach('file', Buffer.from(`${header}\nBad fish,Grains,,,weight,30,2400,2200\n`), 'c.csv');
    expect(bad.status).toBe(400);
    expect(bad.body.lines).toEqual([{ line: 2, message: STEP_GRAMS_MESSAGE }]);
  });

  it('orders of weighed and unit products together price as before', async () => {
    const id = await weighed(1000);
    await insertProduct(test, { id: 'milk', name: 'Milk', price: 300 });
    const order: Order = await placeCodOrder(shoppers[7], [
      { product: id, quantity: 2 },
      { product: 'milk', quantity: 1 },
    ]);
    // (2 × 112.50 + 300) × 1.02.
    expect(order.amount).toBe(535.5);
    expect(await counters(id)).toEqual({ onHand: 500, reserved: 0 });
  });
});
