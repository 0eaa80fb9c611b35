import { STATUS_CODES, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { ERROR_CODES } from '@greencart/contracts';
import { pino } from 'pino';
import type request from 'supertest';
import { useMovableClock } from './support/clock.js';
import { registerShopper, startTestApp, type TestApp } from './support/test-app.js';

const ALLOWED = 'http://localhost:8080';
const EVIL = 'https://evil.example';

describe('cross-cutting security and error model', () => {
  let test: TestApp;
  const errorLogs: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const logger = pino(
      { level: 'error' },
      { write: (line: string) => void errorLogs.push(JSON.parse(line) as Record<string, unknown>) },
    );
    test = await startTestApp({}, logger);
  });
  afterAll(() => test.close());

  /** The app on a real port, for requests no HTTP client library would send. */
  async function listeningAddress(): Promise<AddressInfo> {
    const server = test.app.getHttpServer() as Server;
    if (!server.listening) await test.app.listen(0, '127.0.0.1');
    return server.address() as AddressInfo;
  }

  describe('origin check', () => {
    it('refuses a state-changing request from an origin outside CORS_ORIGINS with 403', async () => {
      const response = await test
        .http()
        .post('/api/user/login')
        .set('Origin', EVIL)
        .send({ email: 'a@example.com', password: 'whatever1' });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        success: false,
        code: ERROR_CODES.FORBIDDEN_ORIGIN,
        message: expect.any(String),
      });
    });

    it('refuses it even with a valid session cookie', async () => {
      const { agent } = await registerShopper(test);
      const response = await agent
        .post('/api/cart/update')
        .set('Origin', EVIL)
        .send({ cartItems: {} });
      expect(response.status).toBe(403);
    });

    it('lets an allowed origin and a request without Origin (curl) through', async () => {
      const { agent } = await registerShopper(test);
      expect(
        (await agent.post('/api/cart/update').set('Origin', ALLOWED).send({ cartItems: {} }))
          .status,
      ).toBe(200);
      expect((await agent.post('/api/cart/update').send({ cartItems: {} })).status).toBe(200);
    });

    it('exempts the Stripe webhook path (it is authenticated by its signature)', async () => {
      const response = await test
        .http()
        .post('/api/order/stripe/webhook')
        .set('Origin', EVIL)
        .send({});
      expect(response.status).not.toBe(403);
    });
  });

  describe('CORS', () => {
    it('allows credentials for an allowed origin', async () => {
      const response = await test
        .http()
        .options('/api/cart/update')
        .set('Origin', ALLOWED)
        .set('Access-Control-Request-Method', 'POST');
      expect(response.status).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
    });

    it('sends no CORS headers to another origin', async () => {
      const response = await test.http().get('/api/product/list').set('Origin', EVIL);
      expect(response.status).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  it('sends helmet headers and no x-powered-by', async () => {
    const response = await test.http().get('/api/product/list');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  describe('error model', () => {
    it('answers malformed JSON with 400 and no parser details', async () => {
      const { agent } = await registerShopper(test);
      const response = await agent
        .post('/api/cart/update')
        .set('Content-Type', 'application/json')
        .send('{"cartItems": {');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        code: ERROR_CODES.MALFORMED_BODY,
        message: 'The request body is not valid JSON',
      });
    });

    it('answers a body over the limit with 413', async () => {
      const response = await test
        .http()
        .post('/api/user/login')
        .send({ email: 'a@example.com', password: 'x'.repeat(300 * 1024) });
      expect(response.status).toBe(413);
      expect(response.body.code).toBe(ERROR_CODES.PAYLOAD_TOO_LARGE);
    });

    it('answers addresses the router refuses (bad %-escape, over-long id) in the same shape', async () => {
      const cases = [
        { url: '/api/product/%E0%A4%A', status: 400, message: 'This address is not valid' },
        {
          url: `/api/product/${'x'.repeat(3000)}`,
          status: 414,
          message: 'This address is too long',
        },
      ];
      for (const { url, status, message } of cases) {
        const response = await test.http().get(url);
        expect(response.status).toBe(status);
        expect(response.body).toEqual({ success: false, code: ERROR_CODES.VALIDATION, message });
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.headers['x-request-id']).toBeDefined();
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-security-policy']).toContain("default-src 'none'");
        expect(response.headers['cache-control']).toBe('no-store');
      }
    });

    it.each(['/uploads/', '/uploads/products/'])(
      'answers the uploads folder %s as missing, never listed',
      async (url) => {
        const response = await test.http().get(url);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({
          success: false,
          code: ERROR_CODES.NOT_FOUND,
          message: 'Not found',
        });
      },
    );

    it('refuses a path out of the uploads folder without calling it an origin problem', async () => {
      const response = await test.http().get('/uploads/%2e%2e/');
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        success: false,
        code: ERROR_CODES.FORBIDDEN,
        message: 'This request is not allowed',
      });
    });

    it.each([
      [
        'headers over the limit',
        `GET /api/health HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        431,
        'The request headers are too large',
      ],
      ['a broken request line', 'NOT HTTP AT ALL\r\n\r\n', 400, 'The request is not valid HTTP'],
    ])(
      'answers %s (refused by the HTTP parser) in the same shape',
      async (_label, raw, status, message) => {
        const address = await listeningAddress();
        const answer = await new Promise<string>((resolve, reject) => {
          const socket = connect(address.port, address.address);
          let text = '';
          socket.on('data', (chunk) => (text += chunk.toString()));
          socket.on('close', () => resolve(text));
          socket.on('error', reject);
          socket.write(raw);
        });
        const [head, body] = answer.split('\r\n\r\n');
        expect(head.split('\r\n')[0]).toBe(`HTTP/1.1 ${status} ${STATUS_CODES[status]}`);
        expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
        expect(head.toLowerCase()).toContain('content-type: application/json');
        expect(JSON.parse(body)).toEqual({ success: false, code: expect.any(String), message });
      },
    );

    it('answers an unknown route with 404 in the same shape', async () => {
      const response = await test.http().get('/api/nothing-here');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        success: false,
        code: ERROR_CODES.NOT_FOUND,
        message: expect.any(String),
      });
    });
  });

  describe('docs', () => {
    it('serves the OpenAPI document with every original route', async () => {
      const response = await test.http().get('/api/docs/json');
      expect(response.status).toBe(200);
      const paths = Object.keys(response.body.paths as object);
      for (const path of [
        '/api/seller/is-auth',
        '/api/user/is-auth',
        '/api/product/list',
        '/api/cart/update',
        '/api/user/logout',
        '/api/user/login',
        '/api/user/register',
        '/api/address/get',
        '/api/address/add',
        '/api/order/cod',
        '/api/order/stripe',
        '/api/order/user',
        '/api/order/seller',
        '/api/seller/login',
        '/api/seller/logout',
        '/api/product/add',
        '/api/product/stock',
      ]) {
        expect(paths).toContain(path);
      }
    });

    it('serves the Swagger UI', async () => {
      const response = await test.http().get('/api/docs');
      expect(response.status).toBe(200);
      expect(response.text).toContain('swagger');
    });
  });

  describe('health', () => {
    it('answers 200 when the database answers', async () => {
      const response = await test.http().get('/api/health');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, status: 'ok', database: 'up' });
    });

    let shopper: request.Agent;
    beforeAll(async () => {
      shopper = (await registerShopper(test)).agent;
    });

    it('answers 503 once the database is gone', async () => {
      await test.dataSource.destroy();
      // A healthy answer is trusted for one second.
      const clock = useMovableClock();
      clock.forward(1100);
      let response: request.Response;
      try {
        response = await test.http().get('/api/health');
      } finally {
        clock.restore();
      }
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        success: false,
        code: ERROR_CODES.UNAVAILABLE,
        message: expect.any(String),
      });
    });

    it('then answers a data call with a bare 500 and logs the error once with its request id', async () => {
      errorLogs.length = 0;
      const response = await shopper.get('/api/address/get');
      expect(response.status).toBe(500);
      expect(response.body).toEqual({
        success: false,
        code: ERROR_CODES.INTERNAL,
        message: 'Something went wrong, please try again',
      });
      expect(response.text).not.toMatch(/SELECT|at \w+ \(|Error:/);
      const requestId = response.headers['x-request-id'];
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      const logged = errorLogs.filter((entry) => entry.reqId === requestId);
      expect(logged).toHaveLength(1);
      expect(logged[0].error).toMatchObject({ type: expect.any(String) });
      expect(JSON.stringify(logged[0])).not.toMatch(/parameters|password/);
    });
  });
});
