import { useEffect } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../session/sessionSlice';
import { selectCartItems } from './cartSlice';
import { saveGuestCart } from './guestCart';

/**
 * Keeps the logged-out shopper's cart in localStorage so it survives a reload. Once a
 * user is logged in the guest copy has been merged into the saved cart, so it is cleared.
 */
export function useGuestCartPersistence(): void {
  const loggedIn = useAppSelector((state) => selectUser(state) !== null);
  const items = useAppSelector(selectCartItems);
  useEffect(() => {
    saveGuestCart(loggedIn ? {} : items);
  }, [loggedIn, items]);
}
