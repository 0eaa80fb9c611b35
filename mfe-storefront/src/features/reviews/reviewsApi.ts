import type {
  OrderReviewsResponse,
  OwnReview,
  ProductReviewsResponse,
  SaveReviewRequest,
  SaveReviewResponse,
} from '@greencart/contracts';
import { storefrontApi } from '../../app/storefrontApi';

/** What saving a rating sends: the order line it rates and the rating itself. */
export interface SaveReviewArgs extends SaveReviewRequest {
  orderId: string;
  productId: string;
}

/**
 * Ratings and reviews (docs/REVIEWS.md): a product's reviews a page at a time, the shopper's
 * own ratings of one order, and saving one (which changes the product's average).
 */
export const reviewsApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    getProductReviews: build.infiniteQuery<ProductReviewsResponse, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: `/api/review/product/${encodeURIComponent(queryArg)}${
          pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''
        }`,
      }),
      providesTags: (_result, _error, productId) => [{ type: 'Reviews', id: productId }],
    }),
    getOrderReviews: build.query<OwnReview[], string>({
      query: (orderId) => ({ url: `/api/review/order/${encodeURIComponent(orderId)}` }),
      transformResponse: (body: OrderReviewsResponse) => body.reviews,
      providesTags: (_result, _error, orderId) => [{ type: 'Reviews', id: `order:${orderId}` }],
    }),
    saveReview: build.mutation<SaveReviewResponse, SaveReviewArgs>({
      query: ({ orderId, productId, stars, text }) => ({
        url: `/api/review/${encodeURIComponent(orderId)}/${encodeURIComponent(productId)}`,
        method: 'PUT',
        data: { stars, text: text ?? null },
      }),
      invalidatesTags: (_result, _error, { orderId, productId }) => [
        { type: 'Reviews', id: `order:${orderId}` },
        { type: 'Reviews', id: productId },
        'Products',
      ],
    }),
  }),
});

export const { useGetProductReviewsInfiniteQuery, useGetOrderReviewsQuery, useSaveReviewMutation } =
  reviewsApi;
