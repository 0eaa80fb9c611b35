/**
 * @jest-environment node
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { httpBaseQuery } from './httpBaseQuery';
import { earlyGet } from './startup/earlyAnswers';

// A real HTTP server and Node's fetch: what the storefront's client sends on the wire.
describe('the storefront HTTP client (axios, fetch adapter)', () => {
  let server: Server;
  let apiUrl = '';
  const seen: Array<{ method?: string; url?: string; headers: IncomingHttpHeaders; body: string }> =
    [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        res.setHeader('Content-Type', 'application/json');
        // A visitor not logged in: the session check and their orders are refused.
        if (req.url === '/api/user/is-auth' || req.url === '/api/order/user') {
          res.statusCode = 401;
          res.end(
            JSON.stringify({ success: false, code: 'AUTH.NOT_AUTHENTICATED', message: 'No' }),
          );
          return;
        }
        res.end(JSON.stringify({ success: true, url: req.url }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const api = { signal: new AbortController().signal } as BaseQueryApi;

  it('sends a GET as the shell preloads it (JSON accepted, no extra headers) and reads the body', async () => {
    const query = httpBaseQuery(apiUrl);
    expect(await query({ url: '/api/product/list' }, api, {})).toEqual({
      data: { success: true, url: '/api/product/list' },
    });
    const { headers } = seen.at(-1)!;
    expect(headers.accept).toBe('application/json');
    expect(headers['content-type']).toBeUndefined();
    expect(headers['user-agent'] ?? '').not.toMatch(/axios/);
  });

  it('sends an empty POST without a Content-Type, and a body as JSON', async () => {
    const query = httpBaseQuery(apiUrl);
    await query({ url: '/api/user/logout', method: 'POST' }, api, {});
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body: '' });
    expect(seen.at(-1)!.headers['content-type']).toBeUndefined();
    await query({ url: '/api/cart/update', method: 'POST', data: { cartItems: {} } }, api, {});
    expect(seen.at(-1)).toMatchObject({ body: '{"cartItems":{}}' });
    expect(seen.at(-1)!.headers['content-type']).toBe('application/json');
  });

  it("takes a start-up frame's 401 of the session check (no second is-auth), and asks another 401 again", async () => {
    const query = httpBaseQuery(apiUrl);
    const asked = (url: string) => seen.filter((r) => r.url === url).length;
    // The frame looks for the shell's answers on `window` first (none here).
    const global = globalThis as { window?: unknown };
    global.window = {};
    try {
      await expect(earlyGet(apiUrl, '/api/user/is-auth')).rejects.toThrow('401');
      await expect(earlyGet(apiUrl, '/api/order/user')).rejects.toThrow('401');
    } finally {
      delete global.window;
    }
    expect(await query({ url: '/api/user/is-auth' }, api, {})).toEqual({
      error: { status: 401, code: 'AUTH.NOT_AUTHENTICATED', message: 'No' },
    });
    expect(asked('/api/user/is-auth')).toBe(1);
    // The visitor may have logged in since the frame asked: their orders are asked again.
    await query({ url: '/api/order/user' }, api, {});
    expect(asked('/api/order/user')).toBe(2);
  });
});
