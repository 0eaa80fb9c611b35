import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDetail } from '@greencart/contracts';
import { ADDRESS, USER } from '../../test/fixtures';
import { renderStorefront } from '../../test/renderWithProviders';

/** The page is a lazy chunk: its first render waits for the import on a busy machine. */
const LAZY_PAGE = { timeout: 10_000 };

const LOGGED_IN = { body: { success: true, user: USER } };

function anOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    _id: 'order-1',
    userId: 'u1',
    number: 'GC-000042',
    items: [
      {
        product: null,
        quantity: 1,
        name: 'Papaya',
        image: '',
        offerPrice: 99.5,
        substitution: 'similar',
        orderedQuantity: 2,
        substitutedFrom: 'Mango',
      },
    ],
    amount: 101.49,
    address: ADDRESS,
    paymentType: 'Online',
    status: 'Confirmed',
    isPaid: true,
    createdAt: '2026-03-01T10:00:00.000Z',
    cancelReason: null,
    refund: null,
    cashCollected: null,
    history: [
      {
        from: null,
        to: 'Order Placed',
        actor: 'shopper',
        note: null,
        at: '2026-03-01T10:00:00.000Z',
      },
      {
        from: 'Order Placed',
        to: 'Confirmed',
        actor: 'staff',
        note: null,
        at: '2026-03-01T10:05:00.000Z',
      },
    ],
    timeline: [
      { status: 'Order Placed', at: '2026-03-01T10:00:00.000Z' },
      { status: 'Confirmed', at: '2026-03-01T10:05:00.000Z' },
    ],
    nextStatuses: ['Cancelled'],
    ...overrides,
  };
}

describe('OrderDetailPage (/my-orders/:id)', () => {
  it('shows the number, timeline, swapped and short lines, and the amount', async () => {
    renderStorefront({
      route: '/my-orders/order-1',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/order-1': { body: { success: true, order: anOrder() } },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Order GC-000042' }, LAZY_PAGE),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Status: Confirmed');
    const steps = screen.getByRole('list', { name: 'Order progress' });
    expect(steps).toHaveTextContent('Order Placed');
    expect(steps).toHaveTextContent('Delivered');
    expect(screen.getByText('Replaces Mango')).toBeInTheDocument();
    expect(screen.getByText('Quantity: 1 (you ordered 2)')).toBeInTheDocument();
    expect(screen.getByText('Total: LKR 101.49')).toBeInTheDocument();
  });

  it('cancels only after the shopper confirms, then shows the refund', async () => {
    const user = userEvent.setup();
    const cancelled = anOrder({
      status: 'Cancelled',
      cancelReason: 'Cancelled by the customer',
      refund: { state: 'refunded', amount: 101.49 },
      nextStatuses: [],
    });
    let answer = anOrder();
    const { api } = renderStorefront({
      route: '/my-orders/order-1',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/order-1': () => ({ body: { success: true, order: answer } }),
        'POST /api/order/user/order-1/cancel': () => {
          answer = cancelled;
          return { body: { success: true, message: 'Order cancelled', order: cancelled } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }, LAZY_PAGE));
    expect(api.sent('POST /api/order/user/order-1/cancel')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Refunded: LKR 101.49')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Status: Cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('shows when packing began, not when a line was later packed short', async () => {
    const began = '2026-03-01T10:10:00.000Z';
    const order = anOrder({ status: 'Packing', nextStatuses: [] });
    order.history.push(
      { from: 'Confirmed', to: 'Packing', actor: 'staff', note: null, at: began },
      {
        from: 'Packing',
        to: 'Packing',
        actor: 'staff',
        note: 'Mango: only 1 of 2 available; the total is now LKR 101.49',
        at: '2026-03-01T11:30:00.000Z',
      },
    );
    order.timeline.push({ status: 'Packing', at: began });
    renderStorefront({
      route: '/my-orders/order-1',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/order-1': { body: { success: true, order } },
      },
    });
    const steps = await screen.findByRole('list', { name: 'Order progress' }, LAZY_PAGE);
    const packing = within(steps).getByText('Packing').closest('li');
    expect(packing?.querySelector('time')?.getAttribute('dateTime')).toBe(began);
    expect(
      screen.getByText('Mango: only 1 of 2 available; the total is now LKR 101.49'),
    ).toBeInTheDocument();
  });

  it('offers no Cancel once packing has started', async () => {
    renderStorefront({
      route: '/my-orders/order-1',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/order-1': {
          body: { success: true, order: anOrder({ status: 'Packing', nextStatuses: [] }) },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Order GC-000042' }, LAZY_PAGE),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});
