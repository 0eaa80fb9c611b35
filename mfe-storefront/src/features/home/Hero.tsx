import { Link } from '@greencart/shared-ui/router';

/**
 * The home banner. Text and CSS only, so the largest paint is this headline and needs no
 * image download (Lighthouse budget, e2e/bench/README.md).
 */
export function Hero() {
  return (
    <section className="sf-hero" aria-labelledby="sf-hero-title">
      <div className="sf-hero__content">
        <p className="sf-hero__eyebrow">Delivered in under 30 minutes</p>
        <h1 id="sf-hero-title" className="sf-hero__title">
          Freshness you can trust, savings you will love!
        </h1>
        <p className="sf-hero__lead">
          Fresh vegetables, fruits, dairy and daily essentials from local farms to your door.
        </p>
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
