/** Injection token of the API's {@link JobRunner}. */
export const JOB_RUNNER = Symbol('JOB_RUNNER');

/** Options of a one-off job. */
export interface SendOptions {
  /** Do not start before this many seconds have passed. */
  startAfterSeconds?: number;
  /**
   * Deduplication key: a second `send` of the same job name and key, while the first is
   * still kept by the runner, is dropped.
   */
  singletonKey?: string;
  /** Retries after a failure (with growing back-off); 3 when undefined. */
  retryLimit?: number;
}

/**
 * Background jobs, one interface for both databases: pg-boss on a PostgreSQL server, an
 * in-process runner on the embedded PGlite. Handlers must be idempotent: a job can run again
 * after a crash or a retry.
 */
export interface JobRunner {
  /**
   * Runs `handler` every `seconds`; across several API instances one run per period
   * (cluster-wide). On pg-boss the period must be a cron period ({@link cronForPeriod}: whole
   * minutes dividing an hour, or whole hours dividing a day); the embedded runner also takes
   * shorter ones (tests). Rejects, naming the job, when the job could not be scheduled, so a
   * job that would never run stops the API from starting.
   */
  every(name: string, seconds: number, handler: () => Promise<void>): Promise<void>;
  /** Registers the handler of a one-off job name. */
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  /** Enqueues a one-off job (optional delay, dedup key, retries with backoff). */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>;
  /**
   * Seconds the oldest due run of each job has waited to start (0 when none is due), by job
   * name: periodic jobs past their time and one-off jobs past their start. For the metrics.
   */
  lag(): Promise<Record<string, number>>;
  /** Stops timers and workers, waiting for running handlers (called on app shutdown). */
  stop(): Promise<void>;
}

/** Retries of a one-off job when the sender does not say. */
export const DEFAULT_RETRY_LIMIT = 3;

/** Job names: letters, digits, dots, dashes, underscores (what pg-boss accepts as a queue name). */
export function assertJobName(name: string): void {
  if (!/^[\w.-]{1,100}$/.test(name)) throw new Error(`invalid job name: ${name}`);
}

/** Periods: a whole number of seconds, at least one. */
export function assertPeriod(name: string, seconds: number): void {
  if (!Number.isInteger(seconds) || seconds < 1) {
    throw new Error(`job ${name}: the period must be a whole number of seconds (got ${seconds})`);
  }
}

/**
 * The cron expression (UTC) that runs a job every `seconds`, or undefined when cron cannot
 * say it: whole minutes dividing an hour (`*\/15 * * * *`), or whole hours dividing a day
 * (`0 *\/6 * * *`, a day at midnight UTC). Cron counts from the hour and the day, so a period
 * that does not divide them would drift.
 */
export function cronForPeriod(seconds: number): string | undefined {
  if (!Number.isInteger(seconds) || seconds < 60 || seconds % 60 !== 0) return undefined;
  const minutes = seconds / 60;
  if (minutes < 60) {
    if (60 % minutes !== 0) return undefined;
    return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  }
  if (minutes % 60 !== 0) return undefined;
  const hours = minutes / 60;
  if (hours === 24) return '0 0 * * *';
  if (hours > 24 || 24 % hours !== 0) return undefined;
  return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
}

/** A failure's message for a log line. */
export function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
