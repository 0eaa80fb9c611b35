import { ERROR_CODES, tooManyAttemptsMessage } from '@greencart/contracts';
import type { Response } from 'supertest';
import { useMovableClock } from '../support/clock.js';
import { createStaff } from '../support/staff.js';
import { registerShopper, startTestApp, type TestApp } from '../support/test-app.js';

/** Free password checks per account in one window, and its first and longest waits. */
const PER_ACCOUNT = 10;
const WAIT_SECONDS = 2;

/**
 * Guessing one account's password from many addresses (docs/SECURITY.md): past a few checks
 * per account, whatever the address, each guess waits for the one before (429 with
 * Retry-After), while the owner gets in after a short wait, or at once from an address they
 * logged in from before.
 */
describe('attack: one account guessed from many addresses', () => {
  let test: TestApp;
  let address = 0;

  beforeAll(async () => {
    // One gateway in front (TRUST_PROXY=1): each X-Forwarded-For below is another client.
    test = await startTestApp({
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
      AUTH_BACKOFF_SECONDS: String(WAIT_SECONDS),
      AUTH_BACKOFF_MAX_SECONDS: String(WAIT_SECONDS * 2),
    });
  });
  afterAll(() => test.close());

  // The limiter's windows run on Date. Stopped, that clock moves only when a test moves it: on
  // a slow machine forty guesses can take longer than the 2 s wait, which then ran out midway.
  let clock: ReturnType<typeof useMovableClock>;
  beforeEach(() => {
    clock = useMovableClock({ running: false });
  });
  afterEach(() => clock?.restore());

  /** A client address never used before in this suite. */
  const newAddress = () => {
    address += 1;
    return `198.51.${Math.floor(address / 250)}.${(address % 250) + 1}`;
  };
  const login = (path: string, from: string, email: string, password: string) =>
    test.http().post(path).set('x-forwarded-for', from).send({ email, password });
  /** `count` wrong guesses at `email`, sent at once, each from its own address. */
  const guesses = (path: string, email: string, count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        login(path, newAddress(), email, `wrong guess number ${i}`),
      ),
    );
  const statuses = (responses: Response[]) => ({
    checked: responses.filter((r) => r.status === 401).length,
    refused: responses.filter((r) => r.status === 429).length,
  });
  function expectWait(response: Response): number {
    expect(response.status).toBe(429);
    const seconds = Number(response.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(WAIT_SECONDS);
    expect(response.body).toEqual({
      success: false,
      code: ERROR_CODES.RATE_LIMITED,
      message: tooManyAttemptsMessage(seconds),
    });
    return seconds;
  }

  it('answers 429 with Retry-After to most of 40 wrong staff passwords from 40 addresses', async () => {
    const staff = await createStaff(test, 'manager');
    const responses = await guesses('/api/seller/login', staff.email, 40);
    // The free checks, then one guess that opens the wait; every other one waits.
    expect(statuses(responses)).toEqual({
      checked: PER_ACCOUNT + 1,
      refused: 40 - PER_ACCOUNT - 1,
    });
    for (const response of responses.filter((r) => r.status === 429)) expectWait(response);
    // Even the right password waits, from an address the account never logged in from.
    expectWait(await login('/api/seller/login', newAddress(), staff.email, staff.password));
  });

  it('answers an email with no account exactly the same way', async () => {
    const responses = await guesses('/api/user/login', `nobody-${Date.now()}@example.com`, 15);
    expect(statuses(responses)).toEqual({ checked: PER_ACCOUNT + 1, refused: 4 });
    for (const response of responses.filter((r) => r.status === 429)) expectWait(response);
  });

  it('lets the owner in once the short wait is over, and a success ends the back-off', async () => {
    const { email } = await registerShopper(test);
    const password = 'correct horse battery';
    const attack = await guesses('/api/user/login', email, PER_ACCOUNT + 2);
    expect(statuses(attack)).toEqual({ checked: PER_ACCOUNT + 1, refused: 1 });
    const owner = newAddress();
    const wait = expectWait(await login('/api/user/login', owner, email, password));

    clock.forward(wait * 1000);
    expect((await login('/api/user/login', owner, email, password)).status).toBe(200);
    // Counted afresh: the next wrong guesses are checked again.
    expect(statuses(await guesses('/api/user/login', email, 3))).toEqual({
      checked: 3,
      refused: 0,
    });
  });

  it('never keeps the owner waiting at an address they logged in from before', async () => {
    const staff = await createStaff(test, 'packer');
    const home = newAddress();
    expect((await login('/api/seller/login', home, staff.email, staff.password)).status).toBe(200);
    await guesses('/api/seller/login', staff.email, 30);
    expectWait(await login('/api/seller/login', newAddress(), staff.email, staff.password));
    expect((await login('/api/seller/login', home, staff.email, staff.password)).status).toBe(200);
  });
});
