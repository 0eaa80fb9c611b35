import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App from './App';
import { createFakeApi } from './test/fakeRoutes';
import { NOT_LOGGED_IN, PRODUCT_LIST, PRODUCTS, TEST_CONFIG } from './test/fixtures';
import './test/browserShims';

describe('App start-up frame of a product page', () => {
  // Its own file: the full app's chunk must not be loaded yet by another test.
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('paints the main image from the early answer, and the store does not ask again', async () => {
    const [tomato] = PRODUCTS;
    const fetch = jest.fn(async (url: string) =>
      url === `${TEST_CONFIG.apiUrl}/api/product/tomato`
        ? { ok: true, status: 200, json: async () => ({ success: true, product: tomato }) }
        : { ok: false, status: 404, json: async () => null },
    );
    (globalThis as { fetch?: unknown }).fetch = fetch;
    const api = createFakeApi({
      'GET /api/product/list': PRODUCT_LIST,
      'GET /api/user/is-auth': NOT_LOGGED_IN,
    });

    render(
      <MemoryRouter initialEntries={['/products/vegetables/tomato']}>
        <App config={TEST_CONFIG} />
      </MemoryRouter>,
    );

    // The frame: the breadcrumb and the main image (full size, not the card's).
    const image = await screen.findByRole('img', { name: 'Tomato 1 kg' }, { timeout: 10_000 });
    expect(image).toHaveAttribute('src', 'http://api.test/uploads/tomato.webp');
    expect(image.closest('.sf-gallery__main')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Organic veggies' })).toHaveAttribute(
      'href',
      '/products/vegetables',
    );
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    // Then the full app's product page, from the early answer.
    expect(await screen.findByRole('contentinfo', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tomato 1 kg' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(api.sent('GET /api/product/tomato')).toHaveLength(0);
    const productGets = fetch.mock.calls.filter(([url]) =>
      String(url).endsWith('/api/product/tomato'),
    );
    expect(productGets).toHaveLength(1);
  }, 30_000);
});
