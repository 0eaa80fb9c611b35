import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { composeAccountEmail, isAccountEmailTopic } from '../account/account-email.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UserEntity } from '../user/user.entity.js';
import { MAILER, type Mailer } from './mailer.js';
import { renderBackInStockEmail, renderOrderEmail, type EmailContent } from './order-email.js';
import { ProductEntity } from '../product/product.entity.js';
import { composeStaffInviteEmail, STAFF_INVITE_TOPIC } from '../staff/staff-invite-email.js';
import { readOrderEmailFacts, type OrderEmailFacts } from './order-email-facts.js';
import type { OrderEmailPayload } from './outbox.entity.js';
import type { OrderEmailTopic } from './outbox.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Rows one pass claims. */
const BATCH = 10;
/** Attempts before a row is given up (marked failed, kept for a person to look at). */
export const MAX_ATTEMPTS = 8;
/** A claim lasts this long; a worker that died mid-send loses its rows after it. */
export const LEASE_SECONDS = 60;

/** Seconds before attempt `n + 1`: 2, 4, 8 … capped at 5 minutes. */
export function backoffSeconds(attempts: number): number {
  return Math.min(2 ** attempts, 300);
}

/**
 * The row is about a shopper who closed their account: its stand-in address reaches nobody,
 * so the row is dropped, never sent (docs/ACCOUNT.md "Leaving for good").
 */
class AccountClosed extends Error {}

/** A shopper an email goes to: their address, or null when they closed the account. */
type Recipient = string | null;

interface Claimed {
  id: string;
  topic: OrderEmailTopic;
  payload: OrderEmailPayload;
  facts: OrderEmailFacts | null;
  attempts: number;
  createdAt: Date;
}

/**
 * Sends the outbox. Each pass claims due rows with one `UPDATE … WHERE id IN (SELECT … FOR
 * UPDATE SKIP LOCKED)`, so with several API instances every row goes to one worker; a claim
 * is a lease with its own id, so a worker that dies mid-send loses its rows when the lease
 * ends and another sends them, while the dead worker's late answer can no longer mark them.
 * Failures retry with exponential backoff. An email to a shopper who closed the account is
 * deleted, never sent to their stand-in address. This is a small polling loop behind one class:
 * the seam where a job runner (pg-boss) takes over once the project has one.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxWorker.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => 0);
    this.mailer.close();
  }

  /** One pass: claims due rows and sends them; answers how many were sent. */
  async runOnce(leaseSeconds = LEASE_SECONDS): Promise<number> {
    const claimId = randomUUID();
    const rows = (await this.dataSource.query(
      `UPDATE outbox SET claim_id = $1, locked_until = now() + make_interval(secs => $2),
              attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM outbox
           WHERE sent_at IS NULL AND failed_at IS NULL AND available_at <= now()
             AND (locked_until IS NULL OR locked_until < now())
           ORDER BY available_at
           LIMIT ${BATCH}
           FOR UPDATE SKIP LOCKED)
        RETURNING id, topic, payload, facts, attempts, created_at AS "createdAt"`,
      [claimId, leaseSeconds],
    )) as [Claimed[], number] | Claimed[];
    const claimed = (Array.isArray(rows[0]) ? rows[0] : rows) as Claimed[];
    // RETURNING follows no order: send in the order the changes happened.
    claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const recipients = await this.recipientsOf(claimed);
    let sent = 0;
    for (const row of claimed) {
      if (await this.deliver(row, claimId, recipients)) sent += 1;
    }
    return sent;
  }

  /**
   * The email addresses of the shoppers that the claimed order emails go to, read in one
   * statement for the whole batch (not one per email: under a rush of orders, that was one
   * round trip per order); null for a shopper who closed the account. Rows whose shopper is
   * not named yet (queued before emails carried their facts) are looked up when composed.
   */
  private async recipientsOf(claimed: Claimed[]): Promise<Map<string, Recipient>> {
    const ids = [
      ...new Set(
        claimed
          .filter((row) => row.topic.startsWith('order.') && row.facts)
          .map((row) => row.payload.userId)
          .filter((id): id is string => typeof id === 'string' && UUID.test(id)),
      ),
    ];
    if (ids.length === 0) return new Map();
    const rows = (await this.dataSource.query(
      `SELECT id, CASE WHEN closed_at IS NULL THEN email END AS email
         FROM "user" WHERE id = ANY($1::uuid[])`,
      [ids],
    )) as Array<{ id: string; email: Recipient }>;
    return new Map(rows.map((row) => [row.id, row.email]));
  }

  private async deliver(
    row: Claimed,
    claimId: string,
    recipients: ReadonlyMap<string, Recipient>,
  ): Promise<boolean> {
    try {
      const { to, content } = await this.compose(row, recipients);
      await this.mailer.send({ id: row.id, to, ...content });
      await this.dataSource.query(
        `UPDATE outbox SET sent_at = now(), locked_until = NULL, last_error = NULL
          WHERE id = $1 AND claim_id = $2 AND sent_at IS NULL`,
        [row.id, claimId],
      );
      return true;
    } catch (error) {
      if (error instanceof AccountClosed) {
        await this.dataSource.query(`DELETE FROM outbox WHERE id = $1 AND claim_id = $2`, [
          row.id,
          claimId,
        ]);
        return false;
      }
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      this.logger.warn(
        `Email ${row.id} (${row.topic}) attempt ${row.attempts} failed${giveUp ? ', given up' : ''}: ${message}`,
      );
      await this.dataSource.query(
        `UPDATE outbox SET last_error = $3, locked_until = NULL,
                available_at = now() + make_interval(secs => $4),
                failed_at = CASE WHEN $5 THEN now() ELSE NULL END
          WHERE id = $1 AND claim_id = $2 AND sent_at IS NULL`,
        [row.id, claimId, message, backoffSeconds(row.attempts), giveUp],
      );
      return false;
    }
  }

  /** The recipient and the email of one outbox row. */
  private async compose(
    row: Claimed,
    recipients: ReadonlyMap<string, Recipient>,
  ): Promise<{ to: string; content: EmailContent }> {
    const manager = this.dataSource.manager;
    // Account emails (a reset or email-change link): docs/ACCOUNT.md.
    if (isAccountEmailTopic(row.topic)) {
      const { shopUrl } = this.config.mail;
      return composeAccountEmail(
        manager,
        { ...row, topic: row.topic },
        {
          shopUrl,
          secret: this.config.jwtSecret,
        },
      );
    }
    if ((row.topic as string) === STAFF_INVITE_TOPIC) {
      return composeStaffInviteEmail(manager, row, {
        shopUrl: this.config.mail.shopUrl,
        secret: this.config.jwtSecret,
      });
    }
    if (row.topic === 'product.back_in_stock') {
      const [product, user] = await Promise.all([
        manager.findOne(ProductEntity, { where: { id: row.payload.productId ?? '' } }),
        manager.findOne(UserEntity, { where: { id: row.payload.userId ?? '' } }),
      ]);
      if (!product || !user) throw new Error(`product or shopper of email ${row.id} is gone`);
      if (user.closedAt) throw new AccountClosed();
      return { to: user.email, content: renderBackInStockEmail(product, this.config.mail.shopUrl) };
    }
    let facts = row.facts;
    let userId = row.payload.userId;
    if (!facts || !userId) {
      // A row queued before emails carried their facts: told from the order as it is now.
      const read = await readOrderEmailFacts(manager, row.payload);
      if (!read) throw new Error(`order ${row.payload.orderId} of email ${row.id} is gone`);
      facts ??= read.facts;
      userId ??= read.userId;
    }
    const to = recipients.has(userId) ? recipients.get(userId) : await this.recipient(userId);
    if (to === null) throw new AccountClosed();
    if (!to) throw new Error(`the shopper of email ${row.id} is gone`);
    return {
      to,
      content: renderOrderEmail(
        row.topic,
        facts,
        this.config.mail.shopUrl,
        this.config.mail.format,
      ),
    };
  }

  /** The address of one shopper: null when they closed the account, undefined when gone. */
  private async recipient(userId: string): Promise<Recipient | undefined> {
    const user = await this.dataSource.manager.findOne(UserEntity, { where: { id: userId } });
    return user && (user.closedAt ? null : user.email);
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce().catch((error: unknown) => {
        // The database may be briefly away; the next pass tries again.
        this.logger.warn(`Outbox pass failed: ${error instanceof Error ? error.message : error}`);
        return 0;
      });
      void this.running.finally(() => this.schedule());
    }, this.config.mail.pollMs);
    this.timer.unref();
  }
}
