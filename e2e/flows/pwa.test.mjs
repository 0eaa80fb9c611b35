// The installable storefront (docs/SHOPPER-UX.md "Installing the shop"): Chromium finds it
// installable, its service worker keeps the shell's and remotes' hashed files but never an API
// answer (nothing of the shopper's), a page opened offline shows the offline page, and a new
// release offers "New version available — Reload", usable from the keyboard.
/* global caches -- inside page.evaluate callbacks */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually, flow, useStack } from '../support/flow.mjs';
import { SAMPLE_DELIVERY, signedInShopper } from '../support/shop.mjs';
import { listProducts } from '../support/api.mjs';
import { ROOT } from '../support/stack.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser.mjs';
import { chromium } from 'playwright-core';

const env = useStack();

/** Waits until the page is controlled by the shell's worker (registered after load and idle). */
async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
}

/** Every URL in every cache of the page's origin, with the body of each as text. */
function cachedEntries(page) {
  return page.evaluate(async () => {
    const out = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        out.push({ cache: name, url: request.url, body: await response.text() });
      }
    }
    return out;
  });
}

flow(env, 'Chromium finds the storefront installable, with the shop’s name and icons', async () => {
  // Chromium never offers to install from an incognito profile (a new context is one).
  const profile = mkdtempSync(join(tmpdir(), 'gc-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    baseURL: env.stack.urls.shell,
  });
  try {
    await installable(context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** The storefront in `context` passes Chromium's installability check; the manifest is the shop's. */
async function installable(context) {
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('region', { name: 'Best Sellers' }).waitFor({ timeout: 30_000 });
  await controlled(page);
  const cdp = await page.context().newCDPSession(page);
  const errors = await eventually(async () => {
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
    return installabilityErrors;
  });
  assert.deepEqual(errors, []);
  const { url, errors: parseErrors, data } = await cdp.send('Page.getAppManifest');
  assert.equal(url, `${env.stack.urls.api}/api/shop/manifest.webmanifest`);
  assert.deepEqual(parseErrors, []);
  const manifest = JSON.parse(data);
  assert.equal(manifest.name, 'GreenCart');
  assert.equal(manifest.start_url, `${env.stack.urls.shell}/`);
  assert.equal(manifest.display, 'standalone');
  // The icons are drawn by the API: real PNGs of the sizes the manifest says.
  for (const icon of manifest.icons) {
    const response = await fetch(new URL(icon.src, url));
    assert.equal(response.headers.get('content-type'), 'image/png');
    const png = Buffer.from(await response.arrayBuffer());
    const width = png.readUInt32BE(16);
    assert.equal(`${width}x${png.readUInt32BE(20)}`, icon.sizes);
  }
}

flow(
  env,
  'the service worker keeps static files only: no API answer, nothing of the shopper',
  async ({ open, newContext }) => {
    const { api, shopper, context } = await signedInShopper(env, newContext, 'pwa-cache');
    const address = await api.addAddress(SAMPLE_DELIVERY);
    const [product] = (await listProducts(env.stack.urls.api)).filter((p) => p.inStock);
    await api.placeCodOrder({
      items: [{ product: product._id, quantity: 1 }],
      address: address._id,
    });
    const page = await open(context);
    await page.goto('/');
    await page.getByRole('region', { name: 'Best Sellers' }).waitFor({ timeout: 30_000 });
    await controlled(page);
    // Controlled now: these pages' every request passes the worker.
    const apiAnswers = [];
    page.on('response', (response) => {
      if (response.url().startsWith(env.stack.urls.api)) apiAnswers.push(response);
    });
    await page.goto('/my-orders');
    await page.getByText(product.name).first().waitFor({ timeout: 30_000 });
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Notifications on this device' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Notifications on this device' }).waitFor();

    assert.ok(apiAnswers.length > 0, 'the pages asked the API');
    for (const response of apiAnswers) {
      assert.equal(
        response.fromServiceWorker(),
        false,
        `${response.url()} went through the worker`,
      );
    }
    const entries = await cachedEntries(page);
    assert.ok(
      entries.some((e) => e.url.endsWith('/offline.html')),
      'the offline page is kept',
    );
    assert.ok(
      entries.some((e) => e.url.startsWith(env.stack.urls.storefront)),
      'the storefront remote’s hashed files are kept',
    );
    for (const entry of entries) {
      assert.ok(!entry.url.startsWith(env.stack.urls.api), `API answer cached: ${entry.url}`);
      assert.ok(!entry.url.includes('/api/'), `API answer cached: ${entry.url}`);
      assert.ok(
        /\/(offline\.html|config\.json)$/.test(entry.url) ||
          /[0-9a-f]{8,}\.[a-z0-9]+$/.test(entry.url),
        `not a static file: ${entry.url}`,
      );
      assert.ok(!entry.body.includes(shopper.email), `${entry.url} holds the shopper's email`);
    }
  },
);

flow(
  env,
  'a page opened without a network shows the offline page',
  async ({ open, newContext }) => {
    const context = await newContext();
    const page = await open(context);
    await page.goto('/');
    await page.getByRole('region', { name: 'Best Sellers' }).waitFor({ timeout: 30_000 });
    await controlled(page);
    await context.setOffline(true);
    await page.goto('/products');
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    const retry = page.getByRole('link', { name: 'Try again' });
    await retry.waitFor();
    for (const [name, viewport] of [
      ['360', { width: 360, height: 800 }],
      ['1366', { width: 1366, height: 768 }],
    ]) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `/tmp/pwa-shots/offline-${name}.png` }).catch(() => undefined);
    }
    await context.setOffline(false);
    await retry.click();
    await page.getByRole('heading', { name: 'You are offline' }).waitFor({ state: 'detached' });
  },
);

flow(
  env,
  'a new release shows “New version available — Reload”, usable from the keyboard',
  async ({ open }) => {
    const page = await open();
    await page.goto('/');
    await page.getByRole('region', { name: 'Best Sellers' }).waitFor({ timeout: 30_000 });
    await controlled(page);
    const before = await page.evaluate(() => navigator.serviceWorker.controller.scriptURL);

    // The next release: the same build with another version in /sw.js.
    const next = mkdtempSync(join(tmpdir(), 'gc-shell-next-'));
    try {
      cpSync(join(ROOT, 'shell', 'dist'), next, { recursive: true });
      for (const compressed of ['sw.js.gz', 'sw.js.br'])
        rmSync(join(next, compressed), { force: true });
      const sw = readFileSync(join(next, 'sw.js'), 'utf8');
      const bumped = sw.replace(/(VERSION\s*=\s*)(["'])([^"']+)\2/, '$1$2$3-next$2');
      assert.notEqual(bumped, sw, 'the version is found in /sw.js');
      writeFileSync(join(next, 'sw.js'), bumped);
      await env.stack.restartShell(env.stack.config, next);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());

      const banner = page.getByRole('status').filter({ hasText: 'New version available' });
      await banner.waitFor();
      for (const [name, viewport] of [
        ['360', { width: 360, height: 800 }],
        ['1366', { width: 1366, height: 768 }],
      ]) {
        await page.setViewportSize(viewport);
        await page.screenshot({ path: `/tmp/pwa-shots/update-${name}.png` }).catch(() => undefined);
      }
      const reload = banner.getByRole('button', { name: 'Reload' });
      await reload.focus();
      const navigation = page.waitForEvent('framenavigated');
      await page.keyboard.press('Enter');
      await navigation;
      await page.getByRole('region', { name: 'Best Sellers' }).waitFor({ timeout: 30_000 });
      const version = await page.evaluate(async () =>
        (await caches.keys()).filter((name) => name.startsWith('greencart-shell-')),
      );
      assert.equal(version.length, 1);
      assert.match(version[0], /-next$/);
      assert.equal(await page.evaluate(() => navigator.serviceWorker.controller.scriptURL), before);
      assert.equal(await banner.count(), 0);
    } finally {
      await env.stack.restartShell(env.stack.config);
      rmSync(next, { recursive: true, force: true });
    }
  },
);
