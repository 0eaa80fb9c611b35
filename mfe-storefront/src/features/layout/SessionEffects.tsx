import { useGuestCartPersistence } from '../cart/useGuestCartPersistence';
import { useServerCartSync } from '../cart/useServerCartSync';
import { useSessionCheck } from '../session/useSessionCheck';
import { useAccountLanguage } from '../session/useAccountLanguage';
import { useCatalogueLanguage } from '../products/useCatalogueLanguage';

/**
 * The storefront's background work, mounted once: the load-time session check, the guest
 * cart in localStorage and the logged-in cart saved to the server.
 */
export function SessionEffects() {
  useSessionCheck();
  useAccountLanguage();
  useCatalogueLanguage();
  useGuestCartPersistence();
  useServerCartSync();
  return null;
}
