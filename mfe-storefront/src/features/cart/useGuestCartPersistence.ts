import { useEffect } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../session/sessionSlice';
import { selectCartItems } from './cartSlice';
import { saveGuestCart, saveSubstitutions, saveWeighedLines } from './guestCart';

/**
 * Keeps the logged-out shopper's cart in localStorage so it survives a reload. Once a
 * user is logged in the guest copy has been merged into the saved cart, so it is cleared.
 * The lines' substitution choices are kept on this device in both cases (the saved cart has
 * no place for them); signing out forgets them with the cart.
 */
export function useGuestCartPersistence(): void {
  const loggedIn = useAppSelector((state) => selectUser(state) !== null);
  const items = useAppSelector(selectCartItems);
  const substitutions = useAppSelector((state) => state.cart.substitutions);
  const weighed = useAppSelector((state) => state.cart.weighed);
  useEffect(() => {
    saveGuestCart(loggedIn ? {} : items);
  }, [loggedIn, items]);
  // Logged in, the server names the weighed lines (`cartWeighed`) at every session check.
  useEffect(() => {
    saveWeighedLines(loggedIn ? {} : (weighed ?? {}));
  }, [loggedIn, weighed]);
  useEffect(() => {
    saveSubstitutions(substitutions ?? {});
  }, [substitutions]);
}
