import { ERROR_CODES } from '@greencart/contracts';
import { startTestApp, type TestApp } from './support/test-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('operations: request ids, health, client address behind the gateway', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_IP: '2' });
  });
  afterAll(() => test.close());

  describe('request id', () => {
    it("echoes the gateway's id and names the instance that answered", async () => {
      const response = await test
        .http()
        .get('/api/health/live')
        .set('x-request-id', 'gw-4f2a.17:abc');
      expect(response.headers['x-request-id']).toBe('gw-4f2a.17:abc');
      expect(response.headers['x-instance-id']).toMatch(/^[0-9a-f]{8}$/);
    });

    it('replaces an id that could forge log lines with a fresh UUID', async () => {
      for (const forged of ['a b', 'x'.repeat(129), '"}{"level":60']) {
        const response = await test.http().get('/api/health/live').set('x-request-id', forged);
        expect(response.headers['x-request-id']).toMatch(UUID);
      }
    });

    it('gives every request without one its own id, errors included', async () => {
      const [a, b] = await Promise.all([
        test.http().get('/api/nowhere'),
        test.http().get('/api/nowhere'),
      ]);
      expect(a.status).toBe(404);
      expect(a.headers['x-request-id']).toMatch(UUID);
      expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    });
  });

  describe('health', () => {
    it('answers liveness without the database and readiness with it', async () => {
      const live = await test.http().get('/api/health/live');
      expect(live.status).toBe(200);
      expect(live.body).toEqual({ success: true, status: 'ok' });
      const ready = await test.http().get('/api/health');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ success: true, status: 'ok', database: 'up' });
    });

    it('answers probes before the framework with the same bodies as the Nest routes', async () => {
      // A query string skips the fast path, so Nest's HealthController answers.
      const [fast, viaNest] = await Promise.all([
        test.http().get('/api/health').set('x-request-id', 'probe-1'),
        test.http().get('/api/health?via=nest'),
      ]);
      expect(fast.body).toEqual(viaNest.body);
      expect(fast.headers['x-request-id']).toBe('probe-1');
      expect(fast.headers['x-instance-id']).toMatch(/^[0-9a-f]{8}$/);
      expect(fast.headers['cache-control']).toBe('no-store');
      // The fast path skips helmet; Nest's answer carries its headers.
      expect(fast.headers['content-security-policy']).toBeUndefined();
      expect(viaNest.headers['content-security-policy']).toBeDefined();
      const head = await test.http().head('/api/health/live');
      expect(head.status).toBe(200);
    });
  });

  describe('TRUST_PROXY=1 (one gateway in front)', () => {
    const attempt = (forwardedFor: string) =>
      test
        .http()
        .post('/api/user/login')
        .set('x-forwarded-for', forwardedFor)
        .send({ email: `nobody-${Date.now()}@example.com`, password: 'wrong password' });

    it('limits each client by the address the gateway saw, whatever the client claims', async () => {
      expect((await attempt('203.0.113.7')).status).toBe(401);
      expect((await attempt('203.0.113.7')).status).toBe(401);
      const limited = await attempt('203.0.113.7');
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe(ERROR_CODES.RATE_LIMITED);
      // A made-up address in front of the real one is not trusted: still the same client.
      expect((await attempt('198.51.100.1, 203.0.113.7')).status).toBe(429);
      // Another client behind the same gateway is not affected.
      expect((await attempt('203.0.113.8')).status).toBe(401);
    });
  });
});
