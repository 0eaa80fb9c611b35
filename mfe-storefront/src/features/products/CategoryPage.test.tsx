import { screen, within } from '@testing-library/react';
import { MESSAGES } from '@greencart/contracts';
import { renderStorefront } from '../../test/renderWithProviders';

/** Names of the product cards on the page, in order. */
function productNames(): string[] {
  return within(screen.getByRole('main'))
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent ?? '');
}

describe('CategoryPage', () => {
  it('matches the category in any case and is headed by its label', async () => {
    renderStorefront({ route: '/products/vEgEtAbLeS' });
    expect(screen.getByRole('heading', { level: 1, name: 'Organic veggies' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Tomato 1 kg' })).toBeInTheDocument();
    expect(productNames()).toEqual(['Tomato 1 kg', 'Carrot 500g']);
  });

  it('lists the in-stock products of the category, then the sold-out ones, marked (issue 28)', async () => {
    renderStorefront({ route: '/products/fruits' });
    expect(await screen.findByRole('link', { name: 'Red Apple 1 kg' })).toBeInTheDocument();
    expect(productNames()).toEqual(['Red Apple 1 kg', 'Banana']);
    const banana = within(screen.getByRole('link', { name: 'Banana' }).closest('article')!);
    expect(banana.getByText('Sold out')).toBeInTheDocument();
    expect(
      banana.getByRole('button', { name: 'Email me when it is back: Banana' }),
    ).toBeInTheDocument();
  });

  it('says No products found in this category when it is empty', async () => {
    renderStorefront({ route: '/products/dairy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Dairy Products' })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.noProductsInCategory)).toBeInTheDocument();
  });
});
