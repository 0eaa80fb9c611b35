/**
 * Work the shell starts before its shared modules (React, …) have loaded: fetching
 * /config.json and, on storefront pages, the storefront's manifest, then preloading the
 * remote's entry and App files it lists. Without this the remote's chain (manifest →
 * remoteEntry.js → App chunks) would only start after the shell's own chunks, adding
 * several round trips before the first page paints.
 *
 * Runs before the async boundary, so it must not import shared modules (shared-ui, React).
 */
import { isSellerPath } from '../remotes/prefetch';

/** What bootstrap receives from the early start. */
export interface EarlyLoads {
  /** The response of `/config.json`, fetched without the HTTP cache. */
  config: Promise<Response>;
  /**
   * The storefront manifest fetched early, keyed by its URL: given once to the federation
   * runtime (its `fetch` hook) so it is not downloaded twice.
   */
  manifests: Map<string, Promise<Response>>;
}

/** The parts of an `mf-manifest.json` this module reads. */
interface ManifestShape {
  metaData?: { publicPath?: string; remoteEntry?: { path?: string; name?: string } };
  exposes?: Array<{ assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

function preload(href: string, as: 'script' | 'style'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.appendChild(link);
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

/** Starts the early loads for the page at `pathname`. Never throws or rejects unhandled. */
export function startEarlyLoads(pathname: string): EarlyLoads {
  const config = fetch('/config.json', {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  const manifests = new Map<string, Promise<Response>>();
  // Failures are handled where these promises are used; this keeps them from being
  // reported as unhandled in the meantime.
  config.catch(() => undefined);
  if (isSellerPath(pathname)) return { config, manifests };

  config
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body: { remotes?: Record<string, unknown> } | null) => {
      const manifestUrl = body?.remotes?.storefront;
      if (typeof manifestUrl !== 'string') return;
      const manifest = fetch(manifestUrl);
      manifests.set(manifestUrl, manifest);
      manifest.catch(() => undefined);
      return manifest
        .then((response) => (response.ok ? response.clone().json() : null))
        .then((json: ManifestShape | null) => {
          if (json) preloadRemoteFiles(manifestUrl, json);
        });
    })
    .catch(() => undefined);
  return { config, manifests };
}
