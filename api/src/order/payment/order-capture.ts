import { HttpStatus, Inject, Injectable, Optional } from '@nestjs/common';
import {
  ERROR_CODES,
  PAYMENT_CHECK_MESSAGES,
  WEIGHT_MESSAGES,
  formatCents,
} from '@greencart/contracts';
import { AppError } from '../../common/app-error.js';
import {
  PAYMENT_PROVIDER,
  PaymentProviderError,
  type PaymentProvider,
} from '../../payment/payment-provider.js';
import { OrderTransitions } from '../lifecycle/order-transitions.js';
import { OrderEntity } from '../order.entity.js';
import { PaymentCheckService } from './payment-check.service.js';
import { OrderRows } from '../order-rows.js';
import { assertWeighed, captureKey } from './payment-guards.js';

/**
 * When the payment worker checks a capture whose process died before storing its answer: after
 * the provider client has surely given up.
 */
export const RECONCILE_AFTER_SECONDS = 120;

/**
 * The capture of a weighed order's card hold (docs/ORDERS.md, "Weighed orders" and "Payment
 * checks"), made before the order leaves Packing, in three steps so that no answer can be lost
 * unseen:
 * 1. under the order's lock: every weight in, the packed total within the hold, then
 *    `hold_state = 'capturing'` with the amount and time, and a `payment.reconcile` task a few
 *    minutes away (the safety net if this process dies), committed;
 * 2. the provider captures exactly that amount, with the order's one idempotency key;
 * 3. its answer stored: captured (paid); refused (back to authorised, 502); no answer (the
 *    order keeps `capturing` with a payment check staff see, 502) — then nothing changes the
 *    order until its payment has been read (PaymentCheckService).
 */
@Injectable()
export class OrderCaptureService {
  constructor(
    private readonly transitions: OrderTransitions,
    private readonly checks: PaymentCheckService,
    @Optional() @Inject(PAYMENT_PROVIDER) private readonly provider?: PaymentProvider | null,
  ) {}

  /** Captures the order's hold if it is an authorised one leaving Packing; else does nothing. */
  async captureHold(orderId: string): Promise<void> {
    const started = await this.start(orderId);
    if (!started) return;
    let captured: number;
    try {
      captured = await this.provider!.capture(
        started.paymentId,
        started.amountCents,
        captureKey(orderId),
      );
    } catch (error) {
      const refused = error instanceof PaymentProviderError && error.kind === 'refused';
      await this.failed(orderId, started.amountCents, refused);
      throw new AppError(
        HttpStatus.BAD_GATEWAY,
        ERROR_CODES.PAYMENT_FAILED,
        refused ? WEIGHT_MESSAGES.captureFailed : WEIGHT_MESSAGES.captureUnknown,
      );
    }
    await this.transitions.run(async (tx) => {
      const order = await OrderRows.lock(tx.manager, { id: orderId });
      if (order) await this.checks.recordCapture(tx, order, captured);
    });
  }

  /** Step 1: the capture decided and marked under the order's lock; null when none is due. */
  private start(orderId: string): Promise<{ paymentId: string; amountCents: number } | null> {
    return this.transitions.run(async (tx) => {
      const order = await OrderRows.lock(tx.manager, { id: orderId });
      if (!order || order.status !== 'Packing' || order.holdState !== 'authorised') return null;
      await assertWeighed(tx.manager, order.id);
      if (!this.provider || !order.paymentId) {
        throw new AppError(
          HttpStatus.SERVICE_UNAVAILABLE,
          ERROR_CODES.PAYMENT_UNAVAILABLE,
          WEIGHT_MESSAGES.captureFailed,
        );
      }
      if (order.holdCents !== null && order.amountCents > order.holdCents) {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.ORDER_TRANSITION_REFUSED,
          WEIGHT_MESSAGES.overHold(formatCents(order.holdCents)),
        );
      }
      const startedAt = new Date();
      await OrderRows.update(tx.manager, order, {
        holdState: 'capturing',
        captureCents: order.amountCents,
        captureStartedAt: startedAt,
      });
      await tx.queuePayment(
        { topic: 'payment.reconcile', orderId, attempt: startedAt.toISOString() },
        { delaySeconds: RECONCILE_AFTER_SECONDS },
      );
      return { paymentId: order.paymentId, amountCents: order.amountCents };
    });
  }

  /**
   * Step 3 when the capture failed: refused, the hold is as it was; no answer, the order shows
   * a payment check until its payment has been read.
   */
  private async failed(orderId: string, amountCents: number, refused: boolean): Promise<void> {
    await this.transitions.run(async (tx) => {
      const order = await OrderRows.lock(tx.manager, { id: orderId });
      if (!order || order.holdState !== 'capturing') return;
      const set: Partial<OrderEntity> = refused
        ? { holdState: 'authorised', captureCents: null, captureStartedAt: null }
        : {
            paymentCheck: {
              reason: PAYMENT_CHECK_MESSAGES.captureLost(formatCents(amountCents)),
              since: new Date().toISOString(),
              provider: null,
            },
          };
      await OrderRows.update(tx.manager, order, set);
      tx.announce(order, order.status, 'changed');
    });
  }
}
