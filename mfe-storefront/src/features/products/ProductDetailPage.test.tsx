import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@greencart/contracts';
import { PRODUCTS, product } from '../../test/fixtures';
import { currentLocation, renderStorefront } from '../../test/renderWithProviders';

const GALLERY = product({
  _id: 'mango',
  name: 'Mango',
  category: 'Fruits',
  price: 500,
  offerPrice: 450,
  image: ['/uploads/mango-1.webp', '/uploads/mango-2.webp'],
  description: ['Sweet', 'Ripe today'],
  rating: 4.5,
  ratingCount: 12,
});
const FRUITS = Array.from({ length: 6 }, (_, i) =>
  product({ _id: `fruit${i}`, name: `Fruit ${i}`, category: 'Fruits' }),
);
const CATALOGUE = { body: { success: true, products: [GALLERY, ...PRODUCTS, ...FRUITS] } };

describe('ProductDetailPage', () => {
  it('shows breadcrumb, the real average and count, MRP struck and offer price, taxes note and bullets', async () => {
    renderStorefront({
      route: '/products/fruits/mango',
      api: { 'GET /api/product/list': CATALOGUE },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mango' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Fresh Fruits' })).toHaveAttribute(
      'href',
      '/products/fruits',
    );
    expect(crumbs.getByText('Mango')).toHaveAttribute('aria-current', 'page');
    // The page's own rating (the reviews section below repeats it once its call answers).
    const info = screen.getByRole('heading', { level: 1, name: 'Mango' })
      .parentElement as HTMLElement;
    expect(
      within(info).getByRole('img', { name: '4.5 out of 5 (12 reviews)' }),
    ).toBeInTheDocument();
    // Never made-up stars: related products without reviews say so.
    expect(screen.queryByRole('img', { name: /^Rated 4 out of 5/ })).toBeNull();
    expect(screen.getByText('LKR 500.00').closest('s')).not.toBeNull();
    expect(screen.getByText('LKR 450.00')).toBeInTheDocument();
    // MRP once (the struck amount), the offer as the price, and the saving in words.
    expect(screen.getAllByText(/^MRP:/)).toHaveLength(1);
    expect(screen.getByText(/^Price:/)).toHaveTextContent('Price: LKR 450.00');
    expect(screen.getByText('Save LKR 50.00 (10 %)')).toBeInTheDocument();
    // What the cart does with tax (the spec's 2 % added), not "inclusive of all taxes".
    expect(screen.getByText('(plus 2% tax, added at checkout)')).toBeInTheDocument();
    expect(screen.getByText('Ripe today')).toBeInTheDocument();
  });

  it('strikes no MRP through when the offer is the price, on the page and its cards', async () => {
    const plain = product({
      _id: 'guava',
      name: 'Guava',
      category: 'Fruits',
      price: 300,
      offerPrice: 300,
    });
    renderStorefront({
      route: '/products/fruits/guava',
      api: { 'GET /api/product/list': { body: { success: true, products: [plain, GALLERY] } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Guava' })).toBeInTheDocument();
    expect(screen.getByText(/^Price:/)).toHaveTextContent('Price: LKR 300.00');
    expect(screen.queryByText(/^MRP:/)).toBeNull();
    expect(screen.queryByText(/^Save /)).toBeNull();
    // The related card of the mango still shows its MRP struck; no page or card strikes 300.
    const related = await screen.findByRole('link', { name: 'Mango' });
    expect(within(related.closest('article')!).getByText('LKR 500.00').closest('s')).not.toBeNull();
    expect(document.querySelectorAll('s')).toHaveLength(1);
  });

  it('loads the thumbnails once the main image has loaded, in boxes of their final size', async () => {
    renderStorefront({
      route: '/products/fruits/mango',
      api: { 'GET /api/product/list': CATALOGUE },
    });
    const main = await screen.findByRole('img', { name: 'Mango' });
    const thumbs = screen.getByRole('list', { name: 'Product images' });
    expect(thumbs.querySelectorAll('img')).toHaveLength(0);
    expect(thumbs.querySelectorAll('.sf-gallery__thumb-slot')).toHaveLength(2);
    fireEvent.load(main);
    expect(thumbs.querySelectorAll('img')).toHaveLength(2);
    expect(thumbs.querySelector('img')).toHaveAttribute(
      'src',
      'http://api.test/uploads/mango-1.card.webp',
    );
  });

  it('switches the main image when a thumbnail is chosen', async () => {
    const { user } = renderStorefront({
      route: '/products/fruits/mango',
      api: { 'GET /api/product/list': CATALOGUE },
    });
    const main = await screen.findByRole('img', { name: 'Mango' });
    expect(main).toHaveAttribute('src', 'http://api.test/uploads/mango-1.webp');
    await user.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Mango' })).toHaveAttribute(
      'src',
      'http://api.test/uploads/mango-2.webp',
    );
    expect(screen.getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows up to 5 in-stock related products of the category, not itself, and See more', async () => {
    renderStorefront({
      route: '/products/fruits/mango',
      api: { 'GET /api/product/list': CATALOGUE },
    });
    const related = (await screen.findByRole('heading', { name: 'Related Products' })).closest(
      'section',
    )!;
    const names = () =>
      within(related)
        .queryAllByRole('article')
        .map((a) => within(a).getByRole('link').textContent);
    // From the server's related products (same category, in stock, not itself).
    await waitFor(() =>
      expect(names()).toEqual(['Red Apple 1 kg', 'Fruit 0', 'Fruit 1', 'Fruit 2', 'Fruit 3']),
    );
    expect(within(related).getByRole('link', { name: 'See more' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('Add to Cart adds one and says Added to Cart; Buy now adds and opens the cart', async () => {
    const { user, store } = renderStorefront({
      route: '/products/fruits/mango',
      api: { 'GET /api/product/list': CATALOGUE },
    });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.items).toEqual({ mango: 1 });
    expect(await screen.findByText(MESSAGES.addedToCart)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(store.getState().cart.items).toEqual({ mango: 2 });
    await waitFor(() => expect(currentLocation()).toBe('/cart'));
  });

  it('does not let an out-of-stock product be added', async () => {
    renderStorefront({ route: '/products/fruits/banana' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Banana' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.getByText(/Out of stock/)).toBeInTheDocument();
  });
});
