import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AUTHORISATION_WARN_HOURS, WEIGHT_MESSAGES } from '@greencart/contracts';
import { In } from 'typeorm';
import { JOB_RUNNER, type JobRunner } from '../../jobs/job-runner.js';
import { OrderTransitions } from '../lifecycle/order-transitions.js';
import { OrderEntity } from '../order.entity.js';
import { OrderRows } from '../order-rows.js';

/** How often the job looks at card holds. */
export const HOLD_EXPIRY_EVERY_SECONDS = 15 * 60;
const BATCH = 50;

/** Authorised holds lapsing before `$1` and not yet warned about, claimed for this run. */
const DUE_WARNINGS_SQL = `SELECT id FROM "order"
  WHERE hold_state = 'authorised' AND hold_warned_at IS NULL AND authorised_until < $1
  ORDER BY authorised_until LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;

/** Authorised holds already lapsed at `$1`, claimed for this run. */
const DUE_EXPIRIES_SQL = `SELECT id FROM "order"
  WHERE hold_state = 'authorised' AND authorised_until <= $1
  ORDER BY authorised_until LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;

/**
 * The card holds of weighed orders (docs/ORDERS.md, "Weighed orders"): an authorisation lasts
 * 7 days and can be captured only within them. A day before it lapses, staff are warned on the
 * order (`cardHold.expiringSoon`, set from `hold_warned_at`, and a live event refreshes the
 * order page); once it has lapsed, the order is treated like an expired payment: the system
 * cancels it (history note, email, stock back in grams) and the hold is marked expired — no
 * refund, nothing was taken. Served by the partial index `idx_order_hold_authorised`.
 */
@Injectable()
export class HoldExpiryJob implements OnApplicationBootstrap {
  private readonly logger = new Logger(HoldExpiryJob.name);

  constructor(
    @Inject(JOB_RUNNER) private readonly jobs: JobRunner,
    private readonly transitions: OrderTransitions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.every('card-hold-expiry', HOLD_EXPIRY_EVERY_SECONDS, async () => {
      const { warned, expired } = await this.runOnce();
      if (warned + expired > 0) {
        this.logger.log(`Card holds: ${warned} warned, ${expired} expired`);
      }
    });
  }

  /**
   * Warns and expires up to one batch each.
   * @param now the clock (tests move it)
   */
  async runOnce(now: Date = new Date()): Promise<{ warned: number; expired: number }> {
    const expired = await this.transitions.run(async (tx) => {
      const due: { id: string }[] = await tx.manager.query(DUE_EXPIRIES_SQL, [now]);
      if (due.length === 0) return 0;
      const orders = await tx.manager.findBy(OrderEntity, { id: In(due.map((o) => o.id)) });
      for (const order of orders) {
        await tx.move(order, {
          to: 'Cancelled',
          actor: 'system',
          note: WEIGHT_MESSAGES.holdExpired,
          set: { holdState: 'expired' },
          ledgerActor: 'job',
        });
      }
      return orders.length;
    });
    const warnBefore = new Date(now.getTime() + AUTHORISATION_WARN_HOURS * 3600_000);
    const warned = await this.transitions.run(async (tx) => {
      const due: { id: string }[] = await tx.manager.query(DUE_WARNINGS_SQL, [warnBefore]);
      if (due.length === 0) return 0;
      const orders = await tx.manager.findBy(OrderEntity, { id: In(due.map((o) => o.id)) });
      for (const order of orders) {
        await OrderRows.update(tx.manager, order, { holdWarnedAt: now });
        tx.announce(order, order.status, 'changed');
      }
      return orders.length;
    });
    return { warned, expired };
  }
}
