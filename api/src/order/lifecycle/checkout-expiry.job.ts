import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CHECKOUT_HOLD_MINUTES, CHECKOUT_RELEASE_GRACE_MINUTES } from '@greencart/contracts';
import { In } from 'typeorm';
import { JOB_RUNNER, type JobRunner } from '../../jobs/job-runner.js';
import { OrderTransitions } from './order-transitions.js';
import { OrderEntity } from '../order.entity.js';

/** How often the job looks for ended checkouts. */
export const CHECKOUT_EXPIRY_EVERY_SECONDS = 60;
/** Orders ended per transaction (the rest wait for the next run). */
const BATCH = 50;

/**
 * Unpaid online orders created before `$1`, oldest first, claimed for this run. Served by the
 * partial index `idx_order_checkout_pending` (migration PendingCheckoutIndex), which holds only
 * orders still waiting for payment, so a run costs the same however many orders the shop has.
 */
export const DUE_CHECKOUTS_SQL = `SELECT id FROM "order"
  WHERE payment_type = 'Online' AND NOT is_paid AND status <> 'Cancelled' AND created_at < $1
  ORDER BY created_at
  LIMIT ${BATCH}
  FOR UPDATE SKIP LOCKED`;

/**
 * Ends unpaid online checkouts whose payment page has expired, even when the provider's
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
    @Inject(JOB_RUNNER) private readonly jobs: JobRunner,
    private readonly transitions: OrderTransitions,
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
    return this.transitions.run(async (tx) => {
      const due: { id: string }[] = await tx.manager.query(DUE_CHECKOUTS_SQL, [cutoff]);
      if (due.length === 0) return 0;
      // Already locked by the claim above; read as entities for the transition.
      const orders = await tx.manager.findBy(OrderEntity, { id: In(due.map((o) => o.id)) });
      for (const order of orders) {
        await tx.move(order, {
          to: 'Cancelled',
          actor: 'system',
          note: 'The checkout expired without payment',
          ledgerActor: 'job',
        });
      }
      return orders.length;
    });
  }
}
