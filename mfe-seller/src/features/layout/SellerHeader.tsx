import { Link, useNavigate } from '@greencart/shared-ui/router';
import { Button, notify } from '@greencart/shared-ui';
import { useAppSelector } from '../../app/hooks';
import { useSellerLogoutMutation } from '../session/sessionApi';
import { Logo } from './Logo';
import { NewOrderSoundToggle } from '../new-orders/NewOrderSoundToggle';
import { useSellerT } from '../../i18n/catalogue';

/**
 * Logo (home link), greeting and Logout. The greeting names the staff member logged in
 * (is-auth): "Hi!" until it has answered, "Hi! Admin" only from an API that names nobody.
 * Logout ends the session and goes to the store.
 */
export function SellerHeader() {
  const t = useSellerT();
  const [logout, { isLoading }] = useSellerLogoutMutation();
  const name = useAppSelector((state) => state.sellerSession.name);
  const greeting = name === null || name === undefined ? 'Hi!' : `Hi! ${name || 'Admin'}`;
  const navigate = useNavigate();

  async function handleLogout() {
    const result = await logout();
    if (result.error) return;
    if (result.data.message) notify.success(result.data.message);
    navigate('/');
  }

  return (
    <header className="seller-header">
      <Link to="/" className="seller-header__home" aria-label={t('layout.greencartStoreHome')}>
        <Logo />
      </Link>
      <div className="seller-header__actions">
        <p className="seller-header__greeting">{greeting}</p>
        <NewOrderSoundToggle />
        <Button variant="secondary" size="sm" loading={isLoading} onClick={handleLogout}>
          {t('layout.logout')}
        </Button>
      </div>
    </header>
  );
}
