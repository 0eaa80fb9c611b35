import { ERROR_CODES } from '@greencart/contracts';
import { insertProduct, registerShopper, startTestApp, type TestApp } from './support/test-app.js';

describe('cart (/api/cart/update)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
    await insertProduct(test, { id: 'apple' });
    await insertProduct(test, { id: 'milk', category: 'Dairy' });
  });
  afterAll(() => test.close());

  it('replaces the saved cart, and is-auth restores it', async () => {
    const { agent } = await registerShopper(test);
    const first = await agent.post('/api/cart/update').send({ cartItems: { apple: 2, milk: 1 } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: 'Cart Updated', dropped: [] });
    await agent.post('/api/cart/update').send({ cartItems: { milk: 5 } });
    const me = await agent.get('/api/user/is-auth');
    expect(me.body.user.cartItems).toEqual({ milk: 5 });
  });

  it('drops products that no longer exist and says which', async () => {
    const { agent } = await registerShopper(test);
    const response = await agent
      .post('/api/cart/update')
      .send({ cartItems: { apple: 1, gone: 3 } });
    expect(response.status).toBe(200);
    expect(response.body.dropped).toEqual(['gone']);
    expect((await agent.get('/api/user/is-auth')).body.user.cartItems).toEqual({ apple: 1 });
  });

  it.each([0, 1000, 1.5, -1, '2', null])(
    'rejects quantity %p with a 400 and keeps the saved cart',
    async (quantity) => {
      const { agent } = await registerShopper(test);
      await agent.post('/api/cart/update').send({ cartItems: { apple: 3 } });
      const response = await agent
        .post('/api/cart/update')
        .send({ cartItems: { apple: quantity } });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(ERROR_CODES.VALIDATION);
      expect(response.body.message).toContain('cartItems');
      expect((await agent.get('/api/user/is-auth')).body.user.cartItems).toEqual({ apple: 3 });
    },
  );

  it.each([[[1, 2]], ['apple'], [undefined]])(
    'rejects cartItems %p that is not a map',
    async (cartItems) => {
      const { agent } = await registerShopper(test);
      const response = await agent.post('/api/cart/update').send({ cartItems });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('cartItems');
    },
  );

  it('ignores a userId in the body: only the caller’s cart changes', async () => {
    const victim = await registerShopper(test);
    await victim.agent.post('/api/cart/update').send({ cartItems: { milk: 1 } });
    const attacker = await registerShopper(test);
    const response = await attacker.agent
      .post('/api/cart/update')
      .send({ userId: victim.userId, cartItems: { apple: 9 } });
    expect(response.status).toBe(200);
    expect((await victim.agent.get('/api/user/is-auth')).body.user.cartItems).toEqual({ milk: 1 });
    expect((await attacker.agent.get('/api/user/is-auth')).body.user.cartItems).toEqual({
      apple: 9,
    });
  });

  it('answers 401 without a session', async () => {
    const response = await test
      .http()
      .post('/api/cart/update')
      .send({ cartItems: { apple: 1 } });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe(ERROR_CODES.NOT_AUTHENTICATED);
  });
});
