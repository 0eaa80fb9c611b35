import { screen, waitFor, within } from '@testing-library/react';
import { PRODUCTS, product } from '../../test/fixtures';
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
});
