import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Injectable } from '@nestjs/common';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Content codings the list is kept in besides identity, in order of preference. */
export const LIST_ENCODINGS = ['br', 'gzip'] as const;
export type ListEncoding = (typeof LIST_ENCODINGS)[number];

/** The serialised product list: ready bytes, their validator, and compressed copies. */
export interface CachedList {
  body: string;
  bytes: Buffer;
  etag: string;
  /** Filled in the background on first demand; until then the identity bytes are sent. */
  encoded: Partial<Record<ListEncoding, Buffer>>;
}

/**
 * How long this instance trusts its copy of the list. Writes on this instance invalidate
 * at once; other instances see a stock change within this time. A short TTL is simpler
 * and safer than a version check that would cost a query per request (budgets: e2e/bench/README.md).
 */
export const PRODUCT_LIST_TTL_MS = 1500;

/**
 * Keeps the product list as ready-to-send compact JSON bytes with a strong ETag and, once
 * asked for, gzip and brotli copies. Concurrent misses share one load, and a load that
 * started before an invalidation is not cached. A reload that produced the same bytes keeps
 * the compressed copies (compressing 10,000 products is not free).
 */
@Injectable()
export class ProductListCache {
  private cached?: CachedList & { expiresAt: number };
  private pending?: Promise<CachedList>;
  private generation = 0;
  /** The last list built, fresh or not: its compressed copies are reused when unchanged. */
  private last?: CachedList;

  /** The cached list, loading it with `load` when missing or older than the TTL. */
  async get(load: () => Promise<string>): Promise<CachedList> {
    const fresh = this.peek();
    if (fresh) return fresh;
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

  /** The list if this instance holds a fresh copy, without loading anything. */
  peek(): CachedList | undefined {
    return this.cached && this.cached.expiresAt > Date.now() ? this.cached : undefined;
  }

  /**
   * The copy this instance holds, even if older than the TTL (never one a write on this
   * instance invalidated), and whether it is still fresh. The fast path answers a stale copy
   * while it has the list reloaded, so a reload never sends a burst of requests the slow way.
   */
  current(): { list: CachedList; fresh: boolean } | undefined {
    return this.cached && { list: this.cached, fresh: this.cached.expiresAt > Date.now() };
  }

  /** Forgets the list; the next read loads it again. Call after every product write. */
  invalidate(): void {
    this.generation += 1;
    this.cached = undefined;
    this.pending = undefined;
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` on every {@link invalidate} (other caches of catalogue answers). */
  onInvalidate(listener: () => void): void {
    this.listeners.push(listener);
  }

  private readonly listeners: Array<() => void> = [];

  /**
   * The best copy of `list` for an Accept-Encoding header: brotli, then gzip, else identity.
   * A copy not made yet is started in the background and identity is answered meanwhile.
   */
  pick(
    list: CachedList,
    acceptEncoding: string | undefined,
  ): { bytes: Buffer; encoding?: ListEncoding } {
    const accepted = (acceptEncoding ?? '').toLowerCase();
    for (const encoding of LIST_ENCODINGS) {
      if (!accepts(accepted, encoding)) continue;
      const bytes = list.encoded[encoding];
      if (bytes) return { bytes, encoding };
      this.compress(list, encoding);
    }
    return { bytes: list.bytes };
  }

  /** Compressions started, per list content (keyed by its `encoded` record, shared by copies). */
  private compressing = new WeakMap<CachedList['encoded'], Set<ListEncoding>>();

  private compress(list: CachedList, encoding: ListEncoding): void {
    const started = this.compressing.get(list.encoded) ?? new Set<ListEncoding>();
    if (started.has(encoding)) return;
    started.add(encoding);
    this.compressing.set(list.encoded, started);
    const work =
      encoding === 'br'
        ? brotliAsync(list.bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipAsync(list.bytes, { level: 6 });
    work.then(
      (bytes) => {
        list.encoded[encoding] = bytes;
      },
      () => started.delete(encoding),
    );
  }

  private async refresh(load: () => Promise<string>): Promise<CachedList> {
    const generation = this.generation;
    const body = await load();
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const list: CachedList =
      this.last && this.last.etag === etag
        ? this.last
        : { body, bytes: Buffer.from(body), etag, encoded: {} };
    this.last = list;
    if (generation === this.generation)
      this.cached = { ...list, expiresAt: Date.now() + PRODUCT_LIST_TTL_MS };
    return list;
  }
}

/** Whether an Accept-Encoding value accepts `coding` (a `q=0` refuses it). */
function accepts(header: string, coding: string): boolean {
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name.trim() !== coding && name.trim() !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}
