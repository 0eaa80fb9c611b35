import { useState } from 'react';
import { Provider } from 'react-redux';
import { Navigate, Route, Routes } from '@greencart/shared-ui/router';
import { RuntimeConfigProvider, Toaster, type RuntimeConfig } from '@greencart/shared-ui';
import { createSellerStoreFor } from './app/store';
import { SellerGate } from './features/session/SellerGate';
import { DashboardLayout } from './features/layout/DashboardLayout';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { SellerIndex } from './features/dashboard/SellerIndex';
import { ProductListPage } from './features/product-list/ProductListPage';
import { OrdersPage } from './features/orders/OrdersPage';
import { OrderDetailPage } from './features/orders/OrderDetailPage';
import { PackingSlipPage } from './features/orders/PackingSlipPage';
import { LowStockPage } from './features/product/LowStockPage';
import { ProductPage } from './features/product/ProductPage';
import { SearchSynonymsPage } from './features/search-synonyms/SearchSynonymsPage';
import { StaffPage } from './features/staff/StaffPage';
import { AcceptInvitePage } from './features/staff/AcceptInvitePage';
import { SELLER_PATHS } from './app/paths';
// Design tokens and the self-hosted font: the shell itself loads only the base styles.
import '@greencart/shared-ui/styles.css';

/** Props of the seller remote's {@link App}. */
export interface AppProps {
  /** The shell's `/config.json` (or the standalone bootstrap's). */
  config: RuntimeConfig;
}

/**
 * The seller portal, exposed to the shell as `seller/App` and mounted at `/seller/*`
 * (FRONTEND-CONTRACT.md). Routes are relative to that mount; the shell owns the router.
 * It makes its own store once per mount, its api talking to `config.apiUrl`
 * (`app/store.ts` binds the base query).
 */
export default function App({ config }: AppProps) {
  const [store] = useState(() => createSellerStoreFor(config.apiUrl));
  return (
    <RuntimeConfigProvider config={config}>
      <Provider store={store}>
        <Toaster />
        <Routes>
          {/* Opened from the invitation email, before the person has an account to log in with. */}
          <Route path="accept-invite" element={<AcceptInvitePage />} />
          <Route element={<SellerGate />}>
            <Route element={<DashboardLayout />}>
              <Route index element={<SellerIndex />} />
              <Route path="dashboard" element={<DashboardPage />} />
              <Route path="product-list" element={<ProductListPage />} />
              <Route path="orders" element={<OrdersPage />} />
              <Route path="orders/:id" element={<OrderDetailPage />} />
              <Route path="orders/:id/slip" element={<PackingSlipPage />} />
              <Route path="products/:id" element={<ProductPage />} />
              <Route path="low-stock" element={<LowStockPage />} />
              <Route path="search-synonyms" element={<SearchSynonymsPage />} />
              <Route path="staff" element={<StaffPage />} />
              <Route path="*" element={<Navigate to={SELLER_PATHS.addProduct} replace />} />
            </Route>
          </Route>
        </Routes>
      </Provider>
    </RuntimeConfigProvider>
  );
}
