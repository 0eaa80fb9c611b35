import type { ReactNode, Ref } from 'react';
import { Link, Route, Routes } from '@greencart/shared-ui/router';
import { HeroView } from '../features/home/HeroView';
import type { HeroWords } from './startup/heroWords';
import { Logo } from '../features/layout/Logo';
import '../features/home/home.css';
import '../features/layout/layout.css';

/**
 * What the storefront shows while its main chunk (store, data, screens) loads: the header
 * bar at its full height with the logo, and on the home page the real banner (`HeroView`, with
 * the shop's default words in the page's language, `startup/heroWords.ts`: the store's settings
 * and the catalogues are not loaded yet), so the largest paint (the hero headline) waits for no
 * Redux, RTK Query, axios or i18next. Same classes and
 * boxes as `StorefrontLayout` + `HomePage`, so nothing moves when the full app replaces it.
 * `ref` lets `App` see when the hero inside has painted. Until `heroWordsReady` (the script's
 * font has arrived, in Sinhala and Tamil: landingPaint.ts `useScriptFontReady`) the hero keeps
 * its place with its words hidden, so they are first drawn in their final font.
 */
export function StartupFrame({
  ref,
  hero,
  heroWordsReady = true,
  page,
}: {
  ref?: Ref<HTMLDivElement>;
  hero: HeroWords;
  heroWordsReady?: boolean;
  /** A landing page's own frame (app/startup/PageFrames.tsx), shown in the main area. */
  page?: ReactNode;
}) {
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
        {page ?? (
          <Routes>
            <Route
              index
              element={
                <div
                  className={heroWordsReady ? 'sf-page sf-home' : 'sf-page sf-home sf-home--font'}
                >
                  {/* The default words (no store yet): the full app shows the owner's. */}
                  <HeroView
                    title={hero.title}
                    lead={hero.lead}
                    promise={null}
                    actions={hero.actions}
                  />
                </div>
              }
            />
            <Route path="*" element={null} />
          </Routes>
        )}
      </main>
    </div>
  );
}
