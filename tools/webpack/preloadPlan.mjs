/**
 * A remote's preload plan: which of its files (and which API GETs) the shell should start
 * fetching for the page the shopper lands on, before the remote's own code could ask for
 * them. The remote knows its routes and chunks; the shell only applies the plan
 * (shell/src/early/earlyLoads.ts). Written into `mf-manifest.json` as
 * `metaData.greencartPreload` (docs/FRONTEND-CONTRACT.md):
 *
 *   [{ "route": "/products/* /*", "js": ["903.ab12.js", …], "css": […],
 *      "shared": ["@greencart/shared-ui", …], "api": ["/api/product/list"] }, …]
 *
 * A route is a path whose `*` segments match any one segment; the route "*" matches every
 * path. The first route that matches wins, so list the specific ones first.
 */

import { consumedShareKey } from './federationInternals.mjs';

/**
 * A route of the plan as a remote writes it (chunk names); the shell reads the resolved form
 * (files), `PreloadRoute` in shell/src/early/earlyLoads.ts.
 * @typedef {object} PlannedRoute
 * @property {string} route path pattern, or "*"
 * @property {string[]} [chunks] webpack chunk names (`webpackChunkName`) whose files to preload
 * @property {string[]} [api] GET paths relative to the API URL, fetched with credentials
 */

/** The plan's key in the manifest's `metaData`. */
export const PRELOAD_PLAN_KEY = 'greencartPreload';

/**
 * The share keys the named chunk groups consume (federationInternals.mjs): the shell
 * preloads its own provider files of those (its index.html lists them, see
 * preloadStartup.mjs), so they do not wait until the remote's code asks for them.
 * @param {import('webpack').Compilation} compilation
 * @param {string[]} names
 */
function consumedSharedKeys(compilation, names) {
  const keys = new Set();
  for (const name of names) {
    for (const chunk of compilation.namedChunkGroups.get(name)?.chunks ?? []) {
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        const key = consumedShareKey(module);
        if (key !== null) keys.add(key);
      }
    }
  }
  return [...keys].sort();
}

/**
 * The files of the named chunk groups, JavaScript and CSS apart.
 * @param {import('webpack').Compilation} compilation
 * @param {string[]} names
 */
function chunkGroupFiles(compilation, names) {
  const js = new Set();
  const css = new Set();
  for (const name of names) {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) {
      throw new Error(
        `preload plan: no chunk named "${name}" (give its import() a webpackChunkName comment)`,
      );
    }
    for (const chunk of group.chunks) {
      for (const file of chunk.files) {
        if (file.endsWith('.js')) js.add(file);
        else if (file.endsWith('.css')) css.add(file);
      }
    }
  }
  return { js: [...js], css: [...css] };
}

/**
 * The plan with chunk names resolved to the emitted files.
 * @param {import('webpack').Compilation} compilation
 * @param {PlannedRoute[]} routes
 */
export function resolvePreloadPlan(compilation, routes) {
  return routes.map(({ route, chunks = [], api = [] }) => ({
    route,
    ...chunkGroupFiles(compilation, chunks),
    shared: consumedSharedKeys(compilation, chunks),
    api,
  }));
}

/**
 * The `manifest.additionalData` hook of the federation plugin that adds the plan.
 * @param {PlannedRoute[]} routes
 */
export function preloadPlanManifestData(routes) {
  return ({ stats, compilation }) => {
    stats.metaData[PRELOAD_PLAN_KEY] = resolvePreloadPlan(compilation, routes);
    return stats;
  };
}

/**
 * The preload plan of a remote's route table (mfe-storefront/src/app/routes.json): a route
 * painting from the entry chunk alone preloads nothing more; any other preloads the app's
 * chunk, its own page chunk if it has one, and its API GETs. `:param` segments become `*`.
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
