/**
 * A remote's preload plan, written into its mf-manifest.json as `metaData.greencartPreload`
 * for the shell's early loads (docs/FRONTEND-CONTRACT.md "How a page loads").
 */
import { consumedShareKeys } from './federationInternals.mjs';

/** @typedef {{ route: string, chunks?: string[], api?: string[] }} PlannedRoute chunk names */

/**
 * The plan of a route table (mfe-storefront/src/app/routes.json), `:x` segments as `*`: a
 * route painting from the entry alone needs nothing more; any other, the app's chunk, its
 * page's chunk and its API GETs.
 * @param {{ path: string, chunk?: string, api?: string[], paintsFromEntry?: boolean }[]} routes
 * @param {string} appChunk the `webpackChunkName` of the remote's main app chunk
 * @returns {PlannedRoute[]}
 */
export function planFromRoutes(routes, appChunk) {
  return routes.map(({ path, chunk, api = [], paintsFromEntry = false }) => ({
    route: path === '*' ? '*' : path.replace(/:[^/]+/g, '*'),
    ...(paintsFromEntry ? {} : { chunks: [appChunk, ...(chunk ? [chunk] : [])], api }),
  }));
}

/**
 * The federation plugin's `manifest.additionalData` hook writing the plan. Each route lists
 * its files relative to the manifest (the remote's entry and exposed files first), the share
 * keys those consume and its API GETs.
 * @param {PlannedRoute[]} routes
 */
export function preloadPlanManifestData(routes) {
  return ({ stats, compilation }) => {
    const { remoteEntry } = stats.metaData;
    const entry = [`${remoteEntry.path}${remoteEntry.name}`];
    for (const { assets } of stats.exposes) entry.push(...assets.js.sync, ...assets.css.sync);
    stats.metaData.greencartPreload = routes.map(({ route, chunks = [], api = [] }) => {
      const groupChunks = chunks.flatMap((name) => {
        const group = compilation.namedChunkGroups.get(name);
        if (group) return group.chunks;
        throw new Error(`preload plan: no chunk "${name}" (name its import() webpackChunkName)`);
      });
      // Scripts, then style sheets: the order the budgets were measured with.
      const files = groupChunks.flatMap((chunk) => [...chunk.files]);
      const ofType = (extension) => files.filter((file) => file.endsWith(extension));
      return {
        route,
        files: [...new Set([...entry, ...ofType('.js'), ...ofType('.css')])],
        shared: consumedShareKeys(compilation, groupChunks),
        api,
      };
    });
    return stats;
  };
}
