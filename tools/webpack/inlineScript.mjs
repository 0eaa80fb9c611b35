/**
 * Inlines a small TypeScript module into the app's index.html as a classic `<script>`, so it
 * runs while the HTML is parsed, before any of the page's JavaScript files has downloaded.
 * The shell uses it to start fetching /config.json and the storefront's files at once
 * (shell/src/early/inline.ts), instead of after its main chunk (≈ 25 KB, the federation
 * runtime) has downloaded and run.
 *
 * The module is bundled by a separate webpack run, with the same TypeScript loader and
 * nothing else: no federation runtime, no chunks, one self-contained IIFE of a few hundred
 * bytes. It must import nothing shared (React, shared-ui).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'InlineScriptPlugin';

/** Scripts larger than this are a mistake here: they belong in a file the browser caches. */
const MAX_INLINE_BYTES = 4096;

/**
 * Bundles `entry` into one minified script and returns its source and the files it was built from.
 * @param {object} options
 * @param {string} options.entry absolute path of the module
 * @param {import('webpack').RuleSetRule[]} options.rules loaders (the apps' TypeScript rule)
 * @param {import('webpack').ResolveOptions} options.resolve how imports resolve (the apps')
 * @param {boolean} options.production minify, no development checks
 * @param {number} [options.maxBytes] the most the script may weigh
 * @returns {Promise<{ source: string, files: string[] }>}
 */
export async function bundleInlineScript({
  entry,
  rules,
  resolve,
  production,
  maxBytes = MAX_INLINE_BYTES,
}) {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'greencart-inline-'));
  try {
    const compiler = webpack({
      mode: production ? 'production' : 'development',
      target: ['web', 'es2020'],
      context: path.dirname(entry),
      entry,
      devtool: false,
      output: { path: outDir, filename: 'inline.js', iife: true },
      resolve,
      module: { rules },
      optimization: { minimize: production },
      performance: { hints: false },
      stats: 'errors-warnings',
    });
    const stats = await new Promise((resolvePromise, reject) => {
      compiler.run((error, result) => {
        compiler.close(() => undefined);
        if (error) reject(error);
        else resolvePromise(result);
      });
    });
    if (stats.hasErrors()) {
      throw new Error(`${NAME}: ${entry} failed to build:\n${stats.toString('errors-only')}`);
    }
    const files = [...stats.compilation.fileDependencies].filter(
      (file) => !file.includes(`${path.sep}node_modules${path.sep}`),
    );
    const source = (await readFile(path.join(outDir, 'inline.js'), 'utf8')).trim();
    if (Buffer.byteLength(source) > maxBytes) {
      throw new Error(
        `${NAME}: ${entry} bundles to ${Buffer.byteLength(source)} bytes; an inline script ` +
          `must stay under ${maxBytes} (does it import a shared package?).`,
      );
    }
    // A literal "</script" would end the element early.
    return { source: source.replace(/<\/script/gi, '<\\/script'), files };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

export class InlineScriptPlugin {
  /**
   * @param {object} options see {@link bundleInlineScript}
   * @param {string} options.entry
   * @param {import('webpack').RuleSetRule[]} options.rules
   * @param {import('webpack').ResolveOptions} options.resolve
   * @param {boolean} options.production
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    /** @type {Promise<{ source: string, files: string[] }> | null} */
    let bundled = null;
    const rebuild = async () => {
      bundled = bundleInlineScript(this.options);
      // Surfaced where it is awaited (the HTML hook), as a build error.
      bundled.catch(() => undefined);
    };
    compiler.hooks.beforeRun.tapPromise(NAME, rebuild);
    compiler.hooks.watchRun.tapPromise(NAME, rebuild);

    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tapPromise(NAME, async (data) => {
        if (!bundled) throw new Error(`${NAME}: the inline script was not built`);
        const { source, files } = await bundled;
        for (const file of files) compilation.fileDependencies.add(file);
        // Last in <head>: the preload links above it are seen first; it runs before <body>.
        data.headTags.push(
          HtmlWebpackPlugin.createHtmlTagObject('script', {}, source, { plugin: NAME }),
        );
        return data;
      });
    });
  }
}
