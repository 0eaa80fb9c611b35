import {
  ERROR_CODES,
  MAX_PRODUCT_PAGE_SIZE,
  SUGGESTION_LIMIT,
  toCents,
  type Category,
  type Product,
  type ProductQueryResponse,
} from '@greencart/contracts';
import type request from 'supertest';
import { BestSellersService } from '../src/product/best-sellers.service.js';
import { ProductListCache } from '../src/product/product-list.cache.js';
import { ProductEntity } from '../src/product/product.entity.js';
import { nearestNameSql, pageQuery } from '../src/product/product-search-sql.js';
import { ProductWordsPruneJob } from '../src/product/product-words.job.js';
import { COLOMBO } from './support/fixtures.js';
import { loginSeller, registerShopper, startTestApp, type TestApp } from './support/test-app.js';

interface Seed {
  id: string;
  name: string;
  category?: Category;
  description?: string[];
  offerPrice?: number;
  inStock?: boolean;
  onHand?: number | null;
  archived?: boolean;
}

/** The catalogue query, suggestions, best sellers and related products (issue 14). */
describe('catalogue query (/api/product/query, suggest, best-sellers, related)', () => {
  let test: TestApp;
  let seller: request.Agent;
  let created = 0;

  async function seed(...products: Seed[]): Promise<void> {
    const repository = test.dataSource.getRepository(ProductEntity);
    for (const product of products) {
      created += 1;
      await repository.insert({
        id: product.id,
        name: product.name,
        category: product.category ?? 'Vegetables',
        priceCents: toCents((product.offerPrice ?? 100) + 10),
        offerPriceCents: toCents(product.offerPrice ?? 100),
        images: [`/uploads/products/${product.id}.webp`],
        description: product.description ?? ['Fresh from the farm'],
        inStock: product.inStock ?? true,
        onHand: product.onHand ?? null,
        archivedAt: product.archived ? new Date() : null,
        // Distinct creation times keep "newest" and the catalogue order deterministic.
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, created)),
      });
    }
  }

  async function query(params: string, agent = test.http()): Promise<request.Response> {
    return agent.get(`/api/product/query${params}`);
  }

  async function names(params: string, agent = test.http()): Promise<string[]> {
    const response = await query(params, agent);
    expect(response.status).toBe(200);
    return (response.body as ProductQueryResponse).products.map((product) => product.name);
  }

  /** Every product of a query, page after page (`limit` each), in the order answered. */
  async function allPages(params: string, limit: number): Promise<Product[]> {
    const seen: Product[] = [];
    let cursor: string | null = null;
    do {
      const page = await query(`${params}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      const body = page.body as ProductQueryResponse;
      expect(body.products.length).toBeLessThanOrEqual(limit);
      seen.push(...body.products);
      cursor = body.nextCursor;
    } while (cursor);
    return seen;
  }

  /** Available products first, then sold-out ones, each part in the order `compare` gives. */
  function expectSoldOutLast(products: Product[], compare: (a: Product, b: Product) => number) {
    const firstSoldOut = products.findIndex((product) => !product.inStock);
    const available = firstSoldOut === -1 ? products : products.slice(0, firstSoldOut);
    const soldOut = firstSoldOut === -1 ? [] : products.slice(firstSoldOut);
    expect(soldOut.every((product) => !product.inStock)).toBe(true);
    expect(available).toEqual([...available].sort(compare));
    expect(soldOut).toEqual([...soldOut].sort(compare));
  }

  beforeAll(async () => {
    test = await startTestApp({ ORDER_RATE_LIMIT_PER_MINUTE: '1000' });
    seller = await loginSeller(test);
    await seed(
      { id: 'tomato', name: 'Tomato 1 kg', offerPrice: 120 },
      { id: 'tomatillo', name: 'Green Tomatillo', offerPrice: 300 },
      {
        id: 'tomato-soup',
        name: 'Tomato Soup Mix 50g',
        category: 'Instant',
        offerPrice: 90,
        description: ['Creamy tomato soup in minutes'],
      },
      { id: 'potato', name: 'Potato 500g', offerPrice: 80 },
      { id: 'banana', name: 'Banana Robusta', category: 'Fruits', offerPrice: 60 },
      { id: 'cheese', name: 'Cheddar Cheese 200g', category: 'Dairy', offerPrice: 450 },
      { id: 'apple-juice', name: 'Apple Juice', category: 'Drinks', offerPrice: 200 },
      {
        id: 'orange-juice',
        name: 'Orange Juice',
        category: 'Drinks',
        offerPrice: 210,
        description: ['Squeezed with a hint of apple'],
      },
      { id: 'sold-out', name: 'Sold Out Carrot', inStock: false },
      { id: 'counted-out', name: 'Counted Carrot', onHand: 0 },
      { id: 'retired', name: 'Retired Carrot', archived: true },
    );
  });
  afterAll(() => test.close());

  describe('search', () => {
    it.each([
      ['tomatoe', 'Tomato 1 kg'],
      ['banan', 'Banana Robusta'],
      ['chees', 'Cheddar Cheese 200g'],
      ['TOMATO', 'Tomato 1 kg'],
    ])('finds a misspelt or partial word: %s → %s first', async (q, expected) => {
      expect((await names(`?q=${q}`))[0]).toBe(expected);
    });

    it('ranks an exact word above a fuzzy one', async () => {
      const found = await names('?q=tomato');
      expect(found.indexOf('Tomato 1 kg')).toBe(0);
      expect(found).not.toContain('Potato 500g');
    });

    it('ranks a match in the name above a match in the description', async () => {
      expect(await names('?q=apple')).toEqual(['Apple Juice', 'Orange Juice']);
    });

    it.each([
      ['tamato', 'Tomato 1 kg'],
      ['chedar chese', 'Cheddar Cheese 200g'],
      ['grean tomatilo', 'Green Tomatillo'],
      ['aple juise', 'Apple Juice'],
      ['BANANNA robsta', 'Banana Robusta'],
    ])(
      'corrects every typed word against the words of the names: %s → %s first',
      async (q, expected) => {
        expect((await names(`?q=${encodeURIComponent(q)}`))[0]).toBe(expected);
      },
    );

    it('takes a number or a short word as the start of a word, never correcting it', async () => {
      expect(await names('?q=cheese%202')).toEqual(['Cheddar Cheese 200g']);
      expect(await names('?q=tomato%201%20kg')).toEqual(['Tomato 1 kg']);
      expect(await names('?q=tomato%207')).toEqual([]);
    });

    it('finds nothing when one typed word is close to no word of any name', async () => {
      expect(await names('?q=cheddar%20xylophone')).toEqual([]);
    });

    it('learns the words of new and renamed products (product_word follows the catalogue)', async () => {
      await seed({ id: 'kohlrabi', name: 'Kohlrabi Bunch', category: 'Vegetables' });
      expect(await names('?q=kolrabi')).toEqual(['Kohlrabi Bunch']);
      const renamed = await seller.patch('/api/product/kohlrabi').send({
        name: 'Romanesco Head',
        description: ['Fresh from the farm'],
        category: 'Vegetables',
        price: 110,
        offerPrice: 100,
        images: [],
      });
      expect(renamed.status).toBe(200);
      expect(await names('?q=romanesko%20heads')).toEqual(['Romanesco Head']);
      expect(await names('?q=kolrabi')).toEqual([]);
      // Gone again for the tests below.
      await test.dataSource.getRepository(ProductEntity).delete('kohlrabi');
    });

    it('drops the words no name has any more (the daily prune job), and only those', async () => {
      const words = async () =>
        new Set(
          (await test.dataSource.query('SELECT word FROM product_word')).map(
            (row: { word: string }) => row.word,
          ),
        );
      await seed({ id: 'zorblax', name: 'Zorblax Tomato', category: 'Vegetables' });
      await test.dataSource.getRepository(ProductEntity).delete('zorblax');
      const before = await words();
      expect(before.has('zorblax')).toBe(true);

      const dropped = await test.app.get(ProductWordsPruneJob).runOnce();

      const after = await words();
      expect(after.has('zorblax')).toBe(false);
      expect(after.has('tomato')).toBe(true); // other names still have it
      expect(dropped).toBe(before.size - after.size);
      expect(await test.app.get(ProductWordsPruneJob).runOnce()).toBe(0);
      expect(await names('?q=tomatoe')).toContain('Tomato 1 kg');
    });

    it('offers the closest name when nothing matches, and nothing when nothing is close', async () => {
      // Too far from any word to be corrected, close enough to a name to be offered.
      const none = await query('?q=tomatoo1');
      expect(none.body).toMatchObject({ success: true, products: [], nextCursor: null });
      // Of two names equally close word by word, the closer whole name.
      expect(none.body.didYouMean).toBe('Tomato 1 kg');
      expect((await query('?q=xylophone')).body.didYouMean).toBeNull();
    });

    it('matches through the GIN indexes (typed words corrected through product_word) and finds the nearest names through the GiST one', async () => {
      // Index scans forced on: the question is which index each expression can use at all.
      const plan = (sql: string, values: unknown[]) =>
        test.dataSource.transaction(async (manager) => {
          await manager.query('SET LOCAL enable_seqscan = off');
          const rows: { 'QUERY PLAN': string }[] = await manager.query(`EXPLAIN ${sql}`, values);
          return rows.map((row) => row['QUERY PLAN']).join('\n');
        });
      // Every product, archived or not, so that the match is the only condition.
      const search = pageQuery({ q: 'fresh tomatoe', inStock: false, archived: 'include' }, 'p.id');
      const match = await plan(search.text, search.values);
      expect(new Set(match.match(/idx_\w+/g))).toEqual(
        new Set(['idx_product_search_vector', 'idx_product_name_trgm', 'idx_product_word_trgm']),
      );
      const nearest = await plan(
        `SELECT p.id FROM product p ORDER BY ${nearestNameSql('$1')} LIMIT 20`,
        ['fresh tomatoe'],
      );
      expect(nearest).toContain('idx_product_name_nearest');
      // Its wide trigram signature (migration NearestNameSignature) makes the walk cheaper.
      const [{ definition }]: { definition: string }[] = await test.dataSource.query(
        `SELECT pg_get_indexdef('idx_product_name_nearest'::regclass) AS definition`,
      );
      expect(definition).toMatch(/siglen='?512/);
    });

    it.each([
      "'; DROP TABLE product; --",
      "tomato' OR '1'='1",
      '%',
      '_',
      '\\',
      'a) OR (1=1',
      '!!! & | <-> :*',
    ])('answers an injection-shaped query normally: %j', async (q) => {
      const response = await query(`?q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
      // Nothing leaks: a wildcard is literal, the table is still there.
      expect((response.body.products as Product[]).length).toBeLessThan(7);
      expect((await names('?q=banana'))[0]).toBe('Banana Robusta');
    });
  });

  describe('filters', () => {
    it('lists sold-out products by default, marked and after the available ones; inStock=true only what can be bought; never the archive', async () => {
      const all = ((await query('?sort=name&limit=100')).body as ProductQueryResponse).products;
      // Switched off by the seller, or a counted product with none left: both sold out, last.
      expect(all.slice(-2).map((p) => [p.name, p.inStock])).toEqual([
        ['Counted Carrot', false],
        ['Sold Out Carrot', false],
      ]);
      expect(all.slice(0, -2).every((p) => p.inStock)).toBe(true);
      expect(all.map((p) => p.name)).not.toContain('Retired Carrot');

      const buyable = await names('?sort=name&limit=100&inStock=true');
      expect(buyable).toEqual(all.slice(0, -2).map((p) => p.name));

      // The seller's list: everything unarchived in the sort's plain order.
      const everything = await names('?sort=name&limit=100&inStock=false');
      expect(everything).toEqual([...everything].sort((a, b) => a.localeCompare(b)));
      expect(everything).toEqual(expect.arrayContaining(['Sold Out Carrot', 'Counted Carrot']));
      expect(everything).not.toContain('Retired Carrot');
    });

    it('finds sold-out products in a search and a category, after the available ones', async () => {
      expect(await names('?q=carrot')).toEqual(
        expect.arrayContaining(['Sold Out Carrot', 'Counted Carrot']),
      );
      expect(await names('?q=carrot&inStock=true')).toEqual([]);
      await seed({ id: 'fresh-carrot', name: 'Fresh Carrot' });
      test.app.get(ProductListCache).invalidate(); // inserted here, not through the API
      try {
        const found = ((await query('?q=carrot')).body as ProductQueryResponse).products;
        expect(found.map((p) => p.name)).toEqual([
          'Fresh Carrot',
          ...['Counted Carrot', 'Sold Out Carrot'].sort(
            (a, b) => found.findIndex((p) => p.name === a) - found.findIndex((p) => p.name === b),
          ),
        ]);
        const vegetables = await allPages('?category=Vegetables', 2);
        expect(vegetables.map((p) => p.name)).toEqual(
          expect.arrayContaining(['Fresh Carrot', 'Counted Carrot', 'Sold Out Carrot']),
        );
        expectSoldOutLast(vegetables, (a, b) => a.createdAt.localeCompare(b.createdAt));
      } finally {
        await test.dataSource.getRepository(ProductEntity).delete('fresh-carrot');
      }
    });

    it('filters by category, whatever the case of the URL segment; an unknown category is empty', async () => {
      expect(await names('?category=fruits')).toEqual(['Banana Robusta']);
      expect(await names('?category=Drinks&sort=price-desc')).toEqual([
        'Orange Juice',
        'Apple Juice',
      ]);
      const unknown = await query('?category=weapons');
      expect(unknown.status).toBe(200);
      expect(unknown.body.products).toEqual([]);
    });

    it('lets only the seller see archived products', async () => {
      const shopper = await query('?archived=include');
      expect(shopper.status).toBe(403);
      expect(shopper.body).toMatchObject({ success: false, code: ERROR_CODES.NOT_SELLER });
      const { agent } = await registerShopper(test);
      expect((await query('?archived=only', agent)).status).toBe(403);
      expect(await names('?archived=only&inStock=false', seller)).toEqual(['Retired Carrot']);
      const included = await query('?archived=include&inStock=false&limit=100', seller);
      expect(included.headers['cache-control']).toBe('private, no-cache');
      const retired = (included.body.products as Product[]).find((p) => p._id === 'retired');
      expect(retired?.archived).toBe(true);
    });
  });

  describe('sorts and pages', () => {
    it('sorts by price both ways, by name and by newest, sold-out products last in each', async () => {
      const sorted = async (sort: string) =>
        ((await query(`?sort=${sort}&limit=100`)).body as ProductQueryResponse).products;
      const byPrice = (a: Product, b: Product) => a.offerPrice - b.offerPrice;
      expectSoldOutLast(await sorted('price-asc'), byPrice);
      expectSoldOutLast(await sorted('price-desc'), (a, b) => byPrice(b, a));
      expectSoldOutLast(await sorted('name'), (a, b) => a.name.localeCompare(b.name));
      const newest = await sorted('newest');
      expectSoldOutLast(newest, (a, b) => b.createdAt.localeCompare(a.createdAt));
      expect(newest[0].name).toBe('Orange Juice');
      expect(newest.at(-1)?.inStock).toBe(false);
    });

    it.each([
      ['relevance', ''],
      ['price-asc', ''],
      ['price-desc', ''],
      ['newest', ''],
      ['name', ''],
      ['relevance', '&q=carrot'],
      ['name', '&q=carrot'],
      ['relevance', '&inStock=true'],
      ['name', '&inStock=false'],
    ])(
      'pages through every product exactly once, sold-out ones included: sort=%s%s',
      async (sort, more) => {
        const params = `?sort=${sort}${more}`;
        const whole = ((await query(`${params}&limit=100`)).body as ProductQueryResponse).products;
        expect(whole.length).toBeGreaterThan(0);
        for (const limit of [1, 2, 3]) {
          const paged = await allPages(params, limit);
          expect(paged.map((p) => p._id)).toEqual(whole.map((p) => p._id));
        }
        if (more === '') expect(whole.filter((p) => !p.inStock)).toHaveLength(2);
      },
    );

    it('pages with a cursor that stays stable when products are added between pages', async () => {
      const seen: string[] = [];
      const first = await query('?sort=name&limit=3');
      seen.push(...(first.body.products as Product[]).map((p) => p.name));
      expect(first.body.nextCursor).toEqual(expect.any(String));
      // Added before and after the first page's end: neither shifts what follows.
      await seed(
        { id: 'aaa-new', name: 'AAA Early Bird Beans' },
        { id: 'zzz-new', name: 'Zucchini Late Bloomer' },
      );
      test.app.get(ProductListCache).invalidate(); // inserted here, not through the API
      let cursor: string | null = first.body.nextCursor as string;
      while (cursor) {
        const page = await query(`?sort=name&limit=3&cursor=${cursor}`);
        expect(page.status).toBe(200);
        seen.push(...(page.body.products as Product[]).map((p) => p.name));
        cursor = page.body.nextCursor as string | null;
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).not.toContain('AAA Early Bird Beans');
      expect(seen).toContain('Zucchini Late Bloomer');
      // The sold-out carrots last, each part in name order.
      const soldOut = ['Counted Carrot', 'Sold Out Carrot'];
      const available = seen.filter((name) => !soldOut.includes(name));
      expect(seen).toEqual([...available.sort((a, b) => a.localeCompare(b)), ...soldOut]);
    });

    it('pages from the available products into the sold-out ones and on through them', async () => {
      await seed(
        { id: 'out-a', name: 'AAA Sold Out Apricot', inStock: false },
        { id: 'out-z', name: 'ZZZ Counted Out Zest', onHand: 0 },
      );
      test.app.get(ProductListCache).invalidate();
      try {
        const cursors: string[] = [];
        const seen: Product[] = [];
        let cursor: string | null = null;
        do {
          const page = await query(`?sort=name&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
          expect(page.status).toBe(200);
          seen.push(...(page.body as ProductQueryResponse).products);
          cursor = (page.body as ProductQueryResponse).nextCursor;
          if (cursor) cursors.push(cursor);
        } while (cursor);
        const soldOut = seen.filter((p) => !p.inStock).map((p) => p.name);
        expect(soldOut).toEqual([
          'AAA Sold Out Apricot',
          'Counted Carrot',
          'Sold Out Carrot',
          'ZZZ Counted Out Zest',
        ]);
        expect(seen.slice(-4).map((p) => p.name)).toEqual(soldOut);
        // The cursor carries the last row's part: in the available part, then the sold-out one.
        const parts = cursors.map((c) => JSON.parse(Buffer.from(c, 'base64url').toString())[3]);
        expect(parts).toEqual([...parts].sort());
        expect(new Set(parts)).toEqual(new Set(['0', '1']));
      } finally {
        await test.dataSource.getRepository(ProductEntity).delete(['out-a', 'out-z']);
      }
    });

    it('reads a listing through the sort index, the sold-out products only when the available ones run out', async () => {
      // Index scans and no sorting forced on: which indexes give each listing its order.
      const plan = (sql: string, values: unknown[]) =>
        test.dataSource.transaction(async (manager) => {
          await manager.query('SET LOCAL enable_seqscan = off');
          await manager.query('SET LOCAL enable_sort = off');
          const rows: { 'QUERY PLAN': string }[] = await manager.query(`EXPLAIN ${sql}`, values);
          return rows.map((row) => row['QUERY PLAN']).join('\n');
        });
      for (const [sort, index] of [
        ['relevance', 'idx_product_created_at_id'],
        ['price-asc', 'idx_product_offer_price_id'],
        ['name', 'idx_product_name_id'],
      ] as const) {
        const listing = pageQuery({ sort }, 'p.id');
        const explained = await plan(listing.text, listing.values);
        expect(explained).toContain(index);
        expect(explained).not.toMatch(/^\s*(->\s*)?Sort\b/m);
        // The second part waits on the first one's count.
        expect(explained).toMatch(/One-Time Filter/);
      }
    });

    it('pages through search results by relevance without repeats', async () => {
      const first = await query('?q=juice&limit=1');
      expect(first.body.products).toHaveLength(1);
      const second = await query(`?q=juice&limit=1&cursor=${first.body.nextCursor}`);
      expect(second.status).toBe(200);
      expect([first.body.products[0].name, second.body.products[0].name].sort()).toEqual([
        'Apple Juice',
        'Orange Juice',
      ]);
    });

    it('answers 304 to a matching ETag', async () => {
      const first = await query('?sort=name');
      const again = await test
        .http()
        .get('/api/product/query?sort=name')
        .set('If-None-Match', first.headers.etag as string);
      expect(again.status).toBe(304);
    });
  });

  describe('bad input', () => {
    it.each([
      ['?sort=cheapest', 'sort must be one of'],
      ['?limit=0', 'limit must be a whole number'],
      [`?limit=${MAX_PRODUCT_PAGE_SIZE + 1}`, 'limit must be a whole number'],
      ['?limit=ten', 'limit must be a whole number'],
      ['?inStock=maybe', 'inStock must be true or false'],
      ['?archived=all', 'archived must be one of'],
      [`?q=${'a'.repeat(101)}`, 'at most 100 characters'],
      ['?q=milk&q=bread', 'Give the search text (q) once'],
      // No query parameter holds a control character (issue 23).
      ['?q=tomato%00', 'Search text must not contain control characters'],
      ['?q=fresh%09tomato', 'Search text must not contain control characters'],
    ])('%s → 400 with a clear message', async (params, message) => {
      const response = await query(params);
      expect(response.status).toBe(400);
      expect(response.body.success).toBe(false);
      expect(response.body.message).toContain(message);
    });

    it.each([
      'not-a-cursor',
      Buffer.from('["name","x","y","z"]').toString('base64url'),
      Buffer.from('["price-asc","1","tomato"]').toString('base64url'),
      Buffer.from('["name",1,"tomato","0"]').toString('base64url'),
      // Without the sold-out part (a cursor of the seller's list, or of an earlier version).
      Buffer.from('["name","potato 500g","potato"]').toString('base64url'),
      Buffer.from('["name","potato 500g","potato","yes"]').toString('base64url'),
    ])('refuses a cursor that was not made for this query: %s', async (cursor) => {
      const response = await query(`?sort=name&cursor=${cursor}`);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(ERROR_CODES.PRODUCT_CURSOR_INVALID);
    });

    it("refuses a cursor of the seller's list in the shoppers' one, and the other way round", async () => {
      const sellers = await query('?sort=name&limit=1&inStock=false', seller);
      const shoppers = await query('?sort=name&limit=1');
      expect((await query(`?sort=name&cursor=${sellers.body.nextCursor}`)).status).toBe(400);
      expect(
        (await query(`?sort=name&inStock=false&cursor=${shoppers.body.nextCursor}`, seller)).status,
      ).toBe(400);
    });

    it('refuses a relevance cursor of a search reused without the search', async () => {
      const first = await query('?q=juice&limit=1');
      const response = await query(`?cursor=${first.body.nextCursor}`);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(ERROR_CODES.PRODUCT_CURSOR_INVALID);
    });
  });

  describe('suggestions', () => {
    it('answers up to 8 products that start with or resemble the text, names starting with it first', async () => {
      const response = await test.http().get('/api/product/suggest?q=tom');
      expect(response.status).toBe(200);
      const suggestions = response.body.suggestions as { name: string; image: string }[];
      expect(suggestions[0]).toMatchObject({
        _id: 'tomato',
        name: 'Tomato 1 kg',
        category: 'Vegetables',
        offerPrice: 120,
        image: `${test.config.publicApiUrl}/uploads/products/tomato.webp`,
      });
      expect(suggestions.map((s) => s.name)).toContain('Green Tomatillo');
      expect(suggestions.length).toBeLessThanOrEqual(SUGGESTION_LIMIT);
    });

    it('answers nothing for empty text and never suggests what cannot be bought', async () => {
      expect((await test.http().get('/api/product/suggest?q=')).body.suggestions).toEqual([]);
      const carrots = await test.http().get('/api/product/suggest?q=carrot');
      expect(carrots.body.suggestions).toEqual([]);
    });
  });

  describe('kept answers', () => {
    it("shows a seller's change in the very next search and suggestions (kept answers are forgotten)", async () => {
      const suggested = async () =>
        ((await test.http().get('/api/product/suggest?q=potat')).body.suggestions as Product[]).map(
          (p) => p.name,
        );
      expect(await names('?q=potato')).toContain('Potato 500g');
      expect(await suggested()).toContain('Potato 500g');

      await seller.post('/api/product/stock').send({ id: 'potato', inStock: false }).expect(200);
      const soldOut = ((await query('?q=potato')).body as ProductQueryResponse).products;
      expect(soldOut.find((p) => p.name === 'Potato 500g')?.inStock).toBe(false);
      expect(await names('?q=potato&inStock=true')).not.toContain('Potato 500g');
      expect(await suggested()).not.toContain('Potato 500g');

      await seller.post('/api/product/stock').send({ id: 'potato', inStock: true }).expect(200);
      expect(await names('?q=potato&inStock=true')).toContain('Potato 500g');
      expect(await suggested()).toContain('Potato 500g');
    });

    it("never answers the seller's archive view from what shoppers were answered", async () => {
      expect(await names('?q=carrot')).not.toContain('Retired Carrot');
      expect(await names('?q=carrot&inStock=false&archived=include', seller)).toContain(
        'Retired Carrot',
      );
    });
  });

  describe('one product and related products', () => {
    it('answers one product, and 404 for an unknown or (for shoppers) archived one', async () => {
      const one = await test.http().get('/api/product/banana');
      expect(one.status).toBe(200);
      expect(one.body.product).toMatchObject({ _id: 'banana', name: 'Banana Robusta' });
      expect((await test.http().get('/api/product/nope')).status).toBe(404);
      expect((await test.http().get('/api/product/retired')).status).toBe(404);
      expect((await test.http().get(`/api/product/${'%27%20OR%201=1'}`)).status).toBe(404);
      expect((await seller.get('/api/product/retired')).body.product.archived).toBe(true);
    });

    it('relates products of the same category that shoppers can buy', async () => {
      const response = await test.http().get('/api/product/tomato/related');
      expect(response.status).toBe(200);
      const related = (response.body.products as Product[]).map((p) => p._id);
      expect(related).toEqual(expect.arrayContaining(['tomatillo', 'potato']));
      expect(related).not.toContain('tomato');
      expect(related).not.toContain('sold-out');
      expect(related).not.toContain('retired');
      expect(related.length).toBeLessThanOrEqual(5);
      expect((await test.http().get('/api/product/nope/related')).status).toBe(404);
    });
  });

  describe('best sellers', () => {
    it('ranks in-stock products by units sold in the last 30 days, topped up in catalogue order', async () => {
      const { agent } = await registerShopper(test);
      await agent.post('/api/address/add').send({ address: COLOMBO });
      const address = (await agent.get('/api/address/get')).body.addresses[0]._id as string;
      const order = async (items: { product: string; quantity: number }[]) => {
        const placed = await agent.post('/api/order/cod').send({ address, items });
        expect(placed.status).toBe(201);
      };
      await order([{ product: 'cheese', quantity: 5 }]);
      await order([
        { product: 'banana', quantity: 2 },
        { product: 'cheese', quantity: 1 },
      ]);
      await order([{ product: 'banana', quantity: 1 }]);
      // An order placed long ago does not count.
      await order([{ product: 'potato', quantity: 50 }]);
      await test.dataSource.query(
        `UPDATE "order" SET created_at = now() - interval '40 days'
          WHERE id IN (SELECT order_id FROM order_item WHERE product_id = 'potato')`,
      );
      test.app.get(BestSellersService).invalidate();
      const response = await test.http().get('/api/product/best-sellers');
      expect(response.status).toBe(200);
      const ids = (response.body.products as Product[]).map((p) => p._id);
      expect(ids).toHaveLength(5);
      expect(ids.slice(0, 2)).toEqual(['cheese', 'banana']);
      // Topped up with the first products in stock, in catalogue order.
      expect(ids.slice(2)).toEqual(['tomato', 'tomatillo', 'tomato-soup']);
    });
  });
});
