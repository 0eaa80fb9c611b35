import type { ProductListResponse } from '@greencart/contracts';
import { preloadCriticalImages } from './criticalImages';
import { peekEarlyAnswer, requestEarly } from './earlyRequests';

/**
 * What the storefront starts as soon as its entry chunk renders, on pages whose largest paint
 * is a product image: the catalogue and session requests and, when the catalogue answers,
 * the download of those images. All would otherwise wait for the store chunk. Only the first
 * call of a page load requests anything.
 */
export function startEarlyLoads(apiUrl: string, pathname: string): void {
  requestEarly(apiUrl);
  peekEarlyAnswer('/api/product/list')
    ?.then((answer) => {
      const body = answer?.body as Partial<ProductListResponse> | null | undefined;
      if (answer?.status === 200 && Array.isArray(body?.products)) {
        preloadCriticalImages(pathname, body.products, apiUrl);
      }
    })
    .catch(() => undefined);
}
