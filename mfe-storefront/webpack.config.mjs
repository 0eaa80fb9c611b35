import { readFileSync } from 'node:fs';
import { createAppConfig } from '../tools/webpack/index.mjs';

/**
 * What the shell preloads for the page a shopper lands on (tools/webpack/preloadPlan.mjs):
 * on the home page nothing more (its hero paints from the entry chunk; the rest loads after
 * it), elsewhere the full app's chunk, the catalogue and the session check, and on a product
 * page its screen too; off the home page the shell also runs src/early-script (the first API
 * requests and image preloads, before React has loaded). Chunk names are the `webpackChunkName`s of src/App.tsx and
 * src/app/lazyPages.ts; API paths those the entry chunk sends early (src/app/startup/early-gets.json).
 */
const EARLY_GETS = JSON.parse(
  readFileSync(new URL('./src/app/startup/early-gets.json', import.meta.url), 'utf8'),
);
const preloadPlan = [
  { route: '/' },
  {
    route: '/products/*/*',
    chunks: ['storefront-early', 'storefront-app', 'page-product'],
    api: EARLY_GETS,
    script: true,
  },
  { route: '*', chunks: ['storefront-early', 'storefront-app'], api: EARLY_GETS, script: true },
];

// The storefront remote: exposes its App to the shell (mounted at /*); also runs standalone.
export default (_env, argv) =>
  createAppConfig(
    {
      appDir: import.meta.dirname,
      name: 'storefront',
      exposes: { './App': './src/App.tsx' },
      preloadPlan,
      earlyScript: './src/early-script/index.ts',
    },
    argv,
  );
