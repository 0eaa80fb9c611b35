import { ERROR_CODES } from '@greencart/contracts';
import { pino } from 'pino';
import { COLOMBO } from '../support/fixtures.js';
import { WEBHOOK_PATH, WEBHOOK_SECRET } from '../support/fake-stripe.js';
import {
  SELLER,
  insertProduct,
  registerShopper,
  startTestApp,
  type TestApp,
} from '../support/test-app.js';

/** Headers, logs and the compatibility settings, as an attacker and the original client see them. */
describe('attack: HTTP surface and logs', () => {
  let test: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    test = await startTestApp({ STRIPE_SECRET_KEY: '', LOG_LEVEL: 'info' }, logger);
    await insertProduct(test, { id: 'tea', name: 'Tea', price: 10 });
  });
  afterAll(() => test.close());

  it.each(['/api/user/is-auth', '/api/address/get', '/api/order/user'])(
    'marks %s no-store (personal data)',
    async (path) => {
      const { agent } = await registerShopper(test);
      const response = await agent.get(path);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('marks a login answer no-store, and keeps the product list revalidated, not stored', async () => {
    const { email } = await registerShopper(test);
    const login = await test
      .http()
      .post('/api/user/login')
      .send({ email, password: 'correct horse battery' });
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await test.http().get('/api/product/list')).headers['cache-control']).toBe('no-cache');
  });

  it('ignores a client-chosen x-request-id (no trusted proxy configured)', async () => {
    const response = await test
      .http()
      .get('/api/product/list')
      .set('x-request-id', 'attacker-chosen-id');
    expect(response.headers['x-request-id']).not.toBe('attacker-chosen-id');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a strict CSP on every API answer', async () => {
    const csp =
      (await test.http().get('/api/health/live')).headers['content-security-policy'] ??
      (await test.http().get('/api/product/list')).headers['content-security-policy'];
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('answers absolute image URLs (the original client loads them from its own host otherwise)', async () => {
    const list = await test.http().get('/api/product/list');
    const tea = list.body.products.find((p: { _id: string }) => p._id === 'tea');
    expect(tea.image[0]).toBe(`${test.config.publicApiUrl}/uploads/products/tea.webp`);
  });

  it('writes no passwords, hashes, tokens, emails or SQL parameters to the log', async () => {
    const email = 'secret-shopper@example.com';
    const password = 'a very private passphrase';
    const registered = await test
      .http()
      .post('/api/user/register')
      .send({ name: 'S', email, password });
    const token = String(registered.headers['set-cookie']).split(';')[0].split('=')[1];
    await test.http().post('/api/user/register').send({ name: 'S', email, password });
    await test.http().post('/api/user/login').send({ email, password: 'wrong password here' });
    await test
      .http()
      .post('/api/user/login')
      .set('Content-Type', 'application/json')
      .send('{"email":');
    for (let i = 0; i < 30; i += 1) {
      await test
        .http()
        .post('/api/order/stripe/webhook')
        .set('stripe-signature', 't=1,v1=x')
        .send('{}');
    }
    const { agent } = await registerShopper(test);
    const address = await agent.post('/api/address/add').send({ address: COLOMBO });
    await agent
      .post('/api/order/stripe')
      .send({ address: address.body.address._id, items: [{ product: 'tea', quantity: 1 }] });
    const log = lines.join('\n');
    expect(log).not.toContain(password);
    expect(log).not.toContain(email);
    expect(log).not.toContain(token);
    expect(log).not.toMatch(/\$2[aby]\$10\$/);
    expect(log).not.toMatch(/INSERT INTO|parameters/);
    // 30 refused webhook calls with Stripe off: bounded, and never a stack.
    expect(log).not.toMatch(/"stack"/);
    expect(lines.filter((l) => l.includes('request failed')).length).toBeLessThanOrEqual(10);
  });
});

describe('BUSINESS_ERRORS_AS_200 (the original client expects HTTP 200 with success: false)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({
      BUSINESS_ERRORS_AS_200: 'true',
      AUTH_RATE_LIMIT_PER_EMAIL: '3',
      // A payment provider configured (never called here: the webhook is refused first).
      STRIPE_SECRET_KEY: 'sk_test_http_suite',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
  });
  afterAll(() => test.close());

  // The original client shows `data.message` of a 200 and "Request failed with status code
  // 401" for anything else.
  it('answers a wrong shopper password as the original server did: 200, success false, its message', async () => {
    const { email } = await registerShopper(test);
    const response = await test
      .http()
      .post('/api/user/login')
      .send({ email, password: 'not the password' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: false,
      code: ERROR_CODES.INVALID_CREDENTIALS,
      message: 'Invalid email or password',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers a wrong seller password the same way, and sets no seller cookie', async () => {
    const response = await test
      .http()
      .post('/api/seller/login')
      .send({ email: SELLER.email, password: 'not the seller password' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: false,
      message: 'Invalid email or password',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await test.http().get('/api/seller/is-auth')).body.success).toBe(false);
  });

  it('answers "not logged in" with 200 and success: false, like the original auth middleware, and no data', async () => {
    for (const path of ['/api/user/is-auth', '/api/address/get', '/api/seller/is-auth']) {
      const response = await test.http().get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(Object.keys(response.body).sort()).toEqual(['code', 'message', 'success']);
      expect(response.body.success).toBe(false);
    }
  });

  it('answers a taken email with 200 and success: false and the same message', async () => {
    const { email } = await registerShopper(test);
    const response = await test
      .http()
      .post('/api/user/register')
      .send({ name: 'Again', email, password: 'correct horse battery' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: false, code: ERROR_CODES.EMAIL_TAKEN });
    expect(response.body.message).toMatch(/already exists/);
  });

  it('keeps protocol answers honest: origin refusal 403, malformed JSON 400, unknown route 404', async () => {
    expect(
      (await test.http().post('/api/user/login').set('Origin', 'https://evil.example').send({}))
        .status,
    ).toBe(403);
    const malformed = await test
      .http()
      .post('/api/user/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe(ERROR_CODES.MALFORMED_BODY);
    expect((await test.http().get('/api/no-such-route')).status).toBe(404);
  });

  it('keeps a refused Stripe webhook 400, so Stripe retries instead of dropping the event', async () => {
    const response = await test
      .http()
      .post(WEBHOOK_PATH)
      .set('Stripe-Signature', 't=1,v1=forged')
      .set('Content-Type', 'application/json')
      .send('{"id":"evt_1"}');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(ERROR_CODES.WEBHOOK_INVALID);
  });

  it('keeps rate limiting 429 (counted before the password check)', async () => {
    const { email } = await registerShopper(test);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await test
        .http()
        .post('/api/user/login')
        .send({ email, password: `wrong guess ${i}` });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});

describe('BUSINESS_ERRORS_AS_200 off (the default)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('answers a wrong password 401 for the shopper and the seller, and not logged in 401', async () => {
    const { email } = await registerShopper(test);
    const shopper = await test
      .http()
      .post('/api/user/login')
      .send({ email, password: 'not the password' });
    expect(shopper.status).toBe(401);
    expect(shopper.body).toMatchObject({ success: false, code: ERROR_CODES.INVALID_CREDENTIALS });
    const seller = await test
      .http()
      .post('/api/seller/login')
      .send({ email: SELLER.email, password: 'not the seller password' });
    expect(seller.status).toBe(401);
    expect((await test.http().get('/api/user/is-auth')).status).toBe(401);
  });
});

describe('COOKIE_SAME_SITE=none (a client on another site)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ COOKIE_SAME_SITE: 'none' });
  });
  afterAll(() => test.close());

  it('sets SameSite=None; Secure and still refuses foreign origins', async () => {
    const response = await test
      .http()
      .post('/api/user/register')
      .send({ name: 'Far', email: 'far@example.com', password: 'correct horse battery' });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/SameSite=None/);
    expect(cookie).toMatch(/Secure/);
    const foreign = await test
      .http()
      .post('/api/cart/update')
      .set('Origin', 'https://evil.example')
      .set('Cookie', cookie.split(';')[0])
      .send({ cartItems: {} });
    expect(foreign.status).toBe(403);
  });
});

describe('API_DOCS', () => {
  it('does not mount Swagger UI when disabled (the production default)', async () => {
    const test = await startTestApp({ API_DOCS: 'false' });
    try {
      expect((await test.http().get('/api/docs')).status).toBe(404);
      expect((await test.http().get('/api/docs/json')).status).toBe(404);
    } finally {
      await test.close();
    }
  });
});
