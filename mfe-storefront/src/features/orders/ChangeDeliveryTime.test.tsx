import { screen, waitFor, within } from '@testing-library/react';
import { SLOT_MESSAGES, type DeliverySlot, type OrderDetail } from '@greencart/contracts';
import { ADDRESS, USER } from '../../test/fixtures';
import { renderStorefront } from '../../test/renderWithProviders';

const LOGGED_IN = { body: { success: true, user: USER } };
const SLOW = { timeout: 10_000 };

const slot = (id: string, label: string, more: Partial<DeliverySlot> = {}): DeliverySlot => ({
  id,
  kind: 'standard',
  start: '2026-11-27T02:30:00.000Z',
  end: '2026-11-27T04:30:00.000Z',
  label,
  fee: 150,
  available: true,
  reason: null,
  ...more,
});

function anOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    _id: 'order-1',
    userId: 'u1',
    number: 'GC-000042',
    items: [],
    amount: 250,
    deliveryFee: 150,
    deliveryWindow: {
      slotId: 's1',
      kind: 'standard',
      start: '2026-11-27T02:30:00.000Z',
      end: '2026-11-27T04:30:00.000Z',
      label: 'Fri 27 Nov, 08:00–10:00',
      promiseBy: null,
    },
    address: ADDRESS,
    paymentType: 'COD',
    status: 'Order Placed',
    isPaid: false,
    createdAt: '2026-11-26T03:00:00.000Z',
    cancelReason: null,
    refund: null,
    cashCollected: null,
    history: [],
    timeline: [{ status: 'Order Placed', at: '2026-11-26T03:00:00.000Z' }],
    nextStatuses: ['Cancelled'],
    ...overrides,
  };
}

describe('changing the delivery time of an order (shopper)', () => {
  it('offers the other free windows of the address’s zone and moves the order', async () => {
    const { user, api } = renderStorefront({
      route: '/my-orders/order-1',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/order-1': { body: { success: true, order: anOrder() } },
        'GET /api/delivery/slots': {
          body: {
            success: true,
            timeZone: 'Asia/Colombo',
            slotsRequired: true,
            slots: [
              slot('s1', 'Fri 27 Nov, 08:00–10:00'),
              slot('s2', 'Fri 27 Nov, 12:00–14:00', { available: false, reason: 'full' }),
              slot('s3', 'Fri 27 Nov, 16:00–18:00'),
            ],
            express: null,
          },
        },
        'POST /api/order/user/order-1/slot': {
          body: { success: true, message: SLOT_MESSAGES.slotMoved, order: anOrder() },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Change delivery time' }, SLOW));
    const select = await screen.findByLabelText(/New delivery time/);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a time', 'Fri 27 Nov, 16:00–18:00']);
    await user.selectOptions(select, 's3');
    await user.click(screen.getByRole('button', { name: 'Change it' }));
    await waitFor(() =>
      expect(api.sent('POST /api/order/user/order-1/slot')[0]?.body).toEqual({ slotId: 's3' }),
    );
    expect(await screen.findByText(SLOT_MESSAGES.slotMoved)).toBeInTheDocument();
  }, 30_000);

  it('is not offered once packing has started', async () => {
    renderStorefront({
      route: '/my-orders/order-1',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/order-1': {
          body: { success: true, order: anOrder({ status: 'Packing', nextStatuses: [] }) },
        },
      },
    });
    await screen.findByRole('heading', { name: 'Order GC-000042' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Change delivery time' })).not.toBeInTheDocument();
  }, 30_000);
});
