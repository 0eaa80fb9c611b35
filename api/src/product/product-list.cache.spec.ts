import { PRODUCT_LIST_TTL_MS, ProductListCache } from './product-list.cache.js';

describe('ProductListCache', () => {
  afterEach(() => jest.useRealTimers());

  it('loads once for concurrent readers and serves the copy until the TTL passes', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const cache = new ProductListCache();
    const load = jest.fn(async () => '{"n":1}');
    const [a, b] = await Promise.all([cache.get(load), cache.get(load)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(a).toEqual(b);
    expect(a.etag).toMatch(/^".+"$/);
    jest.setSystemTime(1_000_000 + PRODUCT_LIST_TTL_MS - 1);
    await cache.get(load);
    expect(load).toHaveBeenCalledTimes(1);
    jest.setSystemTime(1_000_000 + PRODUCT_LIST_TTL_MS + 1);
    await cache.get(load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads at once after an invalidation, with a different ETag for a different body', async () => {
    const cache = new ProductListCache();
    const first = await cache.get(async () => 'one');
    cache.invalidate();
    const second = await cache.get(async () => 'two');
    expect(second.body).toBe('two');
    expect(second.etag).not.toBe(first.etag);
  });

  it('does not keep a list that was loading while a write invalidated it', async () => {
    const cache = new ProductListCache();
    let finish!: (body: string) => void;
    const stale = cache.get(() => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate();
    finish('stale');
    await stale;
    expect((await cache.get(async () => 'fresh')).body).toBe('fresh');
  });
});
