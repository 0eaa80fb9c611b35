import { isSellerPath } from '../early/earlyLoads';
import type { RemoteLoader } from './types';

export { isSellerPath };

/**
 * Starts loading the storefront before React renders, so its manifest, entry and App chunk
 * download in parallel with the shell's own start-up. Not on seller pages: there the
 * storefront is not needed yet, and a stopped storefront must not disturb the seller portal.
 * The seller remote is never prefetched. A failed prefetch is ignored here: the route's own
 * load (which shares the promise) shows and reports it.
 */
export function prefetchStorefront(loader: RemoteLoader, pathname: string): boolean {
  if (isSellerPath(pathname)) return false;
  loader.load('storefront').catch(() => undefined);
  return true;
}
