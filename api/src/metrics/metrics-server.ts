import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics } from 'prom-client';
import type { Metrics } from './metrics.js';

/** The metrics listener: its address, and how to close it. */
export interface MetricsServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` (Prometheus text format) on a port of its own, never the public one:
 * the figures tell how the shop is doing, which is nobody else's business. Binds `host`
 * (127.0.0.1 unless told otherwise). Everything else answers 404.
 *
 * @param processMetrics also report the process (CPU, memory, event loop): once per process
 */
export async function startMetricsServer(
  metrics: Metrics,
  host: string,
  port: number,
  processMetrics = false,
): Promise<MetricsServer> {
  if (processMetrics) collectDefaultMetrics({ register: metrics.registry, prefix: 'greencart_' });
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    server,
    url: `http://${shown}:${address.port}/metrics`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
