// COD order-placement benchmark (budgets: e2e/bench/README.md): "p95 ≤ 100 ms at 20 concurrent shoppers,
// no errors". Registers shoppers through the real API (one address each), then every shopper
// places cash-on-delivery orders in a closed loop, one request in flight each. Prints orders/s,
// p50/p95/p99 (exact, from every sample) and failures beside the budget, then checks that each
// shopper's stored orders equal the 201s it was answered.
// Usage: node e2e/bench/orders.mjs [--duration 10] [--shoppers 20] [--warmup 2]
// Needs a built API (api/dist/main.js). Uses DATABASE_URL when set, else the API's embedded
// PGlite in a throw-away data folder. Loopback only; every process it starts it stops.
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { cookieOf, percentile, runBenchmark, setupCall, startApi } from './support.mjs';

/** The budget of e2e/bench/README.md. */
const TARGETS = { p95Ms: 100, errors: 0 };
/** A request not answered within this long counts as failed (and as a 10 s sample). */
const REQUEST_TIMEOUT_MS = 10_000;
/** The API's default AUTH_RATE_LIMIT_PER_IP: registrations per IP per 15 minutes. */
const DEFAULT_REGISTRATIONS_PER_IP = 100;
/** Any password the register DTO accepts (8–72 characters). */
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

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    shoppers: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '2' },
  },
});
const duration = Number(options.duration);
const shopperCount = Number(options.shoppers);
const warmUpSeconds = Number(options.warmup);
if (
  !(duration > 0) ||
  !Number.isInteger(shopperCount) ||
  shopperCount < 1 ||
  !(warmUpSeconds >= 0)
) {
  console.error('usage: node e2e/bench/orders.mjs [--duration 10] [--shoppers 20] [--warmup 2]');
  process.exit(2);
}

/** A small seeded generator (mulberry32): each shopper's baskets are the same on every run. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const call = (base, method, path, options = {}) =>
  setupCall(base, method, path, { timeoutMs: REQUEST_TIMEOUT_MS, ...options });

/** Registers one shopper (session cookie) and adds one address; answers what orders need. */
async function createShopper(base, runId, index) {
  const email = `bench-${runId}-${index}@example.com`;
  const registered = await call(base, 'POST', '/api/user/register', {
    body: { name: `Bench Shopper ${index + 1}`, email, password: PASSWORD },
  });
  const cookie = cookieOf(registered.response);
  if (!cookie) throw new Error(`POST /api/user/register set no cookie for ${email}`);
  await call(base, 'POST', '/api/address/add', { cookie, body: { address: ADDRESS } });
  const { json } = await call(base, 'GET', '/api/address/get', { cookie });
  const addressId = json.addresses?.[0]?._id;
  if (!addressId) throw new Error(`GET /api/address/get answered no address for ${email}`);
  return {
    index,
    cookie,
    userId: registered.json.user?._id,
    addressId,
    random: seededRandom(index + 1),
    /** Orders answered 201: what GET /api/order/user must list afterwards. */
    created: 0,
  };
}

/** 1–3 distinct in-stock products, 1–3 of each, picked by the shopper's own generator. */
function basket(shopper, productIds) {
  const ids = [...productIds];
  const lines = 1 + Math.floor(shopper.random() * Math.min(3, ids.length));
  const items = [];
  for (let i = 0; i < lines; i++) {
    const [product] = ids.splice(Math.floor(shopper.random() * ids.length), 1);
    items.push({ product, quantity: 1 + Math.floor(shopper.random() * 3) });
  }
  return items;
}

/**
 * Places one COD order and answers its latency (request sent → body read) and whether it
 * failed: an error, a timeout, a non-2xx answer or `success` other than true.
 */
async function placeOrder(base, shopper, productIds) {
  const body = JSON.stringify({
    userId: shopper.userId,
    items: basket(shopper, productIds),
    address: shopper.addressId,
  });
  const started = performance.now();
  let failure;
  try {
    const response = await fetch(`${base}/api/order/cod`, {
      method: 'POST',
      headers: { cookie: shopper.cookie, 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const json = await response.json().catch(() => ({}));
    if (response.status === 201) shopper.created += 1;
    if (!response.ok || json.success !== true) {
      failure = `${response.status} ${json.code ?? ''} ${json.message ?? ''}`.trim();
    }
  } catch (error) {
    failure = error.name === 'TimeoutError' ? 'timeout' : `${error.name}: ${error.message}`;
  }
  return { ms: performance.now() - started, failure };
}

/**
 * Every shopper places orders back to back until `seconds` have passed (one request in
 * flight each; a request started before the end is awaited and counted).
 */
async function closedLoop(base, shoppers, productIds, seconds) {
  const samples = [];
  const failures = new Map();
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    shoppers.map(async (shopper) => {
      while (performance.now() < until) {
        const result = await placeOrder(base, shopper, productIds);
        samples.push(result.ms);
        if (result.failure) failures.set(result.failure, (failures.get(result.failure) ?? 0) + 1);
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  const failed = [...failures.values()].reduce((sum, n) => sum + n, 0);
  return { samples, failures, failed, placed: samples.length - failed, elapsedSeconds };
}

/** Compares each shopper's stored orders (GET /api/order/user) with the 201s it was answered. */
async function verifyStored(base, shoppers) {
  const mismatches = [];
  let stored = 0;
  for (const shopper of shoppers) {
    // Every page (the list is paged: `nextCursor`).
    let count = 0;
    let cursor = null;
    do {
      const path = `/api/order/user?limit=100${cursor ? `&cursor=${cursor}` : ''}`;
      const { json } = await call(base, 'GET', path, { cookie: shopper.cookie });
      count += json.orders.length;
      cursor = json.nextCursor;
    } while (cursor);
    stored += count;
    if (count !== shopper.created) {
      mismatches.push(
        `shopper ${shopper.index + 1}: ${count} stored, ${shopper.created} answered 201`,
      );
    }
  }
  return { stored, mismatches };
}

const fixed = (value, digits = 1) => value.toFixed(digits).padStart(10);
const verdict = (ok) => (ok ? 'ok' : 'MISSED');

async function run(servers) {
  // Each simulated shopper orders as fast as the API answers; the per-account limit (a
  // handful of orders a minute) is what a real shopper meets, not what is measured here.
  const env = { ORDER_RATE_LIMIT_PER_MINUTE: '1000000' };
  // Registrations count against AUTH_RATE_LIMIT_PER_IP (all from 127.0.0.1); the default
  // allows 100 per window, so only a larger --shoppers needs the documented override.
  if (shopperCount > DEFAULT_REGISTRATIONS_PER_IP) {
    env.AUTH_RATE_LIMIT_PER_IP = String(shopperCount);
  }
  console.log('starting the API (migrations and seed run first)…');
  const { base, database } = await startApi(servers, env);
  console.log(`database: ${database}; API on ${base}`);

  const { json: list } = await call(base, 'GET', '/api/product/list');
  const productIds = list.products.filter((p) => p.inStock).map((p) => p._id);
  if (productIds.length === 0)
    throw new Error('GET /api/product/list answered no product in stock');

  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  // One at a time: setup is not what is measured, and concurrent requests on the embedded
  // database can fail (see "PGlite" in README.md); the measured phase shows whether they do.
  const shoppers = [];
  for (let i = 0; i < shopperCount; i++) shoppers.push(await createShopper(base, runId, i));
  console.log(
    `${shoppers.length} shoppers registered, one address each; ${productIds.length} products in stock`,
  );

  if (warmUpSeconds > 0) {
    console.log(`warming up (${warmUpSeconds} s)…`);
    const warm = await closedLoop(base, shoppers, productIds, warmUpSeconds);
    if (warm.failed > 0) console.log(`  ${warm.failed} failed during the warm-up`);
  }

  console.log(
    `measuring: ${shopperCount} shoppers, closed loop (one order in flight each), ${duration} s, loopback; load ${loadavg()[0].toFixed(2)} on ${cpus().length} cores\n`,
  );
  const result = await closedLoop(base, shoppers, productIds, duration);
  const { samples } = result;
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(samples, p));

  console.log(`orders placed          ${String(result.placed).padStart(10)}`);
  console.log(`orders/s               ${fixed(result.placed / result.elapsedSeconds)}`);
  console.log(`p50 ms                 ${fixed(p50)}`);
  console.log(`p95 ms                 ${fixed(p95)}`);
  console.log(`p99 ms                 ${fixed(p99)}`);
  console.log(`max ms                 ${fixed(samples.at(-1) ?? Number.NaN)}`);
  console.log(`failures               ${String(result.failed).padStart(10)}`);
  for (const [reason, count] of result.failures) console.log(`  ${count} × ${reason}`);
  console.log(`load average (1 min)   ${fixed(loadavg()[0], 2)}`);

  const p95Label = `COD order placement p95 at ${shopperCount} shoppers`;
  const width = Math.max(p95Label.length, 'errors'.length) + 3;
  console.log(`\n${'budget'.padEnd(width)}  measured     target   result`);
  console.log(
    `${p95Label.padEnd(width)}${p95.toFixed(1).padStart(7)} ms   ≤ ${TARGETS.p95Ms} ms   ${verdict(p95 <= TARGETS.p95Ms)}`,
  );
  console.log(
    `${'errors'.padEnd(width)}${String(result.failed).padStart(7)}      ${String(TARGETS.errors).padStart(7)}      ${verdict(result.failed <= TARGETS.errors)}`,
  );

  const check = await verifyStored(base, shoppers);
  const answered = shoppers.reduce((sum, s) => sum + s.created, 0);
  console.log(
    `\nstored orders (GET /api/order/user, warm-up included): ${check.stored} for ${answered} answered 201 — ${check.mismatches.length === 0 ? `equal for all ${shoppers.length} shoppers` : 'MISMATCH'}`,
  );
  for (const line of check.mismatches) console.log(`  ${line}`);

  if (result.failed > 0 || check.mismatches.length > 0) {
    console.log(
      `\n${result.failed} failed requests${check.mismatches.length ? ', and stored orders differ from the 201s' : ''}.`,
    );
    process.exitCode = 1;
  }
}

await runBenchmark(run);
