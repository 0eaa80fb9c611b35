import { createAppConfig } from '../tools/webpack/index.mjs';

// The host: no remotes at build time; it reads them from /config.json at run time, starting
// with a script inlined in index.html (src/early/inline.ts).
export default (_env, argv) =>
  createAppConfig(
    { appDir: import.meta.dirname, name: 'shell', inlineScript: './src/early/inline.ts' },
    argv,
  );
