// A refund that follows a committed cancel survives the API process dying before the provider
// answered (docs/ORDERS.md, "Durable payment work"): instance A is killed (SIGKILL) while the
// fake Stripe holds its refund request; instance B, started on the same database, finishes the
// refund, and the provider made exactly one, whether it had acted on A's request or not.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { startFakeStripe } from '../support/fake-stripe.mjs';
import { assertApiBuilt, productionEnv, startApi } from './support/api-process.mjs';
import { freePort } from './support/nginx.mjs';
import { createDatabase, findAdminUrl, withClient } from './support/postgres.mjs';
import { ADDRESS, Session } from './support/session.mjs';

const WEBHOOK_SECRET = 'whsec_ops_payment_crash';
const SHOP = 'http://shop.ops.test';

/** The shared PostgreSQL server, if one answers here. */
const ADMIN_URL = await findAdminUrl();

describe(
  'payment work after a crash',
  {
    timeout: 240_000,
    skip: ADMIN_URL ? false : 'no PostgreSQL server answers on 127.0.0.1:5432',
  },
  () => {
    let database;
    let fake;
    let env;
    let dataDir;
    /** The instance running now. */
    let api;

    before(async () => {
      assertApiBuilt();
      database = await createDatabase(ADMIN_URL, 'gc_ops_payment_crash');
      fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'gc-ops-payment-crash-'));
      env = productionEnv({
        DATA_DIR: dataDir,
        STORAGE_DRIVER: 'local',
        DATABASE_URL: database.url,
        CORS_ORIGINS: SHOP,
        STRIPE_SECRET_KEY: 'sk_test_ops',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: fake.url,
        OUTBOX_POLL_MS: '200',
        OUTBOX_LEASE_SECONDS: '5',
        ORDER_RATE_LIMIT_PER_MINUTE: '100',
      });
      api = await startApi({ port: await freePort(), env, name: 'api-a' });
      fake.configure({ webhookUrl: `${api.url}/api/order/stripe/webhook` });
    });

    after(async () => {
      await api?.stop('SIGKILL');
      await fake?.stop();
      await database?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    /** A paid online order of the shop's first product; answers its id and PaymentIntent. */
    async function paidOrder(shopper) {
      const { body: list } = await shopper.request(`${api.url}/api/product/list`);
      const product = list.products.find((p) => p.inStock && p.soldBy !== 'weight');
      const placed = await shopper.request(`${api.url}/api/order/stripe`, {
        method: 'POST',
        headers: { origin: SHOP },
        json: { address: shopper.addressId, items: [{ product: product._id, quantity: 1 }] },
      });
      assert.equal(placed.status, 201, JSON.stringify(placed.body));
      const sessionId = placed.body.url.split('/').pop();
      const delivery = await fake.pay(sessionId);
      assert.equal(delivery.status, 200, JSON.stringify(delivery.body));
      return {
        orderId: placed.body.orderId,
        paymentIntent: fake.sessions.get(sessionId).payment_intent,
      };
    }

    /** Kills A while the provider holds the refund of a cancel; B finishes it. */
    async function crashDuringRefund(mode) {
      const shopper = new Session();
      const email = `crash-${mode}-${Date.now()}@example.com`;
      await shopper.request(`${api.url}/api/user/register`, {
        method: 'POST',
        headers: { origin: SHOP },
        json: { name: 'Crash Test', email, password: 'correct horse battery' },
      });
      const added = await shopper.request(`${api.url}/api/address/add`, {
        method: 'POST',
        headers: { origin: SHOP },
        json: { address: ADDRESS },
      });
      assert.equal(added.status, 201, JSON.stringify(added.body));
      const { body } = await shopper.request(`${api.url}/api/address/get`);
      shopper.addressId = body.addresses[0]._id;
      const { orderId, paymentIntent } = await paidOrder(shopper);

      const hold = fake.holdRefunds();
      // The cancel commits, then its process asks the provider for the refund and dies waiting.
      const cancelling = shopper
        .request(`${api.url}/api/order/user/${orderId}/cancel`, {
          method: 'POST',
          headers: { origin: SHOP },
          json: {},
        })
        .catch(() => null);
      await hold.arrived;
      await api.stop('SIGKILL');
      hold.release(mode);
      await cancelling;

      api = await startApi({ port: await freePort(), env, name: 'api-b' });
      fake.configure({ webhookUrl: `${api.url}/api/order/stripe/webhook` });
      const deadline = Date.now() + 60_000;
      let row;
      while (Date.now() < deadline) {
        [row] = await withClient(database.url, (c) =>
          c
            .query(`SELECT refund_state, refunded_cents, paid_cents FROM "order" WHERE id = $1`, [
              orderId,
            ])
            .then((r) => r.rows),
        );
        if (row.refund_state === 'refunded') break;
        await delay(250);
      }
      assert.equal(
        row.refund_state,
        'refunded',
        `the refund was not finished: ${JSON.stringify(row)}`,
      );
      assert.equal(row.refunded_cents, row.paid_cents);
      const made = fake.refunds.filter((r) => r.payment_intent === paymentIntent);
      assert.deepEqual(
        made.map((r) => r.amount),
        [row.paid_cents],
        'exactly one refund of what was paid',
      );
    }

    it('finishes a refund the provider never received', async () => {
      await crashDuringRefund('drop');
    });

    it('finishes, without refunding twice, a refund the provider made but whose answer died with the process', async () => {
      await crashDuringRefund('process');
    });
  },
);
