// Card and wallet payment through PayHere (issue 38, docs/PAYMENTS.md), against the real API
// pointed at the fake PayHere of e2e/support/fake-payhere.mjs: the cart names PayHere; Proceed
// to Checkout opens our page, which posts the signed form to PayHere's hosted page; Approve
// sends the signed notify and returns the shopper to the order's page, which turns Paid live.
// A unit-only order is captured at once and staff refund part of it (a short pick); a weighed
// order is authorised for its hold and captured at the packed total, once.
//
// PAYHERE_UI_SHOTS=<dir> also saves each screen at 360 and 1366 px wide into <dir> (for review).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after } from 'node:test';
import {
  MESSAGES,
  formatCents,
  holdTotals,
  packedTotals,
  priceCart,
  toCents,
} from '../../api/contracts/dist/index.js';
import { describeViolations, seriousViolations } from '../support/axe.mjs';
import { listProducts } from '../support/api.mjs';
import { startFakePayHere } from '../support/fake-payhere.mjs';
import { eventually, flow, useStack } from '../support/flow.mjs';
import { writePngs } from '../support/images.mjs';
import { signedInSeller, visitSeller } from '../support/seller.mjs';
import {
  expectCartCount,
  expectToast,
  newShopper,
  shopperWithAddress,
  visit,
} from '../support/shop.mjs';

const account = {
  merchantId: '1211149',
  merchantSecret: randomBytes(24).toString('hex'),
  appId: 'greencart-e2e',
  appSecret: randomBytes(24).toString('hex'),
};
// Started before the stack so the API can be pointed at it.
const fake = await startFakePayHere(account);
const env = useStack({
  apiEnv: {
    PAYMENT_PROVIDER: 'payhere',
    PAYHERE_MERCHANT_ID: account.merchantId,
    PAYHERE_MERCHANT_SECRET: account.merchantSecret,
    PAYHERE_APP_ID: account.appId,
    PAYHERE_APP_SECRET: account.appSecret,
    PAYHERE_API_BASE: fake.url,
  },
});
after(() => fake.stop());

const SHOTS = process.env.PAYHERE_UI_SHOTS;
/**
 * Saves the page (or only `target`, a locator) at a phone's and a laptop's width when
 * PAYHERE_UI_SHOTS names a folder.
 */
async function snap(page, name, target) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(150);
    const path = join(SHOTS, `${name}-${width}.png`);
    await (target ? target.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  if (size) await page.setViewportSize(size);
}

async function expectAccessible(page, screen) {
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `${screen}:\n${describeViolations(violations)}`);
}

/** The shopper's browser with their session, at the cart with `cart` saved. */
async function shopperAtCart(open, newContext, label, cart) {
  const { api } = await shopperWithAddress(env, newShopper(label));
  await api.post('/api/cart/update', { cartItems: cart });
  const context = await newContext();
  await context.addCookies(api.browserCookies());
  const page = await open(context);
  await visit(page, '/cart');
  return { api, context, page };
}

/** Chooses PayHere in the order summary and goes to its hosted page through ours. */
async function payWithPayHere(page, context, shot) {
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  const method = summary.getByRole('combobox', { name: 'Payment Method' });
  await method
    .getByRole('option', { name: 'Online Payment (PayHere)' })
    .waitFor({ state: 'attached' });
  await method.selectOption('Online');
  await snap(page, shot, summary);
  // Our page is seen once without scripts, as a shopper without them sees it.
  const [ours] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/api/payment/payhere/checkout/')),
    summary.getByRole('button', { name: 'Proceed to Checkout' }).click(),
  ]);
  const url = ours.url();
  const orderId = new URL(url).pathname.split('/').pop();
  await page.waitForURL((u) => u.href.startsWith(`${fake.url}/pay/session/`));
  await page.getByRole('heading', { name: 'PayHere test payment' }).waitFor();
  const session = fake.sessionOf(orderId);
  await snapOurPage(context, url);
  return { orderId, session };
}

/** Our checkout page as it looks with scripts off (it would otherwise move on at once). */
async function snapOurPage(context, url) {
  if (!SHOTS) return;
  const noScript = await context.browser().newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto(url);
  await page.getByRole('button', { name: 'Continue to PayHere' }).waitFor();
  await snap(page, 'api-payhere-checkout-page');
  await noScript.close();
}

flow(
  env,
  'PayHere: a unit-only order paid at once, the order page turns Paid live, staff refund part of it',
  async ({ open, newContext }) => {
    await env.stack.restartShell({ ...env.stack.config, onlinePayment: true });
    const product = (await listProducts(env.stack.urls.api)).find(
      (p) => p.inStock && !p.soldBy?.startsWith('w'),
    );
    const total = priceCart([{ offerPrice: product.offerPrice, quantity: 2 }]).totalCents;
    const { api, context, page } = await shopperAtCart(open, newContext, 'payhere', {
      [product._id]: 2,
    });
    await expectAccessible(page, 'cart with PayHere');
    const { orderId, session } = await payWithPayHere(page, context, 'storefront-cart-payhere');
    assert.equal(session.kind, 'checkout', 'a unit-only order is paid at once');
    assert.equal(await page.locator('#amount').innerText(), `LKR ${(total / 100).toFixed(2)}`);

    // The shopper looks at the order in another tab before paying: it waits for its payment.
    const watch = await open(context);
    await visit(watch, `/my-orders/${orderId}`);
    const payment = watch.getByRole('region', { name: 'Payment' });
    await payment.getByText('Waiting for the payment to be confirmed', { exact: false }).waitFor();
    await snap(watch, 'storefront-order-awaiting-payment');
    await expectAccessible(watch, 'order waiting for its payment');

    await page.getByRole('button', { name: 'Approve' }).click();
    // PayHere returns to the order's confirmation, which shows the payment once notified.
    await page.waitForURL((u) => u.href === `${env.stack.urls.shell}/my-orders?placed=${orderId}`);
    assert.equal(fake.notifications.at(-1).status, 200, 'the API accepted the signed notify');
    await page
      .getByRole('article', { name: /^Thank you! Order/ })
      .getByText(/^Paid online by card/)
      .waitFor();
    await visit(page, `/my-orders/${orderId}`);
    await page
      .getByRole('region', { name: 'Payment' })
      .getByText('Paid', { exact: true })
      .waitFor();
    // The other tab followed by itself.
    await payment.getByText('Paid', { exact: true }).waitFor({ timeout: 10_000 });
    await snap(page, 'storefront-order-paid-payhere');
    await expectCartCount(page, 0);

    // Staff pack one of the two: the difference goes back through PayHere's Refund API.
    const { api: staff, context: staffContext } = await signedInSeller(env, newContext);
    await staff.moveOrder(orderId, ['Confirmed', 'Packing']);
    const seller = await open(staffContext);
    await visitSeller(seller, `/seller/orders/${orderId}`);
    await seller
      .getByRole('button', { name: new RegExp(`^Mark short ?: ${product.name}`) })
      .click();
    await seller.getByLabel(`How many of ${product.name} could be packed (of 2)?`).fill('1');
    await seller.getByRole('button', { name: 'Save short pick' }).click();
    await seller.getByText('Partly refunded', { exact: true }).waitFor({ timeout: 20_000 });
    const after = (await api.get(`/api/order/user/${orderId}`)).body.order;
    const back = total - toCents(after.amount);
    assert.ok(back > 0 && back < total);
    assert.deepEqual(
      fake.refunds.map((r) => r.amount),
      [back],
      'one partial refund, of the difference',
    );
    await page.getByText(`Partly refunded: ${formatCents(back)}`).waitFor({ timeout: 10_000 });
    await snap(page, 'storefront-order-partly-refunded');
  },
);

flow(
  env,
  'PayHere: a weighed order is authorised for its hold and captured at the packed total, once',
  async ({ open, newContext }) => {
    await env.stack.restartShell({ ...env.stack.config, onlinePayment: true });
    const { api: staff, context: staffContext } = await signedInSeller(env, newContext);
    const name = `Loose Tomatoes ${randomBytes(3).toString('hex')}`;
    await staff.addProduct(
      {
        name,
        description: ['Sold by weight'],
        category: 'Vegetables',
        soldBy: 'weight',
        stepGrams: 250,
        pricePerKg: 480,
        offerPricePerKg: 480,
      },
      await writePngs([{ r: 210, g: 40, b: 30 }]),
    );
    const tomatoes = (await listProducts(env.stack.urls.api)).find((p) => p.name === name);
    const { context, page } = await shopperAtCart(open, newContext, 'payhere-weighed', {
      [tomatoes._id]: 3,
    });
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await summary.getByText('estimated', { exact: true }).waitFor();
    const { orderId, session } = await payWithPayHere(
      page,
      context,
      'storefront-cart-payhere-hold',
    );
    const hold = holdTotals(
      [
        {
          unitCents: toCents(tomatoes.offerPrice),
          quantity: 3,
          stepGrams: 250,
          pricePerKgCents: toCents(tomatoes.offerPricePerKg),
          packedGrams: null,
        },
      ],
      0,
    );
    assert.equal(session.kind, 'authorize', 'a weighed order is only authorised');
    assert.equal(session.fields.amount, (hold.totalCents / 100).toFixed(2));
    await snap(page, 'fake-payhere-authorize');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL((u) => u.href === `${env.stack.urls.shell}/my-orders?placed=${orderId}`);
    await visit(page, `/my-orders/${orderId}`);
    await page.getByText('Card authorised', { exact: true }).first().waitFor();
    const payment = fake.payments.get(fake.sessionOf(orderId).paymentId);
    assert.equal(payment.status, 'AUTHORIZED');

    // Staff weigh 0.71 kg and send it out: the packed total is captured.
    await staff.moveOrder(orderId, ['Confirmed', 'Packing']);
    const seller = await open(staffContext);
    await visitSeller(seller, `/seller/orders/${orderId}`);
    await seller.getByLabel(`Packed weight of ${name} (kilograms)`).fill('0.71');
    await seller.getByRole('button', { name: 'Save weight' }).click();
    await seller.getByRole('table', { name: 'Items' }).getByText('Packed 0.71 kg').waitFor();
    await seller.getByRole('button', { name: 'Move to Out for delivery' }).click();
    await seller.getByText('Status: Out for delivery').waitFor();
    const packed = packedTotals(
      [
        {
          unitCents: toCents(tomatoes.offerPrice),
          quantity: 3,
          stepGrams: 250,
          pricePerKgCents: toCents(tomatoes.offerPricePerKg),
          packedGrams: 710,
        },
      ],
      0,
    );
    await eventually(() =>
      assert.deepEqual(fake.captures, [
        { payment_id: payment.payment_id, amount: packed.totalCents },
      ]),
    );
    await page
      .getByText(
        `Charged ${formatCents(packed.totalCents)} for what was packed; the rest of the ${formatCents(hold.totalCents)} hold was released.`,
      )
      .waitFor({ timeout: 10_000 });
    await snap(page, 'storefront-order-captured-payhere');
  },
);

flow(
  env,
  'PayHere without Hold on Card: the cart says weighed items need cash on delivery',
  async ({ open, newContext }) => {
    await env.stack.restartShell({ ...env.stack.config, onlinePayment: true });
    const weighed = (await listProducts(env.stack.urls.api)).find((p) => p.soldBy === 'weight');
    assert.ok(weighed, 'the previous flow added a weighed product');
    const { api } = await shopperWithAddress(env, newShopper('payhere-cash'));
    await api.post('/api/cart/update', { cartItems: { [weighed._id]: 2 } });
    const context = await newContext();
    await context.addCookies(api.browserCookies());
    const page = await open(context);
    // What a shop whose PayHere account has no Hold on Card answers (the API's own refusal is
    // api/test/payhere-expiry.e2e-spec.ts).
    await page.route('**/api/payment/options', (route) =>
      route.fulfill({ json: { success: true, online: { provider: 'PayHere', holds: false } } }),
    );
    await visit(page, '/cart');
    const method = page.getByRole('combobox', { name: 'Payment Method' });
    await page.getByText(MESSAGES.weighedNeedCash).waitFor();
    assert.equal(
      await method.getByRole('option', { name: 'Online Payment (unavailable)' }).isDisabled(),
      true,
    );
    await snap(
      page,
      'storefront-cart-weighed-cash-only',
      page.getByRole('complementary', { name: 'Order Summary' }),
    );
    await expectAccessible(page, 'cart, weighed items need cash');
    await expectToast(page, MESSAGES.orderPlaced, () =>
      page.getByRole('button', { name: 'Place Order' }).click(),
    );
  },
);
