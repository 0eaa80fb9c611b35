import { Link } from '@greencart/shared-ui/router';
import { useAppSelector } from '../../app/hooks';
import { selectCartCount } from '../cart/cartSlice';
import { CartIcon } from './icons';
import { useStorefrontT } from '../../i18n/catalogue';

/** Accessible name of the cart link, e.g. "Cart, 3 items". */
export function cartLinkLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The navbar's cart icon with the number of items, linking to /cart. */
export function CartLink() {
  const t = useStorefrontT();
  const count = useAppSelector(selectCartCount);
  return (
    <Link to="/cart" className="sf-icon-button sf-cart-link" aria-label={t('nav.cart', { count })}>
      <CartIcon />
      <span className="sf-cart-link__badge" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
