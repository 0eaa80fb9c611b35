import { productsApi } from '../features/products/productsApi';
import { shopSettingsApi } from '../features/shop/shopSettingsApi';
import { routeFor } from './routeTable';
import type { AppStore } from './store';

/**
 * How long the full app's first render waits for the landing page's answers at most: they are
 * normally in hand already (the frame painted from them; the shell preloaded them), and a slow
 * API only keeps the frame (with its largest paint) on screen a little longer.
 */
export const LANDING_DATA_WAIT_MS = 800;

interface Held {
  unsubscribe(): void;
}

const segment = (value: string | undefined) => {
  try {
    return decodeURIComponent(value ?? '');
  } catch {
    return value ?? '';
  }
};

/**
 * Asks the store for the landing page's first answers before the full app's first render:
 * the shop's settings and, on the listing and product pages, the page's products (the same
 * query arguments its screen uses, so the screen finds them cached). Why: an answer that
 * arrives after that render updates the store, and react-redux re-renders its readers at
 * once (a synchronous render, never sliced): the whole product page rendered twice, the
 * second time as one long task. Resolves, once they have settled or after `waitMs`, to a
 * function that lets go of them (call it once the app has mounted: its screens hold them).
 */
export async function askLandingData(
  store: AppStore,
  pathname: string,
  search: string,
  waitMs = LANDING_DATA_WAIT_MS,
): Promise<() => void> {
  const held: Held[] = [];
  let released = false;
  const hold = <T extends Held>(request: T): T => {
    if (released) request.unsubscribe();
    else held.push(request);
    return request;
  };
  const asked: Promise<unknown>[] = [
    hold(store.dispatch(shopSettingsApi.endpoints.shopSettings.initiate())),
  ];
  const route = routeFor(pathname);
  const segments = pathname.split('/').filter(Boolean).map(segment);
  // A search, sort or cursor in the address: the listing asks for other pages (ProductListing.tsx).
  if ((route.page === 'products' || route.page === 'category') && search === '') {
    const category = route.page === 'category' ? segments[1] : undefined;
    asked.push(
      hold(
        store.dispatch(
          productsApi.endpoints.getProductPages.initiate({
            q: undefined,
            category,
            sort: 'relevance',
          }),
        ),
      ),
    );
  }
  if (route.page === 'product') {
    const product = hold(store.dispatch(productsApi.endpoints.getProduct.initiate(segments[2])));
    asked.push(
      product.then(({ data }) =>
        data
          ? hold(store.dispatch(productsApi.endpoints.getRelatedProducts.initiate(data._id)))
          : undefined,
      ),
    );
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(asked),
    new Promise((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]);
  clearTimeout(timer);
  return () => {
    released = true;
    held.splice(0).forEach((request) => request.unsubscribe());
  };
}
