// The shop's team (docs/STAFF.md) in a real browser, against the real API and a real SMTP
// server: the owner invites a packer, who chooses a password from the emailed link, logs in,
// sees only what a packer may use and moves an order; the owner finds that move in the audit
// log and deactivates the packer, whose open page falls back to the login form by itself.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { apiClient, listProducts } from '../support/api.mjs';
import { flow, useStack } from '../support/flow.mjs';
import { sellerNav, signedInSeller, visitSeller } from '../support/seller.mjs';
import { newShopper, shopperWithAddress } from '../support/shop.mjs';
import { emailTo, startSmtpSink } from '../support/smtp-sink.mjs';

let sink;
const options = { apiEnv: { OUTBOX_POLL_MS: '200' } };
before(async () => {
  sink = await startSmtpSink();
  options.apiEnv.SMTP_URL = sink.url;
});
after(() => sink?.stop());
const env = useStack(options);

const INVITE_SUBJECT = 'You are invited to the GreenCart seller portal';

flow(
  env,
  'the owner invites a packer, who moves an order; the owner reads it in the audit log and deactivates them',
  async ({ open, newContext }) => {
    const [product] = (await listProducts(env.stack.urls.api)).filter((p) => p.inStock);
    const { api: shopper, address } = await shopperWithAddress(env, newShopper('team'));
    const order = await shopper.placeCodOrder({
      items: [{ product: product._id, quantity: 1 }],
      address: address._id,
    });

    // The owner invites a packer from the Staff page.
    const { context: ownerContext } = await signedInSeller(env, newContext);
    const owner = await open(ownerContext);
    await visitSeller(owner, '/seller/staff');
    const email = `packer-${Date.now().toString(36)}@team.test`;
    const name = 'Nimal Packer';
    const invite = owner.getByRole('form', { name: 'Invite someone' });
    await invite.getByRole('textbox', { name: 'Email' }).fill(email);
    await invite.getByRole('textbox', { name: 'Name' }).fill(name);
    await invite.getByRole('combobox', { name: 'Role' }).selectOption('packer');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await owner.getByRole('list', { name: 'Staff accounts' }).getByText(email).waitFor();

    // The packer opens the emailed link in their own browser and chooses a password.
    const body = await emailTo(sink, email, INVITE_SUBJECT);
    const link = /(http:\/\/127\.0\.0\.1:\d+\/seller\/accept-invite#token=[A-Za-z0-9_-]{43})/.exec(
      body,
    )?.[1];
    assert.ok(link, `no invitation link in:\n${body}`);
    const packer = await open(await newContext());
    await packer.goto(link);
    const password = 'packing oranges every morning';
    await packer.getByLabel('Choose a password').fill(password);
    await packer.getByRole('button', { name: 'Accept the invitation' }).click();
    await packer.getByRole('link', { name: 'Go to the seller login' }).click();

    const login = packer.getByRole('form', { name: 'Seller Login' });
    await login.getByRole('textbox', { name: 'Email' }).fill(email);
    await login.getByLabel('Password').fill(password);
    await login.getByRole('button', { name: 'Login' }).click();
    // A packer lands on the pick queue (docs/STAFF.md), and the sidebar offers nothing a
    // packer may not use.
    await packer.getByRole('heading', { level: 1, name: 'Pick queue' }).waitFor();
    const links = await sellerNav(packer).getByRole('link').allInnerTexts();
    for (const forbidden of ['Add Product', 'Product List', 'Staff', 'Dashboard', 'Audit log']) {
      assert.ok(
        !links.some((text) => text.includes(forbidden)),
        `a packer's sidebar shows ${forbidden}: ${links.join(', ')}`,
      );
    }

    // The packer confirms the order, found from the Orders list.
    await sellerNav(packer).getByRole('link', { name: 'Orders' }).click();
    await packer.getByRole('heading', { level: 1, name: /Orders/ }).waitFor();
    await packer.getByLabel('Search').fill(order.number);
    await packer.getByRole('button', { name: 'Search' }).click();
    await packer.getByRole('link', { name: order.number }).click();
    await packer.getByRole('heading', { level: 1, name: `Order ${order.number}` }).waitFor();
    await packer.getByRole('button', { name: 'Move to Confirmed' }).click();
    await packer.getByText('Status: Confirmed').waitFor();

    // The owner sees who did it in the audit log.
    await visitSeller(owner, '/seller/audit');
    await owner.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    const entry = owner
      .getByRole('listitem')
      .filter({ hasText: order.number })
      .filter({ hasText: name })
      .filter({ hasText: 'Order status changed' });
    await entry.first().waitFor();
    assert.match(await entry.first().innerText(), /Order Placed\s*→\s*Confirmed/);

    // Deactivated, the packer's open page shows the login form without a click.
    await visitSeller(owner, '/seller/staff');
    await owner.getByRole('button', { name: `Deactivate ${name}` }).click();
    await packer.getByRole('heading', { name: 'Seller Login' }).waitFor({ timeout: 20_000 });
    // The feed's session-ended event brought it, and the form says why.
    await packer.getByRole('status').filter({ hasText: 'Your session has ended' }).waitFor();
    // Nor can the account log in again.
    const staffApi = apiClient(env.stack.urls.api, env.stack.urls.shell);
    const refused = await staffApi.post('/api/seller/login', { email, password });
    assert.equal(refused.status, 401);
  },
);
