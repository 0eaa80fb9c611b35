import type { Ref } from 'react';
import { Link, Route, Routes } from '@greencart/shared-ui/router';
import { DEFAULT_HERO } from '@greencart/contracts/shop-defaults';
import { HeroView } from '../features/home/HeroView';
import { Logo } from '../features/layout/icons';
import '../features/home/home.css';
import '../features/layout/layout.css';

/**
 * What the storefront shows while its main chunk (store, data, screens) loads: the header
 * bar at its full height with the logo, and on the home page the real banner (`HeroView`, with
 * the default words: the store's settings are not loaded yet), so the largest
 * paint (the hero headline) waits for no Redux, RTK Query or axios. Same classes and
 * boxes as `StorefrontLayout` + `HomePage`, so nothing moves when the full app replaces it.
 * `ref` lets `App` see when the hero inside has painted.
 */
export function StartupFrame({ ref, hero = true }: { ref?: Ref<HTMLDivElement>; hero?: boolean }) {
  return (
    <div className="sf-app" ref={ref}>
      <header className="sf-header">
        <div className="sf-header__bar">
          <Link to="/" className="sf-logo" aria-label="GreenCart home">
            <Logo />
          </Link>
        </div>
      </header>
      <main id="main" className="sf-main" tabIndex={-1}>
        <Routes>
          <Route
            index
            element={
              hero ? (
                <div className="sf-page sf-home">
                  {/* The default words (no store yet): the full app shows the owner's. */}
                  <HeroView
                    title={DEFAULT_HERO.heroTitle}
                    lead={DEFAULT_HERO.heroLead}
                    promise={null}
                  />
                </div>
              ) : (
                <div className="sf-page sf-home" />
              )
            }
          />
          <Route path="*" element={null} />
        </Routes>
      </main>
    </div>
  );
}
