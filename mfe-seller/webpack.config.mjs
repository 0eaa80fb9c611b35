import { createAppConfig } from '../tools/webpack/index.mjs';

// The seller remote: exposes its App to the shell (mounted at /seller/*); also runs standalone.
export default (_env, argv) =>
  createAppConfig(
    { appDir: import.meta.dirname, name: 'seller', exposes: { './App': './src/App.tsx' } },
    argv,
  );
