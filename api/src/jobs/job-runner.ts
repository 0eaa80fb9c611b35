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
  /** Runs `handler` every `seconds`; across several API instances one run per period (cluster-wide). */
  every(name: string, seconds: number, handler: () => Promise<void>): Promise<void>;
  /** Registers the handler of a one-off job name. */
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  /** Enqueues a one-off job (optional delay, dedup key, retries with backoff). */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>;
  /** Stops timers and workers, waiting for running handlers (called on app shutdown). */
  stop(): Promise<void>;
}

/** Retries of a one-off job when the sender does not say. */
export const DEFAULT_RETRY_LIMIT = 3;

/** Job names: letters, digits, dots, dashes, underscores (what pg-boss accepts as a queue name). */
export function assertJobName(name: string): void {
  if (!/^[\w.-]{1,100}$/.test(name)) throw new Error(`invalid job name: ${name}`);
}

/** A failure's message for a log line. */
export function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
