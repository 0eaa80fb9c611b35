import { createHash } from 'node:crypto';
import {
  ERROR_CODES,
  STAFF_TEXTS,
  TYPE_MESSAGES,
  type StaffRole,
  type ValueKind,
} from '@greencart/contracts';
import { OutboxWorker } from '../src/mail/outbox-worker.js';
import { cookieHeader, openEventStream } from './support/event-stream.js';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.js';
import { createStaff, loginStaff } from './support/staff.js';
import { SELLER, loginSeller, startTestApp, type TestApp } from './support/test-app.js';

const PASSWORD = 'a packer passphrase';

/**
 * Managing staff accounts (docs/STAFF.md): invitations by email (48 h, once), roles,
 * deactivation, the last owner kept, and each account's own password and sessions.
 */
describe('staff accounts (/api/seller/staff, /api/seller/me)', () => {
  let sink: SmtpSink;
  let test: TestApp;
  let worker: OutboxWorker;
  let invited = 0;

  beforeAll(async () => {
    sink = await startSmtpSink();
    test = await startTestApp({
      OUTBOX_POLL_MS: '60000',
      SMTP_URL: sink.url,
      SHOP_URL: 'https://shop.example',
    });
    worker = test.app.get(OutboxWorker);
    // Listening on a port too, for the live order feed (a stream, read like a browser does).
    await test.app.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await test.close();
    await sink.stop();
  });

  const login = (email: string, password: string) =>
    test.http().post('/api/seller/login').send({ email, password });
  const accept = (token: string, password = PASSWORD) =>
    test.http().post('/api/seller/staff/invite/accept').send({ token, password });

  /** The owner invites a new address; answers it, the account id and the emailed token. */
  async function invite(
    role: StaffRole,
  ): Promise<{ email: string; id: string; token: string; name: string }> {
    invited += 1;
    const email = `invited${invited}-${Date.now()}@staff.test`;
    const name = `Invited ${role} ${invited}`;
    const owner = await loginSeller(test);
    sink.messages.length = 0;
    const response = await owner
      .post('/api/seller/staff/invite')
      .send({ email: email.toUpperCase(), name, role });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      success: true,
      message: STAFF_TEXTS.invited,
      account: { email, name, role, active: false, pending: true },
    });
    expect(await worker.runOnce()).toBe(1);
    const [mail] = sink.messages;
    expect(mail.to).toEqual([email]);
    const match = /https:\/\/shop\.example\/seller\/accept-invite#token=([A-Za-z0-9_-]{43})/.exec(
      mail.body,
    );
    if (!match) throw new Error(`no invitation link in ${mail.body}`);
    return { email, id: response.body.account.id as string, token: match[1], name };
  }

  it('invites by email; accepting sets the password, activates, and the person logs in with that role', async () => {
    const { email, id, token } = await invite('packer');
    // Pending: cannot log in yet.
    expect((await login(email, PASSWORD)).status).toBe(401);
    // The database holds only the token's digest.
    const rows = (await test.dataSource.query(
      `SELECT token_hash FROM staff_invite WHERE staff_id = $1`,
      [id],
    )) as { token_hash: string }[];
    expect(rows.map((row) => row.token_hash)).toEqual([
      createHash('sha256').update(token).digest('hex'),
    ]);

    const accepted = await accept(token);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ success: true, message: STAFF_TEXTS.inviteAccepted });
    // Accepting logs nobody in.
    expect(accepted.headers['set-cookie']).toBeUndefined();

    const packer = await loginStaff(test, { email, password: PASSWORD });
    expect((await packer.get('/api/seller/is-auth')).body).toMatchObject({ role: 'packer' });
    expect((await packer.get('/api/seller/staff')).status).toBe(403);
    expect((await packer.post('/api/seller/staff/invite').send({})).status).toBe(403);
  });

  it('refuses a used, an expired, a replaced link and a weak password (the link stays usable)', async () => {
    const first = await invite('manager');
    const weak = await accept(first.token, first.email);
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ success: false, code: ERROR_CODES.WEAK_PASSWORD });
    expect((await accept(first.token)).status).toBe(200);
    const reused = await accept(first.token, 'another fine passphrase');
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ success: false, code: ERROR_CODES.TOKEN_INVALID });

    const expired = await invite('packer');
    await test.dataSource.query(
      `UPDATE staff_invite SET expires_at = now() - interval '1 second' WHERE staff_id = $1`,
      [expired.id],
    );
    expect((await accept(expired.token)).body.code).toBe(ERROR_CODES.TOKEN_INVALID);
    expect((await login(expired.email, PASSWORD)).status).toBe(401);

    // Inviting a pending address again sends a new link; the old one stops working.
    const owner = await loginSeller(test);
    sink.messages.length = 0;
    const again = await owner
      .post('/api/seller/staff/invite')
      .send({ email: expired.email, name: expired.name, role: 'packer' });
    expect(again.status).toBe(201);
    expect(again.body.account.id).toBe(expired.id);
    expect(await worker.runOnce()).toBe(1);
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(sink.messages[0].body)?.[1] as string;
    expect((await accept(expired.token)).status).toBe(400);
    expect((await accept(token)).status).toBe(200);

    // An address that already has an account is refused.
    const taken = await owner
      .post('/api/seller/staff/invite')
      .send({ email: SELLER.email, name: 'Someone', role: 'packer' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ success: false, code: ERROR_CODES.EMAIL_TAKEN });
  });

  it('validates the invitation with the contracts’ limits', async () => {
    const owner = await loginSeller(test);
    const bad = await owner
      .post('/api/seller/staff/invite')
      .send({ email: 'not an email', name: 'x'.repeat(101), role: 'boss' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: ERROR_CODES.VALIDATION });
    expect(bad.body.message).toEqual(expect.any(String));
  });

  it('names a wrong type as the problem, not a length or format rule', async () => {
    const owner = await loginSeller(test);
    const cases: [Record<string, unknown>, string, ValueKind][] = [
      [{ email: ['someone@staff.test'], name: 'Array Email', role: 'packer' }, 'email', 'text'],
      [{ email: 42, name: 'Number Email', role: 'packer' }, 'email', 'text'],
      [{ email: 'typed@staff.test', name: { first: 'Ann' }, role: 'packer' }, 'name', 'text'],
    ];
    for (const [body, field, kind] of cases) {
      const response = await owner.post('/api/seller/staff/invite').send(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        code: ERROR_CODES.VALIDATION,
        message: `${field} ${TYPE_MESSAGES[kind]}`,
        field,
      });
    }
  });

  it('deactivation and a role change end the account’s sessions at once', async () => {
    const owner = await loginSeller(test);
    const manager = await createStaff(test, 'manager');
    const agent = await loginStaff(test, manager);
    expect((await agent.get('/api/seller/is-auth')).status).toBe(200);

    const demoted = await owner
      .patch(`/api/seller/staff/${manager.id}/role`)
      .send({ role: 'packer' });
    expect(demoted.status).toBe(200);
    expect(demoted.body.account).toMatchObject({ role: 'packer', active: true });
    expect((await agent.get('/api/seller/is-auth')).status).toBe(401);

    const again = await loginStaff(test, manager);
    expect((await again.get('/api/seller/is-auth')).body.role).toBe('packer');
    const off = await owner.post(`/api/seller/staff/${manager.id}/deactivate`);
    expect(off.status).toBe(200);
    expect(off.body.account.active).toBe(false);
    expect((await again.get('/api/seller/is-auth')).status).toBe(401);
    expect((await login(manager.email, manager.password)).status).toBe(401);

    const on = await owner.post(`/api/seller/staff/${manager.id}/reactivate`);
    expect(on.status).toBe(200);
    expect((await login(manager.email, manager.password)).status).toBe(200);

    const missing = await owner.post(
      '/api/seller/staff/00000000-0000-4000-8000-000000000000/deactivate',
    );
    expect(missing.status).toBe(404);
    expect(missing.body.success).toBe(false);
  });

  it('deactivation ends the account’s open order feed, whose last word is session-ended', async () => {
    const owner = await loginSeller(test);
    const packer = await createStaff(test, 'packer');
    const loggedIn = await login(packer.email, packer.password);
    const feed = await openEventStream(
      `${await test.app.getUrl()}/api/order/seller/events`,
      cookieHeader(loggedIn.headers['set-cookie']),
    );
    expect(feed.status).toBe(200);
    await feed.next((event) => event.type === 'ready');

    expect((await owner.post(`/api/seller/staff/${packer.id}/deactivate`)).status).toBe(200);
    // The feed checks its session every few seconds: it ends without any other request.
    await feed.ended;
    expect(feed.events.at(-1)?.type).toBe('session-ended');
  });

  it('a pending invitation cannot be reactivated; deactivating it ends its link', async () => {
    const pending = await invite('packer');
    const owner = await loginSeller(test);
    expect((await owner.post(`/api/seller/staff/${pending.id}/deactivate`)).status).toBe(200);
    const refused = await owner.post(`/api/seller/staff/${pending.id}/reactivate`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, code: ERROR_CODES.STAFF_PENDING });
    expect((await accept(pending.token)).status).toBe(400);
  });

  it('changing one’s own password ends every other session; the caller stays logged in', async () => {
    const packer = await createStaff(test, 'packer');
    const here = await loginStaff(test, packer);
    const elsewhere = await loginStaff(test, packer);

    const listed = await here.get('/api/seller/me/sessions');
    expect(listed.status).toBe(200);
    expect(listed.body.sessions).toHaveLength(2);
    expect(listed.body.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    const wrong = await here
      .post('/api/seller/me/password')
      .send({ currentPassword: 'not it', newPassword: 'a new packer passphrase' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, code: ERROR_CODES.WRONG_PASSWORD });

    const changed = await here
      .post('/api/seller/me/password')
      .send({ currentPassword: packer.password, newPassword: 'a new packer passphrase' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ success: true, message: STAFF_TEXTS.passwordChanged });
    expect((await here.get('/api/seller/is-auth')).status).toBe(200);
    expect((await elsewhere.get('/api/seller/is-auth')).status).toBe(401);
    expect((await login(packer.email, packer.password)).status).toBe(401);
    expect((await login(packer.email, 'a new packer passphrase')).status).toBe(200);
  });

  it('of password changes sent at once with the same current password, exactly one is made', async () => {
    const packer = await createStaff(test, 'packer');
    const here = await loginStaff(test, packer);
    const wanted = ['first packer passphrase', 'second packer passphrase', 'third packer phrase'];
    const answers = await Promise.all(
      wanted.map((newPassword) =>
        here
          .post('/api/seller/me/password')
          .send({ currentPassword: packer.password, newPassword }),
      ),
    );
    const winners = answers.flatMap((answer, i) => (answer.status === 200 ? [wanted[i]] : []));
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect([
        [409, ERROR_CODES.PASSWORD_CHANGED],
        [400, ERROR_CODES.WRONG_PASSWORD],
      ]).toContainEqual([answer.status, answer.body.code]);
    }
    expect((await login(packer.email, winners[0])).status).toBe(200);
    for (const lost of wanted.filter((password) => password !== winners[0])) {
      expect((await login(packer.email, lost)).status).toBe(401);
    }
    // One audit row: the change that was made.
    const audited = (await test.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'staff.password' AND record_id = $1`,
      [packer.id],
    )) as { n: number }[];
    expect(audited[0].n).toBe(1);
  });

  it('ends one of one’s own sessions, and only one’s own', async () => {
    const manager = await createStaff(test, 'manager');
    const here = await loginStaff(test, manager);
    const elsewhere = await loginStaff(test, manager);
    const sessions = (await here.get('/api/seller/me/sessions')).body.sessions as {
      id: string;
      current: boolean;
    }[];
    const other = sessions.find((session) => !session.current) as { id: string };
    const ended = await here.delete(`/api/seller/me/sessions/${other.id}`);
    expect(ended.status).toBe(200);
    expect((await elsewhere.get('/api/seller/is-auth')).status).toBe(401);
    expect((await here.get('/api/seller/is-auth')).status).toBe(200);

    const stranger = await loginStaff(test, await createStaff(test, 'packer'));
    const current = sessions.find((session) => session.current) as { id: string };
    expect((await stranger.delete(`/api/seller/me/sessions/${current.id}`)).status).toBe(404);
    expect((await here.get('/api/seller/is-auth')).status).toBe(200);
  });

  it('keeps the last active owner: no deactivation or demotion (409)', async () => {
    const owner = await loginSeller(test);
    const staff = (await owner.get('/api/seller/staff')).body.staff as {
      id: string;
      email: string;
    }[];
    const me = staff.find((account) => account.email === SELLER.email) as { id: string };
    const off = await owner.post(`/api/seller/staff/${me.id}/deactivate`);
    expect(off.status).toBe(409);
    expect(off.body).toEqual({
      success: false,
      code: ERROR_CODES.LAST_OWNER,
      message: STAFF_TEXTS.lastOwner,
    });
    const demoted = await owner.patch(`/api/seller/staff/${me.id}/role`).send({ role: 'manager' });
    expect(demoted.status).toBe(409);
    expect((await owner.get('/api/seller/is-auth')).body.role).toBe('owner');
  });

  it('two owners demoting each other at once leave one owner', async () => {
    const other = await createStaff(test, 'owner');
    const first = await loginSeller(test);
    const second = await loginStaff(test, other);
    const me = (
      (await first.get('/api/seller/staff')).body.staff as { id: string; email: string }[]
    ).find((account) => account.email === SELLER.email) as { id: string };
    const [a, b] = await Promise.all([
      first.patch(`/api/seller/staff/${other.id}/role`).send({ role: 'manager' }),
      second.patch(`/api/seller/staff/${me.id}/role`).send({ role: 'manager' }),
    ]);
    expect([a.status, b.status].filter((status) => status === 200)).toHaveLength(1);
    const owners = (await test.dataSource.query(
      `SELECT id FROM staff_account WHERE role = 'owner' AND active`,
    )) as unknown[];
    expect(owners).toHaveLength(1);
  });
});
