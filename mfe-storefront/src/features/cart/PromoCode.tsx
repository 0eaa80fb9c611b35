import { useState, type FormEvent } from 'react';
import { formatMoney, type CartQuote } from '@greencart/contracts';
import { Button, TextField } from '@greencart/shared-ui';

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
          label="Promo code"
          name="promo-code"
          autoComplete="off"
          autoCapitalize="characters"
          value={typed}
          maxLength={64}
          onChange={(event) => setTyped(event.target.value)}
          error={code && quote?.codeRefusal ? quote.codeRefusal : undefined}
        />
        <Button type="submit" variant="secondary">
          Apply
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
            Remove
          </Button>
        ) : null}
      </form>
      {applied.length > 0 ? (
        <ul className="sf-promo__applied" aria-label="Deals applied">
          {applied.map((deal) => (
            <li key={deal.promotionId}>
              <span>
                {deal.code ? `Code ${deal.code}: ` : ''}
                {deal.name}
              </span>
              <span>
                {deal.discount > 0 ? `−${formatMoney(deal.discount)}` : null}
                {deal.freeDelivery
                  ? deal.discount > 0
                    ? ' · free delivery'
                    : 'Free delivery'
                  : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {quote?.nearly.map((near) => (
        <p key={near.promotionId} className="sf-promo__nearly">
          {near.message}
        </p>
      ))}
      {quote ? <p className="sf-promo__rule">{quote.stackingRule}</p> : null}
    </div>
  );
}
