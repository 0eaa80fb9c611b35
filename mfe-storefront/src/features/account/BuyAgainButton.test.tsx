import { screen } from '@testing-library/react';
import { seriousViolations } from '../../test/axe';
import { renderWithProviders } from '../../test/renderWithProviders';
import { BuyAgainButton } from './BuyAgainButton';

const ANSWER = {
  success: true,
  message:
    'Added 2 products to your cart. Unavailable: Kale. Fewer than before: Rice 5kg (2 of 3).',
  cartItems: { tomato: 3, rice: 2 },
  added: { tomato: 2, rice: 2 },
  unavailable: [{ product: 'kale', name: 'Kale' }],
  archived: [],
  soldDifferently: [],
  resized: [],
  capped: [{ product: 'rice', name: 'Rice 5kg', asked: 3, added: 2 }],
};

describe('BuyAgainButton', () => {
  it('puts the lines the server added into the cart and says what was left out', async () => {
    const { user, store, api } = renderWithProviders(<BuyAgainButton orderId="order-1" />, {
      preloadedState: { cart: { items: { tomato: 1 } } },
      api: { 'POST /api/order/user/order-1/buy-again': { body: ANSWER } },
    });
    await user.click(screen.getByRole('button', { name: 'Buy again' }));

    // The toast announces the outcome; it also stays on the page, with a way to the cart.
    const outcome = await screen.findByText(/^Added 2 products/, { selector: 'p' });
    expect(outcome).toHaveTextContent(
      'Added 2 products to your cart. Unavailable: Kale. Fewer than before: Rice 5kg (2 of 3). Go to cart',
    );
    expect(api.sent('POST /api/order/user/order-1/buy-again')).toHaveLength(1);
    expect(store.getState().cart.items).toEqual({ tomato: 3, rice: 2 });
    expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');
    expect(await seriousViolations()).toEqual([]);
  });

  it('offers no cart link when nothing could be added', async () => {
    const { user, store } = renderWithProviders(<BuyAgainButton orderId="order-1" />, {
      api: {
        'POST /api/order/user/order-1/buy-again': {
          body: {
            ...ANSWER,
            message: 'Nothing from this order could be added to your cart. Unavailable: Kale.',
            cartItems: {},
            added: {},
            capped: [],
          },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Buy again' }));
    expect(
      await screen.findByText(/^Nothing from this order/, { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to cart' })).toBeNull();
    expect(store.getState().cart.items).toEqual({});
  });

  it("shows the server's refusal", async () => {
    const { user } = renderWithProviders(<BuyAgainButton orderId="order-1" />, {
      api: {
        'POST /api/order/user/order-1/buy-again': {
          status: 404,
          body: { success: false, code: 'ORDER.NOT_FOUND', message: 'Order not found' },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Buy again' }));
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
  });
});
