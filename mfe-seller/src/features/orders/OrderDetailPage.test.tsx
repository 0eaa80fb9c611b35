import { screen, waitFor, within } from '@testing-library/react';
import type { OrderDetail } from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { IS_SELLER, aProduct, anOrder } from '../../test/fixtures';

const api = setupFakeApi();

/** In-stock products of the line's category (the server filters them). */
const SUBSTITUTES_OF_FRUITS = '/api/product/query?category=Fruits&inStock=true&limit=50';

beforeEach(() => {
  api().on('GET', '/api/seller/is-auth', IS_SELLER);
});

/** A Packing order with a line the shopper allows to be substituted and one they do not. */
function aPackingOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...anOrder({
      _id: 'o5',
      status: 'Packing',
      items: [
        {
          product: aProduct({ _id: 'apple', name: 'Fresh Apples', category: 'Fruits' }),
          quantity: 3,
          name: 'Fresh Apples',
          image: '',
          offerPrice: 100,
          substitution: 'similar',
          orderedQuantity: null,
          substitutedFrom: null,
        },
        {
          product: aProduct({ _id: 'milk', name: 'Milk', category: 'Dairy' }),
          quantity: 2,
          name: 'Milk',
          image: '',
          offerPrice: 50,
          substitution: 'refund',
          orderedQuantity: null,
          substitutedFrom: null,
        },
      ],
    }),
    history: [
      {
        from: null,
        to: 'Order Placed',
        actor: 'shopper',
        note: null,
        at: '2026-11-21T12:00:00.000Z',
      },
      {
        from: 'Order Placed',
        to: 'Confirmed',
        actor: 'staff',
        note: null,
        at: '2026-11-21T12:05:00.000Z',
      },
      {
        from: 'Confirmed',
        to: 'Packing',
        actor: 'staff',
        note: null,
        at: '2026-11-21T12:10:00.000Z',
      },
    ],
    timeline: [
      { status: 'Order Placed', at: '2026-11-21T12:00:00.000Z' },
      { status: 'Confirmed', at: '2026-11-21T12:05:00.000Z' },
      { status: 'Packing', at: '2026-11-21T12:10:00.000Z' },
    ],
    nextStatuses: ['Out for delivery', 'Cancelled'],
    customer: { name: 'Nimal', email: 'nimal@example.com' },
    ...overrides,
  };
}

describe('Order detail', () => {
  it('shows the lines, the snapshot address, the payment, the history and the allowed moves', async () => {
    api().on('GET', '/api/order/seller/o5', { body: { success: true, order: aPackingOrder() } });

    renderSeller('/seller/orders/o5');

    expect(await screen.findByRole('heading', { name: 'Order GC-000001' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Status: Packing');
    expect(screen.getByText('12 Galle Road')).toBeInTheDocument();
    expect(screen.getByText('Account: nimal@example.com')).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Items' });
    expect(within(lines).getAllByRole('row')).toHaveLength(3);
    expect(
      within(lines).getByText('If unavailable: A similar product is fine'),
    ).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Placed as Order Placed · Customer'),
      expect.stringContaining('Order Placed → Confirmed · Staff'),
      expect.stringContaining('Confirmed → Packing · Staff'),
    ]);
    const steps = screen.getByRole('group', { name: 'Next steps for GC-000001' });
    expect(
      within(steps)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Move to Out for delivery', 'Cancel order']);
    // Substitution is offered only where the shopper allowed it.
    expect(screen.getByRole('button', { name: /^Substitute ?: Fresh Apples/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Substitute ?: Milk/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Packing slip' })).toHaveAttribute(
      'href',
      '/seller/orders/o5/slip',
    );
  });

  it('offers a packer every move but Cancel (a manager’s decision)', async () => {
    api()
      .on('GET', '/api/seller/is-auth', {
        body: { success: true, name: 'Priya Packer', role: 'packer' },
      })
      .on('GET', '/api/order/seller/o5', { body: { success: true, order: aPackingOrder() } });

    renderSeller('/seller/orders/o5');

    const steps = await screen.findByRole('group', { name: 'Next steps for GC-000001' });
    await waitFor(() =>
      expect(
        within(steps)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Move to Out for delivery']),
    );
  });

  it('marks a line short with how many could be packed and shows the repriced order', async () => {
    let order = aPackingOrder();
    api()
      .on('GET', '/api/order/seller/o5', () => ({ body: { success: true, order } }))
      .on('POST', '/api/order/seller/o5/items/1/short', (request) => {
        const { available } = request.body as { available: number };
        order = {
          ...order,
          amount: 408,
          items: order.items.map((item, i) =>
            i === 1 ? { ...item, quantity: available, orderedQuantity: 2 } : item,
          ),
        };
        return { body: { success: true, message: 'Milk: only 1 of 2 available', order } };
      });
    const { user } = renderSeller('/seller/orders/o5');

    await user.click(await screen.findByRole('button', { name: /^Mark short ?: Milk/ }));
    const input = screen.getByLabelText('How many of Milk could be packed (of 2)?');
    await user.clear(input);
    await user.type(input, '1');
    await user.click(screen.getByRole('button', { name: 'Save short pick' }));

    expect(api().calls('POST', '/api/order/seller/o5/items/1/short')[0].body).toEqual({
      available: 1,
    });
    expect(await screen.findByText('of 2 ordered')).toBeInTheDocument();
    expect(screen.getByText('LKR 408.00')).toBeInTheDocument();
  });

  it('replaces a line with an in-stock product of the same category', async () => {
    let order = aPackingOrder();
    api()
      .on('GET', '/api/order/seller/o5', () => ({ body: { success: true, order } }))
      .on('GET', SUBSTITUTES_OF_FRUITS, {
        body: {
          success: true,
          products: [
            aProduct({ _id: 'apple', name: 'Fresh Apples', category: 'Fruits' }),
            aProduct({ _id: 'pear', name: 'Pears', category: 'Fruits', offerPrice: 90 }),
          ],
          nextCursor: null,
        },
      })
      .on('POST', '/api/order/seller/o5/items/0/substitute', () => {
        order = {
          ...order,
          items: order.items.map((item, i) =>
            i === 0
              ? { ...item, name: 'Pears', offerPrice: 90, substitutedFrom: 'Fresh Apples' }
              : item,
          ),
        };
        return { body: { success: true, message: 'replaced', order } };
      });
    const { user } = renderSeller('/seller/orders/o5');

    await user.click(await screen.findByRole('button', { name: /^Substitute ?: Fresh Apples/ }));
    const picker = screen.getByLabelText('Replace Fresh Apples with');
    // The line's own product is not offered as its substitute.
    await within(picker).findByRole('option', { name: 'Pears · LKR 90.00' });
    expect(within(picker).queryByRole('option', { name: /^Fresh Apples/ })).toBeNull();
    await user.selectOptions(picker, 'pear');
    await user.click(screen.getByRole('button', { name: 'Substitute' }));

    expect(api().calls('POST', '/api/order/seller/o5/items/0/substitute')[0].body).toEqual({
      product: 'pear',
    });
    expect(await screen.findByText('Replaces Fresh Apples')).toBeInTheDocument();
  });

  it('offers to replace a line packed short to none, unless its money went back online', async () => {
    const noApples = aPackingOrder().items.map((item, i) =>
      i === 0 ? { ...item, quantity: 0, orderedQuantity: 3 } : item,
    );
    api()
      .on('GET', '/api/order/seller/o5', {
        body: { success: true, order: aPackingOrder({ items: noApples }) },
      })
      .on('GET', '/api/order/seller/o6', {
        body: {
          success: true,
          order: aPackingOrder({ _id: 'o6', items: noApples, paymentType: 'Online', isPaid: true }),
        },
      });
    const cash = renderSeller('/seller/orders/o5');

    expect(
      await screen.findByRole('button', { name: /^Substitute ?: Fresh Apples/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark short ?: Fresh Apples/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Mark short ?: Milk/ })).toBeInTheDocument();
    cash.unmount();

    // Paid online: the short pick refunded the apples, a substitute could not be charged.
    renderSeller('/seller/orders/o6');
    expect(await screen.findByRole('button', { name: /^Mark short ?: Milk/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Fresh Apples/ })).toBeNull();
  });

  it('shows a failed refund and asks the provider again on Retry refund', async () => {
    let order = aPackingOrder({
      status: 'Cancelled',
      nextStatuses: [],
      paymentType: 'Online',
      isPaid: true,
      cancelReason: 'No delivery slot',
      refund: { state: 'failed', amount: 374.54 },
    });
    api()
      .on('GET', '/api/order/seller/o5', () => ({ body: { success: true, order } }))
      .on('POST', '/api/order/seller/o5/refund/retry', () => {
        order = { ...order, refund: { state: 'refunded', amount: 374.54 } };
        return { body: { success: true, message: 'Refunded', order } };
      });
    const { user } = renderSeller('/seller/orders/o5');

    expect(await screen.findByText('Refund failed')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Reason: No delivery slot');
    // A cancelled order offers no moves and no packing.
    expect(screen.queryByRole('group', { name: /Next steps/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Mark short/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry refund' }));

    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    expect(api().calls('POST', '/api/order/seller/o5/refund/retry')).toHaveLength(1);
  });

  it('shows a payment that needs checking with the provider figures, and checks it again', async () => {
    let order = aPackingOrder({
      paymentType: 'Online',
      isPaid: true,
      cardHold: {
        state: 'capturing',
        authorised: 500,
        captured: null,
        expiresAt: null,
        expiringSoon: false,
      },
      paymentCheck: {
        reason: 'A capture of LKR 374.54 was sent to the payment provider but no answer came back',
        since: '2026-11-28T10:00:00.000Z',
        provider: null,
      },
    });
    api()
      .on('GET', '/api/order/seller/o5', () => ({ body: { success: true, order } }))
      .on('POST', '/api/order/seller/o5/payment/check', () => {
        order = {
          ...order,
          cardHold: { ...order.cardHold!, state: 'captured', captured: 374.54 },
          paymentCheck: null,
        };
        return { body: { success: true, message: 'Payment checked with the provider', order } };
      });
    const { user } = renderSeller('/seller/orders/o5');

    const alert = await screen.findByRole('alert', { name: /Payment needs checking/ });
    expect(alert).toHaveTextContent('no answer came back');
    expect(alert).toHaveTextContent('The payment provider has not been reached yet');
    expect(screen.getByText(/Capture sent, being confirmed/)).toBeInTheDocument();
    expect(screen.getByText('Capture being confirmed')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Check payment now' }));

    await waitFor(() =>
      expect(screen.queryByRole('alert', { name: /Payment needs checking/ })).toBeNull(),
    );
    expect(screen.getByText(/· Captured/)).toBeInTheDocument();
    expect(api().calls('POST', '/api/order/seller/o5/payment/check')).toHaveLength(1);
  });

  it('prints a packing slip with the address and a box per packed line', async () => {
    api().on('GET', '/api/order/seller/o5', {
      body: {
        success: true,
        order: aPackingOrder({
          items: aPackingOrder().items.map((item, i) =>
            i === 1 ? { ...item, quantity: 0 } : item,
          ),
        }),
      },
    });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderSeller('/seller/orders/o5/slip');

    const slip = await screen.findByRole('article', { name: 'Packing slip · GC-000001' });
    expect(within(slip).getByText('12 Galle Road')).toBeInTheDocument();
    // A line packed as none is not on the slip.
    expect(within(slip).getAllByRole('row')).toHaveLength(2);
    // The tax as the order was priced (an order answered without terms: the spec's 2 % added).
    expect(
      within(slip).getByText('Collect on delivery: LKR 374.54 · Cash On Delivery · Tax (2%)'),
    ).toBeInTheDocument();
    await user.click(within(slip).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows the landmark and delivery instructions on the order and the slip, as text', async () => {
    const base = aPackingOrder();
    const order = aPackingOrder({
      address: {
        ...base.address,
        district: 'Colombo',
        city: 'Dehiwala',
        landmark: 'Opposite the <b>Keells</b>',
        deliveryInstructions: 'Call on arrival, the gate is locked',
      },
    });
    api().on('GET', '/api/order/seller/o5', { body: { success: true, order } });
    const detail = renderSeller('/seller/orders/o5');
    const deliverTo = await screen.findByRole('region', { name: 'Deliver to' });
    expect(within(deliverTo).getByText(/Dehiwala, Colombo,/)).toBeInTheDocument();
    // Rendered as the shopper typed it, never as markup.
    expect(within(deliverTo).getByText('Opposite the <b>Keells</b>')).toBeInTheDocument();
    expect(deliverTo.querySelector('b')).toBeNull();
    expect(within(deliverTo).getByText('Call on arrival, the gate is locked')).toBeInTheDocument();
    detail.unmount();

    renderSeller('/seller/orders/o5/slip');
    const slip = await screen.findByRole('article', { name: 'Packing slip · GC-000001' });
    expect(within(slip).getByText('Opposite the <b>Keells</b>')).toBeInTheDocument();
    expect(within(slip).getByText('Call on arrival, the gate is locked')).toBeInTheDocument();
  });

  it('asks for the cash rounded to the rupee, and says the tax the order was priced with', async () => {
    api().on('GET', '/api/order/seller/o5', {
      body: {
        success: true,
        order: aPackingOrder({ taxPercent: 8, pricesIncludeTax: true, rounding: 0.46 }),
      },
    });
    renderSeller('/seller/orders/o5/slip');
    const slip = await screen.findByRole('article', { name: 'Packing slip · GC-000001' });
    expect(
      within(slip).getByText(
        'Collect on delivery: LKR 375.00 · Cash On Delivery · Includes tax (8%) · total LKR 374.54, rounded to the rupee',
      ),
    ).toBeInTheDocument();
  });

  it('says so for an order that does not exist', async () => {
    api().on('GET', '/api/order/seller/nope', {
      status: 404,
      body: { success: false, message: 'Order not found' },
    });

    renderSeller('/seller/orders/nope');

    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  });
});
