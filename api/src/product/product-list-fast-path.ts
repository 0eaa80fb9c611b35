import type { IncomingMessage, ServerResponse } from 'node:http';
import { INSTANCE_ID, INSTANCE_ID_HEADER, REQUEST_ID_HEADER } from '../common/request-id.js';
import { sharedHeaders } from '../common/shared-headers.js';
import type { ProductListCache } from './product-list.cache.js';

export const PRODUCT_LIST_PATH = '/api/product/list';

/**
 * `GET /api/product/list` is the catalogue every client of the original store downloads: while this
 * instance holds a copy (ProductListCache; a stale one is answered while it reloads, so it is
 * at most one reload older than the TTL), the answer is those ready bytes — brotli or
 * gzip when accepted, 304 for a matching ETag — sent from the server's own listener
 * (common/fast-paths.ts) with the security headers the full pipeline sent for the same route
 * (captured at start-up by {@link ProductListFastPath.learnHeaders}). A cold cache, a query
 * string, another method or an origin outside CORS_ORIGINS goes through Fastify as usual.
 */
export class ProductListFastPath {
  /** The route-wide headers as a flat [name, value, …] list (the cheapest form to write). */
  private shared?: string[];

  constructor(
    private readonly cache: ProductListCache,
    private readonly corsOrigins: readonly string[],
    private readonly requestId: (request: IncomingMessage) => string,
    /** Reloads the list into the cache (ProductService.listAll). */
    private readonly reload: () => Promise<unknown>,
  ) {}

  /** Keeps the route-wide headers of one full answer (see {@link sharedHeaders}). */
  learnHeaders(headers: Record<string, unknown>): void {
    this.shared = Object.entries(sharedHeaders(headers)).flatMap(([name, value]) =>
      Array.isArray(value) ? value.flatMap((one) => [name, String(one)]) : [name, String(value)],
    );
  }

  readonly answer = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (!this.shared || request.url !== PRODUCT_LIST_PATH) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const origin = request.headers.origin;
    if (origin && !this.corsOrigins.includes(origin)) return false;
    const current = this.cache.current();
    if (!current) return false;
    const { list } = current;
    // Stale: answer it this once more while the cache reloads (one load for all callers).
    if (!current.fresh) this.reload().catch(() => undefined);
    const headers = [
      ...this.shared,
      'etag',
      list.etag,
      'vary',
      'Origin, Accept-Encoding',
      REQUEST_ID_HEADER,
      this.requestId(request),
      INSTANCE_ID_HEADER,
      INSTANCE_ID,
    ];
    if (origin) {
      headers.push(
        'access-control-allow-origin',
        origin,
        'access-control-allow-credentials',
        'true',
      );
    }
    if (request.headers['if-none-match'] === list.etag) {
      response.writeHead(304, headers);
      response.end();
      return true;
    }
    const { bytes, encoding } = this.cache.pick(list, request.headers['accept-encoding']);
    if (encoding) headers.push('content-encoding', encoding);
    headers.push('content-length', String(bytes.length));
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : bytes);
    return true;
  };
}
