import { screen, waitFor } from '@testing-library/react';
import { currentLocation, renderStorefront } from '../../test/renderWithProviders';

describe('search', () => {
  it('typing in the navbar search goes to All Products and filters by name, ignoring case', async () => {
    const { user } = renderStorefront({ route: '/' });
    const [desktopSearch] = screen.getAllByRole('searchbox', { name: 'Search products' });
    await user.type(desktopSearch, 'TOMA');

    await waitFor(() => expect(currentLocation()).toBe('/products'));
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Tomato 1 kg' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Carrot 500g' })).not.toBeInTheDocument();
    expect(screen.getByText(/1 result for/)).toBeInTheDocument();
  });

  it('All Products lists every in-stock product when there is no search text', async () => {
    renderStorefront({ route: '/products' });
    expect(await screen.findByRole('link', { name: 'Carrot 500g' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('link', { name: 'Banana' })).not.toBeInTheDocument();
  });

  it('clearing the search shows everything again', async () => {
    const { user } = renderStorefront({
      route: '/products',
      preloadedState: { search: { text: 'cola' } },
    });
    expect(await screen.findByRole('link', { name: 'Cola 1.5L' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });
});
