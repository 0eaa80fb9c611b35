import { screen, waitFor, within } from '@testing-library/react';
import type { SellerSlotWindow } from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { IS_SELLER } from '../../test/fixtures';
import type { FakeReply, RecordedRequest } from '@greencart/shared-ui/test';
import { todayAndTomorrow } from '@greencart/shared-ui';
import { pickingQuantity } from './PickingListPage';

const api = setupFakeApi();
const DAY_URL = '/api/seller/delivery/slots';
const [TODAY, TOMORROW] = todayAndTomorrow();

const WINDOW: SellerSlotWindow = {
  id: 'w1',
  zoneId: 'z1',
  zoneName: 'Kandy town',
  kind: 'standard',
  start: '2026-11-26T02:30:00.000Z',
  end: '2026-11-26T04:30:00.000Z',
  label: 'Thu 26 Nov, 08:00–10:00',
  capacity: 10,
  booked: 2,
  closed: false,
  cutoffAt: '2026-11-26T01:30:00.000Z',
  orders: [
    {
      _id: 'o1',
      number: 'GC-000101',
      status: 'Order Placed',
      customerName: 'Nimal Perera',
      phone: '077 123 4567',
      amount: 524.54,
    },
    {
      _id: 'o2',
      number: 'GC-000102',
      status: 'Confirmed',
      customerName: 'Kamala Silva',
      phone: '0719876543',
      amount: 300,
    },
  ],
};

/** Today has WINDOW; tomorrow has none. */
function day(request: RecordedRequest) {
  const { date } = request.params as { date: string };
  return {
    body: {
      success: true,
      date,
      timeZone: 'Asia/Colombo',
      windows: date === TODAY ? [WINDOW] : [],
    },
  };
}

const SLOW = { timeout: 10_000 };

async function openWindows(isAuth: FakeReply = IS_SELLER) {
  api().on('GET', '/api/seller/is-auth', isAuth).on('GET', DAY_URL, day);
  const view = renderSeller('/seller/windows');
  await screen.findByRole('heading', { level: 1, name: 'Delivery windows' }, SLOW);
  const card = await screen.findByRole('article', { name: WINDOW.label }, SLOW);
  return { ...view, card };
}

describe('Delivery windows (seller)', () => {
  it('shows today’s and tomorrow’s windows with booked of capacity and their orders', async () => {
    const { card } = await openWindows();
    const asked = api()
      .calls('GET', DAY_URL)
      .map((r) => (r.params as { date: string }).date);
    expect(asked).toEqual(expect.arrayContaining([TODAY, TOMORROW]));
    expect(screen.getByRole('heading', { level: 2, name: /^Today, / })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Tomorrow, / })).toBeInTheDocument();
    expect(within(card).getByText('2 of 10')).toBeInTheDocument();
    expect(within(card).getByText('Kandy town')).toBeInTheDocument();
    // Its cut-off (26 Nov 2026, 07:00 in Colombo) is shown in the shop's time zone.
    const cutOff = within(card).getByText('26 Nov 2026, 07:00');
    expect(cutOff.closest('div')).toHaveTextContent(
      Date.parse(WINDOW.cutoffAt) <= Date.now() ? 'Bookings closed' : 'Bookings close',
    );
    expect(within(card).getByRole('link', { name: 'GC-000101' })).toHaveAttribute(
      'href',
      '/seller/orders/o1',
    );
    expect(within(card).getByRole('link', { name: 'Picking list' })).toHaveAttribute(
      'href',
      '/seller/windows/w1/picking',
    );
    expect(within(card).getByRole('link', { name: 'Orders of this window' })).toHaveAttribute(
      'href',
      '/seller/orders?slot=w1',
    );
    expect(await screen.findByText('No delivery windows')).toBeInTheDocument();
    // The sidebar has the page, current.
    const nav = screen.getByRole('navigation', { name: 'Seller dashboard' });
    expect(within(nav).getByRole('link', { name: 'Delivery windows' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }, 30_000);

  it('closes a window after a confirm that lists the booked orders to contact', async () => {
    api().on('PATCH', `${DAY_URL}/w1`, (request) => ({
      body: { success: true, window: { ...WINDOW, ...(request.body as object) } },
    }));
    const { user, card } = await openWindows();
    await user.click(within(card).getByRole('button', { name: 'Close window' }));
    const dialog = screen.getByRole('dialog', { name: `Close ${WINDOW.label}?` });
    expect(within(dialog).getByText(/contact these customers/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '077 123 4567' })).toHaveAttribute(
      'href',
      'tel:0771234567',
    );
    // Focus starts on the safe choice.
    expect(within(dialog).getByRole('button', { name: 'Keep it open' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Close the window' }));
    await waitFor(() => expect(api().calls('PATCH', `${DAY_URL}/w1`)).toHaveLength(1));
    expect(api().calls('PATCH', `${DAY_URL}/w1`)[0].body).toEqual({ closed: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 30_000);

  it('changes a window’s capacity', async () => {
    api().on('PATCH', `${DAY_URL}/w1`, () => ({
      body: { success: true, window: { ...WINDOW, capacity: 4 } },
    }));
    const { user, card } = await openWindows();
    const capacity = within(card).getByLabelText(`Capacity of ${WINDOW.label}`);
    await user.clear(capacity);
    await user.type(capacity, '4');
    await user.click(within(card).getByRole('button', { name: 'Change capacity' }));
    await waitFor(() =>
      expect(api().calls('PATCH', `${DAY_URL}/w1`)[0]?.body).toEqual({ capacity: 4 }),
    );
  }, 30_000);

  it('shows a packer the windows and orders without the owner’s controls', async () => {
    const { card } = await openWindows({ body: { success: true, name: 'Pat', role: 'packer' } });
    expect(within(card).getByText('2 of 10')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Close window' })).not.toBeInTheDocument();
    expect(within(card).queryByLabelText(/Capacity of/)).not.toBeInTheDocument();
  }, 30_000);

  it('prints a window’s picking list: products summed over its orders, then the orders', async () => {
    api()
      .on('GET', '/api/seller/is-auth', IS_SELLER)
      .on('GET', `${DAY_URL}/w1/picking-list`, {
        body: {
          success: true,
          window: WINDOW,
          lines: [
            { productId: 'p1', name: 'Fresh Apples', quantity: 5 },
            { productId: 'p2', name: 'Carrots', quantity: 3, stepGrams: 500 },
          ],
        },
      });
    renderSeller('/seller/windows/w1/picking');
    await screen.findByRole('heading', { name: `Picking list · ${WINDOW.label}` }, SLOW);
    const products = screen.getByRole('table', { name: 'Products to pick' });
    expect(within(products).getByRole('row', { name: /Fresh Apples 5/ })).toBeInTheDocument();
    expect(within(products).getByRole('row', { name: /Carrots 1.5 kg/ })).toBeInTheDocument();
    const orders = screen.getByRole('table', { name: 'Orders in this window' });
    expect(within(orders).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  }, 30_000);
});

describe('pickingQuantity', () => {
  it('counts pieces, and weighs weighed products in g or kg', () => {
    expect(pickingQuantity({ productId: 'a', name: 'A', quantity: 3 })).toBe('3');
    expect(pickingQuantity({ productId: 'a', name: 'A', quantity: 3, stepGrams: 250 })).toBe(
      '750 g',
    );
    expect(pickingQuantity({ productId: 'a', name: 'A', quantity: 4, stepGrams: 250 })).toBe(
      '1 kg',
    );
  });
});
