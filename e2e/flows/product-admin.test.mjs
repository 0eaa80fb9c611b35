// The seller runs the catalogue and the store never sells what it does not have:
// an edited price shows in the store while an earlier order keeps its price; archive and
// restore; counting stock shows "Only N left" and caps what a shopper can choose.
import assert from 'node:assert/strict';
import { formatMoney } from '../../api/contracts/dist/index.js';
import { listProducts } from '../support/api.mjs';
import { eventually, flow, useStack } from '../support/flow.mjs';
import { signedInSeller, visitSeller } from '../support/seller.mjs';
import { cardNames, newShopper, shopperWithAddress, visit } from '../support/shop.mjs';

const env = useStack();
const productPath = (p) => `/products/${p.category.toLowerCase()}/${p._id}`;

/** A shopper (API) who has placed a COD order for one unit of `product`. */
async function shopperWithOrder(product) {
  const { api: shopper, address } = await shopperWithAddress(env, newShopper('admin'));
  await shopper.placeCodOrder({
    items: [{ product: product._id, quantity: 1 }],
    address: address._id,
  });
  return shopper;
}

flow(
  env,
  'the seller edits a price: the store shows it while an earlier order keeps the old price',
  async ({ open, newContext }) => {
    const product = (await listProducts(env.stack.urls.api)).filter((p) => p.inStock)[3];
    const shopper = await shopperWithOrder(product);
    const { context } = await signedInSeller(env, newContext);
    const page = await open(context);
    await visitSeller(page, '/seller/product-list');
    await page.getByRole('link', { name: `Edit ${product.name}` }).click();
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const newOffer = Math.floor(product.offerPrice) - 1;
    await page.getByLabel('Offer Price').fill(String(newOffer));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Product Updated').first().waitFor();

    const store = await open();
    await visit(store, productPath(product));
    await store.getByText(`Price: ${formatMoney(newOffer)}`).waitFor();
    const orders = (await shopper.get('/api/order/user')).body.orders;
    assert.equal(orders[0].items[0].offerPrice, product.offerPrice);
  },
);

flow(
  env,
  'the seller archives a product out of the store and restores it',
  async ({ open, newContext }) => {
    const product = (await listProducts(env.stack.urls.api)).filter((p) => p.inStock)[4];
    const { context } = await signedInSeller(env, newContext);
    const page = await open(context);
    await visitSeller(page, '/seller/product-list');
    await page.getByRole('button', { name: `Archive ${product.name}` }).click();
    await page.getByText(`${product.name} archived`).first().waitFor();

    const store = await open();
    await visit(store, `/products?q=${encodeURIComponent(product.name)}`);
    await eventually(async () => assert.ok(!(await cardNames(store)).includes(product.name)));
    await visit(store, productPath(product));
    await store.getByRole('heading', { level: 1, name: 'Product not found' }).waitFor();

    await page.getByRole('button', { name: `Restore ${product.name}` }).click();
    await page.getByText(`${product.name} is back in the store`).first().waitFor();
    await visit(store, productPath(product));
    await store.getByRole('heading', { level: 1, name: product.name }).waitFor();
  },
);

flow(
  env,
  'counting stock shows "Only 3 left" in the store and a shopper cannot choose more',
  async ({ open, newContext }) => {
    const product = (await listProducts(env.stack.urls.api)).filter((p) => p.inStock)[5];
    const { context } = await signedInSeller(env, newContext);
    const page = await open(context);
    await visitSeller(page, `/seller/products/${product._id}`);
    await page.getByLabel('Units on the shelf').fill('3');
    await page.getByRole('button', { name: 'Start counting' }).click();
    await page.getByText('3 available to sell (low stock).').waitFor();
    await page.getByRole('table').getByText('Delivery received').waitFor();

    const store = await open();
    await visit(store, productPath(product));
    await store.getByText('Only 3 left').waitFor();
    const picker = store.getByLabel(`Quantity of ${product.name}`);
    assert.deepEqual(await picker.locator('option').allInnerTexts(), ['1', '2', '3']);
    await picker.selectOption('3');
    await store.getByRole('button', { name: 'Add to Cart' }).click();
    await store.getByRole('button', { name: 'Add to Cart' }).click();
    await store.getByText('Only 3 left: all of them are in your cart').first().waitFor();
  },
);
