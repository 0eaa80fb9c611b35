import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHOPPER_CANCEL_REASONS, type OrderDetail } from '@greencart/contracts';
import { ADDRESS, USER } from '../../test/fixtures';
import { renderStorefront } from '../../test/renderWithProviders';

/** The page is a lazy chunk: its first render waits for the import on a busy machine. */
const LAZY_PAGE = { timeout: 10_000 };

/** A confirmed order the shopper may still cancel. */
const ORDER: OrderDetail = {
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
      substitution: 'refund',
      orderedQuantity: null,
      substitutedFrom: null,
    },
  ],
  amount: 101.49,
  address: ADDRESS,
  paymentType: 'COD',
  status: 'Confirmed',
  isPaid: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  cancelReason: null,
  refund: null,
  cashCollected: null,
  history: [
    { from: null, to: 'Order Placed', actor: 'shopper', note: null, at: '2026-03-01T10:00:00Z' },
  ],
  timeline: [{ status: 'Order Placed', at: '2026-03-01T10:00:00.000Z' }],
  nextStatuses: ['Cancelled'],
};

function openOrder() {
  return renderStorefront({
    route: '/my-orders/order-1',
    api: {
      'GET /api/user/is-auth': { body: { success: true, user: USER } },
      'GET /api/order/user/order-1': { body: { success: true, order: ORDER } },
      'POST /api/order/user/order-1/cancel': {
        body: {
          success: true,
          message: 'Order cancelled',
          order: { ...ORDER, status: 'Cancelled', nextStatuses: [] },
        },
      },
    },
  });
}

describe('the shopper’s cancel reason', () => {
  it('offers the ready-made reasons and sends the one chosen', async () => {
    const user = userEvent.setup();
    const { api } = openOrder();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }, LAZY_PAGE));
    const reasons = screen.getByRole('group', { name: 'Why are you cancelling? (optional)' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Rather not say', ...SHOPPER_CANCEL_REASONS]);
    expect(within(reasons).getByRole('radio', { name: 'Rather not say' })).toBeChecked();

    await user.click(within(reasons).getByRole('radio', { name: 'Delivery takes too long' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() =>
      expect(api.sent('POST /api/order/user/order-1/cancel')[0]?.body).toEqual({
        reason: 'Delivery takes too long',
      }),
    );
  });

  it('sends no reason when the shopper gives none', async () => {
    const user = userEvent.setup();
    const { api } = openOrder();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }, LAZY_PAGE));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() =>
      expect(api.sent('POST /api/order/user/order-1/cancel')[0]?.body).toEqual({}),
    );
  });
});
