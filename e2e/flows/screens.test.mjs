// Screenshots: every storefront and seller screen, at 360 × 800 and 1366 × 800,
// matches its committed baseline in e2e/screens/, so a layout broken by a shared style fails
// CI. The data is fixed (the seed catalogue, one shopper, one order made the same way each
// run), the browser clock frozen, motion off; what still differs between runs (dates the
// server stamps, session details) is masked. `UPDATE_SCREENS=1` rewrites the baselines
// (`npm run screens:update -w @greencart/e2e`; e2e/README.md).
/* global document -- inside page.evaluate callbacks, which run in the browser */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flow, useStack } from '../support/flow.mjs';
import {
  MAX_HEIGHT,
  STILL_CONTEXT,
  UPDATE,
  WIDTHS,
  compareWithBaseline,
  newRun,
  settle,
  stillPage,
} from '../support/screens.mjs';
import { signedInSeller, visitSeller } from '../support/seller.mjs';
import { apiClient } from '../support/api.mjs';
import { SAMPLE_DELIVERY, authDialog, shopperWithAddress } from '../support/shop.mjs';
import { ROOT, SELLER } from '../support/stack.mjs';

const env = useStack();

/** The shopper every logged-in screen shows (a fresh database each run: always free). */
const SHOPPER = { name: 'Asha Perera', email: 'asha.perera@example.com', password: 'screens-pw-1' };
/** What the order holds and what the carts hold: seed products, by their fixed ids. */
const ORDER_ITEMS = [
  { product: 'veg-potato', quantity: 2, substitution: 'similar' },
  { product: 'dairy-milk', quantity: 1 },
];
const CART = { 'fruit-apple': 2, 'bak-bread': 1 };
const GUEST_CART_KEY = 'greencart.guestCart';

/**
 * Text that changes between runs: what the server stamps with the time of the run (order
 * history, sessions' last use) and the seller build's id. Masked: the box keeps its place.
 */
const UNSTABLE = [
  'time',
  'dt:text-is("Placed") + dd',
  // The same date on My Orders' cards in any language (its label is translated).
  '.sf-order__head > div:nth-child(2) > dd',
  '[data-testid="seller-build-id"]',
];

/**
 * Makes the fixed data: the shopper with an address, one COD order moved by the seller to
 * Packing (so the seller's order page shows its packing controls), and a saved cart.
 */
async function fixedData(staff) {
  const { api: shopper, address } = await shopperWithAddress(env, SHOPPER);
  const order = await shopper.placeCodOrder({ items: ORDER_ITEMS, address: address._id });
  await staff.moveOrder(order._id, ['Confirmed', 'Packing']);
  const saved = await shopper.post('/api/cart/update', { cartItems: CART });
  assert.equal(saved.status, 200, `cart refused: ${JSON.stringify(saved.body)}`);
  return { shopper, order };
}

/**
 * Opens a storefront path and waits for its header (shop.mjs's visit() waits for the main
 * navigation, which a phone folds into the menu).
 */
async function visit(page, path) {
  await page.goto(path);
  await page.getByRole('banner').first().waitFor({ timeout: 30_000 });
}

const h1 = (page, name) => page.getByRole('heading', { level: 1, name }).waitFor();
const firstCard = (page) => page.getByRole('main').getByRole('article').first().waitFor();

/**
 * Screens a profile shows, each `[name, open(page)]`; `open` leaves the page ready but not
 * necessarily still (see settle()).
 */
function storefrontScreens(order) {
  return {
    guest: [
      [
        'home',
        async (page) => {
          await visit(page, '/');
          await page
            .getByRole('region', { name: 'Best Sellers' })
            .getByRole('article')
            .first()
            .waitFor();
        },
      ],
      ['products', async (page) => (await visit(page, '/products'), firstCard(page))],
      ['category', async (page) => (await visit(page, '/products/fruits'), firstCard(page))],
      [
        'product',
        async (page) => (
          await visit(page, '/products/vegetables/veg-potato'),
          h1(page, 'Potato 500g')
        ),
      ],
      [
        'cart-guest',
        async (page) => {
          await visit(page, '/cart');
          await page.getByRole('complementary', { name: 'Order Summary' }).waitFor();
          // No address yet: the cart asks for the area (the sample Colombo areas are seeded).
          await page.getByRole('combobox', { name: 'Your area' }).selectOption('Dehiwala');
        },
      ],
      [
        'login-modal',
        async (page) => {
          // /my-orders asks a guest to log in, with a Login button at both widths.
          await visit(page, '/my-orders');
          await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
          await authDialog(page).getByLabel('Email').waitFor();
        },
      ],
    ],
    shopper: [
      [
        'cart-shopper',
        async (page) => {
          await visit(page, '/cart');
          await page.getByRole('complementary', { name: 'Order Summary' }).waitFor();
          await page.getByText(SAMPLE_DELIVERY.street, { exact: false }).first().waitFor();
        },
      ],
      [
        'add-address',
        async (page) => {
          await visit(page, '/add-address');
          await page.getByRole('button', { name: 'Save address' }).waitFor();
        },
      ],
      [
        'my-orders',
        async (page) => {
          await visit(page, '/my-orders');
          await page
            .getByRole('article', { name: /^Order / })
            .first()
            .waitFor();
        },
      ],
      [
        'order-confirmation',
        async (page) => {
          await visit(page, `/my-orders?placed=${order._id}`);
          await h1(page, 'Order placed');
          await page.getByRole('link', { name: 'View order' }).waitFor();
        },
      ],
      [
        'order',
        async (page) => {
          await visit(page, `/my-orders/${order._id}`);
          await h1(page, `Order ${order.number}`);
          // The start-up frame has the heading too: the timeline is the full app's.
          await page.locator('.sf-timeline').waitFor();
        },
      ],
      [
        'account',
        async (page) => (
          await visit(page, '/account'),
          page.getByRole('heading', { level: 1 }).waitFor()
        ),
      ],
      [
        'addresses',
        async (page) => {
          await visit(page, '/addresses');
          await page.getByText(SAMPLE_DELIVERY.street, { exact: false }).first().waitFor();
        },
      ],
    ],
  };
}

/** The letters of each translated language's script. */
const SCRIPTS = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ };

/**
 * Waits until the page shows `language`: the main area's words are in its script (the
 * catalogue is a chunk of its own, fetched on the first visit).
 */
async function inLanguage(page, language) {
  // Locators, not waitForFunction: the page's clock is frozen (stillPage), so its own timers
  // and animation frames do not run.
  await page.getByRole('main').getByText(SCRIPTS[language]).first().waitFor();
}

/**
 * The screens whose words the account, address, checkout and order catalogues translate, in
 * Sinhala or Tamil: opened without English names (the words change), by their structure.
 */
function translatedScreens(order, language) {
  const ready = (open) => async (page) => (await open(page), inLanguage(page, language));
  return {
    guest: [
      [
        'cart-guest',
        ready(async (page) => {
          await visit(page, '/cart');
          await page.locator('.sf-summary').waitFor();
          // The area picker by its label in the page's language (other selects may come first).
          const words = JSON.parse(
            readFileSync(join(ROOT, 'mfe-storefront', 'src', 'i18n', `${language}.json`), 'utf8'),
          );
          await page
            .getByRole('combobox', { name: words.checkout.yourArea })
            .selectOption('Dehiwala');
        }),
      ],
    ],
    shopper: [
      [
        'cart-shopper',
        ready(async (page) => {
          await visit(page, '/cart');
          await page.locator('.sf-summary').waitFor();
          await page.getByText(SAMPLE_DELIVERY.street, { exact: false }).first().waitFor();
        }),
      ],
      [
        'add-address',
        ready(async (page) => {
          await visit(page, '/add-address');
          await page.locator('.sf-address-form button[type="submit"]').waitFor();
        }),
      ],
      [
        'my-orders',
        ready(async (page) => {
          await visit(page, '/my-orders');
          await page.locator('article.sf-order').first().waitFor();
        }),
      ],
      [
        'order-confirmation',
        ready(async (page) => {
          await visit(page, `/my-orders?placed=${order._id}`);
          await page.locator(`.sf-confirmation a[href="/my-orders/${order._id}"]`).waitFor();
        }),
      ],
      [
        'order',
        ready(async (page) => {
          await visit(page, `/my-orders/${order._id}`);
          await page.locator('.sf-order-page h1').getByText(order.number).waitFor();
          await page.locator('.sf-timeline').waitFor();
        }),
      ],
      [
        'account',
        ready(async (page) => {
          await visit(page, '/account');
          await page.locator('.sf-account-page h1').waitFor();
        }),
      ],
      [
        'addresses',
        ready(async (page) => {
          await visit(page, '/addresses');
          await page.getByText(SAMPLE_DELIVERY.street, { exact: false }).first().waitFor();
        }),
      ],
    ],
  };
}

function sellerScreens(order) {
  return {
    guest: [
      [
        'seller-login',
        async (page) => {
          await visitSeller(page);
          await page.getByRole('heading', { name: 'Seller Login' }).waitFor();
        },
      ],
    ],
    seller: [
      [
        'seller-add-product',
        async (page) => (await visitSeller(page, '/seller'), h1(page, 'Add Product')),
      ],
      [
        'seller-product-list',
        async (page) => {
          await visitSeller(page, '/seller/product-list');
          await page.getByRole('switch').first().waitFor();
        },
      ],
      [
        'seller-orders',
        async (page) => {
          await visitSeller(page, '/seller/orders');
          await h1(page, 'Orders List');
          await page
            .getByRole('status')
            .filter({ hasText: 'Loading orders' })
            .waitFor({ state: 'hidden' });
          await page.getByText(order.number).first().waitFor();
        },
      ],
      [
        'seller-order',
        async (page) => {
          await visitSeller(page, `/seller/orders/${order._id}`);
          await h1(page, `Order ${order.number}`);
        },
      ],
      [
        'seller-search-synonyms',
        async (page) => {
          await visitSeller(page, '/seller/search-synonyms');
          await h1(page, 'Search synonyms');
          await page.getByRole('textbox').first().waitFor();
        },
      ],
      [
        'seller-staff',
        async (page) => {
          await visitSeller(page, '/seller/staff');
          await h1(page, 'Staff');
          await page.getByRole('button', { name: 'Send invitation' }).waitFor();
          await page.getByText('seller@greencart.local').first().waitFor();
        },
      ],
      [
        'seller-delivery',
        async (page) => {
          await visitSeller(page, '/seller/delivery');
          await h1(page, 'Delivery');
          await page.getByRole('group', { name: /^Zone 1\b/ }).waitFor();
        },
      ],
      [
        'seller-settings',
        async (page) => {
          await visitSeller(page, '/seller/settings');
          await h1(page, 'Shop settings');
          await page.getByRole('group', { name: 'Tax and cash' }).waitFor();
        },
      ],
      [
        'seller-audit',
        async (page) => {
          await visitSeller(page, '/seller/audit');
          await h1(page, 'Audit log');
          await page
            .getByRole('listitem')
            .filter({ hasText: 'Order status changed' })
            .first()
            .waitFor();
        },
      ],
      [
        'seller-account',
        async (page) => {
          await visitSeller(page, '/seller/account');
          await h1(page, 'My account');
          await page.getByText('(this device)').first().waitFor();
        },
      ],
      [
        'seller-packing-slip',
        async (page) => {
          await visitSeller(page, `/seller/orders/${order._id}/slip`);
          await h1(page, `Packing slip · ${order.number}`);
        },
      ],
    ],
  };
}

/** Screenshots each screen of `screens` in a fresh still page of `context`, at `width`. */
async function capture(context, open, screens, width, run) {
  const results = [];
  const page = await open(context);
  await stillPage(page);
  for (const [name, openScreen] of screens) {
    await openScreen(page);
    await settle(page);
    // Times of the run (orders placed now, sessions) would change the text's width and so the
    // layout around it: put one fixed text in each before masking it.
    for (const selector of UNSTABLE)
      await page.locator(selector).evaluateAll((elements) => {
        for (const element of elements) element.textContent = '00 Xxx 0000, 00:00';
      });
    const { height } = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
    }));
    const png = await page.screenshot({
      fullPage: true,
      clip: { x: 0, y: 0, width: width.viewport.width, height: Math.min(height, MAX_HEIGHT) },
      animations: 'disabled',
      caret: 'hide',
      mask: UNSTABLE.map((selector) => page.locator(selector)),
      maskColor: '#ff00ff',
    });
    results.push(compareWithBaseline(`${name}-${width.name}`, png, run));
  }
  return results;
}

/** Fails once, naming every screen that differs; prints each screen's figures. */
function report(results) {
  for (const r of results)
    console.log(
      `screen ${r.name}: ${UPDATE ? 'baseline written' : `${r.differing} differing pixels (${(r.ratio * 100).toFixed(3)} %)`}`,
    );
  const failures = results.filter((r) => r.message);
  assert.equal(
    failures.length,
    0,
    `screens differ from e2e/screens/ (if the change is intended: npm run screens:update -w @greencart/e2e):\n` +
      failures.map((r) => `${r.name}: ${r.message}`).join('\n'),
  );
}

let fixed;
async function data() {
  if (!fixed) {
    const staff = apiClient(env.stack.urls.api, env.stack.urls.shell);
    await staff.loginSeller(SELLER);
    fixed = await fixedData(staff);
  }
  return fixed;
}

flow(
  env,
  'every storefront screen matches its baseline at both widths',
  async ({ open, newContext }) => {
    const { shopper, order } = await data();
    const screens = storefrontScreens(order);
    const run = newRun();
    const results = [];
    for (const width of WIDTHS) {
      const options = { ...STILL_CONTEXT, viewport: width.viewport };
      const guest = await newContext({
        ...options,
        storageState: {
          cookies: [],
          origins: [
            {
              origin: env.stack.urls.shell,
              localStorage: [{ name: GUEST_CART_KEY, value: JSON.stringify(CART) }],
            },
          ],
        },
      });
      results.push(...(await capture(guest, open, screens.guest, width, run)));
      const loggedIn = await newContext(options);
      await loggedIn.addCookies(shopper.browserCookies());
      results.push(...(await capture(loggedIn, open, screens.shopper, width, run)));
    }
    report(results);
  },
);

/** A context at `width` whose storefront starts in `language`, with `localStorage` extras. */
function languageState(language, extra = []) {
  return {
    cookies: [],
    origins: [
      {
        origin: env.stack.urls.shell,
        localStorage: [{ name: 'greencart.language', value: language }, ...extra],
      },
    ],
  };
}

flow(
  env,
  'the translated storefront screens match their baselines in Sinhala and Tamil at both widths',
  async ({ open, newContext }) => {
    const { shopper, order } = await data();
    const run = newRun();
    const results = [];
    for (const language of ['si', 'ta']) {
      // The account's language wins over the browser's once logged in: set it too.
      const saved = await shopper.put('/api/user/language', { language });
      assert.equal(saved.status, 200, `language refused: ${JSON.stringify(saved.body)}`);
      const screens = translatedScreens(order, language);
      const named = (list) => list.map(([name, openScreen]) => [`${name}-${language}`, openScreen]);
      for (const width of WIDTHS) {
        const options = { ...STILL_CONTEXT, viewport: width.viewport };
        const guest = await newContext({
          ...options,
          storageState: languageState(language, [
            { name: GUEST_CART_KEY, value: JSON.stringify(CART) },
          ]),
        });
        results.push(...(await capture(guest, open, named(screens.guest), width, run)));
        // One logged-in session for every screen of the width.
        const loggedIn = await newContext({ ...options, storageState: languageState(language) });
        await loggedIn.addCookies(shopper.browserCookies());
        results.push(...(await capture(loggedIn, open, named(screens.shopper), width, run)));
      }
    }
    await shopper.put('/api/user/language', { language: 'en' });
    report(results);
  },
  // 32 screens (two languages, two widths) on a shared CI machine.
  { timeout: 600_000 },
);

flow(
  env,
  'every seller screen matches its baseline at both widths',
  async ({ open, newContext }) => {
    const { order } = await data();
    const screens = sellerScreens(order);
    const run = newRun();
    const results = [];
    for (const width of WIDTHS) {
      const options = { ...STILL_CONTEXT, viewport: width.viewport };
      results.push(...(await capture(await newContext(options), open, screens.guest, width, run)));
      const { context } = await signedInSeller(env, () => newContext(options));
      results.push(...(await capture(context, open, screens.seller, width, run)));
    }
    report(results);
  },
);
