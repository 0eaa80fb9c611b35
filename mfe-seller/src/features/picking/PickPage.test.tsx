import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDetail, OrderItem } from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { aProduct, anOrder } from '../../test/fixtures';

const api = setupFakeApi();

const PACKER = { body: { success: true, name: 'Priya Packer', role: 'packer' } };
const KIWI_CODE = '4006381333931';
const LIME_CODE = '0036000291452';

function line(fields: Partial<OrderItem>): OrderItem {
  return {
    product: aProduct(),
    quantity: 2,
    name: 'Kiwi',
    image: '',
    offerPrice: 80,
    substitution: 'refund',
    orderedQuantity: null,
    substitutedFrom: null,
    picked: false,
    pickedBy: null,
    ...fields,
  };
}

function packingOrder(picks: [boolean, boolean] = [false, false]): OrderDetail {
  return {
    ...anOrder({
      _id: 'o7',
      number: 'GC-000007',
      status: 'Packing',
      items: [
        line({
          product: aProduct({ _id: 'kiwi', name: 'Kiwi', barcode: KIWI_CODE }),
          picked: picks[0],
          pickedBy: picks[0] ? 'Priya Packer' : null,
        }),
        line({
          product: aProduct({ _id: 'lime', name: 'Lime', barcode: LIME_CODE }),
          name: 'Lime',
          quantity: 1,
          picked: picks[1],
          pickedBy: picks[1] ? 'Priya Packer' : null,
        }),
      ],
    }),
    history: [],
    timeline: [],
    nextStatuses: ['Out for delivery', 'Cancelled'],
    customer: { name: 'Nimal', email: 'nimal@example.com' },
  };
}

/** The API ticks line `position` and answers the order as it is then. */
function ticksLine(position: number, after: OrderDetail) {
  api().on('POST', `/api/order/seller/o7/items/${position}/pick`, {
    body: { success: true, message: 'picked', order: after },
  });
}

describe('the pick screen', () => {
  beforeEach(() => {
    api().on('GET', '/api/seller/is-auth', PACKER);
  });

  it('ticks a line by its checkbox and saves it', async () => {
    api().on('GET', '/api/order/seller/o7', { body: { success: true, order: packingOrder() } });
    ticksLine(1, packingOrder([false, true]));
    renderSeller('/seller/orders/o7/pick');

    const tick = await screen.findByRole('checkbox', { name: /^Picked ?: Lime/ });
    api().on('GET', '/api/order/seller/o7', {
      body: { success: true, order: packingOrder([false, true]) },
    });
    await userEvent.click(tick);
    expect(api().calls('POST', '/api/order/seller/o7/items/1/pick')[0].body).toEqual({
      picked: true,
    });
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /^Picked ?: Lime/ })).toBeChecked(),
    );
    expect(screen.getByText('by Priya Packer')).toBeInTheDocument();
  });

  it('shows no older "If unavailable" flag in the pick table: the substitutions section says the choice', async () => {
    api().on('GET', '/api/order/seller/o7', { body: { success: true, order: packingOrder() } });
    renderSeller('/seller/orders/o7/pick');
    const table = await screen.findByRole('table', { name: 'Lines to pick' });
    expect(within(table).getByText('Kiwi')).toBeInTheDocument();
    expect(within(table).queryByText(/If unavailable/)).toBeNull();
  });

  it('marks the pick queue in the sidebar, not Orders (the screen is opened from the queue)', async () => {
    api().on('GET', '/api/order/seller/o7', { body: { success: true, order: packingOrder() } });
    renderSeller('/seller/orders/o7/pick');

    await screen.findByRole('checkbox', { name: /^Picked ?: Lime/ });
    const nav = screen.getByRole('navigation', { name: 'Seller dashboard' });
    expect(within(nav).getByRole('link', { name: 'Pick queue' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
  });

  it('takes a scan from a USB scanner (digits typed, then Enter) and ticks the matching line', async () => {
    api().on('GET', '/api/order/seller/o7', { body: { success: true, order: packingOrder() } });
    ticksLine(0, packingOrder([true, false]));
    renderSeller('/seller/orders/o7/pick');

    const field = await screen.findByRole('textbox', { name: 'Scan a barcode' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard(`${KIWI_CODE}{Enter}`);
    await waitFor(() =>
      expect(api().calls('POST', '/api/order/seller/o7/items/0/pick')).toHaveLength(1),
    );
    expect(await screen.findByText('Kiwi picked')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });

  it('says clearly when a scanned product is not in this order, or the code is wrong', async () => {
    api().on('GET', '/api/order/seller/o7', { body: { success: true, order: packingOrder() } });
    renderSeller('/seller/orders/o7/pick');
    const field = await screen.findByRole('textbox', { name: 'Scan a barcode' });

    await userEvent.type(field, '5901234123457{Enter}');
    expect(await screen.findByText('5901234123457 is not in this order')).toBeInTheDocument();
    await userEvent.type(field, '5901234123458{Enter}');
    expect(await screen.findByText(/check digit/)).toBeInTheDocument();
    expect(api().calls('POST', '/api/order/seller/o7/items/0/pick')).toHaveLength(0);
    expect(api().calls('POST', '/api/order/seller/o7/items/1/pick')).toHaveLength(0);
  });

  it('sends the order out for delivery only once every line is settled', async () => {
    api().on('GET', '/api/order/seller/o7', {
      body: { success: true, order: packingOrder([true, false]) },
    });
    renderSeller('/seller/orders/o7/pick');
    const out = await screen.findByRole('button', { name: 'Out for delivery' });
    expect(out).toBeDisabled();
    expect(screen.getByText('1 line still to pick or weigh')).toBeInTheDocument();
  });

  it('moves a settled order out for delivery', async () => {
    api()
      .on('GET', '/api/order/seller/o7', {
        body: { success: true, order: packingOrder([true, true]) },
      })
      .on('POST', '/api/order/seller/o7/status', {
        body: { success: true, message: 'Order updated', order: packingOrder([true, true]) },
      });
    renderSeller('/seller/orders/o7/pick');
    const out = await screen.findByRole('button', { name: 'Out for delivery' });
    expect(screen.getByText('Every line is picked.')).toBeInTheDocument();
    await userEvent.click(out);
    expect(api().calls('POST', '/api/order/seller/o7/status')[0].body).toEqual({
      status: 'Out for delivery',
      from: 'Packing',
    });
  });

  it('lets a packer mark a line’s product out of stock, and offers no Cancel', async () => {
    api()
      .on('GET', '/api/order/seller/o7', { body: { success: true, order: packingOrder() } })
      .on('POST', '/api/product/lime/out-of-stock', {
        body: { success: true, message: 'Stock updated' },
      });
    renderSeller('/seller/orders/o7/pick');
    const lines = await screen.findByRole('table', { name: 'Lines to pick' });
    await userEvent.click(
      within(lines).getByRole('button', { name: /^Mark out of stock ?: Lime/ }),
    );
    expect(api().calls('POST', '/api/product/lime/out-of-stock')).toHaveLength(1);
    expect(await within(lines).findByText('Out of stock for shoppers')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
  });
});
