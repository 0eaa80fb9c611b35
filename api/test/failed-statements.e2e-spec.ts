import { ERROR_CODES, toCents, type Order, type ProductQueryResponse } from '@greencart/contracts';
import type request from 'supertest';
import { POOL_SIZE } from '../src/database/database-options.js';
import { queryPrepared } from '../src/database/prepared-query.js';
import { ProductEntity } from '../src/product/product.entity.js';
import { placeCodOrder } from './support/orders.js';
import { shopperWithAddress } from './support/shoppers.js';
import { loginSeller, startTestApp, type TestApp } from './support/test-app.js';

/**
 * A failed statement must never poison later requests: a NUL in a search once
 * left every later search, category page, suggestion and order list answering 500 until a
 * restart. Runs on both databases: the embedded PGlite (one pooled connection, one session
 * behind its socket server whatever the connection) and a server (ten connections).
 */
describe('a failed statement never poisons the connection pool', () => {
  let test: TestApp;
  let shopper: request.Agent;
  let poolSize: number;

  beforeAll(async () => {
    test = await startTestApp();
    // The pool the API runs with: 1 connection on the embedded database, POOL_SIZE on a server.
    poolSize = (test.dataSource.options as { poolSize?: number }).poolSize ?? POOL_SIZE;
    const products = test.dataSource.getRepository(ProductEntity);
    for (const [index, [id, name]] of [
      ['tomato', 'Tomato 1 kg'],
      ['potato', 'Potato 500g'],
      ['banana', 'Banana Robusta'],
    ].entries()) {
      await products.insert({
        id,
        name,
        category: id === 'banana' ? 'Fruits' : 'Vegetables',
        priceCents: toCents(100),
        offerPriceCents: toCents(100),
        images: [`/uploads/products/${id}.webp`],
        description: ['Fresh'],
        inStock: true,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
      });
    }
    const registered = await shopperWithAddress(test);
    shopper = registered.agent;
    await placeCodOrder(registered, [{ product: 'tomato', quantity: 1 }]);
  });
  afterAll(() => test.close());

  /**
   * A statement that holds its connection a moment, so that concurrent runs take every
   * connection of the pool, and that fails at Bind (a NUL) or while running (100 / 0 for an
   * empty text) when asked to.
   */
  const STATEMENT = `SELECT $1::text AS said, pg_backend_pid() AS pid, 100 / length($1) AS ratio,
    pg_sleep(0.05)::text AS slept`;

  /** The statement run on every connection of the pool at once (settled, in order). */
  function onEveryConnection(value: unknown) {
    return Promise.allSettled(
      Array.from({ length: poolSize }, () =>
        queryPrepared<{ said: string; pid: number }>(test.dataSource, STATEMENT, [value]),
      ),
    );
  }

  /**
   * Runs on every connection at once; answers what the runs said and how many connections
   * answered. The app's background work (outbox, jobs) may hold a connection a moment, and a
   * run then waits for one another run has used: the batch is run again, at most 3 times in
   * all, until every connection has answered.
   */
  async function answersOnEveryConnection(value: string) {
    const said = new Set<string>();
    const pids = new Set<number>();
    for (let attempt = 0; attempt < 3 && pids.size < poolSize; attempt += 1) {
      for (const result of await onEveryConnection(value)) {
        if (result.status === 'rejected') throw result.reason;
        said.add(result.value[0].said);
        pids.add(result.value[0].pid);
      }
    }
    return { said: [...said], connections: pids.size };
  }

  /** The shop's own prepared reads, through HTTP: a search, a category page, suggestions, orders. */
  async function shopReads(word: string): Promise<void> {
    const search = await test.http().get(`/api/product/query?q=${word}`);
    expect(search.status).toBe(200);
    expect((search.body as ProductQueryResponse).products.map((p) => p._id)).toEqual([word]);
    const category = await test.http().get('/api/product/query?category=vegetables&sort=name');
    expect(category.status).toBe(200);
    expect((category.body as ProductQueryResponse).products.map((p) => p._id)).toEqual([
      'potato',
      'tomato',
    ]);
    const suggestions = await test.http().get(`/api/product/suggest?q=${word.slice(0, 3)}`);
    expect(suggestions.status).toBe(200);
    expect(suggestions.body.suggestions.map((s: { _id: string }) => s._id)).toEqual([word]);
    const orders = await shopper.get('/api/order/user');
    expect(orders.status).toBe(200);
    expect((orders.body.orders as Order[]).map((o) => o.items[0].product?._id)).toEqual(['tomato']);
  }

  it.each([
    // Parse succeeds, Bind fails: PostgreSQL refuses a NUL in text.
    ['a value the database refuses (a NUL)', 'tomato\u0000', '22021'],
    // Parse and Bind succeed, running fails.
    ['an error while running (a division by zero)', '', '22012'],
  ])('answers on every pooled connection after %s failed on each', async (_label, bad, code) => {
    // Every connection of the pool has the statement prepared, and the shop its reads.
    expect(await answersOnEveryConnection('warm')).toEqual({
      said: ['warm'],
      connections: poolSize,
    });
    await shopReads('tomato');

    const failures = await onEveryConnection(bad);
    expect(
      failures.map((f) => f.status === 'rejected' && (f.reason as { code?: string }).code),
    ).toEqual(Array.from({ length: poolSize }, () => code));

    // Every connection answers again: the statement that failed, the shop's reads, TypeORM.
    expect(await answersOnEveryConnection('again')).toEqual({
      said: ['again'],
      connections: poolSize,
    });
    await shopReads('potato');
    expect(await test.dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('answers on every pooled connection after a value the driver could not send', async () => {
    await answersOnEveryConnection('warm');
    await shopReads('tomato');
    // `pg` throws while binding, after sending Parse: it closes the statement and syncs.
    const unsendable = {
      toPostgres() {
        throw new Error('this value cannot be sent');
      },
    };
    const failures = await onEveryConnection(unsendable);
    expect(failures.every((f) => f.status === 'rejected')).toBe(true);
    expect(await answersOnEveryConnection('again')).toEqual({
      said: ['again'],
      connections: poolSize,
    });
    await shopReads('banana');
  });

  it.each([
    [
      'a catalogue cursor that decodes to text with a NUL',
      () =>
        test
          .http()
          .get(
            `/api/product/query?sort=name&cursor=${Buffer.from(
              JSON.stringify(['name', 'potato\u0000', 'potato', '0']),
            ).toString('base64url')}`,
          ),
      { field: 'cursor', code: ERROR_CODES.PRODUCT_CURSOR_INVALID },
    ],
    [
      'a catalogue cursor holding a NUL',
      () => test.http().get('/api/product/query?sort=name&cursor=WyJuYW1lIiwi%00'),
      { field: 'cursor', code: ERROR_CODES.VALIDATION },
    ],
    [
      'a search with a NUL',
      () => test.http().get('/api/product/query?q=tomato%00'),
      { field: 'q', code: ERROR_CODES.VALIDATION },
    ],
    [
      'suggestions for text with a NUL',
      () => test.http().get('/api/product/suggest?q=tom%00'),
      { field: 'q', code: ERROR_CODES.VALIDATION },
    ],
    [
      'an order cursor holding a NUL',
      () => shopper.get('/api/order/user?cursor=MTc2%00'),
      { field: 'cursor', code: ERROR_CODES.VALIDATION },
    ],
    [
      "the seller's order search with a NUL",
      async () => (await loginSeller(test)).get('/api/order/seller?q=Nimal%00Perera'),
      { field: 'q', code: ERROR_CODES.VALIDATION },
    ],
  ])('answers 400 to %s, and the shop keeps answering', async (_label, send, refusal) => {
    await shopReads('tomato');
    const response = await send();
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, ...refusal });
    await shopReads('potato');
    await shopReads('banana');
    const seller = await loginSeller(test);
    const orders = await seller.get('/api/order/seller?q=Nimal');
    expect(orders.status).toBe(200);
    expect(orders.body.orders).toHaveLength(1);
  });
});
