import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  LoginRequest,
  MessageResponse,
  Order,
  OrderListResponse,
  Product,
  ProductListResponse,
  StockRequest,
} from '@greencart/contracts';
import type { ApiError } from '@greencart/shared-ui';
import {
  sellerChecked,
  sellerLoggedIn,
  sellerLoggedOut,
} from '../features/session/sellerSessionSlice';
import type { SellerBaseQuery } from './reportErrors';

/** The cache key of the whole product list, invalidated when a product is added. */
const PRODUCT_LIST = { type: 'Product', id: 'LIST' } as const;

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
    tagTypes: ['Product'],
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
      /** Every product, in stock or not (the seller manages both). */
      productList: build.query<Product[], void>({
        query: () => ({ url: '/api/product/list' }),
        transformResponse: (response: ProductListResponse) => response.products,
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
      /** Switches stock at once in the cached list and puts it back if the server refuses. */
      setProductStock: build.mutation<MessageResponse, StockRequest>({
        query: (change) => ({ url: '/api/product/stock', method: 'POST', data: change }),
        async onQueryStarted({ id, inStock }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            api.util.updateQueryData('productList', undefined, (products) => {
              const product = products.find((p) => p._id === id);
              if (product) product.inStock = inStock;
            }),
          );
          try {
            await queryFulfilled;
          } catch {
            patch.undo();
          }
        },
      }),
      /** Every order of the shop, newest first as the server sends them. */
      sellerOrders: build.query<Order[], void>({
        query: () => ({ url: '/api/order/seller' }),
        transformResponse: (response: OrderListResponse) => response.orders,
      }),
    }),
  });
  return api;
}

/** The api of one mounted seller App. */
export type SellerApi = ReturnType<typeof createSellerApi>;
