// Process and network helpers for the benchmarks: free loopback ports, child servers that
// are always stopped, waiting for a URL to answer, starting the real API, and percentiles.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The built API (`npm run build -w @greencart/api`). */
export const API_ENTRY = fileURLToPath(new URL('../../api/dist/main.js', import.meta.url));
/** Seeding renders every catalogue drawing to WebP, which takes a while on 2 cores. */
export const API_START_TIMEOUT_MS = 180_000;

/** Asks the OS for a free port on 127.0.0.1 (never the store's default 4000). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node <script>` as a child with `env` added to ours. Its output is kept (the last
 * 100 lines) to explain a failed start, and echoed when `echo` is set.
 */
export function startNode(name, script, env, { echo = false, nodeArgs = [] } = {}) {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = [];
  const keep = (chunk) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      lines.push(line);
      if (lines.length > 100) lines.shift();
      if (echo) process.stderr.write(`  [${name}] ${line}\n`);
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    name,
    child,
    exited,
    output: () => lines.join('\n'),
    /** SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
    async stop(graceMs = 5000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Polls `url` until it answers 200, the child exits, or `timeoutMs` passes.
 * @throws Error with the child's recent output when it never became ready
 */
export async function waitUntilReady(url, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let exitedEarly = false;
  void server.exited.then(() => {
    exitedEarly = true;
  });
  while (Date.now() < deadline && !exitedEarly) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet: keep polling.
    }
    await sleep(250);
  }
  const reason = exitedEarly ? 'exited' : `did not answer ${url} within ${timeoutMs / 1000} s`;
  throw new Error(`${server.name} ${reason}. Its last output:\n${server.output()}`);
}

/**
 * The sample at percentile `p` (0–100) of ascending `sorted` samples, by nearest rank: an
 * actual sample, so p95 of 200 samples is the 190th smallest. NaN for no samples.
 */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}

/**
 * Starts the real API (`node api/dist/main.js`) on a free loopback port with a throw-away
 * `DATA_DIR`, and waits for `/api/health`. Without `DATABASE_URL` in our environment the API
 * starts its embedded PGlite on a free port. The server and the data folder are registered in
 * `servers` (`{ running: [], cleanup: [] }`), so the caller's shut-down stops and deletes them.
 *
 * @param env variables added to the API's environment (after ours and the defaults here)
 * @param nodeArgs Node options put before the script (`--cpu-prof`, `--import <probe>`)
 * @returns the API's base URL, its process, what database it uses and that database's URL
 */
export async function startApi(servers, env = {}, { nodeArgs = [] } = {}) {
  if (!existsSync(API_ENTRY)) {
    throw new Error(
      `${API_ENTRY} not found: build the API first (npm run build -w @greencart/api)`,
    );
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'greencart-bench-'));
  servers.cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
  const [apiPort, dbPort] = await Promise.all([freePort(), freePort()]);
  const database = process.env.DATABASE_URL
    ? 'DATABASE_URL (PostgreSQL server)'
    : `embedded PGlite in the API process, 127.0.0.1:${dbPort}`;
  const api = startNode(
    'api',
    API_ENTRY,
    {
      PORT: String(apiPort),
      EMBEDDED_DB_PORT: String(dbPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    { nodeArgs },
  );
  servers.running.push(api);
  const base = `http://127.0.0.1:${apiPort}`;
  await waitUntilReady(`${base}/api/health`, api, API_START_TIMEOUT_MS);
  const databaseUrl =
    process.env.DATABASE_URL ?? `postgres://postgres@127.0.0.1:${dbPort}/postgres`;
  return { base, api, database, databaseUrl };
}

/**
 * Runs a benchmark's `run(servers)`: every server it pushes to `servers.running` is stopped
 * and every step in `servers.cleanup` run afterwards, also on failure and on Ctrl-C. A
 * failure prints its message and sets exit code 1.
 * @param {(servers: { running: Array<{ stop(): Promise<void> }>, cleanup: Array<() => Promise<void>> }) => Promise<void>} run
 */
export async function runBenchmark(run) {
  const servers = { running: [], cleanup: [] };
  const shutDown = async () => {
    await Promise.all(servers.running.map((server) => server.stop()));
    for (const step of servers.cleanup) await step();
  };
  process.once('SIGINT', () => void shutDown().then(() => process.exit(130)));
  try {
    await run(servers);
  } catch (error) {
    console.error(`benchmark failed: ${error.message}`);
    process.exitCode = 1;
  } finally {
    await shutDown();
  }
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookieOf(response) {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/**
 * A JSON request for a benchmark's set-up that must answer 2xx with `success: true`; throws
 * otherwise. Answers the response and its JSON.
 */
export async function setupCall(base, method, path, { cookie, body, timeoutMs = 10_000 } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok || json.success !== true) {
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  }
  return { response, json };
}

/**
 * On a PostgreSQL server (`DATABASE_URL`), a database of the run's own, dropped afterwards
 * unless `keep`: what a benchmark seeds must not land in anybody's real database. Answers the
 * API environment that points at it ({} on the embedded database).
 */
export async function ownDatabase(servers, { keep = false } = {}) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return {};
  const name = `greencart_bench_${Date.now().toString(36)}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  if (keep) console.log(`keeping database ${name} (--keep-database)`);
  else servers.cleanup.push(() => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}
