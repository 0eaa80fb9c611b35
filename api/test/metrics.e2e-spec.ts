import { ERROR_CODES, type Order } from '@greencart/contracts';
import request from 'supertest';
import { Metrics } from '../src/metrics/metrics.js';
import { startMetricsServer, type MetricsServer } from '../src/metrics/metrics-server.js';
import { StockService } from '../src/stock/stock.service.js';
import { cookieHeader, openEventStream } from './support/event-stream.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { insertProduct, startTestApp, type TestApp } from './support/test-app.js';

/** One sample of the scraped text: `name{labels} value`, or undefined when absent. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const wanted = Object.entries(labels).every(([key, value]) =>
      line.includes(`${key}="${value}"`),
    );
    if (wanted) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

/**
 * The Prometheus metrics (docs/OPERATIONS.md "Watching"): served on their own port, never on
 * the public one, and they move as orders are placed and refused. Real HTTP on both ports,
 * on PGlite and on PostgreSQL.
 */
describe('metrics', () => {
  let test: TestApp;
  let server: MetricsServer;
  let baseUrl: string;
  let shopper: Shopper;

  const scrape = async (): Promise<string> => {
    const response = await fetch(server.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  beforeAll(async () => {
    test = await startTestApp({
      ORDER_RATE_LIMIT_PER_MINUTE: '100',
      METRICS_LEDGER_CHECK_SECONDS: '0',
    });
    await test.app.listen(0, '127.0.0.1');
    baseUrl = await test.app.getUrl();
    server = await startMetricsServer(test.app.get(Metrics), '127.0.0.1', 0);
    await insertProduct(test, { id: 'counted', name: 'Counted Mango', price: 100 });
    await test.dataSource.query(`UPDATE product SET on_hand = 0 WHERE id = 'counted'`);
    await test.dataSource.transaction((manager) =>
      test.app.get(StockService).apply(manager, {
        productId: 'counted',
        delta: 3,
        reason: 'restock',
        actor: 'seller',
      }),
    );
    shopper = await shopperWithAddress(test);
  });
  afterAll(async () => {
    await server?.close();
    await test?.close();
  });

  it('is not served on the public port', async () => {
    for (const path of ['/metrics', '/api/metrics']) {
      const answer = await request(baseUrl).get(path);
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain('greencart_');
    }
  });

  it('counts orders placed and refused by reason, requests by route pattern, and keeps the ledger at 0', async () => {
    const before = await scrape();
    const placedBefore = sample(before, 'greencart_orders_placed_total', { payment: 'COD' }) ?? 0;
    const refusedBefore =
      sample(before, 'greencart_orders_refused_total', {
        payment: 'COD',
        reason: ERROR_CODES.STOCK_INSUFFICIENT,
      }) ?? 0;

    const placed = await shopper.agent
      .post('/api/order/cod')
      .send({ address: shopper.addressId, items: [{ product: 'counted', quantity: 2 }] });
    expect(placed.status).toBe(201);
    const refused = await shopper.agent
      .post('/api/order/cod')
      .send({ address: shopper.addressId, items: [{ product: 'counted', quantity: 5 }] });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(ERROR_CODES.STOCK_INSUFFICIENT);
    const [order] = (await shopper.agent.get('/api/order/user')).body.orders as Order[];
    expect((await shopper.agent.get(`/api/order/user/${order._id}`)).status).toBe(200);

    const after = await scrape();
    expect(sample(after, 'greencart_orders_placed_total', { payment: 'COD' })).toBe(
      placedBefore + 1,
    );
    expect(
      sample(after, 'greencart_orders_refused_total', {
        payment: 'COD',
        reason: ERROR_CODES.STOCK_INSUFFICIENT,
      }),
    ).toBe(refusedBefore + 1);
    expect(
      sample(after, 'greencart_http_requests_total', {
        method: 'POST',
        route: '/api/order/cod',
        status: '201',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(after, 'greencart_http_request_duration_seconds_count', {
        route: '/api/order/cod',
        status: '409',
      }),
    ).toBeGreaterThanOrEqual(1);
    // The route's pattern, never the URL: one series for every order.
    expect(sample(after, 'greencart_http_requests_total', { route: '/api/order/user/:id' })).toBe(
      1,
    );
    expect(after).not.toContain(order._id);
    expect(sample(after, 'greencart_stock_ledger_mismatches')).toBe(0);
    expect(sample(after, 'greencart_db_pool_max')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'greencart_db_pool_waiting')).toBeGreaterThanOrEqual(0);
    expect(
      sample(after, 'greencart_db_pool_connections', { state: 'in_use' }),
    ).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'greencart_payment_failures_total', { stage: 'checkout' })).toBe(0);
  });

  it('reports a stock count that disagrees with its ledger', async () => {
    await test.dataSource.query(`UPDATE product SET on_hand = on_hand + 1 WHERE id = 'counted'`);
    try {
      expect(sample(await scrape(), 'greencart_stock_ledger_mismatches')).toBe(1);
    } finally {
      await test.dataSource.query(`UPDATE product SET on_hand = on_hand - 1 WHERE id = 'counted'`);
    }
    expect(sample(await scrape(), 'greencart_stock_ledger_mismatches')).toBe(0);
  });

  it('reports the outbox backlog and its oldest age, and the lag of each job', async () => {
    await test.dataSource.query(
      `INSERT INTO outbox (channel, topic, payload, dedupe_key, available_at, created_at)
       VALUES ('email', 'order.placed', '{}', 'metrics-test', now() + interval '1 day', now() - interval '10 minutes')`,
    );
    try {
      const text = await scrape();
      expect(sample(text, 'greencart_outbox_backlog', { channel: 'email' })).toBeGreaterThanOrEqual(
        1,
      );
      expect(
        sample(text, 'greencart_outbox_oldest_age_seconds', { channel: 'email' }),
      ).toBeGreaterThanOrEqual(600);
      expect(sample(text, 'greencart_outbox_backlog', { channel: 'payment' })).toBe(0);
      const lags = text.split('\n').filter((line) => line.startsWith('greencart_job_lag_seconds{'));
      expect(lags.length).toBeGreaterThan(0);
      for (const line of lags) expect(Number(line.split(' ').pop())).toBeGreaterThanOrEqual(0);
    } finally {
      await test.dataSource.query(`DELETE FROM outbox WHERE dedupe_key = 'metrics-test'`);
    }
  });

  it('counts the live streams open', async () => {
    const login = await request(baseUrl)
      .post('/api/user/login')
      .send({ email: shopper.email, password: 'correct horse battery' });
    const cookie = cookieHeader(login.headers['set-cookie']);
    let latest = await scrape();
    const open = () => sample(latest, 'greencart_live_streams_open', { audience: 'shopper' });
    const before = open() ?? 0;
    const stream = await openEventStream(`${baseUrl}/api/order/user/events`, cookie);
    expect(stream.status).toBe(200);
    await stream.next((event) => event.type === 'ready');
    latest = await scrape();
    expect(open()).toBe(before + 1);
    stream.close();
    await stream.ended;
    for (let i = 0; i < 50; i += 1) {
      latest = await scrape();
      if (open() === before) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(open()).toBe(before);
  });
});
