// Today (docs/TODAY.md; issue 41): the owner opens Today, watches its counts move as a
// shopper's order arrives over the live order feed (no reload), and opens a count as the
// filtered order list. With TODAY_SHOTS_DIR set, also screenshots Today at 360 and 1366 px.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eventually, flow, useStack } from '../support/flow.mjs';
import { listProducts } from '../support/api.mjs';
import { signedInSeller, visitSeller } from '../support/seller.mjs';
import { newShopper, shopperWithAddress } from '../support/shop.mjs';

const env = useStack();

/** The number a figure of "Sales today" shows (its `dd` after the `dt` named `label`). */
async function salesFigure(page, label) {
  const sales = page.getByRole('region', { name: /Sales today/ });
  const text = await sales.locator('dt', { hasText: label }).locator('xpath=../dd').textContent();
  return Number(text.replace(/[^0-9.]/g, ''));
}

/** The count a tile of "Needs a person now" shows. */
async function tileCount(page, name) {
  const tile = page
    .getByRole('list', { name: 'Needs a person now' })
    .getByRole('link', { name: new RegExp(name) });
  return Number(await tile.locator('.seller-today__count').textContent());
}

flow(
  env,
  'the owner opens Today and watches a count change as an order arrives, without a reload',
  async ({ open, newContext }) => {
    const { api: staff, context } = await signedInSeller(env, newContext);
    const page = await open(context);
    await visitSeller(page, '/seller/today');
    await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
    await page.getByRole('list', { name: 'Needs a person now' }).waitFor();
    // The owner finds it first in the sidebar.
    const nav = page.getByRole('navigation', { name: 'Seller dashboard' });
    assert.equal(
      (await nav.getByRole('link').first().textContent()).trim().startsWith('Today'),
      true,
    );

    const ordersBefore = await salesFigure(page, 'Orders');
    const dueBefore = await tileCount(page, 'Due soon');
    // A mark on the window: gone if the page reloads.
    await page.evaluate(() => {
      globalThis.__todayNotReloaded = true;
    });

    // A shopper places a cash order: Today's order count moves over the live feed.
    const [product] = (await listProducts(env.stack.urls.api)).filter(
      (p) => p.inStock && p.soldBy !== 'weight',
    );
    const { api: shopper, address } = await shopperWithAddress(env, newShopper('today'));
    const order = await shopper.placeCodOrder({
      items: [{ product: product._id, quantity: 1 }],
      address: address._id,
    });
    await eventually(async () => assert.equal(await salesFigure(page, 'Orders'), ordersBefore + 1));
    assert.equal(await page.evaluate(() => globalThis.__todayNotReloaded), true);
    assert.equal(await tileCount(page, 'Due soon'), dueBefore);

    // Confirmed, it leaves nothing waiting; a count opens the filtered order list.
    await staff.moveOrder(order._id, ['Confirmed']);
    await page
      .getByRole('list', { name: 'Needs a person now' })
      .getByRole('link', { name: /Waiting for confirmation/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Orders List' }).waitFor();
    assert.match(page.url(), /\/seller\/orders\?need=unconfirmed$/);
    await page.getByText('Showing only:').waitFor();
    // The order, confirmed, is not in the "waiting for confirmation" list.
    assert.equal(await page.getByText(order.number).count(), 0);

    const shots = process.env.TODAY_SHOTS_DIR;
    if (shots) {
      await mkdir(shots, { recursive: true });
      // A settings change, to see the audit log's before → after.
      await visitSeller(page, '/seller/settings');
      const minutes = page.getByLabel(/Unconfirmed alert after/);
      await minutes.fill('30');
      await page.getByLabel(/Tax rate/).fill('3');
      await page.getByRole('button', { name: 'Save' }).click();
      await page
        .getByText(/Shop settings saved/)
        .first()
        .waitFor();
      for (const width of [360, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await visitSeller(page, '/seller/audit?action=settings.change');
        await page.getByRole('list', { name: 'Changed fields' }).first().waitFor();
        await page.screenshot({ path: join(shots, `audit-${width}.png`) });
      }
      for (const width of [360, 1366]) {
        await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
        await visitSeller(page, '/seller/today');
        await page.getByRole('list', { name: 'Needs a person now' }).waitFor();
        await page.screenshot({ path: join(shots, `today-${width}.png`), fullPage: true });
        await visitSeller(page, '/seller/orders?need=unconfirmed');
        await page.getByText('Showing only:').waitFor();
        await page.screenshot({ path: join(shots, `orders-need-${width}.png`) });
      }
    }
  },
);
