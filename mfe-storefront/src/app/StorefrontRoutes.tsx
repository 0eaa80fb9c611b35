import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from '@greencart/shared-ui/router';
import { Spinner } from '@greencart/shared-ui';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/layout/NotFoundPage';
import { AllProductsPage } from '../features/products/AllProductsPage';
import { CategoryPage } from '../features/products/CategoryPage';
import { LAZY_PAGES, ROUTES, type StorefrontRoute } from './routeTable';

/** The pages in the app's own chunk, by their name in routes.json. */
export const STATIC_PAGES: Record<string, ComponentType> = {
  home: HomePage,
  products: AllProductsPage,
  category: CategoryPage,
  'not-found': NotFoundPage,
};

/** The component of a route of the table: its on-demand chunk's page, or a static page. */
export function pageOf(route: StorefrontRoute): ComponentType | undefined {
  return route.chunk ? LAZY_PAGES[route.chunk] : STATIC_PAGES[route.page];
}

/** What shows in the page area while a screen's chunk loads (navbar and footer stay). */
function PageLoading() {
  return (
    <div className="sf-page sf-page--loading">
      <Spinner label="Loading page" />
    </div>
  );
}

/** The `<Route>`s of the table, relative to where the shell mounts the remote (`/*`). */
export function routeElements() {
  return ROUTES.map((route) => {
    const Page = pageOf(route) ?? NotFoundPage;
    const path = route.path.replace(/^\//, '');
    return path === '' ? (
      <Route key={route.path} index element={<Page />} />
    ) : (
      <Route key={route.path} path={path} element={<Page />} />
    );
  });
}

/** The storefront's screens. */
export function StorefrontRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>{routeElements()}</Routes>
    </Suspense>
  );
}
