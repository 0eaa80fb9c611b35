import { screen, within } from '@testing-library/react';
import { CATEGORIES } from '@greencart/contracts';
import { product } from '../../test/fixtures';
import { renderStorefront } from '../../test/renderWithProviders';
import { NEWSLETTER_NOT_YET } from './Newsletter';

/** Renders home and waits for the catalogue to arrive, so nothing updates after the test. */
async function renderHome() {
  const view = renderStorefront({ route: '/' });
  await view.settled();
  return view;
}

describe('HomePage', () => {
  it('has one h1 and a hero whose Shop Now and Explore deals go to /products and /deals', async () => {
    await renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: /Explore deals/ })).toHaveAttribute('href', '/deals');
  });

  it('shows a tile for each of the 7 categories', async () => {
    await renderHome();
    const tiles = within(screen.getByRole('region', { name: 'Categories' }));
    for (const c of CATEGORIES) {
      expect(tiles.getByRole('link', { name: c.label })).toHaveAttribute(
        'href',
        `/products/${c.path.toLowerCase()}`,
      );
    }
  });

  it('Best Sellers are the first 5 in-stock products', async () => {
    const products = [
      product({ _id: 'p0', name: 'P0', inStock: false }),
      ...Array.from({ length: 7 }, (_, i) => product({ _id: `p${i + 1}`, name: `P${i + 1}` })),
    ];
    renderStorefront({
      route: '/',
      api: { 'GET /api/product/list': { body: { success: true, products } } },
    });
    const section = screen.getByRole('region', { name: 'Best Sellers' });
    await within(section).findAllByRole('article');
    const names = within(section)
      .getAllByRole('article')
      .map((a) => within(a).getByRole('link').textContent);
    expect(names).toEqual(['P1', 'P2', 'P3', 'P4', 'P5']);
  });

  it('shows the marketing claims and a labelled newsletter box', async () => {
    await renderHome();
    const why = within(screen.getByRole('region', { name: 'Why We Are the Best?' }));
    // No promise a visitor without an address could hold the shop to (docs/SETTINGS.md).
    expect(why.queryByText(/30 minutes/)).toBeNull();
    expect(why.getByText(/Freshness Guaranteed/)).toBeInTheDocument();
    expect(why.getByText(/Affordable Prices/)).toBeInTheDocument();
    expect(why.getByText(/10,000\+/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('says politely that newsletters are not sent yet when Subscribe is pressed', async () => {
    const { user } = await renderHome();
    expect(screen.queryByText(NEWSLETTER_NOT_YET)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText(NEWSLETTER_NOT_YET)).toHaveAttribute('aria-live', 'polite');
  });

  it('shows the server message when the best sellers cannot be loaded', async () => {
    renderStorefront({
      route: '/',
      api: {
        'GET /api/product/best-sellers': {
          status: 503,
          body: { success: false, code: 'COMMON.UNAVAILABLE', message: 'Catalogue unavailable' },
        },
      },
    });
    expect(await screen.findByText('Catalogue unavailable')).toBeInTheDocument();
  });
});
