import type { MessageResponse } from '@greencart/contracts';
import { PRODUCT_LIST, sellerApi } from '../../app/sellerApi';

/** Add Product: one multipart request. */
export const addProductApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `POST /api/product/add` with a multipart body (`productData` + `images`). Silent:
     * the form shows the server's error beside the field it names, or as a toast.
     */
    addProduct: build.mutation<MessageResponse, FormData>({
      query: (body) => ({ url: '/api/product/add', method: 'POST', data: body }),
      extraOptions: { silent: true },
      invalidatesTags: [PRODUCT_LIST],
    }),
  }),
});

export const { useAddProductMutation } = addProductApi;
