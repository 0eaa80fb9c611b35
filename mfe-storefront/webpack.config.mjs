import { createAppConfig } from '../tools/webpack/index.mjs';

// The storefront remote: exposes its App to the shell (mounted at /*); also runs standalone.
export default (_env, argv) =>
  createAppConfig(
    { appDir: import.meta.dirname, name: 'storefront', exposes: { './App': './src/App.tsx' } },
    argv,
  );
