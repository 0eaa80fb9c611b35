// The fake Stripe server lives once, in e2e/support/fake-stripe.mjs, for these suites and the
// browser flow alike; this module gives the API tests its types and a shared set-up.
import type { Logger } from 'pino';
import {
  startFakeStripe,
  type FakeEvent,
  type FakeSession,
  type FakeStripe,
} from '../../../e2e/support/fake-stripe.mjs';
import { startTestApp, type TestApp } from './test-app.js';

export { startFakeStripe, type FakeEvent, type FakeSession, type FakeStripe };

export const WEBHOOK_SECRET = 'whsec_test_greencart_webhook_secret';
export const WEBHOOK_PATH = '/api/order/stripe/webhook';
/** The allowed origins of the payment suites, the shell's first (as in `CORS_ORIGINS`). */
export const SHOP_ORIGIN = 'http://shop.test:8080';
export const SELLER_ORIGIN = 'http://seller.test:8082';

/** The API listening on a port (the fake's checkout page calls its webhook) with Stripe pointed at the fake. */
export interface StripeTestApp {
  test: TestApp;
  fake: FakeStripe;
  apiUrl: string;
  close(): Promise<void>;
}

/** Starts the fake Stripe and the real API configured for it, webhook wired both ways. */
export async function startStripeTestApp(
  logger?: Logger,
  env: Record<string, string> = {},
): Promise<StripeTestApp> {
  const fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  try {
    const test = await startTestApp(
      {
        STRIPE_SECRET_KEY: 'sk_test_greencart',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: fake.url,
        CORS_ORIGINS: `${SHOP_ORIGIN},${SELLER_ORIGIN}`,
        ...env,
      },
      logger,
    );
    await test.app.listen(0, '127.0.0.1');
    const apiUrl = await test.app.getUrl();
    fake.configure({ webhookUrl: `${apiUrl}${WEBHOOK_PATH}` });
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

/** The order and Checkout Session behind an answered payment URL. */
export function sessionOf(fake: FakeStripe, url: string): FakeSession {
  const session = fake.sessions.get(url.split('/').pop() ?? '');
  if (!session) throw new Error(`the fake made no session for ${url}`);
  return session;
}

/** The stored payment state of an order, straight from the database. */
export async function orderRow(
  test: TestApp,
  id: string,
): Promise<{
  isPaid: boolean;
  status: string;
  amountCents: number;
  paymentType: string;
  checkoutId: string | null;
}> {
  const [row] = await test.dataSource.query(
    `SELECT is_paid AS "isPaid", status, amount_cents AS "amountCents", payment_type AS "paymentType", checkout_id AS "checkoutId" FROM "order" WHERE id = $1`,
    [id],
  );
  return row;
}
