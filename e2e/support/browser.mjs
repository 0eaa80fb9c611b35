// Launches Debian's Chromium through playwright-core (never a downloaded browser).
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** A desktop window: the navbar's search box is shown on large screens only. */
export const DESKTOP_VIEWPORT = { width: 1280, height: 900 };

/** Starts a headless Chromium; each test opens its own context (cookies, storage). */
export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * A fresh browser profile (cookies, localStorage) pointed at the shell. Timeouts are
 * generous because the machine's two cores are shared, but bounded.
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL the shell's URL
 */
export async function newShopperContext(browser, baseURL, options = {}) {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP_VIEWPORT, ...options });
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(30_000);
  return context;
}

/**
 * Records every request URL a page makes, so a test can assert what was (not) fetched.
 * @param {import('playwright-core').Page} page
 */
export function recordRequests(page) {
  const urls = [];
  page.on('request', (req) => urls.push(req.url()));
  return urls;
}
