// Runs the built API (`node api/dist/main.js`) as its own process, the way a container does,
// and keeps its JSON log lines for the checks.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { ROOT } from './paths.mjs';

/** The API's build output; `npm run build` (or `cd api && npx tsc -p tsconfig.build.json`). */
export const API_MAIN = path.join(ROOT, 'api', 'dist', 'main.js');

/** A 40-character JWT secret: production refuses shorter ones. */
export const JWT_SECRET = 'ops-test-jwt-secret-0123456789abcdef0123';

/** The seller account the ops tests configure. */
export const SELLER = { email: 'seller@ops.test', password: 'ops-seller-password' };

/**
 * Throws a clear instruction when the API has not been built: these tests drive the same
 * files a container runs.
 */
export function assertApiBuilt() {
  if (!existsSync(API_MAIN)) {
    throw new Error(
      `${API_MAIN} is missing: build first (npm run build, or npm run build -w @greencart/contracts && (cd api && npx tsc -p tsconfig.build.json))`,
    );
  }
}

/**
 * Production settings for one instance; `overrides` adds or replaces variables.
 * @param {Record<string, string>} overrides
 */
export function productionEnv(overrides) {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    JWT_SECRET,
    SELLER_EMAIL: SELLER.email,
    SELLER_PASSWORD: SELLER.password,
    CORS_ORIGINS: 'http://shop.ops.test',
    ...overrides,
  };
}

/**
 * Starts one API process on `port` and waits until it is ready (listening happens after the
 * migrations and the seed, so ready means serving).
 * @param {{ port: number, env: Record<string, string>, name: string, timeoutMs?: number }} options
 */
export async function startApi({ port, env, name, timeoutMs = 120_000 }) {
  const child = spawn(process.execPath, [API_MAIN], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {Array<Record<string, unknown>>} */
  const logs = [];
  let stderr = '';
  let pending = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line));
      } catch {
        logs.push({ raw: line });
      }
    }
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => (stderr += chunk));
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const api = {
    name,
    url,
    port,
    logs,
    child,
    exited,
    stderr: () => stderr,
    /** The random instance id this process logs and sends as `x-instance-id`. */
    instanceId: () => /** @type {string | undefined} */ (logs.find((l) => l.instance)?.instance),
    /**
     * Sends a signal and answers the exit code.
     * @param {NodeJS.Signals} [signal]
     */
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${name} exited with ${child.exitCode}: ${stderr}\n${JSON.stringify(logs)}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      await res.arrayBuffer();
      // Only this child's answer counts: between freePort() and the child's listen, another
      // process on the machine may have taken the port (the child then exits, EADDRINUSE),
      // and its answers would make the test talk to someone else's API and database.
      const ours = res.headers.get('x-instance-id') === api.instanceId();
      if (res.ok && ours) return api;
    } catch {
      // not listening yet
    }
    await delay(200);
  }
  await api.stop('SIGKILL');
  throw new Error(`${name} was not ready on ${url} within ${timeoutMs} ms: ${stderr}`);
}
