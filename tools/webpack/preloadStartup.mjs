/**
 * Preloads, from the host's index.html, the files its start-up needs: the chunk behind
 * main.ts's async boundary (`import('./bootstrap')`) and the shared modules the host
 * provides (react-dom, the router, shared-ui, …), which the shell, loaded first, always
 * uses itself.
 *
 * Without this the browser learns of them only after main.js has downloaded and run its
 * federation runtime: one more round trip before the first paint, and the storefront's
 * chain (config.json → manifest → remoteEntry → App) queues behind their evaluation.
 * The entry's own file is preloaded too, first. Of the shared modules it provides, only those
 * the start-up consumes are preloaded (`startupChunkGroups`). Only the entry's direct children
 * are taken: their own children are consume fallbacks, copies of the provided chunks that the runtime does not load when the share scope has them.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { consumedShareKey, providedShareKey } from './federationInternals.mjs';

const NAME = 'PreloadStartupChunksPlugin';

function preloadType(file) {
  if (file.endsWith('.js')) return 'script';
  if (file.endsWith('.css')) return 'style';
  return null;
}

/** The share key a chunk group provides, when it is a shared module's provider block. */
function providedKey(group) {
  for (const origin of group.origins) {
    // A provider's async block holds the module it provides.
    const key = providedShareKey(origin.module);
    if (key !== null) return key;
  }
  return null;
}

/** The share keys the modules of `group` consume (federationInternals.mjs). */
function consumedKeys(compilation, group) {
  const keys = [];
  for (const chunk of group.chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      const key = consumedShareKey(module);
      if (key !== null) keys.push(key);
    }
  }
  return keys;
}

/** The entry's child chunk groups: its own start-up code, and shared modules' providers by key. */
function entryChildren(entrypoint) {
  const providers = new Map();
  const startup = [];
  for (const group of entrypoint.getChildren()) {
    const key = providedKey(group);
    if (key === null) startup.push(group);
    else providers.set(key, group);
  }
  return { startup, providers };
}

/** `keys` and, transitively, the provided keys their providers consume. */
function consumedClosure(compilation, providers, keys) {
  const wanted = new Set();
  const queue = [...keys];
  while (queue.length > 0) {
    const key = queue.pop();
    if (wanted.has(key) || !providers.has(key)) continue;
    wanted.add(key);
    queue.push(...consumedKeys(compilation, providers.get(key)));
  }
  return wanted;
}

/**
 * The entry's child chunk groups the start-up runs: its own code behind the async boundary,
 * and the providers of the shared modules that code consumes (and those consume, and so on).
 * Providers nothing at start-up consumes (e.g. the UI kit and the toast library, used by the
 * remotes' screens) are left for whoever needs them later.
 */
export function startupChunkGroups(compilation, entrypoint) {
  const { startup, providers } = entryChildren(entrypoint);
  const keys = startup.flatMap((group) => consumedKeys(compilation, group));
  const wanted = consumedClosure(compilation, providers, keys);
  return [...startup, ...[...wanted].map((key) => providers.get(key))];
}

/**
 * For each shared module the host provides but its start-up does not load: the files that
 * load it (with what it consumes in turn). A remote's preload plan names the keys its first
 * screen needs, and the early loads preload these files (shell/src/early/earlyLoads.ts).
 */
export function laterSharedFiles(compilation, entrypoint) {
  const { providers } = entryChildren(entrypoint);
  const atStartup = new Set(startupChunkGroups(compilation, entrypoint));
  const files = {};
  for (const key of [...providers.keys()].sort()) {
    if (atStartup.has(providers.get(key))) continue;
    const closure = consumedClosure(compilation, providers, [key]);
    files[key] = [...closure]
      .map((k) => providers.get(k))
      .filter((group) => !atStartup.has(group))
      .flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files]))
      .filter((file) => preloadType(file));
  }
  return files;
}

/** The id of the JSON script element holding {@link laterSharedFiles} in index.html. */
export const SHARED_FILES_ELEMENT_ID = 'greencart-shared-files';

export class PreloadStartupChunksPlugin {
  /**
   * @param {object} options
   * @param {string} options.entry the entry whose start-up is preloaded (`main`)
   * @param {string} options.publicPath prefix of the preload URLs (the host's `/`)
   */
  constructor({ entry, publicPath }) {
    this.entry = entry;
    this.publicPath = publicPath;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const entrypoint = compilation.entrypoints.get(this.entry);
        if (!entrypoint) throw new Error(`${NAME}: no entry named "${this.entry}"`);
        // The entry's own script first: as a `defer` script it would be fetched at low
        // priority, behind the preloads below, yet it is what starts everything else.
        const files = new Set(entrypoint.getFiles());
        // Then the largest first: on a slow link they share the bandwidth, and the largest
        // (react-dom) is what the first render waits for longest.
        const startupFiles = startupChunkGroups(compilation, entrypoint)
          .flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files]))
          .map((file) => ({ file, size: compilation.getAsset(file)?.source.size() ?? 0 }))
          .sort((a, b) => b.size - a.size);
        for (const { file } of startupFiles) files.add(file);
        const links = [...files]
          .filter((file) => preloadType(file))
          .map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: preloadType(file),
              href: `${this.publicPath}${file}`,
            }),
          );
        data.headTags.unshift(...links);
        // Paths with the public path, JSON-escaped for a script element.
        const later = Object.fromEntries(
          Object.entries(laterSharedFiles(compilation, entrypoint)).map(([key, list]) => [
            key,
            list.map((file) => `${this.publicPath}${file}`),
          ]),
        );
        data.headTags.push(
          HtmlWebpackPlugin.createHtmlTagObject(
            'script',
            { type: 'application/json', id: SHARED_FILES_ELEMENT_ID },
            JSON.stringify(later).replace(/</g, '\\u003c'),
          ),
        );
        return data;
      });
    });
  }
}
