// A browser-like HTTP client for the ops tests: keeps cookies, speaks JSON.

/** An address as the add-address form sends it. */
export const ADDRESS = {
  firstName: 'Nimal',
  lastName: 'Perera',
  email: 'nimal@example.com',
  phone: '+94 77 123 4567',
  street: '12 Galle Road',
  city: 'Colombo',
  state: 'Western',
  zip: '00100',
  country: 'Sri Lanka',
};

/** Cookies of one shopper (or the seller), sent to whichever server a request goes to. */
export class Session {
  /** @type {Map<string, string>} */
  cookies = new Map();
  /** @type {string[]} raw Set-Cookie headers received, newest last */
  setCookies = [];

  /**
   * @param {string} url absolute URL
   * @param {{ method?: string, json?: unknown, body?: BodyInit, headers?: Record<string, string>, signal?: AbortSignal }} [options]
   * @returns {Promise<{ status: number, headers: Headers, body: any }>}
   */
  async request(url, { method = 'GET', json, body, headers = {}, signal } = {}) {
    const sent = { ...headers };
    if (this.cookies.size > 0) {
      sent.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (json !== undefined) {
      sent['content-type'] = 'application/json';
      body = JSON.stringify(json);
    }
    const res = await fetch(url, { method, headers: sent, body, signal });
    for (const cookie of res.headers.getSetCookie()) {
      this.setCookies.push(cookie);
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    const text = await res.text();
    let parsed = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (an image, nginx's own page)
    }
    return { status: res.status, headers: res.headers, body: parsed };
  }
}
