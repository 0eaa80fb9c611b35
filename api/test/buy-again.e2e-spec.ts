import { ERROR_CODES, type BuyAgainResponse } from '@greencart/contracts';
import type request from 'supertest';
import { ProductEntity } from '../src/product/product.entity.js';
import { placeCodOrder } from './support/orders.js';
import { shopperWithAddress } from './support/shoppers.js';
import { insertProduct, registerShopper, startTestApp, type TestApp } from './support/test-app.js';

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

  async function orderOf(
    lines: Record<string, number>,
  ): Promise<{ agent: request.Agent; orderId: string }> {
    const shopper = await shopperWithAddress(test);
    const order = await placeCodOrder(
      shopper,
      Object.entries(lines).map(([product, quantity]) => ({ product, quantity })),
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
      added: { [mango]: 2, [rice]: 2 },
      unavailable: [{ product: kale, name: 'Kale' }],
      archived: [{ product: retired, name: 'Old Tea' }],
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
