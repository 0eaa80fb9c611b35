import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App from './App';
import { GUEST_CART_KEY } from './features/cart/guestCart';
import { createFakeApi } from './test/fakeRoutes';
import { NOT_LOGGED_IN, PRODUCT_LIST, TEST_CONFIG } from './test/fixtures';
import './test/browserShims';

describe('App (the storefront remote entry)', () => {
  afterEach(() => localStorage.clear());

  it('talks to the API of its config, restores the guest cart and renders the layout', async () => {
    const api = createFakeApi({
      'GET /api/product/list': PRODUCT_LIST,
      'GET /api/user/is-auth': NOT_LOGGED_IN,
    });
    // App builds its own http client (fetch adapter): its requests reach the fake API.
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ tomato: 2 }));

    render(
      <MemoryRouter initialEntries={['/products/vegetables']}>
        <App config={{ ...TEST_CONFIG, apiUrl: 'http://shop-api.test' }} />
      </MemoryRouter>,
    );

    // The footer comes with the full app (its own chunk, its store's first answers), after the
    // startup frame: as long as in the other start-up tests on a busy machine.
    expect(await screen.findByRole('contentinfo', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Organic veggies' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Tomato 1 kg' })).toHaveAttribute(
      'src',
      'http://shop-api.test/uploads/tomato.card.webp',
    );
    await waitFor(() => expect(api.sent('GET /api/user/is-auth')).toHaveLength(1));
    // The category's first page from the server, once; never the whole catalogue.
    expect(api.sent('GET /api/product/query?category=vegetables')).toHaveLength(1);
    expect(api.sent('GET /api/product/list')).toHaveLength(0);
  });
});
