// The seller dashboard at 100,000 orders (issue 25; docs/STAFF.md "Dashboard"). Starts the real
// API, loads a shop's history straight into its database — products (some counted, some low),
// 100,000 orders with their lines over 60 days in every status, cash and online, refunds
// succeeded and failed — logs in as the owner, then measures:
//   1. each of the dashboard's queries run alone through bare `pg` (the same SQL and parameters
//      as the API: imported from api/dist, not copied), p50/p95 against the 100 ms budget;
//   2. `GET /api/seller/dashboard` at a small concurrency, in halves around the same queries run
//      bare, all at once as the service runs them; the ratios come from the same run, so they
//      survive a noisy machine.
// Usage: node e2e/bench/dashboard.mjs [--requests 200] [--concurrency 4] [--orders 100000]
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

/** The budget (issue 25, e2e/bench/README.md): every dashboard query, PostgreSQL server. */
const QUERY_P95_MS = 100;
const OWNER = { email: 'bench-owner@example.com', password: 'bench-owner-password' };
/** Given to the API and used for the bare queries: one value, both sides. */
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

/**
 * The low-stock list's statement as the API sends it. `StockAdminService.lowStock()` builds it
 * with TypeORM's query builder, so instead of a copy, that method runs once on a TypeORM data
 * source (the API's entities) whose logger records the statement, to be replayed bare.
 */
async function lowStockStatement(databaseUrl) {
  await import('reflect-metadata');
  const { DataSource } = await import('typeorm');
  const { databaseOptions } = await import(apiModule('database/database-options.js'));
  const { StockAdminService } = await import(apiModule('stock/stock-admin.service.js'));
  const recorded = [];
  const ignore = () => {};
  const logger = {
    logQuery: (sql, params) => recorded.push({ sql, params: params ?? [] }),
    logQueryError: ignore,
    logQuerySlow: ignore,
    logSchemaBuild: ignore,
    logMigration: ignore,
    log: ignore,
  };
  const dataSource = new DataSource({
    ...databaseOptions(databaseUrl, 1),
    migrationsRun: false,
    logger,
  });
  await dataSource.initialize();
  try {
    // Only the data source and the row-to-view mapping are used by lowStock().
    const writer = { view: (row) => row };
    const stock = new StockAdminService(dataSource, null, null, writer, null);
    recorded.length = 0;
    await stock.lowStock();
  } finally {
    await dataSource.destroy();
  }
  if (recorded.length !== 1) {
    throw new Error(`expected one low-stock statement, recorded ${recorded.length}`);
  }
  return recorded[0];
}

const apiModule = (path) => new URL(`../../api/dist/${path}`, import.meta.url).href;

/** The statements `DashboardService.read()` runs, with the parameters it passes. */
async function dashboardStatements(databaseUrl) {
  const sql = await import(apiModule('dashboard/dashboard.sql.js'));
  const { DASHBOARD_TOP_PRODUCTS } = await import('@greencart/contracts');
  return [
    { name: 'daily (chart and periods)', sql: sql.DAILY_SQL, params: [TIME_ZONE] },
    { name: 'open orders', sql: sql.OPEN_ORDERS_SQL, params: [sql.OPEN_STATUSES] },
    {
      name: 'top products',
      sql: sql.TOP_PRODUCTS_SQL,
      params: [TIME_ZONE, DASHBOARD_TOP_PRODUCTS],
    },
    { name: 'refunds', sql: sql.REFUNDS_SQL, params: [TIME_ZONE] },
    { name: 'low stock', ...(await lowStockStatement(databaseUrl)) },
  ];
}

/**
 * Runs `task` `count` times, `clients` at a time (closed loop), after `warmup` untimed runs.
 * Answers the sorted latencies in ms and the failures.
 */
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

/** Merges the halves of a measurement and answers its figures. */
function figures(...runs) {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return {
    count: latencies.length,
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
  console.log(
    `seeded ${seeded.products} products, ${seeded.orders} orders (${seeded.lines} lines, ${seeded.refunds} refunds) over ${days} days in ${seeded.seconds.toFixed(1)} s`,
  );

  const { response } = await setupCall(base, 'POST', '/api/seller/login', { body: OWNER });
  const cookie = cookieOf(response);

  // The bare side: node-postgres, the pool the API has (10 on a server; 1 on the embedded
  // database, whose socket serves one connection at a time).
  const pool = new pg.Pool({ connectionString: url, max: process.env.DATABASE_URL ? 10 : 1 });
  pool.on('error', () => {}); // an idle connection dropped with the database at the end
  try {
    await compare(base, cookie, pool, url);
  } finally {
    await pool.end();
  }
}

/** Checks that both sides answer the same figures, then measures them (see the top). */
async function compare(base, cookie, pool, url) {
  const dashboard = async () => {
    const answer = await fetch(`${base}/api/seller/dashboard`, {
      headers: { cookie },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const json = await answer.json();
    if (!answer.ok || json.success !== true) throw new Error(`answered ${answer.status}`);
    return json.dashboard;
  };
  const statements = await dashboardStatements(url);
  const allAtOnce = () =>
    Promise.all(statements.map((statement) => pool.query(statement.sql, statement.params)));

  // Same figures both ways, or the comparison means nothing.
  const [answer, [daily, , , refunds]] = await Promise.all([dashboard(), allAtOnce()]);
  const bareOrders = daily.rows.reduce((sum, row) => sum + row.orders, 0);
  if (
    answer.periods.last30Days.orders !== bareOrders ||
    answer.refunds.count !== refunds.rows[0].count
  ) {
    throw new Error('the API and the bare queries answer different figures');
  }
  console.log(
    `dashboard: ${answer.periods.last30Days.orders} orders in 30 days, ${answer.periods.today.orders} today, ${answer.openOrders.reduce((sum, row) => sum + row.orders, 0)} open, ${answer.refunds.count} refunds, ${answer.lowStock.count} low-stock products (the same from bare pg)`,
  );

  console.log(
    `\nmeasuring: ${requests} runs each; load ${loadavg()[0].toFixed(2)} on ${cpus().length} cores\n`,
  );
  console.log(`${'query, bare pg, one at a time'.padEnd(36)}   p50 ms   p95 ms   budget`);
  const alone = [];
  for (const statement of statements) {
    const result = figures(
      await measure(() => pool.query(statement.sql, statement.params), {
        count: requests,
        warmup: 5,
      }),
    );
    alone.push({ ...statement, ...result });
    console.log(
      `${statement.name.padEnd(36)} ${fixed(result.p50)} ${fixed(result.p95)}   p95 ≤ ${QUERY_P95_MS} ms ${verdict(result.p95 <= QUERY_P95_MS)}`,
    );
  }
  const sum50 = alone.reduce((sum, row) => sum + row.p50, 0);
  const sum95 = alone.reduce((sum, row) => sum + row.p95, 0);
  console.log(`${'sum of the five'.padEnd(36)} ${fixed(sum50)} ${fixed(sum95)}`);

  // The endpoint against the five queries at once (what the service does), in halves
  // ordered API, bare, bare, API so that background load weighs on both sides alike.
  const half = { count: Math.ceil(requests / 2), clients: concurrency };
  await measure(dashboard, { count: concurrency * 3 });
  await measure(allAtOnce, { count: concurrency * 3 });
  const apiA = await measure(dashboard, half);
  const bareA = await measure(allAtOnce, half);
  const bareB = await measure(allAtOnce, half);
  const apiB = await measure(dashboard, half);
  const api = figures(apiA, apiB);
  const bare = figures(bareA, bareB);

  console.log(
    `\n${`${concurrency} concurrent clients`.padEnd(36)}    req/s   p50 ms   p95 ms  failures`,
  );
  for (const [name, row] of [
    ['GET /api/seller/dashboard (API)', api],
    ['the five at once, bare pg', bare],
  ]) {
    console.log(
      `${name.padEnd(36)} ${fixed(row.rps)} ${fixed(row.p50)} ${fixed(row.p95)} ${String(row.failures).padStart(9)}`,
    );
  }
  console.log('\nratio (same run)                          p50      p95');
  console.log(
    `API ÷ bare sum, one at a time         ${fixed(api.p50 / sum50, 2)}× ${fixed(api.p95 / sum95, 2)}×`,
  );
  console.log(
    `API ÷ bare five at once               ${fixed(api.p50 / bare.p50, 2)}× ${fixed(api.p95 / bare.p95, 2)}×`,
  );
  if (!process.env.DATABASE_URL) {
    console.log(`\n(the ${QUERY_P95_MS} ms budget is for a PostgreSQL server: set DATABASE_URL)`);
  }
  if (api.failures + bare.failures > 0 || alone.some((row) => row.failures > 0)) {
    process.exitCode = 1;
  }
}

await runBenchmark(run);
