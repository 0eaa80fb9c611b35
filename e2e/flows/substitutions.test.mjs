// The shopper decides substitutions while the order is packed (issue 43, docs/SUBSTITUTIONS.md):
// a packer and a shopper in two browsers. The packer proposes three substitutes from the pick
// screen's ranked list; the shopper accepts one and refuses another on the order page, live;
// the third is left unanswered, Out for delivery waits until its window (the shop's setting,
// one minute here) has passed, and the line's preference (best match) applies. A fourth
// substitute is accepted but sells out before the answer lands: the line is refunded instead,
// and the shopper told. Before that, the cart offers "this product instead" from the ranked list.
// Money to the cent and the stock of both products are checked through the API.
import assert from 'node:assert/strict';
import { eventually, flow, useStack } from '../support/flow.mjs';
import { signedInSeller, visitSeller } from '../support/seller.mjs';
import { newShopper, shopperWithAddress, visit } from '../support/shop.mjs';

const env = useStack();

const MILK = 'Fresh Milk 1L';
const BREAD = 'White Bread 450g';
const COLA = 'Cola 1.5L';
const NOODLES = 'Masala Instant Noodles 280g';
/** `text` as a regular expression matching it literally. */
const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * With `SHOTS_DIR` set, saves the page at 360 and 1366 px wide into that folder (for looking at
 * the screens while changing them; nothing is compared), then puts the width back.
 */
async function lookAt(page, name) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const before = page.viewportSize();
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/** On hand of a counted product: the sum of its ledger. */
async function onHand(staff, id) {
  const res = await staff.get(`/api/product/${id}/ledger`);
  assert.equal(res.status, 200);
  return res.body.movements.reduce((sum, m) => sum + m.delta, 0);
}

flow(
  env,
  'a packer proposes, the shopper accepts one, refuses one and lets one time out: money and stock',
  async ({ open, newContext }) => {
    const { api: staff, context: staffContext } = await signedInSeller(env, newContext);
    // The answer window: one minute (the shortest the setting allows).
    const settings = await staff.get('/api/seller/settings/shop');
    const saved = await staff.put('/api/seller/settings/shop', {
      ...settings.body.profile,
      substitutionAnswerMinutes: 1,
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const counted = [
      'dairy-milk',
      'dairy-yoghurt',
      'bak-bread',
      'bak-cookies',
      'drink-cola',
      'inst-noodles',
      'inst-cup-noodles',
    ];
    for (const id of [...counted, 'drink-water']) {
      const res = await staff.put(`/api/product/${id}/tracking`, {
        onHand: 40,
        lowStockThreshold: 2,
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    }

    const { api: shopper, address } = await shopperWithAddress(env, newShopper('subs'));
    const placed = await shopper.post('/api/order/cod', {
      address: address._id,
      items: [
        { product: 'dairy-milk', quantity: 2, choice: 'best_match' },
        { product: 'bak-bread', quantity: 1, choice: 'refund' },
        { product: 'drink-cola', quantity: 1, choice: 'best_match' },
        { product: 'grain-oats', quantity: 1 },
        { product: 'inst-noodles', quantity: 1, choice: 'best_match' },
      ],
    });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    const orderId = placed.body.orderId;
    await staff.moveOrder(orderId, ['Confirmed', 'Packing']);
    const before = Object.fromEntries(
      await Promise.all(
        [...counted, 'drink-water'].map(async (id) => [id, await onHand(staff, id)]),
      ),
    );

    // Two browsers: the packer's pick screen and the shopper's order page.
    const packer = await open(staffContext);
    await visitSeller(packer, `/seller/orders/${orderId}/pick`);
    await packer.getByRole('heading', { name: 'Substitutions' }).waitFor();
    const shopperContext = await newContext();
    await shopperContext.addCookies(shopper.browserCookies());
    const page = await open(shopperContext);

    // The cart: a line may name the product it can be replaced by, from the ranked list.
    const carted = await shopper.post('/api/cart/update', { cartItems: { 'dairy-milk': 1 } });
    assert.equal(carted.status, 200, JSON.stringify(carted.body));
    await visit(page, '/cart');
    const cartChoice = page.getByRole('combobox', { name: `If ${MILK} is unavailable` });
    await cartChoice.selectOption({ label: 'This product instead' });
    const cartPick = page.getByRole('combobox', { name: `Product instead of ${MILK}` });
    await eventually(async () =>
      assert.ok((await cartPick.locator('option[value="dairy-yoghurt"]').count()) > 0),
    );
    await cartPick.selectOption('dairy-yoghurt');
    await lookAt(page, 'cart-substitution-choice');

    await visit(page, `/my-orders/${orderId}`);
    // Packing, no question yet: the page has nothing to ask.
    await page.getByRole('heading', { name: /^Order GC-/ }).waitFor();

    /** Proposes `product` for the line named `name` from the ranked list. */
    async function propose(name, product) {
      const line = packer.locator('.seller-subs__line', { hasText: name });
      await line.getByRole('button', { name: 'Propose a substitute' }).click();
      const select = line.getByRole('combobox', { name: `Substitute for ${name}` });
      await eventually(async () =>
        assert.ok((await select.locator(`option[value="${product}"]`).count()) > 0),
      );
      await select.selectOption(product);
      await line.getByRole('button', { name: 'Ask the customer' }).click();
      await packer.getByText(new RegExp(`${literal(name)} →.*waiting for the answer`)).waitFor();
    }

    // 1. Milk → yoghurt: the shopper accepts, live on both screens.
    await propose(MILK, 'dairy-yoghurt');
    const milkQuestion = page.getByRole('article', { name: /Milk/ });
    await milkQuestion.waitFor();
    await milkQuestion.getByText(/left to answer/).waitFor();
    await lookAt(page, 'substitution-question');
    await lookAt(packer, 'pick-substitutions');
    await milkQuestion.getByRole('button', { name: 'Accept' }).click();
    await packer
      .getByText(/Milk 1L →.*accepted, substitute packed \(the customer answered/)
      .waitFor();

    // 2. Bread → cookies: the shopper refuses.
    await propose(BREAD, 'bak-cookies');
    const breadQuestion = page.getByRole('article', { name: /Bread/ });
    await breadQuestion.getByRole('button', { name: 'Refuse' }).click();
    await packer.getByText(/Bread 450g →.*refused, refunded \(the customer answered/).waitFor();

    // 3. Noodles → cup noodles: accepted, but the last ones left the shelf just before. The
    // line is refunded instead (no 409, nothing left open), and the shopper is told.
    await propose(NOODLES, 'inst-cup-noodles');
    const noodlesQuestion = page.getByRole('article', { name: /Noodles/ });
    await noodlesQuestion.waitFor();
    const emptied = await staff.put('/api/product/inst-cup-noodles/tracking', {
      onHand: 0,
      lowStockThreshold: 2,
    });
    assert.equal(emptied.status, 200, JSON.stringify(emptied.body));
    await noodlesQuestion.getByRole('button', { name: 'Accept' }).click();
    await page
      .getByText(/Cup Noodles 70g has just sold out: .*Noodles 280g is refunded instead/)
      .waitFor();
    await page
      .getByText(/Noodles 280g: .*Cup Noodles 70g had sold out, so it is refunded \(you answered\)/)
      .waitFor();
    await packer
      .getByText(
        /Noodles 280g →.*accepted, the substitute had sold out: refunded \(the customer answered/,
      )
      .waitFor();
    await lookAt(page, 'substitution-sold-out');
    await lookAt(packer, 'pick-sold-out');

    // 4. Cola → water: nobody answers. Out for delivery waits, with the reason.
    await propose(COLA, 'drink-water');
    for (const box of await packer.getByRole('checkbox', { name: /^Picked/ }).all()) {
      if (!(await box.isChecked()) && !(await box.isDisabled())) await box.click();
    }
    const out = packer.getByRole('button', { name: 'Out for delivery' });
    await packer.getByText(/Waiting for the customer's answer about Cola/).waitFor();
    assert.equal(await out.isDisabled(), true);
    await lookAt(packer, 'pick-send-out-blocked');
    // The window passes (one minute): the button frees itself. The preference (best match)
    // applies by the minute job or as the order leaves, whichever comes first; a substitute
    // clears its line's tick, so the packer ticks what is left again.
    await eventually(
      async () => {
        for (const box of await packer.getByRole('checkbox', { name: /^Picked/ }).all()) {
          if (!(await box.isChecked()) && !(await box.isDisabled())) await box.click();
        }
        assert.equal(await out.isDisabled(), false);
      },
      { timeout: 150_000, interval: 2000 },
    );
    await out.click();
    await packer.getByText('Status: Out for delivery').waitFor();

    // Money: milk 2 × 520 → yoghurt 2 × 480 = 960; bread refunded; cola 450 → water 150;
    // oats 680. Goods 960 + 150 + 680 = 1790, tax 2 % = 35.80: 1825.80.
    const order = (await staff.get(`/api/order/seller/${orderId}`)).body.order;
    assert.deepEqual(
      order.items.map((i) => [i.name, i.quantity, i.substitutedFrom]),
      [
        [order.items[0].name, 2, MILK],
        [BREAD, 0, null],
        [order.items[2].name, 1, COLA],
        [order.items[3].name, 1, null],
        [NOODLES, 0, null],
      ],
    );
    assert.equal(order.amount, 1825.8);
    const view = await shopper.get(`/api/order/user/${orderId}/substitutions`);
    assert.deepEqual(
      view.body.questions.map((q) => [q.original.name, q.state, q.outcome, q.decidedBy]).sort(),
      [
        [BREAD, 'refused', 'refunded', 'shopper'],
        [COLA, 'expired', 'substituted', 'timeout'],
        [MILK, 'accepted', 'substituted', 'shopper'],
        [NOODLES, 'accepted', 'sold_out', 'shopper'],
      ].sort(),
    );
    // Stock: the substitutes left the shelf; the missing originals were not on it (on hand kept);
    // the refused cookies never moved.
    const after = Object.fromEntries(
      await Promise.all(
        [...counted, 'drink-water'].map(async (id) => [id, await onHand(staff, id)]),
      ),
    );
    assert.equal(after['dairy-yoghurt'], before['dairy-yoghurt'] - 2);
    assert.equal(after['drink-water'], before['drink-water'] - 1);
    assert.equal(after['bak-cookies'], before['bak-cookies']);
    assert.equal(after['dairy-milk'], before['dairy-milk']);
    assert.equal(after['bak-bread'], before['bak-bread']);
    // Sold out before the answer: none sold (its count went to 0 by hand); the noodles kept.
    assert.equal(after['inst-cup-noodles'], 0);
    assert.equal(after['inst-noodles'], before['inst-noodles']);
    // The shopper's page says what happened to each.
    await page.getByText(/Bread 450g: refunded \(you answered\)/).waitFor();
    await page.getByText(/Cola 1.5L: the substitute is packed \(no answer in time\)/).waitFor();
    await lookAt(page, 'substitution-outcomes');
    // The account's switches: the packer's questions are a kind of their own.
    await visit(page, '/account');
    await page.getByText('A question about a substitute', { exact: true }).first().waitFor();
    await lookAt(page, 'account-notification-switches');
  },
  { timeout: 300_000 },
);
