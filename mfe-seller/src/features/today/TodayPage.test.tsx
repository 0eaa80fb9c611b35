import { act, screen, waitFor, within } from '@testing-library/react';
import type { SellerToday } from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { FakeEventSource, setupFakeBrowserMedia } from '../../test/fakeBrowserMedia';

const api = setupFakeApi();
setupFakeBrowserMedia();

const OWNER = { body: { success: true, name: 'Olga', role: 'owner' } };

function today(unconfirmed: number): SellerToday {
  return {
    at: '2026-11-25T06:00:00.000Z',
    today: '2026-11-25',
    unconfirmedMinutes: 15,
    needs: {
      unconfirmed,
      due: 2,
      toWeigh: 1,
      paymentCheck: 0,
      refundFailed: 0,
      holdExpiring: 0,
      cashToReconcile: 3,
    },
    lowStock: 4,
    sales: { orders: 7, revenueCents: 1234500, units: 12, grams: 2750 },
  };
}

const tiles = () => within(screen.getByRole('list', { name: 'Needs a person now' }));

describe('Today (/seller/today)', () => {
  it('shows each count as a link to the filtered orders, and moves when an order arrives', async () => {
    let unconfirmed = 1;
    api()
      .on('GET', '/api/seller/is-auth', OWNER)
      .on('GET', '/api/order/seller', { body: { success: true, orders: [], nextCursor: null } })
      .on('GET', '/api/seller/today', () => ({
        body: { success: true, today: today(unconfirmed) },
      }));
    renderSeller('/seller/today');
    await screen.findByRole('list', { name: 'Needs a person now' });
    const waiting = await tiles().findByRole('link', { name: /Waiting for confirmation/ });
    expect(waiting).toHaveTextContent('1');
    expect(waiting).toHaveTextContent('Placed more than 15 min ago, not confirmed');
    expect(waiting).toHaveAttribute('href', '/seller/orders?need=unconfirmed');
    expect(tiles().getByRole('link', { name: /Cash to reconcile/ })).toHaveAttribute(
      'href',
      '/seller/orders?need=cashToReconcile',
    );
    expect(tiles().getByRole('link', { name: /Low stock/ })).toHaveAttribute(
      'href',
      '/seller/low-stock',
    );
    // Sales: weighed goods in kg, revenue as money.
    const sales = screen.getByRole('region', { name: /Sales today/ });
    expect(sales).toHaveTextContent('2.75 kg');
    expect(sales).toHaveTextContent('12,345.00');

    // An order arrives on the live feed: Today asks again and the count moves, no reload.
    await waitFor(() =>
      expect(FakeEventSource.current().listening.get('order')).toBeGreaterThan(0),
    );
    const asked = api().calls('GET', '/api/seller/today').length;
    unconfirmed = 2;
    act(() =>
      FakeEventSource.current().emit('order', {
        orderId: 'o9',
        userId: 'u1',
        number: 'GC-000009',
        status: 'Order Placed',
        kind: 'placed',
      }),
    );
    await waitFor(() =>
      expect(tiles().getByRole('link', { name: /Waiting for confirmation/ })).toHaveTextContent(
        '2',
      ),
    );
    expect(api().calls('GET', '/api/seller/today').length).toBe(asked + 1);
  });

  it('opens the order list filtered to the count, which says so and can show all again', async () => {
    api()
      .on('GET', '/api/seller/is-auth', OWNER)
      .on('GET', '/api/order/seller', { body: { success: true, orders: [], nextCursor: null } })
      .on('GET', '/api/seller/today', { body: { success: true, today: today(1) } });
    const { user } = renderSeller('/seller/today');
    await screen.findByRole('list', { name: 'Needs a person now' });
    await user.click(tiles().getByRole('link', { name: /Waiting for confirmation/ }));
    await screen.findByRole('heading', { name: /Orders/, level: 1 });
    expect(screen.getByText('Waiting for confirmation')).toBeInTheDocument();
    await waitFor(() =>
      expect(api().calls('GET', '/api/order/seller').at(-1)?.url).toContain('need=unconfirmed'),
    );
    await user.click(screen.getByRole('button', { name: 'Show all orders' }));
    await waitFor(() =>
      expect(api().calls('GET', '/api/order/seller').at(-1)?.url).not.toContain('need='),
    );
  });

  it('is not offered to a packer', async () => {
    api()
      .on('GET', '/api/seller/is-auth', { body: { success: true, name: 'Pat', role: 'packer' } })
      .on('GET', '/api/order/seller', { body: { success: true, orders: [], nextCursor: null } })
      .on('GET', '/api/order/seller/queue', { body: { success: true, orders: [] } });
    renderSeller('/seller/today');
    const nav = await screen.findByRole('navigation', { name: 'Seller dashboard' });
    expect(within(nav).queryByRole('link', { name: 'Today' })).toBeNull();
    expect(api().calls('GET', '/api/seller/today')).toHaveLength(0);
  });
});
