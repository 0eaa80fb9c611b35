// A small API client for the flows' setup and checks (seller actions, placing an order
// straight against the API). Keeps its own cookies and sends the shell's Origin, as the
// browser would (state-changing requests must come from an allowed origin).
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';

/**
 * @param {string} apiUrl the API's base URL
 * @param {string} origin an origin the API accepts (the shell's URL)
 */
export function apiClient(apiUrl, origin) {
  const cookies = new Map();

  async function call(method, path, body) {
    const headers = { Origin: origin, Accept: 'application/json' };
    if (cookies.size > 0) headers.Cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${apiUrl}${path}`, { method, headers, body: payload });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    const json = await res.json().catch(() => null);
    return { status: res.status, body: json };
  }

  return {
    /** The session cookies the API set, as Playwright cookies (for `context.addCookies`). */
    browserCookies() {
      return [...cookies].map(([name, value]) => ({
        name,
        value,
        url: apiUrl,
        httpOnly: true,
        sameSite: 'Lax',
      }));
    },
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    put: (path, body) => call('PUT', path, body),
    /** Logs in as the seller; throws when refused. */
    async loginSeller({ email, password }) {
      const res = await call('POST', '/api/seller/login', { email, password });
      if (!res.body?.success) throw new Error(`seller login refused: ${JSON.stringify(res.body)}`);
      return res;
    },
    /**
     * Adds a product as the logged-in seller (multipart, as the seller portal sends it).
     * @param {{ name: string, description: string[], category: string, price: number, offerPrice: number }} data
     * @param {string[]} files image paths
     */
    async addProduct(data, files) {
      const form = new FormData();
      form.append('productData', JSON.stringify(data));
      for (const file of files) {
        form.append(
          'images',
          new Blob([await readFile(file)], { type: 'image/png' }),
          basename(file),
        );
      }
      const res = await call('POST', '/api/product/add', form);
      if (!res.body?.success) throw new Error(`product add refused: ${JSON.stringify(res.body)}`);
      return res;
    },
    /** Saves an address for the logged-in shopper and returns it (the newest one). */
    async addAddress(address) {
      const res = await call('POST', '/api/address/add', { address });
      if (!res.body?.success) throw new Error(`address refused: ${JSON.stringify(res.body)}`);
      const list = await call('GET', '/api/address/get');
      return list.body.addresses.at(-1);
    },
    /**
     * Places a cash-on-delivery order as the logged-in shopper; throws when refused. Answers
     * the order as the shopper's order list shows it (the newest comes first).
     * @param {{ items: { product: string, quantity: number, substitution?: string }[], address: string }} order
     */
    async placeCodOrder(order) {
      const res = await call('POST', '/api/order/cod', order);
      if (res.status !== 201) throw new Error(`order refused: ${JSON.stringify(res.body)}`);
      const [placed] = (await call('GET', '/api/order/user')).body.orders;
      return placed;
    },
    /**
     * Starts an online order as the logged-in shopper; throws when refused. Answers the
     * provider's checkout URL.
     * @param {{ items: { product: string, quantity: number }[], address: string }} order
     */
    async placeOnlineOrder(order) {
      const res = await call('POST', '/api/order/stripe', order);
      if (res.status !== 201) throw new Error(`online order refused: ${JSON.stringify(res.body)}`);
      return res.body.url;
    },
    /** Moves an order through `statuses` in turn as the logged-in seller; throws when refused. */
    async moveOrder(orderId, statuses) {
      for (const status of statuses) {
        const res = await call('POST', `/api/order/seller/${orderId}/status`, { status });
        if (res.status !== 200) throw new Error(`move refused: ${JSON.stringify(res.body)}`);
      }
    },
    /** Registers a shopper; returns the user. */
    async register(user) {
      const res = await call('POST', '/api/user/register', user);
      if (!res.body?.success) throw new Error(`register refused: ${JSON.stringify(res.body)}`);
      return res.body.user;
    },
  };
}

/** The public product list (what the store shows). */
export async function listProducts(apiUrl) {
  const res = await fetch(`${apiUrl}/api/product/list`);
  const body = await res.json();
  if (!body.success) throw new Error(`product list failed: ${JSON.stringify(body)}`);
  return body.products;
}
