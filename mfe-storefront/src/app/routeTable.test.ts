import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRoutesFromElements, matchRoutes } from 'react-router-dom';
import { LAZY_PAGES, ROUTES, lazyPageFor, routeFor } from './routeTable';
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
