import { StrictMode, type ReactElement } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Provider } from 'react-redux';
import toast from 'react-hot-toast';
import {
  RuntimeConfigProvider,
  Toaster,
  forgetToasts,
  type RuntimeConfig,
} from '@greencart/shared-ui';
import { axiosBaseQuery, createHttpClient } from '@greencart/shared-ui/data';
import { createStorefrontStore, type RootState } from '../app/store';
import { bindBaseQuery, type StorefrontBaseQuery } from '../app/storefrontApi';
import { StorefrontRoutes } from '../app/StorefrontRoutes';
import { SessionEffects } from '../features/layout/SessionEffects';
import { StorefrontLayout } from '../features/layout/StorefrontLayout';
import './browserShims';
import { createFakeApi, type FakeAnswer, type FakeHandler } from './fakeRoutes';
import {
  DEFAULT_DELIVERY_QUOTE,
  NO_PROMOTIONS_QUOTE,
  NOT_LOGGED_IN,
  NO_DEALS,
  PRODUCT_LIST,
  SHOP_SETTINGS,
  TEST_CONFIG,
} from './fixtures';

/** Options of {@link renderWithProviders}. */
export interface RenderOptions {
  /** The URL the memory router starts at. */
  route?: string;
  preloadedState?: Partial<RootState>;
  config?: RuntimeConfig;
  /**
   * Fake API routes; the product list, a logged-out session check, the default delivery
   * quote (free everywhere) and the shop's settings (tolerance 10 %) are there by default.
   */
  api?: Record<string, FakeHandler | FakeAnswer>;
  /** Render inside React's StrictMode (effects run twice), as the standalone bootstrap does. */
  strict?: boolean;
}

/** Renders the current location so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" hidden>
      {location.pathname + location.search}
    </div>
  );
}

/**
 * Renders storefront UI the way App does (config, store, toaster) inside a memory router,
 * with the real http client sending real requests to the fake API (MSW, test/fakeRoutes.ts).
 * Returns the store, the fake API (its request log) and a userEvent instance.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { route = '/', preloadedState, config = TEST_CONFIG } = options;
  // react-hot-toast keeps one global queue: start every test without earlier toasts.
  toast.remove();
  forgetToasts();
  const api = createFakeApi({
    'GET /api/product/list': PRODUCT_LIST,
    'GET /api/user/is-auth': NOT_LOGGED_IN,
    'GET /api/delivery/quote': DEFAULT_DELIVERY_QUOTE,
    'GET /api/shop/settings': SHOP_SETTINGS,
    // No live promotions (docs/PROMOTIONS.md): nothing taken off.
    'POST /api/cart/quote': NO_PROMOTIONS_QUOTE,
    'GET /api/deals': NO_DEALS,
    ...options.api,
  });
  bindBaseQuery(axiosBaseQuery(createHttpClient(config.apiUrl)) as StorefrontBaseQuery);
  const store = createStorefrontStore(preloadedState);
  const user = userEvent.setup();

  const tree = (
    <MemoryRouter initialEntries={[route]}>
      <RuntimeConfigProvider config={config}>
        <Provider store={store}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
          <Toaster />
        </Provider>
      </RuntimeConfigProvider>
    </MemoryRouter>
  );
  const view = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  /** Waits until every started request has answered and its follow-up updates have run. */
  const settled = async () => {
    await waitFor(() => {
      const queries = Object.values(store.getState().api.queries);
      if (queries.some((q) => q?.status === 'pending')) throw new Error('still loading');
    });
    await act(() => Promise.resolve());
  };
  return { ...view, store, api, user, settled };
}

/**
 * Renders the whole storefront as App does (session check, cart persistence and sync,
 * navbar, footer, every route) at `options.route`.
 */
export function renderStorefront(options: RenderOptions = {}) {
  return renderWithProviders(
    <>
      <SessionEffects />
      <StorefrontLayout>
        <StorefrontRoutes />
      </StorefrontLayout>
    </>,
    options,
  );
}

/** The path (and query) the memory router is at. */
export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
