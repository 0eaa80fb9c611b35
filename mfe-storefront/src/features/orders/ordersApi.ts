import type {
  CheckoutResponse,
  MessageResponse,
  Order,
  OrderChangedResponse,
  OrderDetail,
  OrderDetailResponse,
  OrderListResponse,
  PlaceOrderRequest,
} from '@greencart/contracts';
import { storefrontApi } from '../../app/storefrontApi';
import { logger } from '../../lib/logger';

/** Placing orders and reading the shopper's own orders. */
export const ordersApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    getMyOrders: build.query<Order[], void>({
      query: () => ({ url: '/api/order/user' }),
      transformResponse: (body: OrderListResponse) => body.orders,
      providesTags: ['Orders'],
      // On my-orders a failed request is only logged, never toasted (docs/COMPATIBILITY.md).
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (rejection) {
          logger.error('Could not load orders', rejection);
        }
      },
    }),
    getMyOrder: build.query<OrderDetail, string>({
      query: (id) => ({ url: `/api/order/user/${encodeURIComponent(id)}` }),
      transformResponse: (body: OrderDetailResponse) => body.order,
      providesTags: ['Orders'],
    }),
    /** `reason`: one of the ready-made SHOPPER_CANCEL_REASONS, or none. */
    cancelMyOrder: build.mutation<OrderChangedResponse, { id: string; reason?: string }>({
      query: ({ id, reason }) => ({
        url: `/api/order/user/${encodeURIComponent(id)}/cancel`,
        method: 'POST',
        data: reason ? { reason } : {},
      }),
      invalidatesTags: ['Orders', 'Products'],
    }),
    placeCashOrder: build.mutation<MessageResponse, PlaceOrderRequest>({
      query: (data) => ({ url: '/api/order/cod', method: 'POST', data }),
      // Not 'Products': an order changes no product the catalogue shows.
      invalidatesTags: ['Orders'],
    }),
    startOnlinePayment: build.mutation<CheckoutResponse, PlaceOrderRequest>({
      query: (data) => ({ url: '/api/order/stripe', method: 'POST', data }),
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const {
  useGetMyOrdersQuery,
  useGetMyOrderQuery,
  useCancelMyOrderMutation,
  usePlaceCashOrderMutation,
  useStartOnlinePaymentMutation,
} = ordersApi;
