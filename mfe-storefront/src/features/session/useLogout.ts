import { useCallback } from 'react';
import { useNavigate } from '@greencart/shared-ui/router';
import { notify } from '@greencart/shared-ui';
import { useAppDispatch } from '../../app/hooks';
import { rejectionMessage } from '../../lib/apiErrors';
import { useLogoutMutation } from './sessionApi';
import { signedOut } from './sessionSlice';

/** Logs the shopper out: clears the user (and their cart on this device) and goes to /. */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    try {
      const answer = await logout().unwrap();
      dispatch(signedOut());
      navigate('/');
      if (answer.message) notify.success(answer.message);
    } catch (rejection) {
      notify.error(rejectionMessage(rejection));
    }
  }, [dispatch, logout, navigate]);
}
