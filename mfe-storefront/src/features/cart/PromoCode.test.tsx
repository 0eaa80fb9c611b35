import { screen } from '@testing-library/react';
import { changeLanguage } from '@greencart/shared-ui/i18n';
import { STACKING_RULE, type CartQuote } from '@greencart/contracts';
import si from '../../i18n/si.json';
import ta from '../../i18n/ta.json';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PromoCode } from './PromoCode';

const QUOTE: CartQuote = {
  lines: [{ product: 'tomato', discount: 24.48 }],
  discount: 24.48,
  freeDelivery: true,
  applied: [
    { promotionId: 'p1', name: 'Tomato week', code: null, discount: 24.48, freeDelivery: false },
    { promotionId: 'p2', name: 'Ship free', code: 'SHIP', discount: 0, freeDelivery: true },
  ],
  stackingRule: STACKING_RULE,
  code: 'SHIP',
  codeRefusal: null,
  codeRefusalReason: null,
  codeMinBasketCents: null,
  nearly: [],
};

afterEach(async () => {
  await changeLanguage('en', { remember: false });
});

describe('the cart’s promotion block in the shopper’s language', () => {
  it('labels the code field, its buttons, the deals applied and the rule in Sinhala and Tamil', async () => {
    for (const [language, words] of [
      ['si', si],
      ['ta', ta],
    ] as const) {
      await changeLanguage(language, { remember: false });
      const view = renderWithProviders(<PromoCode quote={QUOTE} code="SHIP" onApply={() => {}} />);
      expect(await screen.findByLabelText(words.cart.promoCode)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: words.cart.applyCode })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: words.cart.removeCode })).toBeInTheDocument();
      expect(screen.getByRole('list', { name: words.cart.dealsApplied })).toBeInTheDocument();
      expect(
        screen.getByText(
          words.cart.codeDeal.replace('{{code}}', 'SHIP').replace('{{name}}', 'Ship free'),
        ),
      ).toBeInTheDocument();
      expect(screen.getByText(words.cart.freeDelivery)).toBeInTheDocument();
      expect(screen.getByText(words.deals.stackingRule)).toBeInTheDocument();
      expect(screen.queryByText('Apply')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('words a refused code by its reason and "add more" from the figures, in Sinhala and Tamil', async () => {
    const refused = (reason: CartQuote['codeRefusalReason'], min: number | null = null) => ({
      ...QUOTE,
      applied: [],
      code: null,
      codeRefusal: 'English from the API',
      codeRefusalReason: reason,
      codeMinBasketCents: min,
      nearly: [
        {
          promotionId: 'p3',
          name: 'Big shop',
          missing: 360,
          message: 'Add LKR 360.00 more for Big shop',
        },
      ],
    });
    for (const [language, words] of [
      ['si', si],
      ['ta', ta],
    ] as const) {
      await changeLanguage(language, { remember: false });
      for (const [reason, key] of [
        ['invalid', 'invalid'],
        ['expired', 'expired'],
        ['used-up', 'usedUp'],
        ['shopper-limit', 'shopperLimit'],
        ['nothing-covered', 'nothingCovered'],
      ] as const) {
        const view = renderWithProviders(
          <PromoCode quote={refused(reason)} code="X1Y2" onApply={() => {}} />,
        );
        expect(await screen.findByText(words.cart.codeReason[key])).toBeInTheDocument();
        expect(screen.queryByText('English from the API')).not.toBeInTheDocument();
        view.unmount();
      }
      const view = renderWithProviders(
        <PromoCode quote={refused('min-basket', 500_000)} code="BIG" onApply={() => {}} />,
      );
      expect(
        await screen.findByText(
          words.cart.codeReason.minBasket.replace('{{amount}}', 'LKR 5,000.00'),
        ),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          words.cart.nearly.replace('{{amount}}', 'LKR 360.00').replace('{{name}}', 'Big shop'),
        ),
      ).toBeInTheDocument();
      view.unmount();
    }
    // A reason this storefront does not know: the API's words.
    await changeLanguage('en', { remember: false });
    renderWithProviders(
      <PromoCode quote={refused('later' as never)} code="X1Y2" onApply={() => {}} />,
    );
    expect(await screen.findByText('English from the API')).toBeInTheDocument();
  });
});
