import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PUSH_DEVICES_PER_SHOPPER } from '@greencart/contracts';
import type request from 'supertest';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../src/config/app-config.js';
import { readPushConfig } from '../src/config/push-config.js';
import { PushService } from '../src/push/push.service.js';
import { PushWorker } from '../src/push/push-worker.js';
import { resolveVapidKeys } from '../src/push/vapid-keys.js';
import {
  startFakePushService,
  type FakePushService,
} from '../../e2e/support/fake-push-service.mjs';
import { moveOrder, placeCodOrder } from './support/orders.js';
import { shopperWithAddress } from './support/shoppers.js';
import {
  insertProduct,
  loginSeller,
  registerShopper,
  startTestApp,
  type TestApp,
} from './support/test-app.js';

/**
 * Web Push (docs/NOTIFICATIONS.md): a shopper's devices, and order pushes through the outbox to
 * a local fake push service that checks the VAPID signature and decrypts each message as the
 * device would.
 */
describe('push notifications', () => {
  let fake: FakePushService;
  let test: TestApp;
  let seller: request.Agent;
  let worker: PushWorker;

  beforeAll(async () => {
    fake = await startFakePushService();
    test = await startTestApp({
      OUTBOX_POLL_MS: '60000',
      ORDER_RATE_LIMIT_PER_MINUTE: '100',
      SHOP_URL: 'https://shop.example',
      MAIL_FROM: 'GreenCart <orders@shop.example>',
      PUSH_ENDPOINT_HOSTS: '127.0.0.1',
      PUSH_CA_FILE: fake.caFile,
    });
    seller = await loginSeller(test);
    await insertProduct(test, { id: 'mango', name: 'Mango', price: 150, offerPrice: 122.4 });
    worker = test.app.get(PushWorker);
  });
  afterAll(async () => {
    await test.close();
    await fake.stop();
  });
  beforeEach(async () => {
    await worker.runOnce();
    fake.messages.length = 0;
    fake.rejected.length = 0;
  });

  async function devicesOf(userId: string): Promise<string[]> {
    const rows = (await test.dataSource.query(
      `SELECT endpoint FROM push_subscription WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    )) as { endpoint: string }[];
    return rows.map((r) => r.endpoint);
  }

  async function pushRows(orderId: string) {
    return (await test.dataSource.query(
      `SELECT topic, dedupe_key AS "key", sent_at AS "sentAt", attempts
         FROM outbox WHERE channel = 'push' AND payload->>'orderId' = $1 ORDER BY created_at`,
      [orderId],
    )) as { topic: string; key: string; sentAt: Date | null; attempts: number }[];
  }

  it('publishes a development VAPID key, kept in the data folder', async () => {
    const answer = await test.http().get('/api/push/key');
    expect(answer.status).toBe(200);
    const kept = JSON.parse(await readFile(join(test.dataDir, 'push', 'vapid.json'), 'utf8')) as {
      publicKey: string;
    };
    expect(answer.body).toEqual({ success: true, publicKey: kept.publicKey });
    expect(Buffer.from(kept.publicKey, 'base64url')).toHaveLength(65);
  });

  it('subscribes and unsubscribes a device for the logged-in shopper only', async () => {
    const device = fake.device();
    expect((await test.http().post('/api/user/push').send(device.subscription)).status).toBe(401);
    const { agent, userId } = await registerShopper(test);
    const on = await agent.post('/api/user/push').send(device.subscription);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ success: true });
    // The same device again keeps one row.
    expect((await agent.post('/api/user/push').send(device.subscription)).status).toBe(200);
    expect(await devicesOf(userId)).toEqual([device.subscription.endpoint]);

    // Another shopper cannot remove it, nor take it without the device's keys.
    const other = await registerShopper(test);
    const removeOthers = await other.agent
      .delete('/api/user/push')
      .send({ endpoint: device.subscription.endpoint });
    expect(removeOthers.status).toBe(404);
    expect(removeOthers.body.success).toBe(false);
    const stranger = fake.device();
    const takeOver = await other.agent.post('/api/user/push').send({
      endpoint: device.subscription.endpoint,
      keys: stranger.subscription.keys,
    });
    expect(takeOver.status).toBe(409);
    expect(takeOver.body).toMatchObject({ success: false });
    expect(takeOver.body.message).toMatch(/already subscribed/);
    expect(await devicesOf(userId)).toEqual([device.subscription.endpoint]);
    expect(await devicesOf(other.userId)).toEqual([]);
    // The same browser, now logged in as the other shopper (same keys): the device moves.
    expect((await other.agent.post('/api/user/push').send(device.subscription)).status).toBe(200);
    expect(await devicesOf(userId)).toEqual([]);
    expect(await devicesOf(other.userId)).toEqual([device.subscription.endpoint]);

    expect(
      (await test.http().delete('/api/user/push').send({ endpoint: device.subscription.endpoint }))
        .status,
    ).toBe(401);
    const off = await other.agent
      .delete('/api/user/push')
      .send({ endpoint: device.subscription.endpoint });
    expect(off.status).toBe(200);
    expect(await devicesOf(other.userId)).toEqual([]);
  });

  it('refuses endpoints that are not a push service, and keys that are not keys', async () => {
    const { agent, userId } = await registerShopper(test);
    const { subscription } = fake.device();
    const bad: Array<[unknown, RegExp]> = [
      [{ ...subscription, endpoint: 'https://evil.example/collect' }, /push service/],
      [{ ...subscription, endpoint: 'http://169.254.169.254/latest/meta-data' }, /push service/],
      [{ ...subscription, endpoint: 'not a url' }, /push service/],
      [
        { ...subscription, endpoint: subscription.endpoint.replace('https:', 'http:') },
        /push service/,
      ],
      [{ ...subscription, endpoint: `${fake.url}/${'x'.repeat(1000)}` }, /too long/],
      [{ ...subscription, endpoint: 42 }, /endpoint/],
      [{ endpoint: subscription.endpoint }, /keys/],
      [{ ...subscription, keys: { ...subscription.keys, p256dh: 'AAAA' } }, /p256dh/],
      [{ ...subscription, keys: { ...subscription.keys, p256dh: 'not base64!' } }, /p256dh/],
      [{ ...subscription, keys: { ...subscription.keys, auth: 'c2hvcnQ' } }, /auth/],
      [{ ...subscription, keys: { ...subscription.keys, auth: 7 } }, /auth/],
    ];
    for (const [body, message] of bad) {
      const answer = await agent.post('/api/user/push').send(body as object);
      expect([answer.status, answer.body.success]).toEqual([400, false]);
      expect(answer.body.message).toMatch(message);
    }
    expect(await devicesOf(userId)).toEqual([]);
  });

  it(`keeps at most ${PUSH_DEVICES_PER_SHOPPER} devices a shopper, dropping the oldest`, async () => {
    const { agent, userId } = await registerShopper(test);
    const devices = Array.from({ length: PUSH_DEVICES_PER_SHOPPER + 2 }, () => fake.device());
    for (const device of devices) {
      expect((await agent.post('/api/user/push').send(device.subscription)).status).toBe(200);
    }
    const kept = await devicesOf(userId);
    expect(kept).toHaveLength(PUSH_DEVICES_PER_SHOPPER);
    expect(kept).not.toContain(devices[0].subscription.endpoint);
    expect(kept).toContain(devices.at(-1)!.subscription.endpoint);
  });

  it('pushes each order event once to every device, signed and encrypted', async () => {
    const shopper = await shopperWithAddress(test);
    const phone = fake.device();
    const laptop = fake.device();
    await shopper.agent.post('/api/user/push').send(phone.subscription);
    await shopper.agent.post('/api/user/push').send(laptop.subscription);
    const order = await placeCodOrder(shopper, [{ product: 'mango', quantity: 2 }]);
    await moveOrder(seller, order._id, ['Confirmed', 'Packing', 'Out for delivery', 'Delivered']);

    expect(await worker.runOnce()).toBe(3);
    expect(await worker.runOnce()).toBe(0);
    expect(fake.rejected).toEqual([]);
    const { publicKey } = (await test.http().get('/api/push/key')).body as { publicKey: string };
    for (const device of [phone, laptop]) {
      const got = fake.messages.filter((m) => m.device === device.id);
      expect(got.map((m) => m.payload.body)).toEqual([
        `We have your order ${order.number}.`,
        `Order ${order.number} is on its way.`,
        `Order ${order.number} was delivered. Thank you!`,
      ]);
      expect(got.map((m) => m.urgency)).toEqual(['normal', 'high', 'normal']);
      for (const message of got) {
        expect(message.payload).toMatchObject({
          title: 'GreenCart',
          url: `https://shop.example/my-orders/${order._id}`,
          tag: `order-${order._id}`,
        });
        expect(message.vapid).toMatchObject({
          aud: fake.url,
          sub: 'mailto:orders@shop.example',
          key: publicKey,
        });
      }
    }
    const rows = await pushRows(order._id);
    expect(rows.map((r) => r.topic)).toEqual([
      'order.placed',
      'order.out_for_delivery',
      'order.delivered',
    ]);
    expect(rows.every((r) => r.key.startsWith('push:') && r.sentAt !== null)).toBe(true);
  });

  it('writes no push without a device, and sends none the shopper switched off', async () => {
    const none = await shopperWithAddress(test);
    const noneOrder = await placeCodOrder(none, [{ product: 'mango', quantity: 1 }]);
    expect(await pushRows(noneOrder._id)).toEqual([]);

    const shopper = await shopperWithAddress(test);
    await shopper.agent.post('/api/user/push').send(fake.device().subscription);
    const saved = await shopper.agent
      .patch('/api/user/notifications')
      .send({ preferences: { order_placed: { push: false } } });
    expect(saved.status).toBe(200);
    expect(saved.body.preferences.order_placed).toEqual({ email: true, sms: false, push: false });
    const order = await placeCodOrder(shopper, [{ product: 'mango', quantity: 1 }]);
    await worker.runOnce();
    expect(fake.messages).toEqual([]);
    // Dropped, not sent: the switch is read when the row is worked.
    expect(await pushRows(order._id)).toEqual([]);
  });

  it('retries a device that failed without pushing the others twice', async () => {
    const shopper = await shopperWithAddress(test);
    const flaky = fake.device();
    const steady = fake.device();
    await shopper.agent.post('/api/user/push').send(flaky.subscription);
    await shopper.agent.post('/api/user/push').send(steady.subscription);
    fake.fail(flaky.id, 503, 'disconnect');
    const order = await placeCodOrder(shopper, [{ product: 'mango', quantity: 1 }]);
    expect(await worker.runOnce()).toBe(0);
    let [row] = await pushRows(order._id);
    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    for (let i = 0; i < 2; i += 1) {
      await test.dataSource.query(`UPDATE outbox SET available_at = now() WHERE channel = 'push'`);
      await worker.runOnce();
    }
    [row] = await pushRows(order._id);
    expect(row.sentAt).not.toBeNull();
    expect(row.attempts).toBe(3);
    expect(fake.messages.filter((m) => m.device === steady.id)).toHaveLength(1);
    expect(fake.messages.filter((m) => m.device === flaky.id)).toHaveLength(1);
  });

  it('removes a device whose subscription expired (410) and one the service no longer knows (404)', async () => {
    const shopper = await shopperWithAddress(test);
    const expired = fake.device();
    const alive = fake.device();
    await shopper.agent.post('/api/user/push').send(expired.subscription);
    await shopper.agent.post('/api/user/push').send(alive.subscription);
    fake.expire(expired.id);
    const order = await placeCodOrder(shopper, [{ product: 'mango', quantity: 1 }]);
    expect(await worker.runOnce()).toBe(1);
    expect(await devicesOf(shopper.userId)).toEqual([alive.subscription.endpoint]);
    expect(fake.messages.map((m) => m.device)).toEqual([alive.id]);
    fake.fail(alive.id, 404);
    await moveOrder(seller, order._id, ['Confirmed', 'Packing', 'Out for delivery']);
    expect(await worker.runOnce()).toBe(1);
    expect(await devicesOf(shopper.userId)).toEqual([]);
  });

  it('forgets the devices of a closed account', async () => {
    const { agent, userId } = await registerShopper(test);
    await agent.post('/api/user/push').send(fake.device().subscription);
    expect(await devicesOf(userId)).toHaveLength(1);
    expect(
      (await agent.post('/api/user/delete').send({ password: 'correct horse battery' })).status,
    ).toBe(200);
    expect(await devicesOf(userId)).toEqual([]);
  });
});

describe('push notifications in production without keys', () => {
  it('are off: no key to publish, and subscribing answers 503', async () => {
    const config = readPushConfig({}, []);
    expect(config.vapid).toBeNull();
    expect(await resolveVapidKeys(config, '/nonexistent', 'production')).toBeNull();
    const service = new PushService(
      null as unknown as DataSource,
      { push: config } as AppConfig,
      null,
    );
    expect(service.publicKey()).toBeNull();
    await expect(
      service.subscribe('00000000-0000-4000-8000-000000000000', {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        keys: { p256dh: 'x', auth: 'y' },
      }),
    ).rejects.toMatchObject({ status: 503 });
  });
});
