import { createAppConfig } from '../tools/webpack/index.mjs';

// The host: no remotes at build time; it reads them from /config.json at run time.
export default (_env, argv) =>
  createAppConfig({ appDir: import.meta.dirname, name: 'shell' }, argv);
