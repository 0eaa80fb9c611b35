// Storefront steps a shopper takes, written with accessible selectors only.
import assert from 'node:assert/strict';
import { apiClient } from './api.mjs';
import { eventually, exactly } from './flow.mjs';

/**
 * Opens a storefront path through the shell and waits until the storefront remote has
 * rendered its navbar.
 * @param {import('playwright-core').Page} page
 */
export async function visit(page, path) {
  await page.goto(path);
  await mainNav(page).waitFor({ timeout: 30_000 });
}

/** The storefront's main navigation (Home, All Products, Contact). */
export function mainNav(page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** Toasts (react-hot-toast renders each as role=status) whose whole text is `text`. */
export function toasts(page, text) {
  return page.getByRole('status').filter({ hasText: exactly(text) });
}

/**
 * Runs `action` and waits for a new toast reading exactly `text`. An identical toast still on
 * screen from an earlier step is first allowed to leave, so the one seen is really new.
 */
export async function expectToast(page, text, action) {
  await eventually(
    async () =>
      assert.equal(await toasts(page, text).count(), 0, `an old "${text}" toast is still shown`),
    {
      timeout: 10_000,
    },
  );
  await action();
  await toasts(page, text).first().waitFor({ state: 'visible', timeout: 10_000 });
}

/** The number of items the navbar's cart link announces ("Cart, 3 items"). */
export async function cartCount(page) {
  const label = await page
    .getByRole('link', { name: /^Cart, \d+ items?$/ })
    .first()
    .getAttribute('aria-label');
  return Number(/\d+/.exec(label)[0]);
}

/** Waits until the cart link announces `count` items. */
export async function expectCartCount(page, count) {
  await eventually(async () => assert.equal(await cartCount(page), count));
}

/** The login / sign-up dialog. */
export function authDialog(page) {
  return page.getByRole('dialog');
}

/** The logged-in shopper's account menu button ("Account menu, <name>"). */
export function accountButton(page, name) {
  return page.getByRole('button', { name: `Account menu, ${name}` });
}

/** Opens the login modal from the navbar. */
export async function openLogin(page) {
  await mainNavBar(page).getByRole('button', { name: 'Login', exact: true }).click();
  await authDialog(page).waitFor();
}

function mainNavBar(page) {
  return page.getByRole('banner');
}

/** Registers through the modal's "Create an account" toggle; ends logged in. */
export async function register(page, { name, email, password }) {
  await openLogin(page);
  const dialog = authDialog(page);
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await accountButton(page, name).waitFor();
}

/** Logs in through the modal; ends logged in. */
export async function logIn(page, { name, email, password }) {
  await openLogin(page);
  const dialog = authDialog(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await accountButton(page, name).waitFor();
}

/** Logs out through the account menu; ends with the Login button back. */
export async function logOut(page, name) {
  await accountButton(page, name).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await mainNavBar(page).getByRole('button', { name: 'Login', exact: true }).waitFor();
}

let shopperCount = 0;

/** A new, unique shopper identity. */
export function newShopper(label = 'shopper') {
  shopperCount += 1;
  const id = `${Date.now().toString(36)}${shopperCount}`;
  return {
    name: `Test ${label} ${id}`,
    email: `${label}-${id}@example.com`,
    password: `pw-${id}-secret`,
  };
}

/**
 * A shopper registered through the API whose session cookie is put in a fresh browser
 * profile, so a flow can start logged in without replaying the login screens.
 * @param {{ stack: any }} env
 * @param {(options?: object) => Promise<import('playwright-core').BrowserContext>} newContext
 */
export async function signedInShopper(env, newContext, label) {
  const shopper = newShopper(label);
  const api = apiClient(env.stack.urls.api, env.stack.urls.shell);
  const user = await api.register(shopper);
  const context = await newContext();
  await context.addCookies(api.browserCookies());
  return { shopper, api, user, context };
}

/** An address a courier can use, in the API's field names. */
export const SAMPLE_DELIVERY = {
  firstName: 'Kamal',
  lastName: 'Silva',
  email: 'kamal@example.com',
  phone: '0712345678',
  street: '7 Temple Lane',
  city: 'Kandy',
  state: 'Central',
  district: 'Kandy',
  zipcode: '20000',
  country: 'Sri Lanka',
  landmark: 'Opposite the Kandy City Centre',
  deliveryInstructions: 'Call on arrival, the gate is locked',
};

/**
 * A shopper registered through the API with SAMPLE_DELIVERY saved: their API client, the
 * user the API answered and the saved address.
 * @param {{ stack: any }} env
 * @param {{ name: string, email: string, password: string }} shopper an identity (`newShopper`)
 */
export async function shopperWithAddress(env, shopper) {
  const api = apiClient(env.stack.urls.api, env.stack.urls.shell);
  const user = await api.register(shopper);
  const address = await api.addAddress(SAMPLE_DELIVERY);
  return { shopper, api, user, address };
}

/**
 * An online order paid on the fake provider's checkout page (which delivers the webhook).
 * Answers the order as the shopper's order list shows it.
 * @param {ReturnType<typeof apiClient>} api an API client logged in as the shopper
 * @param {{ pay(sessionId: string): Promise<unknown> }} fake the fake Stripe the API uses
 * @param {{ items: { product: string, quantity: number }[], address: string }} order
 */
export async function paidOnlineOrder(api, fake, order) {
  const url = await api.placeOnlineOrder(order);
  await fake.pay(new URL(url).pathname.split('/').pop());
  const [placed] = (await api.get('/api/order/user')).body.orders;
  return placed;
}

/** Names of the product cards on a listing page, in order. */
export function cardNames(page) {
  return page.getByRole('main').getByRole('article').getByRole('heading').allInnerTexts();
}

/** Waits until the listing shows exactly `names` (in order). */
export async function expectCards(page, names) {
  await eventually(async () => assert.deepEqual(await cardNames(page), names));
}
