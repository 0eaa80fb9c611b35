import { act, screen, waitFor } from '@testing-library/react';
import { STACKING_RULE } from '@greencart/contracts';
import { renderWithProviders } from '../../test/renderWithProviders';
import { product } from '../../test/fixtures';
import { ProductCard } from '../products/ProductCard';

const DEALS = {
  body: {
    success: true,
    stackingRule: STACKING_RULE,
    deals: [
      {
        id: 'd1',
        name: 'Everything week',
        summary: '5% off everything',
        kind: 'percent_off',
        scope: 'basket',
        category: null,
        productIds: [],
        minBasket: null,
        endsAt: null,
      },
    ],
  },
};

describe('the deals behind the badges', () => {
  afterEach(() => {
    delete (document as { readyState?: unknown }).readyState;
  });

  it('are asked for only once the page has loaded, so they never hold up its largest paint', async () => {
    // The page is still loading: the cards render without asking.
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    const { api } = renderWithProviders(
      <>
        <ProductCard product={product({ _id: 'a', name: 'A' })} />
        <ProductCard product={product({ _id: 'b', name: 'B' })} />
      </>,
      { api: { 'GET /api/deals': DEALS } },
    );
    await screen.findByRole('link', { name: 'A' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.sent('GET /api/deals')).toHaveLength(0);
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(screen.getAllByText('Deal: 5% off everything')).toHaveLength(2));
    expect(api.sent('GET /api/deals')).toHaveLength(1);
  });
});
