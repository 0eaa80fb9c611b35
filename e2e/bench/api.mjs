// API benchmark (budgets: e2e/bench/README.md): the real API against a bare node:http (+ pg) server, same
// machine, same database, same run. Prints req/s, p50, p99 and the API/bare ratio beside
// the budgets. Usage: node e2e/bench/api.mjs [--duration 10] [--connections 50]
// Needs a built API (api/dist/main.js). Uses DATABASE_URL when set, else the API's
// embedded PGlite in a throw-away data folder. Loopback only; every process it starts it stops.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, runBenchmark, startNode, waitUntilReady } from './support.mjs';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const API_ENTRY = join(REPO_ROOT, 'api', 'dist', 'main.js');
const BARE_ENTRY = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));

/** The budgets of e2e/bench/README.md. */
const TARGETS = { listRatio: 1.0, ceilingRatio: 0.7, healthRatio: 0.7, listP99Ms: 50 };
/** Seeding renders every catalogue drawing to WebP, which takes a while on 2 cores. */
const API_START_TIMEOUT_MS = 180_000;
const WARM_UP_SECONDS = 2;
/**
 * Against the embedded database the bare server uses one connection, like the API
 * (EMBEDDED_POOL_SIZE: PGlite runs one query at a time, and its socket server mixes up
 * concurrent connections). A real PostgreSQL gets the API's pool size.
 */
const BARE_POOL_SIZE = process.env.DATABASE_URL ? 10 : 1;

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const duration = Number(options.duration);
const connections = Number(options.connections);

/** Runs autocannon against one URL and keeps the figures we report. */
async function measure(url, seconds) {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** Two halves of one measurement: the mean rate, p50 averaged, and the worse p99. */
function combine(first, second) {
  return {
    rps: (first.rps + second.rps) / 2,
    p50: (first.p50 + second.p50) / 2,
    p99: Math.max(first.p99, second.p99),
    failures: first.failures + second.failures,
  };
}

/**
 * Measures a route on both servers in the order API, bare, bare, API (half the duration
 * each), so a change in background load during the run weighs on both sides alike.
 */
async function measurePair(apiUrl, bareUrl) {
  const half = duration / 2;
  const api1 = await measure(apiUrl, half);
  const bare1 = await measure(bareUrl, half);
  const bare2 = await measure(bareUrl, half);
  const api2 = await measure(apiUrl, half);
  return { api: combine(api1, api2), bare: combine(bare1, bare2) };
}

const fixed = (value, digits = 0) => value.toFixed(digits).padStart(8);
const verdict = (ok) => (ok ? 'OK' : 'MISSED');

function printPair(route, api, bare) {
  console.log(
    `${route.padEnd(22)} API  ${fixed(api.rps)} ${fixed(api.p50, 1)} ${fixed(api.p99, 1)} ${String(api.failures).padStart(8)}`,
  );
  console.log(
    `${''.padEnd(22)} bare ${fixed(bare.rps)} ${fixed(bare.p50, 1)} ${fixed(bare.p99, 1)} ${String(bare.failures).padStart(8)}`,
  );
}

/** Fetches the list from both servers: the comparison is only fair if they answer the same. */
async function sameList(apiBase, bareBase) {
  const [fromApi, fromBare] = await Promise.all(
    [apiBase, bareBase].map(async (base) => (await fetch(`${base}/api/product/list`)).json()),
  );
  return { same: isDeepStrictEqual(fromApi, fromBare), count: fromApi.products?.length ?? 0 };
}

async function run(servers) {
  if (!existsSync(API_ENTRY)) {
    throw new Error(
      `${API_ENTRY} not found: build the API first (npm run build -w @greencart/api)`,
    );
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'greencart-bench-'));
  servers.cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
  const [apiPort, barePort, dbPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const databaseUrl =
    process.env.DATABASE_URL ?? `postgres://postgres@127.0.0.1:${dbPort}/postgres`;

  console.log(
    process.env.DATABASE_URL
      ? 'database: DATABASE_URL (PostgreSQL server)'
      : `database: embedded PGlite in the API process, 127.0.0.1:${dbPort}`,
  );
  console.log(`starting the API on 127.0.0.1:${apiPort} (migrations and seed run first)…`);
  const api = startNode('api', API_ENTRY, {
    PORT: String(apiPort),
    EMBEDDED_DB_PORT: String(dbPort),
    PUBLIC_API_URL: `http://127.0.0.1:${apiPort}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  servers.running.push(api);
  const apiBase = `http://127.0.0.1:${apiPort}`;
  await waitUntilReady(`${apiBase}/api/health`, api, API_START_TIMEOUT_MS);

  const bare = startNode('bare', BARE_ENTRY, {
    PORT: String(barePort),
    DATABASE_URL: databaseUrl,
    POOL_SIZE: String(BARE_POOL_SIZE),
    LIST_BYTES_FROM: apiBase,
    PUBLIC_API_URL: apiBase,
  });
  servers.running.push(bare);
  const bareBase = `http://127.0.0.1:${barePort}`;
  await waitUntilReady(`${bareBase}/api/product/list`, bare, 20_000);

  const check = await sameList(apiBase, bareBase);
  console.log(
    `list: ${check.count} products; bare server answers the same JSON as the API: ${check.same ? 'yes' : 'NO — check LIST_SQL in bare-server.mjs'}`,
  );

  console.log(`warming up (${WARM_UP_SECONDS} s per server and route)…`);
  for (const base of [apiBase, bareBase]) {
    for (const route of ['/api/product/list', '/api/health'])
      await measure(`${base}${route}`, WARM_UP_SECONDS);
  }
  await measure(`${bareBase}/ceiling/api/product/list`, WARM_UP_SECONDS);

  // Other work on the machine skews one side of a pair: show how busy it was.
  const load = loadavg()[0].toFixed(2);
  console.log(
    `measuring: ${connections} connections, ${duration} s per server and route (in halves: API, bare, bare, API), loopback; load ${load} on ${cpus().length} cores\n`,
  );
  console.log(`${'route'.padEnd(22)} srv     req/s   p50 ms   p99 ms failures`);
  const list = await measurePair(`${apiBase}/api/product/list`, `${bareBase}/api/product/list`);
  printPair('GET /api/product/list', list.api, list.bare);
  // The second baseline: the same bytes from memory, no query, no framework (the ceiling).
  const ceiling = await measurePair(
    `${apiBase}/api/product/list`,
    `${bareBase}/ceiling/api/product/list`,
  );
  printPair('GET list vs ceiling', ceiling.api, ceiling.bare);
  const health = await measurePair(`${apiBase}/api/health`, `${bareBase}/api/health`);
  printPair('GET /api/health', health.api, health.bare);
  const [listApi, listBare, healthApi, healthBare] = [list.api, list.bare, health.api, health.bare];

  const listRatio = listApi.rps / listBare.rps;
  const healthRatio = healthApi.rps / healthBare.rps;
  const ceilingRatio = ceiling.api.rps / ceiling.bare.rps;
  console.log('\nbudget                                  measured   target   result');
  console.log(
    `list req/s API/bare                     ${listRatio.toFixed(2).padStart(7)}×  ≥ ${TARGETS.listRatio.toFixed(2)}×   ${verdict(listRatio >= TARGETS.listRatio)}`,
  );
  console.log(
    `list req/s API/ceiling (bytes in memory)  ${ceilingRatio.toFixed(2).padStart(7)}×  ≥ ${TARGETS.ceilingRatio.toFixed(2)}×   ${verdict(ceilingRatio >= TARGETS.ceilingRatio)}`,
  );
  console.log(
    `list p99 at ${String(connections).padEnd(3)} connections (API)      ${listApi.p99.toFixed(1).padStart(6)} ms ≤ ${TARGETS.listP99Ms} ms   ${verdict(listApi.p99 <= TARGETS.listP99Ms)}`,
  );
  console.log(
    `health req/s API/bare                   ${healthRatio.toFixed(2).padStart(7)}×  ≥ ${TARGETS.healthRatio.toFixed(2)}×   ${verdict(healthRatio >= TARGETS.healthRatio)}`,
  );

  const failures = [listApi, listBare, healthApi, healthBare, ceiling.api, ceiling.bare].reduce(
    (sum, r) => sum + r.failures,
    0,
  );
  if (failures > 0 || !check.same) {
    console.log(
      `\n${failures} failed requests${check.same ? '' : ', and the two lists differ'}: the figures are not comparable.`,
    );
    process.exitCode = 1;
  }
}

await runBenchmark(run);
