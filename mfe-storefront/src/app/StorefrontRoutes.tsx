import { Suspense } from 'react';
import { Route, Routes } from '@greencart/shared-ui/router';
import { Spinner } from '@greencart/shared-ui';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/layout/NotFoundPage';
import { AllProductsPage } from '../features/products/AllProductsPage';
import { CategoryPage } from '../features/products/CategoryPage';
import {
  AddAddressPage,
  CartPage,
  LoaderPage,
  MyOrdersPage,
  OrderDetailPage,
  ProductDetailPage,
} from './lazyPages';

/** What shows in the page area while a screen's chunk loads (navbar and footer stay). */
function PageLoading() {
  return (
    <div className="sf-page sf-page--loading">
      <Spinner label="Loading page" />
    </div>
  );
}

/** The storefront's screens, relative to where the shell mounts the remote (`/*`). */
export function StorefrontRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="products" element={<AllProductsPage />} />
        <Route path="products/:category" element={<CategoryPage />} />
        <Route path="products/:category/:id" element={<ProductDetailPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="add-address" element={<AddAddressPage />} />
        <Route path="my-orders" element={<MyOrdersPage />} />
        <Route path="my-orders/:id" element={<OrderDetailPage />} />
        <Route path="loader" element={<LoaderPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
