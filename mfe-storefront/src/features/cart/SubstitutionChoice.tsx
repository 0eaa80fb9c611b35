import type { Product } from '@greencart/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ChoiceSelect } from '../substitutions/ChoiceSelect';
import { selectSubstitution, setSubstitution } from './cartSlice';

/**
 * A cart line's "if unavailable" choice (docs/SUBSTITUTIONS.md): best match, this specific
 * product (from the line's ranked suggestions) or no substitute, a refund (the default). The
 * same control as the order page's ({@link ChoiceSelect}), kept in the cart until the order is
 * placed.
 */
export function SubstitutionChoice({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const value = useAppSelector((state) => selectSubstitution(state, product._id));
  return (
    <ChoiceSelect
      className="sf-line__meta sf-line__substitution"
      name={product.name}
      productId={product._id}
      value={value}
      onChange={(next) => dispatch(setSubstitution({ id: product._id, value: next }))}
    />
  );
}
