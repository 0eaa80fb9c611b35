import {
  productQueryString,
  type ImportResponse,
  type MessageResponse,
  type ProductQueryParams,
  type ProductQueryResponse,
  type StockRequest,
} from '@greencart/contracts';
import { PRODUCT_LIST, sellerApi } from '../../app/sellerApi';

/** What the Product List asks for: search text, category, sort (the server filters). */
export type SellerProductFilter = Pick<ProductQueryParams, 'q' | 'category' | 'sort'>;

/** Rows per page of the seller's Product List. */
export const SELLER_PRODUCT_PAGE = 50;

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

/** The Product List: its pages, the in-stock switch and the catalogue file. */
export const productListApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every product, in stock or not, archived too: pages from the server's product query. */
    products: build.infiniteQuery<ProductQueryResponse, SellerProductFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({ url: sellerProductPageUrl(queryArg, pageParam) }),
      providesTags: [PRODUCT_LIST],
    }),
    /** Switches the seller's in-stock flag; the list is read again once the server agrees. */
    setProductStock: build.mutation<MessageResponse, StockRequest>({
      query: (change) => ({ url: '/api/product/stock', method: 'POST', data: change }),
      invalidatesTags: (_result, _error, { id }) => [PRODUCT_LIST, { type: 'Product', id }],
    }),
    /** A catalogue CSV; silent: the page lists each faulty line. */
    importCatalogue: build.mutation<ImportResponse, FormData>({
      query: (file) => ({ url: '/api/product/import', method: 'POST', data: file }),
      extraOptions: { silent: true },
      invalidatesTags: [PRODUCT_LIST],
    }),
  }),
});

export const { useProductsInfiniteQuery, useSetProductStockMutation, useImportCatalogueMutation } =
  productListApi;
