import { useNavigate } from '@greencart/shared-ui/router';
import { Button, SessionList, Spinner, notify } from '@greencart/shared-ui';
import { useAppDispatch } from '../../app/hooks';
import { rejectionMessage } from '../../lib/apiErrors';
import { signedOut } from '../session/sessionSlice';
import {
  useEndSessionMutation,
  useGetSessionsQuery,
  useLogoutEverywhereMutation,
} from './accountApi';

/** The account's open sessions (shared-ui's list): log one out, or every one ("log out everywhere"). */
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
      <SessionList
        sessions={sessions ?? []}
        onEnd={(id) => void end(id)}
        endingId={ending.isLoading ? ending.originalArgs : null}
      />
      <Button variant="danger" loading={leaving.isLoading} onClick={() => void everywhere()}>
        Log out everywhere
      </Button>
    </section>
  );
}
