import { screen, within } from '@testing-library/react';
import { changeLanguage } from '@greencart/shared-ui/i18n';
import { DEAL_WORDS_EN, STACKING_RULE, categoryLabel, type DealView } from '@greencart/contracts';
import en from '../../i18n/en.json';
import si from '../../i18n/si.json';
import ta from '../../i18n/ta.json';
import { currentLocation, renderStorefront } from '../../test/renderWithProviders';
import { dealText } from './dealText';

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
  percent: 10,
  amountCents: null,
  perKg: false,
  buyQuantity: null,
  getQuantity: null,
  getProductId: null,
  getProductName: null,
  categoryName: 'Fresh Fruits',
  productNames: [],
  minBasketCents: null,
  ...over,
});

afterEach(async () => {
  await changeLanguage('en', { remember: false });
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
            categoryName: null,
            percent: null,
            minBasket: 3000,
            minBasketCents: 300_000,
            endsAt: '2026-12-06T18:29:00.000Z',
          }),
        ]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deals' })).toBeInTheDocument();
    const fruit = within(
      (await screen.findByRole('heading', { name: 'Fruit week' })).parentElement!,
    );
    // Worded from the figures (the category's label), not the API's English summary.
    expect(fruit.getByText('10% off Fresh Fruits')).toBeInTheDocument();
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

  it('words each deal from its figures in Sinhala and Tamil, asking the API for names in that language', async () => {
    for (const [language, words] of [
      ['si', si],
      ['ta', ta],
    ] as const) {
      await changeLanguage(language, { remember: false });
      const view = renderStorefront({
        route: '/deals',
        api: {
          [`GET /api/deals?lang=${language}`]: dealsAnswer([
            deal({ categoryName: categoryLabel('Fruits', language) }),
            deal({
              id: 'd2',
              name: 'Milk for bread',
              kind: 'buy_x_get_y',
              scope: 'products',
              percent: null,
              buyQuantity: 2,
              getQuantity: 1,
              getProductId: 'milk',
              getProductName: language === 'si' ? 'කිරි' : 'பால்',
              productIds: ['bread'],
              productNames: ['Bread'],
              minBasketCents: 100_000,
            }),
          ]),
        },
      });
      const fruit = within(
        (await screen.findByRole('heading', { name: 'Fruit week' })).parentElement!,
      );
      const percentOff = words.deals.gives.percentOff
        .replace('{{what}}', categoryLabel('Fruits', language))
        .replace('{{percent}}', '10');
      expect(fruit.getByText(percentOff)).toBeInTheDocument();
      const milk = within(screen.getByRole('heading', { name: 'Milk for bread' }).parentElement!);
      const other = words.deals.gives.buyGetOtherFree
        .replace('{{buy}}', '2')
        .replace('{{get}}', '1')
        .replace('{{product}}', language === 'si' ? 'කිරි' : 'பால்');
      expect(
        milk.getByText(
          words.deals.gives.overMinimum
            .replace('{{amount}}', 'LKR 1,000.00')
            .replace('{{deal}}', other),
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
      expect(view.api.sent('GET /api/deals').map((r) => r.params)).toEqual([{ lang: language }]);
      view.unmount();
    }
  });

  it('words every kind in English as the API summarises it, the category by its label', () => {
    const t = ((key: string, values: Record<string, string | number> = {}) => {
      const phrase = key
        .split('.')
        .reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], en) as string;
      return phrase.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
    }) as never;
    const cases: [Partial<DealView>, string][] = [
      [{ scope: 'basket', categoryName: null }, '10% off everything'],
      [{ kind: 'amount_off', percent: null, amountCents: 5000 }, 'LKR 50.00 off Fresh Fruits'],
      [
        { kind: 'amount_off', percent: null, amountCents: 5000, perKg: true },
        'LKR 50.00 off per kg of Fresh Fruits',
      ],
      [
        {
          kind: 'buy_x_get_y',
          scope: 'basket',
          categoryName: null,
          buyQuantity: 2,
          getQuantity: 1,
        },
        'Buy 2 get 1 free',
      ],
      [
        {
          kind: 'buy_x_get_y',
          scope: 'products',
          productNames: ['Milk'],
          buyQuantity: 3,
          getQuantity: 1,
        },
        'Buy 3 get 1 free on Milk',
      ],
      [
        { kind: 'free_delivery', scope: 'basket', minBasketCents: 300_000 },
        'Free delivery over LKR 3,000.00',
      ],
      [{ scope: 'products', productNames: ['A', 'B', 'C', 'D'] }, '10% off selected items'],
    ];
    for (const [over, words] of cases) expect(dealText(t, deal(over))).toBe(words);
    // An API without figures: its English summary.
    const { percent: _, ...old } = deal({});
    expect(dealText(t, old as DealView)).toBe('10% off Fruits');
  });

  it('has the contracts’ English phrases of a deal, one for each key', () => {
    const ours = Object.fromEntries(
      Object.entries(en.deals.gives).map(([key, phrase]) => [
        key,
        phrase.replace(/\{\{(\w+)\}\}/g, '{$1}'),
      ]),
    );
    expect(ours).toEqual(DEAL_WORDS_EN);
  });

  it('says there are no deals and links to all products when none is live', async () => {
    const { user } = renderStorefront({ route: '/deals' });
    expect(await screen.findByText('No deals right now')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse all products' }));
    expect(currentLocation()).toBe('/products');
  });
});
