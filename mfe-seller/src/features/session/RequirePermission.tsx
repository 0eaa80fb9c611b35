import { roleCan, type StaffPermission } from '@greencart/contracts';
import { Spinner } from '@greencart/shared-ui';
import { Link } from '@greencart/shared-ui/router';
import type { ReactNode } from 'react';
import { landingPageOf } from './roleLanding';
import { useStaffRole } from './useStaffRole';
import './session.css';
import { useSellerT } from '../../i18n/catalogue';

/** Props of {@link RequirePermission}. */
export interface RequirePermissionProps {
  /** What the page needs, as the API route it calls declares (the contracts' role table). */
  permission: StaffPermission;
  /** The page. */
  children: ReactNode;
}

/**
 * The seller routes' guard: the page only for a role that has `permission`. The sidebar
 * already hides what a role may not use; this is for a typed or bookmarked URL, which would
 * otherwise render a page whose every call the API refuses (403). A refused role is told so
 * and sent to the page it lands on. Until is-auth has named the role (just after a login) a
 * spinner shows, so the page never starts its requests for a role that may not make them.
 * The API's guard stays the security boundary; this is the portal being honest about it.
 */
export function RequirePermission({ permission, children }: RequirePermissionProps) {
  const t = useSellerT();
  const role = useStaffRole();
  if (role === null) return <Spinner label={t('session.checkingWhatYourRoleMay')} />;
  if (roleCan(role, permission)) return children;
  const landing = landingPageOf(role);
  return (
    <section className="seller-refusal" aria-labelledby="seller-refusal-title">
      <h1 id="seller-refusal-title" className="seller-page-title">
        {t('session.yourRoleRoleCannotOpen', { role })}
      </h1>
      <p>{t('session.ifYouNeedItFor')}</p>
      <p>
        <Link to={landing.path}>{t('session.goToName', { name: t(landing.name) })}</Link>
      </p>
    </section>
  );
}
