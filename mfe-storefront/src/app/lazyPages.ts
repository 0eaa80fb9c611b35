import { lazy } from 'react';

/*
 * Screens loaded on demand, each in its own chunk: the home page and the product lists,
 * where shoppers land, carry none of their code (DESIGN.md §11, JavaScript before the home
 * page's largest paint).
 */

/** Product detail (`/products/:category/:id`). */
export const ProductDetailPage = lazy(() =>
  import('../features/products/ProductDetailPage').then((m) => ({ default: m.ProductDetailPage })),
);
/** Cart with order summary (`/cart`). */
export const CartPage = lazy(() =>
  import('../features/cart/CartPage').then((m) => ({ default: m.CartPage })),
);
/** Shipping address form (`/add-address`). */
export const AddAddressPage = lazy(() =>
  import('../features/address/AddAddressPage').then((m) => ({ default: m.AddAddressPage })),
);
/** The shopper's orders (`/my-orders`). */
export const MyOrdersPage = lazy(() =>
  import('../features/orders/MyOrdersPage').then((m) => ({ default: m.MyOrdersPage })),
);
/** The 5-second spinner (`/loader`). */
export const LoaderPage = lazy(() =>
  import('../features/loader/LoaderPage').then((m) => ({ default: m.LoaderPage })),
);
