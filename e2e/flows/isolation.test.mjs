// Independent deployment and failure isolation of the remotes: the seller remote is
// never fetched by the store, a dead remote leaves the other working, a seller redeploy is
// picked up without touching the shell or the storefront, and a rollback is a config change.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listProducts } from '../support/api.mjs';
import { recordRequests } from '../support/browser.mjs';
import { eventually, flow, useStack } from '../support/flow.mjs';
import { sellerNav, signedInSeller, visitSeller } from '../support/seller.mjs';
import { ROOT, shellConfig } from '../support/stack.mjs';
import { mainNav, signedInShopper, visit } from '../support/shop.mjs';

const env = useStack();
const SELLER_DOWN = 'The seller portal is unavailable right now';
const SHOP_DOWN = 'The shop is unavailable right now';

async function storefrontPaths() {
  const [product] = (await listProducts(env.stack.urls.api)).filter((p) => p.inStock);
  return [
    '/',
    '/products',
    `/products/${product.category.toLowerCase()}`,
    `/products/${product.category.toLowerCase()}/${product._id}`,
    '/cart',
    '/my-orders',
    '/add-address',
  ];
}

/** Builds the seller remote with a given BUILD_ID into a fresh folder; resolves to it. */
function buildSeller(buildId) {
  const outDir = mkdtempSync(join(tmpdir(), `gc-seller-${buildId}-`));
  // Served until the stack stops (after this file's tests); removed when the run ends.
  process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['webpack', '--mode', 'production', '--output-path', outDir], {
      cwd: join(ROOT, 'mfe-seller'),
      env: { ...process.env, BUILD_ID: buildId },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('exit', (code) =>
      code === 0
        ? resolve(outDir)
        : reject(new Error(`seller build failed:\n${output.slice(-3000)}`)),
    );
  });
}

/**
 * Reloads until the portal shows build `id`. A page load that meets a server mid-restart (the
 * shell's, for a rollback) shows "unavailable" with Retry; the next load must then work.
 */
async function reloadUntilBuild(page, id) {
  await eventually(
    async () => {
      await page.reload();
      assert.equal(await buildIdShown(page), id);
    },
    { timeout: 90_000 },
  );
}

async function buildIdShown(page) {
  await sellerNav(page).waitFor();
  // textContent: the label waits behind a closed About, so it is not rendered.
  return (await page.getByTestId('seller-build-id').textContent()).trim();
}

flow(
  env,
  'storefront pages never request the seller remote’s files',
  async ({ open, newContext }) => {
    const { context } = await signedInShopper(env, newContext, 'isolation');
    const page = await open(context);
    const requests = recordRequests(page);
    for (const path of await storefrontPaths()) {
      await visit(page, path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    assert.ok(
      requests.some((url) => url.startsWith(env.stack.urls.storefront)),
      'the storefront remote was loaded',
    );
    assert.deepEqual(
      requests.filter((url) => url.startsWith(env.stack.urls.seller)),
      [],
    );
  },
);

flow(
  env,
  'with the seller remote stopped every storefront page works, /seller says so, and Retry works once it is back',
  async ({ open, newContext }) => {
    await env.stack.stopRemote('seller');
    try {
      const { context } = await signedInShopper(env, newContext, 'sellerdown');
      const page = await open(context);
      for (const path of await storefrontPaths()) {
        await visit(page, path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        assert.equal(await page.getByText(SHOP_DOWN).count(), 0, `${path} works`);
      }
      await page.goto('/seller');
      const alert = page.getByRole('alert').filter({ hasText: SELLER_DOWN });
      await alert.waitFor({ timeout: 30_000 });
      await env.stack.startRemote('seller');
      await alert.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('heading', { name: 'Seller Login' }).waitFor({ timeout: 30_000 });
    } finally {
      if (!env.stack.servers.seller.running) await env.stack.startRemote('seller');
    }
  },
);

flow(
  env,
  'with the storefront remote stopped the seller portal still works',
  async ({ open, newContext }) => {
    await env.stack.stopRemote('storefront');
    try {
      const { context } = await signedInSeller(env, newContext);
      const page = await open(context);
      await visitSeller(page, '/seller/product-list');
      await page.getByRole('heading', { level: 1, name: 'All Products' }).waitFor();
      await page.getByRole('switch').first().waitFor();
      await page.goto('/');
      await page.getByRole('alert').filter({ hasText: SHOP_DOWN }).waitFor({ timeout: 30_000 });
    } finally {
      await env.stack.startRemote('storefront');
    }
  },
);

flow(
  env,
  'a seller redeploy at the same URL shows on the next page load without touching the shell or storefront; rollback via config.json',
  async ({ open, newContext }) => {
    const before = env.stack.pids();
    const { context } = await signedInSeller(env, newContext);
    const page = await open(context);
    await visitSeller(page);
    const oldId = await buildIdShown(page);
    const newId = `e2e-${Date.now().toString(36)}`;
    assert.notEqual(oldId, newId);

    // Redeploy: a new build served at the same port, the old server replaced.
    const newBuild = await buildSeller(newId);
    await env.stack.stopRemote('seller');
    await env.stack.startRemote('seller', newBuild);
    await reloadUntilBuild(page, newId);
    const after = env.stack.pids();
    assert.equal(after.shell, before.shell, 'the shell was not restarted');
    assert.equal(after.storefront, before.storefront, 'the storefront was not restarted');
    const shop = await open();
    await visit(shop, '/products');
    assert.ok(await mainNav(shop).isVisible());

    // Rollback: the previous build served on a second port, and the shell's config.json
    // pointed at it (the shell's static server is restarted to serve the changed file).
    const oldUrl = await env.stack.serveExtra('seller-previous', 'mfe-seller/dist');
    await env.stack.restartShell(
      shellConfig(env.stack.urls, { seller: `${oldUrl}/mf-manifest.json` }),
    );
    await reloadUntilBuild(page, oldId);
    assert.equal(
      env.stack.pids().storefront,
      before.storefront,
      'the storefront was not restarted',
    );
  },
  { timeout: 600_000 },
);
