import { ERROR_CODES, type Order, type ProductQueryResponse } from '@greencart/contracts';
import type { FastifyInstance } from 'fastify';
import { COLOMBO } from '../support/fixtures.js';
import { SELLER, insertProduct, startTestApp, type TestApp } from '../support/test-app.js';

/** Every C0 control character (NUL … US) and DEL. */
const CONTROLS = [...Array.from({ length: 0x20 }, (_, code) => code), 0x7f].map((code) =>
  String.fromCharCode(code),
);

/** Tab, line feed and carriage return: a product name may hold them (body-guard.ts allows them). */
const WHITESPACE_CONTROLS = new Set(['\t', '\n', '\r']);

/** The control character put at the start, in the middle or at the end of a valid value. */
function spliced(value: string, control: string, index: number): string {
  const at = [0, Math.floor(value.length / 2), value.length][index % 3];
  return value.slice(0, at) + control + value.slice(at);
}

/** What an error body may never contain: internals of the server. */
const LEAKS = [/\bstack\b/i, /QueryFailedError|TypeORM|node_modules|\/src\//, /\bSELECT\b/];

/**
 * The class "control characters in every query parameter and cursor" of the catalogue and
 * order list routes: a NUL once answered 500 and left every later search, category page,
 * suggestion and order list answering 500 until a restart.
 */
describe('attack: control characters in the query parameters and cursors of the catalogue and order lists', () => {
  let test: TestApp;
  let fastify: FastifyInstance;
  let shopperCookie: string;
  let sellerCookie: string;

  beforeAll(async () => {
    test = await startTestApp({ ORDER_RATE_LIMIT_PER_MINUTE: '1000' });
    fastify = test.app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
    await insertProduct(test, { id: 'tomato', name: 'Tomato 1 kg', category: 'Vegetables' });
    await insertProduct(test, { id: 'potato', name: 'Potato 500g', category: 'Vegetables' });
    await insertProduct(test, { id: 'banana', name: 'Banana', category: 'Fruits', price: 60 });
    const registered = await fastify.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        name: 'Nimal Perera',
        email: 'nimal@example.com',
        password: 'correct horse battery',
      },
    });
    shopperCookie = String(registered.headers['set-cookie']).split(';')[0];
    const address = await fastify.inject({
      method: 'POST',
      url: '/api/address/add',
      headers: { cookie: shopperCookie },
      payload: { address: COLOMBO },
    });
    for (const product of ['tomato', 'banana']) {
      const placed = await fastify.inject({
        method: 'POST',
        url: '/api/order/cod',
        headers: { cookie: shopperCookie },
        payload: { address: address.json().address._id, items: [{ product, quantity: 1 }] },
      });
      expect(placed.statusCode).toBe(201);
    }
    const seller = await fastify.inject({
      method: 'POST',
      url: '/api/seller/login',
      payload: SELLER,
    });
    sellerCookie = String(seller.headers['set-cookie']).split(';')[0];
  });
  afterAll(() => test.close());

  async function get(url: string, cookie?: string) {
    return fastify.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  }

  /** The `nextCursor` of a first page of one. */
  async function nextCursor(url: string, cookie?: string): Promise<string> {
    const response = await get(url, cookie);
    expect(response.statusCode).toBe(200);
    const cursor = response.json().nextCursor as string | null;
    if (!cursor) throw new Error(`no next page for ${url}`);
    return cursor;
  }

  /** The routes, each with a valid value for every query parameter it takes. */
  async function routes(): Promise<
    { path: string; cookie?: string; params: Record<string, string> }[]
  > {
    return [
      {
        path: '/api/product/query',
        params: {
          q: 'tomato',
          category: 'vegetables',
          inStock: 'true',
          sort: 'name',
          cursor: await nextCursor('/api/product/query?sort=name&limit=1'),
          limit: '1',
          archived: 'exclude',
        },
      },
      { path: '/api/product/suggest', params: { q: 'tom' } },
      {
        path: '/api/order/user',
        cookie: shopperCookie,
        params: { cursor: await nextCursor('/api/order/user?limit=1', shopperCookie), limit: '1' },
      },
      {
        path: '/api/order/seller',
        cookie: sellerCookie,
        params: {
          status: 'Order Placed',
          q: 'Nimal',
          cursor: await nextCursor('/api/order/seller?limit=1', sellerCookie),
          limit: '1',
        },
      },
    ];
  }

  /** The shop answers as it should: search, category page, suggestions, both order lists. */
  async function expectShopWorking(): Promise<void> {
    const search = await get('/api/product/query?q=potato');
    expect(search.statusCode).toBe(200);
    expect((search.json() as ProductQueryResponse).products.map((p) => p._id)).toEqual(['potato']);
    const category = await get('/api/product/query?category=vegetables&sort=name');
    expect(category.statusCode).toBe(200);
    expect((category.json() as ProductQueryResponse).products.map((p) => p._id)).toEqual([
      'potato',
      'tomato',
    ]);
    const suggestions = await get('/api/product/suggest?q=ban');
    expect(suggestions.statusCode).toBe(200);
    expect(suggestions.json().suggestions.map((s: { _id: string }) => s._id)).toEqual(['banana']);
    const own = await get('/api/order/user', shopperCookie);
    expect(own.statusCode).toBe(200);
    expect((own.json().orders as Order[]).map((o) => o.items[0].name)).toEqual([
      'Banana',
      'Tomato 1 kg',
    ]);
    const all = await get('/api/order/seller?q=nimal%40example.com', sellerCookie);
    expect(all.statusCode).toBe(200);
    expect(all.json().orders).toHaveLength(2);
  }

  it('answers 400 naming the parameter to a control character in any query parameter, and keeps working', async () => {
    await expectShopWorking();
    const failures: string[] = [];
    let sent = 0;
    for (const route of await routes()) {
      for (const [name, value] of Object.entries(route.params)) {
        for (const [index, control] of CONTROLS.entries()) {
          const params = new URLSearchParams({
            ...route.params,
            [name]: spliced(value, control, index),
          });
          const url = `${route.path}?${params.toString()}`;
          const response = await get(url, route.cookie);
          sent += 1;
          const body = response.body;
          if (
            response.statusCode !== 400 ||
            response.json().success !== false ||
            response.json().field !== name ||
            LEAKS.some((leak) => leak.test(body))
          ) {
            failures.push(`${url} → ${response.statusCode} ${body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBe(14 * CONTROLS.length);
    await expectShopWorking();
  });

  it('answers 400 to a cursor that decodes to text with a control character, and keeps working', async () => {
    await expectShopWorking();
    const failures: string[] = [];
    const check = async (url: string, cookie: string | undefined, code: string) => {
      const response = await get(url, cookie);
      const body = response.json();
      if (response.statusCode !== 400 || body.code !== code || body.field !== 'cursor') {
        failures.push(`${url} → ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    };
    // The product cursor is JSON [sort, key, id]: a control character in the key or the id.
    // Tab and newlines may be in a name (the key of the name sort): those are not refused.
    const sorts = ['relevance&q=o', 'price-asc', 'price-desc', 'newest', 'name'];
    for (const sort of sorts) {
      const cursor = await nextCursor(`/api/product/query?sort=${sort}&limit=1`);
      const [sortName, key, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
      for (const [index, control] of CONTROLS.entries()) {
        if (WHITESPACE_CONTROLS.has(control)) continue;
        for (const forged of [
          [sortName, spliced(key, control, index), id],
          [sortName, key, spliced(id, control, index)],
        ]) {
          const encoded = Buffer.from(JSON.stringify(forged)).toString('base64url');
          await check(
            `/api/product/query?sort=${sort}&limit=1&cursor=${encoded}`,
            undefined,
            ERROR_CODES.PRODUCT_CURSOR_INVALID,
          );
        }
      }
    }
    // The order cursor is "micros.number".
    for (const [path, cookie] of [
      ['/api/order/user', shopperCookie],
      ['/api/order/seller', sellerCookie],
    ]) {
      const cursor = await nextCursor(`${path}?limit=1`, cookie);
      const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
      for (const [index, control] of CONTROLS.entries()) {
        const encoded = Buffer.from(spliced(decoded, control, index)).toString('base64url');
        await check(`${path}?cursor=${encoded}`, cookie, ERROR_CODES.ORDER_CURSOR_INVALID);
      }
    }
    expect(failures).toEqual([]);
    await expectShopWorking();
  });
});
