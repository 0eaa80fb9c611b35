/**
 * One webpack configuration factory for the shell (host) and the two remotes
 * (STACK-NOTES.md "Module Federation"). Each app's webpack.config.mjs is a few lines:
 *
 *   export default (env, argv) => createAppConfig({ appDir: import.meta.dirname,
 *     name: 'storefront', exposes: { './App': './src/App.tsx' } }, argv);
 */
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedDependencies } from './shared.mjs';
import { moduleRules } from './rules.mjs';
import { InlineScriptPlugin } from './inlineScript.mjs';
import { preloadPlanManifestData } from './preloadPlan.mjs';
import { EmitPublicFilesPlugin } from './emitPublicFiles.mjs';
import { RouterImportsPlugin } from './routerImports.mjs';
import { PreloadStartupChunksPlugin } from './preloadStartup.mjs';
import { ExternalRuntimePlugin, PROVIDE_RUNTIME_CORE } from './externalRuntime.mjs';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Files worth compressing; the static server picks `.br`/`.gz` by Accept-Encoding. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * The build id shown by the apps (`__BUILD_ID__`): `BUILD_ID` from the environment, else
 * the build's UTC time, e.g. `20261122T031500Z`.
 */
export function buildId() {
  return process.env.BUILD_ID || new Date().toISOString().replace(/[-:]|\.\d+/g, '');
}

/**
 * File name of initial chunks (`main`). A function because webpack 5.111 asks for this
 * name while hashing, before content hashes exist, and the federation runtime module
 * (enhanced 2.9.2) then fails with "Path variable [contenthash:8] not implemented in this
 * context" (module-federation/core#5077). That early call only needs the folder depth, so
 * it gets the unhashed name; the emitted file is content-hashed.
 * @param {import('webpack').PathData} pathData
 */
function initialChunkFilename(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

function compressionPlugins() {
  return [
    new CompressionPlugin({
      test: COMPRESSIBLE,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
      threshold: 512,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 512,
      minRatio: 0.9,
    }),
  ];
}

/**
 * The webpack configuration of one front-end app.
 * @param {object} options
 * @param {string} options.appDir absolute path of the app (`import.meta.dirname`)
 * @param {string} options.name federation name: `shell`, `storefront`, `seller`
 * @param {Record<string, string>} [options.exposes] modules a remote exposes; none for the host
 * @param {{ file: string, run: string }} [options.inlineScript] a self-contained module
 *   (relative to appDir) inlined in index.html, whose export `run` is called while the page is
 *   parsed (the shell's early loads)
 * @param {import('./preloadPlan.mjs').PlannedRoute[]} [options.preloadPlan] a remote's files
 *   and API GETs for the shell to preload by landing path (written into mf-manifest.json)
 * @param {{ mode?: string }} [argv] webpack-cli arguments (`--mode`)
 * @returns {import('webpack').Configuration}
 */
export function createAppConfig({ appDir, name, exposes, inlineScript, preloadPlan }, argv = {}) {
  const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
  const isRemote = Boolean(exposes && Object.keys(exposes).length > 0);
  const id = buildId();
  return {
    name,
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: { main: './src/main.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      // Remotes are served from wherever their manifest is; the host from the site root
      // (its SPA fallback serves index.html on deep links such as /products/Fruits).
      publicPath: isRemote ? 'auto' : '/',
      filename: production ? initialChunkFilename : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // contracts is ESM TypeScript with NodeNext-style `./x.js` imports; use its source
      // so no prebuild is needed.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: {
        '@greencart/contracts$': path.join(ROOT_DIR, 'api', 'contracts', 'src', 'index.ts'),
      },
    },
    module: { rules: moduleRules({ production }) },
    plugins: [
      new webpack.DefinePlugin({ __BUILD_ID__: JSON.stringify(id) }),
      new ModuleFederationPlugin({
        name,
        filename: isRemote ? 'remoteEntry.js' : undefined,
        exposes: isRemote ? exposes : undefined,
        // Remotes are registered at run time from /config.json, never at build time.
        remotes: {},
        shared: sharedDependencies(appDir, ROOT_DIR),
        // 'version-first' would load every remote's entry at start: one dead remote would
        // break the page (STACK-NOTES.md).
        shareStrategy: 'loaded-first',
        manifest: preloadPlan ? { additionalData: preloadPlanManifestData(preloadPlan) } : true,
        dts: false,
        // One federation runtime a page: the host publishes its runtime-core, remotes use it
        // (ExternalRuntimePlugin below).
        runtimePlugins: isRemote ? [] : [PROVIDE_RUNTIME_CORE],
        experiments: {
          // Compile out runtime code these builds never run: Node loading everywhere, and in
          // a remote (which consumes no remotes) remote loading and manifest snapshots.
          optimization: isRemote
            ? { target: 'web', disableRemote: true, disableSnapshot: true }
            : { target: 'web' },
        },
      }),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
      new HtmlWebpackPlugin({
        template: path.join(appDir, 'public', 'index.html'),
        chunks: ['main'],
        // Absolute script URLs so deep links (/seller/orders) served by the SPA fallback
        // still find them; a remote's chunks then follow its entry script ('auto').
        publicPath: '/',
        scriptLoading: 'defer',
        templateParameters: { buildId: id },
        minify: production
          ? { collapseWhitespace: true, removeComments: true, minifyJS: true }
          : false,
      }),
      // The host's start-up files, preloaded from index.html (remotes start from the shell).
      ...(isRemote ? [] : [new PreloadStartupChunksPlugin({ entry: 'main', publicPath: '/' })]),
      ...(inlineScript
        ? [new InlineScriptPlugin({ ...inlineScript, file: path.join(appDir, inlineScript.file) })]
        : []),
      // A remote's bundles take runtime-core from the host; its standalone page gets its own.
      ...(isRemote
        ? [
            new ExternalRuntimePlugin({
              name,
              filename: production ? '[name].[contenthash:8].js' : '[name].js',
              publicPath: '/',
            }),
          ]
        : []),
      new EmitPublicFilesPlugin(path.join(appDir, 'public')),
      new RouterImportsPlugin(path.join(ROOT_DIR, 'shared-ui', 'src', 'router')),
      ...(production ? compressionPlugins() : []),
    ],
    optimization: {
      // Stable ids keep unchanged chunks' hashes (and browser caches) across builds.
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}
