import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A federation runtime plugin that answers the runtime's first request for a manifest with
 * the response main.ts already fetched (see `startEarlyLoads`), so it is downloaded once.
 * Each early response is used once: a retry after a failure fetches afresh.
 */
export function earlyManifestPlugin(
  manifests: Map<string, Promise<Response>>,
): ModuleFederationRuntimePlugin {
  return {
    name: 'greencart-early-manifest',
    fetch(url) {
      const early = manifests.get(url);
      if (!early) return undefined;
      manifests.delete(url);
      return early;
    },
  };
}
