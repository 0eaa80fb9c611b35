import { screen, waitFor, within } from '@testing-library/react';
import { STAFF_CANCEL_REASONS } from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { IS_SELLER, aProduct, anAddress, anOrder } from '../../test/fixtures';

const api = setupFakeApi();

beforeEach(() => {
  api().on('GET', '/api/seller/is-auth', IS_SELLER);
});

/** A line packed as ordered (no short pick, no substitute). */
const PACKED_AS_ORDERED = {
  substitution: 'refund',
  orderedQuantity: null,
  substitutedFrom: null,
} as const;

describe('Orders', () => {
  it('shows each order with items, customer and full address, amount, method, date, time and payment state', async () => {
    const codOrder = anOrder({
      items: [
        // The snapshot name is what was bought, even if the product was renamed since.
        {
          product: aProduct({ name: 'Apples (renamed)' }),
          quantity: 3,
          name: 'Fresh Apples',
          image: '',
          offerPrice: 122.4,
          ...PACKED_AS_ORDERED,
        },
        {
          product: null,
          quantity: 1,
          name: 'Brown Bread',
          image: '',
          offerPrice: 0,
          ...PACKED_AS_ORDERED,
        },
      ],
    });
    const paidOrder = anOrder({
      _id: 'o2',
      paymentType: 'Online',
      isPaid: true,
      amount: 918,
      address: anAddress({
        firstName: 'Kumari',
        lastName: 'Silva',
        street: '5 Temple Road',
        city: 'Kandy',
        zipcode: '20000',
      }),
    });
    api().on('GET', '/api/order/seller', {
      body: { success: true, orders: [codOrder, paidOrder] },
    });

    renderSeller('/seller/orders');

    const cod = await screen.findByRole('article', { name: 'GC-000001 · Order for Nimal Perera' });
    expect(within(cod).getByText('Fresh Apples × 3')).toBeInTheDocument();
    expect(within(cod).getByText('Brown Bread × 1')).toBeInTheDocument();
    expect(within(cod).getByText('12 Galle Road')).toBeInTheDocument();
    expect(within(cod).getByText('Colombo, Western 00100')).toBeInTheDocument();
    expect(within(cod).getByText('Sri Lanka')).toBeInTheDocument();
    expect(within(cod).getByText('0771234567')).toBeInTheDocument();
    expect(within(cod).getByText('LKR 374.54')).toBeInTheDocument();
    expect(within(cod).getByText('Cash On Delivery')).toBeInTheDocument();
    // When it was placed, date and time in the shop's time zone (12:00 UTC is 17:30 in Colombo).
    expect(within(cod).getByText('21 Nov 2026, 17:30')).toHaveAttribute(
      'datetime',
      '2026-11-21T12:00:00.000Z',
    );
    expect(within(cod).getByText('Pending')).toBeInTheDocument();
    expect(within(cod).getByText('Order Placed')).toBeInTheDocument();

    const paid = screen.getByRole('article', { name: 'GC-000001 · Order for Kumari Silva' });
    expect(within(paid).getByText('Kandy, Western 20000')).toBeInTheDocument();
    expect(within(paid).getByText('LKR 918.00')).toBeInTheDocument();
    expect(within(paid).getByText('Online Payment')).toBeInTheDocument();
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(paid).queryByText('Pending')).not.toBeInTheDocument();
  });

  it('says so when there are no orders', async () => {
    api().on('GET', '/api/order/seller', { body: { success: true, orders: [] } });

    renderSeller('/seller/orders');

    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
  });

  it('fetches the orders afresh each time the page is opened', async () => {
    let orders = [anOrder()];
    api()
      .on('GET', '/api/order/seller', () => ({ body: { success: true, orders } }))
      .on('GET', '/api/product/list', { body: { success: true, products: [] } });
    const { user } = renderSeller('/seller/orders');
    await screen.findByRole('article', { name: 'GC-000001 · Order for Nimal Perera' });

    orders = [
      ...orders,
      anOrder({ _id: 'o3', address: anAddress({ firstName: 'Ravi', lastName: 'Fernando' }) }),
    ];
    await user.click(screen.getByRole('link', { name: 'Product List' }));
    await screen.findByRole('heading', { name: 'All Products' });
    await user.click(screen.getByRole('link', { name: 'Orders' }));

    expect(
      await screen.findByRole('article', { name: 'GC-000001 · Order for Ravi Fernando' }),
    ).toBeInTheDocument();
  });

  it('shows the server message as an error toast when the orders cannot be loaded', async () => {
    api().on('GET', '/api/order/seller', {
      body: { success: false, message: 'Seller login required' },
    });

    renderSeller('/seller/orders');

    // The toast is raised inside the base query, a tick before the page's query state turns to
    // an error, so each is awaited on its own.
    expect(await screen.findByText('Seller login required')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers exactly the next steps the table allows and asks a reason before cancelling', async () => {
    let order = anOrder({ _id: 'o9', status: 'Confirmed' });
    api()
      .on('GET', '/api/order/seller', () => ({ body: { success: true, orders: [order] } }))
      .on('POST', '/api/order/seller/o9/status', (request) => {
        order = { ...order, status: (request.body as { status: typeof order.status }).status };
        return { body: { success: true, message: 'moved', order } };
      });
    const { user } = renderSeller('/seller/orders');
    const steps = await screen.findByRole('group', { name: 'Next steps for GC-000001' });
    expect(
      within(steps)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Move to Packing', 'Cancel order']);

    await user.click(within(steps).getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Cancel this order' }));
    expect(api().calls('POST', '/api/order/seller/o9/status')).toHaveLength(0);
    await user.type(screen.getByLabelText('Reason the customer will see'), 'No mangoes');
    await user.click(screen.getByRole('button', { name: 'Cancel this order' }));
    // The list refetches after the move and the order shows its new status.
    expect(
      await screen.findByText('Cancelled', { selector: '.seller-order__facts dd' }),
    ).toBeInTheDocument();
    expect(api().calls('POST', '/api/order/seller/o9/status')[0].body).toEqual({
      status: 'Cancelled',
      from: 'Confirmed',
      note: 'No mangoes',
    });
    expect(screen.queryByRole('group', { name: 'Next steps for GC-000001' })).toBeNull();
  });

  it('offers ready-made cancel reasons that staff may still edit', async () => {
    const order = anOrder({ _id: 'o9', status: 'Confirmed' });
    api()
      .on('GET', '/api/order/seller', { body: { success: true, orders: [order] } })
      .on('POST', '/api/order/seller/o9/status', {
        body: { success: true, message: 'moved', order: { ...order, status: 'Cancelled' } },
      });
    const { user } = renderSeller('/seller/orders');
    const steps = await screen.findByRole('group', { name: 'Next steps for GC-000001' });
    await user.click(within(steps).getByRole('button', { name: 'Cancel order' }));

    const presets = screen.getByRole('group', { name: 'Common reasons' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([...STAFF_CANCEL_REASONS]);
    await user.click(within(presets).getByRole('button', { name: 'Out of stock' }));
    expect(within(presets).getByRole('button', { name: 'Out of stock' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const reason = screen.getByLabelText('Reason the customer will see');
    expect(reason).toHaveValue('Out of stock');
    await user.type(reason, ': mangoes');
    await user.click(screen.getByRole('button', { name: 'Cancel this order' }));
    await waitFor(() =>
      expect(api().calls('POST', '/api/order/seller/o9/status')[0]?.body).toEqual({
        status: 'Cancelled',
        from: 'Confirmed',
        note: 'Out of stock: mangoes',
      }),
    );
  });

  it('confirms selected orders together through the status move, reporting each refusal with its order', async () => {
    const orders = [
      anOrder({ _id: 'o1', number: 'GC-000001', status: 'Order Placed' }),
      anOrder({ _id: 'o2', number: 'GC-000002', status: 'Packing' }),
      anOrder({ _id: 'o3', number: 'GC-000003', status: 'Order Placed' }),
    ];
    api()
      .on('GET', '/api/order/seller', { body: { success: true, orders } })
      .on('POST', '/api/order/seller/o1/status', {
        body: { success: true, message: 'moved', order: { ...orders[0], status: 'Confirmed' } },
      })
      .on('POST', '/api/order/seller/o2/status', {
        status: 409,
        body: {
          success: false,
          code: 'ORDER.TRANSITION_REFUSED',
          message: 'An order cannot go from Packing to Confirmed',
        },
      });
    const { user } = renderSeller('/seller/orders');
    const first = await screen.findByRole('checkbox', { name: 'Select GC-000001' });
    const confirm = screen.getByRole('button', { name: 'Confirm selected' });
    expect(confirm).toBeDisabled();
    // Keyboard: Space ticks the focused box.
    first.focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('checkbox', { name: 'Select GC-000002' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await user.click(confirm);
    expect(await screen.findByText('1 of 2 orders confirmed')).toBeInTheDocument();
    expect(screen.getByText('GC-000001: Confirmed')).toBeInTheDocument();
    expect(
      screen.getByText('GC-000002: An order cannot go from Packing to Confirmed'),
    ).toBeInTheDocument();
    // Each went through the one status move, with the status the list showed.
    expect(api().calls('POST', '/api/order/seller/o1/status')[0].body).toEqual({
      status: 'Confirmed',
      from: 'Order Placed',
    });
    expect(api().calls('POST', '/api/order/seller/o3/status')).toHaveLength(0);
    // The refused one stays selected.
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select GC-000002' })).toBeChecked(),
    );
    expect(screen.getByRole('checkbox', { name: 'Select GC-000001' })).not.toBeChecked();
  });

  it('selects the whole page and prints the slips with their windows’ picking lists', async () => {
    const window = {
      slotId: '00000000-0000-4000-8000-000000000042',
      kind: 'standard' as const,
      start: '2026-11-28T03:30:00.000Z',
      end: '2026-11-28T05:30:00.000Z',
      label: 'Sat 28 Nov, 09:00–11:00',
      promiseBy: null,
    };
    const orders = [
      anOrder({ _id: 'o1', number: 'GC-000001', deliveryWindow: window }),
      anOrder({ _id: 'o2', number: 'GC-000002', deliveryWindow: window }),
    ];
    api().on('GET', '/api/order/seller', { body: { success: true, orders } });
    const { user } = renderSeller('/seller/orders');
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print slips and picking lists' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Print: 2 packing slips and 1 picking list',
      }),
    ).toBeInTheDocument();
  });
});
