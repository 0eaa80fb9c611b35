import { Link, useNavigate } from '@greencart/shared-ui/router';
import { Button, notify } from '@greencart/shared-ui';
import { useSellerLogoutMutation } from '../session/sessionApi';
import { Logo } from './Logo';
import { NewOrderSoundToggle } from '../new-orders/NewOrderSoundToggle';

/** Logo (home link), greeting and Logout. Logout ends the session and goes to the store. */
export function SellerHeader() {
  const [logout, { isLoading }] = useSellerLogoutMutation();
  const navigate = useNavigate();

  async function handleLogout() {
    const result = await logout();
    if (result.error) return;
    if (result.data.message) notify.success(result.data.message);
    navigate('/');
  }

  return (
    <header className="seller-header">
      <Link to="/" className="seller-header__home" aria-label="GreenCart store home">
        <Logo />
      </Link>
      <div className="seller-header__actions">
        <p className="seller-header__greeting">Hi! Admin</p>
        <NewOrderSoundToggle />
        <Button variant="secondary" size="sm" loading={isLoading} onClick={handleLogout}>
          Logout
        </Button>
      </div>
    </header>
  );
}
