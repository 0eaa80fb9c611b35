/** Where the payment provider sends the shopper back: the loader (then My Orders) after paying, the cart if they cancel. */
export interface CheckoutReturnUrls {
  successUrl: string;
  cancelUrl: string;
}

/**
 * The return URLs of a Checkout Session, on the shell origin that made the request when it is
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
  return { successUrl: `${origin}/loader?next=my-orders`, cancelUrl: `${origin}/cart` };
}
