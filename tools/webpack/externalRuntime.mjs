/**
 * One federation runtime a page: a remote's bundles take `@module-federation/runtime-core`
 * from the page, where the shell publishes its own copy (`runtimeCore/provide.mjs`, a
 * federation runtime plugin of the host), instead of carrying a second one (≈ 11 KB gzip
 * in each remoteEntry.js).
 *
 * This is what enhanced's `experiments.externalRuntime` does, plus what it lacks:
 * - On a page without that runtime the remote stops at once with an error naming the cause
 *   (the stock external would fail later with a bare TypeError).
 * - The external applies to every entry of the build, the standalone `main` too, and nothing
 *   in that build runs before main.js's federation runtime. So `runtimeCore/standalone.mjs`
 *   is compiled on its own (a child compilation, where the external does not apply) into
 *   `federation-runtime.[contenthash].js`, which the remote's index.html loads before main.js.
 * - A production build fails when it uses a runtime-core export the host does not publish
 *   (`runtimeCore/published.mjs`), e.g. after an upgrade of @module-federation/enhanced.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { RUNTIME_CORE_GLOBAL } from './runtimeCore/provide.mjs';
import * as published from './runtimeCore/published.mjs';

/** The runtime-core names hosts publish (runtimeCore/published.mjs). */
export const RUNTIME_CORE_EXPORTS = Object.keys(published);

const NAME = 'ExternalRuntimePlugin';
const RUNTIME_CORE = '@module-federation/runtime-core';
const RUNTIME_CORE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'runtimeCore');

/** The host's federation runtime plugin that publishes its runtime-core. */
export const PROVIDE_RUNTIME_CORE = path.join(RUNTIME_CORE_DIR, 'provide.mjs');

/**
 * The expression a remote's bundles read runtime-core from: the page's copy, or an error.
 * @param {string} name the remote's federation name
 */
export function runtimeCoreExternal(name) {
  const names = JSON.stringify(RUNTIME_CORE_EXPORTS);
  return (
    `(function (core) { var missing = ${names}.filter(function (key) { return !core || !core[key]; }); ` +
    `if (missing.length) throw new Error(${JSON.stringify(
      `Module Federation remote "${name}" uses the federation runtime of the page that loads it, ` +
        'but this page provides ',
    )} + (core ? 'an incomplete one (no ' + missing.join(', ') + ')' : 'none') + ${JSON.stringify(
      ": load it from a host built by tools/webpack, or open the remote's own index.html.",
    )}); return core; })(globalThis.${RUNTIME_CORE_GLOBAL})`
  );
}

export class ExternalRuntimePlugin {
  /**
   * @param {object} options
   * @param {string} options.name the remote's federation name
   * @param {string} options.filename output name of the standalone runtime script
   * @param {string} options.publicPath prefix of its URL in index.html (`/`)
   */
  constructor({ name, filename, publicPath }) {
    this.name = name;
    this.filename = filename;
    this.publicPath = publicPath;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { EntryPlugin, ExternalModule, ExternalsPlugin, WebpackError } = compiler.webpack;
    new ExternalsPlugin('var', { [RUNTIME_CORE]: runtimeCoreExternal(this.name) }).apply(compiler);
    let runtimeFiles = [];

    compiler.hooks.make.tapAsync(NAME, (compilation, callback) => {
      const child = compilation.createChildCompiler(
        NAME,
        { filename: this.filename, uniqueName: `${compiler.options.output.uniqueName}-runtime` },
        [
          new EntryPlugin(compiler.context, path.join(RUNTIME_CORE_DIR, 'standalone.mjs'), {
            name: 'federation-runtime',
          }),
        ],
      );
      child.runAsChild((error, chunks, childCompilation) => {
        if (error) return callback(error);
        compilation.errors.push(...childCompilation.errors);
        runtimeFiles = chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
        callback();
      });
    });

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Export usage is known only where webpack tracks it (production builds).
      compilation.hooks.afterOptimizeDependencies.tap(NAME, (modules) => {
        if (!compilation.options.optimization.usedExports) return;
        for (const module of modules) {
          if (!(module instanceof ExternalModule) || module.userRequest !== RUNTIME_CORE) continue;
          const used = compilation.moduleGraph.getExportsInfo(module).getUsedExports(undefined);
          const names = used === false ? [] : used === true || used === null ? ['*'] : [...used];
          const unknown = names.filter((n) => !RUNTIME_CORE_EXPORTS.includes(n));
          if (unknown.length > 0) {
            compilation.errors.push(
              new WebpackError(
                `${NAME}: this build uses ${RUNTIME_CORE} export(s) ${unknown.join(', ')} that ` +
                  'hosts do not publish: add them to tools/webpack/runtimeCore/published.mjs.',
              ),
            );
          }
        }
      });

      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(NAME, (data) => {
        const scripts = runtimeFiles.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('script', {
            defer: true,
            src: `${this.publicPath}${file}`,
          }),
        );
        data.assetTags.scripts.unshift(...scripts);
        return data;
      });
    });
  }
}
