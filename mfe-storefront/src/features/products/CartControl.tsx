import { Button } from '@greencart/shared-ui';
import type { Product } from '@greencart/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectCartItems } from '../cart/cartSlice';
import { useCartActions } from '../cart/useCartActions';

/**
 * A product card's cart control: "Add" when the product is not in the cart, a − / + stepper
 * when it is, and a plain notice when the product is out of stock (it cannot be added).
 */
export function CartControl({ product }: { product: Product }) {
  const quantity = useAppSelector(selectCartItems)[product._id] ?? 0;
  const cart = useCartActions();

  if (!product.inStock) {
    return <span className="sf-card__soldout">Out of stock</span>;
  }
  if (quantity === 0) {
    return (
      <Button
        size="sm"
        variant="secondary"
        className="sf-card__add"
        aria-label={`Add ${product.name} to cart`}
        onClick={() => cart.add(product._id, { available: product.quantity })}
      >
        Add
      </Button>
    );
  }
  return (
    <div className="sf-stepper" role="group" aria-label={`${product.name} in cart`}>
      <button
        type="button"
        className="sf-stepper__button"
        aria-label={`Remove one ${product.name}`}
        onClick={() => cart.remove(product._id)}
      >
        −
      </button>
      <span className="sf-stepper__count" aria-live="polite">
        {quantity}
      </span>
      <button
        type="button"
        className="sf-stepper__button"
        aria-label={`Add one more ${product.name}`}
        onClick={() => cart.add(product._id, { available: product.quantity })}
      >
        +
      </button>
    </div>
  );
}
