import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import '../test/browserShims';
import { createFakeApi } from '../test/fakeRoutes';
import {
  NO_DEALS,
  NOT_LOGGED_IN,
  PRODUCT_LIST,
  SHOP_SETTINGS,
  TEST_CONFIG,
} from '../test/fixtures';
import { lazyPageFor } from './routeTable';
import StorefrontApp, { prepareStore } from './StorefrontApp';

const fakeApi = () =>
  createFakeApi({
    'GET /api/product/list': PRODUCT_LIST,
    'GET /api/user/is-auth': NOT_LOGGED_IN,
    'GET /api/shop/settings': SHOP_SETTINGS,
    'GET /api/deals': NO_DEALS,
  });

/** The statuses of the store's cached queries, by RTK Query's cache key. */
const cached = (prepared: Awaited<ReturnType<typeof prepareStore>>) =>
  Object.values(prepared.store.getState().api.queries).map((q) => [q?.endpointName, q?.status]);

// The store asks for the landing page's answers before the app's first render
// (landingData.ts), with the arguments its screens use: they find them cached and ask nothing.
describe('the landing page’s first answers (prepareStore)', () => {
  // A whole app's mount with every answer: slow on a busy machine.
  jest.setTimeout(20_000);

  it('has a product page’s product, related products, reviews, settings and deals before the first render', async () => {
    const api = fakeApi();
    // As App.tsx does: the page's chunk arrives with the answers.
    await lazyPageFor('/products/vegetables/tomato')?.preload();
    const prepared = await prepareStore(TEST_CONFIG, '/products/vegetables/tomato', '');
    expect(cached(prepared)).toEqual(
      expect.arrayContaining([
        ['shopSettings', 'fulfilled'],
        ['getProduct', 'fulfilled'],
        ['getRelatedProducts', 'fulfilled'],
        ['getProductReviews', 'fulfilled'],
        ['getDeals', 'fulfilled'],
      ]),
    );
    render(
      <MemoryRouter initialEntries={['/products/vegetables/tomato']}>
        <StorefrontApp config={TEST_CONFIG} prepared={prepared} />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tomato 1 kg' }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Related Products' });
    await waitFor(() => expect(api.sent('GET /api/user/is-auth')).toHaveLength(1));
    for (const key of [
      'GET /api/product/tomato',
      'GET /api/product/tomato/related',
      'GET /api/review/product/tomato',
      'GET /api/shop/settings',
      'GET /api/deals',
    ]) {
      expect([key, api.sent(key).length]).toEqual([key, 1]);
    }
  });

  it('has the listing’s first page before the first render, and none with a search in the address', async () => {
    const api = fakeApi();
    const prepared = await prepareStore(TEST_CONFIG, '/products', '');
    expect(cached(prepared)).toEqual(expect.arrayContaining([['getProductPages', 'fulfilled']]));
    render(
      <MemoryRouter initialEntries={['/products']}>
        <StorefrontApp config={TEST_CONFIG} prepared={prepared} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: /Tomato 1 kg/ })).toBeInTheDocument();
    await waitFor(() => expect(api.sent('GET /api/user/is-auth')).toHaveLength(1));
    expect(api.sent('GET /api/product/query')).toHaveLength(1);

    const searched = await prepareStore(TEST_CONFIG, '/products', '?q=milk');
    expect(cached(searched).map(([name]) => name)).not.toContain('getProductPages');
  });
});
