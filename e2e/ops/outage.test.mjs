// The database goes away while shoppers place orders, then comes back. Run on a
// PostgreSQL server of our own (initdb in a temp folder) so stopping it disturbs nobody.
// Every order the API acknowledged (201) must be in the database; requests during the
// outage get 503 COMMON.UNAVAILABLE, never 500; the API recovers without a restart.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { assertApiBuilt, productionEnv, startApi } from './support/api-process.mjs';
import { freePort } from './support/nginx.mjs';
import { createThrowawayServer, findPostgresBin, withClient } from './support/postgres.mjs';
import { ADDRESS, Session } from './support/session.mjs';

const PG_BIN = findPostgresBin();
const UNAVAILABLE = {
  success: false,
  code: 'COMMON.UNAVAILABLE',
  message: 'The store is temporarily unavailable, please try again',
};
/** Shoppers placing orders at the same time. */
const WORKERS = 3;
/** Upper bound of the whole order loop, whatever happens. */
const LOOP_LIMIT_MS = 60_000;

describe('database outage while orders are placed', { timeout: 240_000 }, () => {
  let server;
  let dataDir;
  let api;

  before(async () => {
    if (!PG_BIN) return;
    assertApiBuilt();
    server = createThrowawayServer(PG_BIN, await freePort());
    server.start();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'gc-ops-outage-'));
    api = await startApi({
      port: await freePort(),
      name: 'api',
      // Orders as fast as the API answers: the per-account limit is not what is tested here.
      env: productionEnv({
        DATABASE_URL: server.url,
        DATA_DIR: dataDir,
        ORDER_RATE_LIMIT_PER_MINUTE: '100000',
        // The test plays the gateway: its x-request-id is taken only from a trusted proxy.
        TRUST_PROXY: '127.0.0.1',
      }),
    });
  });

  after(async () => {
    await api?.stop('SIGKILL');
    server?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'loses no acknowledged order, answers 503 while down and recovers by itself',
    {
      skip: PG_BIN ? false : 'PostgreSQL server binaries (initdb) are not installed',
    },
    async (t) => {
      const shopper = new Session();
      const email = `outage-${Date.now()}@ops.test`;
      const registered = await shopper.request(`${api.url}/api/user/register`, {
        method: 'POST',
        json: { name: 'Outage Shopper', email, password: 'correct horse battery' },
      });
      assert.equal(registered.status, 201);
      await shopper.request(`${api.url}/api/address/add`, {
        method: 'POST',
        json: { address: ADDRESS },
      });
      const address = (await shopper.request(`${api.url}/api/address/get`)).body.addresses[0]._id;
      const products = (await shopper.request(`${api.url}/api/product/list`)).body.products;
      const product = products.find((p) => p.inStock)._id;

      /** @type {Array<{ phase: string, status: number, body: any, requestId: string, endedAt: number }>} */
      const results = [];
      let phase = 'before';
      let running = true;
      let sent = 0;
      const started = Date.now();
      const worker = async (id) => {
        while (running && Date.now() - started < LOOP_LIMIT_MS) {
          sent += 1;
          const requestId = `ops-outage-${id}-${sent}`;
          const current = phase;
          try {
            const res = await shopper.request(`${api.url}/api/order/cod`, {
              method: 'POST',
              json: { items: [{ product, quantity: 1 }], address },
              headers: { 'x-request-id': requestId },
            });
            results.push({
              phase: current,
              status: res.status,
              body: res.body,
              requestId,
              endedAt: Date.now(),
            });
          } catch (error) {
            results.push({
              phase: current,
              status: 0,
              body: String(error),
              requestId,
              endedAt: Date.now(),
            });
          }
          await delay(10);
        }
      };
      const count = (wanted, status) =>
        results.filter((r) => r.phase === wanted && r.status === status).length;
      const waitFor = async (condition, what) => {
        while (!condition()) {
          assert.ok(Date.now() - started < LOOP_LIMIT_MS, `timed out waiting for ${what}`);
          await delay(50);
        }
      };

      const workers = Array.from({ length: WORKERS }, (_, id) => worker(id));
      await waitFor(() => count('before', 201) >= 10, 'orders before the outage');
      phase = 'stopping';
      const stoppedAt = Date.now();
      server.stop();
      phase = 'down';
      await waitFor(() => count('down', 503) >= 5, '503 answers during the outage');
      // Readiness reports the outage; liveness does not (the process is fine).
      await delay(1100);
      assert.equal((await fetch(`${api.url}/api/health`)).status, 503);
      assert.equal((await fetch(`${api.url}/api/health/live`)).status, 200);
      phase = 'starting';
      server.start();
      phase = 'after';
      await waitFor(() => count('after', 201) >= 10, 'orders after the database came back');
      running = false;
      await Promise.all(workers);

      const unexpected = results.filter((r) => r.status !== 201 && r.status !== 503);
      const logged = unexpected.map((r) => api.logs.find((line) => line.reqId === r.requestId));
      assert.deepEqual(
        unexpected.map((r) => r.status),
        [],
        `only 201 and 503 answers: ${JSON.stringify(unexpected.slice(0, 3))} ${JSON.stringify(logged.slice(0, 3))}`,
      );
      for (const failed of results.filter((r) => r.status === 503)) {
        assert.deepEqual(failed.body, UNAVAILABLE);
      }
      const answeredBeforeStop = results.filter((r) => r.endedAt < stoppedAt);
      assert.ok(
        answeredBeforeStop.every((r) => r.status === 201),
        'no failure before the outage',
      );
      const last = results.slice(-2 * WORKERS);
      assert.ok(
        last.every((r) => r.status === 201),
        'every order succeeds again once it is back',
      );

      const acknowledged = results.filter((r) => r.status === 201).length;
      const [{ stored }] = await withClient(server.url, async (client) => {
        const { rows } = await client.query(
          `SELECT count(*)::int AS stored FROM "order" o JOIN "user" u ON u.id = o.user_id WHERE u.email = $1`,
          [email],
        );
        return rows;
      });
      // A commit whose answer was lost in the outage may add an unacknowledged order, never
      // the other way round.
      assert.ok(stored >= acknowledged, `${acknowledged} acknowledged, ${stored} stored`);
      assert.ok(stored - acknowledged <= WORKERS, 'at most one unanswered order per shopper');

      // The structured log line of a failed request carries the id the caller sent.
      const failed = results.find((r) => r.status === 503);
      assert.ok(
        api.logs.some((line) => line.reqId === failed.requestId && line.level >= 50),
        `no error log line with reqId ${failed.requestId}`,
      );
      t.diagnostic(
        `${results.length} requests: ${acknowledged} acknowledged, ${results.length - acknowledged} refused with 503; ${stored} orders stored`,
      );
      assert.equal(await api.stop('SIGTERM'), 0);
    },
  );
});
