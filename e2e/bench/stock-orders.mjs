// COD orders on one hot, counted product (docs/STOCK.md): the API against a bare `node` + `pg`
// script that runs the same statements in one transaction per order, at the same concurrency,
// on the same database, in alternating halves (API, bare, bare, API) so background load
// weighs on both. Prints orders/s, p50/p95/p99, the API/bare ratio and the budgets, then
// checks that the product's ledger still sums to its count.
// Usage: node e2e/bench/stock-orders.mjs [--duration 10] [--concurrency 20,200]
// Needs a built API (api/dist/main.js). Uses DATABASE_URL when set, else the API's embedded
// PGlite. Loopback only; every process it starts it stops.
import { randomBytes, randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cookieOf, percentile, runBenchmark, setupCall, startApi } from './support.mjs';

/**
 * Budgets (e2e/bench/README.md): throughput against the bare script, and p95 at 20 on PostgreSQL.
 */
const TARGETS = { ratio: 0.5, p95Ms: 100 };
const REQUEST_TIMEOUT_MS = 10_000;
const SELLER = { email: 'bench-seller@example.com', password: 'bench-seller-password' };
const PASSWORD = 'bench-shopper-password';
const ADDRESS = {
  firstName: 'Bench',
  lastName: 'Shopper',
  email: 'bench@example.com',
  phone: '+94 77 123 4567',
  street: '12 Galle Road',
  city: 'Colombo',
  state: 'Western',
  zip: '00100',
  country: 'Sri Lanka',
};
/** Enough units that no run sells out (a refusal would be a different, cheaper path). */
const HOT_STOCK = 1_000_000;

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '20,200' },
  },
});
const duration = Number(options.duration);
const levels = options.concurrency.split(',').map(Number);

const call = (base, method, path, options = {}) =>
  setupCall(base, method, path, { timeoutMs: REQUEST_TIMEOUT_MS, ...options });

async function createShopper(base, runId, index) {
  const registered = await call(base, 'POST', '/api/user/register', {
    body: {
      name: `Bench ${index}`,
      email: `stock-${runId}-${index}@example.com`,
      password: PASSWORD,
    },
  });
  const cookie = cookieOf(registered.response);
  await call(base, 'POST', '/api/address/add', { cookie, body: { address: ADDRESS } });
  const { json } = await call(base, 'GET', '/api/address/get', { cookie });
  return { cookie, userId: registered.json.user._id, addressId: json.addresses[0]._id };
}

/** One COD order for one unit of the hot product through the API. */
async function apiOrder(base, shopper, productId) {
  const response = await fetch(`${base}/api/order/cod`, {
    method: 'POST',
    headers: { cookie: shopper.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      address: shopper.addressId,
      items: [{ product: productId, quantity: 1 }],
    }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const json = await response.json().catch(() => ({}));
  return response.status === 201 && json.success === true
    ? undefined
    : `${response.status} ${json.code ?? ''}`;
}

/**
 * The same order without the API: what the order service, pricing, StockService and the
 * outbox run, in one transaction and in the same order (products read, address owned, order,
 * line, history, outbox email, cart emptied, order read back, then the conditional stock
 * UPDATE and its ledger row just before the commit).
 */
async function bareOrder(pool, shopper, productId) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows: products } = await client.query(
      `SELECT id, name, images, offer_price_cents, in_stock, archived_at FROM product
        WHERE id = ANY($1) ORDER BY id`,
      [[productId]],
    );
    const product = products[0];
    const { rows: addresses } = await client.query(
      `SELECT * FROM address WHERE id = $1 AND user_id = $2`,
      [shopper.addressId, shopper.userId],
    );
    const address = addresses[0];
    const orderId = randomUUID();
    await client.query(
      `INSERT INTO "order" (id, user_id, address_id, address_snapshot, amount_cents, payment_type,
                            status, is_paid)
       VALUES ($1, $2, $3, $4, $5, 'COD', 'Order Placed', false)`,
      [orderId, shopper.userId, address.id, JSON.stringify(address), product.offer_price_cents],
    );
    await client.query(
      `INSERT INTO order_item (order_id, product_id, position, quantity, name, image,
                               offer_price_cents, substitution)
       VALUES ($1, $2, 0, 1, $3, $4, $5, 'refund')`,
      [orderId, product.id, product.name, product.images[0] ?? '', product.offer_price_cents],
    );
    await client.query(
      `INSERT INTO order_history (order_id, from_status, to_status, actor)
       VALUES ($1, NULL, 'Order Placed', 'shopper')`,
      [orderId],
    );
    await client.query(
      `INSERT INTO outbox (topic, payload, dedupe_key) VALUES ('order.placed', $1, $2)
       ON CONFLICT DO NOTHING`,
      [JSON.stringify({ orderId }), `order.placed:${orderId}`],
    );
    await client.query(`UPDATE "user" SET cart_items = '{}' WHERE id = $1`, [shopper.userId]);
    await client.query(`SELECT * FROM "order" WHERE id = $1`, [orderId]);
    const { rows: moved } = await client.query(
      `UPDATE product SET on_hand = on_hand - 1, updated_at = now()
        WHERE id = $1 AND on_hand IS NOT NULL AND on_hand - reserved >= 1
        RETURNING on_hand`,
      [product.id],
    );
    await client.query(
      `INSERT INTO stock_movement (product_id, delta, reserved_delta, reason, order_id, actor,
                                   on_hand_after)
       VALUES ($1, -1, 0, 'sale', $2, 'order', $3)`,
      [product.id, orderId, moved[0].on_hand],
    );
    await client.query('COMMIT');
    return undefined;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    return error.message;
  } finally {
    client.release();
  }
}

/** `shoppers` in a closed loop (one order in flight each) for `seconds`. */
async function closedLoop(shoppers, seconds, order) {
  const samples = [];
  const failures = new Map();
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    shoppers.map(async (shopper) => {
      while (performance.now() < until) {
        const begun = performance.now();
        const failure = await order(shopper);
        samples.push(performance.now() - begun);
        if (failure) failures.set(failure, (failures.get(failure) ?? 0) + 1);
      }
    }),
  );
  const failed = [...failures.values()].reduce((sum, n) => sum + n, 0);
  return { samples, failures, failed, seconds: (performance.now() - started) / 1000 };
}

/** Two halves of one measurement merged: all samples, summed time. */
function merge(a, b) {
  const samples = [...a.samples, ...b.samples].sort((x, y) => x - y);
  const failures = new Map(a.failures);
  for (const [k, v] of b.failures) failures.set(k, (failures.get(k) ?? 0) + v);
  const failed = a.failed + b.failed;
  return {
    perSecond: (samples.length - failed) / (a.seconds + b.seconds),
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    failed,
    failures,
  };
}

const fixed = (value, digits = 1) => value.toFixed(digits).padStart(9);

async function run(servers) {
  const most = Math.max(...levels);
  const { base, database, databaseUrl } = await startApi(servers, {
    ORDER_RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_IP: String(most + 100),
    SELLER_EMAIL: SELLER.email,
    SELLER_PASSWORD: SELLER.password,
  });
  console.log(`database: ${database}; API on ${base}`);
  const seller = await call(base, 'POST', '/api/seller/login', { body: SELLER });
  const sellerCookie = cookieOf(seller.response);
  const { json: list } = await call(base, 'GET', '/api/product/list');
  const hot = list.products.find((p) => p.inStock);
  await call(base, 'PUT', `/api/product/${hot._id}/tracking`, {
    cookie: sellerCookie,
    body: { onHand: HOT_STOCK },
  });
  console.log(`hot product: ${hot.name}, ${HOT_STOCK} units counted`);

  const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const shoppers = [];
  for (let i = 0; i < most; i++) shoppers.push(await createShopper(base, runId, i));
  console.log(`${shoppers.length} shoppers registered`);

  // The API's own pool: 10 connections to a server, 1 to the embedded database.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: process.env.DATABASE_URL ? 10 : 1,
  });
  // The API (and with it the embedded database) stops before the clean-up: idle clients then
  // see their connection end, which is expected, not a failure.
  pool.on('error', () => undefined);
  servers.cleanup.push(() => pool.end());

  const viaApi = (shopper) => apiOrder(base, shopper, hot._id);
  const bare = (shopper) => bareOrder(pool, shopper, hot._id);
  console.log('warming up…');
  await closedLoop(shoppers.slice(0, 20), 2, viaApi);
  await closedLoop(shoppers.slice(0, 20), 2, bare);

  const results = [];
  for (const level of levels) {
    const group = shoppers.slice(0, level);
    console.log(
      `measuring ${level} concurrent shoppers: ${duration} s each side in halves (API, bare, bare, API); load ${loadavg()[0].toFixed(2)} on ${cpus().length} cores`,
    );
    const api1 = await closedLoop(group, duration / 2, viaApi);
    const bare1 = await closedLoop(group, duration / 2, bare);
    const bare2 = await closedLoop(group, duration / 2, bare);
    const api2 = await closedLoop(group, duration / 2, viaApi);
    results.push({ level, api: merge(api1, api2), bare: merge(bare1, bare2) });
  }

  console.log(`\n${'shoppers'.padEnd(9)} side   orders/s    p50 ms    p95 ms    p99 ms  failures`);
  for (const { level, api, bare: b } of results) {
    for (const [side, r] of [
      ['API ', api],
      ['bare', b],
    ]) {
      console.log(
        `${String(level).padEnd(9)} ${side} ${fixed(r.perSecond)} ${fixed(r.p50)} ${fixed(r.p95)} ${fixed(r.p99)} ${String(r.failed).padStart(9)}`,
      );
      for (const [reason, count] of r.failures) console.log(`            ${count} × ${reason}`);
    }
  }
  console.log('\nbudget                                        measured    target   result');
  for (const { level, api, bare: b } of results) {
    const ratio = api.perSecond / b.perSecond;
    console.log(
      `orders/s API ÷ bare at ${String(level).padEnd(3)} shoppers           ${ratio.toFixed(2).padStart(6)}×   ≥ ${TARGETS.ratio}×   ${ratio >= TARGETS.ratio ? 'OK' : 'MISSED'}`,
    );
    if (level === 20) {
      console.log(
        `p95 at 20 shoppers (API)                     ${api.p95.toFixed(1).padStart(6)} ms ≤ ${TARGETS.p95Ms} ms  ${api.p95 <= TARGETS.p95Ms ? 'OK' : 'MISSED'}${process.env.DATABASE_URL ? '' : ' (budget is for PostgreSQL)'}`,
      );
    }
  }

  const { rows } = await pool.query(
    `SELECT p.on_hand, (SELECT sum(delta) FROM stock_movement m WHERE m.product_id = p.id) AS ledger
       FROM product p WHERE p.id = $1`,
    [hot._id],
  );
  const ok = Number(rows[0].ledger) === rows[0].on_hand;
  console.log(
    `\nledger check: on hand ${rows[0].on_hand}, ledger sum ${rows[0].ledger}: ${ok ? 'equal' : 'DIFFERENT'}`,
  );
  if (!ok || results.some((r) => r.api.failed + r.bare.failed > 0)) process.exitCode = 1;
}

await runBenchmark(run);
