import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  ERROR_CODES,
  PHONE_CODE_TRIES,
  PHONE_CODES_PER_IP,
  PHONE_CODES_PER_NUMBER,
  PHONE_TEXTS,
} from '@greencart/contracts';
import type request from 'supertest';
import { registerShopper, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Verified phone numbers and logging in by phone (docs/NOTIFICATIONS.md), with the development
 * SMS adapter: every code SMS is a file under `<DATA_DIR>/sms/`.
 */
describe('phone numbers (/api/user/phone)', () => {
  let test: TestApp;
  let numbers = 0;
  let ips = 0;

  beforeAll(async () => {
    // One proxy trusted: each test speaks from an IP of its own (X-Forwarded-For).
    test = await startTestApp({ TRUST_PROXY: '1', OUTBOX_POLL_MS: '60000' });
  });
  afterAll(async () => {
    await test.close();
  });

  /** A number no other test uses, as a shopper would type it, and its stored form. */
  function freshNumber(): { typed: string; stored: string } {
    numbers += 1;
    const seven = String(1_000_000 + numbers * 7919).slice(-7);
    return { typed: `077 ${seven.slice(0, 3)} ${seven.slice(3)}`, stored: `+9477${seven}` };
  }

  function freshIp(): string {
    ips += 1;
    return `203.0.113.${ips}`;
  }

  /** Every SMS written so far to the development folder, as `{ to, text }`. */
  async function smsFolder(): Promise<{ to: string; text: string }[]> {
    const folder = join(test.dataDir, 'sms');
    const files = await readdir(folder).catch(() => [] as string[]);
    return Promise.all(
      files.map(async (file) => {
        const raw = await readFile(join(folder, file), 'utf8');
        const [head, ...body] = raw.split('\n\n');
        return { to: /^To: (.+)$/m.exec(head)?.[1] ?? '', text: body.join('\n\n').trim() };
      }),
    );
  }

  /**
   * The code of the newest SMS to `stored`, once more than `before` have reached it (the code
   * is sent in the background): the file named after the newest code row.
   */
  async function codeSentTo(stored: string, before = 0): Promise<string> {
    for (let i = 0; i < 100; i += 1) {
      if ((await smsCountTo(stored)) > before) {
        const [row] = (await test.dataSource.query(
          `SELECT id FROM phone_code WHERE phone = $1 ORDER BY created_at DESC LIMIT 1`,
          [stored],
        )) as { id: string }[];
        const raw = await readFile(join(test.dataDir, 'sms', `${row.id}.txt`), 'utf8');
        const code = /code is (\d{6})\./.exec(raw)?.[1];
        if (code) return code;
      }
      await sleep(20);
    }
    throw new Error(`no SMS reached ${stored}`);
  }

  async function smsCountTo(stored: string): Promise<number> {
    return (await smsFolder()).filter((m) => m.to === stored).length;
  }

  const askCode = (agent: request.Agent, phone: string, ip = freshIp()) =>
    agent.post('/api/user/phone/code').set('X-Forwarded-For', ip).send({ phone });
  const enter = (agent: request.Agent, phone: string, code: string) =>
    agent.post('/api/user/phone/verify').send({ phone, code });

  /** A shopper with `number` verified. */
  async function verifiedShopper(number = freshNumber()) {
    const shopper = await registerShopper(test);
    expect((await askCode(shopper.agent, number.typed)).status).toBe(200);
    const code = await codeSentTo(number.stored);
    const verified = await enter(shopper.agent, number.typed, code);
    expect(verified.status).toBe(200);
    return { ...shopper, number };
  }

  it('reads the local form, sends a 6-digit code, and stores only its keyed hash', async () => {
    const { agent } = await registerShopper(test);
    const number = freshNumber();
    const asked = await askCode(agent, number.typed);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ success: true, message: PHONE_TEXTS.codeSent });
    const code = await codeSentTo(number.stored);
    expect(code).toMatch(/^\d{6}$/);
    const rows = (await test.dataSource.query(
      `SELECT p.*::text AS row, expires_at - created_at AS life FROM phone_code p WHERE phone = $1`,
      [number.stored],
    )) as { row: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0].row).not.toContain(code);

    const verified = await enter(agent, number.typed, code);
    expect(verified.status).toBe(200);
    expect(verified.body.phone).toMatch(/^07\d \d{3} \d{4}$/);
    const settings = await agent.get('/api/user/notifications');
    expect(settings.body).toEqual({
      success: true,
      phone: verified.body.phone,
      preferences: DEFAULT_NOTIFICATION_PREFERENCES,
    });
  });

  it('refuses a number that is not a Sri Lankan mobile with 400 and a human message', async () => {
    const { agent } = await registerShopper(test);
    for (const phone of ['011 234 5678', '+44 7700 900123', '12', 'x'.repeat(40)]) {
      const response = await askCode(agent, phone);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, code: ERROR_CODES.VALIDATION });
    }
    expect((await askCode(agent, 7 as unknown as string)).status).toBe(400);
    expect(
      (await test.http().post('/api/user/phone/code').send({ phone: '0771234567' })).status,
    ).toBe(401);
  });

  it(`stops a code after ${PHONE_CODE_TRIES} wrong tries, even the right one after`, async () => {
    const { agent } = await registerShopper(test);
    const number = freshNumber();
    await askCode(agent, number.typed);
    const code = await codeSentTo(number.stored);
    const wrong = code === '000000' ? '111111' : '000000';
    const tries = await Promise.all(
      Array.from({ length: PHONE_CODE_TRIES }, () => enter(agent, number.typed, wrong)),
    );
    expect(tries.map((t) => t.status)).toEqual(Array(PHONE_CODE_TRIES).fill(400));
    expect(tries[0].body).toMatchObject({
      code: ERROR_CODES.TOKEN_INVALID,
      message: PHONE_TEXTS.codeInvalid,
    });
    expect((await enter(agent, number.typed, code)).status).toBe(400);
    expect((await agent.get('/api/user/notifications')).body.phone).toBeNull();
  });

  it('takes a code once, never after it expired, and never from an older request', async () => {
    const { agent } = await registerShopper(test);
    const number = freshNumber();
    await askCode(agent, number.typed);
    const first = await codeSentTo(number.stored);
    await askCode(agent, number.typed);
    const second = await codeSentTo(number.stored, 1);
    if (first !== second) expect((await enter(agent, number.typed, first)).status).toBe(400);
    expect((await enter(agent, number.typed, second)).status).toBe(200);
    expect((await enter(agent, number.typed, second)).status).toBe(400);

    const other = freshNumber();
    await askCode(agent, other.typed);
    const late = await codeSentTo(other.stored);
    await test.dataSource.query(
      `UPDATE phone_code SET expires_at = now() - interval '1 second' WHERE phone = $1`,
      [other.stored],
    );
    expect((await enter(agent, other.typed, late)).status).toBe(400);
  });

  it("never sends a code for another account's number, and answers the same", async () => {
    const owner = await verifiedShopper();
    const before = await smsCountTo(owner.number.stored);
    const intruder = await registerShopper(test);
    const taken = await askCode(intruder.agent, owner.number.typed);
    const fresh = await askCode(intruder.agent, freshNumber().typed);
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    await sleep(100);
    expect(await smsCountTo(owner.number.stored)).toBe(before);
    // Nor does the owner's own code work from the other account.
    await askCode(owner.agent, owner.number.typed);
    const ownersCode = await codeSentTo(owner.number.stored, before);
    expect((await enter(intruder.agent, owner.number.typed, ownersCode)).status).toBe(400);
    expect((await intruder.agent.get('/api/user/notifications')).body.phone).toBeNull();
  });

  it('keeps the old number until the new one is verified', async () => {
    const shopper = await verifiedShopper();
    const oldLocal = (await shopper.agent.get('/api/user/notifications')).body.phone as string;
    const next = freshNumber();
    await askCode(shopper.agent, next.typed);
    const code = await codeSentTo(next.stored);
    expect((await shopper.agent.get('/api/user/notifications')).body.phone).toBe(oldLocal);
    expect((await enter(shopper.agent, next.typed, code)).status).toBe(200);
    const [row] = (await test.dataSource.query(`SELECT phone FROM "user" WHERE id = $1`, [
      shopper.userId,
    ])) as { phone: string }[];
    expect(row.phone).toBe(next.stored);
    expect((await shopper.agent.delete('/api/user/phone')).status).toBe(200);
    expect((await shopper.agent.get('/api/user/notifications')).body.phone).toBeNull();
  });

  it('logs in with a verified number and its code; an unknown number gets the same answer and no SMS', async () => {
    const shopper = await verifiedShopper();
    const before = await smsCountTo(shopper.number.stored);
    const visitor = test.http();
    const known = await visitor
      .post('/api/user/phone/login/code')
      .set('X-Forwarded-For', freshIp())
      .send({ phone: shopper.number.typed });
    const unknownNumber = freshNumber();
    const unknown = await visitor
      .post('/api/user/phone/login/code')
      .set('X-Forwarded-For', freshIp())
      .send({ phone: unknownNumber.typed });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const code = await codeSentTo(shopper.number.stored, before);
    await sleep(100);
    expect(await smsCountTo(unknownNumber.stored)).toBe(0);

    // A verify code does not log in, and a login code does not work for another number.
    expect(
      (await visitor.post('/api/user/phone/login').send({ phone: unknownNumber.typed, code }))
        .status,
    ).toBe(400);
    const login = await visitor
      .post('/api/user/phone/login')
      .send({ phone: shopper.number.typed, code });
    expect(login.status).toBe(200);
    expect(login.body.user._id).toBe(shopper.userId);
    expect((await visitor.get('/api/user/is-auth')).status).toBe(200);
    // Once only.
    expect(
      (await test.http().post('/api/user/phone/login').send({ phone: shopper.number.typed, code }))
        .status,
    ).toBe(400);
  });

  it(`limits code requests to ${PHONE_CODES_PER_NUMBER} per number and ${PHONE_CODES_PER_IP} per IP`, async () => {
    const { agent } = await registerShopper(test);
    const number = freshNumber();
    const perNumber = [];
    for (let i = 0; i <= PHONE_CODES_PER_NUMBER; i += 1)
      perNumber.push((await askCode(agent, number.typed)).status);
    expect(perNumber).toEqual([...Array(PHONE_CODES_PER_NUMBER).fill(200), 429]);

    const ip = freshIp();
    const perIp = [];
    for (let i = 0; i <= PHONE_CODES_PER_IP; i += 1)
      perIp.push((await askCode(agent, freshNumber().typed, ip)).status);
    expect(perIp).toEqual([...Array(PHONE_CODES_PER_IP).fill(200), 429]);
    // The login request counts in the same windows.
    const login = await test
      .http()
      .post('/api/user/phone/login/code')
      .set('X-Forwarded-For', ip)
      .send({ phone: freshNumber().typed });
    expect(login.status).toBe(429);
  });

  it('forgets the number of a closed account: it logs in nobody and can be verified anew', async () => {
    const closing = await verifiedShopper();
    const closed = await closing.agent
      .post('/api/user/delete')
      .send({ password: 'correct horse battery' });
    expect(closed.status).toBe(200);
    const rows = (await test.dataSource.query(
      `SELECT (SELECT count(*)::int FROM "user" WHERE phone = $1) AS users,
              (SELECT count(*)::int FROM phone_code WHERE phone = $1) AS codes`,
      [closing.number.stored],
    )) as { users: number; codes: number }[];
    expect(rows[0]).toEqual({ users: 0, codes: 0 });
    const again = await verifiedShopper(closing.number);
    expect((await again.agent.get('/api/user/notifications')).body.phone).not.toBeNull();
  });

  it('saves notification switches over the defaults and refuses unknown ones', async () => {
    const { agent } = await registerShopper(test);
    const saved = await agent.patch('/api/user/notifications').send({
      preferences: { delivered: { sms: true, push: false }, order_placed: { email: false } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.preferences.delivered).toEqual({ email: true, sms: true, push: false });
    expect(saved.body.preferences.order_placed).toEqual({ email: false, sms: false, push: true });
    const again = await agent
      .patch('/api/user/notifications')
      .send({ preferences: { delivered: { email: false } } });
    expect(again.body.preferences.delivered).toEqual({ email: false, sms: true, push: false });
    expect(again.body.preferences.order_placed.email).toBe(false);
    for (const preferences of [
      { marketing: { sms: true } },
      { delivered: { fax: true } },
      { delivered: { sms: 'yes' } },
      { delivered: { push: 'on' } },
      { delivered: 1 },
      'all',
    ]) {
      const refused = await agent.patch('/api/user/notifications').send({ preferences });
      expect(refused.status).toBe(400);
      expect(refused.body.success).toBe(false);
    }
    expect((await test.http().get('/api/user/notifications')).status).toBe(401);
  });
});
