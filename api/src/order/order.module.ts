import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CHECKOUT_GATEWAY } from './checkout-gateway.js';
import { OrderController } from './order.controller.js';
import { OrderLimits } from './order-limits.js';
import { OrderPricingService } from './order-pricing.service.js';
import { OrderService } from './order.service.js';
import { PaymentWebhookController } from './payment-webhook.controller.js';
import { PaymentWebhookService } from './payment-webhook.service.js';
import { StripeCheckoutGateway } from './stripe-checkout.gateway.js';
import { createStripeClient } from './stripe-client.js';

/** Orders, and online payment with Stripe Checkout when `STRIPE_SECRET_KEY` is set. */
@Module({
  controllers: [OrderController, PaymentWebhookController],
  providers: [
    OrderService,
    OrderPricingService,
    OrderLimits,
    PaymentWebhookService,
    {
      provide: CHECKOUT_GATEWAY,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const stripe = createStripeClient(config.stripe);
        return stripe ? new StripeCheckoutGateway(stripe) : null;
      },
    },
  ],
  exports: [OrderService, OrderPricingService],
})
export class OrderModule {}
