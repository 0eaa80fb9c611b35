import { screen, within } from '@testing-library/react';
import { STACKING_RULE, type DealView } from '@greencart/contracts';
import { currentLocation, renderStorefront } from '../../test/renderWithProviders';

const deal = (over: Partial<DealView>): DealView => ({
  id: 'd1',
  name: 'Fruit week',
  summary: '10% off Fruits',
  kind: 'percent_off',
  scope: 'category',
  category: 'Fruits',
  productIds: [],
  minBasket: null,
  endsAt: null,
  ...over,
});

const dealsAnswer = (deals: DealView[]) => ({
  body: { success: true, deals, stackingRule: STACKING_RULE },
});

describe('DealsPage', () => {
  it('lists each live deal with what it gives, its minimum basket and end date', async () => {
    const view = renderStorefront({
      route: '/deals',
      api: {
        'GET /api/deals': dealsAnswer([
          deal({}),
          deal({
            id: 'd2',
            name: 'Free delivery weekend',
            summary: 'Free delivery over LKR 3,000.00',
            kind: 'free_delivery',
            scope: 'basket',
            category: null,
            minBasket: 3000,
            endsAt: '2026-12-06T18:29:00.000Z',
          }),
        ]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deals' })).toBeInTheDocument();
    const fruit = within(
      (await screen.findByRole('heading', { name: 'Fruit week' })).parentElement!,
    );
    expect(fruit.getByText('10% off Fruits')).toBeInTheDocument();
    expect(fruit.getByText('No minimum basket')).toBeInTheDocument();
    expect(fruit.getByText('No end date')).toBeInTheDocument();
    const delivery = within(
      screen.getByRole('heading', { name: 'Free delivery weekend' }).parentElement!,
    );
    expect(delivery.getByText('Free delivery over LKR 3,000.00')).toBeInTheDocument();
    expect(delivery.getByText('Minimum basket LKR 3,000.00')).toBeInTheDocument();
    // The shop's time zone (Asia/Colombo): 23:59 on 6 December.
    expect(delivery.getByText('Ends 6 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText(/best automatic deal/)).toBeInTheDocument();
    expect(screen.queryByText('No deals right now')).not.toBeInTheDocument();
    expect(view.api.sent('GET /api/deals')).toHaveLength(1);
  });

  it('says there are no deals and links to all products when none is live', async () => {
    const { user } = renderStorefront({ route: '/deals' });
    expect(await screen.findByText('No deals right now')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse all products' }));
    expect(currentLocation()).toBe('/products');
  });
});
