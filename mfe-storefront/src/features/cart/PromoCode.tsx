import { useState, type FormEvent } from 'react';
import { formatMoney, STACKING_RULE, type CartQuote } from '@greencart/contracts';
import { Button, TextField } from '@greencart/shared-ui';
import { useStorefrontT } from '../../i18n/catalogue';
import { codeRefusalText } from '../deals/dealText';

/** Props of {@link PromoCode}. */
export interface PromoCodeProps {
  /** What the promotions take off the cart now (null while unknown). */
  quote: CartQuote | null;
  /** The code the shopper applied ('' for none). */
  code: string;
  onApply: (code: string) => void;
}

/**
 * The cart's deals (docs/PROMOTIONS.md): a labelled code field, the deals and code applied with
 * what each takes off, why a code was refused, what a little more would unlock, and the stacking
 * rule in words.
 */
export function PromoCode({ quote, code, onApply }: PromoCodeProps) {
  const t = useStorefrontT();
  const [typed, setTyped] = useState(code);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(typed.trim());
  };
  const applied = quote?.applied ?? [];
  return (
    <div className="sf-summary__block sf-promo">
      <form className="sf-promo__form" onSubmit={submit}>
        <TextField
          label={t('cart.promoCode')}
          name="promo-code"
          autoComplete="off"
          autoCapitalize="characters"
          value={typed}
          maxLength={64}
          onChange={(event) => setTyped(event.target.value)}
          error={
            code && quote?.codeRefusal
              ? codeRefusalText(
                  t,
                  quote.codeRefusalReason,
                  quote.codeRefusal,
                  quote.codeMinBasketCents,
                )
              : undefined
          }
        />
        <Button type="submit" variant="secondary">
          {t('cart.applyCode')}
        </Button>
        {code ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setTyped('');
              onApply('');
            }}
          >
            {t('cart.removeCode')}
          </Button>
        ) : null}
      </form>
      {applied.length > 0 ? (
        <ul className="sf-promo__applied" aria-label={t('cart.dealsApplied')}>
          {applied.map((deal) => (
            <li key={deal.promotionId}>
              <span>
                {deal.code ? t('cart.codeDeal', { code: deal.code, name: deal.name }) : deal.name}
              </span>
              <span>
                {deal.discount > 0 ? `−${formatMoney(deal.discount)}` : null}
                {deal.freeDelivery
                  ? deal.discount > 0
                    ? t('cart.plusFreeDelivery')
                    : t('cart.freeDelivery')
                  : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {quote?.nearly.map((near) => (
        <p key={near.promotionId} className="sf-promo__nearly">
          {t('cart.nearly', { amount: formatMoney(near.missing), name: near.name })}
        </p>
      ))}
      {/* The rule in the page's language when it is the one the catalogue knows; refusals by
          their reason and "add … more" from the figures, in the catalogue's words. */}
      {quote ? (
        <p className="sf-promo__rule">
          {quote.stackingRule === STACKING_RULE ? t('deals.stackingRule') : quote.stackingRule}
        </p>
      ) : null}
    </div>
  );
}
