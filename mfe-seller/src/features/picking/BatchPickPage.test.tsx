import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BatchPickProduct, BatchPickResponse, BatchPickShare } from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';

const api = setupFakeApi();

const PACKER = { body: { success: true, name: 'Priya Packer', role: 'packer' } };
const SLOT = '00000000-0000-4000-8000-000000000042';

function share(fields: Partial<BatchPickShare>): BatchPickShare {
  return {
    orderId: 'o1',
    number: 'GC-000001',
    customerName: 'Nimal Perera',
    status: 'Packing',
    position: 0,
    quantity: 2,
    grams: null,
    picked: false,
    pickedBy: null,
    ...fields,
  };
}

function batch(tomatoPicked = false): BatchPickResponse {
  const products: BatchPickProduct[] = [
    {
      productId: 'kiwi',
      name: 'Kiwi',
      image: '',
      barcode: null,
      weighed: false,
      totalUnits: 3,
      totalGrams: null,
      shares: [
        share({}),
        share({ orderId: 'o2', number: 'GC-000002', status: 'Confirmed', quantity: 1 }),
      ],
    },
    {
      productId: 'tomatoes',
      name: 'Tomatoes',
      image: '',
      barcode: null,
      weighed: true,
      totalUnits: 5,
      totalGrams: 1250,
      shares: [
        share({
          position: 1,
          quantity: 3,
          grams: 750,
          picked: tomatoPicked,
          pickedBy: tomatoPicked ? 'Priya Packer' : null,
        }),
        share({ orderId: 'o3', number: 'GC-000003', position: 0, quantity: 2, grams: 500 }),
      ],
    },
  ];
  return {
    success: true,
    window: { slotId: SLOT, label: 'Sat 28 Nov, 09:00–11:00', start: '', end: '' },
    products,
    orders: [
      { _id: 'o1', number: 'GC-000001', status: 'Packing', customerName: 'Nimal Perera' },
      { _id: 'o2', number: 'GC-000002', status: 'Confirmed', customerName: 'Asha Silva' },
      { _id: 'o3', number: 'GC-000003', status: 'Packing', customerName: 'Ravi Fernando' },
    ],
  };
}

describe('batch picking of one window', () => {
  beforeEach(() => {
    api().on('GET', '/api/seller/is-auth', PACKER);
  });

  it('lists each product with its total (kg for weighed ones) and which order gets how much', async () => {
    api().on('GET', '/api/order/seller/batch', { body: batch() });
    renderSeller(`/seller/queue/batch/${SLOT}`);

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Batch pick · Sat 28 Nov, 09:00–11:00',
      }),
    ).toBeInTheDocument();
    expect(api().calls('GET', '/api/order/seller/batch')[0].url).toContain(`slotId=${SLOT}`);
    const tomatoes = screen.getByRole('listitem', { name: 'Tomatoes' });
    expect(within(tomatoes).getByText('1.25 kg')).toBeInTheDocument();
    expect(within(tomatoes).getByText('0.75 kg')).toBeInTheDocument();
    expect(within(tomatoes).getByText('0.5 kg')).toBeInTheDocument();
    const kiwi = screen.getByRole('listitem', { name: 'Kiwi' });
    expect(within(kiwi).getByText('× 3')).toBeInTheDocument();
    // An order not packing yet cannot be ticked, and says why.
    expect(within(kiwi).getByRole('checkbox', { name: /Kiwi for GC-000002/ })).toBeDisabled();
    expect(within(kiwi).getByText('Confirmed: not packing yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start packing 1 confirmed order' })).toBeEnabled();
  });

  it('ticks an order’s line through the one pick tick, and all of a product’s lines at once', async () => {
    api().on('GET', '/api/order/seller/batch', { body: batch() });
    api().on('POST', '/api/order/seller/o1/items/1/pick', {
      body: { success: true, message: 'Tomatoes picked' },
    });
    api().on('POST', '/api/order/seller/o3/items/0/pick', {
      status: 409,
      body: { success: false, code: 'ORDER.TRANSITION_REFUSED', message: 'It is Out for delivery' },
    });
    renderSeller(`/seller/queue/batch/${SLOT}`);
    const tomatoes = await screen.findByRole('listitem', { name: 'Tomatoes' });

    await userEvent.click(within(tomatoes).getByRole('checkbox', { name: /All picked/ }));
    await waitFor(() =>
      expect(api().calls('POST', '/api/order/seller/o3/items/0/pick')).toHaveLength(1),
    );
    expect(api().calls('POST', '/api/order/seller/o1/items/1/pick')[0].body).toEqual({
      picked: true,
    });
    // The refused one is said with its order.
    expect(await screen.findByText('GC-000003: It is Out for delivery')).toBeInTheDocument();
  });
});
