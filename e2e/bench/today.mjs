// Today at 100,000 orders (issue 41; docs/TODAY.md). Starts the real API, loads the dashboard
// benchmark's shop history (shop-history.mjs: 100,000 orders over 60 days), gives the open
// orders delivery windows (some due within two hours), a few payments to check and card holds
// (some lapsing within a day), logs in as the owner, then measures:
//   1. Today's one statement run alone through bare `pg` (the API's SQL, imported from
//      api/dist), p50/p95 against the dashboard's budget (every dashboard query p95 ≤ 100 ms on
//      PostgreSQL), with the indexes its plan reads;
//   2. `GET /api/seller/today` beside `GET /api/seller/dashboard` in the same run, in halves
//      (Today, dashboard, dashboard, Today) at a small concurrency: p50/p95 of each and the
//      ratio Today ÷ dashboard, which survives a noisy machine.
// Usage: node e2e/bench/today.mjs [--requests 200] [--concurrency 4] [--orders 100000]
//        [--products 3000] [--days 60] [--keep-database]
// Needs a built API (api/dist). Uses DATABASE_URL when set, else the API's embedded PGlite.
// Loopback only; every process it starts it stops.
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  API_ENTRY,
  cookieOf,
  ownDatabase,
  percentile,
  runBenchmark,
  setupCall,
  startApi,
} from './support.mjs';
import { seedShopHistory } from './shop-history.mjs';

/** The dashboard's budget (e2e/bench/README.md), which Today must stay within. */
const QUERY_P95_MS = 100;
const OWNER = { email: 'bench-owner@example.com', password: 'bench-owner-password' };
const TIME_ZONE = 'Asia/Colombo';
const REQUEST_TIMEOUT_MS = 10_000;

const { values: options } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '4' },
    orders: { type: 'string', default: '100000' },
    products: { type: 'string', default: '3000' },
    days: { type: 'string', default: '60' },
    'keep-database': { type: 'boolean', default: false },
  },
});
const requests = Number(options.requests);
const concurrency = Number(options.concurrency);
const orderCount = Number(options.orders);
const productCount = Number(options.products);
const days = Number(options.days);

const apiModule = (path) => new URL(`../../api/dist/${path}`, import.meta.url).href;

const OPEN = `('Order Placed', 'Confirmed', 'Packing', 'Out for delivery')`;
const iso = (at) => `to_char((${at}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * What a busy day adds to the history for Today: every open order booked into a two-hour
 * window starting 16 hours after it was placed (so those placed 14 hours ago or more are due),
 * 40 paid online orders with a payment to check, the open paid online orders on a card hold
 * (one in five lapsing within hours), and one in nine cash orders delivered in the last week
 * short of what was due.
 */
async function decorate(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      UPDATE "order" SET delivery_window = jsonb_build_object('label', 'Bench window',
               'start', ${iso(`created_at + interval '16 hours'`)},
               'end', ${iso(`created_at + interval '18 hours'`)})
       WHERE status IN ${OPEN}`);
    await client.query(`
      UPDATE "order" SET payment_check = '{"kind":"capture-unknown"}'
       WHERE id IN (SELECT id FROM "order" WHERE payment_type = 'Online' AND is_paid
                     ORDER BY created_at DESC LIMIT 40)`);
    await client.query(`
      UPDATE "order" SET hold_state = 'authorised', hold_cents = amount_cents,
             authorised_until = CASE WHEN abs(hashtext(id::text)) % 5 = 0
                                     THEN now() + interval '3 hours'
                                     ELSE created_at + interval '7 days' END
       WHERE payment_type = 'Online' AND is_paid AND status IN ${OPEN}`);
    await client.query(`
      UPDATE "order" SET cash_collected_cents = amount_cents - 500
       WHERE payment_type = 'COD' AND status = 'Delivered' AND abs(hashtext(id::text)) % 9 = 0
         AND created_at >= now() - interval '7 days'`);
    await client.query('VACUUM ANALYZE "order"');
  } finally {
    await client.end();
  }
}

/** The index names a plan reads (EXPLAIN's JSON, walked). */
function indexesOf(plan, found = new Set()) {
  if (plan['Index Name']) found.add(plan['Index Name']);
  for (const child of plan.Plans ?? []) indexesOf(child, found);
  return found;
}

/** Runs `task` `count` times, `clients` at a time, after `warmup` untimed runs. */
async function measure(task, { count, clients = 1, warmup = 0 }) {
  for (let index = 0; index < warmup; index += 1) await task();
  const latencies = [];
  let failures = 0;
  let started = 0;
  const wall = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (started < count) {
        started += 1;
        const at = performance.now();
        try {
          await task();
        } catch {
          failures += 1;
        }
        latencies.push(performance.now() - at);
      }
    }),
  );
  return { latencies, failures, seconds: (performance.now() - wall) / 1000 };
}

function figures(...runs) {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
  };
}

const fixed = (value, digits = 1) => value.toFixed(digits).padStart(8);
const verdict = (ok) => (ok ? 'OK' : 'MISSED');

async function run(servers) {
  const ownDb = await ownDatabase(servers, { keep: options['keep-database'] });
  const { base, database, databaseUrl } = await startApi(servers, {
    ...ownDb,
    SELLER_EMAIL: OWNER.email,
    SELLER_PASSWORD: OWNER.password,
    SHOP_TIME_ZONE: TIME_ZONE,
  });
  const url = ownDb.DATABASE_URL ?? databaseUrl;
  console.log(`database: ${database}; API from ${API_ENTRY}`);
  const seeded = await seedShopHistory(url, { orderCount, productCount, days });
  await decorate(url);
  console.log(
    `seeded ${seeded.products} products, ${seeded.orders} orders (${seeded.lines} lines) over ${days} days in ${seeded.seconds.toFixed(1)} s`,
  );
  const { response } = await setupCall(base, 'POST', '/api/seller/login', { body: OWNER });
  const cookie = cookieOf(response);
  const pool = new pg.Pool({ connectionString: url, max: process.env.DATABASE_URL ? 10 : 1 });
  pool.on('error', () => {});
  try {
    await compare(base, cookie, pool);
  } finally {
    await pool.end();
  }
}

async function compare(base, cookie, pool) {
  const call = (path, key) => async () => {
    const answer = await fetch(`${base}${path}`, {
      headers: { cookie },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const json = await answer.json();
    if (!answer.ok || json.success !== true) throw new Error(`${path} answered ${answer.status}`);
    return json[key];
  };
  const today = call('/api/seller/today', 'today');
  const dashboard = call('/api/seller/dashboard', 'dashboard');
  const { TODAY_SQL } = await import(apiModule('dashboard/today.sql.js'));
  const bare = () => pool.query(TODAY_SQL, [TIME_ZONE]);

  // Same counts both ways, or the comparison means nothing.
  const [answer, { rows }] = await Promise.all([today(), bare()]);
  const needs = Object.entries(answer.needs);
  if (needs.some(([need, count]) => rows[0][need] !== count)) {
    throw new Error('the API and the bare statement answer different counts');
  }
  console.log(
    `today: ${needs.map(([need, count]) => `${need} ${count}`).join(', ')}, low stock ${answer.lowStock}; ${answer.sales.orders} orders today (the same from bare pg)`,
  );
  const [{ 'QUERY PLAN': plan }] = (
    await pool.query(`EXPLAIN (FORMAT JSON) ${TODAY_SQL}`, [TIME_ZONE])
  ).rows;
  console.log(`indexes read: ${[...indexesOf(plan[0].Plan)].sort().join(', ')}`);

  console.log(
    `\nmeasuring: ${requests} runs each; load ${loadavg()[0].toFixed(2)} on ${cpus().length} cores\n`,
  );
  const alone = figures(await measure(bare, { count: requests, warmup: 5 }));
  console.log(`${'statement, bare pg, one at a time'.padEnd(36)}   p50 ms   p95 ms   budget`);
  console.log(
    `${"Today's counts and sales".padEnd(36)} ${fixed(alone.p50)} ${fixed(alone.p95)}   p95 ≤ ${QUERY_P95_MS} ms ${verdict(alone.p95 <= QUERY_P95_MS)}`,
  );

  const half = { count: Math.ceil(requests / 2), clients: concurrency };
  await measure(today, { count: concurrency * 3 });
  await measure(dashboard, { count: concurrency * 3 });
  const todayA = await measure(today, half);
  const dashA = await measure(dashboard, half);
  const dashB = await measure(dashboard, half);
  const todayB = await measure(today, half);
  const t = figures(todayA, todayB);
  const d = figures(dashA, dashB);
  console.log(
    `\n${`${concurrency} concurrent clients`.padEnd(36)}    req/s   p50 ms   p95 ms  failures   budget`,
  );
  for (const [name, row] of [
    ['GET /api/seller/today', t],
    ['GET /api/seller/dashboard', d],
  ]) {
    console.log(
      `${name.padEnd(36)} ${fixed(row.rps)} ${fixed(row.p50)} ${fixed(row.p95)} ${String(row.failures).padStart(9)}   p95 ≤ ${QUERY_P95_MS} ms ${verdict(row.p95 <= QUERY_P95_MS)}`,
    );
  }
  console.log('\nratio (same run)                          p50      p95');
  console.log(
    `Today ÷ dashboard                     ${fixed(t.p50 / d.p50, 2)}× ${fixed(t.p95 / d.p95, 2)}×`,
  );
  if (!process.env.DATABASE_URL) {
    console.log(`\n(the ${QUERY_P95_MS} ms budget is for a PostgreSQL server: set DATABASE_URL)`);
  }
  if (t.failures + d.failures + alone.failures > 0) process.exitCode = 1;
}

await runBenchmark(run);
