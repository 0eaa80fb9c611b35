// Online card payment through the shell, against the real API and SDK pointed at the
// fake Stripe of e2e/support/fake-stripe.mjs: the shopper chooses Online, pays on the hosted
// page (the fake sends the signed webhook), comes back through /loader and sees the order Paid.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after } from 'node:test';
import { MESSAGES, formatCents, priceCart } from '../../api/contracts/dist/index.js';
import { listProducts } from '../support/api.mjs';
import { startFakeStripe } from '../support/fake-stripe.mjs';
import { eventually, flow, useStack } from '../support/flow.mjs';
import { signedInSeller, visitSeller } from '../support/seller.mjs';
import {
  SAMPLE_DELIVERY,
  expectCartCount,
  expectToast,
  logIn,
  newShopper,
  paidOnlineOrder,
  shopperWithAddress,
  visit,
} from '../support/shop.mjs';

const WEBHOOK_SECRET = `whsec_test_${randomBytes(16).toString('hex')}`;
// Started before the stack so the API can be pointed at it; top-level hooks do not run in
// a dependable order here.
const fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
const env = useStack({
  apiEnv: {
    STRIPE_SECRET_KEY: 'sk_test_greencart_e2e',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  },
});
after(() => fake.stop());

flow(
  env,
  'Online payment: hosted checkout, Pay, back through /loader, order Paid and cart empty',
  async ({ open }) => {
    fake.configure({ webhookUrl: `${env.stack.urls.api}/api/order/stripe/webhook` });
    // The shop switches the Online option on in the shell's config.json.
    await env.stack.restartShell({ ...env.stack.config, onlinePayment: true });
    const [product] = (await listProducts(env.stack.urls.api)).filter((p) => p.inStock);
    const total = formatCents(
      priceCart([{ offerPrice: product.offerPrice, quantity: 1 }]).totalCents,
    );
    const { shopper, api } = await shopperWithAddress(env, newShopper('payer'));

    const page = await open();
    await visit(page, '/products');
    await logIn(page, shopper);
    await expectToast(page, MESSAGES.addedToCart, () =>
      page.getByRole('button', { name: `Add ${product.name} to cart` }).click(),
    );
    await expectCartCount(page, 1);
    await eventually(async () => {
      const { body } = await api.get('/api/user/is-auth');
      assert.deepEqual(body.user.cartItems, { [product._id]: 1 }, 'the cart is saved');
    });

    await visit(page, '/cart');
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await summary
      .getByText(`${SAMPLE_DELIVERY.street}, ${SAMPLE_DELIVERY.city}`, { exact: false })
      .first()
      .waitFor();
    await summary.getByText(total, { exact: true }).waitFor();
    await summary.getByRole('combobox', { name: 'Payment Method' }).selectOption('Online');
    await summary.getByRole('button', { name: 'Proceed to Checkout' }).click();

    await page.waitForURL((url) => url.href.startsWith(`${fake.url}/checkout/cs_test_`));
    await page.getByRole('heading', { name: 'Test checkout' }).waitFor();
    assert.equal(
      await page.locator('#amount-due').innerText(),
      total,
      'Stripe charges the cart’s total',
    );
    const sessionId = new URL(page.url()).pathname.split('/').pop();
    assert.equal(fake.sessions.get(sessionId).line_items.data[0].description, product.name);

    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((url) =>
      url.href.startsWith(`${env.stack.urls.shell}/loader?next=my-orders%3Fplaced%3D`),
    );
    assert.equal(fake.deliveries.at(-1).status, 200, 'the API accepted the signed webhook');
    await page.waitForURL((url) => url.pathname === '/my-orders', { timeout: 20_000 });
    // Place Order ends on the confirmation, a state of /my-orders; the list is one link away.
    const confirmation = page.getByRole('article', { name: /^Thank you! Order GC-\d+ is placed/ });
    await confirmation.waitFor({ timeout: 20_000 });
    await confirmation.getByText(/^Paid online by card/).waitFor();
    await page.goto(new URL('/my-orders', page.url()).href);

    const order = page.getByRole('article', { name: /^Order / });
    await order.first().waitFor();
    assert.equal(await order.count(), 1);
    await order.getByText('Paid', { exact: true }).first().waitFor();
    await order.getByText(total, { exact: true }).waitFor();
    assert.equal(await order.getByText('Online', { exact: true }).count(), 1);
    await expectCartCount(page, 0);
    const { body } = await api.get('/api/user/is-auth');
    assert.deepEqual(body.user.cartItems, {}, 'the saved cart was emptied by the webhook');
  },
);

flow(
  env,
  'staff cancel a paid online order: the refund the provider first refuses is retried and the shopper sees Refunded',
  async ({ open, newContext }) => {
    fake.configure({ webhookUrl: `${env.stack.urls.api}/api/order/stripe/webhook` });
    const [, product] = (await listProducts(env.stack.urls.api)).filter((p) => p.inStock);
    const { api, address } = await shopperWithAddress(env, newShopper('refunded'));
    const order = await paidOnlineOrder(api, fake, {
      items: [{ product: product._id, quantity: 2 }],
      address: address._id,
    });
    assert.equal(order.isPaid, true);

    const shopperContext = await newContext();
    await shopperContext.addCookies(api.browserCookies());
    const watch = await open(shopperContext);
    await visit(watch, `/my-orders/${order._id}`);
    await watch.getByText('Status: Order Placed').waitFor();

    // The provider refuses the first refund (a refusal, not an outage: an outage is retried by
    // itself, docs/ORDERS.md "Durable payment work"): the order is cancelled all the same.
    fake.failRefundsWith({ status: 402, type: 'card_error', message: 'Refund declined' });
    const { context } = await signedInSeller(env, newContext);
    const seller = await open(context);
    await visitSeller(seller, `/seller/orders/${order._id}`);
    await seller.getByRole('button', { name: 'Cancel order' }).click();
    await seller.getByLabel('Reason the customer will see').fill('Delivery van broke down');
    await seller.getByRole('button', { name: 'Cancel this order' }).click();
    await seller.getByText('Status: Cancelled · Reason: Delivery van broke down').waitFor();
    await seller.getByText('Refund failed', { exact: true }).waitFor({ timeout: 20_000 });
    await watch.getByText('Status: Cancelled').waitFor({ timeout: 10_000 });
    await watch.getByText('Reason: Delivery van broke down').waitFor();

    fake.failRefundsWith(null);
    await seller.getByRole('button', { name: 'Retry refund' }).click();
    await seller.getByText('Refunded', { exact: true }).waitFor({ timeout: 20_000 });
    await watch
      .getByText(`Refunded: ${formatCents(order.amount * 100)}`)
      .waitFor({ timeout: 10_000 });
    const made = fake.refunds.filter((r) => r.amount === Math.round(order.amount * 100));
    assert.equal(made.length, 1, 'exactly one full refund');
  },
);
