#!/usr/bin/env node
/**
 * Front-end budgets of e2e/bench/README.md, measured on the production builds served compressed by
 * the e2e stack (tools/serve-static.mjs). Not a test: prints figures beside their targets.
 *
 *   node e2e/bench/web.mjs [--runs 3] [--products 10000] [--save DIR]
 *
 * 1. Lighthouse 13 (mobile preset, performance only, Debian's Chromium) on home, /products
 *    and a product page, `--runs` times each: median performance score, LCP, TBT and CLS.
 *    With `--products N`, N more products (copies of the sample ones, images included) are
 *    added to the catalogue first: the pages must stay as fast with a real grocer's range.
 *    With `--save DIR`, each run's Lighthouse JSON is written there (`<page>-<run>.json`) and
 *    the median run's LCP parts (TTFB, load delay, load time, render delay) are printed.
 *    With `--scripts`, each script counted before the largest paint is printed with its size.
 * 2. A Playwright run per page: gzip KB of JavaScript whose response finished before the
 *    largest contentful paint (PerformanceObserver), and whether any seller remote URL was
 *    requested.
 */
/* global window -- inside page.evaluate and addInitScript callbacks, which run in the browser */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pg from 'pg';
import { listProducts } from '../support/api.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser } from '../support/browser.mjs';
import { freePort, startStack } from '../support/stack.mjs';

const TARGETS = { score: 95, jsBeforeLcpKb: 130 };
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    products: { type: 'string', default: '0' },
    save: { type: 'string' },
    scripts: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const EXTRA_PRODUCTS = Number(values.products);

/**
 * Adds `count` products to the embedded database behind the stack's API, in one statement:
 * copies of the sample products in turn (same images, categories and prices), named apart and
 * listed after them.
 */
async function addProducts(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `WITH sample AS (SELECT row_number() OVER (ORDER BY id) - 1 AS i, * FROM product),
            size AS (SELECT count(*) AS n FROM product)
       INSERT INTO product (id, name, category, price_cents, offer_price_cents, images,
                            description, in_stock, created_at, updated_at)
       SELECT 'bulk-' || g, s.name || ' no. ' || g, s.category, s.price_cents,
              s.offer_price_cents, s.images, s.description, true,
              now() + make_interval(secs => g), now()
         FROM generate_series(1, $1::int) AS g
         CROSS JOIN size JOIN sample s ON s.i = g % size.n`,
      [count],
    );
    await client.query('ANALYZE product');
    const { rows } = await client.query('SELECT count(*)::int AS n FROM product');
    return rows[0].n;
  } finally {
    await client.end();
  }
}

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse run in a fresh Chromium profile (chrome-launcher makes one per launch). */
async function lighthouseRun(url, saveAs) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    const { audits, categories } = result.lhr;
    if (saveAs) writeFileSync(saveAs, JSON.stringify(result.lhr));
    const parts = Object.fromEntries(
      (audits['lcp-breakdown-insight']?.details?.items?.[0]?.items ?? []).map((p) => [
        p.subpart,
        p.duration,
      ]),
    );
    return {
      score: Math.round(categories.performance.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      si: audits['speed-index'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      parts,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Loads `url` in Playwright (phone-sized) and sums, over the script responses that finished
 * before the largest contentful paint, their gzip size (body re-compressed at level 9, as
 * the build's `.gz` files are) and the bytes actually transferred (the browser gets brotli).
 * Also lists seller-remote requests.
 */
async function scriptBytesBeforeLcp(browser, url, sellerOrigin) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const finished = [];
  const seller = [];
  page.on('request', (req) => req.url().startsWith(sellerOrigin) && seller.push(req.url()));
  page.on('requestfinished', (req) => {
    if (req.resourceType() === 'script') finished.push(req);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const { timeOrigin, lcp } = await page.evaluate(() => ({
    timeOrigin: performance.timeOrigin,
    lcp: window.__lcp,
  }));
  let gzipBytes = 0;
  let transferred = 0;
  for (const req of finished) {
    const timing = req.timing();
    if (timing.startTime + timing.responseEnd > timeOrigin + lcp) continue;
    const response = await req.response();
    const gzipped = gzipSync(await response.body(), { level: 9 }).length;
    gzipBytes += gzipped;
    if (values.scripts) console.log(`  ${(gzipped / 1024).toFixed(1)} KB  ${req.url()}`);
    transferred += (await req.sizes()).responseBodySize;
  }
  await context.close();
  return { kb: gzipBytes / 1024, transferredKb: transferred / 1024, lcp, seller };
}

async function main() {
  const dbPort = await freePort();
  const stack = await startStack({ apiEnv: { EMBEDDED_DB_PORT: String(dbPort) } });
  const stop = async () => {
    await stack.stop();
    process.exit(130);
  };
  process.once('SIGINT', stop);
  try {
    const [product] = (await listProducts(stack.urls.api)).filter((p) => p.inStock);
    const catalogue =
      EXTRA_PRODUCTS > 0
        ? await addProducts(`postgres://postgres@127.0.0.1:${dbPort}/postgres`, EXTRA_PRODUCTS)
        : null;
    if (catalogue) console.error(`catalogue: ${catalogue} products`);
    const pages = {
      home: '/',
      products: '/products',
      product: `/products/${product.category.toLowerCase()}/${product._id}`,
    };
    const browser = await launchBrowser();
    const rows = [];
    let sellerRequests = [];
    for (const [name, path] of Object.entries(pages)) {
      const url = `${stack.urls.shell}${path}`;
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        if (values.save) mkdirSync(values.save, { recursive: true });
        const saveAs = values.save && join(values.save, `${name}-${i + 1}.json`);
        runs.push(await lighthouseRun(url, saveAs));
      }
      if (values.save) {
        const mid = [...runs].sort((a, b) => a.lcp - b.lcp)[Math.floor(runs.length / 2)];
        console.error(`${name} LCP parts (median run, ms): ${JSON.stringify(mid.parts)}`);
      }
      const js = await scriptBytesBeforeLcp(browser, url, stack.urls.seller);
      sellerRequests = sellerRequests.concat(js.seller);
      rows.push({
        page: name,
        score: median(runs.map((r) => r.score)),
        scores: runs.map((r) => r.score).join('/'),
        fcp: median(runs.map((r) => r.fcp)),
        si: median(runs.map((r) => r.si)),
        lcp: median(runs.map((r) => r.lcp)),
        tbt: median(runs.map((r) => r.tbt)),
        cls: median(runs.map((r) => r.cls)),
        jsKb: js.kb,
        jsTransferredKb: js.transferredKb,
      });
      console.error(`measured ${name}`);
    }
    await browser.close();

    console.log(
      `\nFront end (production builds, compressed), Lighthouse mobile, median of ${RUNS}` +
        (catalogue ? `, ${catalogue} products` : ''),
    );
    console.log(
      'page      score (runs)     FCP ms    SI ms   LCP ms   TBT ms   CLS     JS before LCP: KB gzip (KB sent, brotli)',
    );
    for (const r of rows) {
      console.log(
        `${r.page.padEnd(9)} ${String(r.score).padStart(3)} (${r.scores})`.padEnd(26) +
          `${r.fcp.toFixed(0).padStart(7)}  ${r.si.toFixed(0).padStart(7)}  ${r.lcp.toFixed(0).padStart(7)}  ${r.tbt.toFixed(0).padStart(7)}   ${r.cls.toFixed(3)}   ${r.jsKb.toFixed(1)} (${r.jsTransferredKb.toFixed(1)})`,
      );
    }
    const worstScore = Math.min(...rows.map((r) => r.score));
    const homeJs = rows.find((r) => r.page === 'home').jsKb;
    console.log('\nbudget                                   figure     target');
    console.log(
      `Lighthouse performance (worst page)      ${String(worstScore).padEnd(10)} ≥ ${TARGETS.score}  ${worstScore >= TARGETS.score ? 'ok' : 'MISSED'}`,
    );
    console.log(
      `JS before the home page's LCP            ${`${homeJs.toFixed(1)} KB`.padEnd(10)} ≤ ${TARGETS.jsBeforeLcpKb} KB  ${homeJs <= TARGETS.jsBeforeLcpKb ? 'ok' : 'MISSED'}`,
    );
    console.log(
      `seller remote requested on store pages   ${sellerRequests.length === 0 ? 'never' : `${sellerRequests.length}×`}      never  ${sellerRequests.length === 0 ? 'ok' : 'MISSED'}`,
    );
  } finally {
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
