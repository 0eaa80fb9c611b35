import { ERROR_CODES, type BuyAgainResponse } from '@greencart/contracts';
import type request from 'supertest';
import { SubstitutedFromProduct1764036000000 } from '../src/database/migrations/1764036000000-SubstitutedFromProduct.js';
import { ProductEntity } from '../src/product/product.entity.js';
import { moveOrder, placeCodOrder, type OrderLine } from './support/orders.js';
import { shopperWithAddress } from './support/shoppers.js';
import {
  insertProduct,
  loginSeller,
  registerShopper,
  startTestApp,
  type TestApp,
} from './support/test-app.js';

/**
 * Buy again (docs/ACCOUNT.md): a past order's lines back into the cart, capped by what is
 * available.
 */
describe('buy again (POST /api/order/user/:id/buy-again)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ ORDER_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => test.close());

  let productCount = 0;
  async function product(name: string): Promise<string> {
    productCount += 1;
    const id = `ba-${productCount}`;
    await insertProduct(test, { id, name, price: 100 });
    return id;
  }
  const products = () => test.dataSource.getRepository(ProductEntity);

  /** A weighed product at LKR 480.00/kg in steps of `stepGrams`, 50 kg on the shelf. */
  async function weighed(name: string, stepGrams = 250): Promise<string> {
    productCount += 1;
    const id = `ba-${productCount}`;
    await products().save(
      products().create({
        id,
        name,
        category: 'Vegetables',
        soldBy: 'weight',
        stepGrams,
        pricePerKgCents: 48_000,
        offerPricePerKgCents: 48_000,
        priceCents: (48_000 * stepGrams) / 1000,
        offerPriceCents: (48_000 * stepGrams) / 1000,
        images: [`/uploads/products/${id}.webp`],
        description: ['Loose'],
        inStock: true,
        onHand: 50_000,
        weight: null,
        rating: null,
      }),
    );
    return id;
  }

  async function orderOf(
    lines: Record<string, number> | OrderLine[],
  ): Promise<{ agent: request.Agent; orderId: string }> {
    const shopper = await shopperWithAddress(test);
    const order = await placeCodOrder(
      shopper,
      Array.isArray(lines)
        ? lines
        : Object.entries(lines).map(([product, quantity]) => ({ product, quantity })),
    );
    return { agent: shopper.agent, orderId: order._id };
  }
  const savedCart = async (agent: request.Agent) =>
    (await agent.get('/api/user/is-auth')).body.user.cartItems as Record<string, number>;

  it('adds every line that can be bought, capped by stock, and names what was left out', async () => {
    const mango = await product('Mango');
    const rice = await product('Rice 5kg');
    const kale = await product('Kale');
    const retired = await product('Old Tea');
    const { agent, orderId } = await orderOf({ [mango]: 2, [rice]: 3, [kale]: 1, [retired]: 1 });
    // Since the order: kale sold out, the tea retired, only 2 bags of rice left.
    await products().update({ id: kale }, { inStock: false });
    await products().update({ id: retired }, { archivedAt: new Date() });
    await products().update({ id: rice }, { onHand: 2, reserved: 0 });
    await agent
      .post('/api/cart/update')
      .send({ cartItems: { [mango]: 1 } })
      .expect(200);

    const response = await agent.post(`/api/order/user/${orderId}/buy-again`);
    expect(response.status).toBe(200);
    const body = response.body as BuyAgainResponse;
    expect(body).toEqual({
      success: true,
      message:
        'Added 2 products to your cart. Unavailable: Kale. No longer sold: Old Tea. Fewer than before: Rice 5kg (2 of 3).',
      cartItems: { [mango]: 3, [rice]: 2 },
      cartWeighed: [],
      added: { [mango]: 2, [rice]: 2 },
      unavailable: [{ product: kale, name: 'Kale' }],
      archived: [{ product: retired, name: 'Old Tea' }],
      soldDifferently: [],
      resized: [],
      capped: [{ product: rice, name: 'Rice 5kg', asked: 3, added: 2 }],
    });
    expect(await savedCart(agent)).toEqual({ [mango]: 3, [rice]: 2 });
  });

  it('counts what the cart already holds against what is available', async () => {
    const rice = await product('Red Rice');
    const { agent, orderId } = await orderOf({ [rice]: 2 });
    await products().update({ id: rice }, { onHand: 3, reserved: 1 });
    await agent
      .post('/api/cart/update')
      .send({ cartItems: { [rice]: 2 } })
      .expect(200);
    const body = (await agent.post(`/api/order/user/${orderId}/buy-again`))
      .body as BuyAgainResponse;
    expect(body.added).toEqual({});
    expect(body.capped).toEqual([{ product: rice, name: 'Red Rice', asked: 2, added: 0 }]);
    expect(body.message).toBe(
      'Nothing from this order could be added to your cart. Fewer than before: Red Rice (0 of 2).',
    );
    expect(await savedCart(agent)).toEqual({ [rice]: 2 });
  });

  it('brings a weighed line back at the weight ordered when the step changed, and says so', async () => {
    const tomatoes = await weighed('Loose Tomatoes');
    const { agent, orderId } = await orderOf({ [tomatoes]: 4 }); // 4 × 250 g = 1 kg
    await products().update({ id: tomatoes }, { stepGrams: 500 });
    const body = (await agent.post(`/api/order/user/${orderId}/buy-again`))
      .body as BuyAgainResponse;
    expect(body.cartItems).toEqual({ [tomatoes]: 2 }); // 2 × 500 g = 1 kg, not 2 kg
    expect(body.cartWeighed).toEqual([tomatoes]);
    expect(body.added).toEqual({ [tomatoes]: 2 });
    expect(body.resized).toEqual([
      { product: tomatoes, name: 'Loose Tomatoes', orderedGrams: 1000, stepGrams: 500, steps: 2 },
    ]);
    expect(body.message).toBe(
      'Added 1 product to your cart. Sold in new steps: Loose Tomatoes (1 kg as 2 × 500 g).',
    );
  });

  it('rounds a weight the new step cannot make to the nearest step, lighter on a tie', async () => {
    const beans = await weighed('Green Beans');
    const okra = await weighed('Okra');
    const { agent, orderId } = await orderOf({ [beans]: 4, [okra]: 3 }); // 1 kg and 750 g
    await products().update({ id: beans }, { stepGrams: 300 });
    await products().update({ id: okra }, { stepGrams: 500 });
    const body = (await agent.post(`/api/order/user/${orderId}/buy-again`))
      .body as BuyAgainResponse;
    // 1000 / 300 = 3.33 → 3 steps (900 g); 750 / 500 = 1.5 → 1 step (500 g), never more.
    expect(body.cartItems).toEqual({ [beans]: 3, [okra]: 1 });
    expect(body.message).toBe(
      'Added 2 products to your cart. Sold in new steps: Green Beans (900 g as 3 × 300 g, the nearest to the 1 kg ordered), Okra (500 g as 1 × 500 g, the nearest to the 750 g ordered).',
    );
  });

  it('names a weighed line capped by stock in weights, not steps', async () => {
    const fish = await weighed('Seer Fish', 500);
    const { agent, orderId } = await orderOf({ [fish]: 3 }); // 1.5 kg
    await products().update({ id: fish }, { onHand: 1200, reserved: 0 });
    const body = (await agent.post(`/api/order/user/${orderId}/buy-again`))
      .body as BuyAgainResponse;
    expect(body.cartItems).toEqual({ [fish]: 2 });
    expect(body.capped).toEqual([
      { product: fish, name: 'Seer Fish', asked: 3, added: 2, stepGrams: 500 },
    ]);
    expect(body.message).toBe(
      'Added 1 product to your cart. Fewer than before: Seer Fish (1 kg of 1.5 kg).',
    );
  });

  it('leaves out a product now sold the other way (units are not grams) and says why', async () => {
    const melon = await product('Melon');
    const { agent, orderId } = await orderOf({ [melon]: 2 });
    await products().update(
      { id: melon },
      { soldBy: 'weight', stepGrams: 500, pricePerKgCents: 20_000, offerPricePerKgCents: 20_000 },
    );
    const body = (await agent.post(`/api/order/user/${orderId}/buy-again`))
      .body as BuyAgainResponse;
    expect(body.cartItems).toEqual({});
    expect(body.soldDifferently).toEqual([{ product: melon, name: 'Melon' }]);
    expect(body.message).toBe(
      'Nothing from this order could be added to your cart. Now sold differently, choose an amount: Melon.',
    );
  });

  it('brings back what the shopper ordered, not the substitute packed instead', async () => {
    const mango = await product('Alphonso Mango');
    const papaya = await product('Red Papaya');
    const { agent, orderId } = await orderOf([
      { product: mango, quantity: 3, substitution: 'similar' },
    ]);
    const seller = await loginSeller(test);
    await moveOrder(seller, orderId, ['Confirmed', 'Packing']);
    await seller
      .post(`/api/order/seller/${orderId}/items/0/short`)
      .send({ available: 1 })
      .expect(200);
    await seller
      .post(`/api/order/seller/${orderId}/items/0/substitute`)
      .send({ product: papaya })
      .expect(200);
    const body = (await agent.post(`/api/order/user/${orderId}/buy-again`))
      .body as BuyAgainResponse;
    expect(body.cartItems).toEqual({ [mango]: 3 });
    expect(body.message).toBe('Added 1 product to your cart.');
  });

  it('finds the product ordered for lines substituted before the shop kept its id', async () => {
    const lime = await product('Key Lime');
    const lemon = await product('Lemon');
    const pear = await product('Nashi Pear');
    const apple = await product('Fuji Apple');
    const { agent, orderId } = await orderOf([
      { product: lime, quantity: 2, substitution: 'similar' },
      { product: pear, quantity: 1, substitution: 'similar' },
    ]);
    const seller = await loginSeller(test);
    await moveOrder(seller, orderId, ['Confirmed', 'Packing']);
    for (const [position, replacement] of [
      [0, lemon],
      [1, apple],
    ] as const) {
      await seller
        .post(`/api/order/seller/${orderId}/items/${position}/substitute`)
        .send({ product: replacement })
        .expect(200);
    }
    // As before the migration: no id kept; the pear's substitution has no audit row either.
    const runner = test.dataSource.createQueryRunner();
    try {
      const migration = new SubstitutedFromProduct1764036000000();
      await migration.down(runner);
      await runner.query(
        `DELETE FROM audit_log WHERE record_id = $1 AND action = 'order.substitute' AND after->>'productId' = $2`,
        [orderId, apple],
      );
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const body = (await agent.post(`/api/order/user/${orderId}/buy-again`))
      .body as BuyAgainResponse;
    // The lime from the audit row, the pear by its name.
    expect(body.cartItems).toEqual({ [lime]: 2, [pear]: 1 });
  });

  it("answers 404 for another shopper's order and leaves both carts alone", async () => {
    const mango = await product('Mango');
    const { agent: owner, orderId } = await orderOf({ [mango]: 1 });
    const { agent: other } = await registerShopper(test);
    const response = await other.post(`/api/order/user/${orderId}/buy-again`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, code: ERROR_CODES.ORDER_NOT_FOUND });
    expect(await savedCart(other)).toEqual({});
    expect(await savedCart(owner)).toEqual({});
    expect((await other.post('/api/order/user/not-an-id/buy-again')).status).toBe(404);
  });

  it('answers 401 without a session and 403 from another origin', async () => {
    const mango = await product('Mango');
    const { agent, orderId } = await orderOf({ [mango]: 1 });
    expect((await test.http().post(`/api/order/user/${orderId}/buy-again`)).status).toBe(401);
    const foreign = await agent
      .post(`/api/order/user/${orderId}/buy-again`)
      .set('Origin', 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect(await savedCart(agent)).toEqual({});
  });
});
