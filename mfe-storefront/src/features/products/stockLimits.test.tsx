import { screen, waitFor, within } from '@testing-library/react';
import { PRODUCTS, USER, product } from '../../test/fixtures';
import { renderStorefront } from '../../test/renderWithProviders';

/** A counted product with 2 units left (at or below its threshold: "Only 2 left"). */
const LAST_TWO = product({
  _id: 'kiwi',
  name: 'Kiwi 500g',
  category: 'Fruits',
  quantity: 2,
  lowStockThreshold: 5,
  lowStock: true,
});
const CATALOGUE = { body: { success: true, products: [LAST_TWO, ...PRODUCTS] } };

describe('stock limits in the store (issue 12)', () => {
  it('the product page says "Only 2 left" and offers no more than 2 in its quantity picker', async () => {
    const { user, store } = renderStorefront({
      route: '/products/fruits/kiwi',
      api: { 'GET /api/product/list': CATALOGUE },
    });
    expect(await screen.findByText('Only 2 left')).toBeInTheDocument();
    const picker = screen.getByLabelText('Quantity of Kiwi 500g');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2']);
    await user.selectOptions(picker, '2');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.items).toEqual({ kiwi: 2 });
    // All of them are in the cart: asking for more says so and adds nothing.
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(
      await screen.findByText('Only 2 left: all of them are in your cart'),
    ).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual({ kiwi: 2 });
  });

  it("a card's + stops at what is left", async () => {
    const { user, store } = renderStorefront({
      route: '/products/fruits',
      api: { 'GET /api/product/list': CATALOGUE },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Kiwi 500g to cart' }));
    await user.click(screen.getByRole('button', { name: 'Add one more Kiwi 500g' }));
    await user.click(screen.getByRole('button', { name: 'Add one more Kiwi 500g' }));
    await waitFor(() => expect(store.getState().cart.items).toEqual({ kiwi: 2 }));
  });

  it('the cart offers no more than is left, and says so when a line holds more', async () => {
    renderStorefront({
      route: '/cart',
      api: { 'GET /api/product/list': CATALOGUE },
      preloadedState: { cart: { items: { kiwi: 5 } } },
    });
    expect(await screen.findByText('Only 2 left: lower the quantity to order')).toBeInTheDocument();
    const select = screen.getByLabelText('Quantity of Kiwi 500g');
    // 1, 2 and the line's own 5 (so the select shows the truth), nothing else.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '5']);
  });

  describe('back in stock', () => {
    const SOLD_OUT = product({
      _id: 'figs',
      name: 'Figs 250g',
      category: 'Fruits',
      inStock: false,
    });
    const WITH_FIGS = { body: { success: true, products: [SOLD_OUT, ...PRODUCTS] } };

    it('asks a guest to log in first, and comes back to the product', async () => {
      const { user, store } = renderStorefront({
        route: '/products/fruits/figs',
        api: { 'GET /api/product/list': WITH_FIGS },
      });
      await user.click(
        await screen.findByRole('button', { name: 'Log in to be told when it is back' }),
      );
      expect(store.getState().session.authModal).toBe('login');
      expect(store.getState().session.authReturnTo).toBe('/products/fruits/figs');
    });

    it('tells a shopper what will happen once the request is recorded', async () => {
      const { user, api } = renderStorefront({
        route: '/products/fruits/figs',
        api: {
          'GET /api/product/list': WITH_FIGS,
          'GET /api/user/is-auth': { body: { success: true, user: USER } },
          'POST /api/product/figs/notify-me': {
            body: { success: true, message: 'We will email you when Figs 250g is back in stock' },
          },
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Email me when it is back' }));
      expect(
        await screen.findByText('We will email you when Figs 250g is back in stock'),
      ).toBeInTheDocument();
      expect(api.sent('POST /api/product/figs/notify-me')).toHaveLength(1);
    });
  });
});
