import { createHash } from 'node:crypto';
import {
  ACCOUNT_TEXTS,
  DEFAULT_SHOP_PROFILE,
  ERROR_CODES,
  RESET_ANSWER_MIN_MS,
  RESET_REQUESTS_PER_EMAIL,
  RESET_REQUESTS_PER_IP,
  SELLER_SHOP_SETTINGS_PATH,
} from '@greencart/contracts';
import { OutboxWorker } from '../src/mail/outbox-worker.js';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.js';
import { loginSeller, registerShopper, startTestApp, type TestApp } from './support/test-app.js';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';

/**
 * Password reset (docs/ACCOUNT.md): a one-time emailed link, stored as a hash, 30 minutes,
 * once.
 */
describe('password reset (/api/user/password)', () => {
  let sink: SmtpSink;
  let test: TestApp;
  let worker: OutboxWorker;

  beforeAll(async () => {
    sink = await startSmtpSink();
    test = await startTestApp({
      OUTBOX_POLL_MS: '60000',
      SMTP_URL: sink.url,
      SHOP_URL: 'https://shop.example',
    });
    worker = test.app.get(OutboxWorker);
  });
  afterAll(async () => {
    await test.close();
    await sink.stop();
  });

  const forgot = (email: string) => test.http().post('/api/user/password/forgot').send({ email });
  const login = (email: string, password: string) =>
    test.http().post('/api/user/login').send({ email, password });

  /** Asks for a link for `email` and answers the token of the email that arrived. */
  async function emailedToken(email: string): Promise<string> {
    sink.messages.length = 0;
    expect((await forgot(email)).status).toBe(200);
    expect(await worker.runOnce()).toBe(1);
    const [mail] = sink.messages;
    expect(mail.to).toEqual([email]);
    const match = /https:\/\/shop\.example\/reset-password#token=([A-Za-z0-9_-]{43})/.exec(
      mail.body,
    );
    if (!match) throw new Error(`no reset link in ${mail.body}`);
    return match[1];
  }

  it('emails a one-time link; the database holds only its hash, the outbox no usable token', async () => {
    const { email } = await registerShopper(test);
    const response = await forgot(email.toUpperCase());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: ACCOUNT_TEXTS.resetRequested });
    const [queued] = (await test.dataSource.query(
      `SELECT payload::text AS payload FROM outbox WHERE topic = 'account.password_reset'`,
    )) as { payload: string }[];
    sink.messages.length = 0;
    expect(await worker.runOnce()).toBe(1);
    const [mail] = sink.messages;
    expect(mail.subject).toBe('Reset your GreenCart password');
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(mail.body)?.[1] as string;
    expect(token).toBeDefined();

    const rows = (await test.dataSource.query(`SELECT t.*::text AS row FROM account_token t`)) as {
      row: string;
    }[];
    expect(rows.some((r) => r.row.includes(token))).toBe(false);
    const digest = createHash('sha256').update(token).digest('hex');
    expect(rows.some((r) => r.row.includes(digest))).toBe(true);
    expect(queued.payload).not.toContain(token);
  });

  it('signs with the shop name the owner set (docs/SETTINGS.md), markup kept as text', async () => {
    const owner = await loginSeller(test);
    const renamed = await owner
      .put(SELLER_SHOP_SETTINGS_PATH)
      .send({ ...DEFAULT_SHOP_PROFILE, shopName: 'Perera <b>Greens</b>' });
    expect(renamed.status).toBe(200);
    try {
      const { email } = await registerShopper(test);
      sink.messages.length = 0;
      expect((await forgot(email)).status).toBe(200);
      expect(await worker.runOnce()).toBe(1);
      const [mail] = sink.messages;
      expect(mail.subject).toBe('Reset your Perera <b>Greens</b> password');
      expect(mail.body).toContain('password of your Perera <b>Greens</b> account');
      // The HTML part escapes it.
      expect(mail.body).toContain('<p>Perera &lt;b&gt;Greens&lt;/b&gt;</p>');
    } finally {
      await owner.put(SELLER_SHOP_SETTINGS_PATH).send(DEFAULT_SHOP_PROFILE);
    }
  });

  it('answers an unknown email exactly like a known one, as slowly, and sends nothing', async () => {
    const { email } = await registerShopper(test);
    const timed = async (address: string) => {
      const started = Date.now();
      const response = await forgot(address);
      return { response, ms: Date.now() - started };
    };
    const known = await timed(email);
    const unknown = await timed(`nobody-${Date.now()}@example.com`);
    expect(unknown.response.status).toBe(known.response.status);
    expect(unknown.response.body).toEqual(known.response.body);
    expect(known.ms).toBeGreaterThanOrEqual(RESET_ANSWER_MIN_MS - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(RESET_ANSWER_MIN_MS - 5);
    sink.messages.length = 0;
    expect(await worker.runOnce()).toBe(1);
    expect(sink.messages.map((m) => m.to)).toEqual([[email]]);
  });

  it('sets the new password once, and ends every session of the account, wherever it is', async () => {
    const { agent: elsewhere, email } = await registerShopper(test);
    expect((await elsewhere.get('/api/user/is-auth')).status).toBe(200);
    const token = await emailedToken(email);

    const reset = await test
      .http()
      .post('/api/user/password/reset')
      .send({ token, password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ success: true, message: ACCOUNT_TEXTS.resetDone });
    expect((await elsewhere.get('/api/user/is-auth')).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);

    const again = await test
      .http()
      .post('/api/user/password/reset')
      .send({ token, password: 'yet another passphrase' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      success: false,
      code: ERROR_CODES.TOKEN_INVALID,
      message: ACCOUNT_TEXTS.tokenInvalid,
    });
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const { email } = await registerShopper(test);
    const token = await emailedToken(email);
    await test.dataSource.query(
      `UPDATE account_token SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [createHash('sha256').update(token).digest('hex')],
    );
    const response = await test
      .http()
      .post('/api/user/password/reset')
      .send({ token, password: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(ERROR_CODES.TOKEN_INVALID);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('makes an earlier link useless once a new one is asked for', async () => {
    const { email } = await registerShopper(test);
    const first = await emailedToken(email);
    const second = await emailedToken(email);
    const send = (token: string) =>
      test.http().post('/api/user/password/reset').send({ token, password: NEW_PASSWORD });
    expect((await send(first)).status).toBe(400);
    expect((await send(second)).status).toBe(200);
  });

  describe('a link dies with the password and email it was sent under', () => {
    const reset = (token: string, password = NEW_PASSWORD) =>
      test.http().post('/api/user/password/reset').send({ token, password });

    it('once the password was changed with the current one', async () => {
      const { agent, email } = await registerShopper(test);
      const token = await emailedToken(email);
      const changed = await agent
        .post('/api/user/password/change')
        .send({ currentPassword: PASSWORD, newPassword: 'changed on my phone' });
      expect(changed.status).toBe(200);
      const late = await reset(token);
      expect([late.status, late.body.code]).toEqual([400, ERROR_CODES.TOKEN_INVALID]);
      expect((await login(email, 'changed on my phone')).status).toBe(200);
      expect((await login(email, NEW_PASSWORD)).status).toBe(401);
    });

    it('once the password was reset with another link', async () => {
      const { email } = await registerShopper(test);
      const first = await emailedToken(email);
      const second = await emailedToken(email);
      expect((await reset(second, 'reset with the second link')).status).toBe(200);
      expect((await reset(first)).status).toBe(400);
      expect((await login(email, 'reset with the second link')).status).toBe(200);
    });

    it('once the email moved: a link mailed to the old address resets nothing', async () => {
      const { agent, email } = await registerShopper(test);
      const token = await emailedToken(email);
      const newEmail = `moved-${Date.now()}@example.com`;
      expect((await agent.patch('/api/user/profile').send({ email: newEmail })).status).toBe(200);
      sink.messages.length = 0;
      expect(await worker.runOnce()).toBe(1);
      const confirm = /#token=([A-Za-z0-9_-]{43})/.exec(sink.messages[0].body)?.[1];
      const confirmed = await test.http().post('/api/user/email/confirm').send({ token: confirm });
      expect(confirmed.status).toBe(200);

      const late = await reset(token);
      expect([late.status, late.body.code]).toEqual([400, ERROR_CODES.TOKEN_INVALID]);
      expect((await login(newEmail, PASSWORD)).status).toBe(200);
    });

    it('but not when only the name changed', async () => {
      const { agent, email } = await registerShopper(test);
      const token = await emailedToken(email);
      expect((await agent.patch('/api/user/profile').send({ name: 'New Name' })).status).toBe(200);
      expect((await reset(token)).status).toBe(200);
    });
  });

  it("changes only the link's own account, even sent from another shopper's browser", async () => {
    const owner = await registerShopper(test);
    const other = await registerShopper(test);
    const token = await emailedToken(owner.email);
    const response = await other.agent
      .post('/api/user/password/reset')
      .send({ token, password: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect((await login(owner.email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(other.email, PASSWORD)).status).toBe(200);
    expect((await other.agent.get('/api/user/is-auth')).status).toBe(200);
  });

  it('applies the registration rules to the new password, and the link stays usable', async () => {
    const { email } = await registerShopper(test);
    const token = await emailedToken(email);
    const send = (password: string) =>
      test.http().post('/api/user/password/reset').send({ token, password });
    const short = await send('short');
    expect([short.status, short.body.code]).toEqual([400, ERROR_CODES.VALIDATION]);
    const common = await send('password123');
    expect([common.status, common.body.code]).toEqual([400, ERROR_CODES.WEAK_PASSWORD]);
    expect((await send(NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses malformed tokens, unknown fields and other origins', async () => {
    const http = test.http();
    const malformed = await http
      .post('/api/user/password/reset')
      .send({ token: 'abc', password: NEW_PASSWORD });
    expect([malformed.status, malformed.body.code]).toEqual([400, ERROR_CODES.VALIDATION]);
    const unknown = await http
      .post('/api/user/password/reset')
      .send({ token: 'A'.repeat(43), password: NEW_PASSWORD });
    expect([unknown.status, unknown.body.code]).toEqual([400, ERROR_CODES.TOKEN_INVALID]);
    const extra = await http
      .post('/api/user/password/forgot')
      .send({ email: 'a@example.com', userId: 'x' });
    expect(extra.status).toBe(400);
    const foreign = await http
      .post('/api/user/password/forgot')
      .set('Origin', 'https://evil.example')
      .send({ email: 'a@example.com' });
    expect(foreign.status).toBe(403);
  });

  it(`limits requests per email (${RESET_REQUESTS_PER_EMAIL}), whether or not it has an account`, async () => {
    const { email } = await registerShopper(test);
    const unknown = `ghost-${Date.now()}@example.com`;
    for (const address of [email, unknown]) {
      for (let i = 0; i < RESET_REQUESTS_PER_EMAIL; i += 1)
        expect((await forgot(address)).status).toBe(200);
      const limited = await forgot(address);
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe(ERROR_CODES.RATE_LIMITED);
    }
  });
});

describe('password reset: the per-IP limit', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ OUTBOX_POLL_MS: '60000' });
  });
  afterAll(() => test.close());

  it(`answers 429 past ${RESET_REQUESTS_PER_IP} requests from one IP`, async () => {
    const answers = await Promise.all(
      Array.from({ length: RESET_REQUESTS_PER_IP + 1 }, (_, i) =>
        test
          .http()
          .post('/api/user/password/forgot')
          .send({ email: `someone${i}@example.com` }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(RESET_REQUESTS_PER_IP);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  });
});
