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
  let usedUrl: string | undefined;
  return {
    name: 'greencart-early-manifest',
    fetch(url, init) {
      if (used) return undefined;
      return early.then((manifest) => {
        if (used || !manifest || manifest.url !== url || !manifest.response.ok) {
          return globalThis.fetch(url, init);
        }
        used = true;
        usedUrl = url;
        return manifest.response;
      });
    },
    beforePreloadRemote({ preloadOps, origin }) {
      if (usedUrl === undefined) return;
      const remotes = origin.options.remotes;
      const preloaded = (name: string) =>
        remotes.some(
          (remote) =>
            (remote.name === name || remote.alias === name) &&
            'entry' in remote &&
            remote.entry === usedUrl,
        );
      // Mutated in place: the snapshot plugin reads the array it passed after the hook.
      for (let i = preloadOps.length - 1; i >= 0; i -= 1) {
        if (preloaded(preloadOps[i].nameOrAlias)) preloadOps.splice(i, 1);
      }
    },
  };
}
