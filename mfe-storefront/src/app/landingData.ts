import { currentLanguage } from '@greencart/shared-ui/i18n';
import { productsApi } from '../features/products/productsApi';
import { promotionsApi } from '../features/promotions/promotionsApi';
import { reviewsApi } from '../features/reviews/reviewsApi';
import { shopSettingsApi } from '../features/shop/shopSettingsApi';
import { routeFor } from './routeTable';
import type { AppStore } from './store';

/**
 * How long the full app's first render waits for the landing page's answers at most: they are
 * normally in hand already (the frame painted from them; the shell preloaded them), and a slow
 * API only keeps the frame (with its largest paint) on screen a little longer.
 */
export const LANDING_DATA_WAIT_MS = 800;

/** The pages whose first screen shows the live deals (product cards, the product, the deals). */
const WITH_DEALS = new Set(['home', 'products', 'category', 'product', 'deals']);

interface Held {
  unsubscribe(): void;
}

/** The next task: each request the store starts runs axios and RTK Query's bookkeeping. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const segment = (value: string | undefined) => {
  try {
    return decodeURIComponent(value ?? '');
  } catch {
    return value ?? '';
  }
};

/**
 * Asks the store for the landing page's first answers before the full app's first render:
 * the shop's settings; on the home, listing and product pages their products (the best
 * sellers; the listing's first page; the product, its related products and reviews) and the
 * live deals of their cards; with the same query arguments the screens use, so they find them
 * cached. Why: an answer that
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
  // Each ask in a task of its own (nextTask).
  const asks: (() => Promise<unknown>)[] = [
    () => hold(store.dispatch(shopSettingsApi.endpoints.shopSettings.initiate())),
  ];
  const route = routeFor(pathname);
  const segments = pathname.split('/').filter(Boolean).map(segment);
  // A search, sort or cursor in the address: the listing asks for other pages (ProductListing.tsx).
  if ((route.page === 'products' || route.page === 'category') && search === '') {
    const category = route.page === 'category' ? segments[1] : undefined;
    const query = { q: undefined, category, sort: 'relevance' } as const;
    asks.push(() => hold(store.dispatch(productsApi.endpoints.getProductPages.initiate(query))));
  }
  if (route.page === 'home') {
    asks.push(() => hold(store.dispatch(productsApi.endpoints.getBestSellers.initiate())));
  }
  if (route.page === 'product') {
    asks.push(async () => {
      const { data } = await hold(
        store.dispatch(productsApi.endpoints.getProduct.initiate(segments[2])),
      );
      if (!data) return;
      const related = hold(
        store.dispatch(productsApi.endpoints.getRelatedProducts.initiate(data._id)),
      );
      await nextTask();
      await Promise.all([
        related,
        hold(store.dispatch(reviewsApi.endpoints.getProductReviews.initiate(data._id))),
      ]);
    });
  }
  // The deals' badges of the product cards: asked once the page's `load` event has fired
  // (useProductDeals.ts), as the cards would at their first render.
  if (WITH_DEALS.has(route.page) && document.readyState === 'complete') {
    const language = currentLanguage();
    asks.push(() => hold(store.dispatch(promotionsApi.endpoints.getDeals.initiate(language))));
  }
  const asked: Promise<unknown>[] = [];
  const started = Date.now();
  // The first too: the store was made in the task that called this (with its first request,
  // a 17-33 ms task unthrottled).
  for (const ask of asks) {
    await nextTask();
    asked.push(ask());
  }
  const left = Math.max(0, waitMs - (Date.now() - started));
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(asked),
    new Promise((resolve) => {
      timer = setTimeout(resolve, left);
    }),
  ]);
  clearTimeout(timer);
  return () => {
    released = true;
    held.splice(0).forEach((request) => request.unsubscribe());
  };
}
