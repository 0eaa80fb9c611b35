import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  ERROR_CODES,
  MAX_ONLINE_PAYMENT_CENTS,
  MAX_ORDER_TOTAL_CENTS,
  MAX_UNPAID_ORDERS_PER_ACCOUNT,
  formatCents,
  type PaymentType,
} from '@greencart/contracts';
import type { EntityManager } from 'typeorm';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../../auth/rate-limit-store.js';
import { AppError } from '../../common/app-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/**
 * What one account may do with orders: a few per minute, a few online payments waiting at
 * once, and totals the database columns and the payment provider can hold. Each refusal names the limit.
 */
@Injectable()
export class OrderLimits {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
  ) {}

  /** Counts an attempt to order; 429 past ORDER_RATE_LIMIT_PER_MINUTE in a minute. */
  async takeOrderSlot(userId: string): Promise<void> {
    const count = await this.store.increment(`orders:${userId}`, 60_000);
    if (count > this.config.orderRateLimitPerMinute) {
      throw new AppError(
        HttpStatus.TOO_MANY_REQUESTS,
        ERROR_CODES.RATE_LIMITED,
        'You have placed several orders in the last minute; please wait a moment',
      );
    }
  }

  /** 400 when an order's total is beyond what one order (or one card payment) may be. */
  assertTotal(totalCents: number, paymentType: PaymentType): void {
    const limit = paymentType === 'Online' ? MAX_ONLINE_PAYMENT_CENTS : MAX_ORDER_TOTAL_CENTS;
    if (totalCents <= limit) return;
    throw new AppError(
      HttpStatus.BAD_REQUEST,
      ERROR_CODES.ORDER_TOO_LARGE,
      paymentType === 'Online'
        ? `Card payments are limited to ${formatCents(limit)}; this order comes to ${formatCents(totalCents)}. Choose Cash On Delivery or split the order.`
        : `An order may total at most ${formatCents(limit)}; this one comes to ${formatCents(totalCents)}. Please split it.`,
    );
  }

  /**
   * 409 when the account already has the most online orders waiting for payment. Runs in the
   * checkout's transaction, which it makes hold the shopper's account row first: a second
   * checkout of the same shopper waits here until the first has committed its order, then
   * counts it (two checkouts at once cannot both pass the limit).
   */
  async assertFewUnpaid(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT 1 FROM "user" WHERE "id" = $1 FOR UPDATE`, [userId]);
    // Plain SQL, a statement of its own: it sees the orders committed while it waited.
    const [row]: { waiting: number }[] = await manager.query(
      `SELECT count(*)::int AS "waiting" FROM "order"
        WHERE "user_id" = $1 AND "payment_type" = 'Online' AND NOT "is_paid"
          AND "status" <> 'Cancelled'`,
      [userId],
    );
    const waiting = row?.waiting ?? 0;
    if (waiting >= MAX_UNPAID_ORDERS_PER_ACCOUNT) {
      throw new AppError(
        HttpStatus.CONFLICT,
        ERROR_CODES.LIMIT_REACHED,
        `You have ${waiting} card payments waiting; complete or cancel one before starting another`,
      );
    }
  }
}
