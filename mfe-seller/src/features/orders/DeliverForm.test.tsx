import { screen, within } from '@testing-library/react';
import type { Order, OrderDetail, OrderStatusRequest } from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { IS_SELLER, anOrder } from '../../test/fixtures';

const api = setupFakeApi();

beforeEach(() => {
  api().on('GET', '/api/seller/is-auth', IS_SELLER);
});

/** An order out for delivery (LKR 374.54 due) as the detail page reads it. */
function outForDelivery(overrides: Partial<Order> = {}): OrderDetail {
  return {
    ...anOrder({ _id: 'o7', status: 'Out for delivery', ...overrides }),
    history: [],
    timeline: [],
    nextStatuses: ['Delivered'],
    customer: { name: 'Nimal', email: 'nimal@example.com' },
  };
}

/** Serves order o7 and answers its moves as the API does, recording what was sent. */
function serve(first: OrderDetail) {
  let order = first;
  api()
    .on('GET', '/api/order/seller/o7', () => ({ body: { success: true, order } }))
    .on('POST', '/api/order/seller/o7/status', (request) => {
      const move = request.body as OrderStatusRequest;
      order = {
        ...order,
        status: move.status,
        nextStatuses: [],
        isPaid: true,
        cashCollected: order.paymentType === 'COD' ? (move.cashCollected ?? order.amount) : null,
      };
      return { body: { success: true, message: 'moved', order } };
    });
}

const posted = () => api().calls('POST', '/api/order/seller/o7/status');

describe('the Deliver step', () => {
  it('confirms the amount due as the cash collected and shows it paid', async () => {
    serve(outForDelivery());
    const { user } = renderSeller('/seller/orders/o7');

    await user.click(await screen.findByRole('button', { name: 'Move to Delivered' }));
    const cash = screen.getByLabelText('Cash collected (LKR), LKR 374.54 due');
    expect(cash).toHaveValue('374.54');
    expect(posted()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));

    expect(posted().map((c) => c.body)).toEqual([
      { status: 'Delivered', from: 'Out for delivery', cashCollected: 374.54 },
    ]);
    expect(await screen.findByText('Status: Delivered')).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Paid')).toBeInTheDocument();
    expect(within(payment).getByText('Cash collected').nextSibling).toHaveTextContent('LKR 374.54');
  });

  it('refuses more than due, asks why for less, then records the corrected amount', async () => {
    serve(outForDelivery());
    const { user } = renderSeller('/seller/orders/o7');

    await user.click(await screen.findByRole('button', { name: 'Move to Delivered' }));
    const cash = screen.getByLabelText(/^Cash collected/);
    await user.clear(cash);
    await user.type(cash, '380');
    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The cash collected (LKR 380.00) cannot be more than the amount due (LKR 374.54)',
    );
    expect(cash).toHaveAttribute('aria-invalid', 'true');

    await user.clear(cash);
    await user.type(cash, '12.345');
    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect(screen.getByRole('alert')).toHaveTextContent('at most 2 decimals');

    await user.clear(cash);
    await user.type(cash, '350');
    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'LKR 350.00 is less than the LKR 374.54 due: please say why in the note',
    );
    expect(screen.getByLabelText('Note (why less was collected)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(posted()).toHaveLength(0);

    await user.type(screen.getByLabelText('Note (why less was collected)'), 'Bread returned');
    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect(posted().map((c) => c.body)).toEqual([
      { status: 'Delivered', from: 'Out for delivery', cashCollected: 350, note: 'Bread returned' },
    ]);
    expect(await screen.findByText('Status: Delivered')).toBeInTheDocument();
    expect(screen.getByText('LKR 350.00')).toBeInTheDocument();
  });
});

describe('the orders filter bar', () => {
  it('lists the delivered orders whose cash was never recorded', async () => {
    const unpaid = anOrder({ _id: 'o8', status: 'Delivered' });
    api().on('GET', '/api/order/seller', { body: { success: true, orders: [unpaid] } });
    const { user } = renderSeller('/seller/orders');
    await screen.findByRole('article', { name: /^GC-000001/ });

    await user.selectOptions(screen.getByLabelText('Status'), 'Delivered');
    await user.selectOptions(screen.getByLabelText('Payment'), 'Pending');

    expect(api().calls('GET', '/api/order/seller').at(-1)?.params).toEqual({
      status: 'Delivered',
      payment: 'pending',
    });
    const card = screen.getByRole('article', { name: /^GC-000001/ });
    expect(within(card).getByText('Pending')).toBeInTheDocument();
  });

  it('says "Not charged" for a cancelled order that was never paid', async () => {
    api().on('GET', '/api/order/seller', {
      body: { success: true, orders: [anOrder({ status: 'Cancelled', cancelReason: 'No stock' })] },
    });
    renderSeller('/seller/orders');

    const card = await screen.findByRole('article', { name: /^GC-000001/ });
    expect(within(card).getByText('Not charged')).toBeInTheDocument();
    expect(within(card).queryByText('Pending')).toBeNull();
  });
});
