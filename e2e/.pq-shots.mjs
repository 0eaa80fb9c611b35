// Ad-hoc screenshots for review (not committed).
import { startStack } from './support/stack.mjs';
import { launchBrowser, newShopperContext } from './support/browser.mjs';
import { apiClient } from './support/api.mjs';
import { SELLER } from './support/stack.mjs';
import { newShopper, shopperWithAddress } from './support/shop.mjs';

const stack = await startStack();
const browser = await launchBrowser();
try {
  const env = { stack };
  const staff = apiClient(stack.urls.api, stack.urls.shell);
  await staff.loginSeller(SELLER);
  const orders = [];
  for (let i = 0; i < 3; i += 1) {
    const { api: shopper, address } = await shopperWithAddress(env, newShopper('shot'));
    orders.push(await shopper.placeCodOrder({
      items: [
        { product: 'dairy-milk', quantity: 2 },
        { product: 'bak-bread', quantity: 1 },
        { product: 'fruit-apple', quantity: 3 },
      ],
      address: address._id,
    }));
  }
  await staff.moveOrder(orders[0]._id, ['Confirmed', 'Packing']);
  await staff.moveOrder(orders[1]._id, ['Confirmed']);
  for (const width of [360, 1366]) {
    const context = await newShopperContext(browser, stack.urls.shell, { viewport: { width, height: 800 } });
    await context.addCookies(staff.browserCookies());
    const page = await context.newPage();
    const shot = async (path, name, ready) => {
      await page.goto(path);
      await ready();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/pq-shots/${name}-${width}.png`, fullPage: true });
    };
    await shot('/seller/queue', 'queue', () => page.getByRole('heading', { name: 'Pick queue' }).waitFor());
    await shot(`/seller/orders/${orders[0]._id}/pick`, 'pick', async () => {
      await page.getByRole('heading', { name: /^Pick GC/ }).waitFor();
      if (width === 360) {
        await page.getByRole('checkbox', { name: /Picked.*Milk/ }).click();
        await page.getByRole('textbox', { name: 'Scan a barcode' }).fill('5901234123457');
        await page.keyboard.press('Enter');
        await page.getByText(/not in this order/).waitFor();
      }
    });
    await shot(`/seller/orders/${orders[1]._id}/pick`, 'pick-confirmed', () => page.getByRole('heading', { name: /^Pick GC/ }).waitFor());
    await shot('/seller/products/dairy-milk', 'product', () => page.getByRole('textbox', { name: 'Barcode' }).waitFor());
    await shot('/seller', 'add-product', () => page.getByRole('textbox', { name: 'Barcode' }).waitFor());
    await context.close();
  }
} finally {
  await browser.close();
  await stack.stop();
}
