import { useLocation } from '@greencart/shared-ui/router';
import type { Product } from '@greencart/contracts';
import { Button, notify } from '@greencart/shared-ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { rejectionMessage } from '../../lib/apiErrors';
import { openAuthModal, selectUser } from '../session/sessionSlice';
import { useNotifyWhenBackMutation } from './productsApi';

/**
 * Under an out-of-stock product: "Email me when it is back". A guest is asked to log in first
 * (and comes back here); a shopper is told once, by email, when it returns (docs/STOCK.md).
 */
export function BackInStock({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  const [notifyWhenBack, { isLoading, isSuccess, data }] = useNotifyWhenBackMutation();

  if (isSuccess) {
    return (
      <p className="sf-detail__notify" role="status">
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
  return (
    <Button variant="secondary" onClick={() => void ask()} disabled={isLoading}>
      {user ? 'Email me when it is back' : 'Log in to be told when it is back'}
    </Button>
  );
}
