// Shopper account flows through the shell, against the real API and a fresh embedded
// database: register, logout, login, the guest cart merged at login,
// addresses, 'Please select an address', a COD order in My Orders, the cart restored after
// a reload, and the /loader redirect.
import assert from 'node:assert/strict';
import { MESSAGES, formatCents, priceCart } from '../../api/contracts/dist/index.js';
import { apiClient, listProducts } from '../support/api.mjs';
import { eventually, flow, useStack } from '../support/flow.mjs';
import {
  accountButton,
  authDialog,
  expectCartCount,
  expectToast,
  logIn,
  logOut,
  mainNav,
  newShopper,
  register,
  signedInShopper,
  visit,
} from '../support/shop.mjs';

const env = useStack();
const pathname = (page) => new URL(page.url()).pathname;
const inStock = async () => (await listProducts(env.stack.urls.api)).filter((p) => p.inStock);

flow(
  env,
  'registering logs the shopper in with a profile menu; logout and login work',
  async ({ open }) => {
    const shopper = newShopper('register');
    const page = await open();
    await visit(page, '/products');
    await register(page, shopper);
    assert.equal(pathname(page), '/', 'register goes to /');
    await authDialog(page).waitFor({ state: 'hidden' });
    await accountButton(page, shopper.name).click();
    assert.deepEqual(await page.getByRole('menuitem').allInnerTexts(), [
      'My Orders',
      'My Addresses',
      'My Account',
      'Logout',
    ]);
    await page.keyboard.press('Escape');

    await visit(page, '/products');
    await logOut(page, shopper.name);
    assert.equal(pathname(page), '/', 'logout goes to /');
    await page.reload();
    await mainNav(page).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).waitFor();

    await logIn(page, shopper);
    await authDialog(page).waitFor({ state: 'hidden' });
    assert.equal(pathname(page), '/');
  },
);

flow(
  env,
  'at login the guest cart is merged into the saved cart (quantities added)',
  async ({ open }) => {
    const [a, b] = await inStock();
    const shopper = newShopper('merge');
    const api = apiClient(env.stack.urls.api, env.stack.urls.shell);
    await api.register(shopper);
    assert.equal((await api.post('/api/cart/update', { cartItems: { [a._id]: 2 } })).status, 200);

    const page = await open();
    await visit(page, '/products');
    await expectToast(page, MESSAGES.addedToCart, () =>
      page.getByRole('button', { name: `Add ${a.name} to cart` }).click(),
    );
    await expectToast(page, MESSAGES.addedToCart, () =>
      page.getByRole('button', { name: `Add ${b.name} to cart` }).click(),
    );
    await logIn(page, shopper);
    await expectCartCount(page, 4);
    await page
      .getByRole('status')
      .filter({ hasText: /saved in your account/ })
      .first()
      .waitFor();
    await eventually(async () => {
      const { body } = await api.get('/api/user/is-auth');
      assert.deepEqual(body.user.cartItems, { [a._id]: 3, [b._id]: 1 });
    });
  },
);

flow(
  env,
  '/add-address sends a logged-out visitor to /cart but keeps a logged-in shopper there',
  async ({ open, newContext }) => {
    const guest = await open();
    await visit(guest, '/add-address');
    await guest.waitForURL((url) => url.pathname === '/cart');

    const { context } = await signedInShopper(env, newContext, 'stay');
    const page = await open(context);
    await visit(page, '/add-address');
    await page.getByRole('button', { name: 'Save address' }).waitFor();
    assert.equal(pathname(page), '/add-address');
  },
);

flow(
  env,
  'placing an order without an address says "Please select an address"',
  async ({ open, newContext }) => {
    const [product] = await inStock();
    const { context, api } = await signedInShopper(env, newContext, 'noaddr');
    const page = await open(context);
    await visit(page, '/products');
    await expectToast(page, MESSAGES.addedToCart, () =>
      page.getByRole('button', { name: `Add ${product.name} to cart` }).click(),
    );
    // The change is saved in the background: reload only once the server has it.
    await eventually(async () => {
      const { body } = await api.get('/api/user/is-auth');
      assert.deepEqual(body.user.cartItems, { [product._id]: 1 });
    });
    await visit(page, '/cart');
    await page.getByText(MESSAGES.noAddress).waitFor();
    await expectToast(page, MESSAGES.selectAddress, () =>
      page.getByRole('button', { name: 'Place Order' }).click(),
    );
    assert.equal(pathname(page), '/cart');
  },
);

flow(
  env,
  'a shopper adds an address, places a COD order and sees it in My Orders with the right total',
  async ({ open, newContext }) => {
    const [a, , c] = await inStock();
    const { context, api } = await signedInShopper(env, newContext, 'order');
    assert.equal(
      (await api.post('/api/cart/update', { cartItems: { [a._id]: 2, [c._id]: 3 } })).status,
      200,
    );
    const totals = priceCart([
      { offerPrice: a.offerPrice, quantity: 2 },
      { offerPrice: c.offerPrice, quantity: 3 },
    ]);

    const page = await open(context);
    await visit(page, '/cart');
    await expectCartCount(page, 5);
    await page.getByRole('button', { name: 'Change' }).click();
    await page.getByRole('link', { name: 'Add address' }).click();
    await page.waitForURL((url) => url.pathname === '/add-address');
    const fields = {
      'First name': 'Nimal',
      'Last name': 'Perera',
      'Email address': 'nimal@example.com',
      'House number and street': '42 Flower Road',
      'Area / town': 'Colombo 7',
      Postcode: '00700',
      Country: 'Sri Lanka',
      'Mobile phone': '0771234567',
      'Landmark (optional)': 'Opposite the park',
      'Delivery instructions (optional)': 'Call on arrival',
    };
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: 'Province', exact: true }).selectOption('Western');
    await main.getByRole('combobox', { name: 'District', exact: true }).selectOption('Colombo');
    const field = (name) => main.getByRole('textbox', { name, exact: true });
    for (const [name, value] of Object.entries(fields)) await field(name).fill(value);
    assert.equal(await field('Email address').getAttribute('type'), 'email');
    assert.equal(await field('Mobile phone').getAttribute('type'), 'tel');
    assert.equal(await field('Postcode').getAttribute('inputmode'), 'numeric');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page
      .getByText('42 Flower Road, Colombo 7, Colombo, Western, 00700, Sri Lanka')
      .first()
      .waitFor();

    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await summary.getByText(formatCents(totals.totalCents)).waitFor();
    assert.equal(
      await summary.getByRole('combobox', { name: 'Payment Method' }).inputValue(),
      'COD',
    );
    await summary.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL((url) => url.pathname === '/my-orders');
    await page.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
    const order = page.getByRole('article', { name: /^Order / });
    await order.first().waitFor();
    assert.equal(await order.count(), 1);
    await order.getByText(formatCents(totals.totalCents), { exact: true }).waitFor();
    await expectCartCount(page, 0);

    const { body } = await api.get('/api/order/user');
    assert.equal(
      body.orders[0].amount * 100,
      totals.totalCents,
      'the stored amount is priceCart’s total',
    );
  },
);

flow(
  env,
  'a logged-in shopper’s cart is restored from the server after a reload',
  async ({ open, newContext }) => {
    const [product] = await inStock();
    const { context, api } = await signedInShopper(env, newContext, 'restore');
    const page = await open(context);
    await visit(page, '/products');
    await expectToast(page, MESSAGES.addedToCart, () =>
      page.getByRole('button', { name: `Add ${product.name} to cart` }).click(),
    );
    await expectToast(page, MESSAGES.addedToCart, () =>
      page.getByRole('button', { name: `Add one more ${product.name}` }).click(),
    );
    await eventually(async () => {
      const { body } = await api.get('/api/user/is-auth');
      assert.deepEqual(body.user.cartItems, { [product._id]: 2 }, 'each change is saved');
    });
    // Nothing local may help: the cart must come back from the session check.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await mainNav(page).waitFor();
    await expectCartCount(page, 2);
  },
);

flow(env, '/loader goes to the next path after about 5 seconds', async ({ open, newContext }) => {
  const { context } = await signedInShopper(env, newContext, 'loader');
  const page = await open(context);
  const started = Date.now();
  await page.goto('/loader?next=/my-orders');
  await page.getByRole('status').filter({ hasText: 'Loading, please wait' }).waitFor();
  assert.equal(pathname(page), '/loader');
  await page.waitForURL((url) => url.pathname === '/my-orders', { timeout: 20_000 });
  const elapsed = Date.now() - started;
  assert.ok(elapsed >= 5000, `redirected after ${elapsed} ms, before the 5 s delay`);
  await page.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
});

flow(env, '/loader never follows a next path that leaves the site', async ({ open }) => {
  const page = await open();
  const foreign = [];
  page.on('request', (req) => {
    if (!req.url().startsWith(env.stack.urls.shell) && req.url().includes('evil'))
      foreign.push(req.url());
  });
  await page.goto('/loader?next=//evil.example/steal');
  await page.waitForURL((url) => url.pathname !== '/loader', { timeout: 20_000 });
  assert.equal(new URL(page.url()).origin, env.stack.urls.shell);
  assert.equal(pathname(page), '/');
  await mainNav(page).waitFor();
  assert.deepEqual(foreign, []);
});
