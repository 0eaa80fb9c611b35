import { screen, within } from '@testing-library/react';
import type { Order } from '@greencart/contracts';
import { ADDRESS, PRODUCTS, USER } from '../../test/fixtures';
import { currentLocation, renderStorefront } from '../../test/renderWithProviders';

const LOGGED_IN = { body: { success: true, user: USER } };
/** The page is a lazy chunk: its first render waits for the import on a busy machine. */
const LAZY_PAGE = { timeout: 10_000 };
const ORDER: Order = {
  _id: 'order-1',
  userId: 'u1',
  items: [
    {
      product: PRODUCTS[0],
      quantity: 2,
      name: 'Tomato (old name)',
      image: '/uploads/tomato.webp',
      offerPrice: 100,
      substitution: 'refund',
      orderedQuantity: null,
      substitutedFrom: null,
    },
  ],
  amount: 204,
  address: ADDRESS,
  paymentType: 'COD',
  status: 'Order Placed',
  isPaid: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  number: 'GC-000001',
  cancelReason: null,
  refund: null,
  cashCollected: null,
};

describe('MyOrdersPage', () => {
  it("lists the shopper's orders with what was paid at order time", async () => {
    renderStorefront({
      route: '/my-orders',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user': { body: { success: true, orders: [ORDER] } },
      },
    });
    expect(await screen.findByText('Tomato (old name)', {}, LAZY_PAGE)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Tomato (old name)' })).toHaveAttribute(
      'src',
      'http://api.test/uploads/tomato.card.webp',
    );
    expect(screen.getByText('LKR 204.00')).toBeInTheDocument();
    expect(screen.getByText('Amount: LKR 200.00')).toBeInTheDocument();
    expect(screen.getByText('Quantity: 2')).toBeInTheDocument();
    // The status once per order (not on every line), the time as well as the date, and
    // where it goes.
    expect(screen.getAllByText('Order Placed')).toHaveLength(1);
    expect(screen.queryByText(/^Status: /)).not.toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    // 10:00 UTC is 15:30 in the shop's time zone (Colombo), day first, 24-hour clock.
    expect(screen.getByText('1 Mar 2026, 15:30')).toBeInTheDocument();
    expect(screen.getByText(/^Deliver to: /)).toBeInTheDocument();
  });

  it('offers a visitor the login modal and comes back to My Orders', async () => {
    const { user } = renderStorefront({
      route: '/my-orders',
      api: {
        'POST /api/user/login': { body: { success: true, user: USER } },
        'GET /api/order/user': { body: { success: true, orders: [ORDER] } },
      },
    });
    const prompt = await screen.findByRole(
      'heading',
      { name: 'Log in to see your orders' },
      LAZY_PAGE,
    );
    await user.click(
      within(prompt.closest('section') as HTMLElement).getByRole('button', { name: 'Login' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Log in to GreenCart' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'nimal@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'a-long-password');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Tomato (old name)')).toBeInTheDocument();
    expect(currentLocation()).toBe('/my-orders');
  });

  it('only logs a failed load: no error toast', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderStorefront({
      route: '/my-orders',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user': {
          status: 500,
          body: { success: false, code: 'COMMON.INTERNAL', message: 'Database down' },
        },
      },
    });
    expect(await screen.findByText('Your orders could not be loaded')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      '[storefront] Could not load orders',
      expect.objectContaining({}),
    );
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
    log.mockRestore();
  });
});
