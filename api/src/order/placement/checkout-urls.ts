/** Where the payment provider sends the shopper back. */
export interface CheckoutReturnUrls {
  /** After paying: the loader, then My Orders. */
  successUrl: string;
  /** After giving up on the page: the cart. */
  cancelUrl: string;
  /** The shop's origin these point to, for the order's own page (`orderPageUrl`). */
  shopOrigin: string;
}

/**
 * The return URLs of a payment page, on the shell origin that made the request when it is
 * an allowed (CORS) origin, else on the first allowed origin (the shell's, by convention of
 * `CORS_ORIGINS`). A forged Origin can therefore never send a paying shopper elsewhere.
 *
 * @param requestOrigin the request's `Origin` header, if any
 * @param allowedOrigins `CORS_ORIGINS`, the shell's origin first
 */
export function checkoutReturnUrls(
  requestOrigin: string | undefined,
  allowedOrigins: readonly string[],
): CheckoutReturnUrls {
  const origin =
    requestOrigin !== undefined && allowedOrigins.includes(requestOrigin)
      ? requestOrigin
      : allowedOrigins[0];
  if (!origin) throw new Error('CORS_ORIGINS is empty: no shop origin to return shoppers to');
  return {
    successUrl: `${origin}/loader?next=my-orders`,
    cancelUrl: `${origin}/cart`,
    shopOrigin: origin,
  };
}

/** The storefront's page of one order (`/my-orders/:id`), which shows where its payment stands. */
export function orderPageUrl(shopOrigin: string, orderId: string): string {
  return `${shopOrigin.replace(/\/+$/, '')}/my-orders/${orderId}`;
}

/**
 * The order confirmation (`/my-orders?placed=:id`, docs/SHOPPER-UX.md): the state of My Orders
 * a shopper lands on after placing an order, cash or card.
 */
export function confirmationPath(orderId: string): string {
  return `/my-orders?placed=${encodeURIComponent(orderId)}`;
}

/** The confirmation on the shop's origin, straight (a provider that returns after paying). */
export function confirmationUrl(shopOrigin: string, orderId: string): string {
  return `${shopOrigin.replace(/\/+$/, '')}${confirmationPath(orderId)}`;
}

/**
 * The return after paying on a provider's page: the spec's loader (`/loader?next=…`), then the
 * confirmation of this order rather than the bare My Orders list.
 */
export function successUrlOf(returnUrls: CheckoutReturnUrls, orderId: string): string {
  return `${returnUrls.shopOrigin.replace(/\/+$/, '')}/loader?next=${encodeURIComponent(
    confirmationPath(orderId).slice(1),
  )}`;
}
