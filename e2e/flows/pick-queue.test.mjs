// The packer's queue (docs/ORDERS.md, "The packer's queue"; issue 41): staff give a product a
// barcode on its page, open the pick queue, open an order's pick screen, scan with a USB
// scanner (a keyboard wedge: digits typed into the focused field, then Enter), are told when a
// product is not in the order, tick the other line by hand while a colleague's screen follows
// live, and send the order out for delivery once every line is picked.
import assert from 'node:assert/strict';
import { eventually, flow, useStack } from '../support/flow.mjs';
import { signedInSeller, visitSeller } from '../support/seller.mjs';
import { newShopper, shopperWithAddress } from '../support/shop.mjs';

const env = useStack();

/** A real EAN-13 (check digit 1) and one that is in no order. */
const MILK_CODE = '4006381333931';
const STRANGER_CODE = '5901234123457';

flow(
  env,
  'staff work an order from the pick queue: barcode scan by keyboard wedge, ticks seen live, out for delivery',
  async ({ open, newContext }) => {
    const { api: staff, context } = await signedInSeller(env, newContext);
    const { api: shopper, address } = await shopperWithAddress(env, newShopper('pick'));
    const order = await shopper.placeCodOrder({
      items: [
        { product: 'dairy-milk', quantity: 2 },
        { product: 'bak-bread', quantity: 1 },
      ],
      address: address._id,
    });
    await staff.moveOrder(order._id, ['Confirmed', 'Packing']);

    // The milk gets its barcode on its product page.
    const page = await open(context);
    await visitSeller(page, '/seller/products/dairy-milk');
    await page.getByRole('textbox', { name: 'Barcode' }).fill(MILK_CODE);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Product Updated').first().waitFor();

    // The queue lists the order; it opens as a pick screen.
    await visitSeller(page, '/seller/queue');
    await page.getByRole('heading', { level: 1, name: 'Pick queue' }).waitFor();
    await page.getByRole('link', { name: new RegExp(order.number) }).click();
    await page.getByRole('heading', { level: 1, name: `Pick ${order.number}` }).waitFor();

    // A colleague has the same pick screen open in another browser.
    const colleagueContext = await newContext();
    await colleagueContext.addCookies(staff.browserCookies());
    const colleague = await open(colleagueContext);
    await visitSeller(colleague, `/seller/orders/${order._id}/pick`);
    const colleagueMilk = colleague.getByRole('checkbox', { name: /Picked.*Milk/ });
    await colleagueMilk.waitFor();
    assert.equal(await colleagueMilk.isChecked(), false);

    // The scanner types into the focused field and presses Enter.
    const field = page.getByRole('textbox', { name: 'Scan a barcode' });
    await eventually(async () =>
      assert.equal(await field.evaluate((el) => el === el.ownerDocument.activeElement), true),
    );
    await page.keyboard.type(STRANGER_CODE);
    await page.keyboard.press('Enter');
    await page.getByText(`${STRANGER_CODE} is not in this order`).waitFor();
    await page.keyboard.type(MILK_CODE);
    await page.keyboard.press('Enter');
    await page
      .getByText(/Milk.* picked$/)
      .first()
      .waitFor();
    const milk = page.getByRole('checkbox', { name: /Picked.*Milk/ });
    await eventually(async () => assert.equal(await milk.isChecked(), true));
    // Seen on the colleague's screen without a reload.
    await eventually(async () => assert.equal(await colleagueMilk.isChecked(), true));

    // Out for delivery waits for the last line.
    const out = page.getByRole('button', { name: 'Out for delivery' });
    assert.equal(await out.isDisabled(), true);
    const bread = page.getByRole('checkbox', { name: /Picked.*Bread/ });
    await bread.click();
    await eventually(async () => assert.equal(await bread.isChecked(), true));
    await page.getByText('Every line is picked.').waitFor();
    await out.click();
    await page.getByText('Status: Out for delivery').waitFor();
    await colleague.getByText('Status: Out for delivery').waitFor();
  },
);
