import { readFileSync } from 'node:fs';
import { createAppConfig } from '../tools/webpack/index.mjs';

/**
 * What the shell preloads for the page a shopper lands on (tools/webpack/preloadPlan.mjs):
 * on the home page nothing more (its hero paints from the entry chunk; the rest loads after
 * it), elsewhere the full app's chunk, the catalogue and the session check, and on a product
 * page its screen too. Chunk names are the `webpackChunkName`s of src/App.tsx and
 * src/app/lazyPages.ts; API paths those the store asks first (src/app/startup/early-gets.json).
 */
const EARLY_GETS = JSON.parse(
  readFileSync(new URL('./src/app/startup/early-gets.json', import.meta.url), 'utf8'),
);
const preloadPlan = [
  { route: '/' },
  {
    route: '/products/*/*',
    chunks: ['storefront-app', 'page-product'],
    api: EARLY_GETS,
  },
  { route: '*', chunks: ['storefront-app'], api: EARLY_GETS },
];

// The storefront remote: exposes its App to the shell (mounted at /*); also runs standalone.
export default (_env, argv) =>
  createAppConfig(
    {
      appDir: import.meta.dirname,
      name: 'storefront',
      exposes: { './App': './src/App.tsx' },
      preloadPlan,
    },
    argv,
  );
