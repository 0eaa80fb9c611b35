/**
 * A remote's preload plan, written into its mf-manifest.json as `metaData.greencartPreload`
 * for the shell's early loads (docs/FRONTEND-CONTRACT.md "How a page loads").
 */
import path from 'node:path';
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
 * A web font a language needs from the first paint: the package's file name (e.g.
 * `noto-sans-sinhala-sinhala-wght-normal.woff2`, with `?start` its start-up part:
 * tools/webpack/fontWeights.cjs) and the names a device's own copy goes by
 * (the `local()` sources fonts.css lists first for it).
 * @typedef {{ file: string, local?: string[], pages?: 'frame' | 'other' }} LanguageFont
 *   `pages`: preloaded only on the pages whose start-up frame paints images (`frame`: the
 *   route has `images`) or only on the others; without it, on every page
 */

/**
 * The `local()` names a style sheet lists in the @font-face rules whose `url()` is the file
 * `file` (every weight range's face), in order, once each: the names a device's own copy of
 * that font goes by.
 * @param {string} css
 * @param {string} file
 * @returns {string[]}
 */
export function localFontNames(css, file) {
  const names = new Set();
  for (const [face] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    if (!face.includes(`/${file}'`) && !face.includes(`/${file}"`)) continue;
    for (const [, name] of face.matchAll(/local\(\s*['"]([^'"]+)['"]\s*\)/g)) names.add(name);
  }
  return [...names];
}

/**
 * `languageFonts` (language → {@link LanguageFont}s) with each file as emitted, relative to the
 * manifest: `{ en: [], si: [{ file: 'assets/noto-…', local: ['Noto Sans Sinhala', …] }] }`.
 * Fails the build when a named font was not emitted (renamed or no longer imported by the CSS).
 * @param {Record<string, LanguageFont[]>} languageFonts
 * @returns {Record<string, { file: string, local: string[], pages?: 'frame' | 'other' }[]>}
 */
export function fontFiles(compilation, languageFonts) {
  const emitted = compilation.getAssets();
  // `sourceFilename` keeps a resource query: `name.woff2?start` is that file's start-up part.
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
    Object.entries(languageFonts).map(([language, fonts]) => [
      language,
      fonts.map(({ file, local = [], pages }) => ({
        file: fileOf(file),
        local,
        ...(pages ? { pages } : {}),
      })),
    ]),
  );
}

/**
 * The federation plugin's `manifest.additionalData` hook writing the plan: per route, its
 * files relative to the manifest (the remote's entry and exposed files first, then scripts
 * before style sheets: the order the budgets were measured with), the share keys those
 * consume and its API GETs; with `languageFonts`, also `greencartFonts` ({@link fontFiles}):
 * the fonts the shell preloads for the language a page starts in.
 * @param {PlannedRoute[]} routes
 * @param {Record<string, LanguageFont[]>} [languageFonts]
 */
export function preloadPlanManifestData(routes, languageFonts) {
  return ({ stats, compilation }) => {
    if (languageFonts) stats.metaData.greencartFonts = fontFiles(compilation, languageFonts);
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
