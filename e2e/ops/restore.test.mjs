// The restore drill (docs/OPERATIONS.md "Backups"): a shop with orders is backed up with
// `npm run backup`, restored with `npm run restore` into a fresh database, and the API started
// on the restored copy must have the same rows, a stock ledger that adds up, take a new order
// and serve the product images. Once on the embedded database (backed up while the API runs),
// once on a PostgreSQL server (pg_dump / pg_restore).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { assertApiBuilt, productionEnv, startApi } from './support/api-process.mjs';
import { findBinary } from './support/binaries.mjs';
import { freePort } from './support/nginx.mjs';
import { ROOT } from './support/paths.mjs';
import { createDatabase, findAdminUrl, withClient } from './support/postgres.mjs';
import { ADDRESS, Session } from './support/session.mjs';

const TABLES = ['product', 'user', 'order', 'order_item', 'stock_movement', 'address'];

/** Products whose on hand or reserved differs from the sum of their ledger rows. */
const LEDGER_MISMATCHES = `
  SELECT count(*)::int AS n FROM product p
    LEFT JOIN (SELECT product_id, sum(delta) AS d, sum(reserved_delta) AS r
                 FROM stock_movement GROUP BY product_id) m ON m.product_id = p.id
   WHERE p.on_hand IS NOT NULL AND (p.on_hand <> COALESCE(m.d, 0) OR p.reserved <> COALESCE(m.r, 0))`;

async function counts(url) {
  return withClient(url, async (client) => {
    const result = {};
    for (const table of TABLES) {
      result[table] = (await client.query(`SELECT count(*)::int AS n FROM "${table}"`)).rows[0].n;
    }
    return result;
  });
}

/** Runs `npm run backup` / `npm run restore` (their scripts) with `env`; answers stdout. */
function npmScript(script, env, ...args) {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'tools', 'backup', `${script}.mjs`), ...args],
    { cwd: ROOT, encoding: 'utf8', env: { PATH: process.env.PATH, ...env }, timeout: 300_000 },
  );
  assert.equal(result.status, 0, `${script} failed: ${result.stderr}${result.stdout}`);
  return result.stdout;
}

/** A shopper with an address who places one cash-on-delivery order of the first product. */
async function placeOrder(api, shopper, email) {
  if (email) {
    const registered = await shopper.request(`${api.url}/api/user/register`, {
      method: 'POST',
      json: { name: 'Drill Shopper', email, password: 'correct horse battery' },
    });
    assert.equal(registered.status, 201);
    await shopper.request(`${api.url}/api/address/add`, {
      method: 'POST',
      json: { address: ADDRESS },
    });
  }
  const [address] = (await shopper.request(`${api.url}/api/address/get`)).body.addresses;
  const { products } = (await shopper.request(`${api.url}/api/product/list`)).body;
  const product = products.find((p) => p.inStock !== false);
  const placed = await shopper.request(`${api.url}/api/order/cod`, {
    method: 'POST',
    headers: { origin: 'http://shop.ops.test' },
    json: { address: address._id, items: [{ product: product._id, quantity: 1 }] },
  });
  assert.equal(placed.status, 201, JSON.stringify(placed.body));
  return products;
}

/** Checks the restored shop: rows, ledger, a new order, an image. */
async function checkRestored(api, databaseUrl, before, email) {
  assert.deepEqual(await counts(databaseUrl), before, 'the restored database has the same rows');
  const mismatches = await withClient(databaseUrl, (c) => c.query(LEDGER_MISMATCHES));
  assert.equal(mismatches.rows[0].n, 0, 'on hand = Σ ledger for every counted product');
  const shopper = new Session();
  const login = await shopper.request(`${api.url}/api/user/login`, {
    method: 'POST',
    json: { email, password: 'correct horse battery' },
  });
  assert.equal(login.status, 200, 'the shopper of the backup logs in');
  const orders = (await shopper.request(`${api.url}/api/order/user`)).body.orders;
  assert.equal(orders.length, 1);
  const products = await placeOrder(api, shopper);
  assert.equal(
    (await counts(databaseUrl)).order,
    before.order + 1,
    'the restored shop takes an order',
  );
  const image = products.find((p) => p.image?.length)?.image[0];
  assert.ok(image, 'a product has an image');
  const answer = await fetch(new URL(image, api.url));
  assert.equal(answer.status, 200, `${image} loads`);
  assert.match(answer.headers.get('content-type') ?? '', /^image\//);
  assert.ok((await answer.arrayBuffer()).byteLength > 100);
}

describe('restore drill: embedded database', { timeout: 600_000 }, () => {
  const folders = [];
  const apis = [];
  const tmp = (name) => {
    const folder = mkdtempSync(path.join(os.tmpdir(), `gc-ops-${name}-`));
    folders.push(folder);
    return folder;
  };
  after(async () => {
    await Promise.all(apis.map((api) => api.stop('SIGKILL')));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('backs up while the API runs, restores into a fresh folder, and the shop works', async () => {
    assertApiBuilt();
    const [dataDir, backupDir, restoredDir] = [tmp('shop'), tmp('backups'), tmp('restored')];
    const email = `drill-${Date.now()}@example.com`;
    const dbPort = await freePort();
    const env = (dir, port) =>
      productionEnv({
        NODE_ENV: 'development',
        DATA_DIR: dir,
        EMBEDDED_DB_PORT: String(port),
        // The same folder `npm run backup` is given: the API writes there when asked.
        BACKUP_DIR: backupDir,
        BACKUP_EVERY_SECONDS: '0',
      });
    const shop = await startApi({
      port: await freePort(),
      env: env(dataDir, dbPort),
      name: 'shop',
    });
    apis.push(shop);
    await placeOrder(shop, new Session(), email);
    const url = `postgres://postgres@127.0.0.1:${dbPort}/postgres`;
    const before = await counts(url);
    assert.equal(before.order, 1);

    const said = npmScript('backup', { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
    assert.match(said, /backup written to .*daily\/greencart-\d{4}-\d{2}-\d{2}/);
    // Its log is read while this process waits, not during the synchronous script run.
    const tookIt = () => shop.logs.some((l) => String(l.msg).startsWith('backup written'));
    for (let i = 0; i < 50 && !tookIt(); i += 1) await delay(100);
    assert.ok(tookIt(), 'the API took it (asked by SIGUSR2)');
    await shop.stop();

    npmScript('restore', { DATA_DIR: restoredDir, BACKUP_DIR: backupDir });
    const restoredPort = await freePort();
    const restored = await startApi({
      port: await freePort(),
      env: env(restoredDir, restoredPort),
      name: 'restored',
    });
    apis.push(restored);
    await checkRestored(
      restored,
      `postgres://postgres@127.0.0.1:${restoredPort}/postgres`,
      before,
      email,
    );
  });
});

const ADMIN_URL = await findAdminUrl();
const PG_DUMP = findBinary('pg_dump');
const MISSING_SERVER = !ADMIN_URL
  ? 'no PostgreSQL server answers on 127.0.0.1:5432'
  : !PG_DUMP || !findBinary('pg_restore')
    ? 'pg_dump / pg_restore are not installed (apt-get install -y postgresql-client)'
    : false;

describe('restore drill: PostgreSQL server', { timeout: 600_000, skip: MISSING_SERVER }, () => {
  const folders = [];
  const databases = [];
  const apis = [];
  const tmp = (name) => {
    const folder = mkdtempSync(path.join(os.tmpdir(), `gc-ops-${name}-`));
    folders.push(folder);
    return folder;
  };
  after(async () => {
    await Promise.all(apis.map((api) => api.stop('SIGKILL')));
    for (const database of databases) await database.drop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('pg_dump, pg_restore into a fresh database, and the shop works', async () => {
    assertApiBuilt();
    const [dataDir, backupDir, restoredDir] = [tmp('shop'), tmp('backups'), tmp('restored')];
    const source = await createDatabase(ADMIN_URL, 'gc_ops_backup');
    const target = await createDatabase(ADMIN_URL, 'gc_ops_restored');
    databases.push(source, target);
    const email = `drill-${Date.now()}@example.com`;
    const env = (url, dir) =>
      productionEnv({ DATABASE_URL: url, DATA_DIR: dir, STORAGE_DRIVER: 'local' });
    const shop = await startApi({
      port: await freePort(),
      env: env(source.url, dataDir),
      name: 'shop',
    });
    apis.push(shop);
    await placeOrder(shop, new Session(), email);
    const before = await counts(source.url);

    const said = npmScript('backup', {
      DATABASE_URL: source.url,
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
    });
    assert.match(said, /backup written to/);
    await shop.stop();

    npmScript('restore', {
      DATABASE_URL: target.url,
      DATA_DIR: restoredDir,
      BACKUP_DIR: backupDir,
    });
    const restored = await startApi({
      port: await freePort(),
      env: env(target.url, restoredDir),
      name: 'restored',
    });
    apis.push(restored);
    await checkRestored(restored, target.url, before, email);
  });
});
