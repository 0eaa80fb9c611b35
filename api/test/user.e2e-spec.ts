import { ERROR_CODES } from '@greencart/contracts';
import { UserEntity } from '../src/user/user.entity.js';
import {
  SELLER,
  loginSeller,
  registerShopper,
  startTestApp,
  type TestApp,
} from './support/test-app.js';

describe('user accounts (/api/user)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  describe('register', () => {
    it('creates the account, answers the user with an empty cart and sets an HttpOnly Lax cookie', async () => {
      const response = await test
        .http()
        .post('/api/user/register')
        .send({ name: 'Nimal Perera', email: 'Nimal@Example.com ', password: 'a long password' });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        success: true,
        message: expect.any(String),
        user: {
          _id: expect.any(String),
          name: 'Nimal Perera',
          email: 'nimal@example.com',
          cartItems: {},
          cartWeighed: [],
          language: 'en',
        },
      });
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^token=[^;]+/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);
    });

    it('stores a bcrypt hash, never the password', async () => {
      const user = await test.dataSource
        .getRepository(UserEntity)
        .findOneByOrFail({ email: 'nimal@example.com' });
      expect(user.passwordHash).toMatch(/^\$2[aby]\$10\$/);
      expect(user.passwordHash).not.toContain('a long password');
    });

    it('answers 409 for an email that already has an account', async () => {
      const response = await test
        .http()
        .post('/api/user/register')
        .send({ name: 'Someone', email: 'nimal@example.com', password: 'another password' });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        success: false,
        code: ERROR_CODES.EMAIL_TAKEN,
        message: expect.any(String),
      });
    });

    it.each([
      [{ email: 'a@example.com', password: 'long enough' }, 'name'],
      [{ name: 'A', email: 'not-an-email', password: 'long enough' }, 'email'],
      [{ name: 'A', email: 'a@example.com', password: 'short' }, 'password'],
      [{ name: 'A', email: 'a@example.com', password: 'x'.repeat(73) }, 'password'],
      [{ name: 'A', email: 'a@example.com', password: 'long enough', isAdmin: true }, 'isAdmin'],
    ])('rejects %j with a 400 naming %s', async (body, field) => {
      const response = await test.http().post('/api/user/register').send(body);
      expect(response.status).toBe(400);
      expect(response.body.success).toBe(false);
      expect(response.body.code).toBe(ERROR_CODES.VALIDATION);
      expect(response.body.message).toContain(field);
    });
  });

  describe('login', () => {
    it('logs in with the right password and answers the user with its cart', async () => {
      const { email } = await registerShopper(test);
      const agent = test.http();
      const response = await agent
        .post('/api/user/login')
        .send({ email, password: 'correct horse battery' });
      expect(response.status).toBe(200);
      expect(response.body.user).toEqual({
        _id: expect.any(String),
        name: 'Test Shopper',
        email,
        cartItems: {},
        cartWeighed: [],
        language: 'en',
      });
      expect((await agent.get('/api/user/is-auth')).status).toBe(200);
    });

    it('gives the same answer for an unknown email and a wrong password', async () => {
      const { email } = await registerShopper(test);
      const wrongPassword = await test
        .http()
        .post('/api/user/login')
        .send({ email, password: 'not the password' });
      const unknownEmail = await test
        .http()
        .post('/api/user/login')
        .send({ email: 'nobody@example.com', password: 'not the password' });
      expect(wrongPassword.status).toBe(401);
      expect(unknownEmail.status).toBe(401);
      expect(wrongPassword.body).toEqual(unknownEmail.body);
      expect(wrongPassword.body.code).toBe(ERROR_CODES.INVALID_CREDENTIALS);
      expect(wrongPassword.headers['set-cookie']).toBeUndefined();
    });

    it('rate limits repeated failures on one email with 429, without blocking other accounts', async () => {
      const { email } = await registerShopper(test);
      const other = await registerShopper(test);
      for (let attempt = 0; attempt < test.config.authRateLimit.perEmail; attempt += 1) {
        const response = await test
          .http()
          .post('/api/user/login')
          .send({ email, password: 'guess ' + attempt });
        expect(response.status).toBe(401);
      }
      const blocked = await test
        .http()
        .post('/api/user/login')
        .send({ email, password: 'correct horse battery' });
      expect(blocked.status).toBe(429);
      expect(blocked.body.code).toBe(ERROR_CODES.RATE_LIMITED);
      const unaffected = await test
        .http()
        .post('/api/user/login')
        .send({ email: other.email, password: 'correct horse battery' });
      expect(unaffected.status).toBe(200);
    });
  });

  describe('is-auth and logout', () => {
    it('answers 401 without a cookie and with a forged one', async () => {
      const none = await test.http().get('/api/user/is-auth');
      expect(none.status).toBe(401);
      expect(none.body).toEqual({
        success: false,
        code: ERROR_CODES.NOT_AUTHENTICATED,
        message: expect.any(String),
      });
      const forged = await test
        .http()
        .get('/api/user/is-auth')
        .set('Cookie', 'token=eyJhbGciOiJIUzI1NiJ9.e30.x');
      expect(forged.status).toBe(401);
    });

    it('does not accept the seller token as a user token', async () => {
      const seller = await loginSeller(test);
      expect((await seller.get('/api/user/is-auth')).status).toBe(401);
    });

    it('clears the cookie on logout', async () => {
      const { agent } = await registerShopper(test);
      const response = await agent.get('/api/user/logout');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: expect.any(String) });
      expect(String(response.headers['set-cookie'])).toMatch(/token=;/);
      expect((await agent.get('/api/user/is-auth')).status).toBe(401);
    });
  });

  it('uses the configured seller credentials only for the seller', async () => {
    const response = await test.http().post('/api/user/login').send(SELLER);
    expect(response.status).toBe(401);
  });
});
