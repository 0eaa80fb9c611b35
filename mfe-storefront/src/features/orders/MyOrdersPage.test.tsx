import { screen } from '@testing-library/react';
import type { Order } from '@greencart/contracts';
import { ADDRESS, PRODUCTS, USER } from '../../test/fixtures';
import { renderStorefront } from '../../test/renderWithProviders';

const LOGGED_IN = { body: { success: true, user: USER } };
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
    expect(await screen.findByText('Tomato (old name)')).toBeInTheDocument();
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
    expect(screen.getByText(/\d{1,2}:\d{2}/)).toBeInTheDocument();
    expect(screen.getByText(/^Deliver to: /)).toBeInTheDocument();
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
