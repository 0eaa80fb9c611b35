import Stripe from 'stripe';
import type { StripeConfig } from '../../config/app-config.js';

type StripeOptions = NonNullable<ConstructorParameters<typeof Stripe>[1]>;

/** A shopper waits on this call; Stripe's own default (80 s) would hold the request far too long. */
const STRIPE_TIMEOUT_MS = 15_000;

/**
 * The real Stripe SDK client for the configured secret key, or `null` without one.
 * `STRIPE_API_BASE` points it at another host (a local fake or stripe-mock in tests); there a
 * failure must show at once, so it never retries. Against Stripe itself it retries twice,
 * which is safe because every session is created with an idempotency key.
 */
export function createStripeClient(config: StripeConfig): Stripe | null {
  if (!config.secretKey) return null;
  const options: StripeOptions = {
    telemetry: false,
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 2,
  };
  if (config.apiBase) {
    const base = new URL(config.apiBase);
    const protocol = base.protocol === 'http:' ? 'http' : 'https';
    Object.assign(options, {
      host: base.hostname,
      port: base.port ? Number(base.port) : protocol === 'http' ? 80 : 443,
      protocol,
      maxNetworkRetries: 0,
    });
  }
  return new Stripe(config.secretKey, options);
}
