import { useCallback, useMemo, useRef, useState } from 'react';
import type { AppProps } from './app/appProps';
import { useLocation } from '@greencart/shared-ui/router';
import '@greencart/shared-ui/styles.css';
import { StartupFrame } from './app/StartupFrame';
import { lazyPageFor, routeFor } from './app/routeTable';
import { applyDocumentLanguage, initialLanguage, useModule } from '@greencart/shared-ui/startup';
import {
  LandingPainted,
  useLargestPaint,
  useScriptFontAfter,
  useScriptFontReady,
  useWebFontAfter,
} from './app/startup/landingPaint';
import { startupHeroWords } from './app/startup/heroWords';
import { apiCallsFor, type StorefrontRoute } from './app/routeTable';
import type { AccountFrame } from './app/startup/AccountFrames';

export type { AppProps } from './app/appProps';

/**
 * The full app's chunk (store, data, screens), its modules run a part per task
 * (app/startup/appParts.ts), so no one long task blocks input on a phone.
 */
async function loadStorefrontApp(config: AppProps['config']) {
  // Not in the task of the render's effects that asked for it: the chunk's files are asked for
  // in one task (a script element each), and with the effects they made a 20-30 ms task.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { storefrontAppParts } = await import(
    /* webpackChunkName: "storefront-app" */ './app/startup/appParts'
  );
  for (const part of storefrontAppParts(config)) {
    await part();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return import(/* webpackChunkName: "storefront-app" */ './app/StorefrontApp');
}

const isImage = (element: Element) => element.tagName === 'IMG';

/** The start-up frames of the listing and product pages (their own chunk: not on the home page). */
const loadPageFrames = () =>
  import(/* webpackChunkName: "startup-frames" */ './app/startup/PageFrames').catch(
    () => 'failed' as const,
  );

/** An account page's start-up frame: either chunk exports an `AccountFrame`. */
type AccountFrames = Promise<{ AccountFrame: typeof AccountFrame } | 'failed'>;

/** The cart's and an order page's start-up frames (app/startup/AccountFrames.tsx). */
const loadAccountFrames = (): AccountFrames =>
  import(/* webpackChunkName: "startup-frames-account" */ './app/startup/AccountFrames').catch(
    () => 'failed' as const,
  );
/** My Orders' start-up frame (app/startup/OrdersFrame.tsx), the same way. */
const loadOrdersFrame = (): AccountFrames =>
  import(/* webpackChunkName: "startup-frames-orders" */ './app/startup/OrdersFrame').catch(
    () => 'failed' as const,
  );

/** Which start-up frame a landing page shows, and its first API GET (an account frame's: its path). */
interface FramePlan {
  page: string;
  path: string;
  category?: string;
  /** One of the account frames (`frameChunk` in routes.json): it paints text, not an image. */
  account?: boolean;
}

/**
 * The start-up frame of a landing page that paints its largest image from its first API answer
 * (`paintsFromFrame` in routes.json, app/startup/PageFrames.tsx), or null (then the full app
 * loads at once). A listing with a search, sort or cursor in its address asks for another
 * answer than the one the shell preloaded: no frame there.
 */
function framePlanFor(route: StorefrontRoute, pathname: string, search: string): FramePlan | null {
  if (!route.paintsFromFrame) return null;
  const [path] = apiCallsFor(route, pathname);
  if (route.page === 'product') return { page: 'product', path };
  if (search !== '') return null;
  if (route.frameChunk) return { page: route.page, path: pathname, account: true };
  const category = route.page === 'category' ? pathname.split('/').filter(Boolean)[1] : undefined;
  return { page: 'listing', path, category };
}

/**
 * The full app's chunk and, when the landing page is a screen of its own, that screen's
 * chunk too, so the first render shows the screen rather than its loading state.
 */
async function loadForLanding(config: AppProps['config'], pathname: string, search: string) {
  const { default: StorefrontApp, prepareStore } = await loadStorefrontApp(config);
  // The screen's chunk is asked for after the app's parts have run (the shell preloaded its
  // files): asked for with them, it ran the app's modules it imports (the store, RTK Query) in
  // one long task of its own. Its style sheet then comes after the app's: no rule of a screen
  // may depend on coming before a shared component's (products.css, `.sf-detail__qty`).
  const page = lazyPageFor(pathname)?.preload();
  // The store asks for the page's first answers while the page's chunk finishes arriving.
  const [prepared] = await Promise.all([prepareStore(config, pathname, search), page]);
  return { StorefrontApp, prepared };
}

/**
 * The storefront remote (`storefront/App`): every shopper screen with navbar and footer.
 * It paints its frame (and the home hero) at once, then loads the rest
 * (`app/StorefrontApp.tsx`): on the home page once the hero has painted; elsewhere at once
 * (the shell has already preloaded that chunk and the page's first API answers). It renders
 * routes relative to where the shell mounts it and never a Router (routing is the shared
 * `@greencart/shared-ui/router`).
 */
export default function App({ config }: AppProps) {
  // The language the page starts in, known without any catalogue; the frame's hero says the
  // shop's default words in it (inlined from the catalogues, startup/heroWords.ts).
  const [language] = useState(() => {
    const initial = initialLanguage();
    applyDocumentLanguage(initial);
    return initial;
  });
  // The storefront is mounted at `/*` (shell and standalone): its home is the site root.
  const { pathname, search } = useLocation();
  const home = pathname === '/';
  const frame = useRef<HTMLDivElement>(null);
  const inHero = useCallback(
    (element: Element) => frame.current?.querySelector('.sf-hero')?.contains(element) === true,
    [],
  );
  const inFrame = useCallback((element: Element) => frame.current?.contains(element) === true, []);
  const inFrameImage = useCallback(
    (element: Element) => element.tagName === 'IMG' && frame.current?.contains(element) === true,
    [],
  );
  // On the home page in Sinhala or Tamil, the hero's words wait for their script's font (at most
  // 3 s), so the largest paint is the headline in that font (useScriptFontReady); the header's
  // name, painted before it, does not count.
  const heroWordsReady = useScriptFontReady(home, language);
  const heroPainted = useLargestPaint(home, inHero);
  // The first pathname only: the loads below serve the page the shopper landed on.
  const [landing] = useState(pathname);
  const [landingSearch] = useState(search);
  const [frameEmpty, setFrameEmpty] = useState(false);
  // On the listing and product pages, a frame paints the largest image from the preloaded API
  // answer; the full app loads once that image is reported painted (or the frame has none).
  const [framePlan] = useState(() => framePlanFor(routeFor(pathname), pathname, search));
  const frames = useModule(framePlan && !framePlan.account ? loadPageFrames : null);
  const accountFrames = useModule(
    framePlan?.account
      ? framePlan.page === 'my-orders'
        ? loadOrdersFrame
        : loadAccountFrames
      : null,
  );
  // An account frame's largest paint is text (the header's logo is never one: the boot
  // splash's larger name was reported before it).
  const frameImagePainted = useLargestPaint(
    framePlan !== null,
    framePlan?.account ? inFrame : inFrameImage,
  );
  const painted =
    heroWordsReady &&
    heroPainted &&
    (frameImagePainted || frameEmpty || frames === 'failed' || accountFrames === 'failed');
  const imagePainted = useLargestPaint(routeFor(landing).paintsImage === true, isImage);
  // An account frame's text is its largest paint: drawn in Outfit at once (AccountFrames.tsx).
  // The listing and product frames draw their Latin letters in Outfit's fallback until their
  // image has painted, in every language (in Sinhala and Tamil their words wait for the
  // script's Noto and `Outfit Start`, its spaces and punctuation: PageFrames.tsx).
  useWebFontAfter((painted && imagePainted) || framePlan?.account === true);
  const load = useMemo(
    () => (painted ? () => loadForLanding(config, landing, landingSearch) : null),
    [painted, config, landing, landingSearch],
  );
  const full = useModule(load);
  // Sinhala or Tamil: the whole script font, asked for once the largest paint is in (the
  // listing and product frames drew their words in its frame part; elsewhere the shell
  // preloaded it). The full app renders once it is in (at most 3 s), its words laid out once.
  const scriptFontLoaded = useScriptFontAfter(painted, language);

  if (!full || !scriptFontLoaded) {
    const frameProps = {
      apiUrl: config.apiUrl,
      language,
      onNothing: () => setFrameEmpty(true),
    };
    const pageFrame = framePlan?.account ? (
      accountFrames && accountFrames !== 'failed' ? (
        <accountFrames.AccountFrame
          {...frameProps}
          page={framePlan.page}
          pathname={landing}
          shop={config}
        />
      ) : null
    ) : !framePlan || !frames || frames === 'failed' ? null : framePlan.page === 'product' ? (
      <frames.ProductFrame {...frameProps} path={framePlan.path} />
    ) : (
      <frames.ListingFrame {...frameProps} path={framePlan.path} category={framePlan.category} />
    );
    return (
      <StartupFrame
        ref={home || framePlan ? frame : undefined}
        hero={startupHeroWords(language)}
        heroWordsReady={heroWordsReady}
        page={framePlan ? pageFrame : undefined}
      />
    );
  }
  const { StorefrontApp, prepared } = full;
  return (
    <LandingPainted.Provider value={painted && imagePainted}>
      <StorefrontApp config={config} prepared={prepared} />
    </LandingPainted.Provider>
  );
}
