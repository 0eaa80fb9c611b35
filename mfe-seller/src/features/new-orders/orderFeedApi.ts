import { ORDER_STREAM_EVENTS, type OrderStreamEvent } from '@greencart/contracts';
import { sellerApi } from '../../app/sellerApi';
import { sellerSessionEnded } from '../session/sellerSessionSlice';

/** What the feed keeps: the orders placed since it opened, for the new-order alert. */
export interface SellerOrderFeed {
  /** Ids of the orders placed since the feed opened, oldest first, each once. */
  placed: string[];
}

/** Orders remembered as placed; a long shift forgets the oldest beyond this. */
export const PLACED_KEPT = 1000;

/** The data of an `order` event, or undefined when it is not one. */
function parseOrderEvent(data: string): OrderStreamEvent | undefined {
  try {
    const event = JSON.parse(data) as Partial<OrderStreamEvent> | null;
    return typeof event?.orderId === 'string' ? (event as OrderStreamEvent) : undefined;
  } catch {
    return undefined;
  }
}

/** The seller's live order feed as an RTK Query cache entry. */
export const orderFeedApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The seller's live order feed (`GET /api/order/seller/events`, server-sent events with the
     * staff cookie; the argument is the API's URL), open while the dashboard subscribes: one
     * connection for the new-order alert and every order page. Each `order` event refetches
     * what shows orders (the `Orders` tag: lists, windows, the dashboard's figures) and that
     * order (its `Order` tag); a `placed` one is added to the cached {@link SellerOrderFeed}.
     * The browser's EventSource reconnects by itself after a drop. `session-ended` (logout
     * elsewhere, the account deactivated, its role or password changed) shows the login form
     * at once, saying why, without waiting for the next click.
     */
    sellerOrderFeed: build.query<SellerOrderFeed, string>({
      queryFn: () => ({ data: { placed: [] } }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(
        apiUrl,
        { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch },
      ) {
        if (typeof EventSource === 'undefined') return;
        try {
          await cacheDataLoaded;
        } catch {
          return; // the entry was removed before it was added
        }
        const source = new EventSource(`${apiUrl}/api/order/seller/events`, {
          withCredentials: true,
        });
        source.addEventListener(ORDER_STREAM_EVENTS.order, (message: MessageEvent<string>) => {
          const event = parseOrderEvent(message.data);
          // A malformed event is only a hint: ignore it, the pages refetch on focus anyway.
          if (!event) return;
          if (event.kind === 'placed') {
            updateCachedData((feed) => {
              if (feed.placed.includes(event.orderId)) return;
              if (feed.placed.length >= PLACED_KEPT) feed.placed.shift();
              feed.placed.push(event.orderId);
            });
          }
          dispatch(sellerApi.util.invalidateTags(['Orders', { type: 'Order', id: event.orderId }]));
        });
        source.addEventListener(ORDER_STREAM_EVENTS.sessionEnded, () => {
          source.close();
          dispatch(sellerSessionEnded());
        });
        await cacheEntryRemoved;
        source.close();
      },
    }),
  }),
});

export const { useSellerOrderFeedQuery } = orderFeedApi;
