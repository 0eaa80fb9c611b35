// Seller portal steps, with accessible selectors only.
import { apiClient, listProducts } from './api.mjs';
import { newShopper } from './shop.mjs';
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

/** An address a courier can use, in the API's field names. */
export const SAMPLE_DELIVERY = {
  firstName: 'Kamal',
  lastName: 'Silva',
  email: 'kamal@example.com',
  phone: '0712345678',
  street: '7 Temple Lane',
  city: 'Kandy',
  state: 'Central',
  zipcode: '20000',
  country: 'Sri Lanka',
};

/**
 * A new shopper's COD order (two units of the first in-stock product, "a similar product is
 * fine"), moved by staff to Packing so every packing control shows. Answers the order.
 * @param {{ stack: any }} env
 * @param {ReturnType<typeof apiClient>} staff an API client logged in as the seller
 */
export async function orderBeingPacked(env, staff) {
  const [product] = (await listProducts(env.stack.urls.api)).filter((p) => p.inStock);
  const shopper = apiClient(env.stack.urls.api, env.stack.urls.shell);
  await shopper.register(newShopper('packed'));
  const address = await shopper.addAddress(SAMPLE_DELIVERY);
  const placed = await shopper.post('/api/order/cod', {
    items: [{ product: product._id, quantity: 2, substitution: 'similar' }],
    address: address._id,
  });
  if (placed.status !== 201) throw new Error(`order refused: ${JSON.stringify(placed.body)}`);
  const [order] = (await shopper.get('/api/order/user')).body.orders;
  for (const status of ['Confirmed', 'Packing']) {
    const moved = await staff.post(`/api/order/seller/${order._id}/status`, { status });
    if (moved.status !== 200) throw new Error(`move refused: ${JSON.stringify(moved.body)}`);
  }
  return order;
}
