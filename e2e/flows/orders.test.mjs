// Orders that move (docs/ORDERS.md): staff take an order from placed to delivered, packing one line
// short and substituting another, while the shopper's order page follows every step live;
// a shopper cancels before packing and the stock comes back; emails reach a real SMTP server.
import assert from 'node:assert/strict';
import { before, after } from 'node:test';
import { formatMoney } from '../../api/contracts/dist/index.js';
import { apiClient, listProducts } from '../support/api.mjs';
import { eventually, flow, useStack } from '../support/flow.mjs';
import { signedInSeller, visitSeller } from '../support/seller.mjs';
import { SAMPLE_DELIVERY, newShopper, shopperWithAddress, visit } from '../support/shop.mjs';
import { SELLER } from '../support/stack.mjs';
import { startSmtpSink } from '../support/smtp-sink.mjs';

/** The API sends its email to this sink (SMTP_URL is set before the stack starts). */
let sink;
const options = { apiEnv: { OUTBOX_POLL_MS: '200' } };
before(async () => {
  sink = await startSmtpSink();
  options.apiEnv.SMTP_URL = sink.url;
});
after(() => sink?.stop());
const env = useStack(options);

/** A shopper (API client and browser profile) with a COD order of `items`. */
async function shopperWithOrder(newContext, items) {
  const { shopper, api, address } = await shopperWithAddress(env, newShopper('orders'));
  const order = await api.placeCodOrder({ items, address: address._id });
  const context = await newContext();
  await context.addCookies(api.browserCookies());
  return { shopper, api, order, context };
}

/** Subjects of the emails the sink received for `email`. */
function subjectsFor(email) {
  return sink.messages.filter((m) => m.to.includes(email)).map((m) => m.subject);
}

/** Two in-stock products of one category, and a third product of any other. */
async function productsForPacking() {
  const products = (await listProducts(env.stack.urls.api)).filter((p) => p.inStock);
  for (const first of products) {
    const twin = products.find((p) => p.category === first.category && p._id !== first._id);
    const other = products.find((p) => p.category !== first.category);
    if (twin && other) return { substituted: first, substitute: twin, shorted: other };
  }
  throw new Error('the sample catalogue has no two in-stock products of one category');
}

flow(
  env,
  'staff confirm, pack (one line short, one substituted), send out and deliver while the shopper watches live',
  async ({ open, newContext }) => {
    const { substituted, substitute, shorted } = await productsForPacking();
    const { shopper, order, context } = await shopperWithOrder(newContext, [
      { product: shorted._id, quantity: 3 },
      { product: substituted._id, quantity: 1, substitution: 'similar' },
    ]);

    // The shopper's order page stays open; a marker proves it is never reloaded.
    const watch = await open(context);
    await visit(watch, `/my-orders/${order._id}`);
    await watch.getByRole('heading', { level: 1, name: `Order ${order.number}` }).waitFor();
    await watch.getByText('Status: Order Placed').waitFor();
    await watch.evaluate(() => {
      globalThis.__notReloaded = true;
    });

    // Staff find the order by its number.
    const { context: staff } = await signedInSeller(env, newContext);
    const seller = await open(staff);
    await visitSeller(seller, '/seller/orders');
    await seller.getByLabel('Search').fill(order.number);
    await seller.getByRole('button', { name: 'Search' }).click();
    await seller.getByRole('link', { name: order.number }).click();
    await seller.getByRole('heading', { level: 1, name: `Order ${order.number}` }).waitFor();

    const move = async (status) => {
      await seller.getByRole('button', { name: `Move to ${status}` }).click();
      await seller.getByText(`Status: ${status}`).waitFor();
      await watch.getByText(`Status: ${status}`).waitFor({ timeout: 10_000 });
    };
    await move('Confirmed');
    await move('Packing');

    // Only 1 of the 3 could be packed.
    await seller
      .getByRole('button', { name: new RegExp(`^Mark short ?: ${shorted.name}`) })
      .click();
    await seller.getByLabel(`How many of ${shorted.name} could be packed (of 3)?`).fill('1');
    await seller.getByRole('button', { name: 'Save short pick' }).click();
    await seller.getByText('of 3 ordered').waitFor();
    await watch.getByText('Packed short: 1 of the 3 you ordered').waitFor({ timeout: 10_000 });

    // The shopper said a similar product is fine: staff pick one of the same category.
    await seller
      .getByRole('button', { name: new RegExp(`^Substitute ?: ${substituted.name}`) })
      .click();
    const picker = seller.getByLabel(`Replace ${substituted.name} with`);
    await picker
      .locator('option', { hasText: substitute.name })
      .first()
      .waitFor({ state: 'attached' });
    await picker.selectOption({ value: substitute._id });
    await seller.getByRole('button', { name: 'Substitute', exact: true }).click();
    await seller.getByText(`Replaces ${substituted.name}`).waitFor();
    // On the line itself (the note of the change says it again above the lines).
    await watch
      .getByRole('list', { name: 'Items' })
      .getByText(`${substituted.name} replaced by ${substitute.name}`)
      .waitFor({ timeout: 10_000 });

    // The packing slip lists what goes in the bag; on paper the dashboard frame is left off.
    await seller.getByRole('link', { name: 'Packing slip' }).click();
    const slip = seller.getByRole('article', { name: `Packing slip · ${order.number}` });
    await slip.getByText(SAMPLE_DELIVERY.street).waitFor();
    await slip.getByText(`${substitute.name} (replaces ${substituted.name})`).waitFor();
    await seller.emulateMedia({ media: 'print' });
    assert.equal(
      await seller.getByRole('navigation', { name: 'Seller dashboard' }).isVisible(),
      false,
    );
    assert.equal(await slip.getByRole('button', { name: 'Print' }).isVisible(), false);
    await seller.emulateMedia({ media: 'screen' });
    await seller.getByRole('link', { name: 'Back to the order' }).click();

    await move('Out for delivery');
    // Delivering a cash order records the cash collected: the amount due after packing.
    await seller.getByRole('button', { name: 'Move to Delivered' }).click();
    const cash = seller.getByLabel(/^Cash collected \(LKR\)/);
    const due = await cash.inputValue();
    await seller.getByRole('button', { name: 'Confirm delivery' }).click();
    await seller.getByText('Status: Delivered').waitFor();
    await watch.getByText('Status: Delivered').waitFor({ timeout: 10_000 });
    const history = seller.getByRole('list', { name: 'History' });
    await history.getByText('Out for delivery → Delivered').waitFor();
    // The field holds the plain number; the notes show it as the shop writes money.
    const shown = formatMoney(Number(due));
    await history.getByText(new RegExp(`^Cash collected ${shown} of ${shown} due`)).waitFor();
    await watch.getByText(`Cash collected: ${shown}`).waitFor({ timeout: 10_000 });
    const payment = watch.getByRole('region', { name: 'Payment' });
    await payment.getByText('Cash on delivery').waitFor();
    await payment.getByText('Paid', { exact: true }).waitFor();

    assert.equal(await watch.evaluate(() => globalThis.__notReloaded), true);
    const timeline = watch.getByRole('list', { name: 'Order progress' });
    assert.equal(await timeline.locator('.is-done').count(), 5);

    // Every step reached the shopper by email, through the SMTP server.
    await eventually(() =>
      assert.deepEqual(
        new Set(subjectsFor(shopper.email)),
        new Set([
          `We have your order ${order.number}`,
          `Your order ${order.number} is confirmed`,
          `A change to your order ${order.number}`,
          `Your order ${order.number} is on its way`,
          `Your order ${order.number} was delivered`,
        ]),
      ),
    );
    const change = sink.messages.find(
      (m) => m.to.includes(shopper.email) && m.subject.startsWith('A change'),
    );
    // Quoted-printable (the email has non-ASCII text) folds long lines with a soft break.
    const body = change.raw.replace(/=\r?\n/g, '');
    assert.match(body, new RegExp(`/my-orders/${order._id}`));
  },
);

flow(
  env,
  'a shopper cancels before packing: the order shows Cancelled and the stock comes back',
  async ({ open, newContext }) => {
    const product = (await listProducts(env.stack.urls.api)).filter((p) => p.inStock).at(-1);
    const staff = apiClient(env.stack.urls.api, env.stack.urls.shell);
    await staff.loginSeller(SELLER);
    const tracked = await staff.put(`/api/product/${product._id}/tracking`, { onHand: 5 });
    assert.equal(tracked.status, 200, JSON.stringify(tracked.body));
    const { shopper, order, context } = await shopperWithOrder(newContext, [
      { product: product._id, quantity: 2 },
    ]);
    const left = async () => (await staff.get(`/api/product/${product._id}`)).body.product.quantity;
    assert.equal(await left(), 3);

    const page = await open(context);
    await visit(page, `/my-orders/${order._id}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this order?' });
    await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
    await page.getByText('Status: Cancelled').waitFor();
    await eventually(async () => assert.equal(await left(), 5));
    assert.equal(await page.getByRole('button', { name: 'Cancel order' }).count(), 0);
    await eventually(() =>
      assert.ok(subjectsFor(shopper.email).includes(`Your order ${order.number} was cancelled`)),
    );
  },
);
