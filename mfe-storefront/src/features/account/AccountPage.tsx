import { Link } from '@greencart/shared-ui/router';
import { useAppSelector } from '../../app/hooks';
import { NotificationsSections } from '../notifications/NotificationsSections';
import { selectUser } from '../session/sessionSlice';
import { DeleteAccountSection } from './DeleteAccountSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { RequireShopper } from './RequireShopper';
import { SessionsSection } from './SessionsSection';
import './account.css';

/**
 * /account: profile, mobile number and order updates (docs/NOTIFICATIONS.md), password,
 * sessions, and leaving for good (docs/ACCOUNT.md).
 */
export function AccountPage() {
  return (
    <section className="sf-page sf-account-page">
      <h1 className="sf-page__title">
        My <span className="sf-accent">Account</span>
      </h1>
      <RequireShopper returnTo="/account" loginTitle="Log in to see your account">
        <AccountSections />
      </RequireShopper>
    </section>
  );
}

function AccountSections() {
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <>
      <ProfileSection key={user._id} user={user} />
      <NotificationsSections />
      <PasswordSection />
      <SessionsSection />
      <p>
        <Link to="/addresses">My addresses</Link>
      </p>
      <DeleteAccountSection />
    </>
  );
}
