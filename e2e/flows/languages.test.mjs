// The storefront in Sinhala and Tamil (docs/TRANSLATING.md): the header's switch changes the
// words and <html lang>, a reload keeps the choice, and each script's font is fetched only on
// pages in that language (never on an English one). With I18N_SHOTS=<dir> it also saves
// home, /products, a product and the cart at 360 and 1366 px in all three languages.
import assert from 'node:assert/strict';
/* global document -- inside page.evaluate callbacks, which run in the browser */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { listProducts } from '../support/api.mjs';
import { recordRequests } from '../support/browser.mjs';
import { eventually, flow, useStack } from '../support/flow.mjs';

const env = useStack();
/** Opens `path` and waits for the header's links (named in any language). */
async function visit(page, path) {
  await page.goto(path);
  await page.locator('footer').waitFor({ timeout: 30_000 });
}
/**
 * The script fonts' files requested. Each file once: fonts.css names it in two faces (up to and
 * from the headings' weight), and the second face's request is answered from the memory cache
 * (0 bytes), which the browser still reports as a request.
 */
const fontRequests = (urls) => ({
  sinhala: [...new Set(urls.filter((u) => /noto-sans-sinhala.*\.woff2/.test(u)))],
  tamil: [...new Set(urls.filter((u) => /noto-sans-tamil.*\.woff2/.test(u)))],
  // Outfit's spaces and punctuation for the scripts' start-up frames (fonts.css `Outfit Start`).
  outfitStart: [...new Set(urls.filter((u) => /outfit-latin-wght-normal\.start\./.test(u)))],
});
/** The fonts the shell's early loads preloaded (earlyLoads.ts: the starting language's). */
const fontPreloads = (page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('link[rel="preload"][as="font"]'), (l) => l.href),
  );
const WORDS = {
  en: { allProducts: 'All Products', home: 'Home', cart: 'Shopping Cart' },
  si: { allProducts: 'සියලු භාණ්ඩ', home: 'මුල් පිටුව', cart: 'සාප්පු කූඩය' },
  ta: { allProducts: 'அனைத்துப் பொருட்கள்', home: 'முகப்பு', cart: 'ஷாப்பிங் கூடை' },
};

flow(env, 'English pages fetch no Sinhala or Tamil font and send no lang', async ({ open }) => {
  const page = await open();
  const urls = recordRequests(page);
  await visit(page, '/products');
  await page.getByRole('heading', { level: 1, name: 'All Products' }).waitFor();
  await page.getByRole('article').first().waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.deepEqual(fontRequests(urls), { sinhala: [], tamil: [], outfitStart: [] });
  assert.deepEqual(await fontPreloads(page), []);
  assert.equal(urls.filter((u) => u.includes('/api/product/') && u.includes('lang=')).length, 0);
  assert.equal(urls.filter((u) => /storefront-(si|ta)\./.test(u)).length, 0, 'no catalogue');
});

for (const language of ['si', 'ta']) {
  flow(
    env,
    `switching to ${language} changes the words, keeps the choice over a reload and loads its font only`,
    async ({ open }) => {
      const page = await open();
      const urls = recordRequests(page);
      await visit(page, '/products');
      await page.getByRole('heading', { level: 1, name: 'All Products' }).waitFor();
      await page
        .getByRole('banner')
        .getByRole('combobox', { name: 'Language' })
        .selectOption(language);
      await page.getByRole('heading', { level: 1, name: WORDS[language].allProducts }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), language);
      assert.ok(
        await page
          .getByRole('navigation')
          .first()
          .getByRole('link', { name: WORDS[language].home })
          .isVisible(),
      );
      await eventually(async () => {
        const fonts = fontRequests(urls);
        assert.equal(fonts[language === 'si' ? 'sinhala' : 'tamil'].length, 1, 'its font, once');
        assert.equal(fonts[language === 'si' ? 'tamil' : 'sinhala'].length, 0, 'not the other');
      });
      // The listing asks again in the new language (once its catalogue has switched the words).
      await eventually(async () =>
        assert.ok(
          urls.some((u) => u.includes('/api/product/query') && u.includes(`lang=${language}`)),
        ),
      );

      await page.reload();
      await page.getByRole('heading', { level: 1, name: WORDS[language].allProducts }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), language);
      // Started in the kept language: the shell preloaded its script's font and Outfit's
      // spaces and punctuation (`Outfit Start`, its frames' words wait for both), and only those.
      const preloaded = (await fontPreloads(page)).sort();
      assert.equal(preloaded.length, 2);
      assert.match(preloaded[0], language === 'si' ? /noto-sans-sinhala/ : /noto-sans-tamil/);
      assert.match(preloaded[1], /outfit-latin-wght-normal\.start\.[0-9a-f]{8}\.woff2$/);
      await visit(page, '/cart');
      await page.getByRole('main').getByRole('link').first().waitFor();

      await page.getByRole('banner').locator('select').selectOption('en');
      await page.getByRole('navigation').first().getByRole('link', { name: 'Home' }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    },
  );
}

const SHOTS = process.env.I18N_SHOTS;
if (SHOTS) {
  flow(
    env,
    'screenshots in three languages at 360 and 1366 px',
    async ({ newContext }) => {
      mkdirSync(SHOTS, { recursive: true });
      const product = (await listProducts(env.stack.urls.api)).find((p) => p.inStock);
      for (const [width, height] of [
        [360, 780],
        [1366, 900],
      ]) {
        for (const language of ['en', 'si', 'ta']) {
          const context = await newContext({ viewport: { width, height } });
          await context.addInitScript(
            (l) => localStorage.setItem('greencart.language', l),
            language,
          );
          const page = await context.newPage();
          for (const [name, path] of [
            ['home', '/'],
            ['products', '/products'],
            ['product', `/products/${product.category.toLowerCase()}/${product._id}`],
            ['cart', '/cart'],
          ]) {
            await visit(page, path);
            await page.waitForLoadState('networkidle');
            // The cart's screenshot shows a line: Add to Cart on the product page.
            if (name === 'product')
              await page.locator('.sf-detail__actions button').first().click();
            await page.waitForTimeout(400);
            await page.screenshot({
              path: join(SHOTS, `${name}-${language}-${width}.png`),
              fullPage: name !== 'products',
            });
          }
          await context.close();
        }
      }
    },
    { timeout: 600_000 },
  );
}
