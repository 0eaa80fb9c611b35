import { Link } from '@greencart/shared-ui/router';

/** What the banner says: the owner's headline and text, and a promise that is true now. */
export interface HeroViewProps {
  title: string;
  lead: string;
  /** Null: no promise is shown (nothing true can be said). */
  promise: string | null;
  /** The buttons' words (the startup frame's come from startup/heroWords.ts, without i18next). */
  actions?: { shopNow: string; exploreDeals: string };
}

const ENGLISH_ACTIONS = { shopNow: 'Shop Now', exploreDeals: 'Explore deals' };

/**
 * The home banner as drawn. Text and CSS only, so the largest paint is this headline and needs
 * no image download (Lighthouse budget, e2e/bench/README.md); it needs no store either, so the
 * startup frame (app/StartupFrame.tsx) paints it before Redux loads.
 */
export function HeroView({ title, lead, promise, actions = ENGLISH_ACTIONS }: HeroViewProps) {
  return (
    <section className="sf-hero" aria-labelledby="sf-hero-title">
      <div className="sf-hero__content">
        {promise ? <p className="sf-hero__eyebrow">{promise}</p> : null}
        <h1 id="sf-hero-title" className="sf-hero__title">
          {title}
        </h1>
        {lead ? <p className="sf-hero__lead">{lead}</p> : null}
        <div className="sf-hero__actions">
          <Link to="/products" className="sf-button-link sf-button-link--primary">
            {actions.shopNow}
          </Link>
          <Link to="/deals" className="sf-button-link sf-button-link--ghost">
            {actions.exploreDeals} <span aria-hidden="true">→</span>
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
