import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { RuntimeConfigProvider, Toaster, type RuntimeConfig } from '@greencart/shared-ui';
import type { AppProps } from '../App';
import { loadGuestCart } from '../features/cart/guestCart';
import { productsApi } from '../features/products/productsApi';
import { SessionEffects } from '../features/layout/SessionEffects';
import { StorefrontLayout } from '../features/layout/StorefrontLayout';
import { ScrollToTop } from './ScrollToTop';
import { StorefrontRoutes } from './StorefrontRoutes';
import { createStorefrontStore } from './store';
import { bindLazyBaseQuery, prepareBaseQuery } from './storefrontApi';

/** When the HTTP client loads at the latest, after the full app mounted. */
const HTTP_CLIENT_DELAY_MS = 2000;
/** The first signs of a shopper about to act. */
const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Creates the store of a mounted App: API bound (its HTTP client loads with the first
 * request that needs it), guest cart restored. Free of
 * requests: React may render (and drop) a component more than once before it mounts.
 */
function createStore(config: RuntimeConfig) {
  bindLazyBaseQuery(() =>
    import(/* webpackChunkName: "storefront-http" */ './httpBaseQuery').then((http) =>
      http.httpBaseQuery(config.apiUrl),
    ),
  );
  return createStorefrontStore({ cart: { items: loadGuestCart() } });
}

/**
 * The whole storefront: its Redux store, every shopper screen with navbar and footer. Loaded
 * by `App` as a chunk of its own (Redux, RTK Query, axios and the screens), so the home
 * hero can paint before this arrives.
 */
export default function StorefrontApp({ config }: AppProps) {
  const [store] = useState(() => createStore(config));
  // The catalogue, at once rather than once the page's chunk has loaded: nearly every
  // screen's largest paint waits for it (its first answer may already be on its way, see
  // app/startup/earlyCatalogue.ts).
  useEffect(() => {
    store.dispatch(productsApi.util.prefetch('getProducts', undefined, {}));
  }, [store]);
  // The HTTP client at the shopper's first touch, click or key press, or after a short
  // while: not on the way to the first screen's largest paint, but ready before a first click
  // (whose cart change must reach the server even if they leave right after) gets far.
  useEffect(() => {
    const prepare = () => {
      stop();
      prepareBaseQuery();
    };
    const timer = setTimeout(prepare, HTTP_CLIENT_DELAY_MS);
    for (const type of FIRST_INPUT_EVENTS) {
      window.addEventListener(type, prepare, { capture: true, passive: true });
    }
    function stop() {
      clearTimeout(timer);
      for (const type of FIRST_INPUT_EVENTS) {
        window.removeEventListener(type, prepare, { capture: true });
      }
    }
    return stop;
  }, []);
  return (
    <RuntimeConfigProvider config={config}>
      <Provider store={store}>
        <ScrollToTop />
        <SessionEffects />
        <StorefrontLayout>
          <StorefrontRoutes />
        </StorefrontLayout>
        <Toaster />
      </Provider>
    </RuntimeConfigProvider>
  );
}
