import {
  IDEMPOTENCY_KEY_HEADER,
  ORDER_STREAM_EVENTS,
  type OrderStreamEvent,
  type CheckoutResponse,
  type Order,
  type OrderChangedResponse,
  type OrderDetail,
  type OrderDetailResponse,
  type OrderListResponse,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
} from '@greencart/contracts';
import { notify } from '../../lib/notices';
import { storefrontApi } from '../../app/storefrontApi';
import { logger } from '../../lib/logger';
import { signedOut } from '../session/sessionSlice';

/** Shown when the live stream says the shopper's session has ended elsewhere. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

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
      // Its own tag, so a live event about this order refetches it (and no other order).
      providesTags: (_result, _error, id) => [{ type: 'Orders', id }],
    }),
    /**
     * The shopper's live order stream (`GET /api/order/user/events`, server-sent events with
     * the session cookie; the argument is the API's URL), open while a page subscribes: each
     * `order` event refetches that order where it is shown (its tag is invalidated); the
     * browser's EventSource reconnects by itself after a drop. `session-ended` (logout
     * elsewhere, expiry) logs the shopper out here too, with a message. Nothing is cached.
     */
    myOrderEvents: build.query<null, string>({
      queryFn: () => ({ data: null }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(apiUrl, { cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        if (typeof EventSource === 'undefined') return;
        try {
          await cacheDataLoaded;
        } catch {
          return; // the entry was removed before it was added
        }
        const source = new EventSource(`${apiUrl}/api/order/user/events`, {
          withCredentials: true,
        });
        source.addEventListener(ORDER_STREAM_EVENTS.order, (message: MessageEvent<string>) => {
          const event = parseOrderEvent(message.data);
          // A malformed event is only a hint: refetch every order shown.
          dispatch(
            storefrontApi.util.invalidateTags([
              event ? { type: 'Orders', id: event.orderId } : 'Orders',
            ]),
          );
        });
        source.addEventListener(ORDER_STREAM_EVENTS.sessionEnded, () => {
          source.close();
          dispatch(signedOut());
          notify.error(SESSION_ENDED_MESSAGE);
        });
        await cacheEntryRemoved;
        source.close();
      },
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

/** The data of an `order` event, or undefined when it is not one. */
function parseOrderEvent(data: string): OrderStreamEvent | undefined {
  try {
    const event = JSON.parse(data) as Partial<OrderStreamEvent> | null;
    return typeof event?.orderId === 'string' ? (event as OrderStreamEvent) : undefined;
  } catch {
    return undefined;
  }
}

export const {
  useGetMyOrdersQuery,
  useGetMyOrderQuery,
  useMyOrderEventsQuery,
  useCancelMyOrderMutation,
  usePlaceCashOrderMutation,
  useStartOnlinePaymentMutation,
} = ordersApi;
