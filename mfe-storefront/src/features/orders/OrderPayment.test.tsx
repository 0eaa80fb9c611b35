import { screen, within } from '@testing-library/react';
import type { Order, OrderDetail } from '@greencart/contracts';
import { ADDRESS, USER } from '../../test/fixtures';
import { renderStorefront } from '../../test/renderWithProviders';

/** The order page is a lazy chunk: its first render waits for the import on a busy machine. */
const LAZY_PAGE = { timeout: 10_000 };

const LOGGED_IN = { body: { success: true, user: USER } };

function aCodOrder(overrides: Partial<Order> = {}): OrderDetail {
  return {
    _id: 'order-7',
    userId: 'u1',
    number: 'GC-000007',
    items: [
      {
        product: null,
        quantity: 2,
        name: 'Papaya',
        image: '',
        offerPrice: 99.5,
        substitution: 'refund',
        orderedQuantity: null,
        substitutedFrom: null,
      },
    ],
    amount: 202.98,
    address: ADDRESS,
    paymentType: 'COD',
    status: 'Order Placed',
    isPaid: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    cancelReason: null,
    refund: null,
    cashCollected: null,
    history: [],
    timeline: [],
    nextStatuses: [],
    ...overrides,
  };
}

describe('the payment state the shopper sees', () => {
  it('says "Not charged" in My Orders for a cancelled order that was never paid', async () => {
    const cancelled = aCodOrder({ status: 'Cancelled', cancelReason: 'Out of stock' });
    renderStorefront({
      route: '/my-orders',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user': { body: { success: true, orders: [cancelled] } },
      },
    });
    const card = await screen.findByRole('article', { name: 'Order GC-000007' });
    expect(within(card).getByText('Not charged')).toBeInTheDocument();
    expect(within(card).queryByText('Pending')).toBeNull();
  });

  it('shows a delivered cash order paid, with the cash collected', async () => {
    const delivered = aCodOrder({ status: 'Delivered', isPaid: true, cashCollected: 202.98 });
    renderStorefront({
      route: '/my-orders/order-7',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/order-7': { body: { success: true, order: delivered } },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Order GC-000007' }, LAZY_PAGE),
    ).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Cash on delivery Paid');
    expect(payment).toHaveTextContent('Cash collected: LKR 202.98');
  });

  it('says "Not charged" on the page of a cancelled cash order', async () => {
    const cancelled = aCodOrder({ status: 'Cancelled', cancelReason: 'Out of stock' });
    renderStorefront({
      route: '/my-orders/order-7',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/order-7': { body: { success: true, order: cancelled } },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Order GC-000007' }, LAZY_PAGE),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent(
      'Cash on delivery Not charged',
    );
  });

  it('shows an online order back from the payment page as waiting for its payment, with no Cancel', async () => {
    const waiting = aCodOrder({ paymentType: 'Online' });
    renderStorefront({
      route: '/my-orders/order-7',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/order-7': { body: { success: true, order: waiting } },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Order GC-000007' }, LAZY_PAGE),
    ).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Online payment Pending');
    expect(within(payment).getByRole('status')).toHaveTextContent(
      'Waiting for the payment to be confirmed',
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('says "Not charged" on the page of an online order whose payment failed', async () => {
    const failed = aCodOrder({ paymentType: 'Online', status: 'Cancelled' });
    renderStorefront({
      route: '/my-orders/order-7',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/order-7': { body: { success: true, order: failed } },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Order GC-000007' }, LAZY_PAGE),
    ).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Online payment Not charged');
    expect(within(payment).queryByRole('status')).toBeNull();
  });
});
