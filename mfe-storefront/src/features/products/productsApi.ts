import type { Product, ProductListResponse } from '@greencart/contracts';
import { notify } from '@greencart/shared-ui';
import { storefrontApi } from '../../app/storefrontApi';
import { rejectionMessage } from '../../lib/apiErrors';

/** The catalogue (`GET /api/product/list`). */
export const productsApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Product[], void>({
      query: () => ({ url: '/api/product/list' }),
      transformResponse: (body: ProductListResponse) => body.products,
      providesTags: ['Products'],
      // Toasted here, once per request, rather than by each of the many components using it.
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (rejection) {
          notify.error(rejectionMessage(rejection));
        }
      },
    }),
  }),
});

export const { useGetProductsQuery } = productsApi;
