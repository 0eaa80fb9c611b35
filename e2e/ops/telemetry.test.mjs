// Traces and metrics of the built API as an operator runs it (docs/OPERATIONS.md): with
// OTEL_EXPORTER_OTLP_ENDPOINT set, spans of a request reach an OTLP receiver (a tiny HTTP
// server here) and the request's id, log lines and spans share one trace id; the metrics
// answer on METRICS_PORT and never on the public port.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { assertApiBuilt, productionEnv, startApi } from './support/api-process.mjs';
import { freePort } from './support/nginx.mjs';
import { ADDRESS, Session } from './support/session.mjs';

/** An OTLP/HTTP (JSON) trace receiver: keeps every span it is sent. */
async function startReceiver() {
  /** @type {Array<{ traceId: string, spanId: string, name: string, attributes: Record<string, unknown> }>} */
  const spans = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const payload = JSON.parse(body);
        for (const resource of payload.resourceSpans ?? []) {
          for (const scope of resource.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) {
              const attributes = Object.fromEntries(
                (span.attributes ?? []).map((a) => [a.key, Object.values(a.value ?? {})[0]]),
              );
              spans.push({
                traceId: span.traceId,
                spanId: span.spanId,
                name: span.name,
                attributes,
              });
            }
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, spans, close: () => server.close() };
}

describe('traces and metrics of the running API', { timeout: 240_000 }, () => {
  let receiver;
  let api;
  let dataDir;
  let metricsPort;

  before(async () => {
    assertApiBuilt();
    receiver = await startReceiver();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'gc-ops-telemetry-'));
    metricsPort = await freePort();
    api = await startApi({
      port: await freePort(),
      name: 'api-traced',
      // The embedded database (development), so the suite needs nothing but Node.
      env: productionEnv({
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_BSP_SCHEDULE_DELAY: '100',
        METRICS_PORT: String(metricsPort),
      }),
    });
  });

  after(async () => {
    await api?.stop('SIGKILL');
    receiver?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('exports the spans of a request, and its answer and log lines carry the trace id', async () => {
    // A server-side error answer that is logged: card payment asked of a shop without one (503).
    const shopper = new Session();
    const email = `traced-${Date.now()}@example.com`;
    const registered = await shopper.request(`${api.url}/api/user/register`, {
      method: 'POST',
      json: { name: 'Traced Shopper', email, password: 'correct horse battery' },
    });
    assert.equal(registered.status, 201);
    await shopper.request(`${api.url}/api/address/add`, {
      method: 'POST',
      json: { address: ADDRESS },
    });
    const [address] = (await shopper.request(`${api.url}/api/address/get`)).body.addresses;
    const [product] = (await shopper.request(`${api.url}/api/product/list`)).body.products;
    const answer = await shopper.request(`${api.url}/api/order/stripe`, {
      method: 'POST',
      headers: { origin: 'http://shop.ops.test' },
      json: { address: address._id, items: [{ product: product._id, quantity: 1 }] },
    });
    assert.equal(answer.status, 503);
    assert.equal(answer.body.success, false);
    const requestId = answer.headers.get('x-request-id');
    assert.match(requestId ?? '', /^[0-9a-f]{32}$/, 'the request id is the trace id');

    const orders = await shopper.request(`${api.url}/api/order/user`);
    assert.equal(orders.status, 200);
    const ordersId = orders.headers.get('x-request-id');

    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && !receiver.spans.some((s) => s.traceId === requestId)) {
      await delay(100);
    }
    const ofRequest = receiver.spans.filter((s) => s.traceId === requestId);
    assert.ok(ofRequest.length > 0, `no span of trace ${requestId} arrived`);
    assert.ok(
      ofRequest.some(
        (s) =>
          s.attributes['http.route'] === '/api/order/stripe' ||
          s.name.includes('/api/order/stripe'),
      ),
      `the request's span names its route: ${JSON.stringify(ofRequest.map((s) => s.name))}`,
    );
    // The order list reads the database: its queries are spans of its trace.
    while (
      Date.now() < deadline &&
      !receiver.spans.some((s) => s.traceId === ordersId && s.attributes['db.system'])
    ) {
      await delay(100);
    }
    assert.ok(
      receiver.spans.some(
        (s) => s.traceId === ordersId && s.attributes['db.system'] === 'postgresql',
      ),
      'a PostgreSQL query span joins the request trace',
    );

    // Every line logged inside a traced request names its trace: the failure's line too.
    const inRequest = api.logs.filter((line) => line.reqId === requestId);
    assert.ok(
      inRequest.some((line) => line.msg === 'request failed' && line.status === 503),
      `the failure is logged under the request id: ${JSON.stringify(inRequest)}`,
    );
    for (const line of inRequest) assert.equal(line.trace_id, requestId);
    const traced = api.logs.filter((line) => typeof line.trace_id === 'string');
    for (const line of traced) assert.match(String(line.trace_id), /^[0-9a-f]{32}$/);
  });

  it('serves the metrics on METRICS_PORT only', async () => {
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    assert.equal(metrics.status, 200);
    const text = await metrics.text();
    assert.match(
      text,
      /greencart_http_requests_total\{method="POST",route="\/api\/order\/stripe",status="503"\} 1/,
    );
    assert.match(text, /greencart_process_cpu_seconds_total/);
    const publicAnswer = await fetch(`${api.url}/metrics`);
    assert.equal(publicAnswer.status, 404);
    assert.doesNotMatch(await publicAnswer.text(), /greencart_/);
  });
});
