import type {
  BatchPickResponse,
  MessageResponse,
  Order,
  OrderChangedResponse,
  OrderQueueResponse,
  PickLineRequest,
} from '@greencart/contracts';
import { PRODUCT_LIST, sellerApi } from '../../app/sellerApi';
import { ordersApi } from '../orders/ordersApi';

/**
 * The packer's queue and ticks (docs/ORDERS.md, "The packer's queue"), and marking a product
 * out of stock from the pick screen (`stock.out`).
 */
export const pickingApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    /** Open orders by delivery window, then by time placed. */
    pickQueue: build.query<Order[], void>({
      query: () => ({ url: '/api/order/seller/queue' }),
      transformResponse: (response: OrderQueueResponse) => response.orders,
      providesTags: ['Orders'],
    }),
    /** One delivery window's batch: products summed, with each order's share (`orders.pack`). */
    batchPick: build.query<BatchPickResponse, string>({
      query: (slotId) => ({ url: '/api/order/seller/batch', params: { slotId } }),
      providesTags: ['Orders'],
    }),
    /** Ticks (or unticks) line `position` of order `id` as picked. */
    pickLine: build.mutation<
      OrderChangedResponse,
      { id: string; position: number } & PickLineRequest
    >({
      query: ({ id, position, picked }) => ({
        url: `/api/order/seller/${encodeURIComponent(id)}/items/${position}/pick`,
        method: 'POST',
        data: { picked },
      }),
      // The box shows the tick at once; a refused tick puts it back.
      async onQueryStarted({ id, position, picked }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          ordersApi.util.updateQueryData('sellerOrder', id, (order) => {
            const item = order.items[position];
            if (item) item.picked = picked;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: (_result, _error, { id }) => ['Orders', { type: 'Order', id }],
    }),
    /** The shelf is empty: the product goes out of stock for shoppers (audited). */
    markOutOfStock: build.mutation<MessageResponse, string>({
      query: (productId) => ({
        url: `/api/product/${encodeURIComponent(productId)}/out-of-stock`,
        method: 'POST',
      }),
      invalidatesTags: ['Orders', PRODUCT_LIST],
    }),
  }),
});

export const {
  usePickQueueQuery,
  useBatchPickQuery,
  usePickLineMutation,
  useMarkOutOfStockMutation,
} = pickingApi;
