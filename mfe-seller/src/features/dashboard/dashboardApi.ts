import type { SellerDashboard, SellerDashboardResponse } from '@greencart/contracts';
import { sellerApi } from '../../app/sellerApi';

/** The owner's and manager's figures (`GET /api/seller/dashboard`, permission `dashboard.read`). */
export const dashboardApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    /** Orders, revenue, refunds, top products and low stock; asked again on every visit. */
    sellerDashboard: build.query<SellerDashboard, void>({
      query: () => ({ url: '/api/seller/dashboard' }),
      transformResponse: (response: SellerDashboardResponse) => response.dashboard,
      // Also invalidated with the order list, so a moved order shows on the next visit.
      providesTags: ['Orders'],
    }),
  }),
});

export const { useSellerDashboardQuery } = dashboardApi;
