import { Profiler } from 'react';
import { screen } from '@testing-library/react';
import { product } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FIRST_CARDS, ProductGrid } from './ProductGrid';

describe('a product grid', () => {
  it('commits its first cards at once and the rest in a render of their own, in order', async () => {
    const products = Array.from({ length: 24 }, (_, i) =>
      product({ _id: `p${i}`, name: `Product ${i}` }),
    );
    // Cards on the page after each commit of the grid.
    const commits: number[] = [];
    renderWithProviders(
      <Profiler
        id="grid"
        onRender={() => commits.push(document.querySelectorAll('.sf-grid > li').length)}
      >
        <ProductGrid products={products} />
      </Profiler>,
    );
    expect(await screen.findByRole('link', { name: 'Product 23' })).toBeInTheDocument();
    expect(commits[0]).toBe(FIRST_CARDS);
    expect(commits.at(-1)).toBe(24);
    const names = screen
      .getAllByRole('article')
      .map((card) => card.querySelector('a')?.textContent);
    expect(names).toEqual(products.map((p) => p.name));
  });

  it('renders a short list whole at once', () => {
    const products = [product({ _id: 'a', name: 'A' }), product({ _id: 'b', name: 'B' })];
    const commits: number[] = [];
    renderWithProviders(
      <Profiler
        id="grid"
        onRender={() => commits.push(document.querySelectorAll('.sf-grid > li').length)}
      >
        <ProductGrid products={products} />
      </Profiler>,
    );
    expect(commits[0]).toBe(2);
  });
});
