// Starts the whole store for browser flows: the API (embedded PostgreSQL, fresh data dir)
// and the three static front ends, on their own ports. Assumes `npm run build` has run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Asks the OS for a free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

/** Polls a URL until it answers (any status below 500) or the deadline passes. */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
      lastError = new Error(`${url} answered ${res.status}`);
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}: ${lastError?.message}`);
}

/** A child process whose output is kept (and shown when a test fails). */
export function startProcess(name, args, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  const keep = (chunk) => {
    log.push(String(chunk));
    if (log.length > 400) log.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return {
    name,
    child,
    log,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Serves one built front end with the project's static server. */
export function serveStatic(name, dir, port, extra = []) {
  return startProcess(name, ['tools/serve-static.mjs', '--port', String(port), '--dir', dir, ...extra]);
}

/**
 * Starts API + shell + storefront + seller. Returns their URLs and controls to stop or
 * restart a single piece (used by the isolation tests).
 */
export async function startStack() {
  const [apiPort, shellPort, storefrontPort, sellerPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const dataDir = mkdtempSync(join(tmpdir(), 'gc-e2e-data-'));
  const urls = {
    api: `http://127.0.0.1:${apiPort}`,
    shell: `http://127.0.0.1:${shellPort}`,
    storefront: `http://127.0.0.1:${storefrontPort}`,
    seller: `http://127.0.0.1:${sellerPort}`,
  };
  const config = {
    apiUrl: urls.api,
    remotes: {
      storefront: `${urls.storefront}/mf-manifest.json`,
      seller: `${urls.seller}/mf-manifest.json`,
    },
    onlinePayment: false,
  };
  const api = startProcess('api', ['api/dist/main.js'], {
    PORT: String(apiPort),
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    CORS_ORIGINS: [urls.shell, urls.storefront, urls.seller].join(','),
    DATABASE_URL: '',
    ...(process.env.E2E_API_ENV ? JSON.parse(process.env.E2E_API_ENV) : {}),
  });
  const servers = {
    api,
    shell: serveStatic('shell', 'shell/dist', shellPort, ['--spa', '--config-json', JSON.stringify(config)]),
    storefront: serveStatic('storefront', 'mfe-storefront/dist', storefrontPort),
    seller: serveStatic('seller', 'mfe-seller/dist', sellerPort),
  };
  const ports = { storefront: storefrontPort, seller: sellerPort };
  const stack = {
    urls,
    config,
    dataDir,
    servers,
    /** Stops one front-end remote's static server. */
    async stopRemote(name) {
      await servers[name].stop();
    },
    /** (Re)starts one remote's static server, optionally from another build directory. */
    async startRemote(name, dir = name === 'seller' ? 'mfe-seller/dist' : 'mfe-storefront/dist') {
      servers[name] = serveStatic(name, dir, ports[name]);
      await waitForHttp(`${urls[name]}/mf-manifest.json`);
    },
    /** The last lines each process printed, for failure messages. */
    logs() {
      return Object.values(servers)
        .map((s) => `--- ${s.name}\n${s.log.join('').slice(-4000)}`)
        .join('\n');
    },
    async stop() {
      await Promise.all(Object.values(servers).map((s) => s.stop()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitForHttp(`${urls.api}/api/health`, 120_000);
    await Promise.all([
      waitForHttp(`${urls.shell}/config.json`),
      waitForHttp(`${urls.storefront}/mf-manifest.json`),
      waitForHttp(`${urls.seller}/mf-manifest.json`),
    ]);
  } catch (err) {
    const logs = stack.logs();
    await stack.stop();
    throw new Error(`${err.message}\n${logs}`);
  }
  return stack;
}
