/**
 * Preloads, from the host's index.html, the files its start-up needs: the chunk behind
 * main.ts's async boundary (`import('./bootstrap')`) and the shared modules the host
 * provides (react-dom, the router, shared-ui, …), which the shell, loaded first, always
 * uses itself.
 *
 * Without this the browser learns of them only after main.js has downloaded and run its
 * federation runtime: one more round trip before the first paint, and the storefront's
 * chain (config.json → manifest → remoteEntry → App) queues behind their evaluation.
 * The entry's own file is preloaded too, first. Only the entry's direct children are taken:
 * their own children are consume fallbacks, copies of the provided chunks that the runtime does not load when the share scope has them.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'PreloadStartupChunksPlugin';

function preloadType(file) {
  if (file.endsWith('.js')) return 'script';
  if (file.endsWith('.css')) return 'style';
  return null;
}

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
        for (const group of entrypoint.getChildren()) {
          for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
        }
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
        return data;
      });
    });
  }
}
