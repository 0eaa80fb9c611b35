import { screen, within } from '@testing-library/react';
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
  it('shows each order with items, customer and full address, amount, method, date and payment state', async () => {
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

    const cod = await screen.findByRole('article', { name: 'Order for Nimal Perera' });
    expect(within(cod).getByText('Fresh Apples × 3')).toBeInTheDocument();
    expect(within(cod).getByText('Brown Bread × 1')).toBeInTheDocument();
    expect(within(cod).getByText('12 Galle Road')).toBeInTheDocument();
    expect(within(cod).getByText('Colombo, Western 00100')).toBeInTheDocument();
    expect(within(cod).getByText('Sri Lanka')).toBeInTheDocument();
    expect(within(cod).getByText('0771234567')).toBeInTheDocument();
    expect(within(cod).getByText('LKR 374.54')).toBeInTheDocument();
    expect(within(cod).getByText('Cash On Delivery')).toBeInTheDocument();
    expect(within(cod).getByText('21 Nov 2026')).toHaveAttribute(
      'datetime',
      '2026-11-21T12:00:00.000Z',
    );
    expect(within(cod).getByText('Pending')).toBeInTheDocument();
    expect(within(cod).getByText('Order Placed')).toBeInTheDocument();

    const paid = screen.getByRole('article', { name: 'Order for Kumari Silva' });
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
    await screen.findByRole('article', { name: 'Order for Nimal Perera' });

    orders = [
      ...orders,
      anOrder({ _id: 'o3', address: anAddress({ firstName: 'Ravi', lastName: 'Fernando' }) }),
    ];
    await user.click(screen.getByRole('link', { name: 'Product List' }));
    await screen.findByRole('heading', { name: 'All Products' });
    await user.click(screen.getByRole('link', { name: 'Orders' }));

    expect(
      await screen.findByRole('article', { name: 'Order for Ravi Fernando' }),
    ).toBeInTheDocument();
  });

  it('shows the server message as an error toast when the orders cannot be loaded', async () => {
    api().on('GET', '/api/order/seller', {
      body: { success: false, message: 'Seller login required' },
    });

    renderSeller('/seller/orders');

    expect(await screen.findByText('Seller login required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
