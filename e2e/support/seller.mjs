// Seller portal steps, with accessible selectors only.
import { apiClient, listProducts } from './api.mjs';
import { newShopper, shopperWithAddress } from './shop.mjs';
import { SELLER } from './stack.mjs';

/** The seller dashboard's sidebar navigation. */
export function sellerNav(page) {
  return page.getByRole('navigation', { name: 'Seller dashboard' });
}

/** Opens a seller path through the shell and waits for the dashboard (or the login form). */
export async function visitSeller(page, path = '/seller') {
  await page.goto(path);
  await sellerNav(page)
    .or(page.getByRole('heading', { name: 'Seller Login' }))
    .first()
    .waitFor({ timeout: 30_000 });
}

/**
 * A browser profile holding a seller session (logged in through the API), plus that API
 * client for setup and checks.
 * @param {{ stack: any }} env
 */
export async function signedInSeller(env, newContext) {
  const api = apiClient(env.stack.urls.api, env.stack.urls.shell);
  await api.loginSeller(SELLER);
  const context = await newContext();
  await context.addCookies(api.browserCookies());
  return { api, context };
}

/**
 * A new shopper's COD order (two units of the first in-stock product, "a similar product is
 * fine"), moved by staff to Packing so every packing control shows. Answers the order.
 * @param {{ stack: any }} env
 * @param {ReturnType<typeof apiClient>} staff an API client logged in as the seller
 */
export async function orderBeingPacked(env, staff) {
  const [product] = (await listProducts(env.stack.urls.api)).filter((p) => p.inStock);
  const { api: shopper, address } = await shopperWithAddress(env, newShopper('packed'));
  const order = await shopper.placeCodOrder({
    items: [{ product: product._id, quantity: 2, substitution: 'similar' }],
    address: address._id,
  });
  await staff.moveOrder(order._id, ['Confirmed', 'Packing']);
  return order;
}
