// A first-time shopper and seller on a 360 × 800 phone (docs/SHOPPER-UX.md). No storefront
// or seller page scrolls sideways, Add to Cart / Buy now and Place Order are on screen
// without hunting (first viewport or a sticky bar), and signing in from the cart comes back
// to it.
// Also: the product's name, price and Add to Cart and home's categories are in the first
// screen, toasts keep off the header, and the build label waits behind About.
// And logging in by phone: the code read from the development SMS adapter's folder.
/* global document, window, getComputedStyle -- inside page.evaluate callbacks */
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listProducts } from '../support/api.mjs';
import { eventually, flow, useStack } from '../support/flow.mjs';
import { orderBeingPacked, signedInSeller, visitSeller } from '../support/seller.mjs';
import {
  SAMPLE_DELIVERY,
  accountButton,
  authDialog,
  newShopper,
  openLogin,
  signedInShopper,
} from '../support/shop.mjs';

const env = useStack();
const PHONE = { width: 360, height: 800 };

/**
 * The newest code the development SMS adapter wrote for `e164` (`+9477…`): one text file per
 * SMS in `DATA_DIR/sms/`, starting `To: <number>` (docs/NOTIFICATIONS.md), not one of `seen`.
 */
async function smsCode(e164, seen = new Set()) {
  return eventually(async () => {
    const folder = join(env.stack.dataDir, 'sms');
    const codes = [];
    for (const file of await readdir(folder).catch(() => [])) {
      const text = await readFile(join(folder, file), 'utf8');
      const code = text.startsWith(`To: ${e164}\n`) && /code is (\d{6})/.exec(text)?.[1];
      if (code && !seen.has(file)) codes.push({ file, code });
    }
    assert.ok(codes.length > 0, `no new SMS code for ${e164} yet`);
    seen.add(codes[0].file);
    return codes[0].code;
  });
}

/** Opens a storefront path at phone size; the phone header shows the Menu button. */
async function visitPhone(page, path) {
  await page.goto(path);
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).waitFor({ timeout: 30_000 });
}

/** The page is no wider than the screen (nothing scrolls sideways). */
async function assertNoSidewaysScroll(page, name) {
  const { scroll, viewport } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  assert.ok(scroll <= viewport, `${name}: document is ${scroll}px wide on a ${viewport}px screen`);
}

/** The element is wholly on screen without scrolling (or stuck to the screen's edge). */
async function assertOnScreen(locator, name) {
  const box = await locator.boundingBox();
  assert.ok(box, `${name} is not rendered`);
  assert.ok(
    box.y >= 0 &&
      box.y + box.height <= PHONE.height &&
      box.x >= 0 &&
      box.x + box.width <= PHONE.width,
    `${name} is off screen: ${JSON.stringify(box)}`,
  );
}

/** A button's label fits on one line (a wrapped label doubles the button's height). */
async function assertOneLine(locator, name) {
  const lines = await locator.evaluate((el) => {
    const style = getComputedStyle(el);
    const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
    const content =
      el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    return Math.round(content / lineHeight);
  });
  assert.ok(lines <= 1, `${name} wraps onto ${lines} lines`);
}

flow(
  env,
  'at 360 × 800 no storefront page scrolls sideways and the main buttons are on screen',
  async ({ open, newContext }) => {
    const [product, other] = (await listProducts(env.stack.urls.api)).filter((p) => p.inStock);
    const { context, api } = await signedInShopper(env, newContext, 'phone');
    const address = await api.addAddress(SAMPLE_DELIVERY);
    await api.placeCodOrder({
      items: [{ product: other._id, quantity: 1 }],
      address: address._id,
    });
    await api.post('/api/cart/update', { cartItems: { [product._id]: 2, [other._id]: 1 } });
    const page = await open(context);
    await page.setViewportSize(PHONE);
    const productPath = `/products/${product.category.toLowerCase()}/${product._id}`;

    for (const [name, path, ready] of [
      [
        'home',
        '/',
        () =>
          page.getByRole('region', { name: 'Best Sellers' }).getByRole('article').first().waitFor(),
      ],
      [
        'all products',
        '/products',
        () => page.getByRole('main').getByRole('article').first().waitFor(),
      ],
      [
        'category',
        `/products/${product.category.toLowerCase()}`,
        () => page.getByRole('main').getByRole('article').first().waitFor(),
      ],
      [
        'product',
        productPath,
        () => page.getByRole('heading', { level: 1, name: product.name }).waitFor(),
      ],
      ['cart', '/cart', () => page.getByRole('complementary', { name: 'Order Summary' }).waitFor()],
      [
        'add address',
        '/add-address',
        () => page.getByRole('button', { name: 'Save address' }).waitFor(),
      ],
      [
        'my orders',
        '/my-orders',
        () =>
          page
            .getByRole('article', { name: /^Order / })
            .first()
            .waitFor(),
      ],
    ]) {
      await visitPhone(page, path);
      await ready();
      await assertNoSidewaysScroll(page, name);
    }

    // Search is one tap away in the header, without opening the menu.
    await visitPhone(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('combobox', { name: 'Search products' }).first().fill('a');
    await page.waitForURL(/\/products\?q=a$/);
    await assertNoSidewaysScroll(page, 'products with phone search open');

    // Product page: both buttons on the first screen (sticky bar), labels on one line.
    await visitPhone(page, productPath);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    for (const label of ['Add to Cart', 'Buy now']) {
      const button = page.getByRole('main').getByRole('button', { name: label, exact: true });
      await assertOnScreen(button, label);
      await assertOneLine(button, label);
    }

    // Cart: the total and the way to Place Order stay on screen (sticky bar), and lead to it.
    await visitPhone(page, '/cart');
    const goTo = page.getByRole('button', { name: 'Go to Place Order' });
    await goTo.waitFor();
    await assertOnScreen(goTo, 'Go to Place Order');
    await page.mouse.wheel(0, 400);
    await assertOnScreen(goTo, 'Go to Place Order after scrolling');
    await goTo.click();
    const place = page.getByRole('button', { name: 'Place Order', exact: true });
    await assertOnScreen(place, 'Place Order');
    assert.ok(await place.evaluate((el) => el === document.activeElement), 'Place Order has focus');
  },
);

flow(env, 'at 360 × 800 no seller page scrolls sideways', async ({ open, newContext }) => {
  const { context, api: staff } = await signedInSeller(env, newContext);
  const order = await orderBeingPacked(env, staff);
  const [product] = await listProducts(env.stack.urls.api);
  const page = await open(context);
  await page.setViewportSize(PHONE);
  const heading = (name) => () => page.getByRole('heading', { level: 1, name }).waitFor();
  for (const [name, path, ready] of [
    [
      'add product',
      '/seller',
      () => page.getByRole('heading', { level: 1, name: 'Add Product' }).waitFor(),
    ],
    ['product list', '/seller/product-list', () => page.getByRole('switch').first().waitFor()],
    [
      'orders',
      '/seller/orders',
      () => page.getByRole('heading', { level: 1, name: 'Orders List' }).waitFor(),
    ],
    ['order detail', `/seller/orders/${order._id}`, heading(`Order ${order.number}`)],
    ['packing slip', `/seller/orders/${order._id}/slip`, heading(`Packing slip · ${order.number}`)],
    ['product page', `/seller/products/${product._id}`, heading(product.name)],
    ['low stock', '/seller/low-stock', () => page.getByRole('heading', { level: 1 }).waitFor()],
  ]) {
    await visitSeller(page, path);
    await ready();
    await assertNoSidewaysScroll(page, `seller ${name}`);
  }
  // The build label (it proves independent deploys) is not in the staff's way: it waits
  // behind About at the foot of the screen, and opens there inside the screen.
  await visitSeller(page, '/seller/orders');
  await page.getByRole('heading', { level: 1, name: 'Orders List' }).waitFor();
  const label = page.getByTestId('seller-build-id');
  assert.equal(await label.isVisible(), false, 'the build label is shown without asking');
  await page.getByText('About', { exact: true }).click();
  await label.scrollIntoViewIfNeeded();
  await assertOnScreen(label, 'seller build label');
});

/** Whether two boxes overlap. */
function overlaps(a, b) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

flow(
  env,
  'at 360 × 800 the first screen shows the product, its price and Add to Cart, and home shows categories',
  async ({ open, newContext }) => {
    const [product] = (await listProducts(env.stack.urls.api)).filter((p) => p.inStock);
    const { context, api } = await signedInShopper(env, newContext, 'first-screen');
    await api.post('/api/cart/update', { cartItems: { [product._id]: 1 } });
    const page = await open(context);
    await page.setViewportSize(PHONE);

    // Product page: name, price (MRP and saving) and Add to Cart in the first screen, and the
    // bar holding the buttons (pinned on short screens) is below the price, not over it.
    await visitPhone(page, `/products/${product.category.toLowerCase()}/${product._id}`);
    const name = page.getByRole('heading', { level: 1, name: product.name });
    await name.waitFor();
    const main = page.getByRole('main');
    const price = main.getByText(/^Price:/);
    await assertOnScreen(name, 'product name');
    await assertOnScreen(price, 'price');
    await assertOnScreen(main.getByText(/^MRP:/), 'MRP');
    if (product.price > product.offerPrice) {
      await assertOnScreen(main.getByText(/^Save /), 'saving');
    }
    const addToCart = main.getByRole('button', { name: 'Add to Cart', exact: true });
    await assertOnScreen(addToCart, 'Add to Cart');
    const bar = await main.getByRole('group', { name: `Buy ${product.name}` }).boundingBox();
    for (const [what, box] of [
      ['name', await name.boundingBox()],
      ['price', await price.boundingBox()],
    ]) {
      assert.ok(!overlaps(bar, box), `the buttons' bar covers the ${what}`);
    }

    // A toast (Add to Cart's) covers neither the header's search nor its cart.
    const header = page.getByRole('banner');
    await addToCart.click();
    const toast = page.getByRole('status').filter({ hasText: 'Added to Cart' }).first();
    await toast.waitFor();
    // Where it comes to rest: react-hot-toast slides a new toast down from above the page.
    await eventually(async () => {
      const toastBox = await toast.boundingBox();
      assert.ok(toastBox, 'the toast is on screen');
      for (const [what, target] of [
        ['search', header.getByRole('button', { name: 'Search' })],
        ['cart', header.getByRole('link', { name: /^Cart, / })],
      ]) {
        assert.ok(!overlaps(toastBox, await target.boundingBox()), `a toast covers the ${what}`);
      }
    });

    // Home: a category tile is in the first screen, not only the banner.
    await visitPhone(page, '/');
    const tile = main.getByRole('region', { name: 'Categories' }).getByRole('link').first();
    await tile.waitFor();
    await assertOnScreen(tile, 'first category tile');

    // Cart: the "if unavailable" choice shows its whole text (it was cut: "Refund if unavai…").
    await visitPhone(page, '/cart');
    const choice = main.getByRole('combobox', { name: `If ${product.name} is unavailable` });
    await choice.waitFor();
    const { text, room } = await choice.evaluate((el) => {
      const style = getComputedStyle(el);
      const probe = document.createElement('span');
      probe.style.font = style.font;
      probe.style.whiteSpace = 'nowrap';
      probe.textContent = el.options[el.selectedIndex].text;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      // The select's arrow takes about 20 px of its inner width.
      const inner = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: width, room: inner - 20 };
    });
    assert.ok(text <= room, `the substitution choice is cut: ${text}px of text in ${room}px`);
  },
);

flow(env, "on a laptop toasts stay off the header's search box and cart", async ({ open }) => {
  const [product] = (await listProducts(env.stack.urls.api)).filter((p) => p.inStock);
  const page = await open();
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`/products/${product.category.toLowerCase()}/${product._id}`);
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: product.name }).waitFor({ timeout: 30_000 });
  // The quantity picker is labelled and sits with the two buttons, on one line.
  const group = main.getByRole('group', { name: `Buy ${product.name}` });
  const parts = [
    group.getByRole('combobox', { name: `Quantity of ${product.name}` }),
    group.getByRole('button', { name: 'Add to Cart', exact: true }),
    group.getByRole('button', { name: 'Buy now', exact: true }),
  ];
  const boxes = await Promise.all(parts.map((part) => part.boundingBox()));
  const bottoms = boxes.map((box) => Math.round(box.y + box.height));
  assert.ok(Math.max(...bottoms) - Math.min(...bottoms) <= 4, `not one line: ${bottoms}`);
  const label = group.locator('label');
  assert.ok(await label.isVisible(), 'the quantity has no shown label');
  assert.match(await label.innerText(), /^Quantity/);

  await parts[1].click();
  const toast = page.getByRole('status').filter({ hasText: 'Added to Cart' }).first();
  await toast.waitFor();
  const header = page.getByRole('banner');
  // Where it comes to rest: react-hot-toast slides a new toast down from above the page.
  await eventually(async () => {
    const toastBox = await toast.boundingBox();
    for (const [what, target] of [
      ['search box', header.getByRole('combobox', { name: 'Search products' })],
      ['cart', header.getByRole('link', { name: /^Cart, / })],
    ]) {
      assert.ok(!overlaps(toastBox, await target.boundingBox()), `a toast covers the ${what}`);
    }
  });
});

flow(
  env,
  'signing up from the cart on a phone returns to the cart, not to the home page',
  async ({ open }) => {
    const [product] = (await listProducts(env.stack.urls.api)).filter((p) => p.inStock);
    const page = await open();
    await page.setViewportSize(PHONE);
    await visitPhone(page, `/products/${product.category.toLowerCase()}/${product._id}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await visitPhone(page, '/cart');
    await page.getByRole('button', { name: 'Place Order', exact: true }).click();
    const dialog = authDialog(page);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    const shopper = newShopper('phone-cart');
    await dialog.getByLabel('Name').fill(shopper.name);
    await dialog.getByLabel('Email').fill(shopper.email);
    await dialog.getByLabel(/^Password/).fill(shopper.password);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(new URL(page.url()).pathname, '/cart');
    await page.getByRole('complementary', { name: 'Order Summary' }).waitFor();
    // A new account had nothing saved: no "merged" message.
    assert.equal(await page.getByText(/saved in your account|merged/i).count(), 0);
  },
);

flow(
  env,
  'a shopper logs in by phone with the code the SMS brings',
  async ({ open, newContext }) => {
    // A verified number first (the account page's job: done through the API here).
    const { shopper, api } = await signedInShopper(env, newContext, 'sms-login');
    const seven = String(Date.now()).slice(-7);
    const e164 = `+9477${seven}`;
    const seen = new Set();
    await api.post('/api/user/phone/code', { phone: `077 ${seven}` });
    await api.post('/api/user/phone/verify', { phone: e164, code: await smsCode(e164, seen) });

    const page = await open(await newContext());
    await page.goto('/');
    await openLogin(page);
    const dialog = authDialog(page);
    await dialog.getByRole('button', { name: 'Log in with a code by SMS' }).click();
    await page.getByRole('dialog', { name: 'Log in with a code by SMS' }).waitFor();
    await dialog.getByLabel('Mobile number').fill(`077 ${seven.slice(0, 3)} ${seven.slice(3)}`);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog
      .getByRole('status')
      .getByText(/we have sent one by SMS/)
      .waitFor();
    // A new code only after the countdown.
    assert.ok(await dialog.getByRole('button', { name: 'Send a new code' }).isDisabled());
    await dialog.getByText(/You can ask for a new code in \d+ s/).waitFor();
    const code = dialog.getByLabel('Code from the SMS');
    assert.equal(await code.getAttribute('autocomplete'), 'one-time-code');
    assert.equal(await code.getAttribute('inputmode'), 'numeric');
    const right = await smsCode(e164, seen);
    await code.fill(right === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await dialog.getByText('That code is not right or has expired').waitFor();
    await code.fill(right);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await accountButton(page, shopper.name).first().waitFor();
    assert.equal(await page.getByRole('dialog').count(), 0);
  },
);
