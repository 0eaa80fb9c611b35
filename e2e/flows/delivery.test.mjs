// Delivery zones (docs/DELIVERY.md) in a real browser: a seller adds a zone with a fee, a
// free-delivery threshold and a minimum order; a shopper in that zone sees the fee, is stopped
// below the minimum, adds more and orders, and the stored amount carries the fee to the cent.
import assert from 'node:assert/strict';
import {
  DELIVERY_TEXTS,
  deliveryTerms,
  formatCents,
  priceCart,
} from '../../api/contracts/dist/index.js';
import { listProducts } from '../support/api.mjs';
import { flow, useStack } from '../support/flow.mjs';
import { signedInSeller, visitSeller } from '../support/seller.mjs';
import { SAMPLE_DELIVERY, signedInShopper, visit } from '../support/shop.mjs';

const env = useStack();

flow(
  env,
  'a seller sets a zone with a fee and a minimum; a shopper there is stopped below it, then orders with the fee',
  async ({ open, newContext }) => {
    const [product] = (await listProducts(env.stack.urls.api)).filter(
      (p) => p.inStock && p.offerPrice >= 50 && p.offerPrice <= 1000,
    );
    assert.ok(product, 'a sample product priced between 50 and 1,000');
    // The minimum sits between one and three of the product; free delivery only far above.
    const zone = {
      name: 'Kandy town',
      postcode: SAMPLE_DELIVERY.zipcode,
      fee: 150,
      freeDeliveryFrom: 100_000,
      minimumOrder: product.offerPrice * 2,
    };

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
    await added.getByLabel('Free delivery from (LKR)').fill(String(zone.freeDeliveryFrom));
    await added.getByLabel('Minimum order (LKR)').fill(String(zone.minimumOrder));
    // Exact: the page's time slots have their own "Save time slots".
    await seller.getByRole('button', { name: 'Save', exact: true }).click();
    await seller.getByText(DELIVERY_TEXTS.saved).first().waitFor();

    // One of the product: below the minimum, Place Order waits and says why.
    const { context, api } = await signedInShopper(env, newContext, 'zone');
    await api.addAddress(SAMPLE_DELIVERY);
    await api.post('/api/cart/update', { cartItems: { [product._id]: 1 } });
    const page = await open(context);
    await visit(page, '/cart');
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    const terms = deliveryTerms(zone);
    const one = priceCart([{ offerPrice: product.offerPrice, quantity: 1 }], terms);
    await summary.getByText(formatCents(one.totalCents), { exact: true }).waitFor();
    await summary
      .getByText(
        DELIVERY_TEXTS.belowMinimum(terms.minimumCents, terms.minimumCents - one.subtotalCents),
      )
      .waitFor();
    const place = summary.getByRole('button', { name: 'Place Order' });
    assert.equal(await place.isDisabled(), true, 'Place Order waits below the minimum');
    // The server says the same to a client that does not look (like the original one).
    const [address] = (await api.get('/api/address/get')).body.addresses;
    const refused = await api.post('/api/order/cod', {
      items: [{ product: product._id, quantity: 1 }],
      address: address._id,
    });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.success, false);

    // Three of it: the fee shows as a line, the nudge names what free delivery needs.
    await api.post('/api/cart/update', { cartItems: { [product._id]: 3 } });
    await page.reload();
    const three = priceCart([{ offerPrice: product.offerPrice, quantity: 3 }], terms);
    assert.equal(three.deliveryCents, terms.feeCents);
    await summary.getByText(formatCents(three.totalCents), { exact: true }).waitFor();
    await summary.getByText(formatCents(terms.feeCents), { exact: true }).waitFor();
    await summary
      .getByText(DELIVERY_TEXTS.freeDeliveryShort(terms.freeFromCents - three.subtotalCents))
      .waitFor();
    await place.click();
    await page.waitForURL((url) => url.pathname === '/my-orders');
    const { body } = await api.get('/api/order/user');
    assert.equal(Math.round(body.orders[0].amount * 100), three.totalCents);
    assert.equal(Math.round(body.orders[0].deliveryFee * 100), terms.feeCents);
  },
);
