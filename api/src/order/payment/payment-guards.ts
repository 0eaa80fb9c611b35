import { HttpStatus } from '@nestjs/common';
import { ERROR_CODES, PAYMENT_CHECK_MESSAGES, WEIGHT_MESSAGES } from '@greencart/contracts';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import type { OrderEntity } from '../order.entity.js';

/**
 * The rules an order change checks about the order's card payment before it writes anything
 * (docs/ORDERS.md, "Weighed orders", "Payment checks"). No dependencies: the transition code
 * and the payment services both read them.
 */

/** The idempotency key of an order's one capture: a retry can never capture twice. */
export const captureKey = (orderId: string) => `capture:${orderId}`;
/** The idempotency key of an order's hold cancellation. */
export const cancelKey = (orderId: string) => `cancel-hold:${orderId}`;

/**
 * An order change stopped because the order's card payment is in doubt (a capture sent, its
 * answer not stored). PaymentCheckService.afterSettling reads the payment and runs the change
 * again; anywhere else it answers 409, "try again in a moment".
 */
export class PaymentInDoubt extends AppError {
  constructor(readonly orderId: string) {
    super(HttpStatus.CONFLICT, ERROR_CODES.PAYMENT_NEEDS_CHECK, PAYMENT_CHECK_MESSAGES.inFlight);
  }
}

/** True while the order's capture was sent and its answer is missing. */
export const paymentInDoubt = (order: Pick<OrderEntity, 'holdState'>) =>
  order.holdState === 'capturing';

/** Refuses to change an order whose capture's answer is missing ({@link PaymentInDoubt}). */
export function assertPaymentSettled(order: Pick<OrderEntity, 'id' | 'holdState'>): void {
  if (paymentInDoubt(order)) throw new PaymentInDoubt(order.id);
}

/**
 * A move out of Packing stopped because the order's card hold is still to be captured: the
 * caller captures it (OrderCaptureService) and moves again; anywhere else it answers 409.
 */
export class CaptureDue extends AppError {
  constructor(readonly orderId: string) {
    super(
      HttpStatus.CONFLICT,
      ERROR_CODES.ORDER_TRANSITION_REFUSED,
      'The card hold must be captured before the order leaves Packing',
    );
  }
}

/** Refuses (409) to leave Packing while a weighed line with something to pack has no weight. */
export async function assertWeighed(manager: EntityManager, orderId: string): Promise<void> {
  const [{ count }]: { count: number }[] = await manager.query(
    `SELECT count(*)::int AS count FROM order_item
      WHERE order_id = $1 AND step_grams IS NOT NULL AND packed_grams IS NULL AND quantity > 0`,
    [orderId],
  );
  if (count > 0) {
    throw new AppError(
      HttpStatus.CONFLICT,
      ERROR_CODES.ORDER_TRANSITION_REFUSED,
      WEIGHT_MESSAGES.unweighed(count),
    );
  }
}
