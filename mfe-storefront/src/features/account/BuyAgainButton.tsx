import { useState } from 'react';
import { Link } from '@greencart/shared-ui/router';
import { Button } from '@greencart/shared-ui';
import { notify } from '../../lib/notices';
import { useAppDispatch } from '../../app/hooks';
import { rejectionMessage } from '../../lib/apiErrors';
import { replaceCart } from '../cart/cartSlice';
import { useBuyAgainMutation } from './accountApi';
import { useStorefrontT } from '../../i18n/catalogue';

/**
 * "Buy again" on an order: one tap puts every line that can still be bought into the cart
 * (the server caps each by what is available), then says in words what was added and what
 * was unavailable, retired or capped. A toast announces the words; they also stay on the
 * page, so a long list can be read at leisure.
 */
export function BuyAgainButton({ orderId }: { orderId: string }) {
  const t = useStorefrontT();
  const dispatch = useAppDispatch();
  const [buyAgain, { isLoading }] = useBuyAgainMutation();
  const [outcome, setOutcome] = useState<{ message: string; added: boolean } | null>(null);

  const onClick = async () => {
    try {
      const answer = await buyAgain(orderId).unwrap();
      dispatch(replaceCart({ items: answer.cartItems, weighed: answer.cartWeighed }));
      const added = Object.keys(answer.added).length > 0;
      setOutcome({ message: answer.message, added });
      // The toast announces it (a live region); the paragraph keeps it on the page to read.
      if (added) notify.success(answer.message);
      else notify.error(answer.message);
    } catch (rejection) {
      notify.error(rejectionMessage(rejection));
    }
  };

  return (
    <div className="sf-buy-again">
      <Button variant="secondary" loading={isLoading} onClick={() => void onClick()}>
        {t('account.buyAgain')}
      </Button>
      {outcome ? (
        <p className="sf-buy-again__outcome">
          {outcome.message}
          {outcome.added ? (
            <>
              {' '}
              <Link to="/cart">{t('account.goToCart')}</Link>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
