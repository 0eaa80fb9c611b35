/**
 * A remote's preload plan, written into its mf-manifest.json as `metaData.greencartPreload`
 * for the shell's early loads (docs/FRONTEND-CONTRACT.md "How a page loads").
 */
import path from 'node:path';
import { consumedShareKeys } from './federationInternals.mjs';

/** @typedef {{ route: string, chunks?: string[], api?: string[] }} PlannedRoute chunk names */

/**
 * The plan of a route table (mfe-storefront/src/app/routes.json), `:x` segments as `*`: a
 * route painting from the entry alone needs nothing more; one whose start-up frame paints from
 * its API answers (`paintsFromFrame`), the frames' chunk (`frameChunk`) and those GETs (the
 * app's chunk is loaded after that paint); any other, the app's chunk (`appChunk`), its page's
 * chunk and its API GETs.
 * @returns {PlannedRoute[]}
 */
export function planFromRoutes(routes, appChunk, frameChunk) {
  return routes.map(
    ({ path, chunk, api = [], paintsFromEntry = false, paintsFromFrame = false }) => ({
      route: path === '*' ? '*' : path.replace(/:[^/]+/g, '*'),
      ...(paintsFromEntry
        ? {}
        : paintsFromFrame
          ? { chunks: frameChunk ? [frameChunk] : [], api }
          : { chunks: [appChunk, ...(chunk ? [chunk] : [])], api }),
    }),
  );
}

/**
 * `languageFonts` (language → the file names of the web fonts its text needs from the first
 * paint, as the packages name them, e.g. `noto-sans-sinhala-sinhala-wght-normal.woff2`) as
 * the emitted files, relative to the manifest: `{ en: [], si: ['assets/noto-…'] }`. Fails the
 * build when a named font was not emitted (renamed or no longer imported by the CSS).
 * @param {Record<string, string[]>} languageFonts
 * @returns {Record<string, string[]>}
 */
export function fontFiles(compilation, languageFonts) {
  const emitted = compilation.getAssets();
  const fileOf = (font) => {
    const found = emitted.filter(({ info }) => path.basename(info.sourceFilename ?? '') === font);
    if (found.length !== 1) {
      throw new Error(
        `preload plan: the font "${font}" was emitted ${found.length} times, not once`,
      );
    }
    return found[0].name;
  };
  return Object.fromEntries(
    Object.entries(languageFonts).map(([language, fonts]) => [language, fonts.map(fileOf)]),
  );
}

/**
 * The federation plugin's `manifest.additionalData` hook writing the plan: per route, its
 * files relative to the manifest (the remote's entry and exposed files first, then scripts
 * before style sheets: the order the budgets were measured with), the share keys those
 * consume and its API GETs; with `languageFonts`, also `greencartFonts` ({@link fontFiles}):
 * the fonts the shell preloads for the language a page starts in.
 * @param {PlannedRoute[]} routes
 * @param {Record<string, string[]>} [languageFonts]
 */
export function preloadPlanManifestData(routes, languageFonts) {
  return ({ stats, compilation }) => {
    if (languageFonts) stats.metaData.greencartFonts = fontFiles(compilation, languageFonts);
    const { remoteEntry } = stats.metaData;
    const entry = [`${remoteEntry.path}${remoteEntry.name}`];
    for (const { assets } of stats.exposes) entry.push(...assets.js.sync, ...assets.css.sync);
    stats.metaData.greencartPreload = routes.map(({ route, chunks = [], api = [] }) => {
      const groupChunks = chunks.flatMap((name) => {
        const group = compilation.namedChunkGroups.get(name);
        if (group) return group.chunks;
        throw new Error(`preload plan: no chunk "${name}" (name its import() webpackChunkName)`);
      });
      const files = groupChunks.flatMap((chunk) => [...chunk.files]);
      const scripts = files.filter((file) => file.endsWith('.js'));
      const styles = files.filter((file) => file.endsWith('.css'));
      const shared = consumedShareKeys(compilation, groupChunks);
      return { route, files: [...new Set([...entry, ...scripts, ...styles])], shared, api };
    });
    return stats;
  };
}
