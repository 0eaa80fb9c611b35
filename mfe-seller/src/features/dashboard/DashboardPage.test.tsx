import { screen, within } from '@testing-library/react';
import type { SellerDashboard } from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';

const api = setupFakeApi();

/** 30 days ending 25 Nov 2026; revenue on three of them. */
function days(): SellerDashboard['daily'] {
  return Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 9, 27 + index)).toISOString().slice(0, 10);
    const revenueCents = { 0: 5100, 28: 25000, 29: 35700 }[index] ?? 0;
    return { date, orders: revenueCents > 0 ? 1 : 0, revenueCents };
  });
}

const DASHBOARD: SellerDashboard = {
  timeZone: 'Asia/Colombo',
  today: '2026-11-25',
  periods: {
    today: { orders: 2, revenueCents: 35700, averageOrderCents: 17850, cancelled: 1 },
    last7Days: { orders: 3, revenueCents: 60700, averageOrderCents: 20233, cancelled: 2 },
    last30Days: { orders: 4, revenueCents: 6580000, averageOrderCents: 1645000, cancelled: 2 },
  },
  openOrders: [
    { status: 'Order Placed', orders: 2 },
    { status: 'Confirmed', orders: 1 },
    { status: 'Packing', orders: 1 },
    { status: 'Out for delivery', orders: 0 },
  ],
  lowStock: {
    count: 12,
    products: [
      { productId: 'dates', name: 'Dates', available: 3, threshold: 5 },
      { productId: 'okra', name: 'Okra', available: 1200, threshold: 1250, soldBy: 'weight' },
    ],
  },
  topByUnits: [
    { productId: 'apple', name: 'Apple', units: 3, revenueCents: 30000 },
    { productId: 'okra', name: 'Okra', units: 2, revenueCents: 80000, grams: 2500 },
  ],
  topByRevenue: [{ productId: 'cheese', name: 'Cheese', units: 1, revenueCents: 25000 }],
  refunds: { count: 2, amountCents: 30600, failedOrders: 1 },
  daily: days(),
};

const OWNER = { body: { success: true, name: 'Olga', role: 'owner' } };

describe('Dashboard (/seller/dashboard)', () => {
  it('follows Today in the sidebar and shows the figures as cards, formatted', async () => {
    api()
      .on('GET', '/api/seller/is-auth', OWNER)
      .on('GET', '/api/seller/dashboard', { body: { success: true, dashboard: DASHBOARD } });
    renderSeller('/seller/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Seller dashboard' });
    const [first, second] = within(nav).getAllByRole('link');
    expect(first).toHaveTextContent('Today');
    expect(second).toHaveTextContent('Dashboard');
    expect(second).toHaveAttribute('aria-current', 'page');

    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByText('LKR 357.00')).toBeInTheDocument();
    expect(within(today).getByText('LKR 178.50')).toBeInTheDocument();
    const month = screen.getByRole('region', { name: 'Last 30 days' });
    expect(within(month).getByText('LKR 65,800.00')).toBeInTheDocument();
    const open = screen.getByRole('region', { name: 'Open orders' });
    expect(within(open).getByText('Packing').nextElementSibling).toHaveTextContent('1');
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText('LKR 306.00')).toBeInTheDocument();
  });

  it('draws daily revenue as an image with a text alternative and a table', async () => {
    api()
      .on('GET', '/api/seller/is-auth', OWNER)
      .on('GET', '/api/seller/dashboard', { body: { success: true, dashboard: DASHBOARD } });
    renderSeller('/seller/dashboard');
    const chart = await screen.findByRole('img', { name: 'Daily revenue, last 30 days' });
    expect(chart).toHaveAccessibleDescription(
      'LKR 658.00 from 27 Oct 2026 to 25 Nov 2026; best day 25 Nov 2026 with LKR 357.00.',
    );
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    const table = screen.getByRole('table', { name: 'Revenue and orders by day' });
    const row = within(table).getByRole('row', { name: /24 Nov 2026/ });
    expect(row).toHaveTextContent('LKR 250.00');

    expect(
      within(screen.getByRole('table', { name: 'Top products by units' })).getByRole('link', {
        name: 'Apple',
      }),
    ).toHaveAttribute('href', '/seller/products/apple');
    const low = screen.getByRole('table', { name: 'Products low on stock' });
    expect(within(low).getByRole('row', { name: /Dates/ })).toHaveTextContent('Dates35');
    // Sold by weight: kilograms, never bare grams or steps.
    expect(within(low).getByRole('row', { name: /Okra/ })).toHaveTextContent('Okra1.2 kg1.25 kg');
    const top = screen.getByRole('table', { name: 'Top products by units' });
    expect(within(top).getByRole('row', { name: /Okra/ })).toHaveTextContent(
      'Okra2.5 kgLKR 800.00',
    );
    expect(within(top).getByRole('row', { name: /Apple/ })).toHaveTextContent('Apple3LKR 300.00');
    expect(screen.getByRole('link', { name: 'All 12 low on stock' })).toHaveAttribute(
      'href',
      '/seller/low-stock',
    );
  });

  it('keeps Add Product at /seller for the owner and sends a packer to the pick queue', async () => {
    api()
      .on('GET', '/api/seller/is-auth', { body: { success: true, name: 'Pat', role: 'packer' } })
      .on('GET', '/api/order/seller', { body: { success: true, orders: [], nextCursor: null } })
      .on('GET', '/api/order/seller/queue', { body: { success: true, orders: [] } });
    renderSeller('/seller');
    await screen.findByRole('heading', { name: 'Pick queue' });
    const nav = screen.getByRole('navigation', { name: 'Seller dashboard' });
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });
});
