import { useEffect, useRef } from 'react';
import { Button } from '@greencart/shared-ui';
import { isWeighed, orderableQuantity, quantityLabel, type Product } from '@greencart/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectCartItems } from '../cart/cartSlice';
import { useCartActions } from '../cart/useCartActions';
import { BackInStock } from './BackInStock';
import { useStorefrontT } from '../../i18n/catalogue';

/**
 * A product card's cart control: "Add" when the product is not in the cart, a − / + stepper
 * when it is, and "Email me when it is back" when it is sold out (it cannot be added).
 */
export function CartControl({ product }: { product: Product }) {
  const t = useStorefrontT();
  const quantity = useAppSelector(selectCartItems)[product._id] ?? 0;
  const cart = useCartActions();
  // Add turns into the stepper (and − of the last unit back into Add): keyboard focus moves
  // to the control that took the pressed one's place instead of falling back to the page.
  const addRef = useRef<HTMLButtonElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);
  const keepFocus = useRef(false);
  const inCart = quantity > 0;
  // A product sold by weight adds and removes one step (250 g) at a time; counted stock is in
  // grams, so what may be added is whole steps of it.
  const available = orderableQuantity(product);
  const step = isWeighed(product) ? quantityLabel(1, product) : null;
  const toAdd = { available, stepGrams: product.stepGrams };
  useEffect(() => {
    if (!keepFocus.current) return;
    keepFocus.current = false;
    (inCart ? plusRef : addRef).current?.focus();
  }, [inCart]);

  if (!product.inStock) {
    return <BackInStock product={product} card />;
  }
  if (quantity === 0) {
    return (
      <Button
        size="sm"
        variant="secondary"
        className="sf-card__add"
        aria-label={t('products.addToCart', { name: product.name })}
        ref={addRef}
        onClick={() => {
          keepFocus.current = true;
          cart.add(product._id, toAdd);
        }}
      >
        {t('products.add')}
      </Button>
    );
  }
  return (
    <div className="sf-stepper" role="group" aria-label={`${product.name} in cart`}>
      <button
        type="button"
        className="sf-stepper__button"
        aria-label={step ? `Remove ${step} of ${product.name}` : `Remove one ${product.name}`}
        onClick={() => {
          keepFocus.current = quantity === 1;
          cart.remove(product._id);
        }}
      >
        −
      </button>
      <span className="sf-stepper__count" aria-live="polite">
        {quantityLabel(quantity, product)}
      </span>
      <button
        type="button"
        className="sf-stepper__button"
        aria-label={step ? `Add ${step} more of ${product.name}` : `Add one more ${product.name}`}
        ref={plusRef}
        onClick={() => cart.add(product._id, toAdd)}
      >
        +
      </button>
    </div>
  );
}
