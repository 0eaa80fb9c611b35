import type { CartUpdateRequest, CartUpdateResponse } from '@greencart/contracts';
import { storefrontApi } from '../../app/storefrontApi';

/** `POST /api/cart/update`: replaces the logged-in user's saved cart. */
export const cartApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    updateCart: build.mutation<CartUpdateResponse, CartUpdateRequest>({
      query: (data) => ({ url: '/api/cart/update', method: 'POST', data }),
    }),
  }),
});
