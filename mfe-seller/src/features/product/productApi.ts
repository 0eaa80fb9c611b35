import type {
  MessageResponse,
  Product,
  ProductChangedResponse,
  ProductEditRequest,
  ProductResponse,
  ProductShortListResponse,
  StockAdjustRequest,
  StockLedgerResponse,
  StockMovement,
  StockTrackingRequest,
} from '@greencart/contracts';
import { PRODUCT_LIST, sellerApi } from '../../app/sellerApi';

/** One product's page: its fields, images, archiving, stock and ledger; the Low Stock page. */
export const productApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
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
    /** Counted products at or below their low-stock threshold. */
    lowStock: build.query<Product[], void>({
      query: () => ({ url: '/api/product/low-stock' }),
      transformResponse: (response: ProductShortListResponse) => response.products,
      providesTags: [PRODUCT_LIST],
    }),
  }),
});

export const {
  useProductQuery,
  useEditProductMutation,
  useAddProductImagesMutation,
  useSetArchivedMutation,
  useAdjustStockMutation,
  useSetTrackingMutation,
  useLedgerQuery,
  useLowStockQuery,
} = productApi;
