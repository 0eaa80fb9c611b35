import { useState, type ReactNode } from 'react';
import type { StaffPermission } from '@greencart/contracts';
import { Provider } from 'react-redux';
import { Navigate, Route, Routes } from '@greencart/shared-ui/router';
import { RuntimeConfigProvider, Toaster, type RuntimeConfig } from '@greencart/shared-ui';
import { createSellerStoreFor } from './app/store';
import { SellerGate } from './features/session/SellerGate';
import { DashboardLayout } from './features/layout/DashboardLayout';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { SellerIndex } from './features/dashboard/SellerIndex';
import { TodayPage } from './features/today/TodayPage';
import { ProductListPage } from './features/product-list/ProductListPage';
import { OrdersPage } from './features/orders/OrdersPage';
import { OrderDetailPage } from './features/orders/OrderDetailPage';
import { PackingSlipPage } from './features/orders/PackingSlipPage';
import { PickQueuePage } from './features/picking/PickQueuePage';
import { PickPage } from './features/picking/PickPage';
import { BatchPickPage } from './features/picking/BatchPickPage';
import { OrdersPrintPage } from './features/orders/OrdersPrintPage';
import { LowStockPage } from './features/product/LowStockPage';
import { ProductPage } from './features/product/ProductPage';
import { SearchSynonymsPage } from './features/search-synonyms/SearchSynonymsPage';
import { DeliveryZonesPage } from './features/delivery/DeliveryZonesPage';
import { WindowsPage } from './features/windows/WindowsPage';
import { PickingListPage } from './features/windows/PickingListPage';
import { StaffPage } from './features/staff/StaffPage';
import { AcceptInvitePage } from './features/staff/AcceptInvitePage';
import { AccountPage } from './features/account/AccountPage';
import { RequirePermission } from './features/session/RequirePermission';
import { AuditLogPage } from './features/audit/AuditLogPage';
import { ReviewsPage } from './features/reviews/ReviewsPage';
import { PromotionsPage } from './features/promotions/PromotionsPage';
import { ShopSettingsPage } from './features/shop-settings/ShopSettingsPage';
import { SELLER_PATHS } from './app/paths';
// Design tokens and the self-hosted font: the shell itself loads only the base styles.
import '@greencart/shared-ui/styles.css';

/**
 * A page only for the roles that have `permission` (the one its sidebar link and its API
 * routes need): others see a refusal instead (features/session/RequirePermission.tsx). Every
 * page route below goes through it, except the index (SellerIndex sends a packer to the pick queue)
 * and My account (every staff member's).
 */
function guard(permission: StaffPermission, page: ReactNode) {
  return <RequirePermission permission={permission}>{page}</RequirePermission>;
}

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
              <Route path="today" element={guard('dashboard.read', <TodayPage />)} />
              <Route path="dashboard" element={guard('dashboard.read', <DashboardPage />)} />
              <Route path="product-list" element={guard('catalogue.read', <ProductListPage />)} />
              <Route path="orders" element={guard('orders.read', <OrdersPage />)} />
              <Route path="orders/print" element={guard('orders.read', <OrdersPrintPage />)} />
              <Route path="orders/:id" element={guard('orders.read', <OrderDetailPage />)} />
              <Route path="orders/:id/slip" element={guard('orders.read', <PackingSlipPage />)} />
              <Route path="orders/:id/pick" element={guard('orders.pack', <PickPage />)} />
              <Route path="queue" element={guard('orders.pack', <PickQueuePage />)} />
              <Route path="queue/batch/:slotId" element={guard('orders.pack', <BatchPickPage />)} />
              <Route path="windows" element={guard('orders.read', <WindowsPage />)} />
              <Route
                path="windows/:id/picking"
                element={guard('orders.read', <PickingListPage />)}
              />
              <Route path="products/:id" element={guard('catalogue.read', <ProductPage />)} />
              <Route path="low-stock" element={guard('catalogue.read', <LowStockPage />)} />
              <Route
                path="search-synonyms"
                element={guard('synonyms.write', <SearchSynonymsPage />)}
              />
              <Route path="delivery" element={guard('settings.write', <DeliveryZonesPage />)} />
              <Route path="settings" element={guard('settings.write', <ShopSettingsPage />)} />
              <Route path="staff" element={guard('staff.manage', <StaffPage />)} />
              <Route path="reviews" element={guard('reviews.moderate', <ReviewsPage />)} />
              <Route path="promotions" element={guard('promotions.write', <PromotionsPage />)} />
              {/* Every staff member: their own password and sessions. */}
              <Route path="account" element={<AccountPage />} />
              <Route path="audit" element={guard('audit.read', <AuditLogPage />)} />
              <Route path="*" element={<Navigate to={SELLER_PATHS.addProduct} replace />} />
            </Route>
          </Route>
        </Routes>
      </Provider>
    </RuntimeConfigProvider>
  );
}
