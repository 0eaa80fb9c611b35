import { ERROR_CODES } from '@greencart/contracts';
import type request from 'supertest';
import { shopperWithAddress } from '../support/shoppers.js';
import { insertProduct, loginSeller, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The class "objects and arrays where numbers belong": every JSON route that takes a
 * number, each number field replaced by values of the wrong shape. Each must be a 400 naming
 * the field, never a 500 (class-transformer's `@Type(() => Number)` once threw on an object
 * whose `toString` is not a function, and turned `true` into 1 and `""` into 0).
 */
const NOT_NUMBERS: [string, unknown][] = [
  ['an empty object', {}],
  ['an object', { a: 1 }],
  ['an object with valueOf', { valueOf: 5 }],
  ['an object whose toString is not a function', { toString: 1 }],
  ['an array of such an object', [{ toString: 1 }]],
  ['an empty array', []],
  ['an array of a number', [5]],
  ['an array of a numeric string', ['5']],
  ['a nested array', [[5]]],
  ['an array of objects', [{ a: 1 }]],
  ['a boolean', true],
  ['a string', 'five'],
  ['an empty string', ''],
];

describe('attack: objects and arrays where numbers belong', () => {
  let test: TestApp;
  let seller: request.Agent;
  let shopper: request.Agent;
  let addressId: string;
  const ORDER = '00000000-0000-4000-8000-000000000000';

  beforeAll(async () => {
    test = await startTestApp({ ORDER_RATE_LIMIT_PER_MINUTE: '100000' });
    seller = await loginSeller(test);
    ({ agent: shopper, addressId } = await shopperWithAddress(test));
    await insertProduct(test, { id: 'counted', name: 'Counted', price: 100 });
    await insertProduct(test, { id: 'loose', name: 'Loose', price: 100 });
    expect((await seller.put('/api/product/counted/tracking').send({ onHand: 10 })).status).toBe(
      200,
    );
  });
  afterAll(() => test.close());

  /** Each route: how to send a body, a valid body, and its number fields (paths into the body). */
  const routes: {
    name: string;
    send: (body: unknown) => request.Test;
    base: () => Record<string, unknown>;
    numbers: { path: string[]; field: string }[];
  }[] = [
    {
      name: 'PUT /api/product/:id/tracking',
      send: (body) => seller.put('/api/product/counted/tracking').send(body as object),
      base: () => ({ onHand: 10, lowStockThreshold: 3 }),
      numbers: [
        { path: ['onHand'], field: 'onHand' },
        { path: ['lowStockThreshold'], field: 'lowStockThreshold' },
      ],
    },
    {
      name: 'POST /api/product/:id/stock-adjust',
      send: (body) => seller.post('/api/product/counted/stock-adjust').send(body as object),
      base: () => ({ delta: 1, reason: 'restock' }),
      numbers: [{ path: ['delta'], field: 'delta' }],
    },
    {
      name: 'PATCH /api/product/:id',
      send: (body) => seller.patch('/api/product/loose').send(body as object),
      base: () => ({
        name: 'Loose',
        description: ['Fresh'],
        category: 'Fruits',
        price: 100,
        offerPrice: 90,
        images: [],
      }),
      numbers: [
        { path: ['price'], field: 'price' },
        { path: ['offerPrice'], field: 'offerPrice' },
      ],
    },
    {
      name: 'POST /api/product/add (productData)',
      send: (body) => seller.post('/api/product/add').field('productData', JSON.stringify(body)),
      base: () => ({
        name: 'Kale',
        description: ['Green'],
        category: 'Vegetables',
        price: 100,
        offerPrice: 90,
        onHand: 5,
      }),
      numbers: [
        { path: ['price'], field: 'price' },
        { path: ['offerPrice'], field: 'offerPrice' },
        { path: ['onHand'], field: 'onHand' },
      ],
    },
    {
      name: 'POST /api/order/cod',
      send: (body) => shopper.post('/api/order/cod').send(body as object),
      base: () => ({ address: addressId, items: [{ product: 'loose', quantity: 1 }] }),
      numbers: [{ path: ['items', '0', 'quantity'], field: 'items.0.quantity' }],
    },
    {
      name: 'POST /api/cart/update',
      send: (body) => shopper.post('/api/cart/update').send(body as object),
      base: () => ({ cartItems: { loose: 1 } }),
      numbers: [{ path: ['cartItems', 'loose'], field: 'cartItems' }],
    },
    {
      name: 'POST /api/order/seller/:id/items/:position/short',
      send: (body) => seller.post(`/api/order/seller/${ORDER}/items/0/short`).send(body as object),
      base: () => ({ available: 0 }),
      numbers: [{ path: ['available'], field: 'available' }],
    },
  ];

  const cases = routes.flatMap((route) =>
    route.numbers.flatMap((number) =>
      NOT_NUMBERS.map(
        ([label, value]) => [route.name, number.field, label, route, number, value] as const,
      ),
    ),
  );

  it.each(cases)('%s: %s as %s is a 400 naming the field', async (...args) => {
    const [, , , route, number, value] = args;
    const body = route.base();
    let target: Record<string, unknown> = body;
    for (const key of number.path.slice(0, -1)) target = target[key] as Record<string, unknown>;
    target[number.path[number.path.length - 1]] = value;
    const response = await route.send(body);
    expect({ status: response.status, body: response.body }).toMatchObject({
      status: 400,
      body: { success: false, code: ERROR_CODES.VALIDATION, field: number.field },
    });
  });

  it.each([
    ['a null lowStockThreshold', { onHand: 3, lowStockThreshold: null }, 'lowStockThreshold'],
    [
      'a null lowStockThreshold to stop',
      { onHand: null, lowStockThreshold: null },
      'lowStockThreshold',
    ],
    ['onHand true', { onHand: true }, 'onHand'],
    ['onHand ""', { onHand: '', lowStockThreshold: 2 }, 'onHand'],
    ['lowStockThreshold "1e3"', { onHand: 3, lowStockThreshold: '1e3' }, 'lowStockThreshold'],
  ])('a tracking body with %s is a 400 and changes nothing', async (_label, body, field) => {
    await insertProduct(test, { id: 'steady', name: 'Steady' });
    await seller.put('/api/product/steady/tracking').send({ onHand: 10, lowStockThreshold: 4 });
    const response = await seller.put('/api/product/steady/tracking').send(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, field });
    expect(response.body.message).toMatch(field);
    const product = (await test.http().get('/api/product/steady')).body.product;
    expect(product).toMatchObject({ quantity: 10, lowStockThreshold: 4 });
  });
});
