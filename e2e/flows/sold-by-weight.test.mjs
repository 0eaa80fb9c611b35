// Sold by weight, end to end (issue 29, docs/PRODUCTS.md and docs/ORDERS.md "Weighed orders"):
// a shopper buys 750 g of loose tomatoes and 2 units of another product by card; the checkout
// says the total is an estimate and holds the card for the heaviest allowed weight; staff weigh
// 0.71 kg at packing; the shopper's open order page shows the packed weight and the final
// amount live; the fake Stripe captured exactly that amount, once. The shop allows 15 % (not
// the default 10 %): the storefront's estimate and hold read it from GET /api/shop/settings.
//
// WEIGHT_UI_SHOTS=<dir> also saves each screen at 360 and 1366 px wide into <dir> (for review).
/* global document, window -- inside page.evaluate callbacks, which run in the browser */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after } from 'node:test';
import {
  MESSAGES,
  allowedGrams,
  estimateNote,
  formatCents,
  gramsRangeText,
  holdText,
  holdTotals,
  packedLineText,
  packedTotals,
  toCents,
  weighedLineCents,
} from '../../api/contracts/dist/index.js';
import { listProducts } from '../support/api.mjs';
import { startFakeStripe } from '../support/fake-stripe.mjs';
import { eventually, flow, useStack } from '../support/flow.mjs';
import { writePngs } from '../support/images.mjs';
import { describeViolations, seriousViolations } from '../support/axe.mjs';
import { signedInSeller, visitSeller } from '../support/seller.mjs';
import { expectToast, newShopper, shopperWithAddress, visit } from '../support/shop.mjs';

const WEBHOOK_SECRET = `whsec_test_${randomBytes(16).toString('hex')}`;
/** The shop's weight tolerance in this flow (the API's WEIGHT_TOLERANCE_PERCENT). */
const TOLERANCE = 15;
/** 750 g at 15 %: "638 g – 862 g". */
const RANGE = gramsRangeText(allowedGrams(750, TOLERANCE));
// Started before the stack so the API can be pointed at it.
const fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
const env = useStack({
  apiEnv: {
    STRIPE_SECRET_KEY: 'sk_test_greencart_e2e',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
    WEIGHT_TOLERANCE_PERCENT: String(TOLERANCE),
  },
});
after(() => fake.stop());

const SHOTS = process.env.WEIGHT_UI_SHOTS;
/** Saves the page at a phone's and a laptop's width when WEIGHT_UI_SHOTS names a folder. */
async function snap(page, name) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** Fails on a serious or critical axe violation of the page as it is now. */
async function expectAccessible(page, screen) {
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `${screen}:\n${describeViolations(violations)}`);
}

/**
 * Fails when the page scrolls sideways on a phone (360 px), as a cart with a weighed line once
 * did (its sticky "Estimated total" bar held on one line); the viewport is put back afterwards.
 */
async function expectNoSidewaysScroll(page, screen) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 800 });
  try {
    await eventually(
      async () => {
        const { scroll, viewport, wide } = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
          // What sticks out, to name it in the failure.
          wide: [...document.querySelectorAll('body *')]
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
        }));
        assert.ok(
          scroll <= viewport,
          `${screen}: ${scroll}px wide on a ${viewport}px screen (${wide.join(', ')})`,
        );
      },
      { timeout: 2000 },
    );
  } finally {
    if (size) await page.setViewportSize(size);
  }
}

/** A weighed product (250 g steps at LKR 480.00 / kg), added by staff through the API. */
async function looseTomatoes(staff) {
  const name = `Loose Tomatoes ${randomBytes(3).toString('hex')}`;
  await staff.addProduct(
    {
      name,
      description: ['Vine ripened', 'Sold by weight'],
      category: 'Vegetables',
      soldBy: 'weight',
      stepGrams: 250,
      pricePerKg: 480,
      offerPricePerKg: 480,
    },
    await writePngs([{ r: 210, g: 40, b: 30 }]),
  );
  const products = await listProducts(env.stack.urls.api);
  return products.find((p) => p.name === name);
}

/** The money rules' view of an order line (contracts `WeighableLine`). */
function weighable(item, packedGrams = null) {
  return {
    unitCents: toCents(item.offerPrice),
    quantity: item.quantity,
    stepGrams: item.stepGrams ?? null,
    pricePerKgCents: item.pricePerKg !== undefined ? toCents(item.pricePerKg) : null,
    packedGrams,
  };
}

flow(
  env,
  'sold by weight: an estimate and a card hold at checkout, weighed at packing, the packed total captured once and shown live',
  async ({ open, newContext }) => {
    fake.configure({ webhookUrl: `${env.stack.urls.api}/api/order/stripe/webhook` });
    await env.stack.restartShell({ ...env.stack.config, onlinePayment: true });
    const { api: staff, context: staffContext } = await signedInSeller(env, newContext);
    const tomatoes = await looseTomatoes(staff);
    assert.ok(tomatoes, 'the weighed product is listed');
    assert.equal(tomatoes.soldBy, 'weight');
    const bread = (await listProducts(env.stack.urls.api)).find(
      (p) => p.inStock && p.soldBy !== 'weight' && p._id !== tomatoes._id,
    );

    const { api: shopperApi } = await shopperWithAddress(env, newShopper('weighed'));
    const shopperContext = await newContext();
    await shopperContext.addCookies(shopperApi.browserCookies());
    const page = await open(shopperContext);

    // 750 g of tomatoes: the picker offers weights.
    await visit(page, `/products/${tomatoes.category.toLowerCase()}/${tomatoes._id}`);
    await page.getByText('LKR 480.00 / kg').first().waitFor();
    await page.getByRole('combobox', { name: `Weight of ${tomatoes.name}` }).selectOption('750 g');
    await expectToast(page, MESSAGES.addedToCart, () =>
      page.getByRole('button', { name: 'Add to Cart' }).click(),
    );
    await snap(page, 'storefront-product-weighed');
    // And 2 of a product sold by the unit.
    await visit(page, `/products/${bread.category.toLowerCase()}/${bread._id}`);
    await page.getByRole('combobox', { name: `Quantity of ${bread.name}` }).selectOption('2');
    await expectToast(page, MESSAGES.addedToCart, () =>
      page.getByRole('button', { name: 'Add to Cart' }).click(),
    );
    await eventually(async () => {
      const { body } = await shopperApi.get('/api/user/is-auth');
      assert.deepEqual(body.user.cartItems, { [tomatoes._id]: 3, [bread._id]: 2 });
    });

    // The checkout: an estimated total, why, and the card hold.
    await visit(page, '/cart');
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await summary.getByText('estimated', { exact: true }).waitFor();
    await summary.getByText(estimateNote(TOLERANCE), { exact: true }).waitFor();
    // 750 g of tomatoes and 2 loaves: 3 items, the weighed line counting once.
    await page.getByRole('link', { name: 'Cart, 3 items' }).first().waitFor();
    await expectNoSidewaysScroll(page, 'cart with a weighed line');
    await snap(page, 'storefront-cart-estimate-cod');
    await summary.getByRole('combobox', { name: 'Payment Method' }).selectOption('Online');
    const hold = holdTotals(
      [
        {
          unitCents: toCents(tomatoes.offerPrice),
          quantity: 3,
          stepGrams: 250,
          pricePerKgCents: toCents(tomatoes.offerPricePerKg),
          packedGrams: null,
        },
        {
          unitCents: toCents(bread.offerPrice),
          quantity: 2,
          stepGrams: null,
          pricePerKgCents: null,
          packedGrams: null,
        },
      ],
      0,
      TOLERANCE,
    );
    await summary.getByText(`${estimateNote(TOLERANCE)} ${holdText(hold.totalCents)}`).waitFor();
    await snap(page, 'storefront-cart-estimate-card');
    await expectAccessible(page, 'checkout with an estimate');
    await summary.getByRole('button', { name: 'Proceed to Checkout' }).click();

    await page.waitForURL((url) => url.href.startsWith(`${fake.url}/checkout/cs_test_`));
    const sessionId = new URL(page.url()).pathname.split('/').pop();
    const session = fake.sessions.get(sessionId);
    assert.equal(session.capture_method, 'manual', 'a weighed order is authorised, not captured');
    assert.equal(session.amount_total, hold.totalCents, 'the hold is the heaviest allowed total');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((url) => url.pathname === '/my-orders', { timeout: 20_000 });
    // Place Order ends on the confirmation, a state of /my-orders; the list is one link away.
    const confirmation = page.getByRole('article', { name: /^Thank you! Order GC-\d+ is placed/ });
    await confirmation.waitFor({ timeout: 20_000 });
    await confirmation.getByText('Estimated total').waitFor();
    await page.goto(new URL('/my-orders', page.url()).href);
    const card = page.getByRole('article', { name: /^Order / });
    await card.first().waitFor();
    await card.getByText('750 g at LKR 480.00 / kg').waitFor();
    await snap(page, 'storefront-my-orders-estimate');
    const [order] = (await shopperApi.get('/api/order/user')).body.orders;
    assert.equal(order.toWeigh, 1);
    assert.equal(order.cardHold?.state, 'authorised');
    const paymentIntent = fake.sessions.get(sessionId).payment_intent;
    assert.equal(fake.paymentIntent(paymentIntent).status, 'requires_capture');

    // The shopper keeps the order page open; a marker proves it is never reloaded.
    await visit(page, `/my-orders/${order._id}`);
    await page.getByText('Status: Order Placed').waitFor();
    await page.getByText(holdText(toCents(order.cardHold.authorised))).waitFor();
    await page.evaluate(() => {
      globalThis.__notReloaded = true;
    });
    await snap(page, 'storefront-order-estimate');

    // Staff: Confirmed, Packing, then the packed weight.
    const seller = await open(staffContext);
    await visitSeller(seller, `/seller/orders/${order._id}`);
    await seller.getByRole('heading', { level: 1, name: `Order ${order.number}` }).waitFor();
    for (const status of ['Confirmed', 'Packing']) {
      await seller.getByRole('button', { name: `Move to ${status}` }).click();
      await seller.getByText(`Status: ${status}`).waitFor();
    }
    // The orders list marks it "1 to weigh".
    await visitSeller(seller, '/seller/orders');
    const listed = seller.getByRole('article', { name: new RegExp(order.number) });
    await listed.getByText('1 to weigh').waitFor();
    await seller.getByRole('checkbox', { name: 'Only orders to weigh' }).check();
    await listed.getByText('1 to weigh').waitFor();
    await snap(seller, 'seller-orders-to-weigh');
    await listed.getByRole('link', { name: order.number }).click();
    const lines = seller.getByRole('table', { name: 'Items' });
    await lines.getByRole('cell', { name: /^750 g ordered/ }).waitFor();
    await lines.getByText(`Allowed ${RANGE}`, { exact: true }).waitFor();
    const leave = seller.getByRole('button', { name: 'Move to Out for delivery' });
    assert.equal(await leave.isDisabled(), true, 'leaving Packing waits for the weight');
    await seller.getByText('Weigh every weighed line first: 1 line is still to weigh').waitFor();
    await seller.getByText(/Authorised, not captured yet/).waitFor();
    await snap(seller, 'seller-order-to-weigh');

    // A weight outside the range is refused next to the field, before it is sent.
    const weight = seller.getByLabel(`Packed weight of ${tomatoes.name} (kilograms)`);
    await weight.fill('0.9');
    await seller.getByRole('button', { name: 'Save weight' }).click();
    await seller
      .getByRole('alert')
      .getByText(`is outside the allowed ${RANGE}`, { exact: false })
      .waitFor();
    await snap(seller, 'seller-order-weight-refused');
    await expectAccessible(seller, 'seller order page, a weight refused');
    await weight.fill('0.71');
    await seller.getByRole('button', { name: 'Save weight' }).click();
    await lines.getByText('Packed 0.71 kg').waitFor();

    const tomatoLine = order.items.find((item) => item.stepGrams);
    const packed = packedTotals(
      order.items.map((item) => weighable(item, item.stepGrams ? 710 : null)),
      toCents(order.deliveryFee ?? 0),
    );
    const lineCents = weighedLineCents(toCents(tomatoLine.pricePerKg), 710);
    assert.equal(lineCents, 34_080, 'LKR 480.00 / kg × 710 g');
    const lineText = packedLineText(750, 710, lineCents);
    await lines.getByText(formatCents(34_080)).waitFor();
    await snap(seller, 'seller-order-weighed');

    // The packing slip: ordered weight, range, packed weight.
    await seller.getByRole('link', { name: 'Packing slip' }).click();
    const slip = seller.getByRole('article', { name: `Packing slip · ${order.number}` });
    await slip.getByText(`allowed ${RANGE}`).waitFor();
    await slip.getByText('packed 0.71 kg').waitFor();
    await snap(seller, 'seller-packing-slip');
    await seller.getByRole('link', { name: 'Back to the order' }).click();

    // The shopper's page followed live.
    await page.getByText(lineText, { exact: true }).first().waitFor({ timeout: 10_000 });

    // Leaving Packing captures exactly the packed total, once.
    await seller.getByRole('button', { name: 'Move to Out for delivery' }).click();
    await seller.getByText('Status: Out for delivery').waitFor();
    await eventually(() => {
      const made = fake.captures.filter((c) => c.payment_intent === paymentIntent);
      assert.equal(made.length, 1, 'one capture');
      assert.equal(made[0].amount, packed.totalCents, 'the packed total, to the cent');
    });
    assert.ok(packed.totalCents < hold.totalCents);
    await seller.getByText(/· Captured$/).waitFor({ timeout: 10_000 });
    await snap(seller, 'seller-order-captured');

    await page.getByText('Status: Out for delivery').waitFor({ timeout: 10_000 });
    const total = page.getByText('Final total', { exact: true });
    await total.waitFor({ timeout: 10_000 });
    assert.equal(
      await total.evaluate((dt) => dt.nextElementSibling?.textContent),
      formatCents(packed.totalCents),
    );
    await page
      .getByText(
        `Charged ${formatCents(packed.totalCents)} for what was packed; the rest of the ${formatCents(hold.totalCents)} hold was released.`,
      )
      .waitFor({ timeout: 10_000 });
    assert.equal(await page.evaluate(() => globalThis.__notReloaded), true);
    await snap(page, 'storefront-order-final');
    await expectAccessible(page, 'shopper order page, final amount');

    // The seller's list: nothing left to weigh on this order.
    await visitSeller(seller, '/seller/orders');
    const done = seller.getByRole('article', { name: new RegExp(order.number) });
    await done.getByText('Out for delivery', { exact: true }).waitFor();
    assert.equal(await done.getByText(/to weigh$/).count(), 0);
    // …and it is no longer among the orders to weigh.
    await seller.getByRole('checkbox', { name: 'Only orders to weigh' }).check();
    await eventually(async () => assert.equal(await done.count(), 0));
  },
);
