import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App from './App';
import { createFakeApi } from './test/fakeRoutes';
import { NOT_LOGGED_IN, PRODUCT_LIST, PRODUCTS, TEST_CONFIG } from './test/fixtures';
import './test/browserShims';

/** A `fetch` answering `/api/product/query` (what the shell preloads) from the fixtures. */
function fakeFetch() {
  const body = { success: true, products: PRODUCTS, nextCursor: null, didYouMean: null };
  return jest.fn(async (url: string) => {
    if (url !== `${TEST_CONFIG.apiUrl}/api/product/query`)
      return { ok: false, status: 404, json: async () => null };
    return { ok: true, status: 200, json: async () => body };
  });
}

describe('App start-up frame of a listing', () => {
  // Its own file: the full app's chunk must not be loaded yet by another test.
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('paints the first cards’ images from the early answer, and the store does not ask again', async () => {
    const fetch = fakeFetch();
    (globalThis as { fetch?: unknown }).fetch = fetch;
    const api = createFakeApi({
      'GET /api/product/list': PRODUCT_LIST,
      'GET /api/user/is-auth': NOT_LOGGED_IN,
    });

    render(
      <MemoryRouter initialEntries={['/products']}>
        <App config={TEST_CONFIG} />
      </MemoryRouter>,
    );

    // The frame: the heading, then the first two cards' images in their card boxes.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'All Products' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    const first = await screen.findByRole('img', { name: 'Tomato 1 kg' });
    expect(first).toHaveAttribute('src', 'http://api.test/uploads/tomato.card.webp');
    expect(first.closest('.sf-card__media')).not.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);

    // Then the full app: every card, with the early answer (no second GET of the same page).
    expect(await screen.findByRole('contentinfo', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Cola 1.5L' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1, name: 'All Products' })).toHaveLength(1);
    expect(api.sent('GET /api/product/query')).toHaveLength(0);
  }, 30_000);
});
