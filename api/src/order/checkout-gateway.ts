import type { CheckoutReturnUrls } from './checkout-urls.js';
import type { OrderEntity } from './order.entity.js';
import type { PricedOrder } from './order-pricing.service.js';

/** Injection token of the {@link CheckoutGateway}; its value is `null` when Stripe is not configured. */
export const CHECKOUT_GATEWAY = Symbol('CHECKOUT_GATEWAY');

/** A hosted payment page created for one order. */
export interface HostedCheckout {
  /** The provider's id of the session (Stripe: `cs_…`). */
  id: string;
  /** Where the shopper's browser goes to pay. */
  url: string;
}

/**
 * Online payment: given an unpaid Online order, already stored and priced by the server,
 * create a hosted checkout for exactly its amount. Failures are thrown as `AppError`s the
 * shopper may read. Without a gateway `POST /api/order/stripe` answers 503
 * "Online payment is not available".
 */
export interface CheckoutGateway {
  createCheckout(
    order: OrderEntity,
    priced: PricedOrder,
    returnUrls: CheckoutReturnUrls,
  ): Promise<HostedCheckout>;
}
