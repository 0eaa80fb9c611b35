// The compose topology (docker/README.md) without containers. Two API processes (production mode)
// on one PostgreSQL database and one shared image folder, the gateway's nginx configuration
// round-robin in front, Redis for the login limits. A shopper must not notice which instance
// answers.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import sharp from 'sharp';
import { assertApiBuilt, productionEnv, SELLER, startApi } from './support/api-process.mjs';
import { findBinary } from './support/binaries.mjs';
import { startGateway } from './support/gateway.mjs';
import { freePort } from './support/nginx.mjs';
import { createDatabase, findAdminUrl, withClient } from './support/postgres.mjs';
import { deleteKeysWithPrefix, keysWithPrefix, redisAnswers } from './support/redis.mjs';
import { ADDRESS, Session } from './support/session.mjs';

const NGINX = findBinary('nginx');
const REDIS_URL = process.env.OPS_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RUN = randomBytes(4).toString('hex');
/** Our keys only: cleaned up afterwards without touching anyone else's. */
const REDIS_PREFIX = `gc-ops-${RUN}:`;
const PER_EMAIL_LIMIT = 3;
/** What the gateway adds for the test client (TRUST_PROXY=1 reads exactly this hop). */
const CLIENT_ADDRESS = '127.0.0.1';

/** The shared PostgreSQL server, if one answers here. */
const ADMIN_URL = await findAdminUrl();
/** Why the topology cannot be set up on this machine, or false. */
const MISSING = !NGINX
  ? 'nginx is not installed (apt-get install -y nginx-light)'
  : !ADMIN_URL
    ? 'no PostgreSQL server answers on 127.0.0.1:5432'
    : false;

describe('two API instances behind the gateway', { timeout: 240_000, skip: MISSING }, () => {
  let database;
  let dataDir;
  let redis = false;
  let a;
  let b;
  let gateway;
  /** How each instance is started (kept to start one again after it is killed). */
  let apiEnv;
  let ports;

  before(async () => {
    assertApiBuilt();
    redis = await redisAnswers(REDIS_URL);
    database = await createDatabase(ADMIN_URL, 'gc_ops_cluster');
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'gc-ops-cluster-'));
    chmodSync(dataDir, 0o755);
    const env = productionEnv({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      STORAGE_DRIVER: 'local',
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL_LIMIT),
      AUTH_RATE_LIMIT_PER_IP: '1000',
      ...(redis ? { REDIS_URL, REDIS_KEY_PREFIX: REDIS_PREFIX } : {}),
    });
    const [portA, portB] = [await freePort(), await freePort()];
    apiEnv = env;
    ports = [portA, portB];
    // Started together on an empty database: both migrate and seed at the same moment.
    [a, b] = await Promise.all([
      startApi({ port: portA, env, name: 'api-a' }),
      startApi({ port: portB, env, name: 'api-b' }),
    ]);
    gateway = await startGateway(NGINX, [portA, portB]);
  });

  after(async () => {
    await gateway?.stop();
    await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (redis) await deleteKeysWithPrefix(REDIS_URL, REDIS_PREFIX);
  });

  it('spreads requests over both instances and echoes the request id', async () => {
    const seen = new Set();
    for (let i = 0; i < 8; i += 1) {
      const res = await fetch(`${gateway.url}/api/health/live`, {
        headers: { 'x-request-id': `ops-${RUN}-${i}` },
      });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('x-request-id'), `ops-${RUN}-${i}`);
      seen.add(res.headers.get('x-instance-id'));
    }
    assert.deepEqual(seen, new Set([a.instanceId(), b.instanceId()]));
    assert.notEqual(a.instanceId(), b.instanceId());
  });

  it('seeds the catalogue once although both started together: no orphan image files', async () => {
    const products = (await (await fetch(`${gateway.url}/api/product/list`)).json()).products;
    assert.ok(products.length >= 20, `only ${products.length} products seeded`);
    const referenced = new Set(
      products.flatMap((p) =>
        p.image.flatMap((url) => {
          // Answers carry absolute image URLs (PUBLIC_API_URL); the file name is what is stored.
          const file = new URL(url).pathname.replace('/uploads/products/', '');
          return [file, file.replace(/\.webp$/, '.card.webp')];
        }),
      ),
    );
    const stored = readdirSync(path.join(dataDir, 'uploads', 'products'));
    assert.deepEqual(new Set(stored), referenced);
    const seeds = [...a.logs, ...b.logs].filter((l) => l.msg === 'catalogue seeded');
    assert.deepEqual(seeds.map((l) => l.inserted).sort(), [0, products.length]);
  });

  it("keeps a shopper's session, cart and orders whichever instance answers", async () => {
    const shopper = new Session();
    const email = `shopper-${RUN}@ops.test`;
    const registered = await shopper.request(`${gateway.url}/api/user/register`, {
      method: 'POST',
      json: { name: 'Ops Shopper', email, password: 'correct horse battery' },
    });
    assert.equal(registered.status, 201, JSON.stringify(registered.body));
    const cookie = shopper.setCookies.find((c) => c.startsWith('token='));
    assert.match(cookie, /; HttpOnly/i);
    assert.match(cookie, /; Secure/i, 'production cookies are Secure');

    const [product] = (await (await fetch(`${gateway.url}/api/product/list`)).json()).products
      .filter((p) => p.inStock)
      .slice(0, 1);
    const added = await shopper.request(`${a.url}/api/address/add`, {
      method: 'POST',
      json: { address: ADDRESS },
    });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    const cart = await shopper.request(`${b.url}/api/cart/update`, {
      method: 'POST',
      json: { cartItems: { [product._id]: 3 } },
    });
    assert.equal(cart.status, 200, JSON.stringify(cart.body));

    for (const api of [a, b]) {
      const me = await shopper.request(`${api.url}/api/user/is-auth`);
      assert.equal(me.status, 200, `${api.name} does not know the session`);
      assert.equal(me.body.user.email, email);
      assert.deepEqual(me.body.user.cartItems, { [product._id]: 3 });
    }

    const addresses = await shopper.request(`${b.url}/api/address/get`);
    const placed = await shopper.request(`${gateway.url}/api/order/cod`, {
      method: 'POST',
      json: {
        items: [{ product: product._id, quantity: 3 }],
        address: addresses.body.addresses[0]._id,
      },
    });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    for (const api of [a, b]) {
      const orders = await shopper.request(`${api.url}/api/order/user`);
      assert.equal(orders.body.orders.length, 1, `${api.name} lists the order`);
      assert.equal(orders.body.orders[0].items[0].quantity, 3);
      const me = await shopper.request(`${api.url}/api/user/is-auth`);
      assert.deepEqual(me.body.user.cartItems, {}, 'the order emptied the cart everywhere');
    }
  });

  it('serves an image uploaded through one instance from the other', async () => {
    const seller = new Session();
    const login = await seller.request(`${a.url}/api/seller/login`, {
      method: 'POST',
      json: SELLER,
    });
    assert.equal(login.status, 200);
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 160, b: 60 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    const name = `Cluster Basil ${RUN}`;
    form.append(
      'productData',
      JSON.stringify({
        name,
        description: ['Fresh'],
        category: 'Vegetables',
        price: 200,
        offerPrice: 180,
      }),
    );
    form.append('images', new Blob([png], { type: 'image/png' }), 'basil.png');
    const created = await seller.request(`${a.url}/api/product/add`, {
      method: 'POST',
      body: form,
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));

    // Instance B's list cache may be up to its TTL old: it must catch up by itself.
    let listed;
    for (let attempt = 0; attempt < 20 && !listed; attempt += 1) {
      const list = await (await fetch(`${b.url}/api/product/list`)).json();
      listed = list.products.find((p) => p.name === name);
      if (!listed) await delay(250);
    }
    assert.ok(listed, 'instance B lists the product within a few seconds');
    const imagePath = new URL(listed.image[0]).pathname;
    const fromB = await fetch(`${b.url}${imagePath}`);
    assert.equal(fromB.status, 200);
    assert.equal(fromB.headers.get('content-type'), 'image/webp');
    const fromA = await fetch(`${a.url}${imagePath}`);
    assert.deepEqual(
      Buffer.from(await fromB.arrayBuffer()),
      Buffer.from(await fromA.arrayBuffer()),
    );
  });

  it('counts failed logins across both instances when Redis is configured', async (t) => {
    if (!redis) {
      t.skip(`no Redis at ${REDIS_URL}: shared rate limits not checked`);
      return;
    }
    const email = `target-${RUN}@ops.test`;
    const attempt = (api) =>
      fetch(`${api.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': CLIENT_ADDRESS },
        body: JSON.stringify({ email, password: 'not the password' }),
      });
    // A, B, A: with limits per instance A would have seen 2 failures and B only 1.
    for (const api of [a, b, a]) assert.equal((await attempt(api)).status, 401);
    for (const api of [b, a]) {
      const limited = await attempt(api);
      assert.equal(limited.status, 429, `${api.name} does not see the other's failures`);
      assert.equal((await limited.json()).code, 'COMMON.RATE_LIMITED');
    }
    const keys = await keysWithPrefix(REDIS_URL, REDIS_PREFIX);
    assert.ok(
      keys.some((k) => k.includes(email)),
      'the counters live in Redis under our prefix',
    );
  });

  it('loses an instance under load: acknowledged orders exist once, nothing hangs, streams reconnect, jobs run once', async (t) => {
    const SHOPPERS = 50;
    const TIMEOUT_MS = 20_000;
    const products = (await (await fetch(`${gateway.url}/api/product/list`)).json()).products
      .filter((p) => p.inStock)
      .slice(0, 10);
    const shoppers = [];
    for (let batch = 0; batch < SHOPPERS; batch += 10) {
      const made = await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const shopper = new Session();
          const email = `load-${RUN}-${batch + i}@ops.test`;
          const registered = await shopper.request(`${gateway.url}/api/user/register`, {
            method: 'POST',
            json: { name: 'Load Shopper', email, password: 'correct horse battery' },
          });
          assert.equal(registered.status, 201, JSON.stringify(registered.body));
          await shopper.request(`${gateway.url}/api/address/add`, {
            method: 'POST',
            json: { address: ADDRESS },
          });
          const [address] = (await shopper.request(`${gateway.url}/api/address/get`)).body
            .addresses;
          return { shopper, email, address: address._id, key: randomBytes(12).toString('hex') };
        }),
      );
      shoppers.push(...made);
    }

    // A shopper's live stream held by the instance about to die.
    const watcher = shoppers[0].shopper;
    const cookie = [...watcher.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
    const onB = await fetch(`${b.url}/api/order/user/events`, { headers: { cookie } });
    assert.equal(onB.status, 200);
    const streamEnded = onB.body.pipeTo(new WritableStream()).then(
      () => 'ended',
      () => 'ended',
    );

    /** One order, retried with the same Idempotency-Key like a client whose answer was lost. */
    const place = async ({ shopper, address, key }, index) => {
      const tries = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const started = Date.now();
        try {
          const answer = await shopper.request(`${gateway.url}/api/order/cod`, {
            method: 'POST',
            headers: { 'idempotency-key': key },
            json: {
              address,
              items: [{ product: products[index % products.length]._id, quantity: 1 }],
            },
            signal: AbortSignal.timeout(TIMEOUT_MS),
          });
          tries.push({ ms: Date.now() - started, status: answer.status });
          if (answer.status === 201) return { orderId: answer.body.orderId, tries };
          if (answer.status < 500 && answer.status !== 409) return { refused: answer.body, tries };
        } catch (error) {
          tries.push({ ms: Date.now() - started, error: String(error) });
          assert.notEqual(
            /** @type {Error} */ (error).name,
            'TimeoutError',
            `an order hung past ${TIMEOUT_MS} ms`,
          );
        }
        await delay(200 * (attempt + 1));
      }
      return { tries };
    };
    const running = Promise.all(shoppers.map((s, i) => place(s, i)));
    await delay(150);
    b.child.kill('SIGKILL');
    const results = await running;

    const acknowledged = results.filter((r) => r.orderId);
    const retried = results.filter((r) => r.tries.length > 1).length;
    const slowest = Math.max(...results.flatMap((r) => r.tries.map((x) => x.ms)));
    t.diagnostic(
      `${acknowledged.length}/${SHOPPERS} acknowledged, ${retried} after a retry, slowest answer ${slowest} ms`,
    );
    assert.ok(
      acknowledged.length >= SHOPPERS * 0.9,
      `only ${acknowledged.length} orders acknowledged: ${JSON.stringify(results.filter((r) => !r.orderId))}`,
    );
    for (const result of results) {
      for (const t of result.tries) assert.ok(t.ms < TIMEOUT_MS, `a request took ${t.ms} ms`);
    }
    await withClient(database.url, async (client) => {
      const ids = acknowledged.map((r) => r.orderId);
      const found = await client.query('SELECT id FROM "order" WHERE id = ANY($1::uuid[])', [ids]);
      assert.equal(found.rowCount, ids.length, 'every acknowledged order exists');
      // One order per shopper: no retry made a second one.
      const perShopper = await client.query(
        `SELECT u.email, count(o.id)::int AS n FROM "user" u JOIN "order" o ON o.user_id = u.id
          WHERE u.email LIKE $1 GROUP BY u.email HAVING count(o.id) > 1`,
        [`load-${RUN}-%`],
      );
      assert.deepEqual(perShopper.rows, [], 'an order was made twice');
      // Periodic jobs: one run per period, though an instance died mid-way. Each schedule's
      // run is sent by a pg-boss `send-it` job keyed by the schedule's name, so two schedules
      // due in the same minute (two every-minute jobs) are two keys, not a job run twice.
      const twice = await client.query(
        `SELECT name, singleton_key, singleton_on, count(*)::int AS n FROM pgboss.job
          WHERE singleton_on IS NOT NULL GROUP BY name, singleton_key, singleton_on
          HAVING count(*) > 1`,
      );
      assert.deepEqual(twice.rows, [], 'a periodic job ran twice in one period');
    });

    // The stream on the dead instance ended; the client reconnects through the gateway.
    assert.equal(await streamEnded, 'ended');
    const again = await fetch(`${gateway.url}/api/order/user/events`, {
      headers: { cookie },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    assert.equal(again.status, 200);
    assert.equal(again.headers.get('x-instance-id'), a.instanceId());
    const reader = again.body.getReader();
    const { value } = await reader.read();
    assert.match(new TextDecoder().decode(value), /event: ready/);
    await reader.cancel();

    // Back to two instances for the next test.
    await b.exited;
    b = await startApi({ port: ports[1], env: apiEnv, name: 'api-b-again' });
  });

  it('finishes a request in flight on SIGTERM, exits 0, and the gateway skips it', async () => {
    const body = JSON.stringify({ email: `late-${RUN}@ops.test`, password: 'whatever it is' });
    const socket = net.createConnection({ host: '127.0.0.1', port: b.port });
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    // Headers and half the body now, the rest after the signal: the request is in flight.
    socket.write(
      `POST /api/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await delay(200);
    const exitCode = b.stop('SIGTERM');
    await delay(500);
    const refused = await fetch(`${b.url}/api/health/live`).then(
      () => false,
      () => true,
    );
    assert.ok(refused, 'a stopping instance accepts no new connection');
    socket.write(body.slice(10));
    await closed;
    assert.match(answer, /^HTTP\/1\.1 401 /, `in-flight request answered: ${answer.slice(0, 80)}`);
    assert.equal(await exitCode, 0);
    assert.ok(b.logs.some((l) => l.msg === 'stopped'));

    for (let i = 0; i < 4; i += 1) {
      const res = await fetch(`${gateway.url}/api/health`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('x-instance-id'), a.instanceId());
    }
    assert.equal(await a.stop('SIGTERM'), 0);
  });
});
