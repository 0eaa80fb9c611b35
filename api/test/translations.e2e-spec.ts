import type {
  Order,
  Product,
  ProductQueryResponse,
  ProductSuggestResponse,
  UserResponse,
} from '@greencart/contracts';
import type request from 'supertest';
import { OutboxWorker } from '../src/mail/outbox-worker.js';
import { pageQuery } from '../src/product/product-search-sql.js';
import { makePng } from './support/images.js';
import { moveOrder, placeCodOrder } from './support/orders.js';
import { shopperWithAddress } from './support/shoppers.js';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.js';
import {
  insertProduct,
  loginSeller,
  registerShopper,
  startTestApp,
  type TestApp,
} from './support/test-app.js';

/**
 * Sinhala and Tamil (docs/PRODUCTS.md "Translations"): staff's translated names and
 * descriptions (saved, answered with `?lang=`, falling back to English field by field), search
 * typed in those scripts, the account's language, the name an order line was sold under, and
 * emails in the shopper's language. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
const QUIET_WORKER = { OUTBOX_POLL_MS: '60000', ORDER_RATE_LIMIT_PER_MINUTE: '100' };

/** Sinhala names with කිරි in them, for paging through a search in Sinhala. */
const MILKS = 23;

describe('translated catalogue, search in every script, language of the account', () => {
  let sink: SmtpSink;
  let test: TestApp;
  let seller: request.Agent;
  let worker: OutboxWorker;

  /** The seller's edit of a product: every field as it is, `changes` over them. */
  async function edit(id: string, changes: Record<string, unknown>) {
    const product = (await seller.get(`/api/product/${id}`)).body.product as Product;
    return seller.patch(`/api/product/${id}`).send({
      name: product.name,
      description: product.description,
      category: product.category,
      price: product.price,
      offerPrice: product.offerPrice,
      images: product.image,
      ...changes,
    });
  }

  const get = async <T>(path: string) => (await test.http().get(path)).body as T;
  const search = async (q: string, extra: Record<string, string> = {}) =>
    (
      await test
        .http()
        .get('/api/product/query')
        .query({ q, ...extra })
    ).body as ProductQueryResponse;

  beforeAll(async () => {
    sink = await startSmtpSink();
    test = await startTestApp({
      ...QUIET_WORKER,
      SMTP_URL: sink.url,
      SHOP_URL: 'https://shop.example',
    });
    seller = await loginSeller(test);
    worker = test.app.get(OutboxWorker);
    await insertProduct(test, { id: 'milk', name: 'Fresh Milk 1L', price: 400, category: 'Dairy' });
    await insertProduct(test, {
      id: 'potato',
      name: 'Potato 500g',
      price: 200,
      category: 'Vegetables',
    });
    await insertProduct(test, {
      id: 'tomato',
      name: 'Tomato 1 kg',
      price: 300,
      category: 'Vegetables',
    });
    await insertProduct(test, {
      id: 'soup',
      name: 'Tomato Soup Mix',
      price: 150,
      category: 'Instant',
    });
    await insertProduct(test, { id: 'bread', name: 'White Bread', price: 180, category: 'Bakery' });
    for (let i = 0; i < MILKS; i += 1) {
      await insertProduct(test, { id: `kiri-${i}`, name: `Dairy drink ${i}`, category: 'Dairy' });
    }
  });
  afterAll(async () => {
    await test.close();
    await sink.stop();
  });

  it('saves staff translations and answers them to staff only; shoppers get them through lang', async () => {
    const before = await test.http().get('/api/product/milk');
    const saved = await edit('milk', {
      translations: {
        si: { name: ' නැවුම් කිරි 1L ', description: ['නැවුම් කිරි', ' '] },
        ta: { name: 'புதிய பால் 1L' },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.product.translations).toEqual({
      si: { name: 'නැවුම් කිරි 1L', description: ['නැවුම් කිරි'] },
      ta: { name: 'புதிய பால் 1L' },
    });
    // The seller reads them back for the form.
    expect((await seller.get('/api/product/milk')).body.product.translations.si.name).toBe(
      'නැවුම් කිරි 1L',
    );

    // A shopper without lang: the original answer, no translations in it.
    const plain = await test.http().get('/api/product/milk');
    expect(plain.body.product.name).toBe('Fresh Milk 1L');
    expect(plain.body.product).not.toHaveProperty('translations');
    expect(Object.keys(plain.body.product)).toEqual(Object.keys(before.body.product));
    // en, an unknown code, a repeated parameter: the same bytes as no lang at all.
    for (const lang of ['lang=en', 'lang=fr', 'lang=SI', 'lang=si&lang=ta', 'lang=']) {
      const same = await test.http().get(`/api/product/milk?${lang}`);
      expect(same.status).toBe(200);
      expect(same.text).toBe(plain.text);
    }

    const si = await get<{ product: Product }>('/api/product/milk?lang=si');
    expect(si.product.name).toBe('නැවුම් කිරි 1L');
    expect(si.product.description).toEqual(['නැවුම් කිරි']);
    expect(si.product).not.toHaveProperty('translations');
    // Tamil has a name only: the English description, field by field.
    const ta = await get<{ product: Product }>('/api/product/milk?lang=ta');
    expect(ta.product.name).toBe('புதிய பால் 1L');
    expect(ta.product.description).toEqual(['Fresh']);
  });

  it('falls back to English per field, on every product call', async () => {
    expect((await edit('potato', { translations: { si: { name: 'අල 500g' } } })).status).toBe(200);
    expect(
      (await edit('tomato', { translations: { ta: { description: ['சிவப்பு தக்காளி'] } } })).status,
    ).toBe(200);

    const tomatoTa = (await get<{ product: Product }>('/api/product/tomato?lang=ta')).product;
    expect(tomatoTa.name).toBe('Tomato 1 kg');
    expect(tomatoTa.description).toEqual(['சிவப்பு தக்காளி']);

    const list = await test.http().get('/api/product/list?lang=si');
    expect(list.status).toBe(200);
    const names = new Map(
      (list.body.products as Product[]).map((product) => [product._id, product.name]),
    );
    expect(names.get('potato')).toBe('අල 500g');
    expect(names.get('tomato')).toBe('Tomato 1 kg');
    expect(names.get('bread')).toBe('White Bread');
    // The original list is untouched by lang=en or an unknown lang.
    const original = await test.http().get('/api/product/list');
    expect((await test.http().get('/api/product/list?lang=en')).text).toBe(original.text);
    expect((await test.http().get('/api/product/list?lang=xx')).text).toBe(original.text);
    expect(original.text).not.toContain('අල');

    const page = await get<ProductQueryResponse>('/api/product/query?category=Vegetables&lang=si');
    expect(page.products.map((p) => p.name)).toEqual(expect.arrayContaining(['අල 500g']));
    const related = await get<{ products: Product[] }>('/api/product/tomato/related?lang=si');
    expect(related.products.map((p) => p.name)).toContain('අල 500g');
    const suggested = await get<ProductSuggestResponse>('/api/product/suggest?q=pota&lang=si');
    expect(suggested.suggestions[0]).toMatchObject({ _id: 'potato', name: 'අල 500g' });
    const best = await get<{ products: Product[] }>('/api/product/best-sellers?lang=si');
    expect(best.products.length).toBeGreaterThan(0);
  });

  it('refuses translations that break the rules, never a 500, and only staff may write them', async () => {
    const cases: unknown[] = [
      { fr: { name: 'Lait' } },
      { si: { name: 'x'.repeat(201) } },
      { si: { description: 'one line' } },
      { si: { description: Array.from({ length: 21 }, () => 'line') } },
      { si: { description: ['x'.repeat(501)] } },
      { si: { name: 5 } },
      { si: { nickname: 'kiri' } },
      ['si'],
      'si',
    ];
    for (const translations of cases) {
      const refused = await edit('bread', { translations });
      expect(refused.status).toBe(400);
      expect(refused.body.success).toBe(false);
      expect(typeof refused.body.message).toBe('string');
    }
    // A shopper cannot translate a product.
    const { agent } = await registerShopper(test);
    const shopperEdit = await agent
      .patch('/api/product/bread')
      .send({ translations: { si: { name: 'හැක්' } } });
    expect([401, 403]).toContain(shopperEdit.status);
    expect((await get<{ product: Product }>('/api/product/bread?lang=si')).product.name).toBe(
      'White Bread',
    );

    // The add form takes them too.
    const added = await seller
      .post('/api/product/add')
      .field(
        'productData',
        JSON.stringify({
          name: 'Red Rice 1 kg',
          description: ['Unpolished'],
          category: 'Grains',
          price: 300,
          offerPrice: 280,
          translations: { si: { name: 'රතු කැකුළු හාල් 1 kg' }, ta: { name: 'சிவப்பு அரிசி 1 kg' } },
        }),
      )
      .attach('images', await makePng(64, 64), 'rice.png');
    expect(added.status).toBe(201);
    const found = await search('කැකුළු', { lang: 'si' });
    expect(found.products[0]?.name).toBe('රතු කැකුළු හාල් 1 kg');
  });

  it('finds products by their Sinhala and Tamil names, with synonyms mixing scripts', async () => {
    expect(
      (
        await edit('tomato', {
          translations: {
            si: { name: 'තක්කාලි 1 kg' },
            ta: { name: 'தக்காளி 1 kg', description: ['சிவப்பு தக்காளி'] },
          },
        })
      ).status,
    ).toBe(200);
    expect((await edit('soup', { translations: { ta: { name: 'தக்காளி சூப் கலவை' } } })).status).toBe(
      200,
    );

    const top3 = async (q: string) => (await search(q)).products.slice(0, 3).map((p) => p._id);
    expect(await top3('කිරි')).toContain('milk');
    expect(await top3('අල')).toContain('potato');
    expect(await top3('தக்காளி')).toContain('tomato');
    expect((await search('தக்காளி')).products[0]._id).toBe('tomato');
    expect(await top3('තක්කාලි')).toContain('tomato');
    // Typed in the middle of a name, as the original search matched.
    expect(await top3('වුම්')).toContain('milk');
    // A mixed-script synonym group: Tamil பால் (milk) finds the milk, which has no Tamil
    // word பால் alone in any name; Latin "kiri" finds it too.
    const saved = await seller.put('/api/seller/synonyms').send({
      groups: [{ terms: ['milk', 'kiri', 'කිරි', 'பால்'] }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.groups).toEqual([{ terms: ['milk', 'kiri', 'කිරි', 'பால்'] }]);
    expect(await top3('kiri')).toContain('milk');
    expect(await top3('பால்')).toContain('milk');
    // With lang, the results carry the translated names.
    const inSinhala = await search('tomato', { lang: 'si' });
    expect(inSinhala.products[0].name).toBe('තක්කාලි 1 kg');
    // Suggestions as a Sinhala or Tamil text is typed, names in the asked language.
    const typed = await get<ProductSuggestResponse>(
      `/api/product/suggest?q=${encodeURIComponent('තක්කා')}&lang=si`,
    );
    expect(typed.suggestions[0]).toMatchObject({ _id: 'tomato', name: 'තක්කාලි 1 kg' });
    const tamil = await get<ProductSuggestResponse>(
      `/api/product/suggest?q=${encodeURIComponent('தக்காளி')}`,
    );
    expect(tamil.suggestions.map((s) => s._id)).toEqual(expect.arrayContaining(['tomato', 'soup']));
    expect(tamil.suggestions[0].name).toBe('Tomato 1 kg');
    // A typo in Sinhala (long ී for ි) is corrected, as an English one is.
    expect(await top3('තක්කාලී')).toContain('tomato');
    // Nothing like it: an empty page and no "did you mean", not an error.
    const none = await search('ඔඔඔඔ');
    expect(none.products).toEqual([]);
    expect(none.didYouMean).toBeNull();
  });

  it('pages through a Sinhala search with the same cursor rules', async () => {
    for (let i = 0; i < MILKS; i += 1) {
      const saved = await edit(`kiri-${i}`, { translations: { si: { name: `කිරි බීම ${i}` } } });
      expect(saved.status).toBe(200);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: ProductQueryResponse = await search('කිරි', {
        limit: '10',
        lang: 'si',
        ...(cursor ? { cursor } : {}),
      });
      expect(page.products.length).toBeLessThanOrEqual(10);
      seen.push(...page.products.map((p) => p._id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(['milk', 'kiri-0', `kiri-${MILKS - 1}`]));
    expect(pages).toBeGreaterThanOrEqual(3);
    // A cursor edited by hand is a 400, as for an English search.
    const bad = await test.http().get('/api/product/query').query({ q: 'කිරි', cursor: 'nonsense' });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
  });

  it('sorts by the name the shopper reads, across pages, read through that language’s index', async () => {
    // English A before Z; in Sinhala the Z product's name (අ…) comes before the A one's (ඉ…).
    await insertProduct(test, { id: 'sort-a', name: 'Apple Crumble Mix', category: 'Fruits' });
    await insertProduct(test, { id: 'sort-z', name: 'Zesty Lime Pickle', category: 'Fruits' });
    await insertProduct(test, { id: 'sort-m', name: 'Mango Nectar', category: 'Fruits' });
    expect((await edit('sort-a', { translations: { si: { name: 'ඉඟුරු මිශ්‍රණය' } } })).status).toBe(
      200,
    );
    expect((await edit('sort-z', { translations: { si: { name: 'අච්චාරු' } } })).status).toBe(200);
    // sort-m has no Sinhala name: it sorts (and shows) by its English one.
    const pages = async (lang: string) => {
      const names: string[] = [];
      let cursor: string | null = null;
      let count = 0;
      do {
        const page: ProductQueryResponse = await search('', {
          category: 'fruits',
          sort: 'name',
          limit: '1',
          lang,
          ...(cursor ? { cursor } : {}),
        });
        names.push(...page.products.map((p) => p.name));
        cursor = page.nextCursor;
        count += 1;
      } while (cursor && count < 10);
      return names;
    };
    expect(await pages('en')).toEqual(['Apple Crumble Mix', 'Mango Nectar', 'Zesty Lime Pickle']);
    const sinhala = await pages('si');
    expect(sinhala).toHaveLength(3);
    expect(sinhala.indexOf('අච්චාරු')).toBeLessThan(sinhala.indexOf('ඉඟුරු මිශ්‍රණය'));
    // Tamil has no translations here: the English order.
    expect(await pages('ta')).toEqual(['Apple Crumble Mix', 'Mango Nectar', 'Zesty Lime Pickle']);
    // A sorted page is read through the language's index (with sequential scans off, as a
    // planner facing 10,000 products would choose), not by sorting the whole table.
    const runner = test.dataSource.createQueryRunner();
    try {
      await runner.query('SET enable_seqscan = off');
      const page = pageQuery({ sort: 'name', lang: 'si' }, 'p.id');
      const plan = (await runner.query(`EXPLAIN ${page.text}`, page.values)) as {
        'QUERY PLAN': string;
      }[];
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('idx_product_name_si_id');
    } finally {
      await runner.query('RESET enable_seqscan');
      await runner.release();
    }
  });

  it('exports and imports the translation columns; an older file keeps them', async () => {
    const exported = await seller.get('/api/product/export.csv');
    expect(exported.status).toBe(200);
    const [header] = exported.text.split(/\r?\n/);
    expect(header).toContain('name_si,description_si,name_ta,description_ta');
    expect(exported.text).toContain('නැවුම් කිරි 1L');

    const importFile = (csv: string) =>
      seller.post('/api/product/import').attach('file', Buffer.from(csv), 'catalogue.csv');
    const withColumns = await importFile(
      'id,name,category,price,offerPrice,description,name_si,description_si\n' +
        'bread,White Bread,Bakery,180,180,Soft,සුදු පාන්,මෘදු | නැවුම්\n',
    );
    expect(withColumns.status).toBe(200);
    let bread = (await get<{ product: Product }>('/api/product/bread?lang=si')).product;
    expect(bread.name).toBe('සුදු පාන්');
    expect(bread.description).toEqual(['මෘදු', 'නැවුම්']);

    const older = await importFile(
      'id,name,category,price,offerPrice,description\nbread,White Bread,Bakery,180,170,Soft\n',
    );
    expect(older.status).toBe(200);
    bread = (await get<{ product: Product }>('/api/product/bread?lang=si')).product;
    expect(bread.name).toBe('සුදු පාන්');
    expect(bread.offerPrice).toBe(170);

    const tooLong = await importFile(
      `id,name,category,price,offerPrice,name_ta\nbread,White Bread,Bakery,180,170,${'அ'.repeat(201)}\n`,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.success).toBe(false);
  });

  it("saves the account's language: only one of en/si/ta, only one's own, never without a session", async () => {
    const shopper = await registerShopper(test);
    const other = await registerShopper(test);
    const isAuth = async (agent: request.Agent) =>
      ((await agent.get('/api/user/is-auth')).body as UserResponse).user.language;
    expect(await isAuth(shopper.agent)).toBe('en');

    const saved = await shopper.agent.put('/api/user/language').send({ language: 'si' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ success: true, language: 'si' });
    expect(await isAuth(shopper.agent)).toBe('si');

    for (const language of ['fr', 'SI', 'si-LK', '', null, 5, ['si']]) {
      const refused = await shopper.agent.put('/api/user/language').send({ language });
      expect(refused.status).toBe(400);
      expect(refused.body.success).toBe(false);
      expect(refused.body.message).toMatch(/language/);
    }
    // Naming another account in the body is refused; theirs stays as it was.
    const sneaky = await shopper.agent
      .put('/api/user/language')
      .send({ language: 'ta', userId: other.userId });
    expect(sneaky.status).toBe(400);
    expect(await isAuth(other.agent)).toBe('en');
    expect(await isAuth(shopper.agent)).toBe('si');

    const anonymous = await test.http().put('/api/user/language').send({ language: 'ta' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);
    const forged = await test
      .http()
      .put('/api/user/language')
      .set('Cookie', 'token=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IngifQ.forged')
      .send({ language: 'ta' });
    expect(forged.status).toBe(401);
    // The seller's session is not a shopper's.
    expect((await seller.put('/api/user/language').send({ language: 'ta' })).status).toBe(401);
  });

  it('keeps the name each line was sold under, and emails the shopper in Sinhala', async () => {
    await worker.runOnce();
    sink.messages.length = 0;
    const sinhala = await shopperWithAddress(test);
    expect((await sinhala.agent.put('/api/user/language').send({ language: 'si' })).status).toBe(
      200,
    );
    const order: Order = await placeCodOrder(sinhala, [
      { product: 'milk', quantity: 2 },
      { product: 'bread', quantity: 1 },
      { product: 'soup', quantity: 1 },
    ]);
    const line = (id: string) => order.items.find((item) => item.product?._id === id)!;
    expect(line('milk')).toMatchObject({ name: 'Fresh Milk 1L', soldAsName: 'නැවුම් කිරි 1L' });
    expect(line('bread')).toMatchObject({ name: 'White Bread', soldAsName: 'සුදු පාන්' });
    // No Sinhala name: sold under the English one, no extra field.
    expect(line('soup').name).toBe('Tomato Soup Mix');
    expect(line('soup')).not.toHaveProperty('soldAsName');

    // A later rename does not rewrite what was sold.
    expect((await edit('milk', { translations: { si: { name: 'කිරි 1L' } } })).status).toBe(200);
    const again = (await sinhala.agent.get(`/api/order/user`)).body.orders as Order[];
    expect(again[0].items.find((item) => item.product?._id === 'milk')?.soldAsName).toBe(
      'නැවුම් කිරි 1L',
    );

    // An English shopper's order keeps the original shape.
    const english = await shopperWithAddress(test);
    const englishOrder = await placeCodOrder(english, [{ product: 'milk', quantity: 1 }]);
    expect(englishOrder.items[0]).not.toHaveProperty('soldAsName');

    await moveOrder(seller, order._id, ['Confirmed']);
    await worker.runOnce();
    const mine = sink.messages.filter((m) => m.to.includes(sinhala.email));
    expect(mine.map((m) => m.subject)).toEqual([
      `ඔබගේ ඇණවුම ${order.number} අපට ලැබුණි`,
      `ඔබගේ ඇණවුම ${order.number} තහවුරු කෙරිණි`,
    ]);
    const body = mine[0].body;
    expect(body).toContain('නැවුම් කිරි 1L × 2');
    expect(body).toContain('Tomato Soup Mix × 1');
    expect(body).toContain('මුළු එකතුව: LKR');
    expect(body).toContain('ගෙවීම: භාරදීමේදී මුදලින්');
    expect(body).toContain('lang="si"');
    const theirs = sink.messages.find((m) => m.to.includes(english.email));
    expect(theirs?.subject).toBe(`We have your order ${englishOrder.number}`);
    expect(theirs?.body).toContain('Fresh Milk 1L × 1');
  });

  it('emails a password reset in Tamil to a Tamil account', async () => {
    const tamil = await registerShopper(test);
    expect((await tamil.agent.put('/api/user/language').send({ language: 'ta' })).status).toBe(200);
    sink.messages.length = 0;
    expect(
      (await test.http().post('/api/user/password/forgot').send({ email: tamil.email })).status,
    ).toBe(200);
    await worker.runOnce();
    const reset = sink.messages.find((m) => m.to.includes(tamil.email));
    expect(reset?.subject).toMatch(/கடவுச்சொல்லை மீட்டமைக்கவும்/);
    expect(reset?.body).toContain('reset-password#token=');
  });
});
