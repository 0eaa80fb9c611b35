// One federation runtime a page: remotes read runtime-core from the page, where the host
// publishes its own (runtimeCore/provide.mjs); docs/FRONTEND-CONTRACT.md "One federation runtime".
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { RUNTIME_CORE_GLOBAL } from './runtimeCore/provide.mjs';
import * as published from './runtimeCore/published.mjs';

/** The runtime-core names hosts publish. */
export const RUNTIME_CORE_EXPORTS = Object.keys(published);

const NAME = 'ExternalRuntimePlugin';
const RUNTIME_CORE = '@module-federation/runtime-core';

/** The host's federation runtime plugin that publishes its runtime-core. */
export const PROVIDE_RUNTIME_CORE = path.join(import.meta.dirname, 'runtimeCore', 'provide.mjs');

/**
 * The expression a remote's bundles read runtime-core from: the page's copy, or an error.
 * @param {string} name the remote's federation name
 */
export function runtimeCoreExternal(name) {
  const message =
    `Module Federation remote "${name}" uses the federation runtime of the page that loads ` +
    'it, but this page provides ';
  const hint = ": load it from a host built by tools/webpack, or open the remote's own index.html.";
  return `(function (core) {
  var missing = ${JSON.stringify(RUNTIME_CORE_EXPORTS)}.filter(function (key) { return !core || !core[key]; });
  if (missing.length) throw new Error(${JSON.stringify(message)} + (core ? 'an incomplete one (no ' + missing.join(', ') + ')' : 'none') + ${JSON.stringify(hint)});
  return core;
})(globalThis.${RUNTIME_CORE_GLOBAL})`;
}

export class ExternalRuntimePlugin {
  /**
   * @param {{ name: string, filename: string, publicPath: string }} options the remote's
   *   federation name, the standalone runtime script's file name and its URL prefix
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { name, filename, publicPath } = this.options;
    const { EntryPlugin, ExternalModule, ExternalsPlugin, WebpackError } = compiler.webpack;
    new ExternalsPlugin('var', { [RUNTIME_CORE]: runtimeCoreExternal(name) }).apply(compiler);

    // The remote's standalone page: runtime-core compiled on its own (a child compilation,
    // outside the external), loaded before main.js.
    let runtimeFiles = [];
    compiler.hooks.make.tapAsync(NAME, (compilation, callback) => {
      const entry = new EntryPlugin(compiler.context, PROVIDE_RUNTIME_CORE, {
        name: 'federation-runtime',
      });
      const uniqueName = `${compiler.options.output.uniqueName}-runtime`;
      const child = compilation.createChildCompiler(NAME, { filename, uniqueName }, [entry]);
      child.runAsChild((error, chunks, childCompilation) => {
        if (error) return callback(error);
        compilation.errors.push(...childCompilation.errors);
        runtimeFiles = chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
        callback();
      });
    });

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // A build using an export hosts do not publish fails (where webpack tracks exports).
      compilation.hooks.afterOptimizeDependencies.tap(NAME, (modules) => {
        if (!compilation.options.optimization.usedExports) return;
        for (const module of modules) {
          if (!(module instanceof ExternalModule) || module.userRequest !== RUNTIME_CORE) continue;
          const used = compilation.moduleGraph.getExportsInfo(module).getUsedExports(undefined);
          const names = used === false ? [] : used === true || used === null ? ['*'] : [...used];
          const unknown = names.filter((n) => !RUNTIME_CORE_EXPORTS.includes(n));
          if (unknown.length === 0) continue;
          compilation.errors.push(
            new WebpackError(
              `${NAME}: this build uses ${RUNTIME_CORE} export(s) ${unknown.join(', ')} that ` +
                'hosts do not publish: add them to tools/webpack/runtimeCore/published.mjs.',
            ),
          );
        }
      });

      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(NAME, (data) => {
        const scripts = runtimeFiles.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: publicPath + file }),
        );
        data.assetTags.scripts.unshift(...scripts);
        return data;
      });
    });
  }
}
