import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

/*
 * Screens loaded on demand, each in its own chunk: the home page and the product lists,
 * where shoppers land, carry none of their code (DESIGN.md §11, JavaScript before the home
 * page's largest paint).
 */

/** A screen loaded on demand that can also be fetched ahead (`preload`). */
export interface LazyPage {
  (): ReactElement;
  /** Fetches the screen's chunk; later renders then show it without suspending. */
  preload(): Promise<unknown>;
}

/**
 * Like React.lazy, plus `preload`: a screen whose chunk has arrived before it mounts renders
 * at once instead of suspending (Suspense would show its fallback and, after the chunk
 * arrives, hold the screen back up to 300 ms). The choice is made once per mount, so a
 * mounted screen never changes component type (which would remount it).
 */
function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  function Page() {
    const [Ready] = useState(() => loaded);
    return createElement(Ready ?? Suspending);
  }
  return Object.assign(Page, { preload });
}

/** Product detail (`/products/:category/:id`). */
export const ProductDetailPage = lazyPage(() =>
  import(/* webpackChunkName: "page-product" */ '../features/products/ProductDetailPage').then(
    (m) => m.ProductDetailPage,
  ),
);
/** Cart with order summary (`/cart`). */
export const CartPage = lazyPage(() => import('../features/cart/CartPage').then((m) => m.CartPage));
/** Shipping address form (`/add-address`). */
export const AddAddressPage = lazyPage(() =>
  import('../features/address/AddAddressPage').then((m) => m.AddAddressPage),
);
/** The shopper's orders (`/my-orders`). */
export const MyOrdersPage = lazyPage(() =>
  import('../features/orders/MyOrdersPage').then((m) => m.MyOrdersPage),
);
/** One of the shopper's orders (`/my-orders/:id`). */
export const OrderDetailPage = lazyPage(() =>
  import(/* webpackChunkName: "page-order" */ '../features/orders/OrderDetailPage').then(
    (m) => m.OrderDetailPage,
  ),
);
/** The 5-second spinner (`/loader`). */
export const LoaderPage = lazyPage(() =>
  import('../features/loader/LoaderPage').then((m) => m.LoaderPage),
);

const SINGLE_SEGMENT_PAGES = new Map<string, LazyPage>([
  ['cart', CartPage],
  ['add-address', AddAddressPage],
  ['my-orders', MyOrdersPage],
  ['loader', LoaderPage],
]);

/**
 * The on-demand screen of `pathname` (relative to the storefront's mount point), if it has
 * one; mirrors the routes of `StorefrontRoutes` (a test holds them together).
 */
export function lazyPageFor(pathname: string): LazyPage | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 3 && segments[0] === 'products') return ProductDetailPage;
  if (segments.length === 2 && segments[0] === 'my-orders') return OrderDetailPage;
  if (segments.length !== 1) return null;
  return SINGLE_SEGMENT_PAGES.get(segments[0]) ?? null;
}
