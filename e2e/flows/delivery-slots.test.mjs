// Delivery time slots (docs/DELIVERY.md, "Time slots") in a real browser: a seller sets a zone
// with a fee, a minimum and a weekly slot template; a shopper there sees the fee, is stopped
// below the minimum, then must pick a delivery time, picks one and orders (cash on delivery);
// the seller finds the order under that window and on its picking list, and the shopper's
// order page and My Orders show the window. Every screen on the way passes axe.
import assert from 'node:assert/strict';
import {
  DELIVERY_TEXTS,
  SLOT_MESSAGES,
  deliveryTerms,
  formatCents,
  priceCart,
} from '../../api/contracts/dist/index.js';
import { listProducts } from '../support/api.mjs';
import { describeViolations, seriousViolations } from '../support/axe.mjs';
import { flow, useStack } from '../support/flow.mjs';
import { signedInSeller, visitSeller } from '../support/seller.mjs';
import { SAMPLE_DELIVERY, signedInShopper, visit } from '../support/shop.mjs';

const env = useStack();

/** Fails with axe's serious and critical violations of the page as it is now. */
async function expectNoAxeViolations(page, screen) {
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `${screen}:\n${describeViolations(violations)}`);
}

flow(
  env,
  'a seller sets a zone with a fee, a minimum and time slots; a shopper picks a window and orders; the seller sees it on the picking list',
  async ({ open, newContext }) => {
    const [product] = (await listProducts(env.stack.urls.api)).filter(
      (p) => p.inStock && p.offerPrice >= 50 && p.offerPrice <= 1000,
    );
    assert.ok(product, 'a sample product priced between 50 and 1,000');
    const zone = {
      name: 'Kandy slots',
      postcode: SAMPLE_DELIVERY.zipcode,
      fee: 120,
      minimumOrder: product.offerPrice * 2,
    };

    // The seller: the zone, then its time slots (08:00–10:00 every day, 5 orders, no lead time).
    const { context: staff } = await signedInSeller(env, newContext);
    const seller = await open(staff);
    await visitSeller(seller, '/seller/delivery');
    await seller.getByRole('heading', { level: 1, name: 'Delivery' }).waitFor();
    await seller.getByRole('button', { name: 'Add a zone' }).click();
    // The zone just added comes last (after the default and the sample Colombo zone).
    const added = seller.getByRole('group', { name: /^Zone \d+/ }).last();
    await added.getByLabel('Name').fill(zone.name);
    await added.getByLabel('Postcodes').fill(zone.postcode);
    await added.getByLabel('Delivery fee (LKR)').fill(String(zone.fee));
    await added.getByLabel('Minimum order (LKR)').fill(String(zone.minimumOrder));
    await seller.getByRole('button', { name: 'Save', exact: true }).click();
    await seller.getByText(DELIVERY_TEXTS.saved).first().waitFor();

    const slots = seller.getByRole('region', { name: 'Time slots and express' });
    await slots.getByLabel('Zone', { exact: true }).selectOption({ label: zone.name });
    const template = slots.getByRole('form', { name: `Time slots of ${zone.name}` });
    await template.getByRole('button', { name: 'Add a window' }).click();
    const window = template.getByRole('group', { name: /^Window 1\b/ });
    await window.getByRole('checkbox', { name: 'Sun' }).check();
    await window.getByLabel('From', { exact: true }).fill('08:00');
    await window.getByLabel('To', { exact: true }).fill('10:00');
    await window.getByLabel('Capacity (orders)').fill('5');
    await template.getByLabel('Lead time (minutes)').fill('0');
    await expectNoAxeViolations(seller, 'delivery settings with a slot template');
    await template.getByRole('button', { name: 'Save time slots' }).click();
    await seller.getByText(SLOT_MESSAGES.templateSaved).first().waitFor();

    // The shopper: one unit is below the minimum; the fee shows; Place Order waits.
    const { context, api } = await signedInShopper(env, newContext, 'slots');
    await api.addAddress(SAMPLE_DELIVERY);
    await api.post('/api/cart/update', { cartItems: { [product._id]: 1 } });
    const page = await open(context);
    await visit(page, '/cart');
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    const terms = deliveryTerms({ ...zone, freeDeliveryFrom: null });
    const one = priceCart([{ offerPrice: product.offerPrice, quantity: 1 }], terms);
    await summary.getByText(formatCents(one.totalCents), { exact: true }).waitFor();
    await summary
      .getByText(
        DELIVERY_TEXTS.belowMinimum(terms.minimumCents, terms.minimumCents - one.subtotalCents),
      )
      .waitFor();
    const place = summary.getByRole('button', { name: 'Place Order' });
    assert.equal(await place.isDisabled(), true, 'Place Order waits below the minimum');

    // Three units: above the minimum, but a delivery time is still to choose.
    await api.post('/api/cart/update', { cartItems: { [product._id]: 3 } });
    await page.reload();
    const three = priceCart([{ offerPrice: product.offerPrice, quantity: 3 }], terms);
    await summary.getByText(formatCents(three.totalCents), { exact: true }).waitFor();
    const times = summary.getByRole('group', { name: 'Delivery time' });
    await times.waitFor();
    await summary.getByText(SLOT_MESSAGES.required).waitFor();
    assert.equal(await place.isDisabled(), true, 'Place Order waits for a delivery time');
    await expectNoAxeViolations(page, 'cart with delivery times');
    // The first window that can be booked (today's may be past its start already).
    const day = await times.getByLabel('Day').inputValue();
    const chosen = times.getByRole('radio', { disabled: false }).first();
    await chosen.check();
    const chosenTimes = await chosen.evaluate(
      (input) => input.closest('label')?.querySelector('.sf-slot__time')?.textContent ?? '',
    );
    const chosenLabel = `${day}, ${chosenTimes.trim()}`;
    await summary.getByText(formatCents(terms.feeCents), { exact: true }).first().waitFor();
    assert.equal(await place.isDisabled(), false, 'Place Order once a window is chosen');
    await place.click();
    // Generous on a loaded machine; a refusal's toast is named in the failure.
    await page
      .waitForURL((url) => url.pathname === '/my-orders', { timeout: 60_000 })
      .catch(async (error) => {
        const said = await page.getByRole('status').allInnerTexts();
        throw new Error(`no My Orders after Place Order; the page says: ${said.join(' | ')}`, {
          cause: error,
        });
      });

    // The order carries the window, its fee and its amount to the cent.
    const { body } = await api.get('/api/order/user');
    const [order] = body.orders;
    assert.equal(order.deliveryWindow?.label, chosenLabel);
    assert.equal(Math.round(order.amount * 100), three.totalCents);
    assert.equal(Math.round(order.deliveryFee * 100), terms.feeCents);
    // Place Order ends on the confirmation ("Thank you! Order … is placed"), naming the window.
    const card = page.getByRole('article', { name: `Order ${order.number}` });
    await card.getByText(chosenLabel, { exact: true }).waitFor();

    // The shopper's order page shows the window, and the timeline says when it is due.
    await visit(page, `/my-orders/${order._id}`);
    await page.getByRole('heading', { level: 1, name: `Order ${order.number}` }).waitFor();
    await page.getByText(`Delivery: ${chosenLabel}`).waitFor();
    await page
      .getByRole('list', { name: 'Order progress' })
      .getByText(`Due ${chosenLabel}`)
      .waitFor();
    await expectNoAxeViolations(page, 'order page with its window');

    // The seller: the window lists the order; its picking list has the product and the order.
    await visitSeller(seller, '/seller/windows');
    await seller.getByRole('heading', { level: 1, name: 'Delivery windows' }).waitFor();
    const windowCard = seller.getByRole('article', { name: chosenLabel });
    await windowCard.getByRole('link', { name: order.number }).waitFor();
    await windowCard.getByText('1 of 5').waitFor();
    await expectNoAxeViolations(seller, 'delivery windows');
    await windowCard.getByRole('link', { name: 'Picking list' }).click();
    await seller
      .getByRole('heading', { level: 1, name: `Picking list · ${chosenLabel}` })
      .waitFor();
    const picking = seller.getByRole('table', { name: 'Products to pick' });
    await picking.getByRole('row', { name: new RegExp(`${product.name}.*3`) }).waitFor();
    await seller
      .getByRole('table', { name: 'Orders in this window' })
      .getByRole('link', { name: order.number })
      .waitFor();
    await expectNoAxeViolations(seller, 'picking list');

    // The orders list filtered by that window, and the seller's order page with window and fee.
    await visitSeller(seller, `/seller/orders?slot=${order.deliveryWindow.slotId}`);
    await seller.getByRole('heading', { level: 1, name: 'Orders List' }).waitFor();
    await seller.getByRole('link', { name: order.number }).click();
    await seller.getByRole('heading', { level: 1, name: `Order ${order.number}` }).waitFor();
    await seller.getByText(chosenLabel).first().waitFor();
    await seller.getByText(formatCents(terms.feeCents), { exact: true }).waitFor();
  },
);
