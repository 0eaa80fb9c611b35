import { useState } from 'react';
import { Provider } from 'react-redux';
import { RuntimeConfigProvider, Toaster, type RuntimeConfig } from '@greencart/shared-ui';
import type { AppProps } from './appProps';
import { loadGuestCart, loadSubstitutions, loadWeighedLines } from '../features/cart/guestCart';
import { SessionEffects } from '../features/layout/SessionEffects';
import { StorefrontLayout } from '../features/layout/StorefrontLayout';
import { ScrollToTop } from './ScrollToTop';
import { StorefrontRoutes } from './StorefrontRoutes';
import { createStorefrontStore } from './store';
import { bindBaseQuery } from './storefrontApi';
import { httpBaseQuery } from './httpBaseQuery';

/**
 * Creates the store of a mounted App: API bound, guest cart, its weighed lines and the
 * substitution choices restored. Free of requests: React may render (and drop) a component
 * more than once before it mounts.
 */
function createStore(config: RuntimeConfig) {
  bindBaseQuery(httpBaseQuery(config.apiUrl));
  const items = loadGuestCart();
  return createStorefrontStore({
    cart: { items, substitutions: loadSubstitutions(), weighed: loadWeighedLines(items) },
  });
}

/**
 * The whole storefront: its Redux store, every shopper screen with navbar and footer. Loaded
 * by `App` as a chunk of its own (Redux, RTK Query, axios and the screens), so the home
 * hero can paint before this arrives.
 */
export default function StorefrontApp({ config }: AppProps) {
  const [store] = useState(() => createStore(config));
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
