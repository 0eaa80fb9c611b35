import { createServer } from 'node:net';
import { RedisRateLimitStore } from './redis-rate-limit-store.js';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('RedisRateLimitStore', () => {
  it('keeps limiting from memory while Redis is unreachable', async () => {
    const store = new RedisRateLimitStore({
      url: `redis://127.0.0.1:${await closedPort()}`,
      keyPrefix: 'greencart-spec:',
    });
    try {
      expect(await store.increment('auth:ip:10.0.0.1', 60_000)).toBe(1);
      expect(await store.increment('auth:ip:10.0.0.1', 60_000)).toBe(2);
      expect(await store.counts(['auth:ip:10.0.0.1', 'auth:ip:10.0.0.2'])).toEqual([2, 0]);
      expect(await store.remainingMs('auth:ip:10.0.0.1')).toBeGreaterThan(0);
      await store.reset('auth:ip:10.0.0.1');
      expect(await store.counts(['auth:ip:10.0.0.1'])).toEqual([0]);
    } finally {
      await store.close();
    }
  });
});
