import { screen, within } from '@testing-library/react';
import { FEW_LEFT_SHOWN_AT, STACKING_RULE } from '@greencart/contracts';
import { PRODUCTS, USER, product } from '../../test/fixtures';
import { renderStorefront, renderWithProviders } from '../../test/renderWithProviders';
import { ProductCard } from './ProductCard';

describe('a product card and how many are left', () => {
  it('says "Only N left" when few of a tracked product remain', async () => {
    renderWithProviders(
      <ProductCard product={product({ _id: 'milk', name: 'Fresh Milk 1L', quantity: 3 })} />,
    );
    expect(await screen.findByText('Only 3 left')).toBeInTheDocument();
  });

  it('says nothing when plenty remain, the stock is not tracked, or it is sold out', async () => {
    renderWithProviders(
      <>
        <ProductCard
          product={product({ _id: 'rice', name: 'Rice', quantity: FEW_LEFT_SHOWN_AT + 1 })}
        />
        <ProductCard product={product({ _id: 'bread', name: 'Bread' })} />
        <ProductCard
          product={product({ _id: 'eggs', name: 'Eggs', quantity: 0, inStock: false })}
        />
      </>,
    );
    expect(await screen.findByRole('link', { name: 'Rice' })).toBeInTheDocument();
    expect(screen.queryByText(/left$/)).not.toBeInTheDocument();
  });
});

describe('a sold-out product in a listing (issue 28)', () => {
  const FIGS = product({ _id: 'figs', name: 'Figs 250g', category: 'Fruits', inStock: false });
  const CATALOGUE = { body: { success: true, products: [FIGS, ...PRODUCTS] } };

  /** The Figs card, once the listing has loaded. */
  async function figsCard() {
    const link = await screen.findByRole('link', { name: 'Figs 250g' });
    return within(link.closest('article') as HTMLElement);
  }

  it('is listed after the available ones, marked "Sold out", with no Add button', async () => {
    renderStorefront({ route: '/products/fruits', api: { 'GET /api/product/list': CATALOGUE } });
    const figs = (await screen.findByRole('link', { name: 'Figs 250g' })).closest('article');
    expect(figs).not.toBeNull();
    const card = within(figs as HTMLElement);
    expect(card.getByText('Sold out')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
    // Available products first, then the sold-out ones (the fixtures' Banana too).
    const soldOut = screen
      .getAllByRole('article')
      .map((article) => within(article).queryByText('Sold out') !== null);
    expect(soldOut).toEqual([...soldOut].sort());
    expect(soldOut.filter(Boolean)).toHaveLength(2);
    expect(soldOut).toContain(false);
  });

  it('asks a guest to log in, from the keyboard, and comes back to the listing', async () => {
    const { user, store } = renderStorefront({
      route: '/products/fruits',
      api: { 'GET /api/product/list': CATALOGUE },
    });
    const notify = (await figsCard()).getByRole('button', {
      name: 'Email me when it is back: Figs 250g',
    });
    notify.focus();
    await user.keyboard('{Enter}');
    expect(store.getState().session.authModal).toBe('login');
    expect(store.getState().session.authReturnTo).toBe('/products/fruits');
  });

  it("records a shopper's request with the notify-me call and says so on the card", async () => {
    const { user, api } = renderStorefront({
      route: '/products?q=figs',
      api: {
        'GET /api/product/list': CATALOGUE,
        'GET /api/user/is-auth': { body: { success: true, user: USER } },
        'POST /api/product/figs/notify-me': {
          body: { success: true, message: 'We will email you when Figs 250g is back in stock' },
        },
      },
    });
    const card = await figsCard();
    await user.click(card.getByRole('button', { name: 'Email me when it is back: Figs 250g' }));
    expect(await card.findByRole('status')).toHaveTextContent(
      'We will email you when Figs 250g is back in stock',
    );
    expect(api.sent('POST /api/product/figs/notify-me')).toHaveLength(1);
  });
});

describe('the Deal badge (docs/PROMOTIONS.md)', () => {
  const deals = {
    body: {
      success: true,
      stackingRule: STACKING_RULE,
      deals: [
        {
          id: 'd1',
          name: 'Fruit week',
          summary: '10% off Fruits',
          kind: 'percent_off',
          scope: 'category',
          category: 'Fruits',
          productIds: [],
          minBasket: null,
          endsAt: null,
        },
        {
          id: 'd2',
          name: 'Cola deal',
          summary: 'Buy 2 get 1 free selected items',
          kind: 'buy_x_get_y',
          scope: 'products',
          category: null,
          productIds: ['cola'],
          minBasket: null,
          endsAt: null,
        },
        {
          id: 'd3',
          name: 'Free delivery',
          summary: 'Free delivery over LKR 3,000.00',
          kind: 'free_delivery',
          scope: 'basket',
          category: null,
          productIds: [],
          minBasket: 3000,
          endsAt: null,
        },
      ],
    },
  };

  it('marks the cards a live item deal covers, from one request for the whole listing', async () => {
    const { api, settled } = renderStorefront({
      route: '/products',
      api: { 'GET /api/deals': deals },
    });
    const card = async (name: string) =>
      within((await screen.findByRole('link', { name })).closest('article') as HTMLElement);
    const apple = await card('Red Apple 1 kg');
    expect(await apple.findByText('Deal: 10% off Fruits')).toBeInTheDocument();
    expect(
      (await card('Cola 1.5L')).getByText('Deal: Buy 2 get 1 free selected items'),
    ).toBeInTheDocument();
    // Vegetables: no item deal covers them (free delivery is not a deal on a product).
    expect((await card('Tomato 1 kg')).queryByText(/^Deal/)).not.toBeInTheDocument();
    await settled();
    expect(api.sent('GET /api/deals')).toHaveLength(1);
  });

  it('shows no badge when no deal is live', async () => {
    const { settled } = renderStorefront({ route: '/products' });
    await screen.findByRole('link', { name: 'Red Apple 1 kg' });
    await settled();
    expect(screen.queryByText(/^Deal/)).not.toBeInTheDocument();
  });
});
