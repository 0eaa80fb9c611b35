import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { RuntimeConfigProvider, Toaster, type RuntimeConfig } from '@greencart/shared-ui';
import type { AppProps } from './appProps';
import { loadGuestCart, loadSubstitutions, loadWeighedLines } from '../features/cart/guestCart';
import { SessionEffects } from '../features/layout/SessionEffects';
import { StorefrontLayout } from '../features/layout/StorefrontLayout';
import { ScrollToTop } from './ScrollToTop';
import { StorefrontRoutes } from './StorefrontRoutes';
import { createStorefrontStore, type AppStore } from './store';
import { askLandingData } from './landingData';
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

/** A store made before the app's first render, holding the landing page's first answers. */
export interface PreparedStore {
  store: AppStore;
  /** Lets go of the landing page's answers (its screens hold them once mounted). */
  release: () => void;
}

/**
 * Makes the store of the app about to mount on `pathname` (and `search`) and has it ask for
 * that page's first answers (landingData.ts), so the first render shows them rather than a
 * loading state followed by a second, synchronous render. Resolves once they are in (or after
 * a short wait).
 */
export async function prepareStore(
  config: RuntimeConfig,
  pathname: string,
  search: string,
): Promise<PreparedStore> {
  const store = createStore(config);
  const release = await askLandingData(store, pathname, search);
  return { store, release };
}

/** Props of {@link StorefrontApp}. */
export interface StorefrontAppProps extends AppProps {
  /** The store `prepareStore` made for this mount; without it, one is made on first render. */
  prepared?: PreparedStore;
}

/**
 * The whole storefront: its Redux store, every shopper screen with navbar and footer. Loaded
 * by `App` as a chunk of its own (Redux, RTK Query, axios and the screens), so the home
 * hero can paint before this arrives.
 */
export default function StorefrontApp({ config, prepared }: StorefrontAppProps) {
  const [store] = useState(() => prepared?.store ?? createStore(config));
  // The screens' own subscriptions are made (their effects ran first): the landing's can go.
  useEffect(() => prepared?.release(), [prepared]);
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
