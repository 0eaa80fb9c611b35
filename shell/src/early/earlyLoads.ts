/**
 * Work the shell starts before any of its JavaScript files has downloaded: fetching
 * /config.json and, on storefront pages, the storefront's manifest, then preloading the
 * remote's entry and App files it lists, applying its preload plan for this page and opening
 * a connection to the API. Without this
 * the remote's chain (config → manifest → remoteEntry.js → App chunks → catalogue) would
 * start only after the shell's own chunks, several round trips before the first page paints.
 *
 * The build inlines this file into index.html, calling {@link installEarlyLoads}
 * (tools/webpack/inlineScript.mjs), so it runs while the HTML is parsed. It is transpiled on
 * its own: it must stay small and import nothing.
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

/** What bootstrap receives from the early start. */
export interface EarlyLoads {
  /** The response of `/config.json`, fetched without the HTTP cache. */
  config: Promise<Response>;
  /**
   * The storefront manifest fetched early, given once to the federation runtime (its `fetch`
   * hook) so it is not downloaded twice; null on seller pages or when it could not be fetched.
   */
  manifest: Promise<EarlyManifest | null>;
}

declare global {
  interface Window {
    /** Set by the script inlined in index.html; read once by main.ts. */
    __greencartEarly?: EarlyLoads;
  }
}

/**
 * One route of a remote's preload plan (`metaData.greencartPreload`, written by
 * tools/webpack/preloadPlan.mjs): files to preload and API GETs to start for pages matching
 * `route` (`*` segments match any one segment; "*" alone matches every path).
 */
export interface PreloadRoute {
  route: string;
  js?: string[];
  css?: string[];
  /** Shared modules its code consumes: the shell preloads its own provider files of these. */
  shared?: string[];
  api?: string[];
}

/**
 * The id of the JSON element in index.html listing, by share key, the files of the shared
 * modules the shell provides but does not load at start-up (tools/webpack/preloadStartup.mjs).
 */
export const SHARED_FILES_ELEMENT_ID = 'greencart-shared-files';

/** The shell's files of each shared module it provides but does not load at start-up, as listed
 * in index.html by the build (tools/webpack/preloadStartup.mjs `laterSharedFiles`). */
function sharedFilesInPage(): Record<string, string[]> {
  try {
    const json = document.getElementById(SHARED_FILES_ELEMENT_ID)?.textContent;
    return json ? (JSON.parse(json) as Record<string, string[]>) : {};
  } catch {
    return {};
  }
}

function preloadFile(href: string): void {
  if (href.endsWith('.js')) preload(href, 'script');
  else if (href.endsWith('.css')) preload(href, 'style');
}

/** The parts of an `mf-manifest.json` this module reads. */
interface ManifestShape {
  metaData?: {
    publicPath?: string;
    remoteEntry?: { path?: string; name?: string };
    greencartPreload?: PreloadRoute[];
  };
  exposes?: Array<{ assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

/** The parts of `/config.json` this module reads. */
interface ConfigShape {
  apiUrl?: unknown;
  remotes?: Record<string, unknown>;
}

function addLink(attributes: Record<string, string>): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.appendChild(link);
}

function preload(href: string, as: 'script' | 'style'): void {
  addLink({ rel: 'preload', as, href });
}

/** True when `pathname` matches a preload plan route. */
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
 * Applies the remote's preload plan for `pathname`: its files and the shell's files of the
 * shared modules they consume are preloaded, and its API GETs
 * started as credentialed fetch preloads, which the remote's own HTTP client (axios, fetch
 * adapter, `credentials: 'include'`) receives when it asks for the same URL. Only the first matching route counts.
 */
export function applyPreloadPlan(
  manifestUrl: string,
  manifest: ManifestShape,
  pathname: string,
  apiUrl: unknown,
): void {
  const plan = manifest.metaData?.greencartPreload;
  if (!Array.isArray(plan)) return;
  const route = plan.find((entry) => routeMatches(entry.route, pathname));
  if (!route) return;
  const base = assetBase(manifestUrl, manifest);
  for (const file of route.js ?? []) preload(new URL(file, base).href, 'script');
  for (const file of route.css ?? []) preload(new URL(file, base).href, 'style');
  const shellFiles = sharedFilesInPage();
  const sharedFiles = new Set((route.shared ?? []).flatMap((key) => shellFiles[key] ?? []));
  for (const file of sharedFiles) preloadFile(new URL(file, window.location.href).href);
  if (typeof apiUrl !== 'string') return;
  const api = new URL(apiUrl, window.location.href).href.replace(/\/+$/, '');
  // `{n}`: the landing path's segment n, as in the address bar (routes.json, `api`).
  const segments = pathname.split('/').filter(Boolean);
  for (const path of route.api ?? []) {
    const filled = path.replace(/\{(\d+)\}/g, (_, n: string) => segments[Number(n)] ?? '');
    addLink({
      rel: 'preload',
      as: 'fetch',
      crossorigin: 'use-credentials',
      href: `${api}${filled}`,
    });
  }
}

/** Where the remote's files live: its publicPath, or the manifest's folder when it is `auto`. */
function assetBase(manifestUrl: string, manifest: ManifestShape): string {
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? publicPath : './';
  return new URL(base, manifestUrl).href;
}

/** Preloads the remote's entry and the files of its exposed modules listed in the manifest. */
export function preloadRemoteFiles(manifestUrl: string, manifest: ManifestShape): void {
  const base = assetBase(manifestUrl, manifest);
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) preload(new URL(`${entry.path ?? ''}${entry.name}`, base).href, 'script');
  for (const expose of manifest.exposes ?? []) {
    for (const file of expose.assets?.js?.sync ?? []) preload(new URL(file, base).href, 'script');
    for (const file of expose.assets?.css?.sync ?? []) preload(new URL(file, base).href, 'style');
  }
}

/**
 * Opens the connection to the API before the storefront asks it for the catalogue (whose
 * images are the largest paint of most pages). Without `crossorigin`: the storefront's
 * requests and images carry cookies, and those use the credentialed connection pool.
 */
export function preconnectApi(apiUrl: unknown): void {
  if (typeof apiUrl !== 'string') return;
  try {
    const origin = new URL(apiUrl, window.location.href).origin;
    if (origin !== window.location.origin) addLink({ rel: 'preconnect', href: origin });
  } catch {
    // Not a URL: bootstrap reports the bad config.
  }
}

async function readJson<T>(response: Response): Promise<T | null> {
  return response.ok ? ((await response.clone().json()) as T) : null;
}

async function loadStorefrontManifest(
  config: Promise<Response>,
  pathname: string,
): Promise<EarlyManifest | null> {
  const body = await readJson<ConfigShape>(await config);
  preconnectApi(body?.apiUrl);
  const url = body?.remotes?.storefront;
  if (typeof url !== 'string') return null;
  const response = await fetch(url);
  const manifest = await readJson<ManifestShape>(response);
  if (manifest) {
    preloadRemoteFiles(url, manifest);
    applyPreloadPlan(url, manifest, pathname, body?.apiUrl);
  }
  return { url, response };
}

/** Starts the early loads for the page at `pathname`. Never throws or rejects unhandled. */
export function startEarlyLoads(pathname: string): EarlyLoads {
  const config = fetch('/config.json', {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  // Failures are handled where `config` is used; this keeps it from being reported as
  // unhandled in the meantime.
  config.catch(() => undefined);
  const manifest = isSellerPath(pathname)
    ? Promise.resolve(null)
    : loadStorefrontManifest(config, pathname).catch(() => null);
  return { config, manifest };
}

/** Starts the early loads for this page and leaves them where main.ts looks. */
export function installEarlyLoads(): void {
  window.__greencartEarly = startEarlyLoads(window.location.pathname);
}

/**
 * The early loads the inlined script started, or (without it: tests, an index.html without
 * the script) started now. Each is handed out once.
 */
export function takeEarlyLoads(): EarlyLoads {
  const early = window.__greencartEarly ?? startEarlyLoads(window.location.pathname);
  delete window.__greencartEarly;
  return early;
}
