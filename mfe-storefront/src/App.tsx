import { useState } from 'react';
import { Provider } from 'react-redux';
import {
  RuntimeConfigProvider,
  Toaster,
  createHttpClient,
  type RuntimeConfig,
} from '@greencart/shared-ui';
import '@greencart/shared-ui/styles.css';
import { ScrollToTop } from './app/ScrollToTop';
import { StorefrontRoutes } from './app/StorefrontRoutes';
import { createStorefrontStore } from './app/store';
import { bindHttpClient } from './app/storefrontApi';
import { loadGuestCart } from './features/cart/guestCart';
import { productsApi } from './features/products/productsApi';
import { SessionEffects } from './features/layout/SessionEffects';
import { StorefrontLayout } from './features/layout/StorefrontLayout';

/** Props of the storefront remote's entry. */
export interface AppProps {
  /** The run-time configuration the shell (or the standalone bootstrap) loaded. */
  config: RuntimeConfig;
}

/**
 * Creates the store once per mounted App: API client bound, guest cart restored, and the
 * catalogue requested at once rather than after the first render, since nearly every
 * screen's largest paint waits for it.
 */
function createStore(config: RuntimeConfig) {
  bindHttpClient(createHttpClient(config.apiUrl));
  const store = createStorefrontStore({ cart: { items: loadGuestCart() } });
  store.dispatch(productsApi.util.prefetch('getProducts', undefined, {}));
  return store;
}

/**
 * The storefront remote (`storefront/App`): every shopper screen with navbar and footer.
 * It owns its Redux store and renders routes relative to where the shell mounts it; it
 * never renders a Router (routing is the shared singleton `@greencart/shared-ui/router`).
 */
export default function App({ config }: AppProps) {
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
