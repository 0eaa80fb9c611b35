import { useId } from 'react';
import {
  SUBSTITUTION_PREFERENCES,
  type Product,
  type SubstitutionPreference,
} from '@greencart/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSubstitution, setSubstitution } from './cartSlice';
import { useStorefrontT } from '../../i18n/catalogue';

/**
 * A cart line's "if unavailable" choice: a refund (the default) or a similar product of the
 * same category, which the shop may pick at packing (the shopper pays the lower price).
 */
export function SubstitutionChoice({ product }: { product: Product }) {
  const t = useStorefrontT();
  const dispatch = useAppDispatch();
  const preference = useAppSelector((state) => selectSubstitution(state, product._id));
  const id = useId();
  return (
    <p className="sf-line__meta sf-line__substitution">
      <label htmlFor={id}>{t('checkout.ifUnavailable', { name: product.name })}</label>
      <select
        id={id}
        value={preference}
        onChange={(event) =>
          dispatch(
            setSubstitution({
              id: product._id,
              preference: event.target.value as SubstitutionPreference,
            }),
          )
        }
      >
        {SUBSTITUTION_PREFERENCES.map((value) => (
          <option key={value} value={value}>
            {t(`checkout.substitution.${value}`)}
          </option>
        ))}
      </select>
    </p>
  );
}
