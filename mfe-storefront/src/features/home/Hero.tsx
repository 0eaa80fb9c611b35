import { useShopProfile } from '../shop/shopSettingsApi';
import { useDeliveryPromise } from '../shop/useDeliveryPromise';
import { HeroView } from './HeroView';

/**
 * The home banner of the full app: the owner's headline and text (shop settings) and the
 * delivery promise that is true now (useDeliveryPromise; none when nothing true can be said).
 */
export function Hero() {
  const profile = useShopProfile();
  const promise = useDeliveryPromise();
  return <HeroView title={profile.heroTitle} lead={profile.heroLead} promise={promise} />;
}
