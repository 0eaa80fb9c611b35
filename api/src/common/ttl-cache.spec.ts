import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  afterEach(() => jest.useRealTimers());

  it('computes a key once while fresh, sharing the answer with concurrent callers', async () => {
    const cache = new TtlCache<number>(1000, 10);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, await cache.get('k', load), loads]).toEqual([1, 1, 1, 1]);
  });

  it('computes again once the time is up', async () => {
    jest.useFakeTimers({ now: 0 });
    const cache = new TtlCache<number>(1000, 10);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    await cache.get('k', load);
    jest.setSystemTime(999);
    expect(await cache.get('k', load)).toBe(1);
    jest.setSystemTime(1000);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('forgets a failed computation, and never keeps one that was running when cleared', async () => {
    const cache = new TtlCache<number>(1000, 10);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', () => Promise.resolve(1))).toBe(1);

    let finish: (n: number) => void = () => undefined;
    const running = cache.get('slow', () => new Promise<number>((resolve) => (finish = resolve)));
    cache.clear();
    finish(1);
    await running;
    expect(await cache.get('slow', () => Promise.resolve(2))).toBe(2);
  });

  it('keeps at most maxKeys keys, dropping the oldest', async () => {
    const cache = new TtlCache<string>(1000, 2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => Promise.resolve(key));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', () => Promise.resolve('a again'))).toBe('a again');
    expect(await cache.get('c', () => Promise.resolve('c again'))).toBe('c');
  });
});
