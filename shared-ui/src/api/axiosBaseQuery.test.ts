/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { axiosBaseQuery } from './axiosBaseQuery';
import { createHttpClient } from './httpClient';
import { CLIENT_ERROR_CODES, errorMessage } from './apiError';

// A real HTTP server, so the test covers what axios really throws for each answer.
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const send = (status: number, body: string, type = 'application/json') => {
      res.writeHead(status, { 'Content-Type': type });
      res.end(body);
    };
    switch (req.url) {
      case '/api/product/list':
        return send(200, JSON.stringify({ success: true, products: [{ _id: 'p1' }] }));
      case '/api/echo': {
        let raw = '';
        req.on('data', (chunk) => (raw += chunk));
        req.on('end', () =>
          send(200, JSON.stringify({ success: true, method: req.method, body: JSON.parse(raw) })),
        );
        return undefined;
      }
      case '/api/soft-failure':
        return send(
          200,
          JSON.stringify({
            success: false,
            code: 'AUTH.NOT_AUTHENTICATED',
            message: 'Not Authorized',
          }),
        );
      case '/api/user/login':
        return send(
          400,
          JSON.stringify({
            success: false,
            code: 'AUTH.INVALID_CREDENTIALS',
            message: 'Invalid email or password',
          }),
        );
      case '/api/crash':
        return send(502, '<html>Bad gateway</html>', 'text/html');
      default:
        return send(
          404,
          JSON.stringify({ success: false, code: 'COMMON.NOT_FOUND', message: 'Not found' }),
        );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const api = { signal: new AbortController().signal } as BaseQueryApi;

describe('axiosBaseQuery', () => {
  it('resolves a success: true body as data', async () => {
    const query = axiosBaseQuery(createHttpClient(baseUrl));
    await expect(query({ url: '/api/product/list' }, api, {})).resolves.toEqual({
      data: { success: true, products: [{ _id: 'p1' }] },
    });
  });

  it('sends the method and a JSON body', async () => {
    const query = axiosBaseQuery(createHttpClient(`${baseUrl}/`));
    const result = await query(
      { url: '/api/echo', method: 'POST', data: { cartItems: { p1: 2 } } },
      api,
      {},
    );
    expect(result).toEqual({
      data: { success: true, method: 'POST', body: { cartItems: { p1: 2 } } },
    });
  });

  it('turns a success: false body into an error with the server message', async () => {
    const query = axiosBaseQuery(createHttpClient(baseUrl));
    await expect(query({ url: '/api/soft-failure' }, api, {})).resolves.toEqual({
      error: { status: 200, code: 'AUTH.NOT_AUTHENTICATED', message: 'Not Authorized' },
    });
  });

  it('turns an HTTP error with a JSON body into that body, not "Request failed with status code 400"', async () => {
    const query = axiosBaseQuery(createHttpClient(baseUrl));
    const result = await query({ url: '/api/user/login', method: 'POST', data: {} }, api, {});
    expect(result).toEqual({
      error: {
        status: 400,
        code: 'AUTH.INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      },
    });
    expect(errorMessage(result.error)).toBe('Invalid email or password');
  });

  it('keeps the status of an HTTP error without a JSON body', async () => {
    const query = axiosBaseQuery(createHttpClient(baseUrl));
    const result = await query({ url: '/api/crash' }, api, {});
    expect(result.error).toMatchObject({ status: 502, code: CLIENT_ERROR_CODES.HTTP });
    expect(result.error?.message).toMatch(/502/);
  });

  it('never throws on a network error and says the server could not be reached', async () => {
    // A port that was just free: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const deadPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const query = axiosBaseQuery(createHttpClient(`http://127.0.0.1:${deadPort}`));
    const result = await query({ url: '/api/product/list' }, api, {});
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({
      code: CLIENT_ERROR_CODES.NETWORK,
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });
});

describe('createHttpClient', () => {
  it('sends cookies cross-origin and trims the trailing slash of the base URL', () => {
    const client = createHttpClient('http://localhost:4000/');
    expect(client.defaults.withCredentials).toBe(true);
    expect(client.defaults.baseURL).toBe('http://localhost:4000');
  });
});
