import { screen, waitFor } from '@testing-library/react';
import { FIELD_ERROR_WORDS, type Product } from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { IS_SELLER, aProduct } from '../../test/fixtures';

const api = setupFakeApi();

const kiwi: Product = aProduct({
  _id: 'kiwi',
  name: 'Kiwi',
  category: 'Fruits',
  price: 300,
  offerPrice: 250,
  quantity: 4,
  lowStockThreshold: 5,
  lowStock: true,
});

beforeEach(() => {
  api()
    .on('GET', '/api/seller/is-auth', IS_SELLER)
    .on('GET', '/api/product/kiwi', { body: { success: true, product: kiwi } })
    .on('GET', '/api/product/kiwi/ledger', {
      body: {
        success: true,
        movements: [
          {
            _id: 'm1',
            productId: 'kiwi',
            delta: 4,
            reservedDelta: 0,
            reason: 'restock',
            actor: 'seller',
            note: 'Morning delivery',
            onHandAfter: 4,
            createdAt: '2026-11-20T08:00:00.000Z',
          },
        ],
      },
    });
});

describe('the seller’s product page', () => {
  it('edits the details with the add form’s rules and sends every field', async () => {
    api().on('PATCH', '/api/product/kiwi', (request) => ({
      body: {
        success: true,
        message: 'Product Updated',
        product: { ...kiwi, ...(request.body as object) },
      },
    }));
    const { user } = renderSeller('/seller/products/kiwi');
    const offer = await screen.findByLabelText('Offer Price');
    await user.clear(offer);
    await user.type(offer, '400');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(FIELD_ERROR_WORDS.offerPrice)).toBeInTheDocument();
    expect(api().calls('PATCH', '/api/product/kiwi')).toHaveLength(0);
    await user.clear(offer);
    await user.type(offer, '240');
    await user.type(screen.getByLabelText(/^Weight/), '500 g');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api().calls('PATCH', '/api/product/kiwi')).toHaveLength(1));
    expect(api().calls('PATCH', '/api/product/kiwi')[0].body).toMatchObject({
      name: 'Kiwi',
      category: 'Fruits',
      price: 300,
      offerPrice: 240,
      weight: '500 g',
      images: kiwi.image,
    });
    expect(await screen.findByText('Product Updated')).toBeInTheDocument();
  });

  it('shows the stock and its ledger, and adjusts it with a reason', async () => {
    api().on('POST', '/api/product/kiwi/stock-adjust', {
      body: { success: true, message: 'Stock Adjusted', product: { ...kiwi, quantity: 2 } },
    });
    const { user } = renderSeller('/seller/products/kiwi');
    expect(await screen.findByText('4 available to sell (low stock).')).toBeInTheDocument();
    expect(await screen.findByText('Morning delivery')).toBeInTheDocument();
    // When the stock moved, in the shop's time zone: 08:00 UTC is 13:30 in Colombo.
    expect(screen.getByText('20 Nov 2026, 13:30')).toHaveAttribute(
      'datetime',
      '2026-11-20T08:00:00.000Z',
    );
    await user.selectOptions(screen.getByLabelText('Reason'), 'waste');
    await user.type(screen.getByLabelText('Units'), '2');
    await user.type(screen.getByLabelText('Note'), 'Bruised');
    await user.click(screen.getByRole('button', { name: 'Adjust stock' }));
    await waitFor(() =>
      expect(api().calls('POST', '/api/product/kiwi/stock-adjust')).toHaveLength(1),
    );
    expect(api().calls('POST', '/api/product/kiwi/stock-adjust')[0].body).toEqual({
      delta: -2,
      reason: 'waste',
      note: 'Bruised',
    });
  });
});
