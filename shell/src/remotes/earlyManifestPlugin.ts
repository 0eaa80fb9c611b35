import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { EarlyManifest } from '../early/earlyLoads';

/**
 * A federation runtime plugin that answers the runtime's first request for the storefront
 * manifest with the response the early loads already fetched (see `early/earlyLoads.ts`),
 * so it is downloaded once. It waits for that early fetch rather than racing it (and fetches
 * the URL itself when the early one is not it or failed). The early response is used once:
 * a retry after a failure fetches afresh.
 */
export function earlyManifestPlugin(
  early: Promise<EarlyManifest | null>,
): ModuleFederationRuntimePlugin {
  let used = false;
  return {
    name: 'greencart-early-manifest',
    fetch(url, init) {
      if (used) return undefined;
      return early.then((manifest) => {
        if (used || !manifest || manifest.url !== url || !manifest.response.ok) {
          return globalThis.fetch(url, init);
        }
        used = true;
        return manifest.response;
      });
    },
  };
}
