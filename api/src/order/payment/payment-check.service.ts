import { HttpStatus, Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  PAYMENT_CHECK_MESSAGES,
  formatCents,
  fromCents,
  type OrderPaymentCheck,
} from '@greencart/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import {
  PAYMENT_PROVIDER,
  PaymentProviderError,
  type PaymentProvider,
  type PaymentReading,
} from '../../payment/payment-provider.js';
import { OrderTransitions, type OrderTransaction } from '../lifecycle/order-transitions.js';
import { OrderEntity } from '../order.entity.js';
import { OrderRows, type OrderColumns } from '../order-rows.js';
import { OrderRefundService } from './order-refund.service.js';
import { PaymentInDoubt } from './payment-guards.js';

/**
 * Seconds after a capture was sent during which the provider may not have seen it yet (the
 * provider client's timeout with its retries): a payment still only authorised then may yet
 * be captured by the request on its way, so it is not taken as "not captured" before.
 */
export const CAPTURE_IN_FLIGHT_SECONDS = 60;

/** What a check of the payment did. */
export type CheckOutcome = 'settled' | 'flagged' | 'in_flight' | 'nothing';

/** The provider's figures as staff read them. */
function figuresOf(reading: PaymentReading): NonNullable<OrderPaymentCheck['provider']> {
  return {
    status: reading.status,
    amount: fromCents(reading.amountCents),
    captured: fromCents(reading.capturedCents),
    refunded: fromCents(reading.refundedCents),
    checkedAt: new Date().toISOString(),
  };
}

/**
 * Payment checks (docs/ORDERS.md, "Payment checks"): when the answer to a capture was lost,
 * the order keeps `hold_state = 'capturing'` and a `payment_check` staff see; nothing else may
 * change the order until its payment has been read from the provider and the order settled
 * with what it says (captured: paid; still only authorised: captured again later; gone:
 * flagged for staff). The same reading settles a hold that was cancelled after all but had
 * been captured: the money is refunded, never kept.
 */
@Injectable()
export class PaymentCheckService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transitions: OrderTransitions,
    private readonly refunds: OrderRefundService,
    @Optional() @Inject(PAYMENT_PROVIDER) private readonly provider?: PaymentProvider | null,
  ) {}

  /**
   * Runs `change`; when it stops at an order whose payment is in doubt, reads the payment,
   * settles the order and runs `change` once more (503 when the provider cannot be read, 409
   * while the capture may still be on its way).
   */
  async afterSettling<T>(change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } catch (error) {
      if (!(error instanceof PaymentInDoubt)) throw error;
      if ((await this.reconcile(error.orderId)) === 'in_flight') throw error;
      return change();
    }
  }

  /**
   * Reads the order's payment from the provider and settles the order with it; nothing to do
   * for an order with no capture in doubt and no open check, unless staff asked (`always`:
   * the provider's figures are compared with the order's, and a disagreement is flagged).
   *
   * @throws AppError 503 `PAYMENT_NEEDS_CHECK` when the provider cannot be read
   */
  async reconcile(orderId: string, options: { always?: boolean } = {}): Promise<CheckOutcome> {
    const order = await this.dataSource.manager.findOneBy(OrderEntity, { id: orderId });
    if (!order?.paymentId) return 'nothing';
    const open = order.holdState === 'capturing' || order.paymentCheck !== null;
    if (!open && !options.always) return 'nothing';
    const reading = await this.read(order.paymentId);
    return this.transitions.run(async (tx) => {
      const locked = await OrderRows.lock(tx.manager, { id: orderId });
      if (!locked) return 'nothing';
      return locked.holdState === 'capturing'
        ? this.settleCapture(tx, locked, reading)
        : this.compare(tx, locked, reading);
    });
  }

  /** The payment as the provider has it; 503 when it cannot say. */
  async read(paymentId: string): Promise<PaymentReading> {
    try {
      if (!this.provider) throw new PaymentProviderError('no payment provider', 'unavailable');
      return await this.provider.readPayment(paymentId);
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        throw new AppError(
          HttpStatus.SERVICE_UNAVAILABLE,
          ERROR_CODES.PAYMENT_NEEDS_CHECK,
          PAYMENT_CHECK_MESSAGES.unreachable,
        );
      }
      throw error;
    }
  }

  /**
   * Stores a capture the provider made, on a locked order: the hold is captured and the money
   * paid. If the order was cancelled meanwhile (its hold taken for never captured), what was
   * taken is refunded at once.
   */
  async recordCapture(tx: OrderTransaction, order: OrderEntity, capturedCents: number) {
    const asked = order.captureCents ?? order.amountCents;
    const check =
      capturedCents === asked
        ? null
        : this.flag(
            `The provider captured ${formatCents(capturedCents)}; the order asked for ${formatCents(asked)}`,
            null,
          );
    await this.update(tx.manager, order, {
      holdState: 'captured',
      paidCents: capturedCents,
      captureCents: asked,
      paymentCheck: check,
    });
    if (order.status === 'Cancelled') {
      const refund = await this.refunds.record(tx.manager, order, capturedCents, 'cancelled');
      if (refund) await tx.refundLater(refund);
      await tx.note(
        order,
        'system',
        `The card had been charged ${formatCents(capturedCents)} before the order was cancelled: it is refunded`,
        null,
      );
      return;
    }
    tx.announce(order, order.status, 'changed');
  }

  /** A hold released after the order was cancelled turned out captured: recorded, refunded. */
  async settleCapturedAfterCancel(orderId: string, capturedCents: number): Promise<void> {
    await this.transitions.run(async (tx) => {
      const order = await OrderRows.lock(tx.manager, { id: orderId });
      if (order) await this.recordCapture(tx, order, capturedCents);
    });
  }

  /** Flags the order's payment for staff with `reason` (and the provider's figures, if read). */
  async flagOrder(orderId: string, reason: string, reading: PaymentReading | null): Promise<void> {
    await this.transitions.run(async (tx) => {
      const order = await OrderRows.lock(tx.manager, { id: orderId });
      if (!order) return;
      await this.update(tx.manager, order, { paymentCheck: this.flag(reason, reading) });
      tx.announce(order, order.status, 'changed');
    });
  }

  /** A capture in doubt, settled with the provider's reading. */
  private async settleCapture(
    tx: OrderTransaction,
    order: OrderEntity,
    reading: PaymentReading,
  ): Promise<CheckOutcome> {
    if (reading.status === 'captured') {
      await this.recordCapture(tx, order, reading.capturedCents);
      return order.paymentCheck ? 'flagged' : 'settled';
    }
    if (reading.status === 'authorised') {
      const [{ fresh }]: { fresh: boolean }[] = await tx.manager.query(
        `SELECT "capture_started_at" > now() - make_interval(secs => $2) AS fresh FROM "order" WHERE id = $1`,
        [order.id, CAPTURE_IN_FLIGHT_SECONDS],
      );
      if (fresh) return 'in_flight';
      // The capture never reached the provider: the card is still held, capture again later.
      await this.update(tx.manager, order, {
        holdState: 'authorised',
        captureCents: null,
        captureStartedAt: null,
        paymentCheck: null,
      });
      tx.announce(order, order.status, 'changed');
      return 'settled';
    }
    // The hold is gone (cancelled or failed at the provider): nothing can be captured, nothing
    // was taken. Staff decide (cancel, or collect cash at the door).
    await this.update(tx.manager, order, {
      holdState: 'expired',
      paymentCheck: this.flag(
        `The provider reports this card payment ${reading.status}: nothing was charged and nothing can be captured`,
        reading,
      ),
    });
    tx.announce(order, order.status, 'changed');
    return 'flagged';
  }

  /** An open check on a settled payment: cleared once the provider's figures agree. */
  private async compare(
    tx: OrderTransaction,
    order: OrderEntity,
    reading: PaymentReading,
  ): Promise<CheckOutcome> {
    const agrees =
      reading.capturedCents === order.paidCents && reading.refundedCents === order.refundedCents;
    const paymentCheck = agrees
      ? null
      : this.flag(
          order.paymentCheck?.reason ?? 'The provider reports other figures',
          reading,
          order.paymentCheck?.since,
        );
    await this.update(tx.manager, order, { paymentCheck });
    tx.announce(order, order.status, 'changed');
    return agrees ? 'settled' : 'flagged';
  }

  private flag(
    reason: string,
    reading: PaymentReading | null,
    since = new Date().toISOString(),
  ): OrderPaymentCheck {
    return {
      reason,
      since,
      provider: reading ? figuresOf(reading) : null,
    };
  }

  private update(manager: EntityManager, order: OrderEntity, set: OrderColumns): Promise<void> {
    return OrderRows.update(manager, order, set);
  }
}
