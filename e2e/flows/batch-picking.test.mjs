// Batch picking and lists that scale (docs/ORDERS.md, "Batch picking" and "Lists that scale";
// issue 41 items 3 and 6): a packer opens a delivery window's batch from the pick queue,
// starts packing its confirmed orders and ticks products from the batch list; the ticks show
// on an order's own pick screen without a reload. Staff select two orders on the orders list
// and confirm them together, each reported; then print their slips and picking list.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { apiClient } from '../support/api.mjs';
import { describeViolations, seriousViolations } from '../support/axe.mjs';
import { eventually, flow, useStack } from '../support/flow.mjs';
import { signedInSeller, visitSeller } from '../support/seller.mjs';
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

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/** Fails with axe's serious and critical violations of the page as it is now. */
async function expectNoAxeViolations(page, screen) {
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `${screen}:\n${describeViolations(violations)}`);
}

/**
 * Gives every zone one window a day (00:00–23:59, 20 orders) and answers the first window
 * the sample address can book: every order of this file goes into it.
 */
async function bookableWindow(staff) {
  const { body } = await staff.get('/api/seller/delivery/zones');
  for (const zone of body.zones) {
    const saved = await staff.put(`/api/seller/delivery/slot-templates/${zone.id}`, {
      windows: [{ weekdays: EVERY_DAY, start: '00:00', end: '23:59', capacity: 20 }],
      leadTimeMinutes: 0,
      cutoffTime: null,
      express: { capacityPerPeriod: 0, periodMinutes: 60, promiseMinutes: 30, openingHours: [] },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
  }
  const slots = await staff.get('/api/delivery/slots?postcode=20000&area=Kandy');
  const slot = slots.body.slots.find((s) => s.available && s.kind === 'standard');
  assert.ok(slot, `no bookable window: ${JSON.stringify(slots.body)}`);
  return slot;
}

/** A new shopper's cash order of `items` booked into `slot`. */
async function orderIn(slot, items, label) {
  const { api, address } = await shopperWithAddress(env, newShopper(label));
  const placed = await api.post('/api/order/cod', { items, address: address._id, slotId: slot.id });
  assert.equal(placed.status, 201, JSON.stringify(placed.body));
  const [order] = (await api.get('/api/order/user')).body.orders;
  return order;
}

/** A packer invited by the owner, logged in through the API (their own client). */
async function packerOf(owner) {
  const email = `batch-packer-${Date.now().toString(36)}@team.test`;
  const invited = await owner.post('/api/seller/staff/invite', {
    email,
    name: 'Batch Packer',
    role: 'packer',
  });
  assert.equal(invited.status, 201, JSON.stringify(invited.body));
  const mail = await emailTo(sink, email, 'You are invited to the GreenCart seller portal');
  const token = /#token=([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
  assert.ok(token, `no token in:\n${mail}`);
  const password = 'picking a whole window at once';
  const packer = apiClient(env.stack.urls.api, env.stack.urls.shell);
  const accepted = await packer.post('/api/seller/staff/invite/accept', { token, password });
  assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
  await packer.loginSeller({ email, password });
  return packer;
}

let slot;
let owner;

flow(
  env,
  'a packer batch-picks a window: ticks from the batch list show on the order’s pick screen',
  async ({ open, newContext }) => {
    ({ api: owner } = await signedInSeller(env, newContext));
    slot = await bookableWindow(owner);
    const first = await orderIn(
      slot,
      [
        { product: 'dairy-milk', quantity: 2 },
        { product: 'bak-bread', quantity: 1 },
      ],
      'batch-a',
    );
    const second = await orderIn(slot, [{ product: 'dairy-milk', quantity: 3 }], 'batch-b');
    await owner.moveOrder(first._id, ['Confirmed']);
    await owner.moveOrder(second._id, ['Confirmed']);

    const packer = await packerOf(owner);
    const packerContext = await newContext();
    await packerContext.addCookies(packer.browserCookies());
    const page = await open(packerContext);
    await visitSeller(page, '/seller/queue');
    await page.getByRole('heading', { level: 1, name: 'Pick queue' }).waitFor();
    await page
      .getByRole('link', { name: new RegExp(`^Batch pick .*${slot.label.split(', ')[1]}`) })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: /^Batch pick · / }).waitFor();

    // Milk: both orders' shares, summed; the orders are confirmed, not packing yet.
    const milk = page.getByRole('listitem', { name: /Milk/ });
    await milk.getByText(/× 5$/).waitFor();
    const firstMilk = milk.getByRole('checkbox', {
      name: new RegExp(`Milk.* for ${first.number}`),
    });
    assert.equal(await firstMilk.isDisabled(), true, 'no tick before Packing');
    await page.getByRole('button', { name: 'Start packing 2 confirmed orders' }).click();
    await page.getByText('2 orders now Packing').waitFor();
    await expectNoAxeViolations(page, 'batch picking');
    await eventually(async () => assert.equal(await firstMilk.isDisabled(), false));

    // A colleague has the first order's pick screen open.
    const colleague = await open(packerContext);
    await visitSeller(colleague, `/seller/orders/${first._id}/pick`);
    const pickMilk = colleague.getByRole('checkbox', { name: /Picked.*Milk/ });
    await pickMilk.waitFor();
    assert.equal(await pickMilk.isChecked(), false);

    // All the milk picked from the batch: each order's milk line is ticked, seen live.
    await milk.getByRole('checkbox', { name: /All picked/ }).check();
    await page.getByText('2 lines picked').waitFor();
    await eventually(async () => assert.equal(await firstMilk.isChecked(), true));
    await eventually(async () => assert.equal(await pickMilk.isChecked(), true));
    // Bread by its own tick; the pick screen follows, and the order can go out.
    const bread = page.getByRole('listitem', { name: /Bread/ });
    await bread.getByRole('checkbox', { name: new RegExp(`Bread.* for ${first.number}`) }).check();
    const pickBread = colleague.getByRole('checkbox', { name: /Picked.*Bread/ });
    await eventually(async () => assert.equal(await pickBread.isChecked(), true));
    await colleague.getByText('Every line is picked.').waitFor();
    // Saved: the API reads the ticks back.
    const saved = (await owner.get(`/api/order/seller/${second._id}`)).body.order;
    assert.equal(saved.items[0].picked, true);
  },
);

flow(
  env,
  'staff select two orders and confirm them together, then print their slips and picking list',
  async ({ open, newContext }) => {
    ({ api: owner } = await signedInSeller(env, newContext));
    slot ??= await bookableWindow(owner);
    const a = await orderIn(slot, [{ product: 'bak-bread', quantity: 1 }], 'confirm-a');
    const b = await orderIn(slot, [{ product: 'dairy-milk', quantity: 1 }], 'confirm-b');
    const { context } = await signedInSeller(env, newContext);
    const page = await open(context);
    await visitSeller(page, '/seller/orders');
    await page.getByRole('heading', { level: 1, name: 'Orders List' }).waitFor();
    // Keyboard: each box is labelled with its order and takes Space.
    const boxA = page.getByRole('checkbox', { name: `Select ${a.number}` });
    await boxA.focus();
    await page.keyboard.press('Space');
    await page.getByRole('checkbox', { name: `Select ${b.number}` }).check();
    await page.getByText('2 selected').waitFor();
    await expectNoAxeViolations(page, 'orders list with a selection');
    await page.getByRole('button', { name: 'Confirm selected' }).click();
    await page.getByText('2 of 2 orders confirmed').waitFor();
    await page.getByText(`${a.number}: Confirmed`).waitFor();
    for (const order of [a, b]) {
      const read = (await owner.get(`/api/order/seller/${order._id}`)).body.order;
      assert.equal(read.status, 'Confirmed');
    }
    // Confirming them again: each refusal is said next to its order.
    await page.getByRole('checkbox', { name: `Select ${a.number}` }).check();
    await page.getByRole('checkbox', { name: `Select ${b.number}` }).check();
    await page.getByRole('button', { name: 'Confirm selected' }).click();
    await page.getByText('0 of 2 orders confirmed').waitFor();

    // Print both slips and their window's picking list in one go.
    await page.getByRole('button', { name: 'Print slips and picking lists' }).click();
    await page
      .getByRole('heading', { level: 1, name: /^Print: 2 packing slips and 1 picking list/ })
      .waitFor();
    await page.getByRole('heading', { level: 2, name: `Packing slip · ${a.number}` }).waitFor();
    await page.getByRole('heading', { level: 2, name: `Packing slip · ${b.number}` }).waitFor();
    await page.getByRole('heading', { level: 2, name: /^Picking list · / }).waitFor();
    await expectNoAxeViolations(page, 'print view');
    // On paper: no dashboard frame or buttons.
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.getByRole('button', { name: 'Print' }).isVisible(), false);
    await page.emulateMedia({ media: 'screen' });
  },
);
