import type { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import {
  assertJobName,
  assertPeriod,
  DEFAULT_RETRY_LIMIT,
  type JobRunner,
  type SendOptions,
  describe,
} from './job-runner.js';

/** First retry waits this long; each later one twice as long. */
const RETRY_BASE_MS = 1000;

/**
 * The job runner of the embedded database. pg-boss needs a pool of its own, and the embedded
 * PGlite socket server must keep one connection (it mixes up concurrent ones), so the jobs run
 * in this process. Periodic jobs still claim each period in the database (`job_schedule`, a
 * conditional UPDATE), so two instances on one database run each period once. One-off jobs
 * live in memory: the embedded database is the single-process development set-up.
 */
export class InProcessJobRunner implements JobRunner {
  private readonly handlers = new Map<string, (data: object) => Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  /** `name:singletonKey` of one-off jobs waiting or running. */
  private readonly pendingKeys = new Set<string>();
  /** One-off jobs not yet finished: their name and when they were due (ms). */
  private readonly due = new Map<symbol, { name: string; at: number }>();
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
  ) {}

  async every(name: string, seconds: number, handler: () => Promise<void>): Promise<void> {
    assertJobName(name);
    assertPeriod(name, seconds);
    await this.schedule(name);
    // Ticks several times a period so the period is kept closely; the claim runs it once.
    const tick = setInterval(
      () => this.track(this.runPeriod(name, seconds, handler)),
      Math.max(250, seconds * 250),
    );
    tick.unref();
    this.timers.add(tick);
    this.track(this.runPeriod(name, seconds, handler));
  }

  async work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void> {
    assertJobName(name);
    this.handlers.set(name, handler as (data: object) => Promise<void>);
  }

  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<void> {
    assertJobName(name);
    if (this.stopped) return;
    const key = options.singletonKey === undefined ? undefined : `${name}:${options.singletonKey}`;
    if (key !== undefined) {
      if (this.pendingKeys.has(key)) return;
      this.pendingKeys.add(key);
    }
    const retryLimit = options.retryLimit ?? DEFAULT_RETRY_LIMIT;
    const delayMs = (options.startAfterSeconds ?? 0) * 1000;
    const id = Symbol(name);
    this.due.set(id, { name, at: Date.now() + delayMs });
    this.later(delayMs, () =>
      this.attempt(name, data, 0, retryLimit, key).finally(() => this.due.delete(id)),
    );
  }

  async lag(): Promise<Record<string, number>> {
    const rows: { name: string; lag: number }[] = await this.dataSource.query(
      `SELECT "name", GREATEST(0, EXTRACT(EPOCH FROM now() - "next_run_at"))::float8 AS "lag"
         FROM "job_schedule"`,
    );
    const lags: Record<string, number> = {};
    for (const row of rows) lags[row.name] = Number(row.lag);
    for (const name of this.handlers.keys()) lags[name] ??= 0;
    const now = Date.now();
    for (const { name, at } of this.due.values()) {
      lags[name] = Math.max(lags[name] ?? 0, (now - at) / 1000);
    }
    return lags;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  /** Makes sure `job_schedule` has the job's row (a new one is due at once); throws if not. */
  private async schedule(name: string): Promise<void> {
    let rows: unknown[];
    try {
      rows = await this.dataSource.query(
        `WITH added AS (
           INSERT INTO "job_schedule" ("name", "next_run_at") VALUES ($1, now())
           ON CONFLICT ("name") DO NOTHING RETURNING "name")
         SELECT "name" FROM added UNION SELECT "name" FROM "job_schedule" WHERE "name" = $1`,
        [name],
      );
    } catch (error) {
      throw new Error(`job ${name}: could not schedule job: ${describe(error)}`);
    }
    if (rows.length === 0) throw new Error(`job ${name}: not in job_schedule after scheduling it`);
  }

  private async runPeriod(
    name: string,
    seconds: number,
    handler: () => Promise<void>,
  ): Promise<void> {
    if (this.stopped) return;
    try {
      // A CTE, so the driver answers rows (an UPDATE alone answers [rows, count] in TypeORM).
      const claimed: unknown[] = await this.dataSource.query(
        `WITH claimed AS (
           UPDATE "job_schedule" SET "next_run_at" = now() + make_interval(secs => $2)
           WHERE "name" = $1 AND "next_run_at" <= now() RETURNING "name")
         SELECT "name" FROM claimed`,
        [name, seconds],
      );
      if (claimed.length === 0 || this.stopped) return;
      await handler();
    } catch (error) {
      this.logger.error(`job ${name}: periodic job failed: ${describe(error)}`);
    }
  }

  private async attempt(
    name: string,
    data: object,
    attempt: number,
    retryLimit: number,
    key?: string,
  ): Promise<void> {
    if (this.stopped) return;
    const handler = this.handlers.get(name);
    try {
      if (!handler) throw new Error(`no handler registered for job ${name}`);
      await handler(data);
      if (key !== undefined) this.pendingKeys.delete(key);
    } catch (error) {
      if (attempt >= retryLimit) {
        this.logger.error(`job ${name}: job failed, no retries left: ${describe(error)}`);
        if (key !== undefined) this.pendingKeys.delete(key);
        return;
      }
      this.logger.warn(`job ${name}: job failed, will retry: ${describe(error)}`);
      this.later(RETRY_BASE_MS * 2 ** attempt, () =>
        this.attempt(name, data, attempt + 1, retryLimit, key),
      );
    }
  }

  private later(ms: number, work: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.track(work());
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private track(work: Promise<void>): void {
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
  }
}
