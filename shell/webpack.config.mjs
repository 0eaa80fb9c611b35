import path from 'node:path';
import { createAppConfig } from '../tools/webpack/index.mjs';

// The host: no remotes at build time; it reads them from /config.json at run time, starting
// with its early loads, inlined in index.html.
export default (_env, argv) =>
  createAppConfig(
    {
      appDir: import.meta.dirname,
      name: 'shell',
      inlineScript: { file: './src/early/earlyLoads.ts', run: 'installEarlyLoads' },
      // /sw.js (docs/SHOPPER-UX.md "Installing the shop"), registered after the page loaded.
      serviceWorker: {
        source: path.join(import.meta.dirname, 'src', 'pwa', 'service-worker.js'),
        extra: ['/offline.html'],
      },
    },
    argv,
  );
