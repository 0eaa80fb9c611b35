import type { HideReviewResponse, StaffReview, StaffReviewsResponse } from '@greencart/contracts';
import { sellerApi } from '../../app/sellerApi';

/** One page of reviews and the cursor of the next (null: the last page). */
export interface ReviewsPage {
  reviews: StaffReview[];
  nextCursor: string | null;
}

/** Product reviews for staff with `reviews.moderate` (docs/REVIEWS.md): list, hide, show. */
export const reviewsApi = sellerApi.enhanceEndpoints({ addTagTypes: ['Reviews'] }).injectEndpoints({
  endpoints: (build) => ({
    staffReviews: build.infiniteQuery<ReviewsPage, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({
        url: '/api/seller/reviews',
        ...(pageParam ? { params: { cursor: pageParam } } : {}),
      }),
      transformResponse: (response: StaffReviewsResponse) => ({
        reviews: response.reviews,
        nextCursor: response.nextCursor,
      }),
      providesTags: ['Reviews'],
    }),
    setReviewHidden: build.mutation<HideReviewResponse, { id: string; hidden: boolean }>({
      query: ({ id, hidden }) => ({
        url: `/api/seller/reviews/${encodeURIComponent(id)}/hidden`,
        method: 'POST',
        data: { hidden },
      }),
      invalidatesTags: ['Reviews'],
    }),
  }),
});

export const { useStaffReviewsInfiniteQuery, useSetReviewHiddenMutation } = reviewsApi;
