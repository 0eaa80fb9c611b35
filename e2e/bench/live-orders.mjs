// Live order status benchmark (docs/ORDERS.md): how long a staff status change takes to reach the
// shopper's open order page. Registers `--streams` shoppers with one COD order each and opens
// one server-sent event stream per shopper (what `/my-orders/{id}` keeps open); the seller
// then moves the orders one at a time and each move is timed from the POST being sent to
// its event arriving on the owner's stream. Two phases:
//   1. one API instance: streams and moves on instance A;
//   2. two instances (PostgreSQL server only): streams on B, moves on A, so every event
//      crosses instances through LISTEN/NOTIFY.
// The bare baseline, in the same run: a node:http server holding the same number of event
// streams, publishing an event to its owner's stream on a POST (no framework, no database).
// Prints p50/p95/p99 per phase, the POST's own p95, and p95 ÷ the bare p95.
// Usage: node e2e/bench/live-orders.mjs [--streams 200] [--moves 200]
// Needs a built API (api/dist/main.js). Uses DATABASE_URL when set (in a database of its own,
// dropped afterwards), else the API's embedded PGlite (one instance: phase 2 is skipped).
import { randomBytes } from 'node:crypto';
import { createServer, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  cookieOf,
  ownDatabase,
  percentile,
  runBenchmark,
  setupCall,
  startApi,
} from './support.mjs';

/** The wait for one event before the move counts as lost. */
const EVENT_TIMEOUT_MS = 10_000;
const SELLER = { email: 'bench-seller@greencart.local', password: 'bench-seller-password' };
const ADDRESS = {
  firstName: 'Live',
  lastName: 'Shopper',
  email: 'live@example.com',
  phone: '+94 77 123 4567',
  street: '12 Galle Road',
  city: 'Colombo',
  state: 'Western',
  zipcode: '00100',
  country: 'Sri Lanka',
};

const { values: options } = parseArgs({
  options: {
    streams: { type: 'string', default: '200' },
    moves: { type: 'string', default: '200' },
  },
});
const streamCount = Number(options.streams);
const moveCount = Number(options.moves);
if (
  !Number.isInteger(streamCount) ||
  streamCount < 1 ||
  !Number.isInteger(moveCount) ||
  moveCount < 1
) {
  console.error('usage: node e2e/bench/live-orders.mjs [--streams 200] [--moves 200]');
  process.exit(2);
}

/**
 * Opens a server-sent event stream like a browser's EventSource and calls `onEvent(type,
 * data, receivedAt)` for each event. Resolves once the stream's `ready` event arrived.
 */
function openStream(url, cookie, onEvent) {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) } },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`${url} answered ${res.statusCode}`));
          res.resume();
          return;
        }
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          const receivedAt = performance.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let type = 'message';
            let data = '';
            for (const line of block.split('\n')) {
              if (line.startsWith('event:')) type = line.slice(6).trim();
              else if (line.startsWith('data:')) data += line.slice(5).trim();
            }
            if (!data) continue;
            if (type === 'ready') resolve({ close: () => req.destroy() });
            else onEvent(type, JSON.parse(data), receivedAt);
          }
        });
        res.on('error', () => undefined);
      },
    );
    req.on('error', (error) => {
      if (error.code !== 'ECONNRESET') reject(error);
    });
    req.end();
  });
}

/** Arrivals awaited by key (`orderId:status`), resolved with the time the event arrived. */
function arrivals() {
  const waiting = new Map();
  const early = new Map();
  return {
    arrived(key, at) {
      const waiter = waiting.get(key);
      if (waiter) {
        waiting.delete(key);
        waiter(at);
      } else early.set(key, at);
    },
    wait(key) {
      if (early.has(key)) return Promise.resolve(early.get(key));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(key);
          reject(new Error(`no event ${key} within ${EVENT_TIMEOUT_MS} ms`));
        }, EVENT_TIMEOUT_MS);
        waiting.set(key, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
    },
  };
}

/** A shopper with a session cookie and one COD order. */
async function createShopper(base, runId, index, productId) {
  const email = `live-${runId}-${index}@example.com`;
  const registered = await setupCall(base, 'POST', '/api/user/register', {
    body: { name: `Live Shopper ${index + 1}`, email, password: 'live-shopper-password' },
  });
  const cookie = cookieOf(registered.response);
  await setupCall(base, 'POST', '/api/address/add', { cookie, body: { address: ADDRESS } });
  const { json: addresses } = await setupCall(base, 'GET', '/api/address/get', { cookie });
  await setupCall(base, 'POST', '/api/order/cod', {
    cookie,
    body: { items: [{ product: productId, quantity: 1 }], address: addresses.addresses[0]._id },
  });
  const { json } = await setupCall(base, 'GET', '/api/order/user', { cookie });
  return { cookie, orderId: json.orders[0]._id };
}

/** Percentiles of a list of milliseconds. */
function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
  };
}

/**
 * Moves `moves` orders to `status` one at a time on `moveBase`, with every shopper's stream
 * open on `streamBase`; answers the event latencies and the POSTs' own durations.
 */
async function measureMoves({ moveBase, streamBase, shoppers, sellerCookie, status, moves }) {
  const events = arrivals();
  const streams = await Promise.all(
    shoppers.map((shopper) =>
      openStream(`${streamBase}/api/order/user/events`, shopper.cookie, (type, data, at) => {
        if (type === 'order') events.arrived(`${data.orderId}:${data.status}`, at);
      }),
    ),
  );
  const latencies = [];
  const posts = [];
  try {
    for (let i = 0; i < moves; i += 1) {
      const { orderId } = shoppers[i % shoppers.length];
      const arrived = events.wait(`${orderId}:${status}`);
      const sent = performance.now();
      await setupCall(moveBase, 'POST', `/api/order/seller/${orderId}/status`, {
        cookie: sellerCookie,
        body: { status },
      });
      posts.push(performance.now() - sent);
      latencies.push((await arrived) - sent);
    }
  } finally {
    for (const stream of streams) stream.close();
  }
  return { latencies: summary(latencies), posts: summary(posts) };
}

/** The bare baseline: node:http holding event streams, publishing to the owner on a POST. */
async function startBareFanOut() {
  const streams = new Map();
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://bare');
    if (url.pathname === '/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write('event: ready\ndata: {"ok":true}\n\n');
      const owner = url.searchParams.get('owner');
      streams.set(owner, res);
      req.on('close', () => streams.delete(owner));
      return;
    }
    // POST /publish?owner=…&order=…: every stream is offered the event, only the owner's takes it.
    const owner = url.searchParams.get('owner');
    const event = { orderId: url.searchParams.get('order'), userId: owner, status: 'Confirmed' };
    for (const [id, stream] of streams) {
      if (id === event.userId) stream.write(`event: order\ndata: ${JSON.stringify(event)}\n\n`);
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"success":true}');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function measureBare(count, moves) {
  const bare = await startBareFanOut();
  const events = arrivals();
  const streams = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      openStream(`${bare.base}/events?owner=u${i}`, undefined, (type, data, at) => {
        if (type === 'order') events.arrived(`${data.orderId}:${data.status}`, at);
      }),
    ),
  );
  const latencies = [];
  try {
    for (let i = 0; i < moves; i += 1) {
      const owner = `u${i % count}`;
      const order = `o${i}`;
      const arrived = events.wait(`${order}:Confirmed`);
      const sent = performance.now();
      const response = await fetch(`${bare.base}/publish?owner=${owner}&order=${order}`, {
        method: 'POST',
      });
      await response.arrayBuffer();
      latencies.push((await arrived) - sent);
    }
  } finally {
    for (const stream of streams) stream.close();
    await bare.stop();
  }
  return summary(latencies);
}

const ms = (value) => `${value.toFixed(1).padStart(7)} ms`;

function report(name, result, bare) {
  const { latencies, posts } = result;
  console.log(
    `${name.padEnd(36)} n=${latencies.n}  p50 ${ms(latencies.p50)}  p95 ${ms(latencies.p95)}` +
      `  p99 ${ms(latencies.p99)}  max ${ms(latencies.max)}  (POST p95 ${ms(posts.p95)})` +
      `  p95 ÷ bare p95 ${(latencies.p95 / bare.p95).toFixed(1)}×`,
  );
}

async function run(servers) {
  const env = {
    ...(await ownDatabase(servers)),
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    ORDER_RATE_LIMIT_PER_MINUTE: '100000',
    SELLER_EMAIL: SELLER.email,
    SELLER_PASSWORD: SELLER.password,
  };
  const a = await startApi(servers, env);
  console.log(`database: ${a.database}`);
  console.log(`machine: ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}`);
  const { json: list } = await setupCall(a.base, 'GET', '/api/product/list');
  const product = list.products.find((p) => p.inStock);
  const runId = randomBytes(4).toString('hex');
  const shoppers = [];
  // A few at a time: registration hashes a password, which is the slow part.
  for (let i = 0; i < streamCount; i += 10) {
    const batch = Array.from({ length: Math.min(10, streamCount - i) }, (_, j) =>
      createShopper(a.base, runId, i + j, product._id),
    );
    shoppers.push(...(await Promise.all(batch)));
  }
  const login = await setupCall(a.base, 'POST', '/api/seller/login', { body: SELLER });
  const sellerCookie = cookieOf(login.response);
  console.log(`${streamCount} shoppers, each with one order and one open stream\n`);

  const bare = await measureBare(streamCount, moveCount);
  console.log(
    `${'bare node:http fan-out'.padEnd(36)} n=${bare.n}  p50 ${ms(bare.p50)}  p95 ${ms(bare.p95)}` +
      `  p99 ${ms(bare.p99)}  max ${ms(bare.max)}`,
  );
  const moves = Math.min(moveCount, shoppers.length);
  const one = await measureMoves({
    moveBase: a.base,
    streamBase: a.base,
    shoppers,
    sellerCookie,
    status: 'Confirmed',
    moves,
  });
  report('one instance (A → A)', one, bare);

  if (!process.env.DATABASE_URL) {
    console.log('\ntwo instances: skipped (the embedded database serves one API instance;');
    console.log('set DATABASE_URL to a PostgreSQL server to measure LISTEN/NOTIFY across two)');
    return;
  }
  const b = await startApi(servers, env);
  const two = await measureMoves({
    moveBase: a.base,
    streamBase: b.base,
    shoppers,
    sellerCookie,
    status: 'Packing',
    moves,
  });
  report('two instances (move on A, stream B)', two, bare);
}

await runBenchmark(run);
