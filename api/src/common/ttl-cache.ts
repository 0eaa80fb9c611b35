/**
 * Answers kept per key for a short time: the first request for a key computes it, requests
 * for the same key within `ttlMs` (including those arriving while it is computed) share that
 * answer. At most `maxKeys` keys are kept (the oldest go first); a failed computation is
 * forgotten at once. `clear()` drops everything, and an answer still being computed when it
 * is called is never kept. Answers are shared: callers must not change them.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxKeys: number,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    this.entries.delete(key);
    if (this.entries.size >= this.maxKeys) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const value = load();
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
