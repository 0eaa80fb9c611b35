import { useLocation } from '@greencart/shared-ui/router';
import type { Product } from '@greencart/contracts';
import { Button } from '@greencart/shared-ui';
import { notify } from '../../lib/notices';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { rejectionMessage } from '../../lib/apiErrors';
import { openAuthModal, selectUser } from '../session/sessionSlice';
import { useNotifyWhenBackMutation } from './productsApi';
import { useStorefrontT } from '../../i18n/catalogue';

/** Props of {@link BackInStock}. */
export interface BackInStockProps {
  product: Product;
  /**
   * On a product card, in place of Add (issue 28): a small button that always reads "Email me
   * when it is back" (a guest pressing it is asked to log in), its accessible name adding the
   * product's, since a page has one per sold-out card (the visible words come first).
   */
  card?: boolean;
}

/**
 * Under an out-of-stock product, or on its card: "Email me when it is back". A guest is asked
 * to log in first (and comes back to this page); a shopper is told once, by email, when it
 * returns (docs/STOCK.md).
 */
export function BackInStock({ product, card = false }: BackInStockProps) {
  const t = useStorefrontT();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  const [notifyWhenBack, { isLoading, isSuccess, data }] = useNotifyWhenBackMutation();

  if (isSuccess) {
    return (
      <p className={card ? 'sf-card__notified' : 'sf-detail__notify'} role="status">
        {data?.message}
      </p>
    );
  }
  const ask = async () => {
    if (!user) {
      dispatch(openAuthModal({ mode: 'login', returnTo: pathname }));
      return;
    }
    try {
      await notifyWhenBack(product._id).unwrap();
    } catch (rejection) {
      notify.error(rejectionMessage(rejection));
    }
  };
  if (card) {
    return (
      <Button
        size="sm"
        variant="secondary"
        className="sf-card__notify"
        aria-label={t('productPage.notifyMeLabel', { name: product.name })}
        onClick={() => void ask()}
        disabled={isLoading}
      >
        {t('productPage.notifyMe')}
      </Button>
    );
  }
  return (
    <Button variant="secondary" onClick={() => void ask()} disabled={isLoading}>
      {user ? t('productPage.notifyMe') : t('productPage.loginToNotify')}
    </Button>
  );
}
