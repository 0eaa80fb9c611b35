import { useId } from 'react';
import {
  SUBSTITUTION_LABELS,
  SUBSTITUTION_PREFERENCES,
  type Product,
  type SubstitutionPreference,
} from '@greencart/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSubstitution, setSubstitution } from './cartSlice';

/**
 * A cart line's "if unavailable" choice: a refund (the default) or a similar product of the
 * same category, which the shop may pick at packing (the shopper pays the lower price).
 */
export function SubstitutionChoice({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const preference = useAppSelector((state) => selectSubstitution(state, product._id));
  const id = useId();
  return (
    <p className="sf-line__meta sf-line__substitution">
      <label htmlFor={id}>If {product.name} is unavailable</label>
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
            {SUBSTITUTION_LABELS[value]}
          </option>
        ))}
      </select>
    </p>
  );
}
