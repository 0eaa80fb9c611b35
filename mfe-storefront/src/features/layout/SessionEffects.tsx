import { useGuestCartPersistence } from '../cart/useGuestCartPersistence';
import { useServerCartSync } from '../cart/useServerCartSync';
import { useSessionCheck } from '../session/useSessionCheck';

/**
 * The storefront's background work, mounted once: the load-time session check, the guest
 * cart in localStorage and the logged-in cart saved to the server.
 */
export function SessionEffects() {
  useSessionCheck();
  useGuestCartPersistence();
  useServerCartSync();
  return null;
}
