import { DEFAULT_HERO } from '@greencart/contracts/shop-defaults';
import { useShopProfile } from '../shop/shopSettingsApi';
import { useDeliveryPromise } from '../shop/useDeliveryPromise';
import { HeroView } from './HeroView';
import { useStorefrontT } from '../../i18n/catalogue';

/**
 * The home banner of the full app: the owner's headline and text (shop settings) and the
 * delivery promise that is true now (useDeliveryPromise; none when nothing true can be said).
 */
export function Hero() {
  const t = useStorefrontT();
  const profile = useShopProfile();
  const promise = useDeliveryPromise();
  // The owner's own words as written; the shop's default words in the shopper's language.
  const title =
    profile.heroTitle === DEFAULT_HERO.heroTitle ? t('home.heroTitle') : profile.heroTitle;
  const lead = profile.heroLead === DEFAULT_HERO.heroLead ? t('home.heroLead') : profile.heroLead;
  return (
    <HeroView
      title={title}
      lead={lead}
      promise={promise}
      actions={{ shopNow: t('home.shopNow'), exploreDeals: t('home.exploreDeals') }}
    />
  );
}
