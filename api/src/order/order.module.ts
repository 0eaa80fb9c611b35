import { Module } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { MailModule } from '../mail/mail.module.js';
import { StockModule } from '../stock/stock.module.js';
import type { ResolvedDatabase } from '../database/database-options.js';
import { DataSource } from 'typeorm';
import { InProcessOrderEventBus, ORDER_EVENT_BUS, PostgresOrderEventBus } from './order-events.js';
import { OrderStreamService } from './order-stream.service.js';
import { HoldExpiryJob } from './hold-expiry.job.js';
import { OrderController } from './order.controller.js';
import { OrderSlotController } from './order-slot.controller.js';
import { OrderSlotService } from './order-slot.service.js';
import { OrderLimits } from './order-limits.js';
import { OrderPricingService } from './order-pricing.service.js';
import { OrderLifecycleService } from './order-lifecycle.service.js';
import { OrderPackingService } from './order-packing.service.js';
import { OrderQueryService } from './order-query.service.js';
import { OrderCaptureService } from './payment/order-capture.js';
import { OrderCheckoutService } from './payment/order-checkout.service.js';
import { OrderRefundService } from './payment/order-refund.service.js';
import { PaymentCheckService } from './payment/payment-check.service.js';
import { PaymentTaskWorker } from './payment/payment-task.worker.js';
import { IdempotencyKeys } from './placement/idempotency.js';
import { PaymentModule } from '../payment/payment.module.js';
import { OrderStock } from './order-stock.js';
import { ORDER_TRANSITION_HOOKS, OrderTransitions } from './order-transitions.js';
import { orderAuditHook } from './order-audit.js';
import { slotTransitionHook } from '../delivery/slots/delivery-slots.hook.js';
import { CheckoutExpiryJob } from './checkout-expiry.job.js';
import { OrderService } from './order.service.js';
import { StripeWebhookController } from './payment/stripe-webhook.controller.js';
import { PaymentNotifyController } from './payment/payment-notify.controller.js';
import { PaymentNotificationsService } from './payment/payment-notifications.service.js';

/** Orders, and online payment through the payment port when a provider is configured. */
@Module({
  imports: [DeliveryModule, MailModule, StockModule, PaymentModule],
  controllers: [
    OrderController,
    OrderSlotController,
    StripeWebhookController,
    PaymentNotifyController,
  ],
  providers: [
    OrderService,
    OrderSlotService,
    OrderQueryService,
    OrderLifecycleService,
    OrderPackingService,
    OrderRefundService,
    OrderStock,
    OrderTransitions,
    {
      // Run inside every order change's transaction (order-transitions.ts).
      provide: ORDER_TRANSITION_HOOKS,
      inject: [AuditService],
      useFactory: (audit: AuditService) => [orderAuditHook(audit), slotTransitionHook],
    },
    CheckoutExpiryJob,
    HoldExpiryJob,
    OrderStreamService,
    {
      provide: ORDER_EVENT_BUS,
      inject: [APP_CONFIG, DataSource],
      useFactory: async (config: AppConfig & ResolvedDatabase, dataSource: DataSource) => {
        // The embedded database runs one instance on one connection: no LISTEN to share.
        if (config.databasePoolSize !== undefined) return new InProcessOrderEventBus();
        const bus = new PostgresOrderEventBus(config.databaseUrl, (channel, payload) =>
          dataSource.query('SELECT pg_notify($1, $2)', [channel, payload]),
        );
        await bus.start();
        return bus;
      },
    },
    OrderPricingService,
    OrderLimits,
    PaymentNotificationsService,
    OrderCheckoutService,
    OrderCaptureService,
    PaymentCheckService,
    PaymentTaskWorker,
    IdempotencyKeys,
  ],
  exports: [OrderService, OrderPricingService],
})
export class OrderModule {}
