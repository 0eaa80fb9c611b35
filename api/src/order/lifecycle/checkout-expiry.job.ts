import { Inject, Injectable, Logger, Optional, type OnApplicationBootstrap } from '@nestjs/common';
import { CHECKOUT_HOLD_MINUTES, CHECKOUT_RELEASE_GRACE_MINUTES } from '@greencart/contracts';
import { In } from 'typeorm';
import { JOB_RUNNER, type JobRunner } from '../../jobs/job-runner.js';
import {
  PAYMENT_PROVIDER,
  PaymentProviderError,
  type PaymentProvider,
} from '../../payment/payment-provider.js';
import { PaymentNotificationsService } from '../payment/payment-notifications.service.js';
import { OrderTransitions } from './order-transitions.js';
import { OrderEntity } from '../order.entity.js';

/** How often the job looks for ended checkouts. */
export const CHECKOUT_EXPIRY_EVERY_SECONDS = 60;
/**
 * How long past its expiry an unpaid order waits for a provider that cannot be asked whether it
 * was paid; then it is cancelled all the same (a payment arriving later is still honoured).
 */
export const CHECKOUT_LOOKUP_PATIENCE_MINUTES = 60;
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

/** The same orders, unlocked, with their age: those to ask the provider about first. */
const DUE_LOOKUP_SQL = `SELECT id, created_at < $2 AS "overdue" FROM "order"
  WHERE payment_type = 'Online' AND NOT is_paid AND status <> 'Cancelled' AND created_at < $1
  ORDER BY created_at
  LIMIT ${BATCH}`;

/** Of the orders `$1`, those still unpaid and open, claimed for this run. */
const CLAIM_SQL = `SELECT id FROM "order"
  WHERE id = ANY($1::uuid[]) AND payment_type = 'Online' AND NOT is_paid AND status <> 'Cancelled'
  FOR UPDATE SKIP LOCKED`;

/**
 * Ends unpaid online checkouts whose payment page has expired, even when the provider's
 * "expired" notification never arrives (vendure#3509: unpaid orders holding stock for ever):
 * the order becomes Cancelled and its reservation is released. A provider whose pages never
 * expire on their own (one with `findPaidCheckout`) is asked first: a payment it holds is
 * recorded as paid instead. Runs on the job runner (one run per period across API instances)
 * and claims orders with `FOR UPDATE SKIP LOCKED` plus a status condition, so even two
 * overlapping runs release each reservation once. A payment that still arrives later is
 * honoured (payment-notifications.service.ts).
 */
@Injectable()
export class CheckoutExpiryJob implements OnApplicationBootstrap {
  private readonly logger = new Logger(CheckoutExpiryJob.name);

  constructor(
    @Inject(JOB_RUNNER) private readonly jobs: JobRunner,
    private readonly transitions: OrderTransitions,
    private readonly notifications: PaymentNotificationsService,
    @Optional() @Inject(PAYMENT_PROVIDER) private readonly provider?: PaymentProvider | null,
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
    const asked = this.provider?.findPaidCheckout ? await this.askProvider(cutoff) : null;
    return this.transitions.run(async (tx) => {
      const due: { id: string }[] = asked
        ? await tx.manager.query(CLAIM_SQL, [asked])
        : await tx.manager.query(DUE_CHECKOUTS_SQL, [cutoff]);
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

  /**
   * Asks the provider about each due order: one it reports paid is recorded paid (under its
   * notification's id, so the notification itself changes nothing later). Answers the orders
   * the claim may cancel (it skips those now paid): all but those the provider could not be
   * asked about, until they are overdue.
   */
  private async askProvider(cutoff: Date): Promise<string[]> {
    const patience = new Date(cutoff.getTime() - CHECKOUT_LOOKUP_PATIENCE_MINUTES * 60_000);
    const due: { id: string; overdue: boolean }[] = await this.transitions.run((tx) =>
      tx.manager.query(DUE_LOOKUP_SQL, [cutoff, patience]),
    );
    const cancel: string[] = [];
    for (const { id, overdue } of due) {
      let paid;
      try {
        paid = await this.provider!.findPaidCheckout!(id);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        this.logger.warn(`Could not ask whether order ${id} was paid: ${error.message}`);
        if (overdue) cancel.push(id);
        continue;
      }
      if (paid) await this.notifications.applyOnce(paid);
      // Paid now: the claim skips it. Not made paid (an amount that does not match, logged
      // for staff): it holds no stock for ever.
      cancel.push(id);
    }
    return cancel;
  }
}
