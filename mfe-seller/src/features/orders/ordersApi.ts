import {
  productQueryString,
  type Order,
  type OrderChangedResponse,
  type OrderDetail,
  type OrderDetailResponse,
  type OrderListResponse,
  type OrderStatus,
  type OrderStatusRequest,
  type PaymentState,
  type Product,
  type ProductQueryResponse,
  type ShortPickRequest,
  type SubstituteRequest,
  type TodayNeed,
  type WeighRequest,
} from '@greencart/contracts';
import { PRODUCT_LIST, sellerApi } from '../../app/sellerApi';

/** What the Orders screen asks for: a status, a payment state, a search text and the page's cursor. */
export interface SellerOrderFilter {
  status?: OrderStatus;
  payment?: PaymentState;
  q?: string;
  /** Only orders booked into this delivery window (docs/DELIVERY.md, "Time slots"). */
  slotId?: string;
  /** Only orders with weighed lines still to weigh (`toWeigh=true`). */
  toWeigh?: boolean;
  /** Only what Today counts under this need (`need=`, docs/TODAY.md). */
  need?: TodayNeed;
  cursor?: string;
}

/** One page of orders and the cursor of the next. */
export interface OrderPage {
  orders: Order[];
  nextCursor: string | null;
}

/** How many same-category products the substitute picker offers. */
export const SUBSTITUTE_CHOICES = 50;

/** Query parameters without the empty ones. */
function cleanParams(filter: SellerOrderFilter): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter)
      .filter((entry) => Boolean(entry[1]))
      .map(([key, value]) => [key, String(value)]),
  );
}

/** A packing change of line `position` of order `id`, with the request's body. */
type PackingChange<Body> = { id: string; position: number } & Body;

/** The request of a packing change: `POST /api/order/seller/{id}/items/{position}/{action}`. */
function packingRequest(action: 'short' | 'substitute' | 'weight') {
  return ({ id, position, ...body }: PackingChange<object>) => ({
    url: `/api/order/seller/${encodeURIComponent(id)}/items/${position}/${action}`,
    method: 'POST' as const,
    data: body,
  });
}

/** What a packing change makes stale: the order lists, the order, and the stock on the product list. */
function packingInvalidates(_result: unknown, _error: unknown, { id }: { id: string }) {
  return ['Orders' as const, { type: 'Order' as const, id }, PRODUCT_LIST];
}

/** The shop's orders: the list, one order, its moves, packing and refunds. */
export const ordersApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the shop's orders, newest first, filtered and searched by the server. */
    sellerOrders: build.query<OrderPage, SellerOrderFilter>({
      query: (filter) => ({ url: '/api/order/seller', params: cleanParams(filter) }),
      transformResponse: (response: OrderListResponse) => ({
        orders: response.orders,
        nextCursor: response.nextCursor ?? null,
      }),
      providesTags: ['Orders'],
    }),
    /** Moves an order to a status the transition table allows (a reason when cancelling). */
    moveOrder: build.mutation<OrderChangedResponse, { id: string } & OrderStatusRequest>({
      query: ({ id, ...change }) => ({
        url: `/api/order/seller/${encodeURIComponent(id)}/status`,
        method: 'POST',
        data: change,
      }),
      invalidatesTags: (_result, _error, { id }) => ['Orders', { type: 'Order', id }],
    }),
    /**
     * The same move for one of several selected orders: the list reports each refusal next to
     * its order (docs/ORDERS.md, "Lists that scale"), so no toast per order.
     */
    moveSelectedOrder: build.mutation<OrderChangedResponse, { id: string } & OrderStatusRequest>({
      query: ({ id, ...change }) => ({
        url: `/api/order/seller/${encodeURIComponent(id)}/status`,
        method: 'POST',
        data: change,
      }),
      invalidatesTags: (_result, _error, { id }) => ['Orders', { type: 'Order', id }],
      extraOptions: { silent: true },
    }),
    /** One order with its history, customer and the moves staff may make now. */
    sellerOrder: build.query<OrderDetail, string>({
      query: (id) => ({ url: `/api/order/seller/${encodeURIComponent(id)}` }),
      transformResponse: (response: OrderDetailResponse) => response.order,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    /** Packing: only `available` of line `position` could be packed (0 = none). */
    shortPick: build.mutation<OrderChangedResponse, PackingChange<ShortPickRequest>>({
      query: packingRequest('short'),
      invalidatesTags: packingInvalidates,
    }),
    /** Packing: a similar product replaces line `position`. */
    substitute: build.mutation<OrderChangedResponse, PackingChange<SubstituteRequest>>({
      query: packingRequest('substitute'),
      invalidatesTags: packingInvalidates,
    }),
    /**
     * Packing: the weight packed for weighed line `position` (the line is repriced, the order
     * recomputed). The form shows a refusal next to its field, so no toast.
     */
    weighLine: build.mutation<OrderChangedResponse, PackingChange<WeighRequest>>({
      query: packingRequest('weight'),
      invalidatesTags: packingInvalidates,
      extraOptions: { silent: true },
    }),
    /** Asks the payment provider again for a refund it refused. */
    retryRefund: build.mutation<OrderChangedResponse, string>({
      query: (id) => ({
        url: `/api/order/seller/${encodeURIComponent(id)}/refund/retry`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, id) => ['Orders', { type: 'Order', id }],
    }),
    /** Reads the order's card payment from the provider now (docs/ORDERS.md, "Payment checks"). */
    checkPayment: build.mutation<OrderChangedResponse, string>({
      query: (id) => ({
        url: `/api/order/seller/${encodeURIComponent(id)}/payment/check`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, id) => ['Orders', { type: 'Order', id }],
    }),
    /** In-stock products of a category: the candidates to replace a short line. */
    substitutes: build.query<Product[], string>({
      query: (category) => ({
        url: `/api/product/query${productQueryString({ category, inStock: true, limit: SUBSTITUTE_CHOICES })}`,
      }),
      transformResponse: (response: ProductQueryResponse) => response.products,
    }),
  }),
});

export const {
  useSellerOrdersQuery,
  useMoveOrderMutation,
  useMoveSelectedOrderMutation,
  useSellerOrderQuery,
  useShortPickMutation,
  useSubstituteMutation,
  useRetryRefundMutation,
  useCheckPaymentMutation,
  useSubstitutesQuery,
  useWeighLineMutation,
} = ordersApi;
