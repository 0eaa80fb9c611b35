import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { NotificationInbox } from './notification-inbox.js';
import { PaymentNotifyController } from './payment-notify.controller.js';
import { PaymentOptionsController } from './payment-options.controller.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { PayHereCheckoutController } from './payhere/payhere-checkout.controller.js';
import { PayHerePaymentProvider } from './payhere/payhere-payment-provider.js';
import { createStripeClient } from './stripe/stripe-client.js';
import { StripePaymentProvider } from './stripe/stripe-payment-provider.js';
import { StripeWebhookController } from './stripe/stripe-webhook.controller.js';

/** The configured card payment provider behind the payment port, or null (cash only). */
export function paymentProviderFor(config: AppConfig): PaymentProvider | null {
  switch (config.payment.provider) {
    case 'payhere':
      // The configuration refuses PayHere without its credentials (payment-config.ts).
      return new PayHerePaymentProvider(config.payment.payhere!, config.publicApiUrl);
    case 'stripe': {
      const stripe = createStripeClient(config.stripe);
      // The configuration refuses a secret key without its webhook secret (stripe-config.ts).
      return stripe ? new StripePaymentProvider(stripe, config.stripe.webhookSecret ?? '') : null;
    }
    default:
      return null;
  }
}

/**
 * The payment port (payment-provider.ts), the adapter the configuration chooses, what the
 * cart may offer, the pages an adapter serves itself (PayHere's checkout page) and the routes
 * providers call (Stripe's webhook, the notify callback), which hand what arrives to the
 * {@link NotificationInbox} the order area registers with.
 */
@Module({
  controllers: [
    PaymentOptionsController,
    PayHereCheckoutController,
    StripeWebhookController,
    PaymentNotifyController,
  ],
  providers: [
    { provide: PAYMENT_PROVIDER, inject: [APP_CONFIG], useFactory: paymentProviderFor },
    NotificationInbox,
  ],
  exports: [PAYMENT_PROVIDER, NotificationInbox],
})
export class PaymentModule {}
