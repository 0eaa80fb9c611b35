// Tests of the front-end build helpers: `node --test tools/webpack/webpack.test.mjs`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { sharedDependencies } from './shared.mjs';
import { RouterImportsPlugin } from './routerImports.mjs';
import { PreloadStartupChunksPlugin } from './preloadStartup.mjs';
import { InlineScriptPlugin, bundleInlineScript } from './inlineScript.mjs';
import { scriptRule } from './rules.mjs';

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
        new PreloadStartupChunksPlugin({ entry: 'main', publicPath: '/' }),
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

test('an inline script is bundled on its own (imports included) and runs from index.html', async () => {
  const dir = fixture({
    'main.js': 'window.mainRan = true;\n',
    'early.ts': "import { mark } from './mark';\nmark(window.location.pathname);\n",
    'mark.ts':
      'export function mark(path: string): void {\n  (window as any).early = `${path}</script>`;\n}\n',
    'index.html': '<!doctype html><html><head></head><body></body></html>',
  });
  try {
    const stats = await compile({
      context: dir,
      entry: { main: './main.js' },
      output: { path: path.join(dir, 'dist'), publicPath: '/' },
      plugins: [
        new HtmlWebpackPlugin({ template: path.join(dir, 'index.html') }),
        new InlineScriptPlugin({
          entry: path.join(dir, 'early.ts'),
          rules: [scriptRule({ production: true })],
          resolve: { extensions: ['.ts', '.js'] },
          production: true,
        }),
      ],
    });
    assert.deepEqual(stats.toJson({ errors: true }).errors, []);
    const html = readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8');
    const inline = html.match(/<script>(.*?)<\/script><\/head>/s)?.[1];
    assert.ok(inline, 'an inline <script> ends <head>');
    assert.doesNotMatch(inline, /import|require|__webpack_require__\.e/);
    // The escaped closing tag keeps the element whole; run the script as the browser would.
    const window = { location: { pathname: '/products' } };
    new Function('window', inline)(window);
    assert.equal(window.early, '/products</script>');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an inline script that imports too much fails the build', async () => {
  const dir = fixture({ 'early.js': `window.big = ${JSON.stringify('x'.repeat(5000))};\n` });
  try {
    await assert.rejects(
      bundleInlineScript({
        entry: path.join(dir, 'early.js'),
        rules: [scriptRule({ production: true })],
        resolve: {},
        production: true,
      }),
      /must stay under 4096/,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
