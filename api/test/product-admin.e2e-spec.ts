import { ERROR_CODES, catalogueTemplateCsv, type Product } from '@greencart/contracts';
import type request from 'supertest';
import { makePng } from './support/images.js';
import { COLOMBO } from './support/fixtures.js';
import {
  insertProduct,
  loginSeller,
  registerShopper,
  startTestApp,
  type TestApp,
} from './support/test-app.js';

/**
 * The seller manages the catalogue (docs/PRODUCTS.md): edit, images, archive, count and adjust
 * stock.
 */
describe('product management (seller)', () => {
  let test: TestApp;
  let seller: request.Agent;

  const edit = (id: string, body: Record<string, unknown>, agent = seller) =>
    agent.patch(`/api/product/${id}`).send({
      name: 'Mango 1 kg',
      description: ['Sweet', 'Ripe today'],
      category: 'Fruits',
      price: 500,
      offerPrice: 450,
      images: [],
      ...body,
    });

  const listed = async (id: string): Promise<Product | undefined> =>
    ((await test.http().get('/api/product/list')).body.products as Product[]).find(
      (p) => p._id === id,
    );

  beforeAll(async () => {
    test = await startTestApp({ ORDER_RATE_LIMIT_PER_MINUTE: '1000' });
    seller = await loginSeller(test);
  });
  afterAll(() => test.close());

  it('edits every field with the add form’s rules; the store shows it at once, past orders keep their price', async () => {
    await insertProduct(test, { id: 'mango', name: 'Mango', price: 150, offerPrice: 120 });
    const { agent } = await registerShopper(test);
    await agent.post('/api/address/add').send({ address: COLOMBO });
    const address = (await agent.get('/api/address/get')).body.addresses[0]._id as string;
    expect(
      (
        await agent
          .post('/api/order/cod')
          .send({ address, items: [{ product: 'mango', quantity: 1 }] })
      ).status,
    ).toBe(201);

    const image = `${test.config.publicApiUrl}/uploads/products/mango.webp`;
    const answer = await edit('mango', { weight: '1 kg', images: [image] });
    expect(answer.status).toBe(200);
    expect(answer.body.product).toMatchObject({
      name: 'Mango 1 kg',
      price: 500,
      offerPrice: 450,
      weight: '1 kg',
      description: ['Sweet', 'Ripe today'],
      image: [image],
    });
    expect((await listed('mango'))?.offerPrice).toBe(450);
    const orders = (await agent.get('/api/order/user')).body.orders as {
      items: { offerPrice: number; name: string }[];
    }[];
    expect(orders[0].items[0]).toMatchObject({ offerPrice: 120, name: 'Mango' });
  });

  it.each([
    [{ offerPrice: 600 }, 'offerPrice must not be above price'],
    [{ price: 0 }, 'price must be an amount'],
    [{ name: '' }, 'name is required'],
    [{ category: 'Weapons' }, 'category must be one of'],
    [{ images: ['https://evil.example/x.png'] }, 'images may only keep images of this product'],
    [{ images: ['a', 'b', 'c', 'd', 'e'] }, 'At most 4 images'],
    [{ extra: 1 }, 'should not exist'],
  ])('refuses %j with a clear 400', async (change, message) => {
    const answer = await edit('mango', change);
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toContain(message);
  });

  it('lets the seller portal’s origin send PATCH and PUT across origins (CORS preflight)', async () => {
    const origin = test.config.corsOrigins[0];
    for (const method of ['PATCH', 'PUT']) {
      const preflight = await test
        .http()
        .options('/api/product/mango')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', method);
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      expect(preflight.headers['access-control-allow-methods']).toContain(method);
    }
    const foreign = await test
      .http()
      .options('/api/product/mango')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'PATCH');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    // And a cross-site PATCH is refused by the origin check even with the seller's cookie.
    const forged = await edit('mango', {}).set('Origin', 'https://evil.example');
    expect(forged.status).toBe(403);
  });

  it('only the seller may change products (shopper and guest refused, unknown product 404)', async () => {
    const { agent } = await registerShopper(test);
    expect((await edit('mango', {}, agent)).status).toBe(401);
    expect((await edit('mango', {}, test.http())).status).toBe(401);
    expect((await agent.post('/api/product/mango/archive').send()).status).toBe(401);
    expect(
      (await agent.post('/api/product/mango/stock-adjust').send({ delta: 5, reason: 'restock' }))
        .status,
    ).toBe(401);
    expect((await agent.get('/api/product/mango/ledger')).status).toBe(401);
    expect((await edit('nope', {})).status).toBe(404);
  });

  it('adds images up to four in all, re-encoded', async () => {
    const png = await makePng();
    const add = (count: number) => {
      let call = seller.post('/api/product/mango/images');
      for (let i = 0; i < count; i += 1) call = call.attach('images', png, `p${i}.png`);
      return call;
    };
    const added = await add(2);
    expect(added.status).toBe(200);
    expect(added.body.product.image).toHaveLength(3);
    expect(added.body.product.image[1]).toMatch(/\/uploads\/products\/.+\.webp$/);
    const tooMany = await add(2);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('A product has at most 4 images');
  });

  it('archives a product out of the store and carts, and restores it', async () => {
    await insertProduct(test, { id: 'kiwi', name: 'Kiwi' });
    const { agent } = await registerShopper(test);
    await agent.post('/api/address/add').send({ address: COLOMBO });
    const address = (await agent.get('/api/address/get')).body.addresses[0]._id as string;
    expect((await seller.post('/api/product/kiwi/archive').send()).body).toEqual({
      success: true,
      message: 'Kiwi archived',
    });
    expect(await listed('kiwi')).toBeUndefined();
    expect((await test.http().get('/api/product/kiwi')).status).toBe(404);
    const cart = await agent.post('/api/cart/update').send({ cartItems: { kiwi: 2, mango: 1 } });
    expect(cart.body.dropped).toEqual(['kiwi']);
    const order = await agent
      .post('/api/order/cod')
      .send({ address, items: [{ product: 'kiwi', quantity: 1 }] });
    expect(order.status).toBe(409);
    expect(order.body.message).toBe('Kiwi is no longer sold');
    const archived = await seller.get('/api/product/query?archived=only&inStock=false');
    expect((archived.body.products as Product[]).map((p) => p._id)).toEqual(['kiwi']);
    expect((await seller.post('/api/product/kiwi/restore').send()).status).toBe(200);
    expect((await listed('kiwi'))?.name).toBe('Kiwi');
  });

  it('counts stock, adjusts it with a reason, keeps a ledger, and lists low stock', async () => {
    await insertProduct(test, { id: 'figs', name: 'Figs' });
    const adjust = (body: Record<string, unknown>) =>
      seller.post('/api/product/figs/stock-adjust').send(body);
    const notCounted = await adjust({ delta: 5, reason: 'restock' });
    expect(notCounted.status).toBe(409);
    expect(notCounted.body.message).toBe('Figs does not count its stock: start counting it first');

    const started = await seller
      .put('/api/product/figs/tracking')
      .send({ onHand: 10, lowStockThreshold: 3 });
    expect(started.status).toBe(200);
    expect(started.body.product).toMatchObject({
      quantity: 10,
      lowStockThreshold: 3,
      lowStock: false,
    });
    expect(
      (await adjust({ delta: 4, reason: 'restock', note: 'Morning delivery' })).body.product
        .quantity,
    ).toBe(14);
    expect(
      (await adjust({ delta: -12, reason: 'waste', note: 'Bruised' })).body.product,
    ).toMatchObject({
      quantity: 2,
      lowStock: true,
    });
    const short = await adjust({ delta: -5, reason: 'waste' });
    expect(short.status).toBe(409);
    expect(short.body.code).toBe(ERROR_CODES.STOCK_INSUFFICIENT);
    for (const bad of [
      { delta: 0, reason: 'restock' },
      { delta: 1.5, reason: 'restock' },
      { delta: 5, reason: 'sale' },
      { delta: 5, reason: 'restock', note: 'x'.repeat(501) },
    ]) {
      expect((await adjust(bad)).status).toBe(400);
    }
    const counted = await seller.put('/api/product/figs/tracking').send({ onHand: 7 });
    expect(counted.body.product.quantity).toBe(7);

    const ledger = await seller.get('/api/product/figs/ledger');
    expect(ledger.status).toBe(200);
    expect(
      (ledger.body.movements as { reason: string; delta: number; onHandAfter: number }[]).map(
        (m) => [m.reason, m.delta, m.onHandAfter],
      ),
    ).toEqual([
      ['correction', 5, 7],
      ['waste', -12, 2],
      ['restock', 4, 14],
      ['restock', 10, 10],
    ]);
    await seller.put('/api/product/figs/tracking').send({ onHand: 2 });
    const low = await seller.get('/api/product/low-stock');
    expect((low.body.products as Product[]).map((p) => p._id)).toContain('figs');
    // Stop counting: the product is back to the seller's switch alone.
    const stopped = await seller.put('/api/product/figs/tracking').send({ onHand: null });
    expect(stopped.body.product.quantity).toBeUndefined();
  });

  it('keeps on hand equal to the sum of the ledger through counting, stopping and counting again', async () => {
    await insertProduct(test, { id: 'plums', name: 'Plums' });
    const tracking = (body: Record<string, unknown>) =>
      seller.put('/api/product/plums/tracking').send(body);
    /** On hand (0 when not counted) and the sum of the ledger, read from the database. */
    const books = async () => {
      const [row] = (await test.dataSource.query(
        `SELECT p.on_hand, (SELECT COALESCE(SUM(m.delta), 0) FROM stock_movement m
           WHERE m.product_id = p.id) AS ledger FROM product p WHERE p.id = 'plums'`,
      )) as { on_hand: number | null; ledger: string | number }[];
      return { onHand: row.on_hand ?? 0, ledger: Number(row.ledger) };
    };

    expect((await tracking({ onHand: 10 })).status).toBe(200);
    expect(await books()).toEqual({ onHand: 10, ledger: 10 });
    const adjusted = await seller
      .post('/api/product/plums/stock-adjust')
      .send({ delta: -4, reason: 'waste' });
    expect(adjusted.status).toBe(200);
    expect(await books()).toEqual({ onHand: 6, ledger: 6 });
    expect((await tracking({ onHand: null })).body.product.quantity).toBeUndefined();
    expect(await books()).toEqual({ onHand: 0, ledger: 0 });
    expect((await tracking({ onHand: 3 })).body.product.quantity).toBe(3);
    expect(await books()).toEqual({ onHand: 3, ledger: 3 });
    expect((await tracking({ onHand: 8 })).body.product.quantity).toBe(8);
    expect(await books()).toEqual({ onHand: 8, ledger: 8 });

    // The seller reads why: stopping took the counted units out, starting again put 3 in.
    const ledger = await seller.get('/api/product/plums/ledger');
    expect(
      (ledger.body.movements as { reason: string; delta: number; note?: string }[])
        .map((m) => [m.reason, m.delta, m.note])
        .reverse(),
    ).toEqual([
      ['restock', 10, 'Started counting'],
      ['waste', -4, undefined],
      ['correction', -6, 'Stopped counting'],
      ['restock', 3, 'Started counting'],
      ['correction', 5, 'Counted'],
    ]);
  });

  it('starts counting again from the ledger of a product stopped before stopping wrote a row', async () => {
    await insertProduct(test, { id: 'limes', name: 'Limes' });
    await seller.put('/api/product/limes/tracking').send({ onHand: 10 });
    // What stopping once did, before it was fixed: on hand forgotten, the ledger still says 10.
    await test.dataSource.query(`UPDATE product SET on_hand = NULL WHERE id = 'limes'`);
    expect((await seller.put('/api/product/limes/tracking').send({ onHand: 3 })).status).toBe(200);
    const [row] = (await test.dataSource.query(
      `SELECT p.on_hand, (SELECT SUM(m.delta) FROM stock_movement m WHERE m.product_id = p.id)
         AS ledger FROM product p WHERE p.id = 'limes'`,
    )) as { on_hand: number; ledger: string | number }[];
    expect({ onHand: row.on_hand, ledger: Number(row.ledger) }).toEqual({ onHand: 3, ledger: 3 });
  });

  describe('catalogue CSV', () => {
    const importFile = (text: string, agent = seller) =>
      agent.post('/api/product/import').attach('file', Buffer.from(text), 'catalogue.csv');
    const count = async () =>
      Number((await test.dataSource.query(`SELECT count(*) AS n FROM product`))[0].n);

    it('exports every product with a header, archived ones marked, formulas defused', async () => {
      await insertProduct(test, { id: 'formula', name: '=HYPERLINK("http://evil")', price: 10 });
      await seller.post('/api/product/kiwi/archive').send();
      const answer = await seller.get('/api/product/export.csv');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = answer.text.trim().split('\n');
      expect(lines[0]).toBe(
        'id,name,category,price,offerPrice,description,weight,inStock,onHand,lowStockThreshold,images,soldBy,stepGrams,pricePerKg,offerPricePerKg,barcode,name_si,description_si,name_ta,description_ta',
      );
      expect(lines.find((l) => l.startsWith('formula,'))).toContain(
        `"'=HYPERLINK(""http://evil"")"`,
      );
      expect(lines.find((l) => l.startsWith('kiwi,'))).toContain(',archived,');
      await seller.post('/api/product/kiwi/restore').send();
      expect((await test.http().get('/api/product/export.csv')).status).toBe(401);
    });

    it('imports new and existing products in one go, stock through the ledger', async () => {
      const csv = [
        'id,name,category,price,offerPrice,description,weight,inStock,onHand,lowStockThreshold,images',
        'kiwi,Kiwi Gold,Fruits,320,300,Sweet | Golden,500 g,true,12,4,',
        ',Guava 1 kg,Fruits,400,350,Pink inside,,true,,,https://images.example/guava.webp',
      ].join('\n');
      const answer = await importFile(csv);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: true, created: 1, updated: 1 });
      const kiwi = (await test.http().get('/api/product/kiwi')).body.product as Product;
      expect(kiwi).toMatchObject({
        name: 'Kiwi Gold',
        offerPrice: 300,
        description: ['Sweet', 'Golden'],
        weight: '500 g',
        quantity: 12,
        lowStockThreshold: 4,
      });
      const guava = ((await test.http().get('/api/product/list')).body.products as Product[]).find(
        (p) => p.name === 'Guava 1 kg',
      );
      // Image URLs stay as given: nothing is fetched.
      expect(guava?.image).toEqual(['https://images.example/guava.webp']);
      const ledger = await seller.get('/api/product/kiwi/ledger');
      expect(ledger.body.movements[0]).toMatchObject({
        reason: 'restock',
        delta: 12,
        note: 'Imported',
      });
    });

    it('takes the category labels the store shows as well as the stored values', async () => {
      const csv = [
        'name,category,price,offerPrice',
        'Label Mango,Fresh Fruits,300,280',
        'Label Bun,bakery & breads,90,90',
        'Path Lime,Fruits,50,45',
      ].join('\n');
      const answer = await importFile(csv);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: true, created: 3 });
      const rows = (await test.dataSource.query(
        `SELECT name, category FROM product WHERE name LIKE 'Label %' OR name = 'Path Lime'
         ORDER BY name`,
      )) as { name: string; category: string }[];
      expect(rows).toEqual([
        { name: 'Label Bun', category: 'Bakery' },
        { name: 'Label Mango', category: 'Fruits' },
        { name: 'Path Lime', category: 'Fruits' },
      ]);
      const unknown = await importFile('name,category,price,offerPrice\nOdd,Toys,10,10');
      expect(unknown.status).toBe(400);
      expect(unknown.body.lines[0].message).toContain('category must be one of');
    });

    it("imports the seller portal's template as it is", async () => {
      const answer = await importFile(catalogueTemplateCsv());
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: true, created: 1 });
      const [row] = (await test.dataSource.query(
        `SELECT category, weight, on_hand FROM product WHERE name = 'Alphonso Mangoes 1 kg'`,
      )) as { category: string; weight: string; on_hand: number }[];
      expect(row).toEqual({ category: 'Fruits', weight: '1 kg', on_hand: 24 });
    });

    it('refuses a file with faulty lines whole, naming each line', async () => {
      const before = await count();
      const csv = [
        'name,category,price,offerPrice',
        'Good Apple,Fruits,100,90',
        'Bad Price,Fruits,abc,90',
        'Good Pear,Fruits,100,90',
        'Dear Offer,Fruits,100,120',
        'Nul\u0000Name,Fruits,100,90',
      ].join('\n');
      const answer = await importFile(csv);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('3 lines have errors: nothing was imported');
      expect(answer.body.lines.map((l: { line: number }) => l.line)).toEqual([3, 5, 6]);
      expect(answer.body.lines[0].message).toMatch(/price must be an amount/);
      expect(await count()).toBe(before);
      for (const bad of [
        '',
        'name,price\nA,1',
        'name,category,price,offerPrice,colour\nA,Fruits,1,1',
        '"unclosed,quote\n',
      ]) {
        const refused = await importFile(bad);
        expect(refused.status).toBe(400);
        expect(refused.body.success).toBe(false);
      }
      const { agent } = await registerShopper(test);
      expect((await importFile(csv, agent)).status).toBe(401);
    });

    it('refuses a name of only spaces on add, edit and import, as an empty one', async () => {
      const before = await count();
      const blank = ' \t\u00a0 ';
      const added = await seller
        .post('/api/product/add')
        .field(
          'productData',
          JSON.stringify({
            name: blank,
            description: ['Green'],
            category: 'Vegetables',
            price: 100,
            offerPrice: 90,
          }),
        )
        .attach('images', await makePng(64, 64), 'kale.png');
      expect(added.status).toBe(400);
      expect(added.body).toMatchObject({ field: 'name', message: 'name is required' });

      const edited = await edit('mango', { name: blank });
      expect(edited.status).toBe(400);
      expect(edited.body).toMatchObject({ field: 'name', message: 'name is required' });
      expect((await test.http().get('/api/product/mango')).body.product.name).toBe('Mango 1 kg');

      const imported = await importFile(
        `name,category,price,offerPrice\n"${blank}",Fruits,100,90\n`,
      );
      expect(imported.status).toBe(400);
      expect(imported.body.lines).toEqual([{ line: 2, message: 'name is required' }]);
      expect(await count()).toBe(before);
      // Names keep their inner spaces and lose the outer ones.
      expect((await edit('mango', { name: '  Mango  1 kg ' })).body.product.name).toBe(
        'Mango  1 kg',
      );
    });

    it('round-trips awkward values: export, import, export gives the same file', async () => {
      const awkward: [string, Record<string, unknown>][] = [
        [
          'pipes',
          {
            name: 'Pipe | Name',
            description: ['Fresh | crisp', 'A|B', '| leading', 'trailing |', 'Second line'],
          },
        ],
        [
          'backslashes',
          { name: 'Back\\slash', description: ['C:\\path\\', 'an escaped \\| is text', '\\\\'] },
        ],
        [
          'quotes',
          { name: 'Say "hello", world', description: ['"Quoted", with commas', "It's 'fine'"] },
        ],
        ['newlines', { name: 'Two lines', description: ['first\nsecond', 'carriage\r\nreturn'] }],
        [
          'formulas',
          {
            name: '=SUM(A1:A9)',
            description: ['+94 77 123 4567', '-20% today', '@home', '=1+1'],
            weight: '-500 g',
          },
        ],
        ['apostrophes', { name: "'=already quoted", description: ["'+1", "'plain"] }],
        [
          'unicode',
          {
            name: 'කැරට් கேரட் 🥕',
            description: ['සිංහල | தமிழ்', '🍅 emoji 👩‍🌾', 'ZWJ‍join'],
            weight: '½ kg',
          },
        ],
      ];
      for (const [id, fields] of awkward) {
        await insertProduct(test, { id: `odd-${id}`, name: 'Odd' });
        const answer = await edit(`odd-${id}`, fields);
        expect(answer.status).toBe(200);
        expect(answer.body.product).toMatchObject(fields);
      }
      await seller.put('/api/product/odd-pipes/tracking').send({ onHand: 7, lowStockThreshold: 2 });

      const first = (await seller.get('/api/product/export.csv')).text;
      const imported = await importFile(first);
      expect(imported.status).toBe(200);
      expect(imported.body.created).toBe(0);
      const second = (await seller.get('/api/product/export.csv')).text;
      expect(second).toBe(first);
      // The lines themselves came back, not only the same file.
      for (const [id, fields] of awkward) {
        const product = (await seller.get(`/api/product/odd-${id}`)).body.product as Product;
        expect(product).toMatchObject(fields);
      }
      // The formula defence holds: those cells start with an apostrophe.
      const formulas = first.split('\n').find((line) => line.startsWith('odd-formulas,'));
      expect(formulas).toContain(`,'=SUM(A1:A9),`);
      expect(formulas).toContain(`,'+94 77 123 4567 | -20% today`);
      expect(formulas).toContain(`,'-500 g,`);
    });

    it('reads description cells written before lines were escaped', async () => {
      const csv = [
        'id,name,category,price,offerPrice,description',
        'old-file,Old File,Fruits,100,90,Sweet | Golden|Ripe \\ ready | 50\\50',
      ].join('\n');
      expect((await importFile(csv)).status).toBe(200);
      expect((await seller.get('/api/product/old-file')).body.product.description).toEqual([
        'Sweet',
        'Golden',
        'Ripe \\ ready',
        '50\\50',
      ]);
    });
  });
});
