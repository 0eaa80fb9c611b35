import { screen, waitFor, within } from '@testing-library/react';
import type { ProductQueryResponse } from '@greencart/contracts';
import { currentLocation, renderStorefront } from '../../test/renderWithProviders';
import { PRODUCTS, PRODUCT_LIST, product } from '../../test/fixtures';

const searchBox = () => screen.getAllByRole('combobox', { name: 'Search products' })[0];

describe('search', () => {
  it('typing in the navbar search goes to All Products with the text in the URL, and the server filters', async () => {
    const { user, api } = renderStorefront({ route: '/' });
    await user.type(searchBox(), 'TOMA');

    await waitFor(() => expect(currentLocation()).toBe('/products?q=TOMA'));
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Tomato 1 kg' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Carrot 500g' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText(/1 result for/)).toBeInTheDocument();
    // One request for the settled text, not one per key (the first key opens the page).
    expect(api.sent('GET /api/product/query?q=TOMA')).toHaveLength(1);
    expect(api.sent('GET /api/product/query?q=TO')).toHaveLength(0);
    expect(api.sent('GET /api/product/query?q=TOM')).toHaveLength(0);
  });

  it('All Products lists every product when there is no search text, the sold-out ones last (issue 28)', async () => {
    renderStorefront({ route: '/products' });
    expect(await screen.findByRole('link', { name: 'Carrot 500g' })).toBeInTheDocument();
    const cards = within(screen.getByRole('main')).getAllByRole('article');
    expect(cards).toHaveLength(5);
    expect(within(cards[4]).getByRole('link', { name: 'Banana' })).toBeInTheDocument();
    expect(within(cards[4]).getByText('Sold out')).toBeInTheDocument();
  });

  it('a search in the URL fills the box, and clearing it shows everything again', async () => {
    const { user } = renderStorefront({ route: '/products?q=cola' });
    expect(await screen.findByRole('link', { name: 'Cola 1.5L' })).toBeInTheDocument();
    expect(searchBox()).toHaveValue('cola');
    expect(within(screen.getByRole('main')).getAllByRole('article')).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Clear search' }));
    await waitFor(() => expect(currentLocation()).toBe('/products'));
    // Every product, the sold-out Banana included (issue 28).
    await waitFor(() =>
      expect(within(screen.getByRole('main')).getAllByRole('article')).toHaveLength(5),
    );
    expect(searchBox()).toHaveValue('');
  });

  it('keeps the sort in the URL and asks the server for it', async () => {
    const { user, api } = renderStorefront({ route: '/products' });
    await screen.findByRole('link', { name: 'Carrot 500g' });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price-asc');
    await waitFor(() => expect(currentLocation()).toBe('/products?sort=price-asc'));
    await waitFor(() => expect(api.sent('GET /api/product/query?sort=price-asc')).toHaveLength(1));
  });

  it('offers "Did you mean" when nothing matches but a name is close', async () => {
    const empty: ProductQueryResponse = {
      success: true,
      products: [],
      nextCursor: null,
      didYouMean: 'Tomato 1 kg',
    };
    const { user } = renderStorefront({
      route: '/products?q=tamato',
      api: { 'GET /api/product/query?q=tamato': { body: empty } },
    });
    await user.click(await screen.findByRole('link', { name: 'Tomato 1 kg' }));
    await waitFor(() => expect(currentLocation()).toBe('/products?q=Tomato+1+kg'));
  });

  it('loads more from the next page when the shopper asks, appending it', async () => {
    const [first, ...rest] = PRODUCT_LIST.body.products.filter((p) => p.inStock);
    const { user } = renderStorefront({
      route: '/products',
      api: {
        'GET /api/product/query': {
          body: { success: true, products: [first], nextCursor: 'page-2', didYouMean: null },
        },
        'GET /api/product/query?cursor=page-2': {
          body: { success: true, products: rest, nextCursor: null, didYouMean: null },
        },
      },
    });
    const more = await screen.findByRole('link', { name: 'Load more' });
    // A real link for crawlers and new tabs.
    expect(more).toHaveAttribute('href', '/products?cursor=page-2');
    await user.click(more);
    await waitFor(() =>
      expect(within(screen.getByRole('main')).getAllByRole('article')).toHaveLength(4),
    );
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/products');
  });
});

describe('search suggestions (combobox)', () => {
  it('lists matching products as options; arrows move, Enter opens the chosen product', async () => {
    const { user } = renderStorefront({ route: '/' });
    const box = searchBox();
    await user.type(box, 'to');
    const list = await screen.findByRole('listbox', { name: 'Suggested products' });
    const options = await within(list).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('Tomato 1 kg')]);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentLocation()).toMatch(/^\/products\/vegetables\/\w+/));
  });

  it('Enter with no option chosen opens the results page; Escape closes the list', async () => {
    const { user } = renderStorefront({ route: '/' });
    const box = searchBox();
    await user.type(box, 'to');
    await within(await screen.findByRole('listbox', { name: 'Suggested products' })).findAllByRole(
      'option',
    );
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/products?q=to'));
  });

  it('a click on a suggestion opens the product', async () => {
    const { user } = renderStorefront({ route: '/' });
    await user.type(searchBox(), 'cola');
    const list = await screen.findByRole('listbox', { name: 'Suggested products' });
    const [option] = await within(list).findAllByRole('option');
    await user.click(option);
    await waitFor(() => expect(currentLocation()).toMatch(/^\/products\/drinks\//));
  });

  it('shows a product sold by weight at its price per kg, as its card does', async () => {
    const loose = product({
      _id: 'loose',
      name: 'Loose Tomatoes',
      category: 'Vegetables',
      soldBy: 'weight',
      stepGrams: 250,
      pricePerKg: 480,
      offerPricePerKg: 450,
      price: 120,
      offerPrice: 112.5,
    });
    const { user } = renderStorefront({
      route: '/',
      api: { 'GET /api/product/list': { body: { success: true, products: [loose, ...PRODUCTS] } } },
    });
    await user.type(searchBox(), 'loose');
    const list = await screen.findByRole('listbox', { name: 'Suggested products' });
    const [option] = await within(list).findAllByRole('option');
    expect(option).toHaveTextContent('Loose TomatoesLKR 450.00 / kg');
    expect(option).not.toHaveTextContent('112.50');
  });
});
