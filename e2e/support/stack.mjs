// Starts the whole store for browser flows: the API (embedded PostgreSQL, a data folder of its
// own, copied from a seeded template: ./seeded-data.mjs) and the three static front ends, on
// their own ports. Assumes `npm run build` has run.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyTemplate, seededTemplate } from './seeded-data.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Seller credentials the flows set explicitly, so they never depend on the API's defaults. */
export const SELLER = { email: 'seller@greencart.local', password: 'greencart-seller' };

/** Build outputs the stack serves; a missing one is reported before anything starts. */
const BUILD_OUTPUTS = {
  api: 'api/dist/main.js',
  contracts: 'api/contracts/dist/index.js',
  shell: 'shell/dist/index.html',
  storefront: 'mfe-storefront/dist/mf-manifest.json',
  seller: 'mfe-seller/dist/mf-manifest.json',
};

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
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
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
export function startProcess(name, args, env = {}, cwd = ROOT) {
  const child = spawn(process.execPath, args, {
    cwd,
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
  const exited = new Promise((r) => child.once('exit', r));
  return {
    name,
    child,
    log,
    get pid() {
      return child.pid;
    },
    get running() {
      return child.exitCode === null && child.signalCode === null;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Serves one built front end with the project's static server (`tools/serve-static.mjs`). */
export function serveStatic(name, dir, port, extra = []) {
  return startProcess(name, [
    'tools/serve-static.mjs',
    '--port',
    String(port),
    '--dir',
    dir,
    ...extra,
  ]);
}

/** The shell's /config.json for a set of URLs (docs/FRONTEND-CONTRACT.md). */
export function shellConfig(urls, remotes = {}) {
  return {
    apiUrl: urls.api,
    remotes: {
      storefront: `${urls.storefront}/mf-manifest.json`,
      seller: `${urls.seller}/mf-manifest.json`,
      ...remotes,
    },
    onlinePayment: false,
  };
}

function checkBuilds() {
  const missing = Object.values(BUILD_OUTPUTS).filter((file) => !existsSync(join(ROOT, file)));
  if (missing.length > 0) {
    throw new Error(`missing build output: ${missing.join(', ')} (run: npx nx run-many -t build)`);
  }
}

/**
 * Starts API + shell + storefront + seller. Returns their URLs and controls to stop or
 * restart a single piece (used by the isolation tests).
 * @param {{ apiEnv?: Record<string, string> }} [options] extra environment for the API
 */
export async function startStack({ apiEnv = {} } = {}) {
  checkBuilds();
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
  const config = shellConfig(urls);
  const apiEnvFor = (dir, port) => ({
    PORT: String(port),
    DATA_DIR: dir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    CORS_ORIGINS: [urls.shell, urls.storefront, urls.seller].join(','),
    PUBLIC_API_URL: urls.api,
    DATABASE_URL: '',
    SELLER_EMAIL: SELLER.email,
    SELLER_PASSWORD: SELLER.password,
    ...(process.env.E2E_API_ENV ? JSON.parse(process.env.E2E_API_ENV) : {}),
  });
  const env = { ...apiEnvFor(dataDir, apiPort), ...apiEnv };
  if (!env.DATABASE_URL) {
    // The embedded database: start from the seeded template rather than an empty folder.
    const templatePort = await freePort();
    const template = await seededTemplate(
      ROOT,
      startProcess,
      (dir) => apiEnvFor(dir, templatePort),
      () => waitForHttp(`http://127.0.0.1:${templatePort}/api/health`, 180_000),
    );
    copyTemplate(template, dataDir);
  }
  const api = startProcess('api', ['api/dist/main.js'], env);
  const shellArgs = (cfg) => ['--spa', '--config-json', JSON.stringify(cfg)];
  const servers = {
    api,
    shell: serveStatic('shell', 'shell/dist', shellPort, shellArgs(config)),
    storefront: serveStatic('storefront', 'mfe-storefront/dist', storefrontPort),
    seller: serveStatic('seller', 'mfe-seller/dist', sellerPort),
  };
  /** Servers started later (a second seller build for a rollback); stopped with the stack. */
  const extras = [];
  const ports = { shell: shellPort, storefront: storefrontPort, seller: sellerPort };
  const defaultDirs = { storefront: 'mfe-storefront/dist', seller: 'mfe-seller/dist' };
  const stack = {
    urls,
    config,
    dataDir,
    servers,
    /** Process ids of the long-running pieces, to prove which were (not) restarted. */
    pids() {
      return Object.fromEntries(Object.entries(servers).map(([name, s]) => [name, s.pid]));
    },
    /** Stops one front-end remote's static server. */
    async stopRemote(name) {
      await servers[name].stop();
    },
    /** (Re)starts one remote's static server at its port, optionally from another build directory. */
    async startRemote(name, dir = defaultDirs[name]) {
      servers[name] = serveStatic(name, dir, ports[name]);
      await waitForHttp(`${urls[name]}/mf-manifest.json`);
    },
    /** Serves a build directory on a new port; returns its base URL. */
    async serveExtra(name, dir) {
      const port = await freePort();
      const server = serveStatic(name, dir, port);
      extras.push(server);
      const url = `http://127.0.0.1:${port}`;
      await waitForHttp(`${url}/mf-manifest.json`);
      return url;
    },
    /** Restarts the shell's server (same port) serving another /config.json (or build). */
    async restartShell(nextConfig, dir = 'shell/dist') {
      await servers.shell.stop();
      servers.shell = serveStatic('shell', dir, shellPort, shellArgs(nextConfig));
      stack.config = nextConfig;
      await waitForHttp(`${urls.shell}/config.json`);
    },
    /** The last lines each process printed, for failure messages. */
    logs() {
      return [...Object.values(servers), ...extras]
        .map((s) => `--- ${s.name} (pid ${s.pid})\n${s.log.join('').slice(-4000)}`)
        .join('\n');
    },
    async stop() {
      await Promise.all([...Object.values(servers), ...extras].map((s) => s.stop()));
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
