import { screen, within } from '@testing-library/react';
import { estimateNote } from '@greencart/contracts';
import { PRODUCTS, USER, product } from '../../test/fixtures';
import { loadGuestCart, loadWeighedLines } from '../cart/guestCart';
import { renderStorefront, renderWithProviders } from '../../test/renderWithProviders';
import { ProductCard } from './ProductCard';

/** Loose tomatoes by 250 g: LKR 480.00 / kg, offered at LKR 450.00 / kg; 1.1 kg counted. */
const LOOSE = product({
  _id: 'loose',
  name: 'Loose Tomatoes',
  category: 'Vegetables',
  soldBy: 'weight',
  stepGrams: 250,
  pricePerKg: 480,
  offerPricePerKg: 450,
  // One step's prices, as the API answers them.
  price: 120,
  offerPrice: 112.5,
  quantity: 1100,
  lowStockThreshold: 1250,
  lowStock: true,
});
const CATALOGUE = { body: { success: true, products: [LOOSE, ...PRODUCTS] } };

describe('products sold by weight in the store (issue 29)', () => {
  it('a card shows the prices per kg and adds one step, shown as a weight', async () => {
    const { user, store } = renderWithProviders(<ProductCard product={LOOSE} />);
    const card = within(
      (await screen.findByRole('link', { name: 'Loose Tomatoes' })).closest('article')!,
    );
    expect(card.getByText('LKR 450.00 / kg')).toBeInTheDocument();
    expect(card.getByText('LKR 480.00 / kg')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Add Loose Tomatoes to cart' }));
    expect(store.getState().cart.items).toEqual({ loose: 1 });
    expect(card.getByText('250 g')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Add 250 g more of Loose Tomatoes' }));
    expect(card.getByText('500 g')).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual({ loose: 2 });
  });

  it('the product page picks a weight, never more than whole steps of what is left', async () => {
    const { user, store } = renderStorefront({
      route: '/products/vegetables/loose',
      api: { 'GET /api/product/list': CATALOGUE },
    });
    const picker = await screen.findByRole('combobox', { name: 'Weight of Loose Tomatoes' });
    // 1.1 kg left: four steps of 250 g.
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['250 g', '500 g', '750 g', '1 kg']);
    expect(screen.getByText('Only 1.1 kg left')).toBeInTheDocument();
    expect(screen.getByText(/^Price:/)).toHaveTextContent('Price: LKR 450.00 / kg');
    await user.selectOptions(picker, '750 g');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.items).toEqual({ loose: 3 });
  });

  it('the cart shows the weight, the amount as an estimate and why it may change', async () => {
    renderStorefront({
      route: '/cart',
      api: { 'GET /api/product/list': CATALOGUE },
      preloadedState: { cart: { items: { loose: 3, carrot: 1 } } },
    });
    const picker = await screen.findByRole('combobox', { name: 'Weight of Loose Tomatoes' });
    expect(picker).toHaveDisplayValue('750 g');
    expect(screen.getByText('750 g at LKR 450.00 / kg')).toBeInTheDocument();
    // 3 × LKR 112.50.
    const amount = screen.getByText('LKR 337.50');
    expect(amount).toHaveTextContent('LKR 337.50estimated');
    // Under the line, and again under the checkout's estimated total (the summary is laid out
    // once its first answers have come): the shop's 10 %.
    await screen.findByRole('heading', { level: 2, name: 'Order Summary' });
    expect(await screen.findAllByText(estimateNote(10))).toHaveLength(2);
    // A unit line keeps its count and no estimate.
    expect(screen.getByRole('combobox', { name: 'Quantity of Carrot 500g' })).toHaveDisplayValue(
      '1',
    );
    // The line's amount and the checkout's total, nothing else.
    expect(screen.getAllByText('estimated')).toHaveLength(2);
  });

  it('counts a weighed line as one item in the badge and the cart, also after a reload', async () => {
    const first = renderStorefront({
      route: '/products/vegetables/loose',
      api: { 'GET /api/product/list': CATALOGUE },
      preloadedState: { cart: { items: { carrot: 2 } } },
    });
    const picker = await screen.findByRole('combobox', { name: 'Weight of Loose Tomatoes' });
    await first.user.selectOptions(picker, '1 kg');
    await first.user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(first.store.getState().cart.items).toEqual({ carrot: 2, loose: 4 });
    // 2 carrots and 1 kg of tomatoes: 3 items, not 6.
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    first.unmount();

    const items = loadGuestCart();
    renderStorefront({
      route: '/cart',
      api: { 'GET /api/product/list': CATALOGUE },
      preloadedState: { cart: { items, weighed: loadWeighedLines(items) } },
    });
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shopping Cart 2 products, 3 items' }),
    ).toBeInTheDocument();
    localStorage.clear();
  });

  it("counts a logged-in shopper's weighed line once, as the session check names it", async () => {
    renderStorefront({
      route: '/',
      api: {
        'GET /api/user/is-auth': {
          body: {
            success: true,
            user: { ...USER, cartItems: { loose: 8, carrot: 1 }, cartWeighed: ['loose'] },
          },
        },
      },
    });
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });
});
