import {
  AxiosError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { Product } from '@greencart/contracts';

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
): FakeAnswer | undefined {
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

/** What a fake route answers: an HTTP status and a JSON body. */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/** A route handler: gets the parsed JSON request body, returns the answer (or a promise of it). */
export type FakeHandler = (body: unknown) => FakeAnswer | Promise<FakeAnswer>;

/** One request the fake API received. */
export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
  /** The request's headers, names as sent. */
  headers: Record<string, unknown>;
  /** The query parameters, as the client passed them. */
  params?: Record<string, unknown>;
}

/**
 * A fake API behind the axios adapter: the storefront's real http client, base query and
 * RTK Query run unchanged; only the network is replaced. Routes are keyed "METHOD /path".
 */
export function createFakeApi(routes: Record<string, FakeHandler | FakeAnswer>) {
  const requests: RecordedRequest[] = [];

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const headers = { ...(config.headers?.toJSON?.() ?? {}) } as Record<string, unknown>;
    const params = config.params as Record<string, unknown> | undefined;
    requests.push({ method, url, body, headers, params });
    const route = routes[`${method} ${url}`] ?? catalogueRoute(method, url, routes);
    const answer: FakeAnswer = !route
      ? {
          status: 404,
          body: { success: false, code: 'COMMON.NOT_FOUND', message: `No route ${method} ${url}` },
        }
      : typeof route === 'function'
        ? await route(body)
        : route;
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status ?? 200,
      statusText: String(answer.status ?? 200),
      headers: {},
      config,
    };
    if (response.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        'ERR_BAD_REQUEST',
        config,
        null,
        response,
      );
    }
    return response;
  };

  return {
    adapter,
    requests,
    /** The requests sent to one route, e.g. `sent('POST /api/cart/update')`. */
    sent(key: string): RecordedRequest[] {
      return requests.filter((r) => `${r.method} ${r.url}` === key);
    },
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
