import type { OrderEntity } from './order.entity.js';
import type { PricedOrder } from './order-pricing.service.js';

/** Injection token of the optional {@link CheckoutGateway}. */
export const CHECKOUT_GATEWAY = Symbol('CHECKOUT_GATEWAY');

/**
 * The seam for online payment (issue 5): given an unpaid Online order, already stored and
 * priced by the server, create a hosted checkout and answer its URL. While no gateway is
 * provided, `POST /api/order/stripe` answers 503 "Online payment is not available".
 */
export interface CheckoutGateway {
  createCheckout(order: OrderEntity, priced: PricedOrder): Promise<string>;
}
