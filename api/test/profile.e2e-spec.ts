import { createHash } from 'node:crypto';
import { ACCOUNT_TEXTS, ERROR_CODES, type AccountSession } from '@greencart/contracts';
import type request from 'supertest';
import { OutboxWorker } from '../src/mail/outbox-worker.js';
import { PASSWORD_CHECKS_PER_ACCOUNT } from '../src/account/profile.service.js';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.js';
import { registerShopper, startTestApp, type TestApp } from './support/test-app.js';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';

/** Profile and sessions (docs/ACCOUNT.md): name, email by confirmation link, password, sessions. */
describe('profile and sessions (/api/user)', () => {
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

  const login = (email: string, password = PASSWORD) =>
    test.http().post('/api/user/login').send({ email, password });
  async function loggedIn(email: string, password = PASSWORD): Promise<request.Agent> {
    const agent = test.http();
    expect((await agent.post('/api/user/login').send({ email, password })).status).toBe(200);
    return agent;
  }
  const me = async (agent: request.Agent) => (await agent.get('/api/user/is-auth')).body.user;

  /** The token of the confirmation email that went to `to`. */
  async function confirmationToken(to: string): Promise<string> {
    sink.messages.length = 0;
    expect(await worker.runOnce()).toBe(1);
    const [mail] = sink.messages;
    expect(mail.to).toEqual([to]);
    expect(mail.subject).toBe('Confirm your new GreenCart email');
    const token = /https:\/\/shop\.example\/confirm-email#token=([A-Za-z0-9_-]{43})/.exec(
      mail.body,
    )?.[1];
    if (!token) throw new Error(`no link in ${mail.body}`);
    return token;
  }

  it('changes the name at once', async () => {
    const { agent } = await registerShopper(test);
    const response = await agent.patch('/api/user/profile').send({ name: '  Kamala Silva ' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: ACCOUNT_TEXTS.profileSaved,
      user: { name: 'Kamala Silva' },
    });
    expect((await me(agent)).name).toBe('Kamala Silva');
  });

  it('changes the email only once the link sent to the new address is opened, once', async () => {
    const { agent, email } = await registerShopper(test);
    const newEmail = `new-${Date.now()}@example.com`;
    const asked = await agent.patch('/api/user/profile').send({ email: newEmail.toUpperCase() });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      message: ACCOUNT_TEXTS.emailChangeSent,
      user: { email },
      pendingEmail: newEmail,
    });
    expect((await me(agent)).email).toBe(email);
    const token = await confirmationToken(newEmail);

    // Opened on another device, without a session.
    const confirmed = await test.http().post('/api/user/email/confirm').send({ token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ success: true, message: ACCOUNT_TEXTS.emailChanged });
    expect((await me(agent)).email).toBe(newEmail);
    expect((await login(newEmail)).status).toBe(200);
    expect((await login(email)).status).toBe(401);

    const reused = await test.http().post('/api/user/email/confirm').send({ token });
    expect([reused.status, reused.body.code]).toEqual([400, ERROR_CODES.TOKEN_INVALID]);
  });

  it('refuses an expired email-change link', async () => {
    const { agent, email } = await registerShopper(test);
    const newEmail = `late-${Date.now()}@example.com`;
    await agent.patch('/api/user/profile').send({ email: newEmail }).expect(200);
    const token = await confirmationToken(newEmail);
    await test.dataSource.query(
      `UPDATE account_token SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [createHash('sha256').update(token).digest('hex')],
    );
    const response = await agent.post('/api/user/email/confirm').send({ token });
    expect([response.status, response.body.code]).toEqual([400, ERROR_CODES.TOKEN_INVALID]);
    expect((await me(agent)).email).toBe(email);
  });

  it('refuses an email-change link once the password was changed, or reset', async () => {
    const confirm = (token: string) => test.http().post('/api/user/email/confirm').send({ token });

    const changer = await registerShopper(test);
    const toChanger = `after-change-${Date.now()}@example.com`;
    await changer.agent.patch('/api/user/profile').send({ email: toChanger }).expect(200);
    const changerToken = await confirmationToken(toChanger);
    await changer.agent
      .post('/api/user/password/change')
      .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
      .expect(200);
    const late = await confirm(changerToken);
    expect([late.status, late.body.code]).toEqual([400, ERROR_CODES.TOKEN_INVALID]);
    expect((await login(changer.email, NEW_PASSWORD)).status).toBe(200);

    const resetter = await registerShopper(test);
    const toResetter = `after-reset-${Date.now()}@example.com`;
    await resetter.agent.patch('/api/user/profile').send({ email: toResetter }).expect(200);
    const resetterToken = await confirmationToken(toResetter);
    await test.http().post('/api/user/password/forgot').send({ email: resetter.email });
    sink.messages.length = 0;
    expect(await worker.runOnce()).toBe(1);
    const resetToken = /#token=([A-Za-z0-9_-]{43})/.exec(sink.messages[0].body)?.[1];
    await test
      .http()
      .post('/api/user/password/reset')
      .send({ token: resetToken, password: NEW_PASSWORD })
      .expect(200);
    expect((await confirm(resetterToken)).status).toBe(400);
    expect((await login(resetter.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("confirms the link's own account only, even opened in another shopper's session", async () => {
    const owner = await registerShopper(test);
    const other = await registerShopper(test);
    const newEmail = `owner-${Date.now()}@example.com`;
    await owner.agent.patch('/api/user/profile').send({ email: newEmail }).expect(200);
    const token = await confirmationToken(newEmail);
    expect((await other.agent.post('/api/user/email/confirm').send({ token })).status).toBe(200);
    expect((await me(owner.agent)).email).toBe(newEmail);
    expect((await me(other.agent)).email).toBe(other.email);
  });

  it('answers the same for an address that has an account, and sends nothing', async () => {
    const { agent } = await registerShopper(test);
    const taken = await registerShopper(test);
    const response = await agent.patch('/api/user/profile').send({ email: taken.email });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(ACCOUNT_TEXTS.emailChangeSent);
    expect(await worker.runOnce()).toBe(0);
  });

  it('changes the password with the current one; other sessions end, this one continues', async () => {
    const { agent, email } = await registerShopper(test);
    const phone = await loggedIn(email);
    const wrong = await agent
      .post('/api/user/password/change')
      .send({ currentPassword: 'not my password', newPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: ERROR_CODES.WRONG_PASSWORD,
      message: ACCOUNT_TEXTS.wrongPassword,
      field: 'currentPassword',
    });
    expect((await phone.get('/api/user/is-auth')).status).toBe(200);

    const changed = await agent
      .post('/api/user/password/change')
      .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ success: true, message: ACCOUNT_TEXTS.passwordChanged });
    expect((await agent.get('/api/user/is-auth')).status).toBe(200);
    expect((await phone.get('/api/user/is-auth')).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('of changes sent at once with the same current password, exactly one is made', async () => {
    const { agent, email } = await registerShopper(test);
    const wanted = ['first new passphrase', 'second new passphrase', 'third new passphrase'];
    const answers = await Promise.all(
      wanted.map((newPassword) =>
        agent.post('/api/user/password/change').send({ currentPassword: PASSWORD, newPassword }),
      ),
    );
    const winners = answers.flatMap((answer, i) => (answer.status === 200 ? [wanted[i]] : []));
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      // Refused after the winner's commit (409), or checked against the new password (400).
      expect([
        [409, ERROR_CODES.PASSWORD_CHANGED],
        [400, ERROR_CODES.WRONG_PASSWORD],
      ]).toContainEqual([answer.status, answer.body.code]);
    }
    expect((await login(email, winners[0])).status).toBe(200);
    for (const lost of wanted.filter((password) => password !== winners[0])) {
      expect((await login(email, lost)).status).toBe(401);
    }
    expect((await login(email, PASSWORD)).status).toBe(401);
  });

  it('applies the registration rules to the new password', async () => {
    const { agent } = await registerShopper(test);
    const weak = await agent
      .post('/api/user/password/change')
      .send({ currentPassword: PASSWORD, newPassword: 'password123' });
    expect([weak.status, weak.body.code]).toEqual([400, ERROR_CODES.WEAK_PASSWORD]);
    const short = await agent
      .post('/api/user/password/change')
      .send({ currentPassword: PASSWORD, newPassword: 'short' });
    expect([short.status, short.body.code]).toEqual([400, ERROR_CODES.VALIDATION]);
  });

  it(`limits password checks to ${PASSWORD_CHECKS_PER_ACCOUNT} per account`, async () => {
    const { agent } = await registerShopper(test);
    for (let i = 0; i < PASSWORD_CHECKS_PER_ACCOUNT; i += 1) {
      const response = await agent
        .post('/api/user/password/change')
        .send({ currentPassword: `guess number ${i}`, newPassword: NEW_PASSWORD });
      expect(response.status).toBe(400);
    }
    const limited = await agent
      .post('/api/user/password/change')
      .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect([limited.status, limited.body.code]).toEqual([429, ERROR_CODES.RATE_LIMITED]);
  });

  it('lists the open sessions, ends one, and logs out everywhere', async () => {
    const { agent, email } = await registerShopper(test);
    const phone = await loggedIn(email);
    const tablet = await loggedIn(email);
    const list = (await agent.get('/api/user/sessions')).body.sessions as AccountSession[];
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);

    const phoneId = (
      (await phone.get('/api/user/sessions')).body.sessions as AccountSession[]
    ).find((s) => s.current)?.id as string;
    const ended = await agent.delete(`/api/user/sessions/${phoneId}`);
    expect(ended.status).toBe(200);
    expect((await phone.get('/api/user/is-auth')).status).toBe(401);
    expect((await tablet.get('/api/user/is-auth')).status).toBe(200);
    expect(((await agent.get('/api/user/sessions')).body.sessions as unknown[]).length).toBe(2);

    const everywhere = await agent.post('/api/user/logout-everywhere');
    expect(everywhere.status).toBe(200);
    expect(everywhere.body.message).toBe(ACCOUNT_TEXTS.sessionsEnded);
    expect((await agent.get('/api/user/is-auth')).status).toBe(401);
    expect((await tablet.get('/api/user/is-auth')).status).toBe(401);
  });

  it("cannot end another shopper's session (404) or list it", async () => {
    const alice = await registerShopper(test);
    const mallory = await registerShopper(test);
    const [aliceSession] = (await alice.agent.get('/api/user/sessions')).body
      .sessions as AccountSession[];
    const response = await mallory.agent.delete(`/api/user/sessions/${aliceSession.id}`);
    expect(response.status).toBe(404);
    expect((await alice.agent.get('/api/user/is-auth')).status).toBe(200);
    const malloryList = (await mallory.agent.get('/api/user/sessions')).body
      .sessions as AccountSession[];
    expect(malloryList.map((s) => s.id)).not.toContain(aliceSession.id);
    expect((await mallory.agent.delete('/api/user/sessions/not-an-id')).status).toBe(404);
  });

  it('needs a session, an allowed origin and known fields', async () => {
    const anonymous = test.http();
    expect((await anonymous.patch('/api/user/profile').send({ name: 'X' })).status).toBe(401);
    expect((await anonymous.get('/api/user/sessions')).status).toBe(401);
    expect((await anonymous.post('/api/user/logout-everywhere')).status).toBe(401);
    expect(
      (
        await anonymous
          .post('/api/user/password/change')
          .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
      ).status,
    ).toBe(401);
    const { agent } = await registerShopper(test);
    expect((await agent.patch('/api/user/profile').send({ passwordHash: 'x' })).status).toBe(400);
    expect((await agent.patch('/api/user/profile').send({ email: 'nope' })).status).toBe(400);
    const foreign = await agent
      .post('/api/user/logout-everywhere')
      .set('Origin', 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect((await agent.get('/api/user/is-auth')).status).toBe(200);
  });
});
