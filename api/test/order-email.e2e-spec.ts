import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Order } from '@greencart/contracts';
import type request from 'supertest';
import type { AppConfig } from '../src/config/app-config.js';
import type { Mailer } from '../src/mail/mailer.js';
import { ShopSettingsService } from '../src/shop/shop-settings.service.js';
import { OutboxWorker } from '../src/mail/outbox-worker.js';
import { moveOrder, placeCodOrder } from './support/orders.js';
import { shopperWithAddress } from './support/shoppers.js';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.js';
import {
  insertProduct,
  loginSeller,
  registerShopper,
  startTestApp,
  type TestApp,
} from './support/test-app.js';

/** The app's own polling worker waits a minute: these tests run the passes themselves. */
const QUIET_WORKER = { OUTBOX_POLL_MS: '60000', ORDER_RATE_LIMIT_PER_MINUTE: '100' };

async function placeOrder(
  test: TestApp,
): Promise<{ agent: request.Agent; email: string; order: Order }> {
  const shopper = await shopperWithAddress(test);
  const order = await placeCodOrder(shopper, [{ product: 'mango', quantity: 2 }]);
  return { agent: shopper.agent, email: shopper.email, order };
}

/**
 * Every amount an email calls the order's total ("Total: LKR …", "the total is now LKR …",
 * "Amount: LKR …"), once each: an email that tells one moment has exactly one.
 */
function totalsIn(body: string): string[] {
  const found = body.matchAll(/\b(?:[Tt]otal(?: is now)?|Amount):? (LKR [\d.,]+\d)/g);
  return [...new Set([...found].map((m) => m[1]))];
}

async function outboxRows(test: TestApp) {
  return (await test.dataSource.query(
    `SELECT id, topic, attempts, sent_at AS "sentAt", last_error AS "lastError" FROM outbox ORDER BY created_at`,
  )) as {
    id: string;
    topic: string;
    attempts: number;
    sentAt: Date | null;
    lastError: string | null;
  }[];
}

describe('order emails through SMTP (outbox + worker)', () => {
  let sink: SmtpSink;
  let test: TestApp;
  let seller: request.Agent;
  let worker: OutboxWorker;

  beforeAll(async () => {
    sink = await startSmtpSink();
    test = await startTestApp({
      ...QUIET_WORKER,
      SMTP_URL: sink.url,
      SHOP_URL: 'https://shop.example',
    });
    seller = await loginSeller(test);
    await insertProduct(test, {
      id: 'mango',
      name: 'Mango <b>fresh</b>',
      price: 150,
      offerPrice: 122.4,
    });
    await insertProduct(test, { id: 'papaya', name: 'Papaya', price: 150, offerPrice: 100 });
    await insertProduct(test, { id: 'lime', name: 'Lime', price: 60, offerPrice: 50 });
    worker = test.app.get(OutboxWorker);
  });
  afterAll(async () => {
    await test.close();
    await sink.stop();
  });
  beforeEach(async () => {
    // Each test reads only its own emails.
    await worker.runOnce();
    sink.messages.length = 0;
  });

  it('emails the shopper at every step, once each, with number, lines, amount and link', async () => {
    const { email, order } = await placeOrder(test);
    for (const status of ['Confirmed', 'Packing', 'Out for delivery', 'Delivered']) {
      await seller.post(`/api/order/seller/${order._id}/status`).send({ status });
    }
    expect(await worker.runOnce()).toBe(4);
    expect(await worker.runOnce()).toBe(0);
    expect(sink.messages.map((m) => m.subject)).toEqual([
      `We have your order ${order.number}`,
      `Your order ${order.number} is confirmed`,
      `Your order ${order.number} is on its way`,
      `Your order ${order.number} was delivered`,
    ]);
    const [placed] = sink.messages;
    expect(placed.to).toEqual([email]);
    expect(placed.body).toContain('LKR 249.69');
    expect(placed.body).toContain(`https://shop.example/my-orders/${order._id}`);
    // The product name is data: escaped in the HTML part, never markup.
    expect(placed.body).toContain('Mango &lt;b&gt;fresh&lt;/b&gt;');
    expect(placed.body).not.toContain('<li>Mango <b>');
  });

  it('tells the shopper why staff cancelled', async () => {
    const { order } = await placeOrder(test);
    await seller
      .post(`/api/order/seller/${order._id}/status`)
      .send({ status: 'Cancelled', note: 'Rain & <floods>' });
    await worker.runOnce();
    const cancelled = sink.messages.find((m) => m.subject.includes('was cancelled'));
    expect(cancelled?.body).toContain('Reason: Rain &amp; &lt;floods&gt;');
  });

  it('tells each change as it was when it happened, though the worker sends them later', async () => {
    const order = await placeCodOrder(await shopperWithAddress(test), [
      { product: 'mango', quantity: 2, substitution: 'similar' },
      { product: 'lime', quantity: 1 },
    ]);
    // Placed, confirmed, then two packing changes, all before the worker's next pass.
    await moveOrder(seller, order._id, ['Confirmed', 'Packing']);
    const lines = `/api/order/seller/${order._id}/items/0`;
    expect((await seller.post(`${lines}/short`).send({ available: 1 })).status).toBe(200);
    expect((await seller.post(`${lines}/substitute`).send({ product: 'papaya' })).status).toBe(200);

    expect(await worker.runOnce()).toBe(4);
    const bodyOf = (test: (subject: string, body: string) => boolean) => {
      const found = sink.messages.filter((m) => test(m.subject, m.body));
      expect(found).toHaveLength(1);
      return found[0].body;
    };
    const placedMail = bodyOf((s) => s === `We have your order ${order.number}`);
    const confirmedMail = bodyOf((s) => s === `Your order ${order.number} is confirmed`);
    const shortMail = bodyOf((s, b) => s.startsWith('A change') && b.includes('only 1 of 2'));
    const swapMail = bodyOf((s, b) => s.startsWith('A change') && b.includes('replaced by Papaya'));

    // Mango 2 × 122.40 + lime 50.00 = 294.80, tax 5.89: what the shopper ordered.
    for (const mail of [placedMail, confirmedMail]) {
      expect(mail).toContain('Mango <b>fresh</b> × 2: LKR 244.80');
      expect(mail).toContain('Lime × 1: LKR 50.00');
      expect(mail).not.toContain('Papaya');
      expect(totalsIn(mail)).toEqual(['LKR 300.69']);
    }
    // One mango packed: 172.40 + 3.44, and that one total, not the later substitution's.
    expect(shortMail).toContain('Mango <b>fresh</b> × 1 (ordered 2, packed 1): LKR 122.40');
    expect(shortMail).not.toContain('Papaya (replaces');
    expect(totalsIn(shortMail)).toEqual(['LKR 175.84']);
    // The packed mango replaced by a papaya at 100.00: 150.00 + 3.00.
    expect(swapMail).toContain(
      'Papaya (replaces Mango <b>fresh</b>) × 1 (ordered 2, packed 1): LKR 100.00',
    );
    expect(totalsIn(swapMail)).toEqual(['LKR 153.00']);
  });

  it('still sends an email queued before emails carried their facts, told from the order', async () => {
    const { email, order } = await placeOrder(test);
    // A row as the previous version wrote it: only the order id.
    await test.dataSource.query(
      `UPDATE outbox SET facts = NULL, payload = jsonb_build_object('orderId', payload->>'orderId')
        WHERE payload->>'orderId' = $1`,
      [order._id],
    );
    expect(await worker.runOnce()).toBe(1);
    const [mail] = sink.messages;
    expect(mail.to).toEqual([email]);
    expect(mail.subject).toBe(`We have your order ${order.number}`);
    expect(mail.body).toContain('Mango <b>fresh</b> × 2: LKR 244.80');
    expect(totalsIn(mail.body)).toEqual(['LKR 249.69']);
  });

  it("shows when the order was placed in the shop's time zone and amounts with thousands grouped", async () => {
    const order = await placeCodOrder(await shopperWithAddress(test), [
      { product: 'mango', quantity: 10 },
    ]);
    // Placed late on the 25th in UTC: already 01:30 on the 26th in Colombo. The facts the
    // email is told from carry the order's moment as stored.
    await test.dataSource.query(
      `UPDATE "order" SET created_at = '2026-11-25T20:00:00Z' WHERE id = $1`,
      [order._id],
    );
    await test.dataSource.query(
      `UPDATE outbox SET facts = NULL, payload = jsonb_build_object('orderId', payload->>'orderId')
        WHERE payload->>'orderId' = $1`,
      [order._id],
    );
    expect(await worker.runOnce()).toBe(1);
    const [mail] = sink.messages;
    expect(mail.body).toContain('Placed: 26 Nov 2026, 01:30');
    // 10 × 122.40 = 1,224.00 + 2 % tax 24.48.
    expect(mail.body).toContain('Mango <b>fresh</b> × 10: LKR 1,224.00');
    expect(totalsIn(mail.body)).toEqual(['LKR 1,248.48']);
  });

  it('retries a refused email with backoff and sends it once', async () => {
    const { order } = await placeOrder(test);
    sink.refuseNext(1);
    expect(await worker.runOnce()).toBe(0);
    const [row] = (await outboxRows(test)).filter((r) => !r.sentAt);
    expect(row).toMatchObject({ attempts: 1, lastError: expect.stringContaining('451') });
    // Not due yet: the backoff holds it.
    expect(await worker.runOnce()).toBe(0);
    await test.dataSource.query(`UPDATE outbox SET available_at = now() WHERE id = $1`, [row.id]);
    expect(await worker.runOnce()).toBe(1);
    expect(sink.messages.filter((m) => m.subject.includes(order.number))).toHaveLength(1);
  });

  it('loses nothing and sends nothing twice when a worker dies mid-send', async () => {
    const { order } = await placeOrder(test);
    // Worker A claims the email and never finishes sending: a process killed mid-send.
    let releaseA: (() => void) | undefined;
    const hanging: Mailer = {
      send: () => new Promise<void>((resolve) => (releaseA = resolve)),
      close: () => undefined,
    };
    const workerA = new OutboxWorker(
      test.dataSource,
      test.config as AppConfig,
      hanging,
      test.app.get(ShopSettingsService),
    );
    const deadA = workerA.runOnce(1);
    while (!releaseA) await new Promise((resolve) => setTimeout(resolve, 20));
    // While A's lease holds, nobody else takes the row.
    expect(await worker.runOnce()).toBe(0);
    expect(sink.messages).toHaveLength(0);
    // Once the lease has run out another worker sends it.
    let sent = 0;
    for (let tries = 0; tries < 100 && sent === 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      sent = await worker.runOnce();
    }
    expect(sent).toBe(1);
    // The dead worker's late answer changes nothing.
    releaseA();
    await deadA;
    expect(await worker.runOnce()).toBe(0);
    const mine = sink.messages.filter((m) => m.subject.includes(order.number));
    expect(mine).toHaveLength(1);
    const rows = await outboxRows(test);
    expect(rows.filter((r) => !r.sentAt)).toEqual([]);
    expect(mine[0].messageId).toBe(`<${rows.at(-1)?.id}@greencart.outbox>`);
  });

  it('tells a waiting shopper once that a product is back in stock, escaping its name', async () => {
    const { agent, email } = await registerShopper(test);
    await seller.post('/api/product/stock').send({ id: 'mango', inStock: false });
    expect((await agent.post('/api/product/mango/notify-me').send()).status).toBe(200);
    await seller.post('/api/product/stock').send({ id: 'mango', inStock: true });
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(sink.messages).toHaveLength(1);
    const [mail] = sink.messages;
    expect(mail.to).toEqual([email]);
    expect(mail.subject).toBe('Mango <b>fresh</b> is back in stock');
    expect(mail.body).toContain('https://shop.example/products/fruits/mango');
    expect(mail.body).toContain('Mango &lt;b&gt;fresh&lt;/b&gt;');
    expect(mail.body).not.toContain('<b>fresh</b></a>');
  });
});

describe('order emails without SMTP_URL (development default)', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp(QUIET_WORKER);
    await insertProduct(test, { id: 'mango', name: 'Mango', price: 150, offerPrice: 122.4 });
  });
  afterAll(() => test.close());

  it('writes each email as an .eml file under the data folder', async () => {
    const { order } = await placeOrder(test);
    expect(await test.app.get(OutboxWorker).runOnce()).toBe(1);
    const folder = join(test.dataDir, 'mail');
    const files = await readdir(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(join(folder, files[0]), 'utf8');
    expect(eml).toContain(`Subject: We have your order ${order.number}`);
  });
});
