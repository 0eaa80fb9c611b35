import { Link, useSearchParams } from '@greencart/shared-ui/router';
import { EmptyState, Spinner } from '@greencart/shared-ui';
import { useAppSelector } from '../../app/hooks';
import { selectAuthChecked, selectUser } from '../session/sessionSlice';
import { LoginToContinue } from './LoginToContinue';
import { useGetMyOrdersQuery } from './ordersApi';
import { OrderCard } from './OrderCard';
import { OrderConfirmation } from './OrderConfirmation';
import { useStorefrontT } from '../../i18n/catalogue';
import './orders.css';

/**
 * /my-orders: the logged-in shopper's orders, newest as the server sorts them. With
 * `?placed=:id` (where Place Order and the card payment's return lead) it is the confirmation
 * of that order instead ({@link OrderConfirmation}).
 */
export function MyOrdersPage() {
  const t = useStorefrontT();
  const user = useAppSelector(selectUser);
  const authChecked = useAppSelector(selectAuthChecked);
  const [params] = useSearchParams();
  const placed = params.get('placed');
  const {
    data: orders,
    isLoading,
    isError,
  } = useGetMyOrdersQuery(undefined, {
    skip: !user || Boolean(placed),
  });

  let content;
  if (!user && !authChecked) {
    content = <Spinner label={t('account.checkingSession')} />;
  } else if (!user) {
    content = <LoginToContinue title={t('orders.loginToSee')} />;
  } else if (placed) {
    content = <OrderConfirmation orderId={placed} />;
  } else if (isLoading) {
    content = <Spinner label={t('orders.loading')} />;
  } else if (!orders || orders.length === 0) {
    // A failed load is only logged (docs/COMPATIBILITY.md); the page then reads like an empty
    // history.
    content = (
      <EmptyState
        title={isError ? t('orders.loadFailed') : t('orders.none')}
        action={
          <Link to="/products" className="sf-button-link sf-button-link--primary">
            {t('cart.startShopping')}
          </Link>
        }
      />
    );
  } else {
    content = (
      <ul className="sf-orders">
        {orders.map((order) => (
          <li key={order._id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="sf-page">
      <h1 className="sf-page__title">
        {placed && user ? t('orders.placedTitle') : t('nav.myOrders')}
      </h1>
      {content}
    </section>
  );
}
