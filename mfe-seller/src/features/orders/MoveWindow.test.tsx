import { screen, waitFor, within } from '@testing-library/react';
import { SLOT_MESSAGES, type OrderDetail, type SellerSlotWindow } from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { IS_SELLER, anOrder } from '../../test/fixtures';
import type { RecordedRequest } from '@greencart/shared-ui/test';
import { todayAndTomorrow } from '@greencart/shared-ui';
import { moveTargets } from './MoveWindow';

const api = setupFakeApi();
const [TODAY] = todayAndTomorrow();
const LATER = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();

const aWindow = (id: string, more: Partial<SellerSlotWindow> = {}): SellerSlotWindow => ({
  id,
  zoneId: 'z1',
  zoneName: 'Kandy',
  kind: 'standard',
  start: '2026-11-27T02:30:00.000Z',
  end: '2026-11-27T04:30:00.000Z',
  label: `Window ${id}`,
  capacity: 10,
  booked: 1,
  closed: false,
  cutoffAt: LATER,
  orders: [],
  ...more,
});

const WINDOWS = [
  aWindow('w1'),
  aWindow('w2', { label: 'Fri 27 Nov, 12:00–14:00' }),
  aWindow('w3', { label: 'Full one', booked: 10 }),
  aWindow('w4', { label: 'Closed one', closed: true }),
  aWindow('w5', { label: 'Other zone', zoneId: 'z2' }),
  aWindow('w6', { label: 'Past its cut-off', cutoffAt: '2020-01-01T00:00:00.000Z' }),
];

const ORDER: OrderDetail = {
  ...anOrder({
    status: 'Confirmed',
    deliveryFee: 150,
    deliveryWindow: {
      slotId: 'w1',
      kind: 'standard',
      start: '2026-11-27T02:30:00.000Z',
      end: '2026-11-27T04:30:00.000Z',
      label: 'Fri 27 Nov, 08:00–10:00',
      promiseBy: null,
    },
  }),
  history: [],
  timeline: [],
  nextStatuses: ['Packing', 'Cancelled'],
};

describe('moving an order to another window (seller)', () => {
  it('offers only open windows with room of the same zone, and moves the order', async () => {
    api()
      .on('GET', '/api/seller/is-auth', IS_SELLER)
      .on('GET', '/api/order/seller/o1', { body: { success: true, order: ORDER } })
      .on('GET', '/api/seller/delivery/slots', (request: RecordedRequest) => {
        const { date } = request.params as { date: string };
        return {
          body: {
            success: true,
            date,
            timeZone: 'Asia/Colombo',
            windows: date === TODAY ? WINDOWS : [],
          },
        };
      })
      .on('POST', '/api/order/seller/o1/slot', {
        body: { success: true, message: SLOT_MESSAGES.slotMoved, order: ORDER },
      });
    const { user } = renderSeller('/seller/orders/o1');
    const delivery = await screen.findByRole('region', { name: 'Delivery' }, { timeout: 10_000 });
    expect(within(delivery).getByText('Fri 27 Nov, 08:00–10:00')).toBeInTheDocument();
    expect(within(delivery).getByText('LKR 150.00')).toBeInTheDocument();
    await user.click(await within(delivery).findByRole('button', { name: 'Change window' }));
    const select = within(delivery).getByLabelText(/New window/);
    const offered = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual(['Choose a window', 'Fri 27 Nov, 12:00–14:00 (1 of 10 booked)']);
    await user.selectOptions(select, 'w2');
    await user.click(within(delivery).getByRole('button', { name: 'Move the order' }));
    await waitFor(() =>
      expect(api().calls('POST', '/api/order/seller/o1/slot')[0]?.body).toEqual({ slotId: 'w2' }),
    );
    expect(await screen.findByText(SLOT_MESSAGES.slotMoved)).toBeInTheDocument();
  }, 30_000);

  it('has no target when the order’s own window is not among those listed', () => {
    expect(moveTargets(WINDOWS, 'elsewhere', Date.now())).toEqual([]);
  });
});
