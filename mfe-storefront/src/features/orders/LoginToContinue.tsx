import { Button, EmptyState } from '@greencart/shared-ui';
import { useLocation } from '@greencart/shared-ui/router';
import { useAppDispatch } from '../../app/hooks';
import { openAuthModal } from '../session/sessionSlice';
import { useStorefrontT } from '../../i18n/catalogue';

/**
 * What a shopper's page shows a visitor who is not logged in (e.g. opening an order from an
 * email link): a Login button opening the login modal, which brings them back to this very
 * page (path and query) once they are in.
 */
export function LoginToContinue({ title }: { title: string }) {
  const t = useStorefrontT();
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  return (
    <EmptyState
      title={title}
      action={
        <Button
          onClick={() =>
            dispatch(openAuthModal({ mode: 'login', returnTo: `${pathname}${search}` }))
          }
        >
          {t('nav.login')}
        </Button>
      }
    />
  );
}
