import { useNavigate } from '@greencart/shared-ui/router';
import { Button, Spinner, formatDateTime, notify } from '@greencart/shared-ui';
import { useAppDispatch } from '../../app/hooks';
import { rejectionMessage } from '../../lib/apiErrors';
import { signedOut } from '../session/sessionSlice';
import {
  useEndSessionMutation,
  useGetSessionsQuery,
  useLogoutEverywhereMutation,
} from './accountApi';

/** The account's open sessions: log one out, or every one ("log out everywhere"). */
export function SessionsSection() {
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
      <h2 id="sf-account-sessions">Where you are logged in</h2>
      {isLoading ? <Spinner label="Loading your sessions" /> : null}
      <ul className="sf-account__sessions">
        {(sessions ?? []).map((session) => {
          const since = formatDateTime(session.createdAt);
          return (
            <li key={session.id}>
              <span>
                Logged in {since}
                {session.current ? ' (this device)' : ''}
              </span>
              {session.current ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={ending.isLoading && ending.originalArgs === session.id}
                  aria-label={`Log out the session of ${since}`}
                  onClick={() => void end(session.id)}
                >
                  Log out
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Button variant="danger" loading={leaving.isLoading} onClick={() => void everywhere()}>
        Log out everywhere
      </Button>
    </section>
  );
}
