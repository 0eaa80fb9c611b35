import {
  SELLER_TODAY_PATH,
  type SellerToday,
  type SellerTodayResponse,
} from '@greencart/contracts';
import { sellerApi } from '../../app/sellerApi';

/**
 * How often Today asks again without any order event, in milliseconds: "unconfirmed for more
 * than N minutes" and "due soon" move with the clock, not only when an order changes.
 */
export const TODAY_REFRESH_MS = 30_000;

/** What needs a person now (`GET /api/seller/today`, owner and manager; docs/TODAY.md). */
export const todayApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Today's counts and sales. Tagged `Orders`: every event of the seller's live order feed
     * (`sellerOrderFeed`) invalidates it, so the counts move as orders arrive, without a reload.
     */
    sellerToday: build.query<SellerToday, void>({
      query: () => ({ url: SELLER_TODAY_PATH }),
      transformResponse: (response: SellerTodayResponse) => response.today,
      providesTags: ['Orders'],
    }),
  }),
});

export const { useSellerTodayQuery } = todayApi;
