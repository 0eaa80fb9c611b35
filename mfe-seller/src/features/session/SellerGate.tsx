import { Outlet } from '@greencart/shared-ui/router';
import { Spinner } from '@greencart/shared-ui';
import { useAppSelector } from '../../app/hooks';
import { useCheckSellerAuthQuery } from './sessionApi';
import { SellerLoginForm } from './SellerLoginForm';
import './session.css';
import { useSellerT } from '../../i18n/catalogue';

/**
 * Asks the server once whether this browser holds a seller session, shows a spinner until it
 * knows, then the login form or the dashboard (the nested routes).
 */
export function SellerGate() {
  const t = useSellerT();
  useCheckSellerAuthQuery();
  const { checked, authenticated } = useAppSelector((state) => state.sellerSession);

  if (!checked) {
    return (
      <div className="seller-gate__pending">
        <Spinner size="lg" label={t('session.checkingYourSellerSession')} />
      </div>
    );
  }
  return authenticated ? <Outlet /> : <SellerLoginForm />;
}
