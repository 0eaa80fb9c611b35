// Accessibility: axe-core finds no serious or critical violation on any storefront or seller
// screen, and the keyboard reaches the navbar with a visible focus style.
/* global document, getComputedStyle -- inside page.evaluate callbacks, which run in the browser */
import assert from 'node:assert/strict';
import { listProducts } from '../support/api.mjs';
import { describeViolations, seriousViolations } from '../support/axe.mjs';
import { flow, useStack } from '../support/flow.mjs';
import { orderBeingPacked, signedInSeller, visitSeller } from '../support/seller.mjs';
import {
  SAMPLE_DELIVERY,
  authDialog,
  mainNav,
  openLogin,
  signedInShopper,
  visit,
} from '../support/shop.mjs';

const env = useStack();

/** Runs axe on each screen `visitScreen` opens and fails once, listing every screen's problems. */
async function auditScreens(page, screens) {
  const problems = [];
  for (const [name, visitScreen] of screens) {
    await visitScreen();
    const violations = await seriousViolations(page);
    if (violations.length > 0)
      problems.push(`${name} (${page.url()}):\n${describeViolations(violations)}`);
  }
  assert.equal(problems.length, 0, `serious or critical axe violations:\n${problems.join('\n\n')}`);
}

const heading = (page, name) => page.getByRole('heading', { level: 1, name }).waitFor();

flow(
  env,
  'no storefront screen has a serious or critical axe violation',
  async ({ open, newContext }) => {
    const [product, other] = (await listProducts(env.stack.urls.api)).filter((p) => p.inStock);
    const { context, api } = await signedInShopper(env, newContext, 'axe');
    const address = await api.addAddress(SAMPLE_DELIVERY);
    await api.placeCodOrder({
      items: [{ product: other._id, quantity: 1 }],
      address: address._id,
    });
    await api.post('/api/cart/update', { cartItems: { [product._id]: 2 } });
    const page = await open(context);
    const category = product.category.toLowerCase();
    await auditScreens(page, [
      [
        'home',
        async () => {
          await visit(page, '/');
          await page
            .getByRole('region', { name: 'Best Sellers' })
            .getByRole('article')
            .first()
            .waitFor();
        },
      ],
      [
        'all products',
        async () => {
          await visit(page, '/products');
          await page.getByRole('main').getByRole('article').first().waitFor();
        },
      ],
      [
        'category',
        async () => {
          await visit(page, `/products/${category}`);
          await page.getByRole('main').getByRole('article').first().waitFor();
        },
      ],
      [
        'product',
        async () => {
          await visit(page, `/products/${category}/${product._id}`);
          await heading(page, product.name);
        },
      ],
      [
        'cart',
        async () => {
          await visit(page, '/cart');
          await page.getByRole('complementary', { name: 'Order Summary' }).waitFor();
        },
      ],
      [
        'add address',
        async () => {
          await visit(page, '/add-address');
          await page.getByRole('button', { name: 'Save address' }).waitFor();
        },
      ],
      [
        'my orders',
        async () => {
          await visit(page, '/my-orders');
          await page
            .getByRole('article', { name: /^Order / })
            .first()
            .waitFor();
        },
      ],
      [
        'order page',
        async () => {
          const [order] = (await api.get('/api/order/user')).body.orders;
          await visit(page, `/my-orders/${order._id}`);
          await heading(page, `Order ${order.number}`);
        },
      ],
    ]);

    const guest = await open();
    await auditScreens(guest, [
      [
        'login modal',
        async () => {
          await visit(guest, '/');
          await openLogin(guest);
        },
      ],
      [
        'sign-up modal',
        async () => {
          await authDialog(guest).getByRole('button', { name: 'Create an account' }).click();
          await authDialog(guest).getByLabel('Name').waitFor();
        },
      ],
    ]);
  },
);

flow(
  env,
  'no seller screen has a serious or critical axe violation',
  async ({ open, newContext }) => {
    const guest = await open();
    await auditScreens(guest, [
      [
        'seller login',
        async () => {
          await visitSeller(guest);
          await guest.getByRole('heading', { name: 'Seller Login' }).waitFor();
        },
      ],
    ]);
    const { context, api: staff } = await signedInSeller(env, newContext);
    const order = await orderBeingPacked(env, staff);
    const [product] = await listProducts(env.stack.urls.api);
    const page = await open(context);
    await auditScreens(page, [
      [
        'add product',
        async () => {
          await visitSeller(page, '/seller');
          await heading(page, 'Add Product');
        },
      ],
      [
        'product list',
        async () => {
          await visitSeller(page, '/seller/product-list');
          await page.getByRole('switch').first().waitFor();
        },
      ],
      [
        'orders',
        async () => {
          await visitSeller(page, '/seller/orders');
          await heading(page, 'Orders List');
          await page
            .getByRole('status')
            .filter({ hasText: 'Loading orders' })
            .waitFor({ state: 'hidden' });
        },
      ],
      [
        'order detail (packing)',
        async () => {
          await visitSeller(page, `/seller/orders/${order._id}`);
          await heading(page, `Order ${order.number}`);
          await page.getByRole('button', { name: /^Substitute/ }).click();
          await page.getByLabel(/^Replace .+ with$/).waitFor();
        },
      ],
      [
        'packing slip',
        async () => {
          await visitSeller(page, `/seller/orders/${order._id}/slip`);
          await heading(page, `Packing slip · ${order.number}`);
        },
      ],
      [
        'product page',
        async () => {
          await visitSeller(page, `/seller/products/${product._id}`);
          await heading(page, product.name);
        },
      ],
      [
        'low stock',
        async () => {
          await visitSeller(page, '/seller/low-stock');
          await page.getByRole('heading', { level: 1 }).waitFor();
        },
      ],
      [
        'search synonyms',
        async () => {
          await visitSeller(page, '/seller/search-synonyms');
          await heading(page, 'Search synonyms');
          await page.getByRole('textbox').first().waitFor();
        },
      ],
    ]);
  },
);

flow(
  env,
  'at 360 × 800 the phone-only parts (header search, sticky bars, auth hints) stay axe-clean',
  async ({ open, newContext }) => {
    const [product] = (await listProducts(env.stack.urls.api)).filter((p) => p.inStock);
    const { context, api } = await signedInShopper(env, newContext, 'axe-phone');
    await api.post('/api/cart/update', { cartItems: { [product._id]: 2 } });
    const page = await open(context);
    await page.setViewportSize({ width: 360, height: 800 });
    const phoneVisit = async (path) => {
      await page.goto(path);
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).waitFor();
    };
    await auditScreens(page, [
      [
        'phone header with search open',
        async () => {
          await phoneVisit('/');
          await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
          await page.locator('#sf-search-phone').waitFor();
        },
      ],
      [
        'phone product page (sticky buttons)',
        async () => {
          await phoneVisit(`/products/${product.category.toLowerCase()}/${product._id}`);
          await heading(page, product.name);
        },
      ],
      [
        'phone cart (sticky bar)',
        async () => {
          await phoneVisit('/cart');
          await page.getByRole('button', { name: 'Go to Place Order' }).waitFor();
        },
      ],
    ]);
    const guest = await open();
    await guest.setViewportSize({ width: 360, height: 800 });
    await auditScreens(guest, [
      [
        'phone sign-up modal (password hint and show-password)',
        async () => {
          await guest.goto('/my-orders');
          await guest.getByRole('main').getByRole('button', { name: 'Login' }).click();
          await authDialog(guest).getByRole('button', { name: 'Create an account' }).click();
          await authDialog(guest).getByRole('checkbox', { name: 'Show password' }).waitFor();
        },
      ],
    ]);
  },
);

flow(
  env,
  'Tab reaches the navbar links and the focused link shows a visible focus style',
  async ({ open }) => {
    const page = await open();
    await visit(page, '/');
    await page.getByRole('region', { name: 'Best Sellers' }).getByRole('article').first().waitFor();
    const wanted = new Set(['Home', 'All Products', 'Contact']);
    const reached = [];
    for (let i = 0; i < 8 && reached.length < wanted.size; i += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement;
        const style = getComputedStyle(el);
        return {
          text: el.textContent.trim(),
          inMainNav: Boolean(el.closest('nav[aria-label="Main"]')),
          outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
          shadow: style.boxShadow !== 'none',
        };
      });
      if (focused.inMainNav && wanted.has(focused.text)) {
        assert.ok(
          focused.outline || focused.shadow,
          `"${focused.text}" has no visible focus style`,
        );
        reached.push(focused.text);
      }
    }
    assert.deepEqual(reached, ['Home', 'All Products', 'Contact']);
    assert.ok(await mainNav(page).isVisible());
  },
);
