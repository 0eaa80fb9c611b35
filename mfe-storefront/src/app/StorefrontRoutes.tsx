import { Route, Routes } from 'react-router-dom';
import { AddAddressPage } from '../features/address/AddAddressPage';
import { CartPage } from '../features/cart/CartPage';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/layout/NotFoundPage';
import { LoaderPage } from '../features/loader/LoaderPage';
import { MyOrdersPage } from '../features/orders/MyOrdersPage';
import { AllProductsPage } from '../features/products/AllProductsPage';
import { CategoryPage } from '../features/products/CategoryPage';
import { ProductDetailPage } from '../features/products/ProductDetailPage';

/** The storefront's screens, relative to where the shell mounts the remote (`/*`). */
export function StorefrontRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="products" element={<AllProductsPage />} />
      <Route path="products/:category" element={<CategoryPage />} />
      <Route path="products/:category/:id" element={<ProductDetailPage />} />
      <Route path="cart" element={<CartPage />} />
      <Route path="add-address" element={<AddAddressPage />} />
      <Route path="my-orders" element={<MyOrdersPage />} />
      <Route path="loader" element={<LoaderPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
