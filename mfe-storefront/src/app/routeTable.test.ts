import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRoutesFromElements, matchRoutes } from 'react-router-dom';
import { LAZY_PAGES, ROUTES, apiCallsFor, lazyPageFor, routeFor } from './routeTable';
import { productPageUrl } from '../features/products/productsApi';
import { pageOf, routeElements, STATIC_PAGES } from './StorefrontRoutes';

/** A path the route matches: `:x` segments filled in. */
const exampleOf = (pattern: string) =>
  pattern === '*' ? '/no/such/page' : pattern.replace(/:(\w+)/g, 'some-$1');

describe('the storefront route table', () => {
  it('has unique paths and ends with the catch-all', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.at(-1)).toBe('*');
  });

  it('gives every route a page, and every page a route', () => {
    for (const route of ROUTES) expect(pageOf(route)).toBeDefined();
    const chunks = ROUTES.flatMap((r) => (r.chunk ? [r.chunk] : []));
    expect(Object.keys(LAZY_PAGES).sort()).toEqual([...chunks].sort());
    const staticPages = ROUTES.filter((r) => !r.chunk).map((r) => r.page);
    expect(Object.keys(STATIC_PAGES).sort()).toEqual([...staticPages].sort());
  });

  it("names each on-demand page's chunk as its import's webpackChunkName", () => {
    const source = readFileSync(path.join(__dirname, 'routeTable.ts'), 'utf8');
    const pairs = [
      ...source.matchAll(
        /'([\w-]+)': lazyPage\(\(\) =>\s*import\(\/\* webpackChunkName: "([\w-]+)"/g,
      ),
    ];
    expect(pairs.map(([, key]) => key).sort()).toEqual(Object.keys(LAZY_PAGES).sort());
    for (const [, key, chunk] of pairs) expect(chunk).toBe(key);
  });

  it('matches each path to the same route in the router, the landing loads and the preload plan', () => {
    const routerRoutes = createRoutesFromElements(routeElements());
    for (const route of ROUTES) {
      const example = exampleOf(route.path);
      const [match] = matchRoutes(routerRoutes, example) ?? [];
      const routerPath = match.route.index ? '/' : `/${match.route.path}`.replace('/*', '*');
      expect([example, routerPath]).toEqual([example, route.path]);
      // The landing loads and the shell's preload plan both use routeFor's segment rule.
      expect([example, routeFor(example).path]).toEqual([example, route.path]);
      expect(lazyPageFor(example)).toBe(route.chunk ? LAZY_PAGES[route.chunk] : null);
    }
  });
});

describe('the first API calls of the route table', () => {
  it('fill `{n}` with the segments of the landing path, as the shell does', () => {
    const product = routeFor('/products/fruits/apple-1');
    expect(apiCallsFor(product, '/products/fruits/apple-1')).toEqual([
      '/api/product/apple-1',
      '/api/product/apple-1/related',
      '/api/user/is-auth',
    ]);
    expect(apiCallsFor(routeFor('/products/fruits'), '/products/fruits')[0]).toBe(
      '/api/product/query?category=fruits',
    );
  });

  it("are the URLs the pages' own requests ask for (a preload is only used for the same URL)", () => {
    // Listing pages: the first page of the query, with the default sort.
    expect(apiCallsFor(routeFor('/products'), '/products')[0]).toBe(
      productPageUrl({ sort: 'relevance' }, null),
    );
    expect(apiCallsFor(routeFor('/products/dairy'), '/products/dairy')[0]).toBe(
      productPageUrl({ category: 'dairy', sort: 'relevance' }, null),
    );
  });

  it('only uses `{n}` for a `:param` segment of its own path', () => {
    for (const route of ROUTES) {
      const segments = route.path.split('/').filter(Boolean);
      for (const url of route.api) {
        for (const [, n] of url.matchAll(/\{(\d+)\}/g)) {
          expect([route.path, segments[Number(n)]?.startsWith(':')]).toEqual([route.path, true]);
        }
      }
    }
  });
});
