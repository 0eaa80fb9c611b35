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
});
