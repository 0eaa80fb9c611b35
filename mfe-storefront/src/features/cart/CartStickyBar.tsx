import { formatCents } from '@greencart/contracts';
import { Button } from '@greencart/shared-ui';
import { PLACE_ORDER_ID } from './OrderSummary';
import { useStorefrontT } from '../../i18n/catalogue';

/**
 * Phone only (cart.css hides it from 900 px): a bar stuck to the bottom of the screen with
 * the total and a button that brings the summary's Place Order into view and focuses it.
 * It does not place the order itself, so the shopper always sees the address and payment
 * method before ordering.
 */
export function CartStickyBar({
  totalCents,
  estimated = false,
}: {
  totalCents: number;
  /** The cart has weighed products: the total is an estimate. */
  estimated?: boolean;
}) {
  const t = useStorefrontT();
  const goToPlaceOrder = () => {
    const button = document.getElementById(PLACE_ORDER_ID);
    button?.scrollIntoView?.({ block: 'center' });
    button?.focus({ preventScroll: true });
  };
  return (
    <div className="sf-cart__bar">
      <p className="sf-cart__bar-total">
        {estimated ? t('checkout.estimatedTotal') : t('checkout.total')}{' '}
        <strong>{formatCents(totalCents)}</strong>
      </p>
      <Button size="sm" onClick={goToPlaceOrder}>
        {t('checkout.goToPlaceOrder')}
      </Button>
    </div>
  );
}
