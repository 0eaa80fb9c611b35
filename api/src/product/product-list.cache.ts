import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';

/** The serialised product list and its validator. */
export interface CachedList {
  body: string;
  etag: string;
}

/**
 * How long this instance trusts its copy of the list. Writes on this instance invalidate
 * at once; other instances see a stock change within this time. A short TTL is simpler
 * and safer than a version check that would cost a query per request (DESIGN.md §11).
 */
export const PRODUCT_LIST_TTL_MS = 1500;

/**
 * Keeps the product list as ready-to-send compact JSON with a strong ETag. Concurrent
 * misses share one load, and a load that started before an invalidation is not cached.
 */
@Injectable()
export class ProductListCache {
  private cached?: CachedList & { expiresAt: number };
  private pending?: Promise<CachedList>;
  private generation = 0;

  /** The cached list, loading it with `load` when missing or older than the TTL. */
  async get(load: () => Promise<string>): Promise<CachedList> {
    if (this.cached && this.cached.expiresAt > Date.now()) return this.cached;
    if (!this.pending) {
      const pending = this.refresh(load);
      this.pending = pending;
      // Only clear our own promise: an invalidation may already have started a newer load.
      const clear = () => {
        if (this.pending === pending) this.pending = undefined;
      };
      pending.then(clear, clear);
    }
    return this.pending;
  }

  /** Forgets the list; the next read loads it again. Call after every product write. */
  invalidate(): void {
    this.generation += 1;
    this.cached = undefined;
    this.pending = undefined;
  }

  private async refresh(load: () => Promise<string>): Promise<CachedList> {
    const generation = this.generation;
    const body = await load();
    const list = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (generation === this.generation)
      this.cached = { ...list, expiresAt: Date.now() + PRODUCT_LIST_TTL_MS };
    return list;
  }
}
