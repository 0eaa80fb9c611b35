import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App from './App';
import { createFakeApi } from './test/fakeRoutes';
import { NOT_LOGGED_IN, PRODUCT_LIST, TEST_CONFIG } from './test/fixtures';
import './test/browserShims';

describe('App start-up frame', () => {
  // Its own file: the full app's chunk must not be loaded yet by another test.
  it('paints the home hero before its store and screens load, then keeps one hero', async () => {
    const api = createFakeApi({
      'GET /api/product/list': PRODUCT_LIST,
      'GET /api/user/is-auth': NOT_LOGGED_IN,
    });

    render(
      <MemoryRouter initialEntries={['/']}>
        <App config={TEST_CONFIG} />
      </MemoryRouter>,
    );

    // First render: the startup frame, with the real hero and no request sent yet.
    const heroTitle = 'Freshness you can trust, savings you will love!';
    expect(screen.getByRole('heading', { level: 1, name: heroTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'GreenCart home' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(api.sent('GET /api/product/best-sellers')).toHaveLength(0);

    // Then the full app replaces it: one hero, navbar and footer, the best sellers requested.
    // The full app is a lazy chunk: on a busy machine it takes longer than findBy's default 1 s.
    expect(await screen.findByRole('contentinfo', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1, name: heroTitle })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    await waitFor(() => expect(api.sent('GET /api/product/best-sellers')).toHaveLength(1));
  });
});
