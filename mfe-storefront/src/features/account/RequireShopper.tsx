import type { ReactNode } from 'react';
import { Button, EmptyState, Spinner } from '@greencart/shared-ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useStorefrontT } from '../../i18n/catalogue';
import { openAuthModal, selectAuthChecked, selectUser } from '../session/sessionSlice';

/** Props of {@link RequireShopper}. */
export interface RequireShopperProps {
  /** Where the login modal returns to (this page). */
  returnTo: string;
  /** What the visitor is asked to log in for, e.g. "Log in to manage your addresses". */
  loginTitle: string;
  children: ReactNode;
}

/**
 * The account pages' gate: a spinner until the session check answers (a logged-in shopper
 * reloading the page stays on it), a login prompt for a visitor, else the page.
 */
export function RequireShopper({ returnTo, loginTitle, children }: RequireShopperProps) {
  const t = useStorefrontT();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const authChecked = useAppSelector(selectAuthChecked);
  if (!user && !authChecked) return <Spinner label={t('account.checkingSession')} />;
  if (!user) {
    return (
      <EmptyState
        title={loginTitle}
        action={
          <Button onClick={() => dispatch(openAuthModal({ mode: 'login', returnTo }))}>
            {t('nav.login')}
          </Button>
        }
      />
    );
  }
  return <>{children}</>;
}
