#!/usr/bin/env node
/**
 * `npm start`: builds what is needed and runs the whole store on this machine.
 *
 *   API (embedded PostgreSQL unless DATABASE_URL is set)  http://localhost:$PORT            (4000)
 *   shell (SPA, generated /config.json)                   http://localhost:$SHELL_PORT      (8080)
 *   storefront remote (CORS)                              http://localhost:$STOREFRONT_PORT (8081)
 *   seller remote (CORS)                                  http://localhost:$SELLER_PORT     (8082)
 *   API metrics (Prometheus, 127.0.0.1 only)              http://127.0.0.1:$METRICS_PORT/metrics (9464)
 *
 * With PAYMENT_PROVIDER=payhere and no PAYHERE_* credentials it also runs a local fake PayHere
 * (e2e/support/fake-payhere.mjs), so card payment can be tried without an account.
 *
 * Options: --skip-build (or SKIP_BUILD=1) reuses the existing dist/ folders.
 * Ctrl-C or SIGTERM stops every process it started.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILD_PROJECTS = [
  '@greencart/contracts',
  '@greencart/api',
  '@greencart/shell',
  '@greencart/mfe-storefront',
  '@greencart/mfe-seller',
];
const READY_TIMEOUT_MS = 120_000;

function port(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`${name} must be a port number, got "${process.env[name]}"`);
  }
  return value;
}

const ports = {
  api: port('PORT', 4000),
  shell: port('SHELL_PORT', 8080),
  storefront: port('STOREFRONT_PORT', 8081),
  seller: port('SELLER_PORT', 8082),
  metrics: port('METRICS_PORT', 9464),
};
const url = (p) => `http://localhost:${p}`;

/**
 * The shell's /config.json, generated from the ports (FRONTEND-CONTRACT.md), with the shop's
 * locale and time zone: the settings the API reads, or the defaults contracts defines (read
 * from its build, once the build has run).
 */
const shellConfig = (defaults) => ({
  apiUrl: url(ports.api),
  remotes: {
    storefront: `${url(ports.storefront)}/mf-manifest.json`,
    seller: `${url(ports.seller)}/mf-manifest.json`,
  },
  // The cart asks the API which card payment it takes (GET /api/payment/options): none, unless
  // PAYMENT_PROVIDER or STRIPE_SECRET_KEY says so.
  onlinePayment: true,
  // The shop's locale and time zone for amounts and dates: the API's emails read the same ones.
  locale: process.env.SHOP_LOCALE || defaults.DEFAULT_LOCALE,
  timeZone: process.env.SHOP_TIME_ZONE || defaults.DEFAULT_TIME_ZONE,
});

/** Browser origins the API must accept with cookies: the three front ends. */
function corsOrigins() {
  const origins = [];
  for (const p of [ports.shell, ports.storefront, ports.seller]) {
    origins.push(`http://localhost:${p}`, `http://127.0.0.1:${p}`);
  }
  return origins.join(',');
}

const children = new Set();
/** Servers started in this process (the fake PayHere), stopped with the children. */
const servers = [];
let stopping = false;

const PAYHERE_CREDENTIALS = [
  'PAYHERE_MERCHANT_ID',
  'PAYHERE_MERCHANT_SECRET',
  'PAYHERE_APP_ID',
  'PAYHERE_APP_SECRET',
];

/**
 * PAYMENT_PROVIDER=payhere without an account, in development: a local fake PayHere with
 * credentials made up for this run, and the API's environment pointing at it. Nothing
 * otherwise (a real account, or another provider).
 */
async function developmentPayHere() {
  const wanted = process.env.PAYMENT_PROVIDER?.trim().toLowerCase() === 'payhere';
  if (!wanted || process.env.NODE_ENV === 'production') return {};
  if (PAYHERE_CREDENTIALS.some((name) => process.env[name]?.trim())) return {};
  const { startFakePayHere } = await import('../e2e/support/fake-payhere.mjs');
  const account = {
    merchantId: '1210000',
    merchantSecret: randomBytes(24).toString('hex'),
    appId: 'greencart-dev',
    appSecret: randomBytes(24).toString('hex'),
  };
  const fake = await startFakePayHere(account);
  servers.push(fake);
  console.log(`Card payments: a local fake PayHere at ${fake.url} (no account needed).`);
  return {
    PAYHERE_MERCHANT_ID: account.merchantId,
    PAYHERE_MERCHANT_SECRET: account.merchantSecret,
    PAYHERE_APP_ID: account.appId,
    PAYHERE_APP_SECRET: account.appSecret,
    PAYHERE_API_BASE: fake.url,
  };
}

/** A JSON log line (pino) shortened to its level and message; other lines unchanged. */
function readableLine(line) {
  try {
    const entry = JSON.parse(line);
    if (typeof entry.msg !== 'string') return line;
    const level = { 40: 'WARN ', 50: 'ERROR ', 60: 'FATAL ' }[entry.level] ?? '';
    return `${level}${entry.context ? `${entry.context}: ` : ''}${entry.msg}`;
  } catch {
    return line;
  }
}

/** Prefixes each line a child prints, so the four logs stay readable together. */
function pipeLines(stream, prefix, onLine) {
  let buffered = '';
  stream.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (line.trim() === '') continue;
      process.stdout.write(`${prefix} ${readableLine(line)}\n`);
      onLine?.(line);
    }
  });
}

/**
 * Starts a long-running child. When a critical one (API, shell) exits unexpectedly
 * everything stops; a remote's server may stop alone, and the rest of the store keeps
 * running without it (that is the point of the remotes), so it is only reported.
 */
function startChild(label, command, args, { env = {}, onLine, critical = true } = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  pipeLines(child.stdout, `[${label}]`, onLine);
  pipeLines(child.stderr, `[${label}]`, onLine);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (stopping) return;
    if (critical) {
      console.error(`\n${label} exited (${signal ?? `code ${code}`}); stopping everything.`);
      void stopAll(1);
    } else {
      console.error(
        `\n${label} exited (${signal ?? `code ${code}`}); the rest keeps running without it.`,
      );
    }
  });
  return child;
}

/** Runs a command to completion with inherited output; rejects on failure. */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
    children.add(child);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `code ${code}`})`));
    });
  });
}

/** Stops every child (SIGTERM, then SIGKILL after 5 s) and exits. */
async function stopAll(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  const exits = [...children].map(
    (child) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  );
  await Promise.all([...exits, ...servers.map((server) => server.stop())]);
  process.exit(exitCode);
}

/** Resolves once `target` answers 2xx; rejects after the timeout. */
async function waitFor(name, target, timeoutMs = READY_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) throw new Error('stopped');
    try {
      const response = await fetch(target, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${name} did not answer at ${target} within ${timeoutMs / 1000} s`);
}

function staticServer(label, dir, serverPort, extraArgs = [], critical = true) {
  const distDir = path.join(ROOT, dir, 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${dir}/dist is missing: run without --skip-build`);
  }
  return startChild(
    label,
    process.execPath,
    [
      path.join(ROOT, 'tools', 'serve-static.mjs'),
      '--dir',
      distDir,
      '--port',
      String(serverPort),
      '--spa',
      ...extraArgs,
    ],
    { critical },
  );
}

/** The development seller login the API prints (a JSON log line or plain text). */
function sellerLoginFrom(line) {
  let text = line;
  try {
    const parsed = JSON.parse(line);
    text = typeof parsed.msg === 'string' ? parsed.msg : line;
  } catch {
    // Plain text log line.
  }
  const match = /seller login:\s*(.+)$/i.exec(text);
  return match ? match[1].trim() : null;
}

async function main() {
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));

  const skipBuild = process.argv.includes('--skip-build') || process.env.SKIP_BUILD === '1';
  if (!skipBuild) {
    console.log('Building contracts, api, shell, storefront and seller…');
    await run('npx', [
      'nx',
      'run-many',
      '-t',
      'build',
      `--projects=${BUILD_PROJECTS.join(',')}`,
      '--output-style=static',
    ]);
  }

  let sellerLogin = process.env.SELLER_EMAIL
    ? `${process.env.SELLER_EMAIL} (password: SELLER_PASSWORD)`
    : null;
  const payhere = await developmentPayHere();
  startChild('api', process.execPath, [path.join(ROOT, 'api', 'dist', 'main.js')], {
    env: {
      PORT: String(ports.api),
      // Prometheus metrics: their own port on 127.0.0.1, never the public one.
      METRICS_PORT: String(ports.metrics),
      CORS_ORIGINS: process.env.CORS_ORIGINS ?? corsOrigins(),
      ...payhere,
    },
    onLine: (line) => {
      sellerLogin = sellerLoginFrom(line) ?? sellerLogin;
    },
  });
  staticServer('storefront', 'mfe-storefront', ports.storefront, ['--cors', '*'], false);
  staticServer('seller', 'mfe-seller', ports.seller, ['--cors', '*'], false);
  const contracts = await import(
    pathToFileURL(path.join(ROOT, 'api', 'contracts', 'dist', 'index.js')).href
  );
  staticServer('shell', 'shell', ports.shell, [
    '--config-json',
    JSON.stringify(shellConfig(contracts)),
  ]);

  await Promise.all([
    waitFor('API', `${url(ports.api)}/api/health`),
    waitFor('shell', `${url(ports.shell)}/config.json`),
    waitFor('storefront remote', `${url(ports.storefront)}/mf-manifest.json`),
    waitFor('seller remote', `${url(ports.seller)}/mf-manifest.json`),
  ]);

  const lines = [
    '',
    'GreenCart is running.',
    `  Open the store:   ${url(ports.shell)}`,
    `  Seller portal:    ${url(ports.shell)}/seller`,
    `  Seller login:     ${sellerLogin ?? 'see SELLER_EMAIL / SELLER_PASSWORD'}`,
    `  API:              ${url(ports.api)}  (docs: ${url(ports.api)}/api/docs)`,
    `  Remotes:          ${url(ports.storefront)}/mf-manifest.json, ${url(ports.seller)}/mf-manifest.json`,
    'Press Ctrl-C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error) => {
  if (error.message !== 'stopped') console.error(`\nnpm start failed: ${error.message}`);
  void stopAll(1);
});
