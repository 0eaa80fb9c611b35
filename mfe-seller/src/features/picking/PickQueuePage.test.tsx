import { screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { FakeEventSource, setupFakeBrowserMedia } from '../../test/fakeBrowserMedia';
import { anAddress, anOrder } from '../../test/fixtures';

const api = setupFakeApi();
setupFakeBrowserMedia();

const PACKER = { body: { success: true, name: 'Priya Packer', role: 'packer' } };

function windowOf(slotId: string, label: string, start: string): Order['deliveryWindow'] {
  return { slotId, kind: 'standard', label, start, end: start, promiseBy: null };
}

const MORNING = windowOf('s1', 'Sat 28 Nov, 09:00–11:00', '2026-11-28T03:30:00.000Z');
const NOON = windowOf('s2', 'Sat 28 Nov, 11:00–13:00', '2026-11-28T05:30:00.000Z');

/** The queue as the API answers it: already in window order. */
function queue(): Order[] {
  return [
    anOrder({
      _id: 'a',
      number: 'GC-000010',
      status: 'Packing',
      deliveryWindow: MORNING,
      address: anAddress({ firstName: 'Nimal', lastName: 'Perera', city: 'Dehiwala' }),
      items: [
        { ...anOrder().items[0], picked: true, pickedBy: 'Priya Packer' },
        { ...anOrder().items[0], name: 'Milk', picked: false },
      ],
    }),
    anOrder({ _id: 'b', number: 'GC-000011', status: 'Confirmed', deliveryWindow: MORNING }),
    anOrder({ _id: 'c', number: 'GC-000009', status: 'Order Placed', deliveryWindow: NOON }),
    anOrder({ _id: 'd', number: 'GC-000012', status: 'Order Placed', deliveryWindow: null }),
  ];
}

describe("the packer's queue", () => {
  it('is where a packer lands, grouped by window in window order, each order opening its pick screen', async () => {
    api()
      .on('GET', '/api/seller/is-auth', PACKER)
      .on('GET', '/api/order/seller/queue', { body: { success: true, orders: queue() } });

    renderSeller('/seller');

    expect(await screen.findByRole('heading', { name: 'Pick queue' })).toBeInTheDocument();
    const windows = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(windows).toEqual([
      'Window: Sat 28 Nov, 09:00–11:00 (2 orders)',
      'Window: Sat 28 Nov, 11:00–13:00 (1 order)',
      'No delivery window (1 order)',
    ]);
    const first = screen.getByRole('region', { name: /09:00–11:00/ });
    const links = within(first).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Batch pick Window: Sat 28 Nov, 09:00–11:00',
      'GC-000010 · Nimal Perera',
      expect.stringContaining('GC-000011'),
    ]);
    // The window's batch picking, then each order's pick screen.
    expect(links[0]).toHaveAttribute(
      'href',
      `/seller/queue/batch/${queue()[0]!.deliveryWindow!.slotId}`,
    );
    expect(links[1]).toHaveAttribute('href', '/seller/orders/a/pick');
    // Orders without a window have no batch.
    const none = screen.getByRole('region', { name: /No delivery window/ });
    expect(within(none).queryByRole('link', { name: /Batch pick/ })).toBeNull();
    expect(within(first).getByText('1 of 2 lines picked')).toBeInTheDocument();
    expect(within(first).getByText('Dehiwala')).toBeInTheDocument();
    // The sidebar offers the queue to a packer.
    expect(screen.getByRole('link', { name: /Pick queue/ })).toBeInTheDocument();
  });

  it('reads the queue again when the live feed says an order changed', async () => {
    api()
      .on('GET', '/api/seller/is-auth', PACKER)
      .on('GET', '/api/order/seller/queue', { body: { success: true, orders: queue() } });
    renderSeller('/seller/queue');
    await screen.findByRole('heading', { name: 'Pick queue' });
    const before = api().calls('GET', '/api/order/seller/queue').length;
    api().on('GET', '/api/order/seller/queue', {
      body: { success: true, orders: queue().slice(1) },
    });
    await waitFor(() =>
      expect(FakeEventSource.current().listening.get('order')).toBeGreaterThan(0),
    );
    FakeEventSource.current().emit('order', {
      orderId: 'a',
      number: 'GC-000010',
      status: 'Out for delivery',
      kind: 'changed',
    });
    await waitFor(() =>
      expect(api().calls('GET', '/api/order/seller/queue').length).toBeGreaterThan(before),
    );
    await waitFor(() => expect(screen.queryByText(/GC-000010/)).toBeNull());
  });
});
