import { createApi } from '@reduxjs/toolkit/query/react';
import {
  productQueryString,
  type ImportResponse,
  type ProductChangedResponse,
  type ProductEditRequest,
  type ProductQueryParams,
  type ProductQueryResponse,
  type ProductResponse,
  type ProductShortListResponse,
  type StockAdjustRequest,
  type StockLedgerResponse,
  type StockMovement,
  type StockTrackingRequest,
} from '@greencart/contracts';
import type {
  LoginRequest,
  MessageResponse,
  Order,
  OrderChangedResponse,
  OrderDetail,
  OrderDetailResponse,
  OrderListResponse,
  OrderStatus,
  OrderStatusRequest,
  PaymentState,
  Product,
  ShortPickRequest,
  StockRequest,
  SubstituteRequest,
} from '@greencart/contracts';
import type { ApiError } from '@greencart/shared-ui';
import {
  sellerChecked,
  sellerLoggedIn,
  sellerLoggedOut,
} from '../features/session/sellerSessionSlice';
import type { SellerBaseQuery } from './reportErrors';

/** What the Orders screen asks for: a status, a payment state, a search text and the page's cursor. */
export interface SellerOrderFilter {
  status?: OrderStatus;
  payment?: PaymentState;
  q?: string;
  cursor?: string;
}

/** One page of orders and the cursor of the next. */
export interface OrderPage {
  orders: Order[];
  nextCursor: string | null;
}

/** Query parameters without the empty ones. */
function cleanParams(filter: SellerOrderFilter): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/** The cache key of the product list, invalidated when a product is added or changed. */
const PRODUCT_LIST = { type: 'Product', id: 'LIST' } as const;

/** A packing change of line `position` of order `id`, with the request's body. */
type PackingChange<Body> = { id: string; position: number } & Body;

/** The request of a packing change: `POST /api/order/seller/{id}/items/{position}/{action}`. */
function packingRequest(action: 'short' | 'substitute') {
  return ({ id, position, ...body }: PackingChange<object>) => ({
    url: `/api/order/seller/${encodeURIComponent(id)}/items/${position}/${action}`,
    method: 'POST' as const,
    data: body,
  });
}

/** What a packing change makes stale: the order lists, the order, and the stock on the product list. */
function packingInvalidates(_result: unknown, _error: unknown, { id }: { id: string }) {
  return ['Orders' as const, { type: 'Order' as const, id }, PRODUCT_LIST];
}

/** What the Product List asks for: search text, category, sort (the server filters). */
export type SellerProductFilter = Pick<ProductQueryParams, 'q' | 'category' | 'sort'>;

/** Rows per page of the seller's Product List. */
export const SELLER_PRODUCT_PAGE = 50;

/** How many same-category products the substitute picker offers. */
export const SUBSTITUTE_CHOICES = 50;

/** One page of the seller's list: every product, in stock or not, archived too. */
export function sellerProductPageUrl(filter: SellerProductFilter, cursor: string | null): string {
  return `/api/product/query${productQueryString({
    ...filter,
    inStock: false,
    archived: 'include',
    limit: SELLER_PRODUCT_PAGE,
    cursor: cursor ?? undefined,
  })}`;
}

/**
 * "Not a seller" is the expected answer of is-auth for a logged-out visitor; only an
 * unreachable or failing server is worth a toast.
 */
function isExpectedAuthAnswer(error: ApiError): boolean {
  return error.status !== undefined && error.status < 500;
}

/**
 * The seller portal's one RTK Query api. It is made per App (the base URL comes from the
 * run-time config), so components reach it through `useSellerApi()`.
 */
export function createSellerApi(baseQuery: SellerBaseQuery) {
  const api = createApi({
    reducerPath: 'sellerApi',
    baseQuery,
    tagTypes: ['Product', 'Orders', 'Order', 'Ledger'],
    endpoints: (build) => ({
      /** `GET /api/seller/is-auth`: feeds the session slice, never toasts a plain "no". */
      checkSellerAuth: build.query<boolean, void>({
        query: () => ({ url: '/api/seller/is-auth' }),
        transformResponse: () => true,
        extraOptions: { silent: isExpectedAuthAnswer },
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          try {
            await queryFulfilled;
            dispatch(sellerChecked(true));
          } catch {
            dispatch(sellerChecked(false));
          }
        },
      }),
      sellerLogin: build.mutation<MessageResponse, LoginRequest>({
        query: (credentials) => ({ url: '/api/seller/login', method: 'POST', data: credentials }),
        onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          // A refused login changes nothing here: the toast and the form report it.
          queryFulfilled.then(
            () => dispatch(sellerLoggedIn()),
            () => undefined,
          );
        },
      }),
      sellerLogout: build.mutation<MessageResponse, void>({
        query: () => ({ url: '/api/seller/logout', method: 'POST' }),
        onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          // A failed logout keeps the session: the cookie is still valid on the server.
          queryFulfilled.then(
            () => dispatch(sellerLoggedOut()),
            () => undefined,
          );
        },
      }),
      /** Every product, in stock or not, archived too: pages from the server's product query. */
      products: build.infiniteQuery<ProductQueryResponse, SellerProductFilter, string | null>({
        infiniteQueryOptions: {
          initialPageParam: null,
          getNextPageParam: (lastPage) => lastPage.nextCursor,
        },
        query: ({ queryArg, pageParam }) => ({ url: sellerProductPageUrl(queryArg, pageParam) }),
        providesTags: [PRODUCT_LIST],
      }),
      /** One product (archived ones too). */
      product: build.query<Product, string>({
        query: (id) => ({ url: `/api/product/${encodeURIComponent(id)}` }),
        transformResponse: (response: ProductResponse) => response.product,
        providesTags: (_result, _error, id) => [{ type: 'Product', id }],
      }),
      /** Every field of a product; silent: the form shows the error beside its field. */
      editProduct: build.mutation<ProductChangedResponse, { id: string } & ProductEditRequest>({
        query: ({ id, ...fields }) => ({
          url: `/api/product/${encodeURIComponent(id)}`,
          method: 'PATCH',
          data: fields,
        }),
        extraOptions: { silent: true },
        invalidatesTags: (_result, _error, { id }) => [PRODUCT_LIST, { type: 'Product', id }],
      }),
      addProductImages: build.mutation<ProductChangedResponse, { id: string; images: FormData }>({
        query: ({ id, images }) => ({
          url: `/api/product/${encodeURIComponent(id)}/images`,
          method: 'POST',
          data: images,
        }),
        invalidatesTags: (_result, _error, { id }) => [PRODUCT_LIST, { type: 'Product', id }],
      }),
      /** Archives (out of the store) or restores a product. */
      setArchived: build.mutation<MessageResponse, { id: string; archived: boolean }>({
        query: ({ id, archived }) => ({
          url: `/api/product/${encodeURIComponent(id)}/${archived ? 'archive' : 'restore'}`,
          method: 'POST',
        }),
        invalidatesTags: (_result, _error, { id }) => [PRODUCT_LIST, { type: 'Product', id }],
      }),
      adjustStock: build.mutation<ProductChangedResponse, { id: string } & StockAdjustRequest>({
        query: ({ id, ...change }) => ({
          url: `/api/product/${encodeURIComponent(id)}/stock-adjust`,
          method: 'POST',
          data: change,
        }),
        invalidatesTags: (_result, _error, { id }) => [
          PRODUCT_LIST,
          { type: 'Product', id },
          { type: 'Ledger', id },
        ],
      }),
      setTracking: build.mutation<ProductChangedResponse, { id: string } & StockTrackingRequest>({
        query: ({ id, ...change }) => ({
          url: `/api/product/${encodeURIComponent(id)}/tracking`,
          method: 'PUT',
          data: change,
        }),
        invalidatesTags: (_result, _error, { id }) => [
          PRODUCT_LIST,
          { type: 'Product', id },
          { type: 'Ledger', id },
        ],
      }),
      /** The product's stock ledger, newest first. */
      ledger: build.query<StockMovement[], string>({
        query: (id) => ({ url: `/api/product/${encodeURIComponent(id)}/ledger` }),
        transformResponse: (response: StockLedgerResponse) => response.movements,
        providesTags: (_result, _error, id) => [{ type: 'Ledger', id }],
      }),
      /** A catalogue CSV; silent: the page lists each faulty line. */
      importCatalogue: build.mutation<ImportResponse, FormData>({
        query: (file) => ({ url: '/api/product/import', method: 'POST', data: file }),
        extraOptions: { silent: true },
        invalidatesTags: [PRODUCT_LIST],
      }),
      /** Counted products at or below their low-stock threshold. */
      lowStock: build.query<Product[], void>({
        query: () => ({ url: '/api/product/low-stock' }),
        transformResponse: (response: ProductShortListResponse) => response.products,
        providesTags: [PRODUCT_LIST],
      }),
      /**
       * `POST /api/product/add` with a multipart body (`productData` + `images`). Silent:
       * the form shows the server's error beside the field it names, or as a toast.
       */
      addProduct: build.mutation<MessageResponse, FormData>({
        query: (body) => ({ url: '/api/product/add', method: 'POST', data: body }),
        extraOptions: { silent: true },
        invalidatesTags: [PRODUCT_LIST],
      }),
      /** Switches the seller's in-stock flag; the list is read again once the server agrees. */
      setProductStock: build.mutation<MessageResponse, StockRequest>({
        query: (change) => ({ url: '/api/product/stock', method: 'POST', data: change }),
        invalidatesTags: (_result, _error, { id }) => [PRODUCT_LIST, { type: 'Product', id }],
      }),
      /** One page of the shop's orders, newest first, filtered and searched by the server. */
      sellerOrders: build.query<OrderPage, SellerOrderFilter>({
        query: (filter) => ({ url: '/api/order/seller', params: cleanParams(filter) }),
        transformResponse: (response: OrderListResponse) => ({
          orders: response.orders,
          nextCursor: response.nextCursor ?? null,
        }),
        providesTags: ['Orders'],
      }),
      /** Moves an order to a status the transition table allows (a reason when cancelling). */
      moveOrder: build.mutation<OrderChangedResponse, { id: string } & OrderStatusRequest>({
        query: ({ id, ...change }) => ({
          url: `/api/order/seller/${encodeURIComponent(id)}/status`,
          method: 'POST',
          data: change,
        }),
        invalidatesTags: (_result, _error, { id }) => ['Orders', { type: 'Order', id }],
      }),
      /** One order with its history, customer and the moves staff may make now. */
      sellerOrder: build.query<OrderDetail, string>({
        query: (id) => ({ url: `/api/order/seller/${encodeURIComponent(id)}` }),
        transformResponse: (response: OrderDetailResponse) => response.order,
        providesTags: (_result, _error, id) => [{ type: 'Order', id }],
      }),
      /** Packing: only `available` of line `position` could be packed (0 = none). */
      shortPick: build.mutation<OrderChangedResponse, PackingChange<ShortPickRequest>>({
        query: packingRequest('short'),
        invalidatesTags: packingInvalidates,
      }),
      /** Packing: a similar product replaces line `position`. */
      substitute: build.mutation<OrderChangedResponse, PackingChange<SubstituteRequest>>({
        query: packingRequest('substitute'),
        invalidatesTags: packingInvalidates,
      }),
      /** Asks the payment provider again for a refund it refused. */
      retryRefund: build.mutation<OrderChangedResponse, string>({
        query: (id) => ({
          url: `/api/order/seller/${encodeURIComponent(id)}/refund/retry`,
          method: 'POST',
        }),
        invalidatesTags: (_result, _error, id) => ['Orders', { type: 'Order', id }],
      }),
      /** In-stock products of a category: the candidates to replace a short line. */
      substitutes: build.query<Product[], string>({
        query: (category) => ({
          url: `/api/product/query${productQueryString({ category, limit: SUBSTITUTE_CHOICES })}`,
        }),
        transformResponse: (response: ProductQueryResponse) => response.products,
      }),
    }),
  });
  return api;
}

/** The api of one mounted seller App. */
export type SellerApi = ReturnType<typeof createSellerApi>;
