import { ERROR_CODES } from '@greencart/contracts';
import { JwtService } from '@nestjs/jwt';
import { SessionEntity } from '../../src/auth/session.entity.js';
import { StaffService } from '../../src/staff/staff.service.js';
import { useMovableClock } from '../support/clock.js';
import { COLOMBO } from '../support/fixtures.js';
import { createStaff, loginStaff } from '../support/staff.js';
import { SELLER, registerShopper, startTestApp, type TestApp } from '../support/test-app.js';

const ALLOWED = 'http://localhost:8080';
const EVIL = 'https://evil.example';

/** The claims of a token we issued (sub, sid, and the seller's cv), read without checking. */
function claimsOf(test: TestApp, token: string): Record<string, string> {
  return test.app.get(JwtService).decode<Record<string, string>>(token);
}

/** Signs `claims` with the server's own secret: what an attacker holding it could do. */
function signWithRealSecret(
  test: TestApp,
  claims: Record<string, string>,
  audience: 'greencart:user' | 'greencart:seller',
): Promise<string> {
  return test.app.get(JwtService).signAsync(claims, { audience, expiresIn: 3600 });
}

/** The value of one cookie from a Set-Cookie header list. */
function cookieValue(setCookie: string[] | string | undefined, name: string): string {
  const line = [setCookie ?? []].flat().find((c) => c.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie`);
  return line.slice(name.length + 1).split(';')[0];
}

describe('attack: sessions and credentials', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: '5' });
  });
  afterAll(() => test.close());

  describe('logout ends the session on the server', () => {
    it('refuses the old shopper cookie after POST logout', async () => {
      const { agent } = await registerShopper(test);
      const login = await agent.get('/api/user/is-auth');
      expect(login.status).toBe(200);
      const stolen = String(login.request.cookies ?? '');
      const cookie = (
        await agent.jar.getCookie('token', {
          domain: '127.0.0.1',
          path: '/',
          secure: false,
          script: false,
        })
      )?.value;
      expect(stolen === '' || cookie).toBeTruthy();
      const out = await agent.post('/api/user/logout');
      expect(out.status).toBe(200);
      expect(String(out.headers['set-cookie'])).toMatch(/token=;/);
      const replay = await test.http().get('/api/user/is-auth').set('Cookie', `token=${cookie}`);
      expect(replay.status).toBe(401);
    });

    it('refuses the old seller cookie after logout', async () => {
      const login = await test.http().post('/api/seller/login').send(SELLER);
      const token = cookieValue(login.headers['set-cookie'], 'sellerToken');
      const out = await test
        .http()
        .post('/api/seller/logout')
        .set('Cookie', `sellerToken=${token}`);
      expect(out.status).toBe(200);
      const replay = await test
        .http()
        .get('/api/seller/is-auth')
        .set('Cookie', `sellerToken=${token}`);
      expect(replay.status).toBe(401);
    });

    it('ends the session with the original GET form from our origin, and refuses it from another site', async () => {
      const login = await test.http().post('/api/seller/login').send(SELLER);
      const token = cookieValue(login.headers['set-cookie'], 'sellerToken');
      const cross = await test
        .http()
        .get('/api/seller/logout')
        .set('Cookie', `sellerToken=${token}`)
        .set('Sec-Fetch-Site', 'cross-site');
      expect(cross.status).toBe(403);
      const evil = await test
        .http()
        .get('/api/seller/logout')
        .set('Cookie', `sellerToken=${token}`)
        .set('Origin', EVIL);
      expect(evil.status).toBe(403);
      expect(
        (await test.http().get('/api/seller/is-auth').set('Cookie', `sellerToken=${token}`)).status,
      ).toBe(200);
      const ours = await test
        .http()
        .get('/api/seller/logout')
        .set('Cookie', `sellerToken=${token}`)
        .set('Origin', ALLOWED);
      expect(ours.status).toBe(200);
      expect(
        (await test.http().get('/api/seller/is-auth').set('Cookie', `sellerToken=${token}`)).status,
      ).toBe(401);
    });

    it('ends every session of a shopper at once when they are revoked (one row per login)', async () => {
      const { email } = await registerShopper(test);
      const tokens = [];
      for (let i = 0; i < 2; i += 1) {
        const login = await test
          .http()
          .post('/api/user/login')
          .send({ email, password: 'correct horse battery' });
        tokens.push(cookieValue(login.headers['set-cookie'], 'token'));
      }
      const rows = await test.dataSource.getRepository(SessionEntity).findBy({ role: 'user' });
      expect(rows.length).toBeGreaterThanOrEqual(2);
      await test.dataSource.query(`UPDATE "session" SET revoked_at = now() WHERE role = 'user'`);
      // Another instance's short cache would see it within SESSION_CHECK_TTL_MS; this one has
      // not cached these sessions yet.
      for (const token of tokens) {
        expect(
          (await test.http().get('/api/user/is-auth').set('Cookie', `token=${token}`)).status,
        ).toBe(401);
      }
    });
  });

  describe('forged and foreign tokens', () => {
    it('refuses a correctly signed token whose session row does not exist', async () => {
      const jwt = test.app.get(JwtService);
      const forged = await jwt.signAsync(
        {
          sub: '00000000-0000-4000-8000-000000000000',
          sid: '00000000-0000-4000-8000-000000000001',
        },
        { audience: 'greencart:user', expiresIn: 3600 },
      );
      expect(
        (await test.http().get('/api/user/is-auth').set('Cookie', `token=${forged}`)).status,
      ).toBe(401);
    });

    it('refuses an old-style token without a session id', async () => {
      const jwt = test.app.get(JwtService);
      const legacy = await jwt.signAsync(
        { sub: SELLER.email },
        { audience: 'greencart:seller', expiresIn: 3600 },
      );
      expect(
        (await test.http().get('/api/seller/is-auth').set('Cookie', `sellerToken=${legacy}`))
          .status,
      ).toBe(401);
    });

    it('refuses a shopper token presented as the seller cookie', async () => {
      const login = await registerShopper(test);
      const token = (
        await login.agent.jar.getCookie('token', {
          domain: '127.0.0.1',
          path: '/',
          secure: false,
          script: false,
        })
      )?.value;
      const response = await test
        .http()
        .get('/api/seller/is-auth')
        .set('Cookie', `sellerToken=${token}`);
      expect(response.status).toBe(401);
    });

    it('ends a staff account’s sessions when it is deactivated (docs/STAFF.md)', async () => {
      // A manager: the last active owner cannot be deactivated (409 STAFF.LAST_OWNER).
      const manager = await createStaff(test, 'manager');
      const seller = await loginStaff(test, manager);
      expect((await seller.get('/api/seller/is-auth')).status).toBe(200);
      await test.app.get(StaffService).setActive(manager.id, false);
      expect((await seller.get('/api/seller/is-auth')).status).toBe(401);
    });
  });

  // SessionService remembers a token whose signature it has checked (speed: one HMAC per
  // token, not per request); the memory must never widen what the token allows.
  describe('tokens remembered as verified', () => {
    it('stops accepting a remembered token at its own expiry', async () => {
      const register = await test
        .http()
        .post('/api/user/register')
        .send({
          name: 'Brief',
          email: `brief-${Date.now()}@example.com`,
          password: 'correct horse battery',
        });
      const { sub, sid } = claimsOf(test, cookieValue(register.headers['set-cookie'], 'token'));
      const clock = useMovableClock();
      try {
        const brief = await test.app
          .get(JwtService)
          .signAsync({ sub, sid }, { audience: 'greencart:user', expiresIn: 60 });
        const isAuth = () => test.http().get('/api/user/is-auth').set('Cookie', `token=${brief}`);
        expect((await isAuth()).status).toBe(200);
        expect((await isAuth()).status).toBe(200);
        clock.forward(61_000);
        expect((await isAuth()).status).toBe(401);
      } finally {
        clock.restore();
      }
    });

    it('refuses a shopper token remembered as verified when presented as the seller cookie', async () => {
      const register = await test
        .http()
        .post('/api/user/register')
        .send({
          name: 'Twice',
          email: `twice-${Date.now()}@example.com`,
          password: 'correct horse battery',
        });
      const token = cookieValue(register.headers['set-cookie'], 'token');
      expect(
        (await test.http().get('/api/user/is-auth').set('Cookie', `token=${token}`)).status,
      ).toBe(200);
      const asSeller = await test
        .http()
        .get('/api/seller/is-auth')
        .set('Cookie', `sellerToken=${token}`);
      expect(asSeller.status).toBe(401);
    });
  });

  // Defence in depth should JWT_SECRET leak: the token's subject and audience must be those of
  // the session row it names, so a re-signed token cannot move a session to another account.
  describe('a session belongs to one account (tokens re-signed with the real secret)', () => {
    async function shopperWithAddress(name: string) {
      const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
      const register = await test
        .http()
        .post('/api/user/register')
        .send({ name, email, password: 'correct horse battery' });
      expect(register.status).toBe(201);
      const token = cookieValue(register.headers['set-cookie'], 'token');
      const cookie = `token=${token}`;
      const added = await test
        .http()
        .post('/api/address/add')
        .set('Cookie', cookie)
        .send({ address: { ...COLOMBO, firstName: name, email } });
      expect(added.status).toBe(201);
      return { email, cookie, token, userId: register.body.user._id as string };
    }

    /** Nothing of either shopper in an answer: no name, email or address of theirs. */
    function expectNoDataOf(body: unknown, ...shoppers: { email: string }[]): void {
      const text = JSON.stringify(body);
      for (const { email } of shoppers) expect(text).not.toContain(email);
      expect(text).not.toMatch(/Galle Road|Alice|Bruno/);
    }

    it("refuses a shopper's session re-signed with another shopper's id, and shows neither's data", async () => {
      const alice = await shopperWithAddress('Alice');
      const bruno = await shopperWithAddress('Bruno');
      const { sid } = claimsOf(test, alice.token);
      const forged = await signWithRealSecret(test, { sub: bruno.userId, sid }, 'greencart:user');
      for (const path of ['/api/user/is-auth', '/api/address/get', '/api/order/user']) {
        const response = await test.http().get(path).set('Cookie', `token=${forged}`);
        expect({ path, status: response.status }).toEqual({ path, status: 401 });
        expect(response.body.success).toBe(false);
        expectNoDataOf(response.body, alice, bruno);
      }
      // Both real sessions are untouched: each still sees its own account.
      const own = await test.http().get('/api/user/is-auth').set('Cookie', alice.cookie);
      expect(own.body.user.email).toBe(alice.email);
    });

    it("cannot end another account's session with a re-signed token", async () => {
      const alice = await shopperWithAddress('Alice');
      const bruno = await shopperWithAddress('Bruno');
      const { sid } = claimsOf(test, alice.token);
      const forged = await signWithRealSecret(test, { sub: bruno.userId, sid }, 'greencart:user');
      await test.http().post('/api/user/logout').set('Cookie', `token=${forged}`);
      expect((await test.http().get('/api/user/is-auth').set('Cookie', alice.cookie)).status).toBe(
        200,
      );
    });

    it("refuses a shopper's session id inside a seller-audience token", async () => {
      const alice = await shopperWithAddress('Alice');
      const seller = await test.http().post('/api/seller/login').send(SELLER);
      const { cv } = claimsOf(test, cookieValue(seller.headers['set-cookie'], 'sellerToken'));
      const { sid } = claimsOf(test, alice.token);
      const forged = await signWithRealSecret(
        test,
        { sub: SELLER.email, sid, cv },
        'greencart:seller',
      );
      for (const path of ['/api/seller/is-auth', '/api/order/seller']) {
        const response = await test.http().get(path).set('Cookie', `sellerToken=${forged}`);
        expect({ path, status: response.status }).toEqual({ path, status: 401 });
        expectNoDataOf(response.body, alice);
      }
    });

    it("refuses the seller's session id inside a shopper-audience token", async () => {
      const alice = await shopperWithAddress('Alice');
      const seller = await test.http().post('/api/seller/login').send(SELLER);
      const { sid } = claimsOf(test, cookieValue(seller.headers['set-cookie'], 'sellerToken'));
      const forged = await signWithRealSecret(test, { sub: alice.userId, sid }, 'greencart:user');
      for (const path of ['/api/user/is-auth', '/api/address/get']) {
        const response = await test.http().get(path).set('Cookie', `token=${forged}`);
        expect({ path, status: response.status }).toEqual({ path, status: 401 });
        expectNoDataOf(response.body, alice);
      }
    });
  });

  describe('passwords', () => {
    it.each(['password', '12345678', 'Password1', 'iloveyou', 'qwertyuiop'])(
      'refuses the common password %s',
      async (password) => {
        const response = await test
          .http()
          .post('/api/user/register')
          .send({
            name: 'Weak',
            email: `weak-${password.length}-${Math.random()}@example.com`,
            password,
          });
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ code: ERROR_CODES.WEAK_PASSWORD, field: 'password' });
      },
    );

    it('refuses a password equal to the email name', async () => {
      const response = await test
        .http()
        .post('/api/user/register')
        .send({ name: 'Kamal', email: 'kamalperera@example.com', password: 'kamalperera' });
      expect(response.status).toBe(400);
    });

    it('refuses a password longer than 72 bytes instead of ignoring its end (36 accented characters)', async () => {
      const password = 'é'.repeat(37);
      expect(Buffer.byteLength(password)).toBe(74);
      const response = await test
        .http()
        .post('/api/user/register')
        .send({ name: 'Accent', email: 'accent@example.com', password });
      expect(response.status).toBe(400);
      expect(response.body.field).toBe('password');
      expect(response.body.message).toMatch(/72 bytes/);
    });

    it('accepts a 72-byte password and checks every byte of it', async () => {
      const password = 'é'.repeat(36);
      const email = 'accent72@example.com';
      const ok = await test
        .http()
        .post('/api/user/register')
        .send({ name: 'Accent', email, password });
      expect(ok.status).toBe(201);
      const wrongLast = await test
        .http()
        .post('/api/user/login')
        .send({ email, password: `${'é'.repeat(35)}e` });
      expect(wrongLast.status).toBe(401);
    });
  });

  describe('compatibility with the original client, without weakening anything', () => {
    it('logs in with the empty name field that client sends', async () => {
      const { email } = await registerShopper(test);
      const response = await test
        .http()
        .post('/api/user/login')
        .send({ name: '', email, password: 'correct horse battery' });
      expect(response.status).toBe(200);
    });

    it('still refuses other unknown fields and a non-string name', async () => {
      const extra = await test
        .http()
        .post('/api/user/login')
        .send({ email: 'a@b.lk', password: 'whatever12', isAdmin: true });
      expect(extra.status).toBe(400);
      const objectName = await test
        .http()
        .post('/api/user/login')
        .send({ email: 'a@b.lk', password: 'whatever12', name: { $ne: 1 } });
      expect(objectName.status).toBe(400);
    });
  });
  // Last: it uses up the seller's login attempts for this window.
  describe('brute force', () => {
    it('answers 429 to most of 40 simultaneous guesses for one account (counted before the password check)', async () => {
      const { email } = await registerShopper(test);
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          test
            .http()
            .post('/api/user/login')
            .send({ email, password: `wrong guess ${i}` }),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(35);
      // Each refusal says how long the window has left (15 minutes at most).
      for (const refused of responses.filter((r) => r.status === 429)) {
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
      }
    });

    it('does the same for the seller login', async () => {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          test
            .http()
            .post('/api/seller/login')
            .send({ email: SELLER.email, password: `no ${i}` }),
        ),
      );
      expect(responses.filter((r) => r.status === 429)).toHaveLength(15);
    });

    it('never locks out a shopper who logs in successfully again and again', async () => {
      const { email } = await registerShopper(test);
      for (let i = 0; i < 8; i += 1) {
        const response = await test
          .http()
          .post('/api/user/login')
          .send({ email, password: 'correct horse battery' });
        expect(response.status).toBe(200);
      }
    });
  });
});
