import type {
  PromotionAction,
  PromotionInput,
  PromotionListResponse,
  PromotionResponse,
  PromotionView,
} from '@greencart/contracts';
import { sellerApi } from '../../app/sellerApi';

/** Promotions for staff with `promotions.write` (docs/PROMOTIONS.md): list, create, pause, end. */
export const promotionsApi = sellerApi
  .enhanceEndpoints({ addTagTypes: ['Promotions'] })
  .injectEndpoints({
    endpoints: (build) => ({
      promotions: build.query<PromotionView[], void>({
        query: () => ({ url: '/api/seller/promotions' }),
        transformResponse: (response: PromotionListResponse) => response.promotions,
        providesTags: ['Promotions'],
      }),
      createPromotion: build.mutation<PromotionResponse, PromotionInput>({
        query: (data) => ({ url: '/api/seller/promotions', method: 'POST', data }),
        invalidatesTags: ['Promotions'],
      }),
      movePromotion: build.mutation<PromotionResponse, { id: string; action: PromotionAction }>({
        query: ({ id, action }) => ({
          url: `/api/seller/promotions/${encodeURIComponent(id)}/${action}`,
          method: 'POST',
        }),
        invalidatesTags: ['Promotions'],
      }),
    }),
  });

export const { usePromotionsQuery, useCreatePromotionMutation, useMovePromotionMutation } =
  promotionsApi;
