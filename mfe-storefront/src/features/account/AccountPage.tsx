import { Link } from '@greencart/shared-ui/router';
import { useAppSelector } from '../../app/hooks';
import { NotificationsSections } from '../notifications/NotificationsSections';
import { selectUser } from '../session/sessionSlice';
import { DeleteAccountSection } from './DeleteAccountSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { RequireShopper } from './RequireShopper';
import { SessionsSection } from './SessionsSection';
import { useStorefrontT } from '../../i18n/catalogue';
import { AccentTitle } from '../../lib/AccentTitle';
import './account.css';

/**
 * /account: profile, mobile number and order updates (docs/NOTIFICATIONS.md), password,
 * sessions, and leaving for good (docs/ACCOUNT.md).
 */
export function AccountPage() {
  const t = useStorefrontT();
  return (
    <section className="sf-page sf-account-page">
      <AccentTitle text={t('account.title')} />
      <RequireShopper returnTo="/account" loginTitle={t('account.loginTitle')}>
        <AccountSections />
      </RequireShopper>
    </section>
  );
}

function AccountSections() {
  const t = useStorefrontT();
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <>
      <ProfileSection key={user._id} user={user} />
      <NotificationsSections />
      <PasswordSection />
      <SessionsSection />
      <p>
        <Link to="/addresses">{t('account.myAddresses')}</Link>
      </p>
      <DeleteAccountSection />
    </>
  );
}
