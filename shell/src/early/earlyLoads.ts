/**
 * The shell's early loads, inlined in index.html by the build (tools/webpack/hostPage.mjs) to
 * run while the HTML is parsed (docs/FRONTEND-CONTRACT.md "How a page loads"). Transpiled on
 * its own: it must import nothing.
 */

/** True for the paths the seller remote owns (the storefront is not loaded early there). */
export function isSellerPath(pathname: string): boolean {
  return pathname === '/seller' || pathname.startsWith('/seller/');
}

/** The storefront manifest fetched early, with the URL it came from. */
export type EarlyManifest = { url: string; response: Response };

/** What main.ts receives: /config.json's response and, on storefront pages, the manifest's. */
export type EarlyLoads = { config: Promise<Response>; manifest: Promise<EarlyManifest | null> };

declare global {
  interface Window {
    /** Set by the script inlined in index.html; taken once by main.ts. */
    __greencartEarly?: EarlyLoads;
    /**
     * API answers the inline script fetched itself (a route's `images`), by absolute URL; the
     * storefront's start-up frame takes each once (mfe-storefront app/startup/earlyAnswers.ts).
     */
    __greencartEarlyAnswers?: Record<string, Promise<Response>>;
  }
}

/**
 * The images a start-up frame paints from a route's first API answer: `image[0]` of the
 * answer's field `from` (an array, its first `count` items, or one object), at the card size
 * when `card` (`.webp` → `.card.webp`, shared-ui's `cardImage`), resolved on the API as
 * shared-ui's `assetUrl` does.
 */
export interface FrameImages {
  from: string;
  count: number;
  card?: boolean;
}

/**
 * One route of a remote's preload plan (tools/webpack/preloadPlan.mjs): `route` with `*` for
 * any one segment ("*" alone: any path), `files` relative to the manifest, the share keys they
 * consume, and API GET paths where `{n}` is the landing path's segment n.
 */
export interface PreloadRoute {
  route: string;
  files: string[];
  shared: string[];
  api: string[];
  /** Set where a start-up frame paints images from the answer to `api[0]`. */
  images?: FrameImages;
}

/** For each shared module the shell provides but does not load at start-up, its files. */
export type SharedFiles = Record<string, string[]>;

function addLink(attributes: Record<string, string>, parent: ParentNode = document.head): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  parent.appendChild(link);
}

function preloadFile(file: string, base: string, parent: ParentNode): void {
  const as = { js: 'script', css: 'style' }[file.split('.').pop() ?? ''];
  if (as) addLink({ rel: 'preload', as, href: new URL(file, base).href }, parent);
}

/**
 * How a route's first GET is started when the route has `images` ({@link fetchWithImages}): set
 * by the inline script ({@link installEarlyLoads}); unset, that GET is preloaded as any other.
 */
let withImages: ((href: string, images: FrameImages, api: string) => void) | undefined;

/** Sets (undefined: clears) how a route with `images` starts its first GET. */
export function setFrameImagesFetch(fetcher: typeof withImages): void {
  withImages = fetcher;
}

/** The URLs of the frame's images in `body`, an answer to the route's first GET. */
export function frameImageUrls(body: unknown, images: FrameImages, api: string): string[] {
  const found = (body as Record<string, unknown> | null)?.[images.from];
  const items = Array.isArray(found) ? found.slice(0, images.count) : found ? [found] : [];
  return items.flatMap((item) => {
    const path = (item as { image?: unknown } | null)?.image;
    const first = Array.isArray(path) ? path[0] : undefined;
    if (typeof first !== 'string' || first === '') return [];
    const url = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(first)
      ? first
      : `${api}${first.startsWith('/') ? '' : '/'}${first}`;
    return [images.card ? url.replace(/(?<!\.card)\.webp(?=$|[?#])/i, '.card.webp') : url];
  });
}

/**
 * GETs `href` as the storefront does (credentials, `Accept`), keeps the response for the
 * storefront's frame, and preloads the images the frame will paint from it at high priority:
 * they are requested as soon as the answer arrives, not once the scripts that paint them have
 * arrived and run (e2e/bench/README.md, "web.mjs").
 */
export function fetchWithImages(href: string, images: FrameImages, api: string): void {
  const answer = fetch(href, { credentials: 'include', headers: { Accept: 'application/json' } });
  // Handled by the storefront's frame; meanwhile not reported as unhandled.
  answer.catch(() => undefined);
  (window.__greencartEarlyAnswers ??= {})[href] = answer;
  answer
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body: unknown) => {
      for (const url of frameImageUrls(body, images, api))
        addLink({ rel: 'preload', as: 'image', href: url, fetchpriority: 'high' });
    })
    .catch(() => undefined);
}

/**
 * `path` as the storefront asks for it in `language`: its store adds `lang=si|ta` to every
 * `/api/product/…` GET (storefrontApi.ts `withLanguage`, and `inLanguage` in its
 * app/startup/earlyAnswers.ts, the rule this repeats: this script imports nothing); English,
 * and no language, send none. Preloaded without it, a Sinhala page's listing was fetched twice
 * and its frame painted a round trip later.
 */
export function inStartingLanguage(path: string, language: string | null): string {
  if (language === null || language === 'en' || !path.startsWith('/api/product/')) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
}

/** True when `pathname` matches the plan route `route`. */
export function routeMatches(route: string, pathname: string): boolean {
  const wanted = route.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  if (route === '*') return true;
  return wanted.length === actual.length && wanted.every((s, i) => s === '*' || s === actual[i]);
}

/**
 * Preloads the first plan route matching `pathname`: its files, the shell's files of the
 * shared modules they consume, and its API GETs as credentialed fetches (what the
 * storefront's axios, fetch adapter, asks for), in `language` ({@link inStartingLanguage}).
 * Where the route names `images`, the inline script starts its first GET with
 * {@link fetchWithImages} instead.
 */
export function applyPreloadPlan(
  manifestUrl: string,
  plan: PreloadRoute[],
  pathname: string,
  apiUrl: string,
  sharedFiles: SharedFiles,
  language: string | null = null,
): PreloadRoute | undefined {
  const route = plan.find((entry) => routeMatches(entry.route, pathname));
  if (!route) return undefined;
  // The files' links go into <head> at once, in one fragment, not one insertion each.
  const links = document.createDocumentFragment();
  for (const file of route.files) preloadFile(file, manifestUrl, links);
  const shellFiles = new Set(route.shared.flatMap((key) => sharedFiles[key] ?? []));
  for (const file of shellFiles) preloadFile(file, window.location.href, links);
  document.head.appendChild(links);
  const api = new URL(apiUrl, window.location.href).href.replace(/\/+$/, '');
  const segments = pathname.split('/').filter(Boolean);
  for (const path of route.api) {
    const filled = path.replace(/\{(\d+)\}/g, (_, n: string) => segments[Number(n)] ?? '');
    const href = `${api}${inStartingLanguage(filled, language)}`;
    if (withImages && route.images && path === route.api[0]) withImages(href, route.images, api);
    else addLink({ rel: 'preload', as: 'fetch', crossorigin: 'use-credentials', href });
  }
  return route;
}

/**
 * The storefront's web fonts by language (its manifest's `metaData.greencartFonts`): the keys
 * are the shop's languages, English first; each font's file relative to the manifest and the
 * names a device's own copy goes by (fonts.css lists them as `local()` sources first).
 */
export type LanguageFonts = Record<
  string,
  { file: string; local?: string[]; pages?: 'frame' | 'other' }[]
>;

/** localStorage key of a visitor's chosen language (shared-ui/src/i18n/language.ts). */
const LANGUAGE_STORAGE_KEY = 'greencart.language';

/**
 * The language, among `languages`, the storefront will start this page in: the one kept in
 * this browser, else the first of the browser's languages whose primary subtag is one of
 * them, else null (the default, English). The same rule as shared-ui's `initialLanguage`
 * (`storedLanguage`, then contracts' `pickLanguage`), which this script cannot import.
 */
export function startingLanguage(languages: readonly string[]): string | null {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode, blocked): the browser's languages decide.
  }
  if (stored !== null && languages.includes(stored)) return stored;
  const preferred = navigator.languages?.length
    ? navigator.languages
    : navigator.language
      ? [navigator.language]
      : [];
  for (const tag of preferred) {
    const primary = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (primary !== undefined && languages.includes(primary)) return primary;
  }
  return null;
}

/**
 * Resolves true when this device has its own copy of a font named `names` (what fonts.css
 * will use instead of the file), false when it has none or cannot tell.
 */
export function hasLocalFont(names: readonly string[]): Promise<boolean> {
  if (names.length === 0 || typeof FontFace === 'undefined') return Promise.resolve(false);
  // In a task of its own: a browser's first `local()` lookup builds its table of the device's
  // font names (≈ 14 ms in Chromium on Linux, measured), and run right after the preload
  // plan's links it made one 36–61 ms task, blocking input on a phone.
  return new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
    try {
      const source = names.map((name) => `local("${name}")`).join(', ');
      return new FontFace('greencart-local-font', source).load().then(
        () => true,
        () => false,
      );
    } catch {
      return false;
    }
  });
}

/**
 * Preloads the web fonts of the language the page starts in (Sinhala's or Tamil's Noto, and
 * `Outfit Start`, Outfit's spaces and punctuation; none for English), each unless the device
 * has its own copy: its text is laid out in them from the
 * first paint, and found late (once the storefront's style sheet is applied and the text laid
 * out) the font came after the app's scripts (docs/FRONTEND-CONTRACT.md "How a page loads").
 * A font with `pages` is preloaded only on a `framePage` (the route's frame paints images: the
 * Noto's frame part) or only elsewhere (the whole Noto).
 */
export async function preloadLanguageFonts(
  manifestUrl: string,
  fonts: LanguageFonts,
  language: string | null = startingLanguage(Object.keys(fonts)),
  framePage = false,
): Promise<void> {
  const page = framePage ? 'frame' : 'other';
  const wanted = (language === null ? [] : (fonts[language] ?? [])).filter(
    (font) => font.pages === undefined || font.pages === page,
  );
  await Promise.all(
    wanted.map(async ({ file, local = [] }) => {
      if (await hasLocalFont(local)) return;
      const href = new URL(file, manifestUrl).href;
      // Fonts are always fetched without cookies in CORS mode: `crossorigin` makes the
      // preload's request the one @font-face asks for.
      addLink({ rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: 'anonymous', href });
    }),
  );
}

async function loadStorefrontManifest(
  config: Promise<Response>,
  pathname: string,
  sharedFiles: SharedFiles,
): Promise<EarlyManifest | null> {
  const configResponse = await config;
  if (!configResponse.ok) return null;
  type Config = { apiUrl?: unknown; remotes?: Record<string, unknown> };
  const { apiUrl, remotes } = (await configResponse.clone().json()) as Config;
  if (typeof apiUrl !== 'string' || typeof remotes?.storefront !== 'string') return null;
  // Without `crossorigin`: the storefront's requests and images carry cookies.
  const apiOrigin = new URL(apiUrl, window.location.href).origin;
  if (apiOrigin !== window.location.origin) addLink({ rel: 'preconnect', href: apiOrigin });
  const url = remotes.storefront;
  const response = await fetch(url);
  if (response.ok) {
    type Manifest = {
      metaData?: { greencartPreload?: PreloadRoute[]; greencartFonts?: LanguageFonts };
    };
    const { metaData } = (await response.clone().json()) as Manifest;
    const fonts = metaData?.greencartFonts ?? {};
    const language = startingLanguage(Object.keys(fonts));
    const plan = metaData?.greencartPreload ?? [];
    const route = applyPreloadPlan(url, plan, pathname, apiUrl, sharedFiles, language);
    // Not awaited: the manifest is handed on at once; the fonts' check takes a moment.
    void preloadLanguageFonts(url, fonts, language, route?.images !== undefined);
  }
  return { url, response };
}

/** `/config.json`, never cached. */
function fetchConfig(): Promise<Response> {
  const config = fetch('/config.json', {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  // Handled where `config` is used; meanwhile not reported as unhandled.
  config.catch(() => undefined);
  return config;
}

/** Starts the early loads for the page at `pathname`. Never throws or rejects unhandled. */
export function startEarlyLoads(pathname: string, sharedFiles: SharedFiles = {}): EarlyLoads {
  const config = fetchConfig();
  const manifest = isSellerPath(pathname)
    ? Promise.resolve(null)
    : loadStorefrontManifest(config, pathname, sharedFiles).catch(() => null);
  return { config, manifest };
}

/** What index.html's inline script runs, with the build's {@link SharedFiles}. */
export function installEarlyLoads(sharedFiles: SharedFiles): void {
  setFrameImagesFetch(fetchWithImages);
  window.__greencartEarly = startEarlyLoads(window.location.pathname, sharedFiles);
}

/**
 * The loads the inline script started, handed out once. Without them (an index.html without
 * the build's inline script) only the config is fetched now, and the federation runtime fetches
 * the manifest itself: main.js, which every page loads before its largest paint, then carries
 * none of the preload plan's code (the start-up budget, docs/FRONTEND-CONTRACT.md).
 */
export function takeEarlyLoads(): EarlyLoads {
  const early = window.__greencartEarly ?? {
    config: fetchConfig(),
    manifest: Promise.resolve(null),
  };
  delete window.__greencartEarly;
  return early;
}
