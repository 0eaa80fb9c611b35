// Tests of the front-end build helpers: `node --test tools/webpack/webpack.test.mjs`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { sharedDependencies } from './shared.mjs';
import { RouterImportsPlugin } from './routerImports.mjs';
import { HostPagePlugin, inlineScript } from './hostPage.mjs';
import { localFontNames, planFromRoutes, preloadPlanManifestData } from './preloadPlan.mjs';
import { consumedShareKey, providedShareKey } from './federationInternals.mjs';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import {
  ExternalRuntimePlugin,
  RUNTIME_CORE_EXPORTS,
  runtimeCoreExternal,
} from './externalRuntime.mjs';
import { RUNTIME_CORE_GLOBAL, provideRuntimeCore } from './runtimeCore/provide.mjs';
import shortTasksPlugin from './runtimePlugins/shortTasks.mjs';
import { SHORT_TASKS, createAppConfig } from './index.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Writes `files` (name → source) into a fresh folder; returns its path. */
function fixture(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'gc-webpack-test-'));
  for (const [name, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), source);
  }
  return dir;
}

/** Runs webpack; resolves with the stats (errors included) once the compiler has closed. */
function compile(config) {
  return new Promise((resolve, reject) => {
    const compiler = webpack({ mode: 'development', devtool: false, ...config });
    compiler.run((error, stats) => {
      compiler.close(() => (error ? reject(error) : resolve(stats)));
    });
  });
}

test('routing is shared as @greencart/shared-ui/router, react-router itself is not shared', () => {
  const shared = sharedDependencies(path.join(ROOT, 'mfe-storefront'), ROOT);
  assert.deepEqual(shared['@greencart/shared-ui/router'], shared['@greencart/shared-ui']);
  assert.equal(shared['@greencart/shared-ui/router'].singleton, true);
  for (const pkg of ['react-router', 'react-router-dom', 'react-router-dom/']) {
    assert.equal(shared[pkg], undefined, `${pkg} must not be shared (it would ship whole)`);
  }
  assert.equal(shared['react-dom'].singleton, true);
});

test('the API client and store module is bundled per app, never shared', () => {
  for (const app of ['shell', 'mfe-storefront', 'mfe-seller']) {
    const shared = sharedDependencies(path.join(ROOT, app), ROOT);
    // The shell provides shared-ui: a shared /data would put axios and RTK in its start-up.
    assert.equal(shared['@greencart/shared-ui/data'], undefined, app);
    assert.equal(shared['@greencart/shared-ui/'], undefined, `${app}: no prefix sharing`);
    for (const pkg of ['axios', '@reduxjs/toolkit', 'react-redux']) {
      assert.equal(shared[pkg], undefined, `${app}: ${pkg}`);
    }
  }
});

test('a react-router import outside the router module fails the build', async () => {
  const dir = fixture({
    'app/page.js': "import { Link } from 'react-router-dom';\nexport default Link;\n",
    'router/index.js': "export { Link } from 'react-router-dom';\n",
    'ok.js': "import { Link } from './router/index.js';\nexport default Link;\n",
  });
  try {
    const common = {
      context: dir,
      output: { path: path.join(dir, 'dist') },
      resolve: { modules: ['node_modules', path.join(ROOT, 'node_modules')] },
      plugins: [new RouterImportsPlugin(path.join(dir, 'router'))],
    };
    const refused = await compile({ ...common, entry: './app/page.js' });
    const messages = refused
      .toJson({ errors: true })
      .errors.map((e) => e.message)
      .join('\n');
    assert.match(
      messages,
      /app\/page\.js imports "react-router-dom": import routing from '@greencart\/shared-ui\/router'/,
    );

    const allowed = await compile({ ...common, entry: './ok.js' });
    assert.deepEqual(allowed.toJson({ errors: true }).errors, []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the host's index.html preloads its entry, then the chunks it loads, not their children", async () => {
  const dir = fixture({
    'main.js': "import('./bootstrap.js').then((m) => m.start());\n",
    'bootstrap.js': "export function start() { return import('./later.js'); }\n",
    'later.js': 'export const later = 1;\n',
    'index.html': '<!doctype html><html><head></head><body></body></html>',
  });
  try {
    const stats = await compile({
      context: dir,
      entry: { main: './main.js' },
      output: { path: path.join(dir, 'dist'), publicPath: '/', chunkFilename: '[name].js' },
      optimization: { chunkIds: 'named' },
      plugins: [
        new HtmlWebpackPlugin({ template: path.join(dir, 'index.html') }),
        new HostPagePlugin({ entry: 'main', publicPath: '/' }),
      ],
    });
    assert.deepEqual(stats.toJson({ errors: true }).errors, []);
    const html = readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8');
    assert.match(
      html,
      /<link rel="preload" as="script" href="\/main\.js"><link rel="preload" as="script" href="\/bootstrap_js\.js">/,
    );
    assert.doesNotMatch(html, /later_js/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an inline script is transpiled on its own, calls its export with the later shared files and runs from index.html', async () => {
  const dir = fixture({
    'main.js': "import('./bootstrap.js');\n",
    'bootstrap.js': "import('react');\n",
    'early.ts':
      'export function mark(path: string): void {\n  (window as any).early = `${path}</script>`;\n}\n' +
      'export function install(shared: unknown): void {\n  mark(window.location.pathname);\n' +
      '  (window as any).shared = shared;\n}\n',
    'index.html': '<!doctype html><html><head></head><body></body></html>',
  });
  try {
    const stats = await compile({
      context: dir,
      entry: { main: './main.js' },
      output: { path: path.join(dir, 'dist'), publicPath: '/', uniqueName: 'inline' },
      resolve: { modules: ['node_modules', path.join(ROOT, 'node_modules')] },
      plugins: [
        new HtmlWebpackPlugin({ template: path.join(dir, 'index.html') }),
        // react is shared, and start-up (bootstrap.js) does not import it statically.
        new ModuleFederationPlugin({
          name: 'inline',
          shared: { react: { singleton: true, requiredVersion: false } },
          dts: false,
          manifest: false,
        }),
        new HostPagePlugin({
          entry: 'main',
          publicPath: '/',
          inlineScript: { file: path.join(dir, 'early.ts'), run: 'install' },
        }),
      ],
    });
    assert.deepEqual(stats.toJson({ errors: true }).errors, []);
    const html = readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8');
    const inline = html.match(/<script>(.*?)<\/script><\/head>/s)?.[1];
    assert.ok(inline, 'an inline <script> ends <head>');
    assert.doesNotMatch(inline, /import|require/);
    // The escaped closing tag keeps the element whole; run the script as the browser would.
    const window = { location: { pathname: '/products' } };
    new Function('window', inline)(window);
    assert.equal(window.early, '/products</script>');
    // The files of react, provided by this build but not loaded at start-up.
    assert.deepEqual(Object.keys(window.shared), ['react']);
    assert.ok(window.shared.react.length > 0);
    for (const file of window.shared.react) assert.match(file, /^\/.+\.js$/);
    assert.doesNotMatch(
      html,
      new RegExp(`rel="preload" as="script" href="${window.shared.react[0]}"`),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an inline script that imports a module fails the build', async () => {
  const dir = fixture({ 'early.ts': "import { x } from './x';\nexport const run = () => x;\n" });
  try {
    await assert.rejects(inlineScript(path.join(dir, 'early.ts'), 'run'), /must import nothing/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the host publishes every runtime-core export the remotes read from the page', () => {
  delete globalThis[RUNTIME_CORE_GLOBAL];
  try {
    provideRuntimeCore();
    const core = globalThis[RUNTIME_CORE_GLOBAL];
    // An export runtime-core no longer has would be undefined here (or fail to link).
    assert.ok(RUNTIME_CORE_EXPORTS.length > 0);
    for (const name of RUNTIME_CORE_EXPORTS) assert.ok(core[name], name);
    assert.deepEqual(Object.keys(core).sort(), [...RUNTIME_CORE_EXPORTS].sort());
  } finally {
    delete globalThis[RUNTIME_CORE_GLOBAL];
  }
});

test("a remote on a page without its host's runtime-core stops, saying why", () => {
  const external = runtimeCoreExternal('storefront');
  assert.throws(
    () => vm.runInNewContext(external, {}),
    /remote "storefront" uses the federation runtime of the page .* provides none/,
  );
  const incomplete = { [RUNTIME_CORE_GLOBAL]: { ModuleFederation: class {} } };
  assert.throws(
    () => vm.runInNewContext(external, incomplete),
    /incomplete one \(no CurrentGlobal, /,
  );
  const core = Object.fromEntries(RUNTIME_CORE_EXPORTS.map((name) => [name, () => name]));
  assert.equal(vm.runInNewContext(external, { [RUNTIME_CORE_GLOBAL]: core }), core);
});

test("a remote's standalone page loads runtime-core first; unpublished exports fail the build", async () => {
  const dir = fixture({
    'main.js':
      "import { satisfy, getGlobalSnapshot } from '@module-federation/runtime-core';\n" +
      'console.log(satisfy, getGlobalSnapshot);\n',
    'index.html': '<!doctype html><html><head></head><body></body></html>',
  });
  try {
    const stats = await compile({
      mode: 'production',
      context: dir,
      entry: { main: './main.js' },
      output: { path: path.join(dir, 'dist'), publicPath: '/', filename: '[name].js' },
      resolve: { modules: ['node_modules', path.join(ROOT, 'node_modules')] },
      optimization: { emitOnErrors: true }, // to look at the files despite the expected error
      plugins: [
        new HtmlWebpackPlugin({ template: path.join(dir, 'index.html'), scriptLoading: 'defer' }),
        new ExternalRuntimePlugin({ name: 'fixture', filename: '[name].js', publicPath: '/' }),
      ],
    });
    const errors = stats.toJson({ errors: true }).errors.map((e) => e.message);
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(errors[0], /runtime-core export\(s\) getGlobalSnapshot that hosts do not publish/);
    const html = readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8');
    assert.match(
      html,
      /<script defer src="?\/federation-runtime\.js"?><\/script><script defer src="?\/main\.js"?>/,
    );
    // runtime-core (its logger's prefix, say) is in the standalone script, not in main.js.
    const file = (name) => readFileSync(path.join(dir, 'dist', name), 'utf8');
    assert.match(file('main.js'), new RegExp(`globalThis\\.${RUNTIME_CORE_GLOBAL}`));
    assert.doesNotMatch(file('main.js'), /\[ Module Federation \]/);
    assert.match(file('federation-runtime.js'), /\[ Module Federation \]/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the storefront's preload plan follows its route table and frame images, route for route", () => {
  const routes = JSON.parse(
    readFileSync(new URL('../../mfe-storefront/src/app/routes.json', import.meta.url), 'utf8'),
  );
  const frameImages = JSON.parse(
    readFileSync(new URL('../../mfe-storefront/src/app/frameImages.json', import.meta.url), 'utf8'),
  );
  // Every page with frame images paints from a frame; the listings and the product page have them.
  for (const page of Object.keys(frameImages))
    assert.ok(routes.find((r) => r.page === page)?.paintsFromFrame, page);
  assert.deepEqual(Object.keys(frameImages).sort(), ['category', 'product', 'products']);
  const plan = planFromRoutes(
    routes.map((r) => (frameImages[r.page] ? { ...r, frameImages: frameImages[r.page] } : r)),
    'storefront-app',
    'startup-frames',
  );
  // Same order (the shell takes the first match), same patterns with `*` for `:x`.
  assert.deepEqual(
    plan.map((entry) => entry.route),
    routes.map((r) => (r.path === '*' ? '*' : r.path.replace(/:\w+/g, '*'))),
  );
  for (const [i, route] of routes.entries()) {
    if (route.paintsFromEntry) {
      assert.deepEqual(plan[i], { route: plan[i].route });
      continue;
    }
    if (route.paintsFromFrame) {
      assert.deepEqual(plan[i], {
        route: plan[i].route,
        chunks: [route.frameChunk ?? 'startup-frames'],
        api: route.api,
        ...(frameImages[route.page] ? { images: frameImages[route.page] } : {}),
      });
      continue;
    }
    assert.deepEqual(plan[i].chunks, ['storefront-app', ...(route.chunk ? [route.chunk] : [])]);
    assert.deepEqual(plan[i].api, route.api);
  }
});

test("a remote's manifest carries its preload plan: entry and App files, then the route's chunks, share keys, API GETs and a frame's images", async () => {
  const dir = fixture({
    'main.js': "import('./App.js');\n",
    'App.js': 'export const load = () => import(/* webpackChunkName: "page" */ \'./page.js\');\n',
    'page.js': "import { createElement } from 'react';\nexport default createElement;\n",
  });
  try {
    const routes = [
      { path: '/', paintsFromEntry: true, api: [] },
      { path: '/items/:id', chunk: 'page', api: ['/api/item/{1}'] },
      {
        path: '/items',
        paintsFromFrame: true,
        frameImages: { from: 'items', count: 2, card: true },
        api: ['/api/items', '/api/me'],
      },
    ];
    const stats = await compile({
      context: dir,
      entry: { main: './main.js' },
      output: { path: path.join(dir, 'dist'), publicPath: 'auto', uniqueName: 'plan' },
      resolve: { modules: ['node_modules', path.join(ROOT, 'node_modules')] },
      plugins: [
        new ModuleFederationPlugin({
          name: 'plan',
          filename: 'remoteEntry.js',
          exposes: { './App': './App.js' },
          shared: { react: { singleton: true, requiredVersion: false } },
          dts: false,
          manifest: {
            additionalData: preloadPlanManifestData(planFromRoutes(routes, 'page', 'page')),
          },
        }),
      ],
    });
    assert.deepEqual(stats.toJson({ errors: true }).errors, []);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'dist', 'mf-manifest.json'), 'utf8'));
    const [home, item, items] = manifest.metaData.greencartPreload;
    const exposed = manifest.exposes[0].assets.js.sync;
    assert.ok(exposed.length > 0);
    assert.deepEqual(home, {
      route: '/',
      files: ['remoteEntry.js', ...exposed],
      shared: [],
      api: [],
    });
    assert.equal(item.route, '/items/*');
    assert.deepEqual(item.files.slice(0, 1 + exposed.length), ['remoteEntry.js', ...exposed]);
    assert.ok(item.files.length > 1 + exposed.length, 'the page chunk is preloaded too');
    assert.deepEqual(item.shared, ['react']);
    assert.deepEqual(item.api, ['/api/item/{1}']);
    assert.equal(item.images, undefined);
    // A frame's images go with its route, for the shell to preload from the first answer.
    assert.deepEqual(items.api, ['/api/items', '/api/me']);
    assert.deepEqual(items.images, { from: 'items', count: 2, card: true });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the local() names of a font file's faces, from the style sheet (fonts.css's Noto)", () => {
  const css = readFileSync(path.join(ROOT, 'shared-ui', 'src', 'styles', 'fonts.css'), 'utf8');
  const sinhala = localFontNames(css, 'noto-sans-sinhala-sinhala-wght-normal.woff2');
  // Both weight ranges' names, once each; none of Tamil's or Outfit's.
  assert.ok(sinhala.includes('Noto Sans Sinhala'));
  assert.ok(sinhala.includes('NotoSansSinhala-Bold'));
  assert.equal(new Set(sinhala).size, sinhala.length);
  assert.ok(sinhala.every((name) => name.includes('Sinhala')));
  assert.ok(
    localFontNames(css, 'noto-sans-tamil-tamil-wght-normal.woff2').includes('Noto Sans Tamil'),
  );
  assert.deepEqual(localFontNames(css, 'outfit-latin-wght-normal.woff2'), []);
  const sheet = `@font-face { font-family: X; src: local( "A B" ), local('C'), url('./f/x.woff2'); }
    @font-face { font-family: Y; src: local('D'), url('./f/y.woff2'); }`;
  assert.deepEqual(localFontNames(sheet, 'x.woff2'), ['A B', 'C']);
});

test("a remote's manifest names each language's fonts as emitted; a font not emitted fails the build", async () => {
  const dir = fixture({
    'main.js': "import('./App.js');\n",
    'App.js': "export const font = new URL('./fonts/script-wght.woff2', import.meta.url);\n",
    'fonts/script-wght.woff2': 'not really a font',
  });
  const build = (languageFonts) =>
    compile({
      context: dir,
      entry: { main: './main.js' },
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: 'fonts',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      },
      plugins: [
        new ModuleFederationPlugin({
          name: 'fonts',
          filename: 'remoteEntry.js',
          exposes: { './App': './App.js' },
          dts: false,
          manifest: {
            additionalData: preloadPlanManifestData(
              planFromRoutes([{ path: '/', paintsFromEntry: true }], 'page'),
              languageFonts,
            ),
          },
        }),
      ],
    });
  try {
    const stats = await build({ en: [], si: [{ file: 'script-wght.woff2', local: ['Script'] }] });
    assert.deepEqual(stats.toJson({ errors: true }).errors, []);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'dist', 'mf-manifest.json'), 'utf8'));
    const { en, si } = manifest.metaData.greencartFonts;
    assert.deepEqual(en, []);
    assert.match(si[0].file, /^assets\/script-wght\.[0-9a-f]{8}\.woff2$/);
    assert.deepEqual(si[0].local, ['Script']);
    assert.equal(si.length, 1);
    const failed = await build({ si: [{ file: 'renamed-wght.woff2' }] }).then(
      (result) => JSON.stringify(result.toJson({ errors: true }).errors),
      (error) => String(error),
    );
    assert.match(failed, /font "renamed-wght\.woff2" was emitted 0 times/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("federation internals: the probes still recognise enhanced's shared modules (fails on an upgrade that renames them)", async () => {
  const dir = fixture({
    'main.js': "import('./bootstrap.js');\n",
    'bootstrap.js': "import { createElement } from 'react';\nconsole.log(createElement);\n",
  });
  try {
    const stats = await compile({
      context: dir,
      entry: { main: './main.js' },
      output: { path: path.join(dir, 'dist'), uniqueName: 'probe' },
      resolve: { modules: ['node_modules', path.join(ROOT, 'node_modules')] },
      plugins: [
        new ModuleFederationPlugin({
          name: 'probe',
          shared: { react: { singleton: true, requiredVersion: false } },
          dts: false,
          manifest: false,
        }),
      ],
    });
    assert.deepEqual(stats.toJson({ errors: true }).errors, []);
    const modules = [...stats.compilation.modules];
    const consumed = modules.map(consumedShareKey).filter(Boolean);
    const provided = modules.map(providedShareKey).filter(Boolean);
    const hint =
      'tools/webpack/federationInternals.mjs no longer recognises @module-federation/enhanced ' +
      'shared modules: update its probes for the new version (the preload plans depend on them)';
    assert.deepEqual(consumed, ['react'], hint);
    assert.deepEqual(provided, ['react'], hint);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the script fonts' weight axis is cut to 400–700, with the same glyphs and advances there", async () => {
  const require = createRequire(import.meta.url);
  const { limitWeights, WEIGHTS } = require('./fontWeights.cjs');
  const fontverter = require('fontverter');
  const hb = await import('harfbuzzjs');
  const fonts = path.join(ROOT, 'node_modules', '@fontsource-variable');
  const cases = [
    ['si', 'noto-sans-sinhala/files/noto-sans-sinhala-sinhala-wght-normal.woff2'],
    ['ta', 'noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2'],
  ];
  /** Every message of a catalogue, flattened. */
  const messages = (node) =>
    typeof node === 'string' ? [node] : Object.values(node ?? {}).flatMap(messages);
  const faceOf = async (woff2) =>
    new hb.Face(new hb.Blob(new Uint8Array(await fontverter.convert(woff2, 'truetype'))));
  const { shape } = require('./frameFont.cjs');
  /** Glyph ids, clusters, advances and offsets of `text` in `font` (TrueType) at `weight`. */
  const shaped = async (font, text, weight) =>
    (await shape(font, [text], weight))[0].map(({ id, at }) => [id, ...at]);
  for (const [language, file] of cases) {
    const original = readFileSync(path.join(fonts, file));
    const limited = await limitWeights(original);
    const [whole, cut] = [
      await fontverter.convert(original, 'truetype'),
      await fontverter.convert(limited, 'truetype'),
    ];
    assert.ok(limited.length < original.length * 0.6, `${file}: ${limited.length} bytes`);
    const [before, after] = [await faceOf(original), await faceOf(limited)];
    const { wght } = after.getAxisInfos();
    assert.deepEqual([wght.min, wght.max], [WEIGHTS.min, WEIGHTS.max]);
    assert.deepEqual([...after.collectUnicodes()], [...before.collectUnicodes()]);
    const catalogue = JSON.parse(
      readFileSync(path.join(ROOT, 'mfe-storefront', 'src', 'i18n', `${language}.json`), 'utf8'),
    );
    const text = messages(catalogue).join(' ');
    for (const weight of [400, 500, 600, 700])
      assert.deepEqual(
        await shaped(cut, text, weight),
        await shaped(whole, text, weight),
        `${file} at ${weight}`,
      );
    // The weights do differ (the comparison above would catch a lost axis).
    assert.notDeepEqual(await shaped(whole, text, 700), await shaped(whole, text, 400));
    // Outside the range the weight is clamped (no screen asks for it).
    assert.deepEqual(await shaped(cut, text, 900), await shaped(whole, text, 700));
  }
});

test("a script font's frame part holds only the frames' words' glyphs, which it draws as the whole font does", async () => {
  const require = createRequire(import.meta.url);
  const { frameFont, shape, CHECKED_WEIGHTS } = require('./frameFont.cjs');
  const { limitWeights } = require('./fontWeights.cjs');
  const fontverter = require('fontverter');
  const { frameTexts } = await import('../../mfe-storefront/webpack.config.mjs');
  const fonts = path.join(ROOT, 'node_modules', '@fontsource-variable');
  const cases = [
    ['si', 'noto-sans-sinhala/files/noto-sans-sinhala-sinhala-wght-normal.woff2'],
    ['ta', 'noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2'],
  ];
  const positions = (shaped) => shaped.map((glyphs) => glyphs.map((g) => g.at));
  for (const [language, file] of cases) {
    const texts = frameTexts[language];
    assert.ok(texts.length >= 10, `${language}: ${texts.length} words`);
    const whole = await limitWeights(readFileSync(path.join(fonts, file)));
    const { font: part, exact } = await frameFont(readFileSync(path.join(fonts, file)), texts);
    assert.ok(exact, `${language}: cut by glyphs`);
    assert.ok(part.length < whole.length * 0.4, `${language}: ${part.length} of ${whole.length}`);
    const [a, b] = [
      await fontverter.convert(whole, 'truetype'),
      await fontverter.convert(part, 'truetype'),
    ];
    for (const weight of CHECKED_WEIGHTS)
      assert.deepEqual(
        positions(await shape(b, texts, weight)),
        positions(await shape(a, texts, weight)),
        `${language} at ${weight}`,
      );
    // Other words of the script are not all there: the part is for these words only.
    const other = language === 'si' ? 'ශ්‍රී ලංකාව' : 'ஸ்ரீ லங்கா';
    assert.notDeepEqual(
      positions(await shape(b, [other], 400)),
      positions(await shape(a, [other], 400)),
    );
  }
});

test('the font loaders run together (as webpack runs them) each give their own whole file', async () => {
  const require = createRequire(import.meta.url);
  const frameLoader = require('./frameFont.cjs');
  const weightsLoader = require('./fontWeights.cjs');
  const fontverter = require('fontverter');
  const { frameTexts } = await import('../../mfe-storefront/webpack.config.mjs');
  const fonts = path.join(ROOT, 'node_modules', '@fontsource-variable');
  const sinhala = readFileSync(
    path.join(fonts, 'noto-sans-sinhala/files/noto-sans-sinhala-sinhala-wght-normal.woff2'),
  );
  const tamil = readFileSync(
    path.join(fonts, 'noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2'),
  );
  /** Runs `loader` on `source` as webpack would, with `resourceQuery` and the frame words. */
  const run = (loader, source, resourceQuery) =>
    new Promise((resolve, reject) => {
      const context = {
        resourceQuery,
        getOptions: () => ({ texts: frameTexts }),
        emitWarning: () => undefined,
        async: () => (error, out) => (error ? reject(error) : resolve(out)),
      };
      loader.call(context, source);
    });
  const outs = await Promise.all([
    run(frameLoader, sinhala, '?frame=si'),
    run(frameLoader, tamil, '?frame=ta'),
    run(weightsLoader, tamil, ''),
  ]);
  const alone = [
    (await frameLoader.frameFont(sinhala, frameTexts.si)).font,
    (await frameLoader.frameFont(tamil, frameTexts.ta)).font,
    await weightsLoader.limitWeights(tamil),
  ];
  for (const [index, out] of outs.entries()) {
    assert.equal(fontverter.detectFormat(out), 'woff2', `file ${index}`);
    assert.ok(Buffer.from(out).equals(Buffer.from(alone[index])), `file ${index}`);
  }
});

test('`Outfit Start` (fonts.css) holds the characters of its unicode-range, drawn as Outfit draws them', async () => {
  const require = createRequire(import.meta.url);
  const { limitWeights, START_TEXT } = require('./fontWeights.cjs');
  const fontverter = require('fontverter');
  const hb = await import('harfbuzzjs');
  const css = readFileSync(path.join(ROOT, 'shared-ui', 'src', 'styles', 'fonts.css'), 'utf8');
  const face = css.match(/@font-face\s*\{[^}]*'Outfit Start'[^}]*\}/)?.[0] ?? '';
  const listed = [...face.matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/gi)].flatMap(([, from, to]) => {
    const [a, b] = [parseInt(from, 16), parseInt(to ?? from, 16)];
    return Array.from({ length: b - a + 1 }, (_, i) => a + i);
  });
  const wanted = [...START_TEXT].map((c) => c.codePointAt(0));
  assert.deepEqual(listed, wanted);
  const original = readFileSync(
    path.join(
      ROOT,
      'node_modules',
      '@fontsource-variable',
      'outfit',
      'files',
      'outfit-latin-wght-normal.woff2',
    ),
  );
  const start = await limitWeights(original, { start: true });
  assert.ok(start.length < 4096, `${start.length} bytes`);
  const part = new hb.Face(
    new hb.Blob(new Uint8Array(await fontverter.convert(start, 'truetype'))),
  );
  assert.deepEqual(
    [...part.collectUnicodes()].sort((x, y) => x - y),
    [...wanted].sort((x, y) => x - y),
  );
  const { shape } = require('./frameFont.cjs');
  /** Advances and offsets of START_TEXT in `font` (woff2) at `weight`. */
  const advances = async (font, weight) =>
    (await shape(await fontverter.convert(font, 'truetype'), [START_TEXT], weight))[0].map(
      ({ at: [, ...position] }) => position,
    );
  for (const weight of [400, 500, 600, 700])
    assert.deepEqual(
      await advances(start, weight),
      await advances(original, weight),
      `at ${weight}`,
    );
});

test('the short-tasks runtime plugin: a shared module not yet loaded is loaded in a new task, one loaded or loading at once', async () => {
  const plugin = shortTasksPlugin();
  const order = [];
  /** True when `hook()` settles after a timer set just before it was called (in a new task). */
  const settlesAfterATask = async (hook) => {
    order.length = 0;
    setTimeout(() => order.push('task'), 0);
    await hook();
    order.push('hook');
    const first = order[0];
    // The marker's timer has run before the next call starts.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return first === 'task';
  };
  const origin = (shared) => ({ shareScopeMap: { default: { react: shared } } });
  const args = (shared) => ({
    pkgName: 'react',
    shareInfo: { scope: ['default'] },
    origin: origin(shared),
  });

  const notLoaded = args({ '19.3.1': { from: 'shell', loaded: false } });
  assert.equal(await settlesAfterATask(() => plugin.beforeLoadShare(notLoaded)), true);
  assert.equal(await plugin.beforeLoadShare(notLoaded), notLoaded, 'its arguments are handed on');
  assert.equal(await settlesAfterATask(() => plugin.beforeLoadShare(args(undefined))), true);
  // Loaded or loading: handed out in the same task, as without the plugin.
  for (const state of [{ loaded: true }, { lib: () => ({}) }, { loading: Promise.resolve() }]) {
    assert.equal(
      await settlesAfterATask(() => plugin.beforeLoadShare(args({ '19.3.1': state }))),
      false,
    );
  }
});

test('the shell and the remotes run the short-tasks runtime plugin', () => {
  for (const [name, exposes] of [['shell'], ['storefront', { './App': './src/App.tsx' }]]) {
    const config = createAppConfig(
      { appDir: path.join(ROOT, name === 'shell' ? 'shell' : 'mfe-storefront'), name, exposes },
      { mode: 'production' },
    );
    const federation = config.plugins.find((plugin) => plugin instanceof ModuleFederationPlugin);
    assert.ok(federation._options.runtimePlugins.includes(SHORT_TASKS), name);
  }
});
