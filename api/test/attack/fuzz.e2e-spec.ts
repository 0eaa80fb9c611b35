import type { FastifyInstance, InjectOptions } from 'fastify';
import { startFakeStripe, WEBHOOK_SECRET, type FakeStripe } from '../support/fake-stripe.js';
import { COLOMBO } from '../support/fixtures.js';
import { SELLER, insertProduct, startTestApp, type TestApp } from '../support/test-app.js';

/** Deterministic pseudo-random numbers (mulberry32): the same seed, the same 10,000 payloads. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const PAYLOADS = Number(process.env.FUZZ_PAYLOADS ?? 10_000);

/** Strings attackers like: injections, control characters, odd Unicode, huge and empty. */
const NASTY_STRINGS = [
  '',
  ' ',
  "' OR '1'='1",
  '"; DROP TABLE "user"; --',
  '$ne',
  '{"$gt":""}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0000b',
  '\u001b[31mred',
  '\u202e\u0644\u0644',
  '\ud83d\ude00'.repeat(50),
  '\ud800',
  'x'.repeat(10_000),
  '1e308',
  'NaN',
  'constructor',
  '__proto__',
  // Keys that break a conversion to a number or a string when they are not functions.
  'toString',
  'valueOf',
  'null',
  'true',
  '00100',
  '+94 77 123 4567',
  'shopper@example.com',
  'a@b',
  'gd46g23h',
  '00000000-0000-4000-8000-000000000000',
];
const NASTY_NUMBERS = [
  0,
  -1,
  1,
  999,
  1000,
  1e-7,
  0.001,
  1.005,
  2 ** 31,
  2 ** 53 + 1,
  1e308,
  -1e308,
  3.14,
];

function fuzzer(next: () => number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const value = (depth: number): unknown => {
    const kind = Math.floor(next() * (depth > 3 ? 5 : 8));
    switch (kind) {
      case 0:
        return pick(NASTY_STRINGS);
      case 1:
        return pick(NASTY_NUMBERS);
      case 2:
        return pick([true, false, null]);
      case 3:
        return Math.floor(next() * 2000) - 500;
      case 4:
        return `s${Math.floor(next() * 1e6)}`;
      case 5:
        return Array.from({ length: Math.floor(next() * 5) }, () => value(depth + 1));
      case 6:
        return Object.fromEntries(
          Array.from({ length: Math.floor(next() * 5) }, () => [
            pick(NASTY_STRINGS).slice(0, 20) || 'k',
            value(depth + 1),
          ]),
        );
      default:
        return { [pick(['a', 'items', 'address', 'cartItems', 'id'])]: value(depth + 1) };
    }
  };
  /** A valid body with one field replaced, removed or one unknown field added. */
  const mutate = (base: Record<string, unknown>): unknown => {
    const copy: Record<string, unknown> = structuredClone(base);
    const keys = Object.keys(copy);
    const roll = next();
    if (roll < 0.5 && keys.length > 0) copy[pick(keys)] = value(1);
    else if (roll < 0.65 && keys.length > 0) delete copy[pick(keys)];
    else if (roll < 0.8) copy[pick(NASTY_STRINGS).slice(0, 30) || 'extra'] = value(1);
    else return value(0);
    return copy;
  };
  return { pick, value, mutate, next };
}

/** What a 4xx body may never contain: internals of the server. */
const LEAKS = [
  /\bstack\b/i,
  /\bat \S+ \(/,
  /QueryFailedError|TypeORM|node_modules|\/src\//,
  /\bSELECT\b|\bINSERT\b|\bUPDATE "/,
  /\$2[aby]\$/,
  /syntax error at/,
];

describe(`attack: seeded fuzz pass over every JSON route that writes (${PAYLOADS} payloads, seed ${SEED})`, () => {
  let test: TestApp;
  let stripe: FakeStripe;
  let fastify: FastifyInstance;
  let shopperCookie: string;
  let sellerCookie: string;
  let addressId: string;

  beforeAll(async () => {
    // Card payment configured (a local fake Stripe): without it those routes answer an honest
    // 503 "not available", which is not what this pass is about.
    stripe = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
    test = await startTestApp({
      STRIPE_SECRET_KEY: 'sk_test_greencart',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      AUTH_RATE_LIMIT_PER_EMAIL: '100000',
      ORDER_RATE_LIMIT_PER_MINUTE: '1000000',
    });
    fastify = test.app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
    await insertProduct(test, { id: 'gd46g23h', name: 'Carrot', price: 50 });
    const registered = await fastify.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'Fuzz', email: 'fuzz@example.com', password: 'correct horse battery' },
    });
    shopperCookie = String(registered.headers['set-cookie']).split(';')[0];
    const address = await fastify.inject({
      method: 'POST',
      url: '/api/address/add',
      headers: { cookie: shopperCookie },
      payload: { address: COLOMBO },
    });
    addressId = address.json().address._id;
    const seller = await fastify.inject({
      method: 'POST',
      url: '/api/seller/login',
      payload: SELLER,
    });
    sellerCookie = String(seller.headers['set-cookie']).split(';')[0];
  });
  afterAll(async () => {
    await test?.close();
    await stripe?.stop();
  });

  it('answers every payload with a status below 500 and no internals in the body', async () => {
    const f = fuzzer(random(SEED));
    const routes: {
      url: string;
      method?: 'PUT' | 'PATCH';
      cookie?: () => string;
      base: () => Record<string, unknown>;
    }[] = [
      {
        url: '/api/user/register',
        base: () => ({
          name: 'N',
          email: `f${Math.floor(f.next() * 1e9)}@example.com`,
          password: 'correct horse battery',
        }),
      },
      {
        url: '/api/user/login',
        base: () => ({ email: 'fuzz@example.com', password: 'correct horse battery' }),
      },
      { url: '/api/seller/login', base: () => ({ ...SELLER }) },
      {
        url: '/api/cart/update',
        cookie: () => shopperCookie,
        base: () => ({ cartItems: { gd46g23h: 2 } }),
      },
      {
        url: '/api/address/add',
        cookie: () => shopperCookie,
        base: () => ({ address: { ...COLOMBO } }),
      },
      {
        url: '/api/order/cod',
        cookie: () => shopperCookie,
        base: () => ({ address: addressId, items: [{ product: 'gd46g23h', quantity: 1 }] }),
      },
      {
        url: '/api/order/stripe',
        cookie: () => shopperCookie,
        base: () => ({ address: addressId, items: [{ product: 'gd46g23h', quantity: 1 }] }),
      },
      {
        url: '/api/product/stock',
        cookie: () => sellerCookie,
        base: () => ({ id: 'gd46g23h', inStock: true }),
      },
      // The seller's stock and product routes: numbers a client could send as anything.
      {
        url: '/api/product/gd46g23h/stock-adjust',
        cookie: () => sellerCookie,
        base: () => ({ delta: 1, reason: 'restock', note: 'Delivery' }),
      },
      {
        url: '/api/product/gd46g23h/tracking',
        method: 'PUT',
        cookie: () => sellerCookie,
        base: () => ({ onHand: 50, lowStockThreshold: 5 }),
      },
      {
        url: '/api/product/gd46g23h',
        method: 'PATCH',
        cookie: () => sellerCookie,
        base: () => ({
          name: 'Carrot',
          description: ['Orange'],
          category: 'Vegetables',
          price: 50,
          offerPrice: 50,
          images: [],
        }),
      },
      {
        url: '/api/order/stripe/webhook',
        base: () => ({ id: 'evt_1', type: 'checkout.session.completed', data: { object: {} } }),
      },
      { url: '/api/user/logout', base: () => ({}) },
    ];
    const failures: string[] = [];
    let sent = 0;
    const check = (label: string, status: number, body: string) => {
      sent += 1;
      if (status >= 500) failures.push(`${label} → ${status} ${body.slice(0, 200)}`);
      else if (LEAKS.some((leak) => leak.test(body)))
        failures.push(`${label} leaks: ${body.slice(0, 200)}`);
    };

    for (let i = 0; i < PAYLOADS; i += 1) {
      const route = f.pick(routes);
      const roll = f.next();
      const headers: Record<string, string> = {};
      if (route.cookie && f.next() < 0.9) headers.cookie = route.cookie();
      let options: InjectOptions;
      if (roll < 0.08) {
        // Raw bytes: truncated JSON, other content types, binary noise.
        const raw = JSON.stringify(f.mutate(route.base())).slice(0, Math.floor(f.next() * 60));
        headers['content-type'] = f.pick([
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'multipart/form-data; boundary=x',
        ]);
        options = { method: route.method ?? 'POST', url: route.url, headers, payload: raw };
      } else {
        headers['content-type'] = 'application/json';
        options = {
          method: route.method ?? 'POST',
          url: route.url,
          headers,
          payload: JSON.stringify(f.mutate(route.base())),
        };
      }
      const response = await fastify.inject(options);
      check(
        `#${i} ${options.method} ${route.url} ${String(options.payload).slice(0, 80)}`,
        response.statusCode,
        response.body,
      );
      // Keep the shopper's cart and addresses usable for the mutations that follow.
      if (route.url === '/api/user/logout' && response.statusCode === 200) {
        const login = await fastify.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { email: 'fuzz@example.com', password: 'correct horse battery' },
        });
        shopperCookie = String(login.headers['set-cookie']).split(';')[0];
      }
    }

    // Multipart product uploads: random productData and random file bytes, as the seller.
    for (let i = 0; i < 200; i += 1) {
      const boundary = `fuzz${i}`;
      const productData = JSON.stringify(
        f.mutate({
          name: 'Kale',
          description: ['Green'],
          category: 'Vegetables',
          price: 100,
          offerPrice: 90,
        }),
      );
      const bytes = Buffer.from(
        Array.from({ length: Math.floor(f.next() * 64) }, () => Math.floor(f.next() * 256)),
      );
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="productData"\r\n\r\n${productData}\r\n--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(f.next() < 0.8 ? `\r\n--${boundary}--\r\n` : ''),
      ]);
      const response = await fastify.inject({
        method: 'POST',
        url: '/api/product/add',
        headers: {
          cookie: sellerCookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: body,
      });
      check(`multipart #${i} ${productData.slice(0, 80)}`, response.statusCode, response.body);
    }

    expect(sent).toBeGreaterThanOrEqual(10_000);
    expect(failures).toEqual([]);
  }, 600_000);
});
