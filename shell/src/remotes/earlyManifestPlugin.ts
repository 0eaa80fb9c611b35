import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { EarlyManifest } from '../early/earlyLoads';

/**
 * A federation runtime plugin that answers the runtime's first request for the storefront
 * manifest with the response the early loads already fetched (see `early/earlyLoads.ts`),
 * so it is downloaded once. It waits for that early fetch rather than racing it (and fetches
 * the URL itself when the early one is not it or failed). The early response is used once:
 * a retry after a failure fetches afresh.
 *
 * When it has served that response, the inline script has also applied the manifest's preload
 * plan (it does so before handing the response on), so the runtime's own preloading of the
 * remote's `./App` files is skipped (`beforePreloadRemote`): it would add the same files again
 * as `<script>` and `<link rel=stylesheet>` tags, after walking the manifest's snapshot for
 * them, all in the one main-thread task that also starts the remote's entry (a long task on a
 * slow phone; e2e/bench/README.md). The remote's entry then loads those files itself when it
 * is asked for `./App`, from the browser's preload cache.
 */
export function earlyManifestPlugin(
  early: Promise<EarlyManifest | null>,
): ModuleFederationRuntimePlugin {
  let used = false;
  /** The remote whose manifest the early loads fetched (and whose preload plan they applied). */
  let preloaded: string | undefined;
  return {
    name: 'greencart-early-manifest',
    fetch(url, init, remoteInfo) {
      if (used) return undefined;
      return early.then((manifest) => {
        if (used || !manifest || manifest.url !== url || !manifest.response.ok) {
          return globalThis.fetch(url, init);
        }
        used = true;
        preloaded = remoteInfo?.name;
        return manifest.response;
      });
    },
    beforePreloadRemote({ preloadOps }) {
      // In place: the snapshot plugin reads the array it passed once the hook has run.
      for (let i = preloadOps.length; i-- > 0;)
        if (preloadOps[i].nameOrAlias === preloaded) preloadOps.splice(i, 1);
    },
  };
}
