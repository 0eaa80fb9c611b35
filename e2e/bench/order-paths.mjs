// Two order paths besides COD checkout, each beside a baseline measured in the same run:
// 1. ONLINE orders (`POST /api/order/stripe`) against the fake Stripe (e2e/support/fake-stripe.mjs):
//    every shopper places a one-unit online order of one counted product, then pays it through
//    the fake's checkout page (the Pay form's POST, which sends the signed
//    `checkout.session.completed` webhook to the API and waits for its answer), so no shopper
//    reaches the limit of unpaid online orders. The baseline: COD orders of the same unit
//    through the same API (`POST /api/order/cod`), in alternating halves (online, COD, COD,
//    online); the ratio online ÷ COD is printed beside the absolute figures.
// 2. The SELLER's moves (`POST /api/order/seller/:id/status`, Order Placed → Confirmed) of a
//    fixture of COD orders placed through the API beforehand (not timed), against a bare
//    `node` + `pg` script that runs the statements the API runs for that move in one
//    transaction, in alternating halves (API, bare, bare, API).
// For each: per second, p50/p95/p99, failures, and where the time goes (CPU ms per order or
// move of the API process, of the PostgreSQL backends and of this process; statements per
// order or move, from e2e/bench/api-probe.mjs).
// Usage: node e2e/bench/order-paths.mjs [--duration 10] [--concurrency 20,200] [--orders N]
//        [--cpu-prof]
// --orders: the COD orders placed for the seller to move (default: enough for the rates
// MOVE_RATE_GUESS names). --cpu-prof: as stock-orders.mjs (profile in /tmp, top ten functions
// by self time during the API's measured phases).
// Needs a built API (api/dist/main.js). Uses DATABASE_URL when set (in a database of the
// run's own, dropped afterwards), else the API's embedded PGlite. Loopback only; every
// process it starts it stops.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import { formatOrderNumber } from '@greencart/contracts';
import { orderEmailFacts } from '../../api/dist/mail/order-email-facts.js';
import {
  AuditLogEntity,
  OrderEntity,
  OrderHistoryEntity,
  OrderItemEntity,
  OutboxEntity,
  SqlParameters,
  entityFromJson,
  entityMetadata,
  insertSql,
  lockWithLinesSql,
  orderDetailSql,
  updateSql,
} from './api-sql.mjs';
import { startFakeStripe } from '../support/fake-stripe.mjs';
import {
  cookieOf,
  ownDatabase,
  percentile,
  runBenchmark,
  setupCall,
  startApi,
} from './support.mjs';
import { probeOf, usage, used } from './process-usage.mjs';

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
/** As api/test/support/fake-stripe.ts configures the API for the fake. */
const WEBHOOK_SECRET = 'whsec_test_greencart_bench_webhook_secret';
const WEBHOOK_PATH = '/api/order/stripe/webhook';
/** The shop's origin (the first of CORS_ORIGINS): the online order request names it. */
const SHOP_ORIGIN = 'http://shop.bench:8080';
/** Moves a second the fixture is sized for, per side (measured on 2 shared cores, with room). */
const MOVE_RATE_GUESS = { api: 150, bare: 400 };

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '20,200' },
    orders: { type: 'string' },
    'cpu-prof': { type: 'boolean', default: false },
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
      email: `paths-${runId}-${index}@example.com`,
      password: PASSWORD,
    },
  });
  const cookie = cookieOf(registered.response);
  await call(base, 'POST', '/api/address/add', { cookie, body: { address: ADDRESS } });
  const { json } = await call(base, 'GET', '/api/address/get', { cookie });
  return { cookie, userId: registered.json.user._id, addressId: json.addresses[0]._id };
}

/** A JSON POST as the browser sends it (cookie, the shop's Origin); answers status and JSON. */
async function post(url, cookie, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { cookie, origin: SHOP_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const json = await response.json().catch(() => ({}));
  return { status: response.status, json };
}

/** One COD order for one unit of the product; answers the order's id, or a failure. */
async function codOrder(base, shopper, productId) {
  const { status, json } = await post(`${base}/api/order/cod`, shopper.cookie, {
    address: shopper.addressId,
    items: [{ product: productId, quantity: 1 }],
  });
  return status === 201 && json.success === true
    ? { ok: true }
    : { failure: `COD ${status} ${json.code ?? ''}` };
}

/**
 * One online order for one unit of the product (`POST /api/order/stripe`, timed as the
 * order), then its payment through the fake's checkout page: the Pay form's POST, which
 * answers 303 once the API has answered the signed webhook (timed as the payment).
 */
async function onlineOrder(base, shopper, productId, payments) {
  const { status, json } = await post(`${base}/api/order/stripe`, shopper.cookie, {
    address: shopper.addressId,
    items: [{ product: productId, quantity: 1 }],
  });
  if (status !== 201 || json.success !== true || !json.url) {
    return { failure: `stripe ${status} ${json.code ?? ''}` };
  }
  const begun = performance.now();
  try {
    const paid = await fetch(`${json.url}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await paid.arrayBuffer();
    payments.samples.push(performance.now() - begun);
    if (paid.status !== 303) payments.failed.push(`pay ${paid.status}`);
  } catch (error) {
    payments.failed.push(`pay ${error.name}`);
  }
  return { ok: true };
}

/** The seller moves an order Order Placed → Confirmed through the API. */
async function apiMove(base, sellerCookie, orderId) {
  const { status, json } = await post(`${base}/api/order/seller/${orderId}/status`, sellerCookie, {
    status: 'Confirmed',
    from: 'Order Placed',
  });
  return status === 200 && json.success === true
    ? { ok: true }
    : { failure: `move ${status} ${json.code ?? ''}` };
}

let bareStatements = 0;

/** The API's entities' metadata, for its SQL builders (api-sql.mjs). */
const metadata = await entityMetadata();
/** Plain `pg` with the API's statement: its text and values from the API's own builders. */
const send = (client, [text, values]) => client.query(text, values);
const built = (build) => {
  const params = new SqlParameters();
  return [build(params), params.values];
};

/**
 * The same move without the API: the statements the API sends for Order Placed → Confirmed
 * (seen with BENCH_PROBE_LOG), built by the API's own SQL builders (api-sql.mjs), in the same
 * order: in one transaction the order row locked with its lines, its history row, the audit row
 * (the audit step), the status UPDATE, the outbox row (the email's facts told from the lines
 * read with the lock) and the live event's NOTIFY (sent at the commit); after the commit the
 * seller's view of the order (one statement). The guard's session and staff reads are left
 * out, as stock-orders.mjs leaves out the shopper's.
 */
async function bareMove(pool, staff, orderId) {
  const connected = await pool.connect();
  // Every statement is one round trip: counted for the "statements per move" figure.
  const client = {
    query: (...args) => {
      bareStatements += 1;
      return connected.query(...args);
    },
  };
  try {
    await client.query('BEGIN');
    const { rows: locked } = await client.query(lockWithLinesSql(metadata), [orderId]);
    if (!locked[0]) throw new Error('no such order');
    const order = entityFromJson(metadata, OrderEntity, locked[0]);
    const items = locked[0].lines.map((line) => entityFromJson(metadata, OrderItemEntity, line));
    if (order.status !== 'Order Placed') throw new Error(`order is ${order.status}`);
    const history = {
      orderId,
      fromStatus: 'Order Placed',
      toStatus: 'Confirmed',
      actor: 'staff',
      note: null,
    };
    await send(
      client,
      built((p) => `${insertSql(metadata, OrderHistoryEntity, [history], p)} RETURNING "id"`),
    );
    const audit = {
      staffId: staff.id,
      staffName: staff.name,
      staffEmail: staff.email,
      action: 'order.move',
      recordType: 'order',
      recordId: orderId,
      recordLabel: formatOrderNumber(order.number),
      before: { status: 'Order Placed' },
      after: { status: 'Confirmed' },
      requestId: null,
    };
    await send(
      client,
      built((p) => insertSql(metadata, AuditLogEntity, [audit], p)),
    );
    const changes = { cancelReason: null, status: 'Confirmed' };
    await send(
      client,
      built((p) => updateSql(metadata, OrderEntity, orderId, changes, p)),
    );
    Object.assign(order, changes);
    const payload = { orderId, note: null };
    const email = {
      topic: 'order.confirmed',
      payload: { ...payload, userId: order.userId },
      // The email's facts as the API tells them (its own function, from api/dist).
      facts: orderEmailFacts(order, items, payload),
      dedupeKey: `order.confirmed:${orderId}`,
    };
    await send(
      client,
      built((p) => insertSql(metadata, OutboxEntity, [email], p, { onConflictDoNothing: true })),
    );
    await client.query(`SELECT pg_notify($1, $2)`, [
      'bench_order_events',
      JSON.stringify({ orderId, status: 'Confirmed', kind: 'changed' }),
    ]);
    await client.query('COMMIT');
    await client.query(orderDetailSql(metadata), [orderId]);
    return { ok: true };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    return { failure: `bare ${error.message}` };
  } finally {
    connected.release();
  }
}

/**
 * `workers` in a closed loop (one request in flight each) for `seconds`; `step(worker)`
 * answers `{ ok }`, `{ failure }`, or undefined when it has nothing left to do (that worker
 * stops: a move phase whose orders ran out ends early, and its rate is over its own time).
 */
async function closedLoop(workers, seconds, step) {
  const samples = [];
  const failures = new Map();
  const started = performance.now();
  const until = started + seconds * 1000;
  let ranOut = false;
  await Promise.all(
    workers.map(async (worker) => {
      while (performance.now() < until) {
        const begun = performance.now();
        const result = await step(worker);
        if (!result) {
          ranOut = true;
          return;
        }
        samples.push(performance.now() - begun);
        if (result.failure) failures.set(result.failure, (failures.get(result.failure) ?? 0) + 1);
      }
    }),
  );
  const failed = [...failures.values()].reduce((sum, n) => sum + n, 0);
  return { samples, failures, failed, ranOut, seconds: (performance.now() - started) / 1000 };
}

/** Two halves of one measurement merged: all samples, summed time, summed resources. */
function merge(a, b) {
  const samples = [...a.samples, ...b.samples].sort((x, y) => x - y);
  const failures = new Map(a.failures);
  for (const [k, v] of b.failures) failures.set(k, (failures.get(k) ?? 0) + v);
  const failed = a.failed + b.failed;
  const done = samples.length - failed;
  const sum = (key) => a.used[key] + b.used[key];
  return {
    done,
    perSecond: done / (a.seconds + b.seconds),
    cpuPer: {
      api: sum('apiMs') / done,
      database: sum('databaseMs') / done,
      bench: sum('benchMs') / done,
    },
    statements: {
      api: sum('apiStatements') / samples.length,
      bare: sum('bareStatements') / samples.length,
    },
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    failed,
    failures,
    windows: [a.used.window, b.used.window],
    ranOut: a.ranOut || b.ranOut,
  };
}

const fixed = (value, digits = 1) => value.toFixed(digits).padStart(9);
const PROBE = fileURLToPath(new URL('./api-probe.mjs', import.meta.url));
const TOP = fileURLToPath(new URL('./cpuprofile-top.mjs', import.meta.url));

async function run(servers) {
  const most = Math.max(...levels);
  const ownDb = await ownDatabase(servers);
  const scratch = mkdtempSync(join(tmpdir(), 'greencart-order-paths-'));
  // Kept with a profile (the summary names it), else deleted.
  if (!options['cpu-prof'])
    servers.cleanup.push(() => rm(scratch, { recursive: true, force: true }));
  const probeFile = join(scratch, 'probe.json');
  const nodeArgs = ['--import', PROBE];
  if (options['cpu-prof']) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${scratch}`);
  const fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  servers.running.push({ stop: () => fake.stop() });
  const { base, api, database, databaseUrl } = await startApi(
    servers,
    {
      ...ownDb,
      ORDER_RATE_LIMIT_PER_MINUTE: '1000000',
      AUTH_RATE_LIMIT_PER_IP: String(most + 100),
      SELLER_EMAIL: SELLER.email,
      SELLER_PASSWORD: SELLER.password,
      BENCH_PROBE_FILE: probeFile,
      STRIPE_SECRET_KEY: 'sk_test_greencart',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
      CORS_ORIGINS: SHOP_ORIGIN,
    },
    { nodeArgs },
  );
  // Writing a profile at exit takes a moment: a longer grace before SIGKILL.
  const stop = api.stop.bind(api);
  api.stop = () => stop(60_000);
  fake.configure({ webhookUrl: `${base}${WEBHOOK_PATH}` });
  const url = ownDb.DATABASE_URL ?? databaseUrl;
  const onServer = Boolean(process.env.DATABASE_URL);
  console.log(`database: ${database}; API on ${base}; fake Stripe on ${fake.url}`);
  const probe = probeOf(api, probeFile);
  const seller = await call(base, 'POST', '/api/seller/login', { body: SELLER });
  const sellerCookie = cookieOf(seller.response);
  const { json: list } = await call(base, 'GET', '/api/product/list');
  const hot = list.products.find((p) => p.inStock);
  await call(base, 'PUT', `/api/product/${hot._id}/tracking`, {
    cookie: sellerCookie,
    body: { onHand: HOT_STOCK },
  });
  console.log(`product: ${hot.name}, ${HOT_STOCK} units counted`);

  const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const shoppers = [];
  for (let i = 0; i < most; i++) shoppers.push(await createShopper(base, runId, i));
  console.log(`${shoppers.length} shoppers registered`);

  const pool = new pg.Pool({
    connectionString: url,
    max: onServer ? 10 : 1,
    idleTimeoutMillis: 0,
    application_name: 'bench-baseline',
  });
  pool.on('error', () => undefined);
  servers.cleanup.push(() => pool.end());
  const monitor = onServer ? new pg.Client({ connectionString: url }) : undefined;
  if (monitor) {
    await monitor.connect();
    servers.cleanup.unshift(() => monitor.end());
  }

  const half = async (workers, step) => {
    const before = await usage(probe, monitor, { bareStatements });
    const result = await closedLoop(workers, duration / 2, step);
    return { ...result, used: used(before, await usage(probe, monitor, { bareStatements })) };
  };

  // 1. Online orders, COD as the baseline.
  const payments = { samples: [], failed: [] };
  const sides = {
    online: (shopper) => onlineOrder(base, shopper, hot._id, payments),
    cod: (shopper) => codOrder(base, shopper, hot._id),
  };
  console.log('warming up…');
  for (const step of Object.values(sides)) await closedLoop(shoppers.slice(0, 20), 2, step);
  const orderResults = [];
  for (const level of levels) {
    const group = shoppers.slice(0, level);
    console.log(
      `orders, ${level} concurrent shoppers: ${duration} s each side in halves (online, COD, COD, online); load ${loadavg()[0].toFixed(2)} on ${cpus().length} cores`,
    );
    payments.samples = [];
    payments.failed = [];
    const online1 = await half(group, sides.online);
    const cod1 = await half(group, sides.cod);
    const cod2 = await half(group, sides.cod);
    const online2 = await half(group, sides.online);
    orderResults.push({
      level,
      online: merge(online1, online2),
      cod: merge(cod1, cod2),
      payment: {
        samples: payments.samples.sort((x, y) => x - y),
        failed: payments.failed.length,
      },
    });
  }
  const orderLoad = loadavg()[0];

  // 2. The seller's moves of a fixture of COD orders, placed through the API (not timed).
  // Each measured half gets its own share of the fixture, sized for a guessed rate per side
  // (API halves MOVE_RATE_GUESS.api a second, bare halves MOVE_RATE_GUESS.bare); --orders sets
  // the total, shared in the same proportions. A half whose share runs out ends early and its
  // rate is over its own time (the table says so).
  const weights = levels.flatMap(() =>
    ['api', 'bare', 'bare', 'api'].map((k) => MOVE_RATE_GUESS[k]),
  );
  const weightSum = weights.reduce((sum, w) => sum + w, 0);
  const fixtureSize = Number(options.orders ?? Math.ceil((weightSum * duration) / 2));
  console.log(`placing ${fixtureSize} COD orders for the seller to move…`);
  const { rows: before } = await pool.query(`SELECT id FROM "order" WHERE status = 'Order Placed'`);
  const known = new Set(before.map((r) => r.id));
  let left = fixtureSize;
  await Promise.all(
    shoppers.slice(0, 20).map(async (shopper) => {
      while (left > 0) {
        left -= 1;
        const placed = await codOrder(base, shopper, hot._id);
        if (placed.failure) throw new Error(`fixture order failed: ${placed.failure}`);
      }
    }),
  );
  const { rows: fixtureRows } = await pool.query(
    `SELECT id FROM "order" WHERE status = 'Order Placed' AND payment_type = 'COD' ORDER BY random()`,
  );
  const fixture = fixtureRows.map((r) => r.id).filter((id) => !known.has(id));
  const queues = [];
  let taken = 0;
  for (const weight of weights) {
    const size = Math.floor((fixture.length * weight) / weightSum);
    queues.push(fixture.slice(taken, taken + size));
    taken += size;
  }
  console.log(
    `${fixture.length} orders in Order Placed; per half: ${queues
      .slice(0, 2)
      .map((queue, i) => `${i === 0 ? 'API' : 'bare'} ${queue.length}`)
      .join(', ')}`,
  );
  const sellers = (level) => Array.from({ length: level }, (_, i) => i);
  const { rows: staffRows } = await pool.query(
    `SELECT id, name, email FROM staff_account WHERE email = $1`,
    [SELLER.email],
  );
  const staff = staffRows[0];
  const moveResults = [];
  let q = 0;
  for (const level of levels) {
    console.log(
      `moves, ${level} concurrent requests: ${duration} s each side in halves (API, bare, bare, API); load ${loadavg()[0].toFixed(2)} on ${cpus().length} cores`,
    );
    const moveHalf = (kind) => {
      const queue = queues[q++];
      return half(sellers(level), async () => {
        const id = queue.pop();
        if (!id) return undefined;
        return kind === 'api' ? apiMove(base, sellerCookie, id) : bareMove(pool, staff, id);
      });
    };
    const api1 = await moveHalf('api');
    const bare1 = await moveHalf('bare');
    const bare2 = await moveHalf('bare');
    const api2 = await moveHalf('api');
    moveResults.push({ level, api: merge(api1, api2), bare: merge(bare1, bare2) });
  }
  const moveLoad = loadavg()[0];

  // Tables.
  console.log(
    `\nonline orders against COD orders through the API (load ${orderLoad.toFixed(2)} on ${cpus().length} cores)`,
  );
  console.log(`${'shoppers'.padEnd(9)} side       per s    p50 ms    p95 ms    p99 ms  failures`);
  const row = (level, label, r) => {
    console.log(
      `${String(level).padEnd(9)} ${label} ${fixed(r.perSecond)} ${fixed(r.p50)} ${fixed(r.p95)} ${fixed(r.p99)} ${String(r.failed).padStart(9)}${r.ranOut ? '  (orders ran out: ended early)' : ''}`,
    );
    for (const [reason, count] of r.failures) console.log(`            ${count} × ${reason}`);
  };
  for (const { level, online, cod, payment } of orderResults) {
    row(level, 'online  ', online);
    const s = payment.samples;
    console.log(
      `${String(level).padEnd(9)} payment  ${''.padStart(9)} ${fixed(percentile(s, 50))} ${fixed(percentile(s, 95))} ${fixed(percentile(s, 99))} ${String(payment.failed).padStart(9)}`,
    );
    row(level, 'COD     ', cod);
  }
  console.log(
    '(online: orders/s of whole cycles, order request + payment; p50–p99 of the order request alone. payment: the Pay POST, answered once the API answered the webhook.)',
  );

  console.log(
    `\nthe seller's moves Order Placed → Confirmed, API against bare (load ${moveLoad.toFixed(2)} on ${cpus().length} cores)`,
  );
  console.log(`${'requests'.padEnd(9)} side       per s    p50 ms    p95 ms    p99 ms  failures`);
  for (const { level, api: a, bare: b } of moveResults) {
    row(level, 'API     ', a);
    row(level, 'bare    ', b);
  }

  const dbLabel = 'in API proc';
  console.log(
    `\nwhere the time goes, per order or move: CPU ms of the API process, of the run's ${onServer ? 'PostgreSQL backends' : 'database (PGlite runs inside the API process)'}, of this process (load generator, fake Stripe, bare client); statements (round trips) per order or move`,
  );
  console.log(`${'level'.padEnd(9)} side          API ms  database ms  bench ms  statements`);
  const cpuRow = (level, label, r, statements) => {
    console.log(
      `${String(level).padEnd(9)} ${label} ${fixed(r.cpuPer.api, 2)} ${onServer ? fixed(r.cpuPer.database, 2).padStart(12) : dbLabel.padStart(12)} ${fixed(r.cpuPer.bench, 2)} ${fixed(statements, 1).padStart(11)}`,
    );
  };
  for (const { level, online, cod } of orderResults) {
    cpuRow(level, 'online    ', online, online.statements.api);
    cpuRow(level, 'COD       ', cod, cod.statements.api);
  }
  for (const { level, api: a, bare: b } of moveResults) {
    cpuRow(level, 'move API  ', a, a.statements.api);
    cpuRow(level, 'move bare ', b, b.statements.bare);
  }
  console.log(
    '(online: order request and its payment webhook together. API statements: every query the API process sent during its phases, background work included, per request.)',
  );

  console.log('\nratios (compare ratios of one run)');
  console.log(`${'level'.padEnd(9)} what                        per s        p95`);
  for (const { level, online, cod } of orderResults) {
    console.log(
      `${String(level).padEnd(9)} online ÷ COD (API)      ${fixed(online.perSecond / cod.perSecond, 2)}× ${fixed(online.p95 / cod.p95, 2)}×`,
    );
  }
  for (const { level, api: a, bare: b } of moveResults) {
    console.log(
      `${String(level).padEnd(9)} move API ÷ bare         ${fixed(a.perSecond / b.perSecond, 2)}× ${fixed(a.p95 / b.p95, 2)}×`,
    );
  }

  const { rows: counts } = await pool.query(
    `SELECT count(*) FILTER (WHERE payment_type = 'Online' AND is_paid) AS paid,
            count(*) FILTER (WHERE payment_type = 'Online' AND NOT is_paid) AS unpaid
       FROM "order"`,
  );
  const badDeliveries = fake.deliveries.filter((d) => d.status !== 200).length;
  console.log(
    `\npayments: ${counts[0].paid} online orders paid, ${counts[0].unpaid} unpaid; ${fake.deliveries.length} webhooks sent, ${badDeliveries} not answered 200`,
  );
  const failed =
    orderResults.some((r) => r.online.failed + r.cod.failed + r.payment.failed > 0) ||
    moveResults.some((r) => r.api.failed + r.bare.failed > 0) ||
    badDeliveries > 0 ||
    Number(counts[0].unpaid) > 0;
  if (failed) process.exitCode = 1;

  if (options['cpu-prof']) {
    // The profile is written when the API exits, after this function: summarise it then,
    // over the API's measured phases (online and COD orders, API moves).
    const windows = join(scratch, 'api-phases.json');
    writeFileSync(
      windows,
      JSON.stringify([
        ...orderResults.flatMap((r) => [...r.online.windows, ...r.cod.windows]),
        ...moveResults.flatMap((r) => r.api.windows),
      ]),
    );
    servers.cleanup.push(async () => {
      const profile = readdirSync(scratch).find((name) => name.endsWith('.cpuprofile'));
      if (!profile) {
        console.log(`\nno .cpuprofile in ${scratch}: did the API exit cleanly?`);
        return;
      }
      const { stdout } = await promisify(execFile)(process.execPath, [
        TOP,
        join(scratch, profile),
        '--windows',
        windows,
      ]);
      console.log(
        `\nAPI profile during its measured phases (${join(scratch, profile)}), top 10 by self time:`,
      );
      console.log(stdout);
    });
  }
}

await runBenchmark(run);
