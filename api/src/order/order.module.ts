import { Module } from '@nestjs/common';
import { OrderController } from './order.controller.js';
import { OrderPricingService } from './order-pricing.service.js';
import { OrderService } from './order.service.js';

/** Orders. Issue 5 adds a `CHECKOUT_GATEWAY` provider here for Stripe Checkout. */
@Module({
  controllers: [OrderController],
  providers: [OrderService, OrderPricingService],
  exports: [OrderService, OrderPricingService],
})
export class OrderModule {}
