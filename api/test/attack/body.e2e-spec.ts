import { ERROR_CODES } from '@greencart/contracts';
import { registerShopper, startTestApp, type TestApp } from '../support/test-app.js';

/** Bodies built to crash or stall the API: each must be a 4xx with our error model. */
describe('attack: request bodies', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  const post = (path: string, body: string, type = 'application/json') =>
    test.http().post(path).set('Content-Type', type).send(body);

  it.each(['/api/user/login', '/api/user/register', '/api/cart/update', '/api/order/cod'])(
    'answers 400 to 10,000 levels of [ on %s without parsing them',
    async (path) => {
      const response = await post(path, '['.repeat(10_000));
      expect(response.status).toBe(
        path === '/api/cart/update' || path === '/api/order/cod' ? 400 : 400,
      );
      expect(response.body).toMatchObject({ success: false, code: ERROR_CODES.VALIDATION });
      expect(response.body.message).toMatch(/nested too deeply/);
    },
  );

  it('answers 400 to deep nesting hidden inside a valid-looking object', async () => {
    const deep = `{"email":"a@b.lk","password":${'{"a":'.repeat(50)}1${'}'.repeat(50)}}`;
    const response = await post('/api/user/login', deep);
    expect(response.status).toBe(400);
  });

  it('does not count brackets inside strings as nesting', async () => {
    const response = await post(
      '/api/user/login',
      JSON.stringify({ email: 'nobody@example.com', password: '[[[[[[[[[[[[[[[[[[[[[[[[' }),
    );
    expect(response.status).toBe(401);
  });

  it('answers 400 to an array of 5,000 items before any DTO sees it', async () => {
    const items = Array.from({ length: 5_000 }, () => ({ product: 'x', quantity: 1 }));
    const { agent } = await registerShopper(test);
    const response = await agent.post('/api/order/cod').send({ items, address: 'x' });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/at most 200 items/);
    expect(response.body.field).toBe('items');
  });

  it('answers 400 to an object with thousands of keys', async () => {
    const cartItems = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`p${i}`, 1]));
    const { agent } = await registerShopper(test);
    const response = await agent.post('/api/cart/update').send({ cartItems });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('cartItems');
  });

  it.each([
    [
      'register name',
      '/api/user/register',
      { name: 'A\u0000B', email: 'nul@example.com', password: 'correct horse battery' },
      'name',
    ],
    [
      'login email',
      '/api/user/login',
      { email: 'a\u0000@example.com', password: 'whatever12' },
      'email',
    ],
    [
      'login password',
      '/api/user/login',
      { email: 'a@example.com', password: 'pass\u0000word' },
      'password',
    ],
  ])('answers 400 to a NUL character in the %s', async (_label, path, body, field) => {
    const response = await test.http().post(path).send(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: ERROR_CODES.VALIDATION, field });
  });

  it('answers 400 to a NUL or escape character in a cart key and an address field', async () => {
    const { agent } = await registerShopper(test);
    const cart = await agent.post('/api/cart/update').send({ cartItems: { 'a\u0000': 1 } });
    expect(cart.status).toBe(400);
    const address = await agent.post('/api/address/add').send({
      address: {
        firstName: 'Nimal\u001b[31m',
        lastName: 'Perera',
        email: 'n@example.com',
        phone: '+94 77 123 4567',
        street: '1 Galle Road',
        city: 'Colombo',
        state: 'Western',
        zip: '00100',
        country: 'Sri Lanka',
      },
    });
    expect(address.status).toBe(400);
    expect(address.body.field).toBe('address.firstName');
  });

  it('answers 400 to a lone UTF-16 surrogate (once a 500 from the email validator)', async () => {
    const response = await post(
      '/api/user/register',
      '{"name":"N","email":"\\ud800","password":"correct horse battery"}',
    );
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('email');
  });

  it.each(['__proto__', 'constructor', 'prototype'])('answers 400 to a %s key', async (key) => {
    const { agent } = await registerShopper(test);
    const response = await agent
      .post('/api/cart/update')
      .set('Content-Type', 'application/json')
      .send(`{"cartItems":{"${key}":{"polluted":1}}}`);
    expect(response.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['form-encoded', 'application/x-www-form-urlencoded', 'email=a%40b.lk&password=whatever12'],
    ['plain text', 'text/plain', '{"email":"a@b.lk","password":"whatever12"}'],
  ])(
    'refuses a %s login body with 415, even without an Origin header',
    async (_label, type, body) => {
      const response = await post('/api/user/login', body, type);
      expect(response.status).toBe(415);
      expect(response.body).toMatchObject({
        success: false,
        code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
      });
    },
  );

  it('answers 400 (not 500) to broken JSON', async () => {
    const response = await post('/api/user/login', '{"email":');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(ERROR_CODES.MALFORMED_BODY);
  });
});
