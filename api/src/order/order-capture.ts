import { HttpStatus, Logger } from '@nestjs/common';
import { ERROR_CODES, WEIGHT_MESSAGES, formatCents } from '@greencart/contracts';
import type { EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import type { CaptureGateway } from './capture-gateway.js';
import { OrderEntity } from './order.entity.js';

const logger = new Logger('OrderCapture');

/** The idempotency key of an order's one capture: a retry can never capture twice. */
export const captureKey = (orderId: string) => `capture:${orderId}`;
/** The idempotency key of an order's hold cancellation. */
export const cancelKey = (orderId: string) => `cancel-hold:${orderId}`;

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

/**
 * An order leaving Packing with an authorised hold: captures exactly its packed total (the
 * stored amount, repriced by every weigh-in) through the gateway, with the order's one
 * idempotency key, inside the transaction that moves it. If the capture fails the move fails
 * (the order stays Packing, 502/503); if the commit fails after the capture, the retry's
 * capture answers the first one's result. Marks the hold captured and `paid_cents`.
 */
export async function captureHold(
  manager: EntityManager,
  order: OrderEntity,
  gateway: CaptureGateway | null,
): Promise<void> {
  if (order.holdState !== 'authorised') return;
  if (!gateway || !order.stripePaymentIntentId) {
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
  let captured: number;
  try {
    captured = await gateway.capture(
      order.stripePaymentIntentId,
      order.amountCents,
      captureKey(order.id),
    );
  } catch (error) {
    logger.warn(`Capture of order ${order.id} failed: ${(error as Error).message}`);
    throw new AppError(
      HttpStatus.BAD_GATEWAY,
      ERROR_CODES.PAYMENT_FAILED,
      WEIGHT_MESSAGES.captureFailed,
    );
  }
  if (captured !== order.amountCents) {
    // Only possible if the total changed after an earlier capture: the books keep what was taken.
    logger.error(
      `Order ${order.id}: captured ${captured} cents, its total is ${order.amountCents}; reconcile by hand`,
    );
  }
  const set = { holdState: 'captured' as const, paidCents: captured };
  await manager.update(OrderEntity, { id: order.id }, set);
  Object.assign(order, set);
}

/** Releases the hold of an order cancelled before its capture; a failure is logged (it lapses anyway). */
export async function cancelHold(
  gateway: CaptureGateway | null,
  order: { id: string; paymentId: string | null },
): Promise<void> {
  if (!gateway || !order.paymentId) return;
  try {
    await gateway.cancel(order.paymentId, cancelKey(order.id));
  } catch (error) {
    logger.warn(
      `Cancelling the card hold of order ${order.id} failed (it lapses by itself): ${(error as Error).message}`,
    );
  }
}
