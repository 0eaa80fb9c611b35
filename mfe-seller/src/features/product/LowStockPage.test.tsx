import { screen, within } from '@testing-library/react';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { IS_SELLER, aProduct } from '../../test/fixtures';

const api = setupFakeApi();

describe('Low Stock (/seller/low-stock)', () => {
  it('says what is left and the threshold in kilograms for a product sold by weight', async () => {
    const tomatoes = aProduct({
      _id: 'tom',
      name: 'Loose Tomatoes',
      category: 'Vegetables',
      soldBy: 'weight',
      stepGrams: 250,
      pricePerKg: 480,
      offerPricePerKg: 480,
      quantity: 1200,
      lowStockThreshold: 1250,
      lowStock: true,
    });
    const dates = aProduct({ _id: 'dates', name: 'Dates', quantity: 3, lowStockThreshold: 5 });
    api()
      .on('GET', '/api/seller/is-auth', IS_SELLER)
      .on('GET', '/api/product/low-stock', {
        body: { success: true, products: [dates, tomatoes] },
      });
    renderSeller('/seller/low-stock');
    const table = await screen.findByRole('table', { name: 'Products low on stock' });
    expect(within(table).getByRole('row', { name: /Loose Tomatoes/ })).toHaveTextContent(
      'Loose Tomatoes1.2 kg1.25 kg',
    );
    expect(within(table).getByRole('row', { name: /Dates/ })).toHaveTextContent('Dates35');
  });
});
