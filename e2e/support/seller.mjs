// Seller portal steps, with accessible selectors only.
import { apiClient } from './api.mjs';
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
