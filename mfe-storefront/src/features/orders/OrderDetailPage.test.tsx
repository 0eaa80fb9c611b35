import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatCents, type OrderDetail, type OrderItem } from '@greencart/contracts';
import { FakeEventSource, setupFakeEventSource } from '@greencart/shared-ui/test';
import { ADDRESS, USER } from '../../test/fixtures';
import { currentLocation, renderStorefront } from '../../test/renderWithProviders';
import { SESSION_ENDED_MESSAGE } from './ordersApi';

/** The page is a lazy chunk: its first render waits for the import on a busy machine. */
const LAZY_PAGE = { timeout: 10_000 };

const LOGGED_IN = { body: { success: true, user: USER } };

/** The figure shown next to a label of the order's totals. */
function figure(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

function aLine(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    product: null,
    quantity: 1,
    name: 'Papaya',
    image: '',
    offerPrice: 99.5,
    substitution: 'refund',
    orderedQuantity: null,
    substitutedFrom: null,
    ...overrides,
  };
}

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
    expect(screen.getByText('Mango replaced by Papaya')).toBeInTheDocument();
    expect(screen.getByText('Packed short: 1 of the 2 you ordered')).toBeInTheDocument();
    expect(figure('Total')).toBe('LKR 101.49');
  });

  it('shows the booked delivery window, also on the timeline until delivered, and on My Orders', async () => {
    const deliveryWindow = {
      slotId: 's1',
      kind: 'standard' as const,
      start: '2026-11-26T02:30:00.000Z',
      end: '2026-11-26T04:30:00.000Z',
      label: 'Thu 26 Nov, 08:00–10:00',
      promiseBy: null,
    };
    const order = anOrder({ deliveryWindow });
    renderStorefront({
      route: '/my-orders/order-1',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/order-1': { body: { success: true, order } },
        'GET /api/order/user': { body: { success: true, orders: [order] } },
      },
    });
    expect(
      await screen.findByText('Thu 26 Nov, 08:00–10:00', { selector: 'strong' }, LAZY_PAGE),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Delivery:/)).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Order progress' });
    expect(steps).toHaveTextContent('DeliveredDue Thu 26 Nov, 08:00–10:00');

    await userEvent.click(screen.getByRole('link', { name: '← My Orders' }));
    const card = await screen.findByRole('article', { name: 'Order GC-000042' }, LAZY_PAGE);
    expect(within(card).getByText('Delivery').nextElementSibling).toHaveTextContent(
      'Thu 26 Nov, 08:00–10:00',
    );
  }, 30_000);

  it('shows an express order’s promise with the time it is due by (shop time zone)', async () => {
    const order = anOrder({
      deliveryWindow: {
        slotId: 'x1',
        kind: 'express',
        start: '2026-11-26T08:00:00.000Z',
        end: '2026-11-26T09:00:00.000Z',
        label: 'Express: within 30 minutes',
        promiseBy: '2026-11-26T08:30:00.000Z',
      },
    });
    renderStorefront({
      route: '/my-orders/order-1',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/order-1': { body: { success: true, order } },
      },
    });
    expect(await screen.findByText(/^Delivery:/, {}, LAZY_PAGE)).toHaveTextContent(
      'Delivery: Express: within 30 minutes, by 14:00',
    );
    expect(screen.getByRole('list', { name: 'Order progress' })).toHaveTextContent(
      'DeliveredDue by 14:00',
    );
  }, 30_000);

  it('shows each line with its picture, quantity and price, and totals that add up to the amount', async () => {
    // The order: 3 550.00 of lines; the stored 3 621.00 is those plus 2 % tax.
    const order = anOrder({
      items: [
        aLine({ name: 'Tomato', image: '/uploads/tomato.webp', offerPrice: 150, quantity: 5 }),
        aLine({ name: 'Basmati rice 5 kg', image: '/uploads/rice.webp', offerPrice: 2800 }),
      ],
      amount: 3621,
    });
    renderStorefront({
      route: '/my-orders/order-1',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/order-1': { body: { success: true, order } },
      },
    });
    const lines = await screen.findByRole('list', { name: 'Items' }, LAZY_PAGE);
    const [tomato, rice] = within(lines).getAllByRole('listitem');
    expect(tomato.querySelector('img')).toHaveAttribute(
      'src',
      'http://api.test/uploads/tomato.card.webp',
    );
    expect(tomato).toHaveTextContent('Tomato');
    expect(tomato).toHaveTextContent(`5 × ${formatCents(15000)}`);
    expect(tomato).toHaveTextContent(formatCents(75000));
    expect(rice.querySelector('img')).toHaveAttribute(
      'src',
      'http://api.test/uploads/rice.card.webp',
    );
    expect(rice).toHaveTextContent(formatCents(280000));
    expect(figure('Subtotal')).toBe(formatCents(355000));
    expect(figure('Tax (2%)')).toBe(formatCents(7100));
    expect(figure('Delivery')).toBe('Free');
    expect(screen.queryByText('Refunds', { selector: 'dt' })).not.toBeInTheDocument();
    expect(figure('Total')).toBe(formatCents(362100));
    // Where it goes and how it is paid.
    const address = screen.getByRole('region', { name: 'Delivery address' });
    expect(address).toHaveTextContent('Nimal Perera');
    expect(address).toHaveTextContent('5 Lake Road');
    expect(address).toHaveTextContent('Kandy, Central, 20000');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent(
      'Paid online by card Paid',
    );
    expect(screen.getByRole('button', { name: 'Buy again' })).toBeInTheDocument();
  });

  it('shows a refunds line when the stored amount is below the lines, so the figures still add up', async () => {
    const order = anOrder({
      items: [aLine({ offerPrice: 100, quantity: 2 })],
      amount: 150,
      refund: { state: 'partially_refunded', amount: 54 },
    });
    renderStorefront({
      route: '/my-orders/order-1',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/order-1': { body: { success: true, order } },
      },
    });
    await screen.findByRole('list', { name: 'Items' }, LAZY_PAGE);
    expect(figure('Subtotal')).toBe(formatCents(20000));
    expect(figure('Tax (2%)')).toBe(formatCents(400));
    expect(figure('Refunds')).toBe(`−${formatCents(5400)}`);
    expect(figure('Total')).toBe(formatCents(15000));
    expect(screen.getByText(`Partly refunded: ${formatCents(5400)}`)).toBeInTheDocument();
  });

  it('shows the cash collected on a delivered cash order', async () => {
    const order = anOrder({
      paymentType: 'COD',
      status: 'Delivered',
      isPaid: true,
      cashCollected: 101.49,
      nextStatuses: [],
    });
    renderStorefront({
      route: '/my-orders/order-1',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/order-1': { body: { success: true, order } },
      },
    });
    const payment = await screen.findByRole('region', { name: 'Payment' }, LAZY_PAGE);
    expect(payment).toHaveTextContent('Cash on delivery Paid');
    expect(payment).toHaveTextContent(`Cash collected: ${formatCents(10149)}`);
  });

  it('offers a visitor from an email link the login modal, then shows the order', async () => {
    let loggedIn = false;
    const { user } = renderStorefront({
      route: '/my-orders/order-1',
      api: {
        'POST /api/user/login': () => {
          loggedIn = true;
          return { body: { success: true, user: USER } };
        },
        'GET /api/order/user/order-1': () =>
          loggedIn
            ? { body: { success: true, order: anOrder() } }
            : { status: 401, body: { success: false, message: 'Not Authorized' } },
      },
    });
    const prompt = await screen.findByRole(
      'heading',
      { name: 'Log in to see your order' },
      LAZY_PAGE,
    );
    // The page's own Login (the navbar has one too, which returns home).
    await user.click(
      within(prompt.closest('section') as HTMLElement).getByRole('button', { name: 'Login' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Log in to GreenCart' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'nimal@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'a-long-password');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByRole('heading', { name: 'Order GC-000042' }, LAZY_PAGE),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/my-orders/order-1');
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

describe("OrderDetailPage live updates (the shopper's order stream)", () => {
  setupFakeEventSource();

  /** The stream the page opened, once it listens for order events. */
  async function stream(): Promise<FakeEventSource> {
    await waitFor(() =>
      expect(FakeEventSource.current().listening.get('order')).toBeGreaterThan(0),
    );
    return FakeEventSource.current();
  }

  function changed(orderId: string, status: string) {
    return { orderId, userId: 'u1', number: 'GC-000042', status, kind: 'changed' };
  }

  it('reads the order again when the stream says it changed, and only then', async () => {
    let order = anOrder();
    const { api, user, settled } = renderStorefront({
      route: '/my-orders/order-1',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/order-1': () => ({ body: { success: true, order } }),
        'GET /api/order/user': { body: { success: true, orders: [order] } },
      },
    });
    await screen.findByRole('heading', { name: 'Order GC-000042' }, LAZY_PAGE);
    const source = await stream();
    expect(source.url).toBe('http://api.test/api/order/user/events');
    expect(source.init).toEqual({ withCredentials: true });
    expect(api.sent('GET /api/order/user/order-1')).toHaveLength(1);

    // Another order of the shopper changed: this page has nothing to read again.
    act(() => source.emit('order', changed('order-2', 'Packing')));
    await settled();
    expect(api.sent('GET /api/order/user/order-1')).toHaveLength(1);
    order = anOrder({ status: 'Packing', nextStatuses: [] });
    act(() => source.emit('order', changed('order-1', 'Packing')));
    expect(await screen.findByText('Status: Packing')).toBeInTheDocument();
    expect(api.sent('GET /api/order/user/order-1')).toHaveLength(2);

    // Leaving the page closes the stream.
    await user.click(screen.getByRole('link', { name: '← My Orders' }));
    await screen.findByRole('article', { name: 'Order GC-000042' }, LAZY_PAGE);
    await waitFor(() => expect(source.closed).toBe(true));
  }, 30_000);

  it('logs the shopper out here, saying why, when the stream says the session has ended', async () => {
    renderStorefront({
      route: '/my-orders/order-1',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/order-1': { body: { success: true, order: anOrder() } },
      },
    });
    await screen.findByRole('heading', { name: 'Order GC-000042' }, LAZY_PAGE);
    const source = await stream();

    act(() => source.emit('session-ended', {}));
    expect(await screen.findByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Log in to see your order' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Order GC-000042' })).toBeNull();
    expect(source.closed).toBe(true);
  });
});
