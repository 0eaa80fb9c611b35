import { Inject, Injectable, Optional, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { OutboxChannelWorker } from '../../outbox/outbox-channel-worker.js';
import { OutboxDispatch } from '../../outbox/outbox-dispatch.js';
import type { ClaimedRow } from '../../outbox/outbox-queue.js';
import {
  PAYMENT_PROVIDER,
  PaymentProviderError,
  type PaymentProvider,
} from '../../payment/payment-provider.js';
import { OrderEntity } from '../order.entity.js';
import { cancelKey } from './payment-guards.js';
import { OrderRefundService } from './order-refund.service.js';
import { PaymentCheckService } from './payment-check.service.js';
import { taskOf, type PaymentTask } from './payment-tasks.js';

/**
 * Works the outbox's `payment` channel (payment-tasks.ts): refunds, hold releases and payment
 * checks, each asked of the provider with its idempotency key. A provider that cannot be
 * reached throws, so the row is tried again with back-off; a refusal is stored where staff see
 * it (a failed refund, a payment check). Registered with the outbox dispatch, so the change
 * that queued a task has it worked right after its commit.
 */
@Injectable()
export class PaymentTaskWorker extends OutboxChannelWorker implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly dispatch: OutboxDispatch,
    private readonly refunds: OrderRefundService,
    private readonly checks: PaymentCheckService,
    @Optional() @Inject(PAYMENT_PROVIDER) private readonly provider?: PaymentProvider | null,
  ) {
    super(dataSource, 'payment', config.mail, PaymentTaskWorker.name);
  }

  onModuleInit(): void {
    this.dispatch.register('payment', (ids) => this.runNow(ids));
  }

  protected async prepare(): Promise<void> {}

  protected async work(row: ClaimedRow): Promise<void> {
    const task = taskOf(row);
    if (!task) {
      this.logger.error(`Payment task ${row.id} (${row.topic}) is not one this API knows`);
      return;
    }
    await this.perform(task);
  }

  protected override async gaveUp(row: ClaimedRow, error: string): Promise<void> {
    await super.gaveUp(row, error);
    const task = taskOf(row);
    if (task?.topic === 'payment.refund') await this.refunds.giveUp(task.refundId, error);
    if (task?.topic === 'payment.cancel_hold') {
      await this.checks.flagOrder(
        task.orderId,
        `The card hold could not be released: ${error}`,
        null,
      );
    }
  }

  private async perform(task: PaymentTask): Promise<void> {
    switch (task.topic) {
      case 'payment.refund':
        await this.refunds.execute(task.refundId);
        return;
      case 'payment.reconcile':
        // In flight still: try again after the back-off.
        if ((await this.checks.reconcile(task.orderId)) === 'in_flight') {
          throw new Error('the capture may still be on its way');
        }
        return;
      case 'payment.cancel_hold':
        await this.releaseHold(task.orderId);
        return;
    }
  }

  /**
   * Releases the hold of an order cancelled before its capture. A provider that will not cancel
   * is asked where the payment stands: already released is done; captured after all (a capture
   * whose answer was lost) is recorded and refunded; anything else is flagged for staff.
   */
  private async releaseHold(orderId: string): Promise<void> {
    const order = await this.dataSource.manager.findOneBy(OrderEntity, { id: orderId });
    const paymentId = order?.paymentId;
    if (!paymentId || !this.provider) return;
    try {
      await this.provider.cancelHold(paymentId, cancelKey(orderId));
      return;
    } catch (error) {
      if (!(error instanceof PaymentProviderError) || error.kind === 'unavailable') throw error;
    }
    const reading = await this.checks.read(paymentId);
    if (reading.status === 'cancelled') return;
    if (reading.status === 'captured') {
      await this.checks.settleCapturedAfterCancel(orderId, reading.capturedCents);
      return;
    }
    await this.checks.flagOrder(
      orderId,
      `The card hold could not be released: the provider reports it ${reading.status}`,
      reading,
    );
  }
}
