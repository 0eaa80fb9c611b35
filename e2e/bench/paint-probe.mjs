/**
 * Which element is each storefront page's largest paint, and what moves on the way (frame →
 * full app): per page, viewport (412 and 1366 px) and language, prints every largest-paint
 * candidate (time, element, size) and every layout shift (value, what moved, by how much).
 * A look while working on start-up frames (App.tsx, app/startup/), not a budget.
 *
 *   npm run build && node e2e/bench/paint-probe.mjs --pages cart,my-orders,order --languages en,si
 */
/* global window, document -- inside addInitScript / evaluate callbacks */
import { parseArgs } from 'node:util';
import { apiClient, listProducts } from '../support/api.mjs';
import { launchBrowser } from '../support/browser.mjs';
import { SAMPLE_DELIVERY, newShopper } from '../support/shop.mjs';
import { startStack } from '../support/stack.mjs';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: 'cart,my-orders,order' },
    languages: { type: 'string', default: 'en' },
    widths: { type: 'string', default: '412,1366' },
  },
});
const list = (value) => value.split(',').filter(Boolean);

function describe(node) {
  if (!node) return '(removed)';
  const cls =
    typeof node.className === 'string' && node.className
      ? `.${node.className.split(' ').join('.')}`
      : '';
  const text = (node.textContent ?? '').trim().slice(0, 40);
  return `${node.tagName?.toLowerCase()}${cls} "${text}"`;
}

async function probe(browser, url, width, language, setup) {
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 823 : 900 },
    isMobile: width < 800,
  });
  if (setup.cookies) await context.addCookies(setup.cookies);
  const page = await context.newPage();
  await page.addInitScript(
    ({ storage, describeSource }) => {
      for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
      const describeNode = new Function(`return (${describeSource})`)();
      window.__paints = [];
      window.__shifts = [];
      window.__boxes = [];
      new PerformanceObserver((entries) => {
        for (const e of entries.getEntries()) {
          // Where the element was when painted, to compare with the full app's (see below).
          if (e.element?.className && typeof e.element.className === 'string') {
            const r = e.element.getBoundingClientRect();
            window.__boxes.push({
              selector: `${e.element.tagName.toLowerCase()}.${e.element.className.split(' ').join('.')}`,
              text: e.element.textContent,
              box: [r.x, r.y, r.width, r.height].map(Math.round),
            });
          }
          window.__paints.push(
            `${e.startTime.toFixed(0)} ms ${e.size} px² ${describeNode(e.element)}`,
          );
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((entries) => {
        for (const e of entries.getEntries())
          window.__shifts.push(
            `${e.startTime.toFixed(0)} ms ${e.value.toFixed(4)}: ` +
              e.sources
                .map(
                  (s) =>
                    `${describeNode(s.node)} ${JSON.stringify(s.previousRect)}→${JSON.stringify(s.currentRect)}`,
                )
                .join('; '),
          );
      }).observe({ type: 'layout-shift', buffered: true });
    },
    {
      storage: { 'greencart.language': language, ...(setup.storage ?? {}) },
      describeSource: describe.toString(),
    },
  );
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('footer').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const result = await page.evaluate(() => ({
    paints: window.__paints,
    shifts: window.__shifts,
    // Each painted element's box then, and the box of the same element (selector and text)
    // in the page now: a start-up frame's element and the full app's that replaced it.
    boxes: window.__boxes.map(({ selector, text, box }) => {
      const now = [...document.querySelectorAll(selector)].find((e) => e.textContent === text);
      const r = now?.getBoundingClientRect();
      return `${selector} ${JSON.stringify(box)} → ${r ? JSON.stringify([r.x, r.y, r.width, r.height].map(Math.round)) : '(gone)'}`;
    }),
  }));
  await context.close();
  return result;
}

const stack = await startStack();
try {
  const inStock = (await listProducts(stack.urls.api)).filter((p) => p.inStock);
  const api = apiClient(stack.urls.api, stack.urls.shell);
  await api.register(newShopper('probe'));
  const address = await api.addAddress(SAMPLE_DELIVERY);
  const order = await api.placeCodOrder({
    items: inStock.slice(0, 2).map((p) => ({ product: p._id, quantity: 1 })),
    address: address._id,
  });
  const shopper = api.browserCookies();
  const guestCart = {
    'greencart.guestCart': JSON.stringify({ [inStock[0]._id]: 1, [inStock[1]._id]: 2 }),
  };
  const category = inStock[0].category.toLowerCase();
  const pages = {
    products: { path: '/products' },
    product: { path: `/products/${category}/${inStock[0]._id}` },
    cart: { path: '/cart', storage: guestCart },
    'cart-empty': { path: '/cart' },
    'cart-user': { path: '/cart', cookies: shopper, storage: guestCart },
    'my-orders': { path: '/my-orders', cookies: shopper },
    'my-orders-guest': { path: '/my-orders' },
    order: { path: `/my-orders/${order._id}`, cookies: shopper },
    'order-guest': { path: `/my-orders/${order._id}` },
  };
  const browser = await launchBrowser();
  for (const name of list(values.pages)) {
    for (const language of list(values.languages)) {
      // The shopper's saved language is the page's: the full app would switch to another one.
      if (pages[name].cookies) await api.put('/api/user/language', { language });
      for (const width of list(values.widths).map(Number)) {
        const { paints, shifts, boxes } = await probe(
          browser,
          `${stack.urls.shell}${pages[name].path}`,
          width,
          language,
          pages[name],
        );
        console.log(`\n== ${name} ${language} ${width}px`);
        for (const p of paints) console.log(`  LCP ${p}`);
        for (const s of shifts) console.log(`  CLS ${s}`);
        for (const b of boxes) console.log(`  box ${b}`);
      }
    }
  }
  await browser.close();
} finally {
  await stack.stop();
}
