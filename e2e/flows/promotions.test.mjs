// Promotions in a real browser (docs/PROMOTIONS.md): the seller makes an automatic deal and a
// code live; a shopper sees the deal applied in the cart, types the code in lower case, sees both
// with the stacking rule, and places the order: the stored amount and discount are what the cart
// showed. The seller's Promotions page then counts the uses. Screens at 360 and 1366 px go to
// PROMO_SHOTS when set.
import assert from 'node:assert/strict';
import { STACKING_RULE, formatMoney } from '../../api/contracts/dist/index.js';
import { listProducts } from '../support/api.mjs';
import { flow, useStack } from '../support/flow.mjs';
import { signedInSeller, visitSeller } from '../support/seller.mjs';
import { SAMPLE_DELIVERY, signedInShopper, visit } from '../support/shop.mjs';

const env = useStack();
const SHOTS = process.env.PROMO_SHOTS;

async function shoot(page, name) {
  if (!SHOTS) return;
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

flow(
  env,
  'a shopper gets an automatic deal and a code in the cart, and the order is charged what the cart said',
  async ({ open, newContext }) => {
    const [product] = (await listProducts(env.stack.urls.api)).filter(
      (p) => p.inStock && p.soldBy !== 'weight' && p.offerPrice >= 50,
    );
    assert.ok(product, 'a sample product sold by the unit');
    const { api: seller, context: staff } = await signedInSeller(env, newContext);
    const deal = await seller.post('/api/seller/promotions', {
      name: 'Flow deal',
      kind: 'percent_off',
      scope: 'basket',
      percent: 10,
    });
    assert.equal(deal.status, 201, JSON.stringify(deal.body));
    const code = await seller.post('/api/seller/promotions', {
      name: 'Flow code',
      code: 'FLOW5',
      kind: 'amount_off',
      scope: 'basket',
      amount: 5,
      maxUses: 10,
    });
    assert.equal(code.status, 201, JSON.stringify(code.body));

    // The Deals page, landed on directly, lists it; every card and the product page say so.
    const visitor = await open();
    await visit(visitor, '/deals');
    await visitor.getByRole('heading', { level: 1, name: 'Deals' }).waitFor();
    const listedDeal = visitor.getByRole('listitem').filter({ hasText: 'Flow deal' });
    await listedDeal.getByText('10% off everything').waitFor();
    await listedDeal.getByText('No minimum basket').waitFor();
    await shoot(visitor, 'deals');
    await visit(visitor, '/products');
    await visitor
      .getByRole('article')
      .first()
      .getByText('Deal: 10% off everything')
      .waitFor({ state: 'attached' });
    await shoot(visitor, 'products-with-deal');
    await visit(visitor, `/products/${product.category.toLowerCase()}/${product._id}`);
    await visitor
      .getByRole('list', { name: 'Deals' })
      .getByText(/Flow deal: 10% off everything/)
      .waitFor();
    // In Sinhala: the page's own words translated, the deal's as the seller and the API put them.
    await visitor.evaluate(() => localStorage.setItem('greencart.language', 'si'));
    await visitor.goto('/deals'); // the navigation's name is in Sinhala too
    await visitor.getByRole('heading', { level: 1, name: 'දීමනා' }).waitFor();
    await visitor.getByText('අවම කූඩයක් නැත').first().waitFor();
    await shoot(visitor, 'deals-si');

    const { context, api } = await signedInShopper(env, newContext, 'promo');
    await api.addAddress(SAMPLE_DELIVERY);
    await api.post('/api/cart/update', { cartItems: { [product._id]: 2 } });
    const page = await open(context);
    await visit(page, '/cart');
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    const applied = summary.getByRole('list', { name: 'Deals applied' });
    await applied.getByText('Flow deal').waitFor();
    await summary.getByText(STACKING_RULE).waitFor();

    await summary.getByLabel('Promo code').fill('flow5');
    await summary.getByRole('button', { name: 'Apply' }).click();
    await applied.getByText('Code FLOW5: Flow code').waitFor();
    // 10 % of two, then LKR 5.00 off what is left.
    const goodsCents = Math.round(product.offerPrice * 100) * 2;
    const discountCents = Math.floor(goodsCents / 10) + 500;
    const discount = summary.getByText(`−${formatMoney(discountCents / 100)}`, { exact: true });
    await discount.waitFor();
    await shoot(page, 'cart-with-deals');
    const total = (await summary.locator('.sf-summary__total dd').textContent()) ?? '';

    await summary.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL((url) => url.pathname === '/my-orders');
    const { body } = await api.get('/api/order/user');
    const [placed] = body.orders;
    assert.equal(Math.round(placed.discount * 100), discountCents);
    assert.ok(total.startsWith(formatMoney(placed.amount)), `${total} vs ${placed.amount}`);

    const sellerPage = await open(staff);
    await visitSeller(sellerPage, '/seller/promotions');
    await sellerPage.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor();
    const row = sellerPage.getByRole('listitem').filter({ hasText: 'Flow code' });
    await row.getByText(/Used 1 of 10/).waitFor();
    await shoot(sellerPage, 'seller-promotions');
    await row.getByRole('button', { name: 'End Flow code' }).click();
    await row.getByText('ended').waitFor();
  },
);
