import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { createStripeClient } from './stripe/stripe-client.js';
import { StripePaymentProvider } from './stripe/stripe-payment-provider.js';

/** The configured card payment provider behind the payment port, or null (cash only). */
export function paymentProviderFor(config: AppConfig): PaymentProvider | null {
  const stripe = createStripeClient(config.stripe);
  // The configuration refuses a secret key without its webhook secret (stripe-config.ts).
  return stripe ? new StripePaymentProvider(stripe, config.stripe.webhookSecret ?? '') : null;
}

/** The payment port (payment-provider.ts) and the adapter the configuration chooses. */
@Module({
  providers: [{ provide: PAYMENT_PROVIDER, inject: [APP_CONFIG], useFactory: paymentProviderFor }],
  exports: [PAYMENT_PROVIDER],
})
export class PaymentModule {}
