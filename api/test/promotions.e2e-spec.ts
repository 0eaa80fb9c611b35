import {
  ERROR_CODES,
  STACKING_RULE,
  categoryLabel,
  type CartQuote,
  type DeliveryZone,
  type OrderDetail,
  type PromotionView,
} from '@greencart/contracts';
import type request from 'supertest';
import {
  SHOP_ORIGIN,
  sessionOf,
  startStripeTestApp,
  type StripeTestApp,
} from './support/fake-stripe.js';
import { moveOrder, paidOnlineOrder } from './support/orders.js';
import { shopperWithAddress, shoppersWithAddress, type Shopper } from './support/shoppers.js';
import { createStaff, loginStaff } from './support/staff.js';
import { insertProduct, loginSeller } from './support/test-app.js';
import { insertTomatoes } from './support/weighed.js';

/**
 * Promotions (docs/PROMOTIONS.md): the staff API, the arithmetic through real orders, limits
 * taken atomically under concurrent checkouts, the give-back on cancel and after a short pick.
 */
describe('promotions', () => {
  let env: StripeTestApp;
  let owner: request.Agent;

  /** Every zone: LKR 150 delivery, never free by itself, no minimum. */
  const ZONE: DeliveryZone = {
    name: 'Everywhere',
    postcodes: ['*'],
    areas: [],
    fee: 150,
    freeDeliveryFrom: null,
    minimumOrder: 0,
    expressOffered: false,
  };

  const create = (body: object, agent: request.Agent = owner) =>
    agent.post('/api/seller/promotions').send(body);
  async function promotion(body: object): Promise<PromotionView> {
    const created = await create(body);
    expect(created.status).toBe(201);
    return created.body.promotion as PromotionView;
  }
  const end = (id: string) => owner.post(`/api/seller/promotions/${id}/end`);
  const cod = (shopper: Shopper, items: object[], extra: object = {}) =>
    shopper.agent.post('/api/order/cod').send({ address: shopper.addressId, items, ...extra });
  const order = async (shopper: Shopper, id: string) =>
    (await shopper.agent.get(`/api/order/user/${id}`)).body.order as OrderDetail;
  const listed = async (id: string) =>
    ((await owner.get('/api/seller/promotions')).body.promotions as PromotionView[]).find(
      (p) => p.id === id,
    )!;

  const MILK_BREAD = [
    { product: 'milk', quantity: 3 },
    { product: 'bread', quantity: 1 },
  ];

  beforeAll(async () => {
    env = await startStripeTestApp(undefined, {
      ORDER_RATE_LIMIT_PER_MINUTE: '1000',
      AUTH_RATE_LIMIT_PER_IP: '100000',
    });
    owner = await loginSeller(env.test);
    expect((await owner.put('/api/seller/delivery/zones').send({ zones: [ZONE] })).status).toBe(
      200,
    );
    await insertProduct(env.test, {
      id: 'milk',
      name: 'Milk',
      price: 350,
      offerPrice: 320,
      category: 'Dairy',
    });
    await insertProduct(env.test, {
      id: 'bread',
      name: 'Bread',
      price: 200,
      offerPrice: 180.5,
      category: 'Bakery',
    });
    await insertProduct(env.test, { id: 'apple', name: 'Apple', offerPrice: 100 });
    await insertTomatoes(env.test, { id: 'tomato' }); // LKR 480/kg, 250 g steps at LKR 120
  });
  afterAll(() => env.close());

  describe('staff API', () => {
    it('lets owners and managers create, list, pause, resume and end; audited', async () => {
      const manager = await loginStaff(env.test, await createStaff(env.test, 'manager'));
      const created = await create(
        { name: 'Manager deal', kind: 'percent_off', scope: 'basket', percent: 5 },
        manager,
      );
      expect(created.status).toBe(201);
      const id = (created.body.promotion as PromotionView).id;
      expect(created.body.promotion).toMatchObject({ automatic: true, status: 'active', uses: 0 });
      await owner.post(`/api/seller/promotions/${id}/pause`).expect(200);
      expect((await listed(id)).status).toBe('paused');
      await owner.post(`/api/seller/promotions/${id}/resume`).expect(200);
      const ended = await end(id);
      expect(ended.body.promotion.status).toBe('ended');
      const again = await owner.post(`/api/seller/promotions/${id}/resume`);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ success: false, code: ERROR_CODES.PROMOTION_ENDED });
      const audit = await owner.get('/api/seller/audit').query({ recordType: 'promotion' });
      expect(audit.status).toBe(200);
      const actions = (audit.body.entries as { action: string; recordId: string }[])
        .filter((e) => e.recordId === id)
        .map((e) => e.action);
      expect(actions.sort()).toEqual([
        'promotion.create',
        'promotion.status',
        'promotion.status',
        'promotion.status',
      ]);
    });

    it('refuses packers, shoppers and visitors (attacks)', async () => {
      const packer = await loginStaff(env.test, await createStaff(env.test, 'packer'));
      const body = { name: 'Sneaky', kind: 'percent_off', scope: 'basket', percent: 100 };
      expect((await create(body, packer)).status).toBe(403);
      const shopper = await shopperWithAddress(env.test);
      const asShopper = await shopper.agent.post('/api/seller/promotions').send(body);
      expect([401, 403]).toContain(asShopper.status);
      expect(asShopper.body.success).toBe(false);
      expect((await shopper.agent.get('/api/seller/promotions')).status).not.toBe(200);
      expect((await env.test.http().post('/api/seller/promotions').send(body)).status).toBe(401);
    });

    it.each([
      ['no name', { kind: 'percent_off', scope: 'basket', percent: 5 }, 'name'],
      [
        'a percent over 100',
        { name: 'Big', kind: 'percent_off', scope: 'basket', percent: 150 },
        'percent',
      ],
      ['an unknown kind', { name: 'Odd', kind: 'free_money', scope: 'basket' }, 'kind'],
      ['a bad code', { name: 'Code', code: 'a b', kind: 'free_delivery', scope: 'basket' }, 'code'],
      [
        'an end before its start',
        {
          name: 'Backwards',
          kind: 'free_delivery',
          scope: 'basket',
          startsAt: '2030-01-02T10:00',
          endsAt: '2030-01-01T10:00',
        },
        'endsAt',
      ],
      [
        'an unknown product',
        { name: 'Ghost', kind: 'percent_off', scope: 'products', productIds: ['nope'], percent: 5 },
        'productIds',
      ],
      ['a list for a body', [], 'name'],
    ])('refuses %s with 400 naming the field', async (_what, body, field) => {
      const refused = await create(body as object);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, field });
      expect(typeof refused.body.message).toBe('string');
    });

    it('reads start and end as local times of the shop (Asia/Colombo, +05:30)', async () => {
      const p = await promotion({
        name: 'New year',
        kind: 'free_delivery',
        scope: 'basket',
        startsAt: '2030-01-01T00:00',
        endsAt: '2030-01-02T08:30',
      });
      expect(p.startsAt).toBe('2029-12-31T18:30:00.000Z');
      expect(p.endsAt).toBe('2030-01-02T03:00:00.000Z');
      await end(p.id);
    });

    it('generates unguessable single-use codes, refuses a duplicate code', async () => {
      const p = await promotion({
        name: 'Flyer',
        automatic: false,
        kind: 'amount_off',
        scope: 'basket',
        amount: 50,
      });
      const generated = await owner
        .post(`/api/seller/promotions/${p.id}/codes`)
        .send({ count: 20, prefix: 'FLY' });
      expect(generated.status).toBe(200);
      const codes = generated.body.codes as string[];
      expect(new Set(codes).size).toBe(20);
      for (const code of codes) expect(code).toMatch(/^FLY[2-9A-HJ-NP-Z]{12}$/);
      expect(
        (await owner.post(`/api/seller/promotions/${p.id}/codes`).send({ count: 0 })).status,
      ).toBe(400);
      const shopper = await shopperWithAddress(env.test);
      const first = await cod(shopper, [{ product: 'apple', quantity: 1 }], {
        code: codes[0].toLowerCase(),
      });
      expect(first.status).toBe(201);
      const other = await shopperWithAddress(env.test);
      const reused = await cod(other, [{ product: 'apple', quantity: 1 }], { code: codes[0] });
      expect(reused.status).toBe(409);
      expect(reused.body.code).toBe(ERROR_CODES.PROMOTION_UNAVAILABLE);
      expect((await listed(p.id)).generatedCodesUsed).toBe(1);
      await promotion({ name: 'Twin', code: 'TWIN', kind: 'free_delivery', scope: 'basket' });
      const twin = await create({
        name: 'Twin 2',
        code: 'twin',
        kind: 'free_delivery',
        scope: 'basket',
      });
      expect(twin.status).toBe(409);
      expect(twin.body).toMatchObject({ code: ERROR_CODES.PROMOTION_CODE_TAKEN, field: 'code' });
      await end(p.id);
    });
  });

  describe('the arithmetic through real orders (to the cent)', () => {
    // Milk 3 × 320.00 + bread 180.50 = 1140.50; tax 2 % of the discounted goods, truncated;
    // delivery 150.00 unless a deal makes it free.
    it.each([
      {
        case: 'no promotion: as before',
        deals: [],
        items: MILK_BREAD,
        amount: 1313.31, // 1140.50 + 22.81 + 150
        discount: undefined,
        lines: [undefined, undefined],
      },
      {
        case: '10 % off the basket',
        deals: [{ kind: 'percent_off', scope: 'basket', percent: 10 }],
        items: MILK_BREAD,
        amount: 1196.97, // 1026.45 + 20.52 + 150
        discount: 114.05,
        lines: [96, 18.05],
      },
      {
        case: 'LKR 100 off Dairy',
        deals: [{ kind: 'amount_off', scope: 'category', category: 'Dairy', amount: 100 }],
        items: MILK_BREAD,
        amount: 1211.31, // 1040.50 + 20.81 + 150
        discount: 100,
        lines: [100, undefined],
      },
      {
        case: 'buy 2 get 1 free on milk',
        deals: [
          {
            kind: 'buy_x_get_y',
            scope: 'products',
            productIds: ['milk'],
            buyQuantity: 2,
            getQuantity: 1,
          },
        ],
        items: MILK_BREAD,
        amount: 986.91, // 820.50 + 16.41 + 150
        discount: 320,
        lines: [320, undefined],
      },
      {
        case: 'LKR 50 per kg off weighed goods (1 kg of tomatoes)',
        deals: [{ kind: 'amount_off', scope: 'basket', amount: 50, perKg: true }],
        items: [
          { product: 'tomato', quantity: 4 },
          { product: 'bread', quantity: 1 },
        ],
        amount: 772.71, // 480 + 180.50 − 50 = 610.50 + 12.21 + 150
        discount: 50,
        lines: [50, undefined],
      },
      {
        case: 'free delivery over LKR 1,000',
        deals: [{ kind: 'free_delivery', scope: 'basket', minBasket: 1000 }],
        items: MILK_BREAD,
        amount: 1163.31, // 1140.50 + 22.81
        discount: undefined,
        lines: [undefined, undefined],
      },
      {
        case: 'the best deal per line: 10 % off Dairy beats LKR 20 off milk, bread untouched',
        deals: [
          { kind: 'amount_off', scope: 'products', productIds: ['milk'], amount: 20 },
          { kind: 'percent_off', scope: 'category', category: 'Dairy', percent: 10 },
        ],
        items: MILK_BREAD,
        amount: 1215.39, // 1044.50 + 20.89 + 150
        discount: 96,
        lines: [96, undefined],
      },
    ])('$case', async ({ deals, items, amount, discount, lines }) => {
      const made: string[] = [];
      for (const [i, deal] of deals.entries())
        made.push((await promotion({ name: `Deal ${i}`, ...deal })).id);
      try {
        const shopper = await shopperWithAddress(env.test);
        const placed = await cod(shopper, items);
        expect(placed.status).toBe(201);
        const stored = await order(shopper, placed.body.orderId as string);
        expect(stored.amount).toBe(amount);
        expect(stored.discount).toBe(discount);
        expect(stored.items.map((i) => i.discount)).toEqual(lines);
      } finally {
        for (const id of made) await end(id);
      }
    });

    it('a code on top of the automatic deal, on what is left: case-insensitive, quoted the same', async () => {
      const auto = await promotion({
        name: 'Ten off',
        kind: 'percent_off',
        scope: 'basket',
        percent: 10,
      });
      const code = await promotion({
        name: 'Five more',
        code: 'SAVE5',
        kind: 'percent_off',
        scope: 'basket',
        percent: 5,
      });
      try {
        const quote = await env.test
          .http()
          .post('/api/cart/quote')
          .send({ items: MILK_BREAD, code: ' save5 ' });
        expect(quote.status).toBe(200);
        const q = quote.body.quote as CartQuote;
        // 10 %: 96.00 + 18.05; 5 % of the 1026.45 left = 51.32 → 43.20 + 8.12.
        expect(q.lines).toEqual([
          { product: 'milk', discount: 139.2 },
          { product: 'bread', discount: 26.17 },
        ]);
        expect(q).toMatchObject({
          discount: 165.37,
          code: 'SAVE5',
          codeRefusal: null,
          stackingRule: STACKING_RULE,
        });
        expect(q.applied.map((a) => [a.name, a.discount])).toEqual([
          ['Ten off', 114.05],
          ['Five more', 51.32],
        ]);
        const shopper = await shopperWithAddress(env.test);
        const placed = await cod(shopper, MILK_BREAD, { code: 'Save5' });
        expect(placed.status).toBe(201);
        const stored = await order(shopper, placed.body.orderId as string);
        // 975.13 + 19.50 + 150
        expect(stored).toMatchObject({ amount: 1144.63, discount: 165.37 });
        expect((await listed(code.id)).uses).toBe(1);
        expect((await listed(code.id)).discountGiven).toBe(51.32);
      } finally {
        await end(auto.id);
        await end(code.id);
      }
    });

    it('says what a little more would unlock', async () => {
      const free = await promotion({
        name: 'Free delivery',
        kind: 'free_delivery',
        scope: 'basket',
        minBasket: 1000,
      });
      try {
        const q = (
          await env.test
            .http()
            .post('/api/cart/quote')
            .send({ items: [{ product: 'milk', quantity: 2 }] })
        ).body.quote as CartQuote;
        expect(q.nearly).toEqual([
          expect.objectContaining({
            missing: 360,
            message: 'Add LKR 360.00 more for Free delivery',
          }),
        ]);
        expect(q.freeDelivery).toBe(false);
      } finally {
        await end(free.id);
      }
    });
  });

  describe('codes that do not apply are refused, never silently dropped', () => {
    const INVALID =
      'This code is not valid or has been used up. You can still place the order without it.';
    const EXPIRED = 'This code has expired. You can still place the order without it.';
    it.each([
      ['expired', { endsAt: '2020-01-01T00:00', startsAt: '2019-01-01T00:00' }, null, 'expired'],
      ['not yet started', { startsAt: '2099-01-01T00:00' }, null, 'invalid'],
      ['paused', {}, 'pause', 'invalid'],
      ['ended', {}, 'end', 'expired'],
    ])('%s (reason %s)', async (what, window, action, reason) => {
      const code = `WHEN${what.replace(/\W/g, '').toUpperCase()}`.slice(0, 32);
      const p = await promotion({
        name: `Code ${what}`,
        code,
        kind: 'percent_off',
        scope: 'basket',
        percent: 50,
        ...window,
      });
      if (action) await owner.post(`/api/seller/promotions/${p.id}/${action}`).expect(200);
      const shopper = await shopperWithAddress(env.test);
      const refused = await cod(shopper, MILK_BREAD, { code: code.toLowerCase() });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        success: false,
        code: ERROR_CODES.PROMOTION_UNAVAILABLE,
        reason,
        message: reason === 'expired' ? EXPIRED : INVALID,
      });
      const quote = (await shopper.agent.post('/api/cart/quote').send({ items: MILK_BREAD, code }))
        .body.quote as CartQuote;
      expect(quote).toMatchObject({ discount: 0, code: null, codeRefusalReason: reason });
      expect(quote.codeRefusal).toBe(reason === 'expired' ? EXPIRED : INVALID);
      expect((await cod(shopper, MILK_BREAD)).status).toBe(201);
    });

    it('gives a stable reason for a code never issued, used up, below its minimum or covering nothing', async () => {
      const shopper = await shopperWithAddress(env.test);
      const quote = async (code: string, items: object[] = MILK_BREAD) =>
        (await shopper.agent.post('/api/cart/quote').send({ items, code })).body.quote as CartQuote;
      expect(await quote('NOSUCHCODE')).toMatchObject({
        codeRefusalReason: 'invalid',
        codeMinBasketCents: null,
      });
      const big = await promotion({
        name: 'Big basket',
        code: 'BIGBASKET',
        kind: 'percent_off',
        scope: 'basket',
        percent: 5,
        minBasket: 50_000,
      });
      expect(await quote('bigbasket')).toMatchObject({
        codeRefusalReason: 'min-basket',
        codeMinBasketCents: 5_000_000,
        codeRefusal: 'This code needs a basket of at least LKR 50,000.00.',
      });
      const refused = await cod(shopper, MILK_BREAD, { code: 'BIGBASKET' });
      expect(refused.body).toMatchObject({ reason: 'min-basket' });
      const fruit = await promotion({
        name: 'Fruit only',
        code: 'FRUITONLY',
        kind: 'percent_off',
        scope: 'category',
        category: 'Fruits',
        percent: 5,
      });
      expect(await quote('FRUITONLY')).toMatchObject({ codeRefusalReason: 'nothing-covered' });
      const bulk = await promotion({
        name: 'Bulk',
        automatic: false,
        kind: 'percent_off',
        scope: 'basket',
        percent: 5,
      });
      const [one] = (await owner.post(`/api/seller/promotions/${bulk.id}/codes`).send({ count: 1 }))
        .body.codes as string[];
      expect((await cod(shopper, MILK_BREAD, { code: one })).status).toBe(201);
      expect(await quote(one)).toMatchObject({
        codeRefusalReason: 'used-up',
        codeRefusal: 'This code has been used up. You can still place the order without it.',
      });
      for (const p of [big, fruit, bulk]) await end(p.id);
    });

    it('ignores a forged discount: refused as an unknown field, never applied', async () => {
      const shopper = await shopperWithAddress(env.test);
      const forged = await cod(shopper, MILK_BREAD, { discount: 1000, amount: 1 });
      expect(forged.status).toBe(400);
      expect(forged.body.success).toBe(false);
      const forgedLine = await cod(shopper, [
        { product: 'milk', quantity: 1, discountCents: 32_000 },
      ]);
      expect(forgedLine.status).toBe(400);
      // The original client's `amount` alone is accepted and ignored.
      const placed = await cod(shopper, MILK_BREAD, { amount: 1 });
      expect(placed.status).toBe(201);
      expect((await order(shopper, placed.body.orderId as string)).amount).toBe(1313.31);
    });
  });

  describe('limits hold under a rush', () => {
    it('100 concurrent checkouts for a code with 10 uses: exactly 10 get it, the others 409 and may order without it', async () => {
      const p = await promotion({
        name: 'Rush',
        code: 'RUSH10',
        kind: 'amount_off',
        scope: 'basket',
        amount: 100,
        maxUses: 10,
      });
      const shoppers = await shoppersWithAddress(env.test, 100);
      const answers = await Promise.all(
        shoppers.map((s) => cod(s, [{ product: 'milk', quantity: 1 }], { code: 'rush10' })),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(90);
      for (const refused of answers.filter((a) => a.status === 409)) {
        expect(refused.body.code).toBe(ERROR_CODES.PROMOTION_UNAVAILABLE);
        expect(refused.body.message).toMatch(/without it/);
        // Taken by the others in the rush, or no longer live when this order read it.
        expect(['used-up', 'invalid']).toContain(refused.body.reason);
      }
      const withCode = await env.test.dataSource.query(
        `SELECT count(*)::int AS n FROM "order" o
           JOIN "promotion_redemption" r ON r."order_id" = o."id"
          WHERE r."promotion_id" = $1 AND o."discount_cents" = 10000`,
        [p.id],
      );
      expect(withCode[0].n).toBe(10);
      expect(await listed(p.id)).toMatchObject({ uses: 10, discountGiven: 1000 });
      const [row] = await env.test.dataSource.query(
        `SELECT "uses", "discount_given_cents" FROM "promotion" WHERE "id" = $1`,
        [p.id],
      );
      expect(row).toEqual({ uses: 10, discount_given_cents: 100_000 });
      const refusedShoppers = shoppers.filter((_, i) => answers[i].status === 409);
      const retried = await Promise.all(
        refusedShoppers.map((s) => cod(s, [{ product: 'milk', quantity: 1 }])),
      );
      expect(retried.every((r) => r.status === 201)).toBe(true);
      await end(p.id);
    }, 120_000);

    it('the same shopper 5 times at once with a once-per-shopper code: one order gets it', async () => {
      const p = await promotion({
        name: 'Once each',
        code: 'ONCE',
        kind: 'percent_off',
        scope: 'basket',
        percent: 20,
        perShopperLimit: 1,
      });
      const shopper = await shopperWithAddress(env.test);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          cod(shopper, [{ product: 'apple', quantity: 1 }], { code: 'ONCE' }),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      const refused = answers.filter((a) => a.status === 409);
      expect(refused).toHaveLength(4);
      expect(refused[0].body.message).toContain('already used');
      expect(refused.every((r) => r.body.reason === 'shopper-limit')).toBe(true);
      expect((await listed(p.id)).uses).toBe(1);
      // Another shopper still may.
      const other = await shopperWithAddress(env.test);
      expect((await cod(other, [{ product: 'apple', quantity: 1 }], { code: 'ONCE' })).status).toBe(
        201,
      );
      await end(p.id);
    });

    it('a cancelled order gives its use back, once', async () => {
      const p = await promotion({
        name: 'Single',
        code: 'SINGLE',
        kind: 'amount_off',
        scope: 'basket',
        amount: 10,
        maxUses: 1,
      });
      const first = await shopperWithAddress(env.test);
      const second = await shopperWithAddress(env.test);
      const placed = await cod(first, [{ product: 'apple', quantity: 1 }], { code: 'SINGLE' });
      expect(placed.status).toBe(201);
      expect(
        (await cod(second, [{ product: 'apple', quantity: 1 }], { code: 'SINGLE' })).status,
      ).toBe(409);
      const orderId = placed.body.orderId as string;
      const cancel = await owner
        .post(`/api/order/seller/${orderId}/status`)
        .send({ status: 'Cancelled', note: 'Shopper asked' });
      expect(cancel.status).toBe(200);
      expect(await listed(p.id)).toMatchObject({ uses: 0, discountGiven: 0 });
      const [released] = await env.test.dataSource.query(
        `SELECT "released_at" IS NOT NULL AS "released" FROM "promotion_redemption" WHERE "order_id" = $1`,
        [orderId],
      );
      expect(released.released).toBe(true);
      // Cancelling again is refused and gives nothing more back.
      await owner
        .post(`/api/order/seller/${orderId}/status`)
        .send({ status: 'Cancelled', note: 'again' });
      const [row] = await env.test.dataSource.query(
        `SELECT "uses" FROM "promotion" WHERE "id" = $1`,
        [p.id],
      );
      expect(row.uses).toBe(0);
      expect(
        (await cod(second, [{ product: 'apple', quantity: 1 }], { code: 'single' })).status,
      ).toBe(201);
      expect((await listed(p.id)).uses).toBe(1);
      await end(p.id);
    });
  });

  it('an online checkout that expires unpaid gives its use back', async () => {
    const p = await promotion({
      name: 'Online once',
      code: 'WEBONCE',
      kind: 'amount_off',
      scope: 'basket',
      amount: 10,
      maxUses: 1,
    });
    const shopper = await shopperWithAddress(env.test);
    const started = await shopper.agent
      .post('/api/order/stripe')
      .set('Origin', SHOP_ORIGIN)
      .send({
        address: shopper.addressId,
        items: [{ product: 'apple', quantity: 1 }],
        code: 'webonce',
      });
    expect(started.status).toBe(201);
    const session = sessionOf(env.fake, started.body.url as string);
    // Charged the discounted amount: 100 − 10 = 90, tax 1.80, delivery 150.
    expect(session.amount_total).toBe(24_180);
    expect((await listed(p.id)).uses).toBe(1);
    const other = await shopperWithAddress(env.test);
    expect(
      (await cod(other, [{ product: 'apple', quantity: 1 }], { code: 'WEBONCE' })).status,
    ).toBe(409);
    expect((await env.fake.expire(session.id)).status).toBe(200);
    expect((await listed(p.id)).uses).toBe(0);
    expect(
      (await cod(other, [{ product: 'apple', quantity: 1 }], { code: 'WEBONCE' })).status,
    ).toBe(201);
    await end(p.id);
  });

  describe('give-back after packing', () => {
    it('a discounted short pick refunds exactly what was paid for the missing units', async () => {
      const p = await promotion({
        name: 'Dairy week',
        kind: 'percent_off',
        scope: 'category',
        category: 'Dairy',
        percent: 10,
      });
      try {
        const shopper = await shopperWithAddress(env.test);
        const { orderId, session } = await paidOnlineOrder(env, shopper, MILK_BREAD);
        // Paid: 960 − 96 + 180.50 = 1044.50, tax 20.89, delivery 150 → 1215.39.
        expect(session.amount_total).toBe(121_539);
        const paid = await order(shopper, orderId);
        expect(paid).toMatchObject({ amount: 1215.39, discount: 96 });
        const described = (env.fake.sessions.get(session.id)?.line_items.data ?? []).map((l) => [
          l.description,
          l.amount_total,
        ]);
        expect(described).toContainEqual(['Milk (LKR 32.00 off each)', 86_400]);
        await moveOrder(owner, orderId, ['Confirmed', 'Packing']);
        const short = await owner
          .post(`/api/order/seller/${orderId}/items/0/short`)
          .send({ available: 2 });
        expect(short.status).toBe(200);
        // Kept: 2 milk at 288.00 (discount 64.00): goods 756.50, tax 15.13, + 150 → 921.63.
        const after = await order(shopper, orderId);
        expect(after).toMatchObject({ amount: 921.63, discount: 64 });
        expect(after.items[0].discount).toBe(64);
        // Refunded: 1215.39 − 921.63 = 293.76 = the missing milk at 288.00 + its tax 5.76.
        const refunds = env.fake.refunds.filter(
          (r) => r.payment_intent === env.fake.sessions.get(session.id)?.payment_intent,
        );
        expect(refunds.map((r) => r.amount)).toEqual([29_376]);
      } finally {
        await end(p.id);
      }
    });
  });

  it('lists live deals for shoppers with the stacking rule', async () => {
    const p = await promotion({
      name: 'Fruit fest',
      kind: 'percent_off',
      scope: 'category',
      category: 'Fruits',
      percent: 15,
    });
    const deals = await env.test.http().get('/api/deals');
    expect(deals.status).toBe(200);
    expect(deals.body.stackingRule).toBe(STACKING_RULE);
    expect(deals.body.deals).toContainEqual(
      expect.objectContaining({ id: p.id, name: 'Fruit fest', summary: '15% off Fruits' }),
    );
    const figures = {
      kind: 'percent_off',
      scope: 'category',
      percent: 15,
      amountCents: null,
      buyQuantity: null,
      getProductName: null,
      minBasketCents: null,
    };
    expect(deals.body.deals).toContainEqual(
      expect.objectContaining({ id: p.id, ...figures, categoryName: 'Fresh Fruits' }),
    );
    const sinhala = await env.test.http().get('/api/deals?lang=si');
    expect(sinhala.body.deals).toContainEqual(
      expect.objectContaining({
        id: p.id,
        summary: '15% off Fruits',
        ...figures,
        categoryName: categoryLabel('Fruits', 'si'),
      }),
    );
    const twoForOne = await promotion({
      name: 'Bread and milk',
      kind: 'buy_x_get_y',
      scope: 'products',
      productIds: ['bread'],
      buyQuantity: 2,
      getQuantity: 1,
      getProductId: 'milk',
      minBasket: 1000,
    });
    await env.test.dataSource.query(
      `UPDATE "product" SET "translations" = '{"ta":{"name":"பால்"}}' WHERE "id" = 'milk'`,
    );
    const tamil = await env.test.http().get('/api/deals?lang=ta');
    expect(tamil.body.deals).toContainEqual(
      expect.objectContaining({
        id: twoForOne.id,
        buyQuantity: 2,
        getQuantity: 1,
        getProductId: 'milk',
        getProductName: 'பால்',
        productNames: ['Bread'],
        minBasketCents: 100_000,
      }),
    );
    await env.test.dataSource.query(
      `UPDATE "product" SET "translations" = '{}' WHERE "id" = 'milk'`,
    );
    await end(twoForOne.id);
    await end(p.id);
    const after = await env.test.http().get('/api/deals');
    expect((after.body.deals as { id: string }[]).some((d) => d.id === p.id)).toBe(false);
  });
});
