import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { sessionApi } from './sessionApi';
import { sessionChecked } from './sessionSlice';
import { completeSignIn } from './completeSignIn';

/**
 * Runs `GET /api/user/is-auth` once when the storefront mounts: a logged-in user gets
 * their saved cart back. "Not logged in" is the normal answer for a visitor, so a failure
 * only marks the check as done (no error toast).
 */
export function useSessionCheck(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    // Ignore the answer after unmount (and StrictMode's first, discarded effect run).
    let active = true;
    const request = dispatch(sessionApi.endpoints.checkSession.initiate());
    request
      .unwrap()
      .then((user) => active && dispatch(completeSignIn(user)))
      .catch(() => active && dispatch(sessionChecked()));
    return () => {
      active = false;
      request.unsubscribe();
    };
  }, [dispatch]);
}
