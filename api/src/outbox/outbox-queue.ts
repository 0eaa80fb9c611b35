import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { OrderEmailFacts } from '../mail/order-email-facts.js';
import type { OutboxChannel, OutboxEntity } from './outbox.entity.js';

/** Rows one pass claims. */
export const BATCH = 10;
/** Attempts before a row is given up (marked failed, kept for a person to look at). */
export const MAX_ATTEMPTS = 8;

/** Seconds before attempt `n + 1`: 2, 4, 8 … capped at 5 minutes. */
export function backoffSeconds(attempts: number): number {
  return Math.min(2 ** attempts, 300);
}

/** A row a worker holds: what to do, and how many attempts (this one included) it has had. */
export interface ClaimedRow {
  id: string;
  topic: string;
  payload: OutboxEntity['payload'];
  facts: OrderEmailFacts | null;
  attempts: number;
  createdAt: Date;
}

/** One claim: its rows and the id that lets only its holder finish them. */
export interface Claim {
  claimId: string;
  rows: ClaimedRow[];
}

/**
 * Claims, finishes and reschedules outbox rows of one channel. A claim is a lease with its own
 * id, taken by one `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)`, so with several
 * API instances every row goes to one worker; a worker that dies mid-work loses its rows when
 * the lease ends and another takes them, while the dead worker's late answer can no longer
 * mark them. Each claim counts an attempt.
 */
export class OutboxQueue {
  constructor(
    private readonly dataSource: DataSource,
    readonly channel: OutboxChannel,
  ) {}

  /**
   * Claims due rows of the channel, oldest first, or exactly the rows `ids` (a change's own work
   * right after its commit) when they are unclaimed and not done.
   */
  async claim(leaseSeconds: number, ids: readonly string[] | null = null): Promise<Claim> {
    const claimId = randomUUID();
    const which = ids ? `id = ANY($4::uuid[])` : `available_at <= now()`;
    const params: unknown[] = [claimId, leaseSeconds, this.channel];
    if (ids) params.push(ids);
    const result = (await this.dataSource.query(
      `UPDATE outbox SET claim_id = $1, locked_until = now() + make_interval(secs => $2),
              attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM outbox
           WHERE channel = $3 AND sent_at IS NULL AND failed_at IS NULL AND ${which}
             AND (locked_until IS NULL OR locked_until < now())
           ORDER BY available_at
           LIMIT ${BATCH}
           FOR UPDATE SKIP LOCKED)
        RETURNING id, topic, payload, facts, attempts, created_at AS "createdAt"`,
      params,
    )) as [ClaimedRow[], number] | ClaimedRow[];
    const rows = (Array.isArray(result[0]) ? result[0] : result) as ClaimedRow[];
    // RETURNING follows no order: work in the order the changes happened.
    rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    return { claimId, rows };
  }

  /** The row's work is done; only the claim's holder can say so. */
  async done(id: string, claimId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE outbox SET sent_at = now(), locked_until = NULL, last_error = NULL
        WHERE id = $1 AND claim_id = $2 AND sent_at IS NULL`,
      [id, claimId],
    );
  }

  /** The row's work must not be done: it is deleted (only by the claim's holder). */
  async drop(id: string, claimId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM outbox WHERE id = $1 AND claim_id = $2`, [
      id,
      claimId,
    ]);
  }

  /**
   * The attempt failed: the row waits {@link backoffSeconds} and is tried again, or, after
   * {@link MAX_ATTEMPTS}, is given up (kept with its error). Answers whether it was given up.
   */
  async failed(row: ClaimedRow, claimId: string, error: string): Promise<boolean> {
    const giveUp = row.attempts >= MAX_ATTEMPTS;
    await this.dataSource.query(
      `UPDATE outbox SET last_error = $3, locked_until = NULL,
              available_at = now() + make_interval(secs => $4),
              failed_at = CASE WHEN $5 THEN now() ELSE NULL END
        WHERE id = $1 AND claim_id = $2 AND sent_at IS NULL`,
      [row.id, claimId, error.slice(0, 500), backoffSeconds(row.attempts), giveUp],
    );
    return giveUp;
  }
}

/** A failure's message for a log line or the row's `last_error`. */
export function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
