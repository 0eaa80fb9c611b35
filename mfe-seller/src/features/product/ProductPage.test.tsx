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

  it('counts, thresholds and adjusts a product sold by weight in kilograms, sending grams', async () => {
    const tomatoes = aProduct({
      _id: 'tom',
      name: 'Loose Tomatoes',
      category: 'Vegetables',
      soldBy: 'weight',
      stepGrams: 250,
      pricePerKg: 480,
      offerPricePerKg: 450,
      price: 120,
      offerPrice: 112.5,
      quantity: 1250,
      lowStockThreshold: 1250,
      lowStock: true,
    });
    api()
      .on('GET', '/api/product/tom', { body: { success: true, product: tomatoes } })
      .on('GET', '/api/product/tom/ledger', {
        body: {
          success: true,
          movements: [
            {
              _id: 'm1',
              productId: 'tom',
              delta: -750,
              reservedDelta: 0,
              reason: 'sale',
              actor: 'shopper',
              note: null,
              onHandAfter: 1250,
              createdAt: '2026-11-20T08:00:00.000Z',
            },
          ],
        },
      })
      .on('PUT', '/api/product/tom/tracking', {
        body: { success: true, message: 'Stock counted', product: tomatoes },
      })
      .on('POST', '/api/product/tom/stock-adjust', {
        body: { success: true, message: 'Stock Adjusted', product: tomatoes },
      });
    const { user } = renderSeller('/seller/products/tom');
    expect(await screen.findByText('1.25 kg available to sell (low stock).')).toBeInTheDocument();
    const ledger = await screen.findByRole('table', { name: 'Stock movements, newest first' });
    expect(ledger).toHaveTextContent('-0.75 kg');
    expect(ledger).toHaveTextContent('1.25 kg');
    expect(ledger).not.toHaveTextContent('750');

    // The threshold starts in kg; "2.5" on the shelf is sent as 2,500 g.
    const threshold = screen.getByLabelText('Low stock at (kg)');
    expect(threshold).toHaveValue('1.25');
    await user.type(screen.getByLabelText('Counted on the shelf (kg)'), '2.5');
    await user.clear(threshold);
    await user.type(threshold, '0,5');
    await user.click(screen.getByRole('button', { name: 'Set count' }));
    await waitFor(() => expect(api().calls('PUT', '/api/product/tom/tracking')).toHaveLength(1));
    expect(api().calls('PUT', '/api/product/tom/tracking')[0].body).toEqual({
      onHand: 2500,
      lowStockThreshold: 500,
    });

    // A delivery of 1.005 kg; "2.5 kg" or four decimals are refused before sending.
    const amount = screen.getByLabelText('Kilograms');
    await user.type(amount, '1.0005');
    await user.click(screen.getByRole('button', { name: 'Adjust stock' }));
    expect(await screen.findByText(/Enter how many kilograms, like 2\.5/)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1.005');
    await user.click(screen.getByRole('button', { name: 'Adjust stock' }));
    await waitFor(() =>
      expect(api().calls('POST', '/api/product/tom/stock-adjust')).toHaveLength(1),
    );
    expect(api().calls('POST', '/api/product/tom/stock-adjust')[0].body).toEqual({
      delta: 1005,
      reason: 'restock',
    });
  });
});
