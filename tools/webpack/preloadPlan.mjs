/**
 * A remote's preload plan, written into its mf-manifest.json as `metaData.greencartPreload`
 * for the shell's early loads (docs/FRONTEND-CONTRACT.md "How a page loads").
 */
import { consumedShareKeys } from './federationInternals.mjs';

/**
 * @typedef {{ from: string, count: number, card?: boolean }} FrameImages
 * @typedef {{ route: string, chunks?: string[], api?: string[], images?: FrameImages }} PlannedRoute
 *   chunk names; `images`: what the start-up frame paints from the answer to `api[0]`
 */

/**
 * The plan of a route table (mfe-storefront/src/app/routes.json), `:x` segments as `*`: a
 * route painting from the entry alone needs nothing more; one whose start-up frame paints from
 * its API answers (`paintsFromFrame`), the frames' chunk (the route's own `frameChunk`, else
 * `frameChunk`) and those GETs (the
 * app's chunk is loaded after that paint); any other, the app's chunk (`appChunk`), its page's
 * chunk and its API GETs. A frame's `frameImages` go with it as `images`: the shell fetches
 * that route's first GET itself and preloads those images from the answer.
 * @returns {PlannedRoute[]}
 */
export function planFromRoutes(routes, appChunk, frameChunk) {
  return routes.map(
    ({ path, chunk, api = [], paintsFromEntry = false, paintsFromFrame = false, ...route }) => ({
      route: path === '*' ? '*' : path.replace(/:[^/]+/g, '*'),
      ...(paintsFromEntry
        ? {}
        : paintsFromFrame
          ? {
              chunks: [route.frameChunk ?? frameChunk].filter(Boolean),
              api,
              ...(route.frameImages && api.length > 0 ? { images: route.frameImages } : {}),
            }
          : { chunks: [appChunk, ...(chunk ? [chunk] : [])], api }),
    }),
  );
}

/**
 * The federation plugin's `manifest.additionalData` hook writing the plan: per route, its
 * files relative to the manifest (the remote's entry and exposed files first, then scripts
 * before style sheets: the order the budgets were measured with), the share keys those
 * consume and its API GETs.
 * @param {PlannedRoute[]} routes
 */
export function preloadPlanManifestData(routes) {
  return ({ stats, compilation }) => {
    const { remoteEntry } = stats.metaData;
    const entry = [`${remoteEntry.path}${remoteEntry.name}`];
    for (const { assets } of stats.exposes) entry.push(...assets.js.sync, ...assets.css.sync);
    stats.metaData.greencartPreload = routes.map(({ route, chunks = [], api = [], images }) => {
      const groupChunks = chunks.flatMap((name) => {
        const group = compilation.namedChunkGroups.get(name);
        if (group) return group.chunks;
        throw new Error(`preload plan: no chunk "${name}" (name its import() webpackChunkName)`);
      });
      const chunkFiles = groupChunks.flatMap((chunk) => [...chunk.files]);
      const scripts = chunkFiles.filter((file) => file.endsWith('.js'));
      const styles = chunkFiles.filter((file) => file.endsWith('.css'));
      const shared = consumedShareKeys(compilation, groupChunks);
      const files = [...new Set([...entry, ...scripts, ...styles])];
      return { route, files, shared, api, ...(images ? { images } : {}) };
    });
    return stats;
  };
}
