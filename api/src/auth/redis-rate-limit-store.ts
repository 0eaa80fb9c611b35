import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { RedisConfig } from '../config/app-config.js';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit-store.js';

const DECREMENT_OPEN_WINDOW = `
if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0`;

/**
 * Counters in Redis, shared by every API instance. A window is a key with a TTL: created
 * at 0 with `SET … PX NX`, then `INCR` (which keeps the TTL), both in one MULTI.
 *
 * When Redis cannot be reached the limits fall back to this instance's memory instead of
 * failing every login (Redis is optional) or letting every attempt through; a warning is
 * logged once per outage.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly logger = new Logger('RateLimit');
  private readonly client: Redis;
  private readonly fallback = new MemoryRateLimitStore();
  private degraded = false;

  constructor(config: RedisConfig) {
    this.client = new Redis(config.url, {
      keyPrefix: config.keyPrefix,
      // Fail fast while disconnected rather than queueing logins behind a dead Redis.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 1000,
    });
    // Without a listener ioredis prints every reconnection error; one warning is enough.
    this.client.on('error', (error: Error) => this.degrade(error));
    this.client.on('ready', () => {
      if (this.degraded) this.logger.log('Redis is back: rate limits are shared again');
      this.degraded = false;
    });
  }

  async counts(keys: readonly string[]): Promise<number[]> {
    try {
      const values = await this.client.mget(...keys);
      return values.map((value) => Number(value ?? 0));
    } catch (error) {
      this.degrade(error);
      return this.fallback.counts(keys);
    }
  }

  async increment(key: string, windowMs: number): Promise<number> {
    try {
      const results = await this.client
        .multi()
        .set(key, '0', 'PX', windowMs, 'NX')
        .incr(key)
        .exec();
      const [, incremented] = results ?? [];
      if (!incremented || incremented[0]) throw incremented?.[0] ?? new Error('MULTI aborted');
      return Number(incremented[1]);
    } catch (error) {
      this.degrade(error);
      return this.fallback.increment(key, windowMs);
    }
  }

  async decrement(key: string): Promise<void> {
    try {
      // Only an open window is decremented: DECR on a missing key would create one without a TTL.
      await this.client.eval(DECREMENT_OPEN_WINDOW, 1, key);
    } catch (error) {
      this.degrade(error);
      await this.fallback.decrement(key);
    }
  }

  async remainingMs(key: string): Promise<number> {
    try {
      // -2: no such key, -1: no expiry (never written so by this store).
      return Math.max(0, await this.client.pttl(key));
    } catch (error) {
      this.degrade(error);
      return this.fallback.remainingMs(key);
    }
  }

  async reset(key: string): Promise<void> {
    try {
      await this.client.del(key);
    } catch (error) {
      this.degrade(error);
    }
    await this.fallback.reset(key);
  }

  async close(): Promise<void> {
    this.client.disconnect();
    await this.fallback.close();
  }

  private degrade(error: unknown): void {
    if (this.degraded) return;
    this.degraded = true;
    this.logger.warn(
      `Redis unreachable (${error instanceof Error ? error.message : String(error)}): rate limits are per instance until it is back`,
    );
  }
}
