// The shopper's account (docs/ACCOUNT.md) in a real browser, against the real API and a real SMTP
// server: the address book at 360 px with the cart choosing the default, buy again, a password
// reset from the emailed link ending a session elsewhere, the account page (sessions, log out
// everywhere) and leaving for good. axe checks every new screen; nothing scrolls sideways.
/* global document, window -- inside page.evaluate callbacks, which run in the browser */
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { apiClient, listProducts } from '../support/api.mjs';
import { describeViolations, seriousViolations } from '../support/axe.mjs';
import { eventually, flow, useStack } from '../support/flow.mjs';
import { emailTo, startSmtpSink } from '../support/smtp-sink.mjs';
import {
  SAMPLE_DELIVERY,
  accountButton,
  authDialog,
  logIn,
  openLogin,
  signedInShopper,
  visit,
} from '../support/shop.mjs';

let sink;
const options = { apiEnv: { OUTBOX_POLL_MS: '200' } };
before(async () => {
  sink = await startSmtpSink();
  options.apiEnv.SMTP_URL = sink.url;
});
after(() => sink?.stop());
const env = useStack(options);

const PHONE = { width: 360, height: 800 };

/** Opens a storefront path at phone size (the phone header shows the Menu button). */
async function visitPhone(page, path) {
  await page.goto(path);
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).waitFor({ timeout: 30_000 });
}

async function assertAccessible(page, name) {
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `${name}: ${describeViolations(violations)}`);
}

async function assertNoSidewaysScroll(page, name) {
  const { scroll, viewport } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  assert.ok(scroll <= viewport, `${name}: document is ${scroll}px wide on a ${viewport}px screen`);
}

flow(
  env,
  'at 360 px the address book edits, deletes and sets the default, which the cart then chooses',
  async ({ open, newContext }) => {
    const [product] = (await listProducts(env.stack.urls.api)).filter((p) => p.inStock);
    const { context, api } = await signedInShopper(env, newContext, 'book');
    await api.addAddress(SAMPLE_DELIVERY);
    await api.addAddress({ ...SAMPLE_DELIVERY, street: '9 Office Lane', city: 'Colombo' });
    await api.addAddress({ ...SAMPLE_DELIVERY, street: '3 Old Road', city: 'Galle' });
    await api.post('/api/cart/update', { cartItems: { [product._id]: 1 } });
    const page = await open(context);
    await page.setViewportSize(PHONE);

    await visitPhone(page, '/addresses');
    const list = page.getByRole('list', { name: 'Saved addresses' });
    await list.getByRole('article').nth(2).waitFor();
    await assertNoSidewaysScroll(page, 'address book');
    await assertAccessible(page, 'address book');

    // Edit from the keyboard: the form is prefilled.
    await page.getByRole('link', { name: /^Edit 9 Office Lane/ }).focus();
    await page.keyboard.press('Enter');
    const street = page.getByLabel(/^House number and street/);
    await street.waitFor();
    assert.equal(await street.inputValue(), '9 Office Lane');
    await assertNoSidewaysScroll(page, 'edit address');
    await assertAccessible(page, 'edit address');
    await street.fill('11 Office Lane');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await list.getByText(/11 Office Lane/).waitFor();

    await page.getByRole('button', { name: /^Make default: 11 Office Lane/ }).click();
    await eventually(async () =>
      assert.match(
        await list
          .getByRole('article')
          .filter({ has: page.getByText('Default', { exact: true }) })
          .innerText(),
        /11 Office Lane/,
      ),
    );
    await page.getByRole('button', { name: /^Delete 3 Old Road/ }).click();
    await page.getByRole('button', { name: 'Yes, delete it' }).click();
    await eventually(async () => assert.equal(await list.getByRole('article').count(), 2));

    // A new address from the book: saved, it comes back here, not to the cart.
    await page.getByRole('link', { name: 'Add address' }).click();
    await page.waitForURL((url) => url.pathname === '/add-address');
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: 'Province', exact: true }).selectOption('Central');
    await main.getByRole('combobox', { name: 'District', exact: true }).selectOption('Kandy');
    const fields = {
      'Last name': 'Perera',
      'House number and street': '12 Lake Drive',
      'Area / town': 'Kandy',
      Postcode: '20000',
      'Mobile phone': '0771234567',
    };
    for (const [name, value] of Object.entries(fields)) {
      await main.getByRole('textbox', { name, exact: true }).fill(value);
    }
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.waitForURL((url) => url.pathname === '/addresses');
    await list.getByText(/12 Lake Drive/).waitFor();

    await visitPhone(page, '/cart');
    await page.getByRole('complementary', { name: 'Order Summary' }).waitFor();
    await page
      .getByText('11 Office Lane, Colombo, Kandy, Central, 20000, Sri Lanka')
      .first()
      .waitFor();
  },
);

flow(env, 'buy again puts an order back into the cart in one tap', async ({ open, newContext }) => {
  const [a, b] = (await listProducts(env.stack.urls.api)).filter((p) => p.inStock);
  const { context, api } = await signedInShopper(env, newContext, 'again');
  const address = await api.addAddress(SAMPLE_DELIVERY);
  const order = await api.placeCodOrder({
    items: [
      { product: a._id, quantity: 2 },
      { product: b._id, quantity: 1 },
    ],
    address: address._id,
  });
  const page = await open(context);
  await visit(page, `/my-orders/${order._id}`);
  await page.getByRole('button', { name: 'Buy again' }).click();
  await page
    .getByRole('main')
    .getByText(/^Added 2 products to your cart/)
    .waitFor();
  await page.getByRole('main').getByRole('link', { name: 'Go to cart' }).click();
  await page.getByRole('complementary', { name: 'Order Summary' }).waitFor();
  const saved = (await api.get('/api/user/is-auth')).body.user.cartItems;
  assert.deepEqual(saved, { [a._id]: 2, [b._id]: 1 });
});

flow(
  env,
  'a forgotten password is reset from the emailed link, ending the session on another device',
  async ({ open, newContext }) => {
    const { context: otherDevice, shopper } = await signedInShopper(env, newContext, 'reset');
    const elsewhere = await open(otherDevice);
    await visit(elsewhere, '/');
    await accountButton(elsewhere, shopper.name).waitFor();

    const page = await open();
    await visit(page, '/');
    await openLogin(page);
    const dialog = authDialog(page);
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await dialog.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await dialog.getByLabel(/^Email/).fill(shopper.email);
    await assertAccessible(page, 'forgot password');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await dialog.getByText(/^If an account exists for that email/).waitFor();

    const body = await emailTo(sink, shopper.email, 'Reset your GreenCart password');
    const link = /(http:\/\/127\.0\.0\.1:\d+\/reset-password#token=[A-Za-z0-9_-]{43})/.exec(
      body,
    )?.[1];
    assert.ok(link, `no reset link in:\n${body}`);
    await page.goto(link);
    const password = page.getByLabel(/^New password/);
    await password.waitFor();
    assert.equal(new URL(page.url()).hash, '', 'the token leaves the address bar');
    await assertAccessible(page, 'reset password');
    await page.setViewportSize(PHONE);
    await assertNoSidewaysScroll(page, 'reset password');
    const newPassword = `${shopper.password}-renewed`;
    await password.fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page
      .getByText('Your password has been changed. Please log in with the new one.')
      .waitFor();

    // The other device was logged out by the reset.
    await elsewhere.reload();
    await elsewhere
      .getByRole('banner')
      .getByRole('button', { name: 'Login', exact: true })
      .first()
      .waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, '/');
    await logIn(page, { ...shopper, password: newPassword });

    // The same link does not work twice.
    const reused = await open();
    await reused.goto(link);
    await reused.getByLabel(/^New password/).fill(`${newPassword}-again`);
    await reused.getByRole('button', { name: 'Set new password' }).click();
    await reused
      .getByRole('alert')
      .getByText(/invalid, has expired or was already used/)
      .waitFor();
  },
);

flow(
  env,
  'leaving with an order still open is refused, naming it, at 360 and 1366 px',
  async ({ open, newContext }) => {
    const [product] = (await listProducts(env.stack.urls.api)).filter((p) => p.inStock);
    const { context, shopper, api } = await signedInShopper(env, newContext, 'stay');
    const address = await api.addAddress(SAMPLE_DELIVERY);
    const order = await api.placeCodOrder({
      items: [{ product: product._id, quantity: 1 }],
      address: address._id,
    });
    const page = await open(context);
    for (const [size, name] of [
      [PHONE, 'phone'],
      [{ width: 1366, height: 900 }, 'laptop'],
    ]) {
      await page.setViewportSize(size);
      await (size === PHONE ? visitPhone(page, '/account') : visit(page, '/account'));
      await page.getByLabel(/^Your password/).fill(shopper.password);
      await page.getByRole('checkbox', { name: 'I understand this cannot be undone' }).check();
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const section = page.getByRole('region', { name: 'Delete my account' });
      await section.getByRole('alert').getByText(order.number, { exact: false }).waitFor();
      await section.getByRole('link', { name: 'See my orders' }).waitFor();
      await assertNoSidewaysScroll(page, `refused leaving (${name})`);
      await assertAccessible(page, `refused leaving (${name})`);
    }
    assert.equal((await api.get('/api/user/is-auth')).status, 200, 'still logged in');
    await page.getByRole('link', { name: 'See my orders' }).click();
    await page.waitForURL((url) => url.pathname === '/my-orders');
  },
);

flow(
  env,
  'the account page lists sessions, logs out everywhere, and deletes the account',
  async ({ open, newContext }) => {
    const { context, shopper } = await signedInShopper(env, newContext, 'leave');
    const second = apiClient(env.stack.urls.api, env.stack.urls.shell);
    await second.post('/api/user/login', { email: shopper.email, password: shopper.password });
    const page = await open(context);
    await page.setViewportSize(PHONE);
    await visitPhone(page, '/account');
    await page.getByText(/\(this device\)/).waitFor();
    await assertNoSidewaysScroll(page, 'account');
    await assertAccessible(page, 'account');
    await page.getByRole('button', { name: /^Log out the session of/ }).click();
    await eventually(async () => assert.equal((await second.get('/api/user/is-auth')).status, 401));

    await page.getByLabel(/^Your password/).fill(shopper.password);
    await page.getByRole('checkbox', { name: 'I understand this cannot be undone' }).check();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const login = apiClient(env.stack.urls.api, env.stack.urls.shell);
    const refused = await login.post('/api/user/login', {
      email: shopper.email,
      password: shopper.password,
    });
    assert.equal(refused.status, 401);
    const again = await login.post('/api/user/register', shopper);
    assert.equal(again.status, 201, 'the same email registers again');
  },
);
