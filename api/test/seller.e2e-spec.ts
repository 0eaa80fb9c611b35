import { ERROR_CODES } from '@greencart/contracts';
import { SELLER, registerShopper, startTestApp, type TestApp } from './support/test-app.js';

describe('seller session (/api/seller)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('logs in with the configured credentials and sets an HttpOnly sellerToken cookie', async () => {
    const agent = test.http();
    const response = await agent.post('/api/seller/login').send(SELLER);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: expect.any(String) });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^sellerToken=[^;]+/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // The original `{ success: true }`, plus who is logged in (docs/STAFF.md).
    expect((await agent.get('/api/seller/is-auth')).body).toEqual({
      success: true,
      name: 'Owner',
      role: 'owner',
    });
  });

  it('gives the same answer for a wrong email and a wrong password', async () => {
    const wrongPassword = await test
      .http()
      .post('/api/seller/login')
      .send({ ...SELLER, password: 'not-it-at-all' });
    const wrongEmail = await test
      .http()
      .post('/api/seller/login')
      .send({ ...SELLER, email: 'other@test.local' });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual(wrongEmail.body);
    expect(wrongPassword.body.code).toBe(ERROR_CODES.INVALID_CREDENTIALS);
  });

  it('never accepts a shopper token as the seller’s', async () => {
    const { agent } = await registerShopper(test);
    const response = await agent.get('/api/seller/is-auth');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe(ERROR_CODES.NOT_SELLER);
    // The same signed token moved into the seller cookie fails too: the audience differs.
    const userToken = String(
      (
        await test
          .http()
          .post('/api/user/register')
          .send({ name: 'M', email: 'm@example.com', password: 'long enough' })
      ).headers['set-cookie'],
    ).match(/token=([^;]+)/)![1];
    expect(
      (await test.http().get('/api/seller/is-auth').set('Cookie', `sellerToken=${userToken}`))
        .status,
    ).toBe(401);
  });

  it('rate limits seller login failures with 429', async () => {
    const email = 'guess@test.local';
    for (let attempt = 0; attempt < test.config.authRateLimit.perEmail; attempt += 1) {
      await test
        .http()
        .post('/api/seller/login')
        .send({ email, password: `guess-${attempt}` });
    }
    const response = await test
      .http()
      .post('/api/seller/login')
      .send({ email, password: 'guess-again' });
    expect(response.status).toBe(429);
  });

  it('logs out', async () => {
    const agent = test.http();
    await agent.post('/api/seller/login').send(SELLER);
    const response = await agent.get('/api/seller/logout');
    expect(response.status).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/sellerToken=;/);
    expect((await agent.get('/api/seller/is-auth')).status).toBe(401);
  });
});
