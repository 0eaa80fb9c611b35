import type { AuthRateLimitConfig } from '../config/app-config.js';
import { backoffMs } from './auth-rate-limiter.js';
import { MemoryRateLimitStore } from './rate-limit-store.js';

const LIMITS: AuthRateLimitConfig = {
  perEmail: 10,
  perIp: 100,
  windowSeconds: 900,
  perAccount: 10,
  backoffSeconds: 30,
  backoffMaxSeconds: 300,
};

describe('backoffMs (the wait between guesses at one account)', () => {
  it('starts at the first wait, doubles with each check past the free ones, and stops at the longest', () => {
    expect([1, 2, 3, 4, 5, 6, 1000].map((past) => backoffMs(past, LIMITS) / 1000)).toEqual([
      30, 60, 120, 240, 300, 300, 300,
    ]);
  });
});

describe('MemoryRateLimitStore', () => {
  it('tells how long a window has left, and closes it on reset', async () => {
    const store = new MemoryRateLimitStore();
    expect(await store.remainingMs('k')).toBe(0);
    await store.increment('k', 60_000);
    const left = await store.remainingMs('k');
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(60_000);
    await store.reset('k');
    expect(await store.remainingMs('k')).toBe(0);
    expect(await store.increment('k', 60_000)).toBe(1);
  });
});
