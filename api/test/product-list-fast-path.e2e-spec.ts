import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ProductListCache } from '../src/product/product-list.cache.js';
import { sharedHeaders } from '../src/common/shared-headers.js';
import { insertProduct, startTestApp, type TestApp } from './support/test-app.js';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * `GET /api/product/list` from ready bytes (docs/CATALOGUE.md): the fast path must answer
 * exactly what the full pipeline answers (same security headers, same JSON), compressed when
 * asked.
 */
describe('product list fast path', () => {
  let test: TestApp;
  let server: Server;
  let port: number;

  /** A raw HTTP request: no client-side decompression, so encodings can be checked. */
  function raw(
    path: string,
    headers: Record<string, string> = {},
    method = 'GET',
  ): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path, headers, method }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on('error', reject);
      request.end();
    });
  }

  const cold = async (headers: Record<string, string> = {}) => {
    test.app.get(ProductListCache).invalidate();
    return raw('/api/product/list', headers);
  };

  beforeAll(async () => {
    test = await startTestApp();
    await insertProduct(test, { id: 'fast-a', name: 'Fast Apple' });
    await insertProduct(test, { id: 'fast-b', name: 'Fast Banana' });
    server = test.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await test.close();
  });

  it('answers a warm request with the same bytes and security headers as the full pipeline', async () => {
    const full = await cold();
    const fast = await raw('/api/product/list');
    expect(full.status).toBe(200);
    expect(fast.status).toBe(200);
    expect(fast.body.equals(full.body)).toBe(true);
    expect(JSON.parse(fast.body.toString()).products.map((p: { _id: string }) => p._id)).toEqual([
      'fast-a',
      'fast-b',
    ]);
    expect(sharedHeaders(fast.headers)).toEqual(sharedHeaders(full.headers));
    expect(fast.headers['content-security-policy']).toContain("default-src 'none'");
    expect(fast.headers['x-content-type-options']).toBe('nosniff');
    expect(fast.headers['cache-control']).toBe('no-cache');
    expect(fast.headers.etag).toBe(full.headers.etag);
    expect(fast.headers['x-request-id']).toEqual(expect.any(String));
    expect(fast.headers['x-request-id']).not.toBe(full.headers['x-request-id']);
  });

  it.each([
    ['gzip', gunzipSync],
    ['br', brotliDecompressSync],
  ])('sends a %s copy once it is made, decoding to the same JSON', async (encoding, decode) => {
    const identity = await cold();
    let answer = await raw('/api/product/list', { 'accept-encoding': encoding });
    for (let i = 0; i < 50 && answer.headers['content-encoding'] !== encoding; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      answer = await raw('/api/product/list', { 'accept-encoding': encoding });
    }
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toContain('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(decode(answer.body).equals(identity.body)).toBe(true);
    // `q=0` refuses a coding.
    const refused = await raw('/api/product/list', { 'accept-encoding': `${encoding};q=0` });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 to a matching ETag and nothing to HEAD', async () => {
    const first = await cold();
    const again = await raw('/api/product/list', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await raw('/api/product/list', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('allows an origin of CORS_ORIGINS and never a foreign one', async () => {
    await cold();
    const allowed = test.config.corsOrigins[0];
    const ours = await raw('/api/product/list', { origin: allowed });
    expect(ours.headers['access-control-allow-origin']).toBe(allowed);
    expect(ours.headers['access-control-allow-credentials']).toBe('true');
    const foreign = await raw('/api/product/list', { origin: 'https://evil.example' });
    expect(foreign.status).toBe(200);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('shows a seller change at once on this instance', async () => {
    await raw('/api/product/list');
    await insertProduct(test, { id: 'fast-c', name: 'Fast Cherry' });
    // A direct insert is not a seller write: the next read after the TTL (or an invalidation)
    // sees it. Writes through the API invalidate (test/product.e2e-spec.ts).
    test.app.get(ProductListCache).invalidate();
    const after = await raw('/api/product/list');
    expect(after.body.toString()).toContain('Fast Cherry');
  });
});
