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
export interface EarlyManifest {
  url: string;
  response: Response;
}

/** What main.ts receives: /config.json's response and, on storefront pages, the manifest's. */
export interface EarlyLoads {
  config: Promise<Response>;
  manifest: Promise<EarlyManifest | null>;
}

declare global {
  interface Window {
    /** Set by the script inlined in index.html; taken once by main.ts. */
    __greencartEarly?: EarlyLoads;
  }
}

/** One route of a remote's preload plan (tools/webpack/preloadPlan.mjs). */
export interface PreloadRoute {
  /** A path whose `*` segments match any one segment; "*" alone matches every path. */
  route: string;
  /** Files relative to the manifest. */
  files: string[];
  /** Share keys the files consume. */
  shared: string[];
  /** GET paths under the API URL; `{n}` is the landing path's segment n. */
  api: string[];
}

/** For each shared module the shell provides but does not load at start-up, its files. */
export type SharedFiles = Record<string, string[]>;

function addLink(attributes: Record<string, string>): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.appendChild(link);
}

function preloadFile(file: string, base: string): void {
  const as = file.endsWith('.js') ? 'script' : file.endsWith('.css') ? 'style' : null;
  if (as) addLink({ rel: 'preload', as, href: new URL(file, base).href });
}

/** True when `pathname` matches the plan route `route`. */
export function routeMatches(route: string, pathname: string): boolean {
  if (route === '*') return true;
  const wanted = route.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  return (
    wanted.length === actual.length &&
    wanted.every((segment, index) => segment === '*' || segment === actual[index])
  );
}

/**
 * Preloads the first plan route matching `pathname`: its files, the shell's files of the
 * shared modules they consume, and its API GETs as credentialed fetches (what the
 * storefront's axios, fetch adapter, asks for).
 */
export function applyPreloadPlan(
  manifestUrl: string,
  plan: PreloadRoute[],
  pathname: string,
  apiUrl: string,
  sharedFiles: SharedFiles,
): void {
  const route = plan.find((entry) => routeMatches(entry.route, pathname));
  if (!route) return;
  for (const file of route.files) preloadFile(file, manifestUrl);
  const shellFiles = new Set(route.shared.flatMap((key) => sharedFiles[key] ?? []));
  for (const file of shellFiles) preloadFile(file, window.location.href);
  const api = new URL(apiUrl, window.location.href).href.replace(/\/+$/, '');
  const segments = pathname.split('/').filter(Boolean);
  for (const path of route.api) {
    const filled = path.replace(/\{(\d+)\}/g, (_, n: string) => segments[Number(n)] ?? '');
    const href = `${api}${filled}`;
    addLink({ rel: 'preload', as: 'fetch', crossorigin: 'use-credentials', href });
  }
}

async function loadStorefrontManifest(
  config: Promise<Response>,
  pathname: string,
  sharedFiles: SharedFiles,
): Promise<EarlyManifest | null> {
  const configResponse = await config;
  if (!configResponse.ok) return null;
  const { apiUrl, remotes } = (await configResponse.clone().json()) as {
    apiUrl?: unknown;
    remotes?: Record<string, unknown>;
  };
  if (typeof apiUrl !== 'string' || typeof remotes?.storefront !== 'string') return null;
  // Without `crossorigin`: the storefront's requests and images carry cookies.
  const apiOrigin = new URL(apiUrl, window.location.href).origin;
  if (apiOrigin !== window.location.origin) addLink({ rel: 'preconnect', href: apiOrigin });
  const url = remotes.storefront;
  const response = await fetch(url);
  if (response.ok) {
    const manifest = (await response.clone().json()) as {
      metaData?: { greencartPreload?: PreloadRoute[] };
    };
    const plan = manifest.metaData?.greencartPreload ?? [];
    applyPreloadPlan(url, plan, pathname, apiUrl, sharedFiles);
  }
  return { url, response };
}

/** Starts the early loads for the page at `pathname`. Never throws or rejects unhandled. */
export function startEarlyLoads(pathname: string, sharedFiles: SharedFiles = {}): EarlyLoads {
  const config = fetch('/config.json', {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  // Handled where `config` is used; meanwhile not reported as unhandled.
  config.catch(() => undefined);
  const manifest = isSellerPath(pathname)
    ? Promise.resolve(null)
    : loadStorefrontManifest(config, pathname, sharedFiles).catch(() => null);
  return { config, manifest };
}

/** What index.html's inline script runs, with the build's {@link SharedFiles}. */
export function installEarlyLoads(sharedFiles: SharedFiles): void {
  window.__greencartEarly = startEarlyLoads(window.location.pathname, sharedFiles);
}

/** The loads the inline script started (without it, started now), handed out once. */
export function takeEarlyLoads(): EarlyLoads {
  const early = window.__greencartEarly ?? startEarlyLoads(window.location.pathname);
  delete window.__greencartEarly;
  return early;
}
