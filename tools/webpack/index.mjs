// The one webpack configuration factory of the shell and the two remotes (README.md).
import path from 'node:path';
import zlib from 'node:zlib';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ServiceWorkerPlugin } from './serviceWorker.mjs';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedDependencies } from './shared.mjs';
import { moduleRules } from './rules.mjs';
import { HostPagePlugin } from './hostPage.mjs';
import { preloadPlanManifestData } from './preloadPlan.mjs';
import { EmitPublicFilesPlugin } from './emitPublicFiles.mjs';
import { RouterImportsPlugin } from './routerImports.mjs';
import { ExternalRuntimePlugin, PROVIDE_RUNTIME_CORE } from './externalRuntime.mjs';

const ROOT_DIR = path.resolve(import.meta.dirname, '..', '..');
const ROUTER_DIST = path.join(ROOT_DIR, 'node_modules', 'react-router', 'dist', 'production');

/** The federation runtime plugin that splits start-up work into short tasks (its comment). */
export const SHORT_TASKS = path.join(import.meta.dirname, 'runtimePlugins', 'shortTasks.mjs');

// Initial chunks' names: webpack asks while hashing, before content hashes exist, and enhanced's
// runtime module then fails on `[contenthash]` (module-federation/core#5077; README).
function initialChunkFilename(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

/** `.gz` and `.br` next to each text asset; the static server picks one by Accept-Encoding. */
const COMPRESSIONS = [
  ['gzip', 'gz', { level: 9 }],
  ['brotliCompress', 'br', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }],
];

/**
 * The webpack configuration of the app in `appDir` (federation `name`): `exposes` makes it a
 * remote, whose `preloadPlan` (preloadPlan.mjs) goes into its manifest (with `languageFonts`,
 * the fonts to preload per language: `fontFiles` there; `frameTexts`: rules.mjs); a host's
 * `inlineScript` is its early loads (hostPage.mjs). `argv`: webpack-cli's, with `--mode`.
 * @returns {import('webpack').Configuration}
 */
export function createAppConfig(
  { appDir, name, exposes, inlineScript, preloadPlan, languageFonts, frameTexts, serviceWorker },
  argv = {},
) {
  const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
  const isRemote = Boolean(exposes && Object.keys(exposes).length > 0);
  // Shown by the apps as `__BUILD_ID__`: env `BUILD_ID`, else the UTC build time.
  const id = process.env.BUILD_ID || new Date().toISOString().replace(/[-:]|\.\d+/g, '');
  const hashed = (extension) =>
    production ? `[name].[contenthash:8].${extension}` : `[name].${extension}`;
  return {
    name,
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: { main: './src/main.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      // Remotes load from wherever their manifest is; the host from the root (deep links).
      publicPath: isRemote ? 'auto' : '/',
      filename: production ? initialChunkFilename : '[name].js',
      chunkFilename: hashed('js'),
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // contracts is TypeScript source with NodeNext-style `./x.js` imports: no prebuild.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: {
        // react-router's package exports name only its development build (its dev warnings
        // kept); production builds take its production files.
        ...(production
          ? {
              'react-router$': path.join(ROUTER_DIST, 'index.mjs'),
              'react-router/dom$': path.join(ROUTER_DIST, 'dom-export.mjs'),
            }
          : {}),
        '@greencart/contracts$': path.join(ROOT_DIR, 'api', 'contracts', 'src', 'index.ts'),
        // Bundled where it is imported (not the shared module): the startup frame's words.
        '@greencart/contracts/shop-defaults$': path.join(
          ROOT_DIR,
          'api',
          'contracts',
          'src',
          'shop-defaults.ts',
        ),
        // Bundled too: the language a page starts in is read before any shared module loads.
        '@greencart/contracts/languages$': path.join(
          ROOT_DIR,
          'api',
          'contracts',
          'src',
          'languages.ts',
        ),
        // Bundled too (tree-shaken): the start-up frames' category names (app/startup/PageFrames.tsx).
        '@greencart/contracts/categories$': path.join(
          ROOT_DIR,
          'api',
          'contracts',
          'src',
          'categories.ts',
        ),
      },
    },
    module: { rules: moduleRules({ production, frameTexts }) },
    plugins: [
      new webpack.DefinePlugin({ __BUILD_ID__: JSON.stringify(id) }),
      new ModuleFederationPlugin({
        name,
        filename: isRemote ? 'remoteEntry.js' : undefined,
        exposes: isRemote ? exposes : undefined,
        // Remotes are registered at run time from /config.json.
        remotes: {},
        shared: sharedDependencies(appDir, ROOT_DIR),
        // 'version-first' loads every remote's entry at start: one dead remote breaks the page.
        shareStrategy: 'loaded-first',
        manifest: preloadPlan
          ? { additionalData: preloadPlanManifestData(preloadPlan, languageFonts) }
          : true,
        dts: false,
        // One federation runtime a page: the host publishes it (externalRuntime.mjs).
        runtimePlugins: isRemote ? [SHORT_TASKS] : [PROVIDE_RUNTIME_CORE, SHORT_TASKS],
        experiments: {
          // Compile out what these builds never run: Node loading; in remotes, remote loading.
          optimization: isRemote
            ? { target: 'web', disableRemote: true, disableSnapshot: true }
            : { target: 'web' },
        },
      }),
      new MiniCssExtractPlugin({ filename: hashed('css'), chunkFilename: hashed('css') }),
      new HtmlWebpackPlugin({
        template: path.join(appDir, 'public', 'index.html'),
        chunks: ['main'],
        // Absolute script URLs, so deep links served by the SPA fallback find them.
        publicPath: '/',
        scriptLoading: 'defer',
        templateParameters: { buildId: id },
        minify: production
          ? { collapseWhitespace: true, removeComments: true, minifyJS: true }
          : false,
      }),
      ...(isRemote
        ? [new ExternalRuntimePlugin({ name, filename: hashed('js'), publicPath: '/' })]
        : [new HostPagePlugin({ entry: 'main', publicPath: '/', inlineScript })]),
      new EmitPublicFilesPlugin(path.join(appDir, 'public')),
      ...(serviceWorker ? [new ServiceWorkerPlugin({ ...serviceWorker, buildId: id })] : []),
      new RouterImportsPlugin(path.join(ROOT_DIR, 'shared-ui', 'src', 'router')),
      ...(production ? COMPRESSIONS : []).map(
        ([algorithm, extension, compressionOptions]) =>
          new CompressionPlugin({
            test: /\.(js|css|html|svg|json|txt)$/,
            algorithm,
            filename: `[path][base].${extension}`,
            compressionOptions,
            threshold: 512,
            minRatio: 0.9,
          }),
      ),
    ],
    // Stable ids keep unchanged chunks' hashes (and browser caches) across builds.
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}
