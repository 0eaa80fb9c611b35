/**
 * Values kept per key for a short time, like {@link TtlCache}, but a value still being read is
 * never shared: each caller that finds no fresh copy reads for itself (with its own entity
 * manager, e.g. its transaction's) and the last read is kept. Meant for reads made inside
 * transactions: on a one-connection database (PGlite) waiting for a read started outside the
 * transaction would wait for the connection the transaction holds. `clear()` drops every
 * copy, and a read begun before it is not kept. Copies are shared: callers must not change them.
 */
export class RecentCopies<V> {
  private readonly copies = new Map<string, { value: V; expiresAt: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxKeys: number,
  ) {}

  async get(key: string, read: () => Promise<V>): Promise<V> {
    const started = Date.now();
    const copy = this.copies.get(key);
    if (copy && copy.expiresAt > started) return copy.value;
    const generation = this.generation;
    const value = await read();
    if (generation === this.generation) {
      this.copies.delete(key);
      if (this.copies.size >= this.maxKeys) {
        const oldest = this.copies.keys().next().value;
        if (oldest !== undefined) this.copies.delete(oldest);
      }
      this.copies.set(key, { value, expiresAt: started + this.ttlMs });
    }
    return value;
  }

  clear(): void {
    this.generation += 1;
    this.copies.clear();
  }
}
