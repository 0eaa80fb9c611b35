import { useId } from 'react';
import {
  SUBSTITUTION_CHOICES,
  type SubstitutionChoice,
  type SubstitutionChoiceValue,
} from '@greencart/contracts';
import { useStorefrontT } from '../../i18n/catalogue';
import { useGetSubstitutesQuery } from './substitutionsApi';
import './substitutions.css';

/**
 * One line's substitution choice: best match, this product (from the ranked suggestions of the
 * line's product), or no substitute (a refund). Labelled selects, keyboard as the browser gives.
 * The order page's choices and the cart's lines both use it.
 */
export function ChoiceSelect({
  name,
  productId,
  value,
  onChange,
  className,
}: {
  /** More classes for the wrapper (the cart line's layout). */
  className?: string;
  name: string;
  /** The line's product, whose ranked substitutes `specific` offers; null when deleted. */
  productId: string | null;
  value: SubstitutionChoiceValue;
  onChange: (value: SubstitutionChoiceValue) => void;
}) {
  const t = useStorefrontT();
  const id = useId();
  const specific = value.choice === 'specific';
  const { data: suggestions } = useGetSubstitutesQuery(productId ?? '', {
    skip: !specific || !productId,
  });
  const choices = productId
    ? SUBSTITUTION_CHOICES
    : SUBSTITUTION_CHOICES.filter((c) => c !== 'specific');
  return (
    <div className={className ? `sf-substitutions__line ${className}` : 'sf-substitutions__line'}>
      <label htmlFor={`${id}-choice`}>{t('substitution.choiceLabel', { name })}</label>
      <select
        id={`${id}-choice`}
        value={value.choice}
        onChange={(event) =>
          onChange({ choice: event.target.value as SubstitutionChoice, productId: null })
        }
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {t(`substitution.${choice}`)}
          </option>
        ))}
      </select>
      {specific ? (
        suggestions && suggestions.length === 0 ? (
          <p className="sf-muted">{t('substitution.noSuggestions')}</p>
        ) : (
          <>
            <label htmlFor={`${id}-product`}>{t('substitution.pickProduct', { name })}</label>
            <select
              id={`${id}-product`}
              value={value.productId ?? ''}
              onChange={(event) =>
                onChange({ choice: 'specific', productId: event.target.value || null })
              }
            >
              <option value="">{t('substitution.choose')}</option>
              {(suggestions ?? []).map((s) => (
                <option key={s.productId} value={s.productId}>
                  {s.name}
                </option>
              ))}
            </select>
          </>
        )
      ) : null}
    </div>
  );
}
