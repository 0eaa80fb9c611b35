import { fileURLToPath } from 'node:url';

/**
 * Folders resolved from this file's location (`api/src/config` or `api/dist/config`),
 * so `npm start` works from any working directory.
 */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const PRODUCT_ASSETS_DIR = fileURLToPath(new URL('../../assets/products/', import.meta.url));
