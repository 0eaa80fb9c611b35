import {
  productQueryString,
  type MessageResponse,
  type Product,
  type ProductListResponse,
  type ProductQueryParams,
  type ProductQueryResponse,
  type ProductResponse,
  type ProductShortListResponse,
  type ProductSuggestion,
  type ProductSuggestResponse,
} from '@greencart/contracts';
import { notify } from '../../lib/notices';
import { storefrontApi } from '../../app/storefrontApi';
import { rejectionMessage } from '../../lib/apiErrors';

/** Toasts a failed request once, here, rather than in each component using the endpoint. */
async function toastFailure(
  _arg: unknown,
  { queryFulfilled }: { queryFulfilled: Promise<unknown> },
) {
  try {
    await queryFulfilled;
  } catch (rejection) {
    notify.error(rejectionMessage(rejection));
  }
}

/** A page query without its cursor: the key of one infinite list. */
export type ProductListQuery = Omit<ProductQueryParams, 'cursor'>;

/** One product page's URL: the same string the shell preloads (routes.json). */
export function productPageUrl(query: ProductListQuery, cursor: string | null): string {
  return `/api/product/query${productQueryString({ ...query, cursor: cursor ?? undefined })}`;
}

/**
 * The catalogue, asked of the server a page at a time (docs/CATALOGUE.md): listing and search
 * pages, suggestions, best sellers, one product and its related products. The whole list
 * (`GET /api/product/list`) is only read by the cart, for its lines.
 */
export const productsApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Product[], void>({
      query: () => ({ url: '/api/product/list' }),
      transformResponse: (body: ProductListResponse) => body.products,
      providesTags: ['Products'],
      onQueryStarted: toastFailure,
    }),
    getProductPages: build.infiniteQuery<ProductQueryResponse, ProductListQuery, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({ url: productPageUrl(queryArg, pageParam) }),
      providesTags: ['Products'],
      onQueryStarted: toastFailure,
    }),
    getSuggestions: build.query<ProductSuggestion[], string>({
      query: (text) => ({ url: `/api/product/suggest${productQueryString({ q: text })}` }),
      transformResponse: (body: ProductSuggestResponse) => body.suggestions,
    }),
    getBestSellers: build.query<Product[], void>({
      query: () => ({ url: '/api/product/best-sellers' }),
      transformResponse: (body: ProductShortListResponse) => body.products,
      providesTags: ['Products'],
      onQueryStarted: toastFailure,
    }),
    getProduct: build.query<Product, string>({
      query: (id) => ({ url: `/api/product/${encodeURIComponent(id)}` }),
      transformResponse: (body: ProductResponse) => body.product,
      providesTags: ['Products'],
    }),
    notifyWhenBack: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/api/product/${encodeURIComponent(id)}/notify-me`, method: 'POST' }),
    }),
    getRelatedProducts: build.query<Product[], string>({
      query: (id) => ({ url: `/api/product/${encodeURIComponent(id)}/related` }),
      transformResponse: (body: ProductShortListResponse) => body.products,
      providesTags: ['Products'],
    }),
  }),
});

export const {
  useGetProductsQuery,
  useGetProductPagesInfiniteQuery,
  useGetSuggestionsQuery,
  useGetBestSellersQuery,
  useGetProductQuery,
  useGetRelatedProductsQuery,
  useNotifyWhenBackMutation,
} = productsApi;
