// The fake PayHere lives once, in e2e/support/fake-payhere.mjs, for these suites, the browser
// flow and `npm start`; this module gives the API tests its types and a shared set-up.
import { createServer } from 'node:net';
import type { Logger } from 'pino';
import {
  startFakePayHere,
  type FakePayHere,
  type FakePayHerePayment,
  type FakePayHereSession,
} from '../../../e2e/support/fake-payhere.mjs';
import { SHOP_ORIGIN, SELLER_ORIGIN } from './fake-stripe.js';
import type { OrderLine } from './orders.js';
import type { Shopper } from './shoppers.js';
import { startTestApp, type TestApp } from './test-app.js';

export { startFakePayHere, type FakePayHere, type FakePayHerePayment, type FakePayHereSession };

/** The shop's PayHere account in the tests (the fake knows the same one). */
export const MERCHANT = {
  merchantId: '1211149',
  merchantSecret: 'MzY0NjE5ODM2NTE0MTA4MjU0MTI0NTQ1OTgzNjE0MTg4MjQ2NTQ5',
  appId: '4OVxzaAKWZ1KYSsVZWdJtjo6Ba',
  appSecret: '4WkR8TKrM0O49QiBZVRDbt4y3L8FHUgcL8GsfQRBDZ9P',
};
export const NOTIFY_PATH = '/api/payment/payhere/notify';

/** The API listening on a port PayHere (the fake) can call back, pointed at the fake. */
export interface PayHereTestApp {
  test: TestApp;
  fake: FakePayHere;
  apiUrl: string;
  close(): Promise<void>;
}

/** A free TCP port of the loopback interface: the API's public URL must be known before it starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts the fake PayHere and the real API configured for it (`env` adds or overrides). */
export async function startPayHereTestApp(
  logger?: Logger,
  env: Record<string, string> = {},
): Promise<PayHereTestApp> {
  const fake = await startFakePayHere(MERCHANT);
  try {
    const port = await freePort();
    const apiUrl = `http://127.0.0.1:${port}`;
    const test = await startTestApp(
      {
        PAYMENT_PROVIDER: 'payhere',
        PAYHERE_MERCHANT_ID: MERCHANT.merchantId,
        PAYHERE_MERCHANT_SECRET: MERCHANT.merchantSecret,
        PAYHERE_APP_ID: MERCHANT.appId,
        PAYHERE_APP_SECRET: MERCHANT.appSecret,
        PAYHERE_API_BASE: fake.url,
        PUBLIC_API_URL: apiUrl,
        CORS_ORIGINS: `${SHOP_ORIGIN},${SELLER_ORIGIN}`,
        ...env,
      },
      logger,
    );
    await test.app.listen(port, '127.0.0.1');
    return {
      test,
      fake,
      apiUrl,
      async close() {
        await test.close();
        await fake.stop();
      },
    };
  } catch (error) {
    await fake.stop();
    throw error;
  }
}

/** The form our checkout page holds: where it posts, and its fields. */
export interface CheckoutPageForm {
  action: string;
  fields: Record<string, string>;
}

const decode = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** Reads the form of our checkout page (`url`), as a browser would get it. */
export async function readCheckoutPage(url: string): Promise<CheckoutPageForm> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`checkout page answered ${response.status}`);
  const html = await response.text();
  const action = /<form id="pay" method="post" action="([^"]+)">/.exec(html)?.[1];
  if (!action) throw new Error('the checkout page has no form');
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
  )) {
    fields[decode(name)] = decode(value);
  }
  return { action: decode(action), fields };
}

/** Posts our page's form to PayHere (the fake), as the page's script does; answers its session. */
export async function submitCheckoutPage(
  fake: FakePayHere,
  url: string,
): Promise<FakePayHereSession> {
  const form = await readCheckoutPage(url);
  const response = await fetch(form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form.fields).toString(),
    redirect: 'manual',
  });
  const location = response.headers.get('location') ?? '';
  const session = fake.sessions.get(location.split('/').pop() ?? '');
  if (response.status !== 303 || !session) {
    throw new Error(`PayHere refused the form: ${response.status} ${await response.text()}`);
  }
  return session;
}

/** An online order of `items`, placed from the shop, its PayHere page opened (not paid yet). */
export async function placePayHereOrder(
  env: PayHereTestApp,
  shopper: Shopper,
  items: OrderLine[],
): Promise<{ orderId: string; url: string; session: FakePayHereSession }> {
  const response = await shopper.agent
    .post('/api/order/stripe')
    .set('Origin', SHOP_ORIGIN)
    .send({ address: shopper.addressId, items });
  if (response.status !== 201) {
    throw new Error(`placing failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  const url = response.body.url as string;
  const session = await submitCheckoutPage(env.fake, url);
  return { orderId: response.body.orderId as string, url, session };
}

/** An online order paid on the fake's page (Approve), its notify delivered and stored. */
export async function paidPayHereOrder(
  env: PayHereTestApp,
  shopper: Shopper,
  items: OrderLine[],
): Promise<{ orderId: string; payment: FakePayHerePayment }> {
  const { orderId, session } = await placePayHereOrder(env, shopper, items);
  const delivery = await env.fake.approve(session.id);
  if (delivery.status !== 200) throw new Error(`notify answered ${delivery.status}`);
  const payment = env.fake.payments.get(env.fake.sessions.get(session.id)?.paymentId ?? '');
  if (!payment) throw new Error('the fake made no payment');
  return { orderId, payment };
}
