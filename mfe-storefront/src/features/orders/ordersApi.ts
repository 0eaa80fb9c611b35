import {
  IDEMPOTENCY_KEY_HEADER,
  type CheckoutResponse,
  type Order,
  type OrderChangedResponse,
  type OrderDetail,
  type OrderDetailResponse,
  type OrderListResponse,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
} from '@greencart/contracts';
import { storefrontApi } from '../../app/storefrontApi';
import { logger } from '../../lib/logger';

/**
 * A place-order request with the key of its checkout attempt: a repeat of the same attempt (a
 * lost answer, a second tap) answers the first order again (docs/ORDERS.md).
 */
export interface PlaceOrderArgs {
  request: PlaceOrderRequest;
  idempotencyKey: string;
}

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
    placeCashOrder: build.mutation<PlaceOrderResponse, PlaceOrderArgs>({
      query: ({ request, idempotencyKey }) => ({
        url: '/api/order/cod',
        method: 'POST',
        data: request,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      // Not 'Products': an order changes no product the catalogue shows.
      invalidatesTags: ['Orders'],
    }),
    startOnlinePayment: build.mutation<CheckoutResponse, PlaceOrderArgs>({
      query: ({ request, idempotencyKey }) => ({
        url: '/api/order/stripe',
        method: 'POST',
        data: request,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
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
