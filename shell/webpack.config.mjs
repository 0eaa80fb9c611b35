import { createAppConfig } from '../tools/webpack/index.mjs';

// The host: no remotes at build time; it reads them from /config.json at run time, starting
// with its early loads, inlined in index.html.
export default (_env, argv) =>
  createAppConfig(
    {
      appDir: import.meta.dirname,
      name: 'shell',
      inlineScript: { file: './src/early/earlyLoads.ts', run: 'installEarlyLoads' },
    },
    argv,
  );
