import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { OutboxChannel } from './outbox.entity.js';
import { errorText, OutboxQueue, type ClaimedRow } from './outbox-queue.js';

/**
 * Drains one channel of the outbox: every `pollMs` it claims due rows and works them; a change
 * that wants its work done at once (a refund the answer should show) asks {@link runNow} right
 * after its commit, and the poll is the safety net when that process dies first. A row whose
 * work throws is retried with back-off and given up after a few attempts ({@link OutboxQueue}).
 * Subclasses say how one row is worked; `C` is what a batch shares (read once per claim).
 */
export abstract class OutboxChannelWorker<C = void>
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  protected readonly logger: Logger;
  protected readonly queue: OutboxQueue;
  private readonly pollMs: number;
  private readonly leaseSeconds: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  protected constructor(
    dataSource: DataSource,
    channel: OutboxChannel,
    timing: { pollMs: number; leaseSeconds: number },
    name: string,
  ) {
    this.pollMs = timing.pollMs;
    this.leaseSeconds = timing.leaseSeconds;
    this.queue = new OutboxQueue(dataSource, channel);
    this.logger = new Logger(name);
  }

  /**
   * Does one row's work; throws to have it tried again later; answers `dropped` when the work
   * must not be done at all (the row is deleted: an email to a closed account).
   */
  protected abstract work(row: ClaimedRow, batch: C): Promise<'dropped' | void>;

  /** What the rows of one claim share, read once (recipients of a batch of emails). */
  protected abstract prepare(rows: readonly ClaimedRow[]): Promise<C>;

  /** A row given up after its last attempt (a person must look at it). */
  protected async gaveUp(row: ClaimedRow, error: string): Promise<void> {
    this.logger.error(`${row.topic} ${row.id} given up: ${error}`);
  }

  onApplicationBootstrap(): void {
    this.schedule();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => 0);
  }

  /** One pass: claims due rows and works them; answers how many were done. */
  async runOnce(leaseSeconds = this.leaseSeconds): Promise<number> {
    return this.process(await this.queue.claim(leaseSeconds));
  }

  /**
   * Works the rows `ids` now, unless a worker holds or has done them: what a change queued in
   * its transaction, right after the commit. Answers how many were done.
   */
  async runNow(ids: readonly string[]): Promise<number> {
    if (ids.length === 0 || this.stopped) return 0;
    return this.process(await this.queue.claim(this.leaseSeconds, ids));
  }

  private async process({ claimId, rows }: Awaited<ReturnType<OutboxQueue['claim']>>) {
    if (rows.length === 0) return 0;
    const batch = await this.prepare(rows);
    let done = 0;
    for (const row of rows) {
      try {
        if ((await this.work(row, batch)) === 'dropped') {
          await this.queue.drop(row.id, claimId);
          continue;
        }
        await this.queue.done(row.id, claimId);
        done += 1;
      } catch (error) {
        const message = errorText(error);
        const giveUp = await this.queue.failed(row, claimId, message);
        this.logger.warn(
          `${row.topic} ${row.id} attempt ${row.attempts} failed${giveUp ? ', given up' : ''}: ${message}`,
        );
        if (giveUp) await this.gaveUp(row, message);
      }
    }
    return done;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce().catch((error: unknown) => {
        // The database may be briefly away; the next pass tries again.
        this.logger.warn(`Outbox pass failed: ${errorText(error)}`);
        return 0;
      });
      void this.running.finally(() => this.schedule());
    }, this.pollMs);
    this.timer.unref();
  }
}
