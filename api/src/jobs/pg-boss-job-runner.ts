import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Logger } from '@nestjs/common';
import {
  assertJobName,
  assertPeriod,
  cronForPeriod,
  DEFAULT_RETRY_LIMIT,
  type JobRunner,
  type SendOptions,
  describe,
} from './job-runner.js';

/** pg-boss keeps its tables in a schema of its own. */
export const PG_BOSS_SCHEMA = 'pgboss';
/** pg-boss gets a small pool of its own, beside the API's. */
const PG_BOSS_POOL_SIZE = 2;
/** Tries at creating a queue that other instances are creating at the same moment. */
const CREATE_QUEUE_ATTEMPTS = 5;
/** How often a worker looks for new one-off jobs (pg-boss's minimum is 0.5 s). */
const POLL_SECONDS = 1;

/**
 * A deterministic job id for a dedup key: pg-boss inserts a job with `ON CONFLICT DO NOTHING`,
 * so a second send with the same key (while pg-boss keeps the first) adds nothing.
 */
function keyToUuid(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The job runner on a PostgreSQL server: pg-boss (jobs in tables, locked with SKIP LOCKED, so
 * every job runs on one instance). Periodic jobs are pg-boss schedules (`schedule()` with a
 * cron expression, one row per job in its `schedule` table): one instance's cron monitor a
 * minute sends each due job once (pg-boss keys the send by job name and minute). Not
 * `sendThrottled`: pg-boss refuses a throttle longer than its archive interval (12 h), so a
 * daily job never ran that way.
 */
export class PgBossJobRunner implements JobRunner {
  /** Queues known to exist, or being created, by name. */
  private readonly queues = new Map<string, Promise<void>>();

  private constructor(private readonly boss: PgBoss) {}

  static async start(databaseUrl: string, logger: Logger): Promise<PgBossJobRunner> {
    const boss = new PgBoss({
      connectionString: databaseUrl,
      schema: PG_BOSS_SCHEMA,
      max: PG_BOSS_POOL_SIZE,
      application_name: 'greencart-jobs',
    });
    boss.on('error', (error) => logger.error(`job runner error: ${describe(error)}`));
    await boss.start();
    return new PgBossJobRunner(boss);
  }

  async every(name: string, seconds: number, handler: () => Promise<void>): Promise<void> {
    assertJobName(name);
    assertPeriod(name, seconds);
    const cron = cronForPeriod(seconds);
    if (cron === undefined) {
      throw new Error(
        `job ${name}: every ${seconds}s cannot be scheduled: pg-boss schedules by cron, so the period must be whole minutes dividing an hour or whole hours dividing a day`,
      );
    }
    try {
      await this.ensureQueue(name);
      await this.boss.work(name, { pollingIntervalSeconds: POLL_SECONDS }, async () => {
        await handler();
      });
      // A run that fails waits for the next period rather than retrying (as before).
      await this.boss.schedule(name, cron, {}, { retryLimit: 0 });
    } catch (error) {
      throw new Error(`job ${name}: could not schedule job: ${describe(error)}`);
    }
    const scheduled = await this.boss.getSchedules();
    if (!scheduled.some((schedule) => schedule.name === name)) {
      throw new Error(`job ${name}: not in pg-boss's schedule after scheduling it`);
    }
  }

  async work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void> {
    assertJobName(name);
    await this.ensureQueue(name);
    await this.boss.work<T>(
      name,
      { pollingIntervalSeconds: POLL_SECONDS, batchSize: 5 },
      async (jobs) => {
        for (const job of jobs) await handler(job.data);
      },
    );
  }

  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<void> {
    assertJobName(name);
    await this.ensureQueue(name);
    await this.boss.send(name, data, {
      startAfter: options.startAfterSeconds ?? 0,
      retryLimit: options.retryLimit ?? DEFAULT_RETRY_LIMIT,
      retryDelay: 1,
      retryBackoff: true,
      ...(options.singletonKey === undefined ? {} : { id: keyToUuid(name, options.singletonKey) }),
    });
  }

  async lag(): Promise<Record<string, number>> {
    const { rows } = (await this.boss.getDb().executeSql(
      `SELECT name, GREATEST(0, EXTRACT(EPOCH FROM now() - min(start_after)))::float8 AS lag
         FROM ${PG_BOSS_SCHEMA}.job
        WHERE state IN ('created', 'retry') AND start_after <= now()
        GROUP BY name`,
      [],
    )) as { rows: { name: string; lag: number }[] };
    const lags: Record<string, number> = {};
    for (const name of this.queues.keys()) lags[name] = 0;
    for (const row of rows) lags[row.name] = Number(row.lag);
    return lags;
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }

  /**
   * pg-boss 10 needs a queue created before use. Calls on this instance share one creation;
   * instances starting together race to create it, and PostgreSQL may then end one of them
   * with a deadlock or a unique violation while the other commits: the loser tries again.
   */
  private ensureQueue(name: string): Promise<void> {
    let ready = this.queues.get(name);
    if (!ready) {
      ready = this.createQueue(name);
      this.queues.set(name, ready);
      ready.catch(() => this.queues.delete(name));
    }
    return ready;
  }

  private async createQueue(name: string): Promise<void> {
    for (let attempt = 1; !(await this.boss.getQueue(name)); attempt += 1) {
      try {
        await this.boss.createQueue(name);
      } catch (error) {
        if (attempt >= CREATE_QUEUE_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  }
}
