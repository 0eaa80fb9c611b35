import { Module } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { MailModule } from '../mail/mail.module.js';
import { StockModule } from '../stock/stock.module.js';
import type { ResolvedDatabase } from '../database/database-options.js';
import { DataSource } from 'typeorm';
import {
  InProcessOrderEventBus,
  ORDER_EVENT_BUS,
  PostgresOrderEventBus,
} from './views/order-events.js';
import { OrderStreamService } from './views/order-stream.service.js';
import { HoldExpiryJob } from './payment/hold-expiry.job.js';
import { OrderController } from './order.controller.js';
import { OrderSlotController } from './lifecycle/order-slot.controller.js';
import { OrderSlotService } from './lifecycle/order-slot.service.js';
import { OrderLimits } from './placement/order-limits.js';
import { OrderPricingService } from './placement/order-pricing.service.js';
import { OrderLifecycleService } from './lifecycle/order-lifecycle.service.js';
import { OrderPackingService } from './fulfilment/order-packing.service.js';
import { OrderBatchService } from './fulfilment/order-batch.service.js';
import { OrderPickingService } from './fulfilment/order-picking.service.js';
import { OrderQueryService } from './views/order-query.service.js';
import { OrderCaptureService } from './payment/order-capture.js';
import { OrderCheckoutService } from './payment/order-checkout.service.js';
import { OrderRefundService } from './payment/order-refund.service.js';
import { PaymentCheckService } from './payment/payment-check.service.js';
import { PaymentTaskWorker } from './payment/payment-task.worker.js';
import { IdempotencyKeys } from './placement/idempotency.js';
import { PaymentModule } from '../payment/payment.module.js';
import { OrderStock } from './lifecycle/order-stock.js';
import { OrderTransitions } from './lifecycle/order-transitions.js';
import { auditStep } from './lifecycle/audit.step.js';
import { emailStep, liveEventStep } from './lifecycle/notify.steps.js';
import { ORDER_STEPS, type OrderStep } from './lifecycle/order-steps.js';
import { stockStep } from './lifecycle/stock.step.js';
import { promotionStep } from '../promotion/promotion.step.js';
import {
  captureFirstStep,
  paymentSettledStep,
  refundOnCancelStep,
} from './payment/payment.steps.js';
import { slotsStep } from '../delivery/slots/delivery-slots.step.js';
import { OutboxService } from '../mail/outbox.service.js';
import { CheckoutExpiryJob } from './lifecycle/checkout-expiry.job.js';
import { OrderPlacingService } from './placement/order-placing.service.js';
import { PaymentNotificationsService } from './payment/payment-notifications.service.js';
import { SubstitutionController } from './substitution/substitution.controller.js';
import { SubstitutionQuestionsService } from './substitution/substitution-questions.service.js';
import { SubstitutionService } from './substitution/substitution.service.js';
import { substitutionStep } from './substitution/substitution.step.js';
import { SubstitutionTimeoutJob } from './substitution/substitution-timeout.job.js';

/** Orders, and online payment through the payment port when a provider is configured. */
@Module({
  imports: [DeliveryModule, MailModule, StockModule, PaymentModule],
  controllers: [OrderController, OrderSlotController, SubstitutionController],
  providers: [
    OrderPlacingService,
    OrderSlotService,
    OrderQueryService,
    OrderLifecycleService,
    OrderPackingService,
    OrderBatchService,
    OrderPickingService,
    OrderRefundService,
    OrderStock,
    OrderTransitions,
    {
      // The steps of every order change, in this order (docs/ORDERS.md, "Changing an order"):
      // checks first, then the effects inside the change's transaction.
      provide: ORDER_STEPS,
      inject: [AuditService, OrderStock, OrderRefundService, OutboxService, APP_CONFIG],
      useFactory: (
        audit: AuditService,
        stock: OrderStock,
        refunds: OrderRefundService,
        outbox: OutboxService,
        config: AppConfig,
      ): OrderStep[] => [
        paymentSettledStep,
        // Before the capture: no card is charged while the customer may still answer.
        substitutionStep(config.mail.format),
        captureFirstStep,
        auditStep(audit),
        slotsStep,
        // Before the stock: the promotion rows are locked before the product rows, the order
        // in which placing takes them (after the delivery window), so the two never deadlock.
        promotionStep,
        stockStep(stock),
        refundOnCancelStep(refunds),
        emailStep(outbox),
        liveEventStep,
      ],
    },
    CheckoutExpiryJob,
    HoldExpiryJob,
    SubstitutionService,
    SubstitutionQuestionsService,
    SubstitutionTimeoutJob,
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
  exports: [OrderPlacingService, OrderPricingService],
})
export class OrderModule {}
