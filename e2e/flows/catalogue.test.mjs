// The catalogue at scale, in the browser (issue 14): a typo finds the product through the
// navbar's suggestions and results, pages load a page at a time ("Load more"), the sort lives
// in the URL, and Back returns to the same place in a long list.
import assert from 'node:assert/strict';
import { PRODUCT_PAGE_SIZE } from '../../api/contracts/dist/index.js';
import { listProducts } from '../support/api.mjs';
import { eventually, flow, useStack } from '../support/flow.mjs';
import { signedInSeller, visitSeller } from '../support/seller.mjs';
import { cardNames, expectCards, visit } from '../support/shop.mjs';

const env = useStack();
/**
 * Every product as shoppers' listings show it (issue 28): the available ones, then the sold-out
 * ones, each in catalogue order (the spec's list is in catalogue order).
 */
const listed = async () => {
  const all = await listProducts(env.stack.urls.api);
  return [...all.filter((p) => p.inStock), ...all.filter((p) => !p.inStock)];
};

flow(
  env,
  'a misspelt search ("tomatoe") finds the product as you type and on Enter',
  async ({ open }) => {
    const page = await open();
    await visit(page, '/');
    const box = page.getByRole('combobox', { name: 'Search products' }).first();
    await box.fill('tomatoe');
    const suggestions = page.getByRole('listbox', { name: 'Suggested products' }).first();
    await suggestions.getByRole('option', { name: /Tomato 1 kg/ }).waitFor();
    assert.equal(await box.getAttribute('aria-expanded'), 'true');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/products' && url.search === '?q=tomatoe');
    await eventually(async () => assert.equal((await cardNames(page))[0], 'Tomato 1 kg'));

    // Arrow down and Enter opens the suggested product itself.
    await box.fill('banan');
    await suggestions
      .getByRole('option', { name: /Banana/ })
      .first()
      .waitFor();
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL(/\/products\/fruits\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: /Banana/ }).waitFor();
  },
);

flow(
  env,
  'All Products loads a page at a time, sorts by price through the URL, and Back keeps the place',
  async ({ open }) => {
    const products = await listed();
    assert.ok(products.length > PRODUCT_PAGE_SIZE, 'the seed has more than one page');
    const page = await open();
    await visit(page, '/products');
    await eventually(async () => assert.equal((await cardNames(page)).length, PRODUCT_PAGE_SIZE));
    const more = page.getByRole('link', { name: 'Load more' });
    assert.match(await more.getAttribute('href'), /^\/products\?cursor=/);
    await more.click();
    await expectCards(
      page,
      products.map((p) => p.name),
    );
    assert.equal(await page.getByRole('link', { name: 'Load more' }).count(), 0);
    // The sold-out product (the seed's mango) is listed last, marked, with the notify-me button.
    const soldOut = products.filter((p) => !p.inStock);
    assert.ok(soldOut.length > 0, 'the seed has a sold-out product');
    const soldOutCard = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: soldOut[0].name, exact: true }) });
    await soldOutCard.getByText('Sold out', { exact: true }).waitFor();
    await soldOutCard
      .getByRole('button', { name: `Email me when it is back: ${soldOut[0].name}` })
      .waitFor();
    assert.equal(await soldOutCard.getByRole('button', { name: /^Add / }).count(), 0);

    // Back from a product at the bottom of the second page: same rows, same place.
    const last = page.getByRole('main').getByRole('article').last();
    await last.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => globalThis.scrollY);
    assert.ok(scrolled > 500, `scrolled down (${scrolled})`);
    await last.getByRole('heading').getByRole('link').click();
    await page.waitForURL(/\/products\/[^/]+\/[^/]+$/);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/products');
    await expectCards(
      page,
      products.map((p) => p.name),
    );
    await eventually(async () => {
      const back = await page.evaluate(() => globalThis.scrollY);
      assert.ok(Math.abs(back - scrolled) < 40, `back at ${back}, was at ${scrolled}`);
    });

    // Sort by price, low to high: in the URL, and the server's order.
    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.waitForURL((url) => url.search === '?sort=price-asc');
    const cheapest = products
      .filter((p) => p.inStock)
      .sort((a, b) => a.offerPrice - b.offerPrice)[0];
    await eventually(async () => assert.equal((await cardNames(page))[0], cheapest.name));
  },
);

flow(env, 'nothing matches: "Did you mean" offers the closest name', async ({ open }) => {
  const page = await open();
  // Too far from every word to be corrected ("tamato" and "tomtao" are: they find Tomato
  // directly), yet close enough to one product's name to offer it.
  await visit(page, '/products?q=tomatoo1');
  const suggestion = page.getByRole('main').getByRole('link', { name: 'Tomato 1 kg' });
  await suggestion.waitFor();
  await suggestion.click();
  await page.waitForURL((url) => url.search === '?q=Tomato+1+kg');
  await eventually(async () => assert.equal((await cardNames(page))[0], 'Tomato 1 kg'));
});

flow(
  env,
  'a synonym group the seller adds in the portal is used by the storefront search at once',
  async ({ open, newContext }) => {
    // Before: nothing is called "pomodoro".
    const page = await open();
    await visit(page, '/products?q=pomodoro');
    const main = page.getByRole('main');
    await main
      .getByText('No products match “pomodoro”')
      .or(main.getByRole('article').first())
      .first()
      .waitFor();
    assert.ok(!(await cardNames(page)).includes('Tomato 1 kg'));

    const { context } = await signedInSeller(env, newContext);
    const staff = await context.newPage();
    await visitSeller(staff, '/seller/search-synonyms');
    await staff.getByRole('heading', { level: 1, name: 'Search synonyms' }).waitFor();
    // The groups load after the heading: count them once the first is there.
    await staff.getByRole('textbox', { name: 'Group 1', exact: true }).waitFor();
    const groups = await staff.getByRole('textbox', { name: /^Group \d+$/ }).count();
    await staff.getByRole('button', { name: 'Add a group' }).click();
    const added = staff.getByRole('textbox', { name: `Group ${groups + 1}`, exact: true });
    await added.fill('pomodoro, tomato');
    await staff.getByRole('button', { name: 'Save' }).click();
    await staff.getByText('Search synonyms saved').waitFor();

    await visit(page, '/products?q=pomodoro');
    await eventually(async () => {
      const names = await cardNames(page);
      assert.ok(names.slice(0, 3).includes('Tomato 1 kg'), names.join(', '));
      assert.ok(
        names.every((name) => /tomato/i.test(name)),
        names.join(', '),
      );
    });
  },
);
