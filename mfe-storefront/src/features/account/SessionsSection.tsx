import { useNavigate } from '@greencart/shared-ui/router';
import { Button, SessionList, Spinner } from '@greencart/shared-ui';
import { notify } from '../../lib/notices';
import { useAppDispatch } from '../../app/hooks';
import { rejectionMessage } from '../../lib/apiErrors';
import { signedOut } from '../session/sessionSlice';
import {
  useEndSessionMutation,
  useGetSessionsQuery,
  useLogoutEverywhereMutation,
} from './accountApi';
import { useDateFormat } from '@greencart/shared-ui/i18n';
import { useStorefrontT } from '../../i18n/catalogue';

/** The account's open sessions (shared-ui's list): log one out, or every one ("log out everywhere"). */
export function SessionsSection() {
  const t = useStorefrontT();
  const dateFormat = useDateFormat();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: sessions, isLoading } = useGetSessionsQuery();
  const [endSession, ending] = useEndSessionMutation();
  const [logoutEverywhere, leaving] = useLogoutEverywhereMutation();

  const everywhere = async () => {
    try {
      const answer = await logoutEverywhere().unwrap();
      dispatch(signedOut());
      navigate('/');
      notify.success(answer.message);
    } catch (rejection) {
      notify.error(rejectionMessage(rejection));
    }
  };
  const end = async (id: string) => {
    try {
      notify.success((await endSession(id).unwrap()).message);
    } catch (rejection) {
      notify.error(rejectionMessage(rejection));
    }
  };

  return (
    <section className="sf-account__section" aria-labelledby="sf-account-sessions">
      <h2 id="sf-account-sessions">{t('account.sessions')}</h2>
      {isLoading ? <Spinner label={t('account.loadingSessions')} /> : null}
      <SessionList
        sessions={sessions ?? []}
        onEnd={(id) => void end(id)}
        labels={{
          loggedIn: t('account.loggedIn'),
          thisDevice: t('account.thisDevice'),
          locale: dateFormat.locale,
          logOut: t('account.logOutSession'),
          logOutLabel: (since) => t('account.logOutSessionOf', { since }),
        }}
        endingId={ending.isLoading ? ending.originalArgs : null}
      />
      <Button variant="danger" loading={leaving.isLoading} onClick={() => void everywhere()}>
        {t('account.logOutEverywhere')}
      </Button>
    </section>
  );
}
