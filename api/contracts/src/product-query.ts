import type { Language } from './languages.js';
/**
 * The product query (docs/CATALOGUE.md): one endpoint for the storefront's listing and search pages
 * and the seller's Product List, so the whole catalogue is never downloaded to be filtered in the
 * browser. `GET /api/product/list` keeps its original shape (every product) for existing clients.
 *
 *   GET /api/product/query?q=&category=&inStock=&sort=&cursor=&limit=&archived=
 *   GET /api/product/suggest?q=            (navbar, top SUGGESTION_LIMIT)
 *   GET /api/product/best-sellers          (home page, BEST_SELLER_COUNT)
 *   GET /api/product/:id/related           (detail page, up to RELATED_LIMIT)
 *
 * Shoppers get unarchived products, the sold-out ones after the available ones in every sort
 * (marked by `inStock: false`, issue 28); `inStock=true` keeps only the available ones,
 * `inStock=false` lists everything in the sort's plain order (the seller's list). The seller
 * (seller cookie) may also pass `archived=include|only`.
 */
import { BEST_SELLER_COUNT } from './limits.js';
import { orderableSteps, stockLeftText } from './sold-by-weight.js';
import type { ApiSuccess, Product } from './types.js';

export const PRODUCT_SORTS = ['relevance', 'price-asc', 'price-desc', 'newest', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Without a text query, `relevance` falls back to this order. */
export const DEFAULT_PRODUCT_SORT: ProductSort = 'relevance';

export const ARCHIVED_FILTERS = ['exclude', 'include', 'only'] as const;
export type ArchivedFilter = (typeof ARCHIVED_FILTERS)[number];

/** Page size when none is asked for, and the cap on `limit`. */
export const PRODUCT_PAGE_SIZE = 24;
export const MAX_PRODUCT_PAGE_SIZE = 100;
/** Longest text query accepted (longer ones answer 400). */
export const MAX_PRODUCT_QUERY_LENGTH = 100;
export const SUGGESTION_LIMIT = 8;
/**
 * A product card says "Only N left" when a tracked product has this many or fewer to sell
 * (the shopper's nudge; the seller's own low-stock threshold is for restocking).
 */
export const FEW_LEFT_SHOWN_AT = 5;

/**
 * The shopper's words for a tracked product with few left, or null when there are plenty. A
 * weighed product counts grams: few is this many steps or fewer, said as a weight ("Only 750 g
 * left").
 */
export function fewLeftText(
  product: Pick<Product, 'inStock' | 'quantity' | 'soldBy' | 'stepGrams'>,
): string | null {
  const left = orderableSteps(product);
  if (!product.inStock || left === undefined || left <= 0 || left > FEW_LEFT_SHOWN_AT) return null;
  return stockLeftText(product.quantity ?? 0, product);
}
export const BEST_SELLER_WINDOW_DAYS = 30;
export const RELATED_LIMIT = BEST_SELLER_COUNT;

/** The query string, as the client builds it (every field optional). */
export interface ProductQueryParams {
  q?: string;
  category?: string;
  /**
   * Omitted: sold-out products too, after the available ones (shoppers' listings and search).
   * true: available products only. false: everything in the sort's plain order (the seller's
   * list).
   */
  inStock?: boolean;
  sort?: ProductSort;
  /** Opaque; taken from the previous page's `nextCursor`. */
  cursor?: string;
  limit?: number;
  /** Seller only. */
  archived?: ArchivedFilter;
  /** `si` or `ta`: names and descriptions in that language (English where not translated). */
  lang?: Language;
}

/** One page of products. */
export type ProductQueryResponse = ApiSuccess<{
  products: Product[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /**
   * When nothing matched a text query but a product name is close: the closest name
   * ("did you mean …"); null otherwise.
   */
  didYouMean: string | null;
}>;

/** One navbar suggestion. */
export interface ProductSuggestion {
  _id: string;
  name: string;
  category: string;
  image: string | null;
  /** The price of one unit (of one step for a product sold by weight). */
  offerPrice: number;
  /** A product sold by weight: its offer price per kg, which the suggestion shows as its card does. */
  offerPricePerKg?: number;
}
export type ProductSuggestResponse = ApiSuccess<{ suggestions: ProductSuggestion[] }>;

/** Best sellers and related products answer a short list of products. */
export type ProductShortListResponse = ApiSuccess<{ products: Product[] }>;

/** Build the query string for `GET /api/product/query` (skips empty and default values). */
export function productQueryString(params: ProductQueryParams): string {
  const pairs: [string, string][] = [];
  if (params.q && params.q.trim()) pairs.push(['q', params.q.trim()]);
  if (params.category) pairs.push(['category', params.category]);
  if (params.inStock !== undefined) pairs.push(['inStock', String(params.inStock)]);
  if (params.sort && params.sort !== DEFAULT_PRODUCT_SORT) pairs.push(['sort', params.sort]);
  if (params.cursor) pairs.push(['cursor', params.cursor]);
  if (params.limit) pairs.push(['limit', String(params.limit)]);
  if (params.archived && params.archived !== 'exclude') pairs.push(['archived', params.archived]);
  const text = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return text ? `?${text}` : '';
}

/** `GET /api/product/:id`: one product (archived ones only for the seller). */
export type ProductResponse = ApiSuccess<{ product: Product }>;
