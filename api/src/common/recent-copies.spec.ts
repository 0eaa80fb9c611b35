import { RecentCopies } from './recent-copies.js';

describe('RecentCopies', () => {
  it('answers a fresh copy without reading again', async () => {
    const copies = new RecentCopies<number>(60_000, 4);
    let reads = 0;
    const read = () => Promise.resolve(++reads);
    expect(await copies.get('zones', read)).toBe(1);
    expect(await copies.get('zones', read)).toBe(1);
    expect(reads).toBe(1);
  });

  it('reads again once the copy is older than its time', async () => {
    const copies = new RecentCopies<number>(0, 4);
    let reads = 0;
    const read = () => Promise.resolve(++reads);
    await copies.get('zones', read);
    expect(await copies.get('zones', read)).toBe(2);
  });

  it('never shares a read still in flight: each caller reads with its own reader', async () => {
    const copies = new RecentCopies<string>(60_000, 4);
    let release: (value: string) => void = () => undefined;
    const slow = copies.get('zones', () => new Promise<string>((resolve) => (release = resolve)));
    // A second caller (another transaction) does not wait for the first one's read.
    expect(await copies.get('zones', () => Promise.resolve('own read'))).toBe('own read');
    release('slow read');
    expect(await slow).toBe('slow read');
  });

  it('keeps no read begun before clear()', async () => {
    const copies = new RecentCopies<string>(60_000, 4);
    let release: (value: string) => void = () => undefined;
    const before = copies.get('zones', () => new Promise<string>((resolve) => (release = resolve)));
    copies.clear();
    release('old list');
    await before;
    expect(await copies.get('zones', () => Promise.resolve('new list'))).toBe('new list');
  });

  it('keeps at most maxKeys copies, dropping the oldest', async () => {
    const copies = new RecentCopies<string>(60_000, 2);
    await copies.get('a', () => Promise.resolve('a1'));
    await copies.get('b', () => Promise.resolve('b1'));
    await copies.get('c', () => Promise.resolve('c1'));
    expect(await copies.get('a', () => Promise.resolve('a2'))).toBe('a2');
    expect(await copies.get('c', () => Promise.resolve('c2'))).toBe('c1');
  });
});
