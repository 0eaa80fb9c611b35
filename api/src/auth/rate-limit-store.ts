/** Injection token of the {@link RateLimitStore} in use. */
export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');

/**
 * Fixed-window counters. In memory they are per API instance; in Redis every instance
 * counts in the same windows, so N replicas do not multiply the limits by N.
 */
export interface RateLimitStore {
  /** The count of each key in its current window (0 when none is open), in order. */
  counts(keys: readonly string[]): Promise<number[]>;
  /** Adds one to `key`, opening a window of `windowMs` when none is open; answers the new count. */
  increment(key: string, windowMs: number): Promise<number>;
  /** Takes one off `key` while its window is open (never below 0, never opens a window). */
  decrement(key: string): Promise<void>;
  /** Milliseconds until the window of `key` closes; 0 when none is open. */
  remainingMs(key: string): Promise<number>;
  /** Closes the window of `key` (its count is 0 again). */
  reset(key: string): Promise<void>;
  /** Releases connections (application shutdown). */
  close(): Promise<void>;
}

interface Window {
  count: number;
  resetAt: number;
}

/** Windows kept before expired ones are swept, so a flood of distinct keys stays bounded. */
const SWEEP_ABOVE = 100_000;

/** Counters in this process: the default, and the fallback while Redis is unreachable. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, Window>();

  async counts(keys: readonly string[]): Promise<number[]> {
    const now = Date.now();
    return keys.map((key) => {
      const window = this.windows.get(key);
      return window && window.resetAt > now ? window.count : 0;
    });
  }

  async increment(key: string, windowMs: number): Promise<number> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > SWEEP_ABOVE) this.sweep(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count;
  }

  async decrement(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.resetAt > Date.now() && window.count > 0) window.count -= 1;
  }

  async remainingMs(key: string): Promise<number> {
    const window = this.windows.get(key);
    return window ? Math.max(0, window.resetAt - Date.now()) : 0;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
