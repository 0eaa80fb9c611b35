import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MESSAGES } from '@greencart/contracts';
import App from './App';
import { createFakeApi } from './test/fakeRoutes';
import { ADDRESS, NOT_LOGGED_IN, PRODUCT_LIST, PRODUCTS, TEST_CONFIG, USER } from './test/fixtures';
import { installEarlyFetch } from './test/earlyFetch';
import './test/browserShims';

const GUEST_CART_KEY = 'greencart.guestCart';

describe('App start-up frame of the cart', () => {
  // Its own file: the full app's chunk must not be loaded yet by another test.
  afterEach(() => localStorage.clear());

  it('paints the heading with its counts from the guest cart and the early catalogue; the store does not ask again', async () => {
    const [tomato, banana] = PRODUCTS;
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ [tomato._id]: 1, [banana._id]: 2 }));
    const early = installEarlyFetch({
      '/api/product/list': PRODUCT_LIST,
      '/api/user/is-auth': NOT_LOGGED_IN,
    });
    const api = createFakeApi({
      'GET /api/product/list': PRODUCT_LIST,
      'GET /api/user/is-auth': NOT_LOGGED_IN,
    });
    try {
      render(
        <MemoryRouter initialEntries={['/cart']}>
          <App config={TEST_CONFIG} />
        </MemoryRouter>,
      );

      // The frame: the heading and its counts, as the cart page lays them out.
      const heading = await screen.findByRole(
        'heading',
        { level: 1, name: 'Shopping Cart 2 products, 3 items' },
        { timeout: 10_000 },
      );
      expect(heading.closest('.sf-cart__lines')).not.toBeNull();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

      // Then the full app's cart, from the early catalogue (no second GET of it).
      expect(await screen.findByRole('contentinfo', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(
        await screen.findByRole('link', { name: tomato.name }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(
        screen.getAllByRole('heading', { level: 1, name: 'Shopping Cart 2 products, 3 items' }),
      ).toHaveLength(1);
      expect(api.sent('GET /api/product/list')).toHaveLength(0);
      expect(early.asked('/api/product/list')).toBe(1);
      // A guest's cart: the store takes the frame's 401 too (one session check per page load),
      // and the summary (which waits for the check) is the guest's.
      expect(
        await screen.findByText(MESSAGES.noAddress, {}, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(early.asked('/api/user/is-auth')).toBe(1);
      expect(api.sent('GET /api/user/is-auth')).toHaveLength(0);
    } finally {
      early.uninstall();
    }
  }, 30_000);

  it("asks a shopper's addresses early, for the order summary that waits for them; the store does not ask again", async () => {
    const [tomato] = PRODUCTS;
    const loggedIn = { body: { success: true, user: { ...USER, cartItems: { [tomato._id]: 2 } } } };
    const addresses = { body: { success: true, addresses: [ADDRESS] } };
    const early = installEarlyFetch({
      '/api/product/list': PRODUCT_LIST,
      '/api/user/is-auth': loggedIn,
      '/api/address/get': addresses,
    });
    const api = createFakeApi({
      'GET /api/product/list': PRODUCT_LIST,
      'GET /api/user/is-auth': loggedIn,
      'GET /api/address/get': addresses,
      'POST /api/cart/update': { body: { success: true, message: 'Cart Updated' } },
    });
    try {
      render(
        <MemoryRouter initialEntries={['/cart']}>
          <App config={TEST_CONFIG} />
        </MemoryRouter>,
      );
      // The full app's summary, with the saved address (never the area picker first).
      expect(
        await screen.findByText(/^5 Lake Road, Kandy/, {}, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText('Your area')).not.toBeInTheDocument();
      expect(early.asked('/api/address/get')).toBe(1);
      expect(api.sent('GET /api/address/get')).toHaveLength(0);
    } finally {
      early.uninstall();
    }
  }, 30_000);

  it('paints nothing for an empty cart: the full app says it is empty', async () => {
    const early = installEarlyFetch({
      '/api/product/list': PRODUCT_LIST,
      '/api/user/is-auth': NOT_LOGGED_IN,
    });
    createFakeApi({
      'GET /api/product/list': PRODUCT_LIST,
      'GET /api/user/is-auth': NOT_LOGGED_IN,
    });
    try {
      render(
        <MemoryRouter initialEntries={['/cart']}>
          <App config={TEST_CONFIG} />
        </MemoryRouter>,
      );
      expect(
        await screen.findByText('Your cart is empty', {}, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(screen.queryByText(/products?, \d+ items?/)).not.toBeInTheDocument();
    } finally {
      early.uninstall();
    }
  }, 30_000);
});
