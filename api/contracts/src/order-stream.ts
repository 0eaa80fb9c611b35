import type { OrderStatus } from './order-lifecycle.js';

/**
 * The event names of the live order streams (`GET /api/order/user/events`, the shopper's own
 * orders; `GET /api/order/seller/events`, every order): the API sends them
 * (api/src/order/views/order-stream.service.ts) and both front ends listen for them.
 */
export const ORDER_STREAM_EVENTS = {
  /** Once, when the stream opens. */
  ready: 'ready',
  /** An order was placed or changed: a hint, the client refetches what it shows. */
  order: 'order',
  /** Every 25 s, so proxies keep an idle stream open. */
  ping: 'ping',
  /**
   * The last event of a stream whose session has ended (logout, expiry, a staff account
   * deactivated, its role or password changed): the page shows its login at once.
   */
  sessionEnded: 'session-ended',
} as const;

/** The data of an `order` event. */
export interface OrderStreamEvent {
  orderId: string;
  userId: string;
  /** The number shoppers and staff see, e.g. `GC-000123`. */
  number: string;
  status: OrderStatus;
  /**
   * `placed` for a new order (the seller's new-order alert counts it), `picked` for a packer's
   * tick (the seller's feed only: the shopper's stream never carries it), else `changed`.
   */
  kind: 'placed' | 'changed' | 'picked';
}
