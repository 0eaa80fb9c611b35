import { Link } from '@greencart/shared-ui/router';
import { useShopProfile } from '../shop/shopSettingsApi';
import { useDeliveryPromise } from '../shop/useDeliveryPromise';

/**
 * The home banner: the owner's headline and text (shop settings) and a delivery promise that
 * is true now (useDeliveryPromise; none shown when nothing true can be said). Text and CSS
 * only, so the largest paint is this headline and needs no image download (Lighthouse budget,
 * e2e/bench/README.md).
 */
export function Hero() {
  const profile = useShopProfile();
  const promise = useDeliveryPromise();
  return (
    <section className="sf-hero" aria-labelledby="sf-hero-title">
      <div className="sf-hero__content">
        {promise ? <p className="sf-hero__eyebrow">{promise}</p> : null}
        <h1 id="sf-hero-title" className="sf-hero__title">
          {profile.heroTitle}
        </h1>
        {profile.heroLead ? <p className="sf-hero__lead">{profile.heroLead}</p> : null}
        <div className="sf-hero__actions">
          <Link to="/products" className="sf-button-link sf-button-link--primary">
            Shop Now
          </Link>
          <Link to="/products" className="sf-button-link sf-button-link--ghost">
            Explore deals <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
      <div className="sf-hero__art" aria-hidden="true">
        <span className="sf-hero__blob sf-hero__blob--one" />
        <span className="sf-hero__blob sf-hero__blob--two" />
        <span className="sf-hero__blob sf-hero__blob--three" />
      </div>
    </section>
  );
}
