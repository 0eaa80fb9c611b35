import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { smsLength } from '@greencart/contracts';
import type request from 'supertest';
import { OutboxWorker } from '../src/mail/outbox-worker.js';
import { NotifyLkSmsSender } from '../src/messaging/notifylk/notifylk-sms-sender.js';
import { SmsWorker } from '../src/messaging/sms-worker.js';
import { startFakeNotifyLk, type FakeNotifyLk } from '../../e2e/support/fake-notifylk.mjs';
import { moveOrder, placeCodOrder } from './support/orders.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { insertProduct, loginSeller, startTestApp, type TestApp } from './support/test-app.js';

const ACCOUNT = { userId: '20931', apiKey: 'fake-notifylk-api-key', senderId: 'GreenCart' };

/**
 * Order SMS through the outbox (docs/NOTIFICATIONS.md) to the fake Notify.lk: written with the
 * order's email, sent by the SMS worker to the verified number only, once per event, retried
 * when the gateway fails.
 */
describe('order SMS through the outbox and Notify.lk', () => {
  let fake: FakeNotifyLk;
  let test: TestApp;
  let seller: request.Agent;
  let worker: SmsWorker;
  let numbers = 0;

  beforeAll(async () => {
    fake = await startFakeNotifyLk(ACCOUNT);
    test = await startTestApp({
      OUTBOX_POLL_MS: '60000',
      ORDER_RATE_LIMIT_PER_MINUTE: '100',
      SHOP_URL: 'https://shop.example',
      SMS_PROVIDER: 'notifylk',
      NOTIFYLK_USER_ID: ACCOUNT.userId,
      NOTIFYLK_API_KEY: ACCOUNT.apiKey,
      NOTIFYLK_SENDER_ID: ACCOUNT.senderId,
      NOTIFYLK_URL: fake.url,
    });
    seller = await loginSeller(test);
    await insertProduct(test, { id: 'mango', name: 'Mango', price: 150, offerPrice: 122.4 });
    worker = test.app.get(SmsWorker);
  });
  afterAll(async () => {
    await test.close();
    await fake.stop();
  });
  beforeEach(async () => {
    await worker.runOnce();
    fake.messages.length = 0;
  });

  /** A shopper with an address and a verified number (the code read from the fake gateway). */
  async function verifiedShopper(): Promise<Shopper & { to: string }> {
    const shopper = await shopperWithAddress(test);
    numbers += 1;
    const seven = String(2_000_000 + numbers * 104_729).slice(-7);
    const to = `9471${seven}`;
    expect(
      (await shopper.agent.post('/api/user/phone/code').send({ phone: `071 ${seven}` })).status,
    ).toBe(200);
    let code: string | undefined;
    for (let i = 0; i < 100 && !code; i += 1) {
      code = fake.messages.find((m) => m.to === to)?.message.match(/code is (\d{6})/)?.[1];
      if (!code) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(code).toBeDefined();
    const verified = await shopper.agent
      .post('/api/user/phone/verify')
      .send({ phone: `+94 71 ${seven}`, code });
    expect(verified.status).toBe(200);
    fake.messages.length = 0;
    return { ...shopper, to };
  }

  async function smsRows(orderId: string) {
    return (await test.dataSource.query(
      `SELECT topic, dedupe_key AS "key", sent_at AS "sentAt", attempts, last_error AS "lastError"
         FROM outbox WHERE channel = 'sms' AND payload->>'orderId' = $1 ORDER BY created_at`,
      [orderId],
    )) as {
      topic: string;
      key: string;
      sentAt: Date | null;
      attempts: number;
      lastError: string | null;
    }[];
  }

  it('texts a verified shopper at each step, once each, in one segment, with the facts', async () => {
    const shopper = await verifiedShopper();
    // SMS for "placed" and "delivered" are off by default: turned on here.
    await shopper.agent
      .patch('/api/user/notifications')
      .send({ preferences: { order_placed: { sms: true }, delivered: { sms: true } } });
    const order = await placeCodOrder(shopper, [{ product: 'mango', quantity: 2 }]);
    await moveOrder(seller, order._id, ['Confirmed', 'Packing']);
    expect(
      (await seller.post(`/api/order/seller/${order._id}/items/0/short`).send({ available: 1 }))
        .status,
    ).toBe(200);
    await moveOrder(seller, order._id, ['Out for delivery', 'Delivered']);

    expect(await worker.runOnce()).toBe(4);
    expect(await worker.runOnce()).toBe(0);
    expect(fake.messages.map((m) => m.to)).toEqual(Array(4).fill(shopper.to));
    const texts = fake.messages.map((m) => m.message);
    expect(texts[0]).toBe(`GreenCart: we have your order ${order.number}.`);
    expect(texts[1]).toContain(`a change to order ${order.number}`);
    expect(texts[1]).toContain(`https://shop.example/my-orders/${order._id}`);
    expect(texts[2]).toBe(
      `GreenCart: order ${order.number} is on its way. Questions? Call +94 11 234 5678.`,
    );
    expect(texts[3]).toBe(`GreenCart: order ${order.number} was delivered. Thank you!`);
    for (const text of texts)
      expect(smsLength(text)).toMatchObject({ encoding: 'gsm7', segments: 1 });
    expect(fake.messages.every((m) => m.type === null)).toBe(true);

    const rows = await smsRows(order._id);
    expect(rows.map((r) => r.topic)).toEqual([
      'order.placed',
      'order.packing_changed',
      'order.out_for_delivery',
      'order.delivered',
    ]);
    expect(rows.every((r) => r.key.startsWith('sms:') && r.sentAt !== null)).toBe(true);
  });

  it('writes no SMS for a shopper without a verified number', async () => {
    const shopper = await shopperWithAddress(test);
    const order = await placeCodOrder(shopper, [{ product: 'mango', quantity: 1 }]);
    await moveOrder(seller, order._id, ['Confirmed', 'Packing', 'Out for delivery']);
    expect(await smsRows(order._id)).toEqual([]);
    const emails = (await test.dataSource.query(
      `SELECT count(*)::int AS n FROM outbox WHERE channel = 'email' AND payload->>'orderId' = $1`,
      [order._id],
    )) as { n: number }[];
    expect(emails[0].n).toBe(3);
  });

  it('texts the packer’s substitution question under its own switch, not the packing-change one', async () => {
    await insertProduct(test, { id: 'sms-papaya', name: 'Papaya', price: 120, offerPrice: 99.5 });
    await insertProduct(test, { id: 'sms-rice', name: 'Rice', price: 500, offerPrice: 500 });
    const asked = await verifiedShopper();
    const off = await verifiedShopper();
    // The second turns off texts for questions only: packing changes still text.
    await off.agent
      .patch('/api/user/notifications')
      .send({ preferences: { substitution_question: { sms: false } } });
    const orders = [];
    for (const shopper of [asked, off]) {
      const order = await placeCodOrder(shopper, [
        { product: 'mango', quantity: 2 },
        { product: 'sms-rice', quantity: 1 },
      ]);
      await moveOrder(seller, order._id, ['Confirmed', 'Packing']);
      const proposed = await seller
        .post(`/api/order/seller/${order._id}/items/0/propose`)
        .send({ product: 'sms-papaya' });
      expect(proposed.status).toBe(200);
      orders.push(order);
    }
    expect((await smsRows(orders[0]._id)).map((r) => r.topic)).toEqual([
      'order.placed',
      'order.substitution_question',
    ]);
    await worker.runOnce();
    const texts = fake.messages.map((m) => [m.to, m.message] as const);
    const question = texts.filter(([, text]) => text.includes('a question about order'));
    expect(question).toHaveLength(1);
    expect(question[0][0]).toBe(asked.to);
    expect(question[0][1]).toContain(
      `GreenCart: a question about order ${orders[0].number}: Mango is not available.`,
    );
    expect(question[0][1]).toContain(`https://shop.example/my-orders/${orders[0]._id}`);
  });

  it('sends nothing once the number is removed or the switch is off', async () => {
    const off = await verifiedShopper();
    await off.agent
      .patch('/api/user/notifications')
      .send({ preferences: { out_for_delivery: { sms: false } } });
    const removed = await verifiedShopper();
    const offOrder = await placeCodOrder(off, [{ product: 'mango', quantity: 1 }]);
    const removedOrder = await placeCodOrder(removed, [{ product: 'mango', quantity: 1 }]);
    await moveOrder(seller, offOrder._id, ['Confirmed', 'Packing', 'Out for delivery']);
    await moveOrder(seller, removedOrder._id, ['Confirmed', 'Packing', 'Out for delivery']);
    // Written while the number was verified (the switches are read when sent), then the
    // number is removed before the send.
    expect((await smsRows(removedOrder._id)).map((r) => r.topic)).toEqual([
      'order.placed',
      'order.out_for_delivery',
    ]);
    expect((await removed.agent.delete('/api/user/phone')).status).toBe(200);
    await worker.runOnce();
    expect(fake.messages).toEqual([]);
    expect(await smsRows(removedOrder._id)).toEqual([]);
    expect(await smsRows(offOrder._id)).toEqual([]);
  });

  it('retries when the gateway fails, then sends once; drops what the gateway refuses for good', async () => {
    const shopper = await verifiedShopper();
    const order = await placeCodOrder(shopper, [{ product: 'mango', quantity: 1 }]);
    await moveOrder(seller, order._id, ['Confirmed', 'Packing', 'Out for delivery']);
    fake.fail({ http: 503, message: 'Service unavailable' });
    expect(await worker.runOnce()).toBe(0);
    let [row] = await smsRows(order._id);
    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    expect(row.lastError).toContain('503');
    await test.dataSource.query(`UPDATE outbox SET available_at = now() WHERE channel = 'sms'`);
    fake.fail('disconnect');
    expect(await worker.runOnce()).toBe(0);
    await test.dataSource.query(`UPDATE outbox SET available_at = now() WHERE channel = 'sms'`);
    expect(await worker.runOnce()).toBe(1);
    [row] = await smsRows(order._id);
    expect(row.sentAt).not.toBeNull();
    expect(fake.messages).toHaveLength(1);

    await moveOrder(seller, order._id, ['Delivered']);
    await shopper.agent
      .patch('/api/user/notifications')
      .send({ preferences: { delivered: { sms: true } } });
    fake.fail({ http: 400, message: 'Invalid recipient number' });
    expect(await worker.runOnce()).toBe(0);
    expect((await smsRows(order._id)).map((r) => r.topic)).toEqual(['order.out_for_delivery']);
    expect(fake.messages).toHaveLength(1);
  });

  it('sends Sinhala and Tamil as Unicode, the number as 9471XXXXXXX, with the account fields', async () => {
    const sender = new NotifyLkSmsSender({ ...ACCOUNT, baseUrl: fake.url });
    await sender.send({ id: 'x', to: '+94711234567', text: 'ඔබගේ ඇණවුම ලැබුණා' });
    await sender.send({ id: 'y', to: '+94711234567', text: 'உங்கள் ஆர்டர் கிடைத்தது' });
    await sender.send({ id: 'z', to: '+94711234567', text: 'Plain English' });
    expect(fake.messages.map((m) => [m.to, m.type])).toEqual([
      ['94711234567', 'unicode'],
      ['94711234567', 'unicode'],
      ['94711234567', null],
    ]);
    expect(fake.messages[0].message).toBe('ඔබගේ ඇණවුම ලැබුණා');
    const last = fake.requests.at(-1);
    expect(last?.method).toBe('POST');
    expect(last?.fields).toMatchObject({
      user_id: ACCOUNT.userId,
      api_key: ACCOUNT.apiKey,
      sender_id: ACCOUNT.senderId,
    });
    const wrong = new NotifyLkSmsSender({ ...ACCOUNT, apiKey: 'stolen', baseUrl: fake.url });
    await expect(wrong.send({ id: 'w', to: '+94711234567', text: 'x' })).rejects.toMatchObject({
      permanent: true,
    });
  });

  it('sends no email of a kind the shopper switched off, and still the others', async () => {
    const emails = test.app.get(OutboxWorker);
    const shopper = await shopperWithAddress(test);
    await shopper.agent
      .patch('/api/user/notifications')
      .send({ preferences: { order_placed: { email: false } } });
    const order = await placeCodOrder(shopper, [{ product: 'mango', quantity: 1 }]);
    await moveOrder(seller, order._id, ['Confirmed']);
    const folder = join(test.dataDir, 'mail');
    const before = new Set(await readdir(folder).catch(() => [] as string[]));
    // Earlier tests left emails too: passes until none of this order's is waiting.
    for (let pass = 0; pass < 20; pass += 1) {
      await emails.runOnce();
      const [{ n }] = (await test.dataSource.query(
        `SELECT count(*)::int AS n FROM outbox WHERE channel = 'email' AND sent_at IS NULL
            AND payload->>'orderId' = $1`,
        [order._id],
      )) as { n: number }[];
      if (n === 0) break;
    }
    const written = (await readdir(folder)).filter((file) => !before.has(file));
    const subjects = await Promise.all(
      written.map(
        async (file) => /^Subject: (.*)$/m.exec(await readFile(join(folder, file), 'utf8'))?.[1],
      ),
    );
    // Earlier tests' emails are sent in the same passes: this order's only.
    expect(subjects.filter((subject) => subject?.includes(order.number))).toEqual([
      `Your order ${order.number} is confirmed`,
    ]);
    const left = (await test.dataSource.query(
      `SELECT count(*)::int AS n FROM outbox WHERE channel = 'email' AND topic = 'order.placed'
          AND payload->>'orderId' = $1`,
      [order._id],
    )) as { n: number }[];
    expect(left[0].n).toBe(0);
  });

  describe('new-order SMS to staff (a shop setting)', () => {
    const settings = '/api/seller/settings/shop';
    async function saveStaffNumbers(numbers: unknown) {
      const { profile } = (await seller.get(settings)).body;
      return seller.put(settings).send({ ...profile, staffOrderSmsNumbers: numbers });
    }
    afterAll(async () => {
      expect((await saveStaffNumbers([])).status).toBe(200);
    });

    it('is set by owner or manager, checked by the phone rule, never published to visitors', async () => {
      const refused = await saveStaffNumbers(['077 123 4567', '011 234 5678']);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, field: 'staffOrderSmsNumbers' });
      expect(refused.body.message).toContain('011 234 5678');
      expect((await saveStaffNumbers(Array(6).fill('0771234567'))).status).toBe(400);
      const saved = await saveStaffNumbers(['077 123 4567', '+94 76 555 0101', '0771234567']);
      expect(saved.status).toBe(200);
      expect(saved.body.profile.staffOrderSmsNumbers).toEqual(['+94771234567', '+94765550101']);
      // A form without the field (an older seller page) keeps the numbers.
      const { staffOrderSmsNumbers: _, ...older } = saved.body.profile;
      expect((await seller.put(settings).send(older)).body.profile.staffOrderSmsNumbers).toEqual([
        '+94771234567',
        '+94765550101',
      ]);
      const visitor = await test.http().get('/api/shop/settings');
      expect(visitor.body.settings).not.toHaveProperty('staffOrderSmsNumbers');
      expect(JSON.stringify(visitor.body)).not.toContain('771234567');
      // A shopper cannot set them (the seller route refuses).
      const shopper = await shopperWithAddress(test);
      expect((await shopper.agent.put(settings).send({ staffOrderSmsNumbers: [] })).status).toBe(
        401,
      );
    });

    it('texts each staff number once per order, short, with number, total and a link', async () => {
      expect((await saveStaffNumbers(['077 123 4567', '076 555 0101'])).status).toBe(200);
      const shopper = await shopperWithAddress(test);
      const order = await placeCodOrder(shopper, [{ product: 'mango', quantity: 2 }]);
      const staffRows = async () =>
        (await test.dataSource.query(
          `SELECT dedupe_key AS "key", payload->>'staffPhone' AS "to" FROM outbox
            WHERE topic = 'staff.order_placed' AND payload->>'orderId' = $1 ORDER BY 2`,
          [order._id],
        )) as { key: string; to: string }[];
      expect(await staffRows()).toEqual([
        { key: `staff-sms:${order._id}:+94765550101`, to: '+94765550101' },
        { key: `staff-sms:${order._id}:+94771234567`, to: '+94771234567' },
      ]);
      // The placed email written again (an order reinstated after a cancel): no second SMS.
      await test.dataSource.query(
        `INSERT INTO outbox (channel, topic, payload, facts, dedupe_key)
         SELECT channel, topic, payload, facts, dedupe_key || ':again' FROM outbox
          WHERE channel = 'email' AND topic = 'order.placed' AND payload->>'orderId' = $1`,
        [order._id],
      );
      expect(await staffRows()).toHaveLength(2);

      expect(await worker.runOnce()).toBe(2);
      expect(await worker.runOnce()).toBe(0);
      expect(fake.messages.map((m) => m.to).sort()).toEqual(['94765550101', '94771234567']);
      const text = fake.messages[0]!.message;
      expect(text).toBe(
        `GreenCart: new order ${order.number}, LKR 249.69 cash, 1 item. https://shop.example/seller/orders`,
      );
      expect(smsLength(text)).toMatchObject({ encoding: 'gsm7', segments: 1 });
    });

    it('drops the SMS of a number taken out of the settings before it went', async () => {
      expect((await saveStaffNumbers(['077 123 4567'])).status).toBe(200);
      const shopper = await shopperWithAddress(test);
      const order = await placeCodOrder(shopper, [{ product: 'mango', quantity: 1 }]);
      expect((await saveStaffNumbers([])).status).toBe(200);
      // The API's copy of the settings lives 2 s (shop-settings.service.ts).
      await new Promise((resolve) => setTimeout(resolve, 2100));
      await worker.runOnce();
      expect(fake.messages).toEqual([]);
      const [row] = (await test.dataSource.query(
        `SELECT sent_at AS "sentAt", failed_at AS "failedAt" FROM outbox
          WHERE topic = 'staff.order_placed' AND payload->>'orderId' = $1`,
        [order._id],
      )) as { sentAt: Date | null; failedAt: Date | null }[];
      expect(row?.sentAt ?? null).toBeNull();
    });
  });
});
