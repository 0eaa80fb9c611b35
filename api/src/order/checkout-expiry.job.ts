import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CHECKOUT_HOLD_MINUTES, CHECKOUT_RELEASE_GRACE_MINUTES } from '@greencart/contracts';
import type { DataSource } from 'typeorm';
import { JOB_RUNNER, type JobRunner } from '../jobs/job-runner.js';
import { OrderHistoryEntity } from './order-history.entity.js';
import { OrderStock } from './order-stock.js';

/** How often the job looks for ended checkouts. */
export const CHECKOUT_EXPIRY_EVERY_SECONDS = 60;
/** Orders ended per transaction (the rest wait for the next run). */
const BATCH = 50;

/**
 * Unpaid online orders created before `$1`, oldest first, claimed for this run. Served by the
 * partial index `idx_order_checkout_pending` (migration PendingCheckoutIndex), which holds only
 * orders still waiting for payment, so a run costs the same however many orders the shop has.
 */
export const DUE_CHECKOUTS_SQL = `SELECT id, status FROM "order"
  WHERE payment_type = 'Online' AND NOT is_paid AND status <> 'Cancelled' AND created_at < $1
  ORDER BY created_at
  LIMIT ${BATCH}
  FOR UPDATE SKIP LOCKED`;

/**
 * Ends unpaid online checkouts whose Checkout Session has expired, even when Stripe's
 * `checkout.session.expired` webhook never arrives (vendure#3509: unpaid orders holding stock
 * for ever): the order becomes Cancelled and its reservation is released. Runs on the job
 * runner (one run per period across API instances) and claims orders with
 * `FOR UPDATE SKIP LOCKED` plus a status condition, so even two overlapping runs release each
 * reservation once. A payment that still arrives later is honoured (payment-webhook.service).
 */
@Injectable()
export class CheckoutExpiryJob implements OnApplicationBootstrap {
  private readonly logger = new Logger(CheckoutExpiryJob.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(JOB_RUNNER) private readonly jobs: JobRunner,
    private readonly stock: OrderStock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.every('checkout-expiry', CHECKOUT_EXPIRY_EVERY_SECONDS, async () => {
      const ended = await this.runOnce();
      if (ended > 0) this.logger.log(`Released the stock of ${ended} expired checkout(s)`);
    });
  }

  /**
   * Cancels up to one batch of expired unpaid online orders and releases their stock.
   * @param now the clock (tests move it)
   * @returns how many orders it ended
   */
  async runOnce(now: Date = new Date()): Promise<number> {
    const cutoff = new Date(
      now.getTime() - (CHECKOUT_HOLD_MINUTES + CHECKOUT_RELEASE_GRACE_MINUTES) * 60_000,
    );
    return this.dataSource.transaction(async (manager) => {
      const due: { id: string; status: string }[] = await manager.query(DUE_CHECKOUTS_SQL, [
        cutoff,
      ]);
      for (const order of due) {
        await manager.query(
          `UPDATE "order" SET status = 'Cancelled', updated_at = now() WHERE id = $1`,
          [order.id],
        );
        await this.stock.release(manager, order.id, 'job');
        await manager.insert(OrderHistoryEntity, {
          orderId: order.id,
          fromStatus: order.status as OrderHistoryEntity['fromStatus'],
          toStatus: 'Cancelled',
          actor: 'system',
          note: 'The checkout expired without payment',
        });
      }
      return due.length;
    });
  }
}
