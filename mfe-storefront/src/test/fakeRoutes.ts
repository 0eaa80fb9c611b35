import type { Product } from '@greencart/contracts';
import { FakeApi, type FakeReply } from '@greencart/shared-ui/test';

/** What a fake route answers: an HTTP status (200 by default) and a JSON body. */
export type FakeAnswer = FakeReply;

/** A route handler: gets the parsed JSON request body, returns the answer (or a promise of it). */
export type FakeHandler = (body: unknown) => FakeAnswer | Promise<FakeAnswer>;

/**
 * The catalogue calls (docs/CATALOGUE.md) answered from the fake `GET /api/product/list`, so a
 * test states its products once: stock filter (sold-out products last without `inStock`, as
 * the API lists them; none with `inStock=true`), category, name substring for `q`, one page.
 * Ranking, typos and cursors are the API's (api/test/product-query.e2e-spec.ts), not faked.
 */
function catalogueRoute(
  method: string,
  url: string,
  routes: Record<string, FakeHandler | FakeAnswer>,
): FakeReply | undefined {
  const list = routes['GET /api/product/list'];
  if (method !== 'GET' || !list || typeof list === 'function') return undefined;
  const all = (list.body as { products: Product[] }).products;
  const [path, search = ''] = url.split('?');
  const params = new URLSearchParams(search);
  const available = all.filter((p) => p.inStock);
  const text = (params.get('q') ?? '').trim().toLowerCase();
  const matching = available.filter((p) => p.name.toLowerCase().includes(text));
  if (path === '/api/product/query') {
    const category = params.get('category')?.toLowerCase();
    const inStock = params.get('inStock');
    const listed =
      inStock === 'true'
        ? available
        : inStock === 'false'
          ? all
          : [...available, ...all.filter((p) => !p.inStock)];
    const products = listed.filter(
      (p) =>
        p.name.toLowerCase().includes(text) && (!category || p.category.toLowerCase() === category),
    );
    return { body: { success: true, products, nextCursor: null, didYouMean: null } };
  }
  if (path === '/api/product/suggest') {
    const suggestions = (text ? matching : []).slice(0, 8).map((p) => ({
      _id: p._id,
      name: p.name,
      category: p.category,
      image: p.image[0] ?? null,
      offerPrice: p.offerPrice,
      ...(p.soldBy === 'weight' && p.offerPricePerKg !== undefined
        ? { offerPricePerKg: p.offerPricePerKg }
        : {}),
    }));
    return { body: { success: true, suggestions } };
  }
  if (path === '/api/product/best-sellers') {
    return { body: { success: true, products: available.slice(0, 5) } };
  }
  // A product's reviews: none written, its average and count as the product list states them
  // (a test about the reviews themselves routes `GET /api/review/product/<id>` itself).
  const reviewed = /^\/api\/review\/product\/([^/]+)$/.exec(path);
  if (reviewed) {
    const of = all.find((p) => p._id === decodeURIComponent(reviewed[1]));
    if (!of) return undefined;
    return {
      body: {
        success: true,
        reviews: [],
        rating: of.rating ?? null,
        ratingCount: of.ratingCount ?? 0,
        nextCursor: null,
      },
    };
  }
  const one = /^\/api\/product\/([^/]+)(\/related)?$/.exec(path);
  const product = one && all.find((p) => p._id === decodeURIComponent(one[1]));
  if (!one) return undefined;
  if (!product) {
    return {
      status: 404,
      body: { success: false, code: 'PRODUCT.NOT_FOUND', message: 'Product not found' },
    };
  }
  if (!one[2]) return { body: { success: true, product } };
  const related = available
    .filter((p) => p.category === product.category && p._id !== product._id)
    .slice(0, 5);
  return { body: { success: true, products: related } };
}

/**
 * The storefront's fake API: shared-ui's MSW fake (`@greencart/shared-ui/test`) answering
 * `routes`, keyed "METHOD /path" (or "METHOD /path?query" for one query exactly), and the
 * catalogue calls from the product list. The storefront's real http client, base query and
 * RTK Query send real requests; only the network is replaced. Installed for the current test.
 */
export function createFakeApi(routes: Record<string, FakeHandler | FakeAnswer>): FakeApi {
  const api = new FakeApi();
  for (const [key, route] of Object.entries(routes)) {
    const [method = 'GET', url = '/'] = key.split(' ');
    api.on(method, url, typeof route === 'function' ? (request) => route(request.body) : route);
  }
  return api.otherwise((request) => catalogueRoute(request.method, request.url, routes)).install();
}
