import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';
import table from './routes.json';

/**
 * The storefront's one route table (routes.json): path pattern, page, the chunk of a page
 * loaded on demand, and the API GETs its first screen asks for. Read by the router
 * (StorefrontRoutes.tsx), the landing loads (`lazyPageFor`, App.tsx) and the build's preload
 * plan (webpack.config.mjs); routeTable.test.ts fails when they disagree.
 */
export interface StorefrontRoute {
  /** Path relative to where the shell mounts the storefront; `:x` matches one segment. */
  path: string;
  page: string;
  /** `webpackChunkName` of a page loaded on demand; none for pages in the app's chunk. */
  chunk?: string;
  /**
   * API GETs the shell preloads when a shopper lands here (JSON file: the build reads it).
   * `{n}` stands for the landing path's segment n (0-based), as in the address bar:
   * `/api/product/{2}` on /products/fruits/apple-1 is `/api/product/apple-1`.
   */
  api: string[];
  /** Paints from the entry chunk alone (the home hero): the shell preloads nothing more. */
  paintsFromEntry?: boolean;
  /**
   * Its start-up frame paints the largest image from the first API answer (app/startup/
   * PageFrames.tsx): the shell preloads the API GETs only, and the full app loads after that paint.
   */
  paintsFromFrame?: boolean;
  /**
   * The chunk of its start-up frame when not the listing and product pages' (`startup-frames`):
   * `startup-frames-account` for the cart's and the orders' (app/startup/AccountFrames.tsx).
   */
  frameChunk?: string;
  /** Its largest paint is an image (a product's): the web font waits for it (App.tsx). */
  paintsImage?: boolean;
}

export const ROUTES: readonly StorefrontRoute[] = table;

/** The first route matching `pathname`, segment by segment, as the shell's preload plan does. */
export function routeFor(pathname: string): StorefrontRoute {
  const actual = pathname.split('/').filter(Boolean);
  const found = ROUTES.find(({ path }) => {
    if (path === '*') return true;
    const wanted = path.split('/').filter(Boolean);
    return (
      wanted.length === actual.length &&
      wanted.every((segment, i) => segment.startsWith(':') || segment === actual[i])
    );
  });
  // routes.json ends with "*" (routeTable.test.ts).
  return found as StorefrontRoute;
}

/** A route's API GETs for one path: `{n}` filled with the path's segment n (see `api`). */
export function apiCallsFor(route: StorefrontRoute, pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  return route.api.map((url) =>
    url.replace(/\{(\d+)\}/g, (_, n: string) => segments[Number(n)] ?? ''),
  );
}

/** A screen loaded on demand that can also be fetched ahead (`preload`). */
export interface LazyPage {
  (): ReactElement;
  /** Fetches the screen's chunk; later renders then show it without suspending. */
  preload(): Promise<unknown>;
}

/**
 * Like React.lazy, plus `preload`: a screen whose chunk has arrived before it mounts renders
 * at once instead of suspending (why: useModule in @greencart/shared-ui/startup). The
 * choice is made once per mount, so a mounted screen never changes component type.
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

/**
 * The pages loaded on demand, by chunk name: each key must equal its `webpackChunkName`
 * (routeTable.test.ts reads this file to check).
 */
export const LAZY_PAGES: Record<string, LazyPage> = {
  'page-product': lazyPage(() =>
    import(/* webpackChunkName: "page-product" */ '../features/products/ProductDetailPage').then(
      (m) => m.ProductDetailPage,
    ),
  ),
  'page-cart': lazyPage(() =>
    import(/* webpackChunkName: "page-cart" */ '../features/cart/CartPage').then((m) => m.CartPage),
  ),
  'page-address': lazyPage(() =>
    import(/* webpackChunkName: "page-address" */ '../features/address/AddAddressPage').then(
      (m) => m.AddAddressPage,
    ),
  ),
  'page-addresses': lazyPage(() =>
    import(/* webpackChunkName: "page-addresses" */ '../features/address/AddressBookPage').then(
      (m) => m.AddressBookPage,
    ),
  ),
  'page-address-edit': lazyPage(() =>
    import(/* webpackChunkName: "page-address-edit" */ '../features/address/EditAddressPage').then(
      (m) => m.EditAddressPage,
    ),
  ),
  'page-orders': lazyPage(() =>
    import(/* webpackChunkName: "page-orders" */ '../features/orders/MyOrdersPage').then(
      (m) => m.MyOrdersPage,
    ),
  ),
  'page-order': lazyPage(() =>
    import(/* webpackChunkName: "page-order" */ '../features/orders/OrderDetailPage').then(
      (m) => m.OrderDetailPage,
    ),
  ),
  'page-account': lazyPage(() =>
    import(/* webpackChunkName: "page-account" */ '../features/account/AccountPage').then(
      (m) => m.AccountPage,
    ),
  ),
  'page-confirm': lazyPage(() =>
    import(/* webpackChunkName: "page-confirm" */ '../features/account/ConfirmEmailPage').then(
      (m) => m.ConfirmEmailPage,
    ),
  ),
  'page-reset': lazyPage(() =>
    import(/* webpackChunkName: "page-reset" */ '../features/account/ResetPasswordPage').then(
      (m) => m.ResetPasswordPage,
    ),
  ),
  'page-deals': lazyPage(() =>
    import(/* webpackChunkName: "page-deals" */ '../features/deals/DealsPage').then(
      (m) => m.DealsPage,
    ),
  ),
  'page-loader': lazyPage(() =>
    import(/* webpackChunkName: "page-loader" */ '../features/loader/LoaderPage').then(
      (m) => m.LoaderPage,
    ),
  ),
};

/** The on-demand screen of `pathname` (relative to the storefront's mount point), if any. */
export function lazyPageFor(pathname: string): LazyPage | null {
  const { chunk } = routeFor(pathname);
  return chunk ? (LAZY_PAGES[chunk] ?? null) : null;
}
