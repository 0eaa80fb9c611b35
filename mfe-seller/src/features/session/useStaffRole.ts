import type { StaffRole } from '@greencart/contracts';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { sessionApi } from './sessionApi';

/**
 * The logged-in staff member's role, or null while unknown. After a login (whose answer does
 * not name the role) is-auth is asked once more to learn it.
 */
export function useStaffRole(): StaffRole | null {
  const dispatch = useAppDispatch();
  const { authenticated, role } = useAppSelector((state) => state.sellerSession);
  useEffect(() => {
    if (!authenticated || role !== null) return;
    const request = dispatch(
      sessionApi.endpoints.checkSellerAuth.initiate(undefined, { forceRefetch: true }),
    );
    return () => request.unsubscribe();
  }, [authenticated, role, dispatch]);
  return role;
}
