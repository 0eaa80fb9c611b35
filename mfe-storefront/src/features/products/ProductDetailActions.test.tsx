import { screen, within } from '@testing-library/react';
import { product } from '../../test/fixtures';
import { renderStorefront } from '../../test/renderWithProviders';

const KIWI = product({
  _id: 'kiwi',
  name: 'Kiwi',
  category: 'Fruits',
  price: 300,
  offerPrice: 250,
});
const CATALOGUE = { body: { success: true, products: [KIWI] } };

describe('the product page’s buying controls (issue 28)', () => {
  it('are one group: a shown Quantity label, Add to Cart and Buy now', async () => {
    renderStorefront({
      route: '/products/fruits/kiwi',
      api: { 'GET /api/product/list': CATALOGUE },
    });
    const group = await screen.findByRole('group', { name: 'Buy Kiwi' });
    const quantity = within(group).getByRole('combobox', { name: 'Quantity of Kiwi' });
    // The label is on screen ("Quantity"), the product's name is for screen readers only.
    const label = group.querySelector(`label[for="${quantity.id}"]`)!;
    expect(label).not.toHaveClass('gc-visually-hidden');
    expect(label.firstChild?.textContent).toBe('Quantity');
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Add to Cart', 'Buy now']);
  });

  it('come right after the price, before the description', async () => {
    renderStorefront({
      route: '/products/fruits/kiwi',
      api: { 'GET /api/product/list': CATALOGUE },
    });
    const group = await screen.findByRole('group', { name: 'Buy Kiwi' });
    const price = screen.getByText(/^Price:/);
    const about = screen.getByRole('heading', { name: 'About Product' });
    expect(price.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(group.compareDocumentPosition(about) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('toasts (issue 28)', () => {
  it('start under the storefront header, never over its search box or cart', async () => {
    const { settled } = renderStorefront({ route: '/' });
    await settled();
    // The header measures itself (0 px tall in jsdom) and puts the toasts 8 px below it.
    expect(document.documentElement.style.getPropertyValue('--gc-toast-top')).toBe('8px');
    const container = document.querySelector<HTMLElement>('[data-rht-toaster]')!;
    expect(container.style.top).toBe('var(--gc-toast-top, 16px)');
  });
});
