import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Gauge } from 'prom-client';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { ResolvedDatabase } from '../database/database-options.js';
import { JOB_RUNNER, type JobRunner } from '../jobs/job-runner.js';
import { OUTBOX_CHANNELS } from '../outbox/outbox.entity.js';
import { Metrics } from './metrics.js';

/** What `pg`'s Pool tells about itself (TypeORM's Postgres driver keeps it as `master`). */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

/**
 * Products whose counts disagree with their ledger (docs/STOCK.md): on hand ≠ Σ delta or
 * reserved ≠ Σ reserved_delta. One pass over `stock_movement`, grouped; run at most once per
 * `METRICS_LEDGER_CHECK_SECONDS`.
 */
export const LEDGER_MISMATCH_SQL = `
  SELECT count(*)::int AS mismatches
    FROM product p
    LEFT JOIN (SELECT product_id, sum(delta)::bigint AS on_hand, sum(reserved_delta)::bigint AS reserved
                 FROM stock_movement GROUP BY product_id) m ON m.product_id = p.id
   WHERE p.on_hand IS NOT NULL
     AND (p.on_hand <> COALESCE(m.on_hand, 0) OR p.reserved <> COALESCE(m.reserved, 0))`;

/** Outbox rows still to be worked, and the age of the oldest, per channel. */
const OUTBOX_SQL = `
  SELECT channel, count(*)::int AS backlog,
         COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS oldest
    FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL GROUP BY channel`;

interface OutboxRow {
  channel: string;
  backlog: number;
  oldest: number;
}

/**
 * The figures read at each scrape: outbox backlog and oldest age, job lag, the database pool,
 * the stock-ledger mismatches. A figure whose query fails is left as it was (the scrape still
 * answers) and the failure is logged.
 */
@Injectable()
export class MetricsCollector implements OnModuleInit {
  private readonly logger = new Logger('Metrics');
  private ledgerCheckedAt = 0;
  private ledgerRunning: Promise<void> | undefined;

  constructor(
    private readonly metrics: Metrics,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(JOB_RUNNER) private readonly jobs: JobRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig & Partial<ResolvedDatabase>,
  ) {}

  onModuleInit(): void {
    const registers = [this.metrics.registry];
    const database = this.config.databasePoolSize === undefined ? 'server' : 'embedded';
    const pool = () => (this.dataSource.driver as unknown as { master?: PoolCounts }).master;
    new Gauge({
      name: 'greencart_db_pool_connections',
      help: "Connections of the API's database pool, in use or idle (the embedded PGlite serves one)",
      labelNames: ['state', 'database'] as const,
      registers,
      collect() {
        const counts = pool();
        if (!counts) return;
        this.set({ state: 'in_use', database }, counts.totalCount - counts.idleCount);
        this.set({ state: 'idle', database }, counts.idleCount);
      },
    });
    new Gauge({
      name: 'greencart_db_pool_waiting',
      help: 'Queries waiting for a connection of the pool',
      labelNames: ['database'] as const,
      registers,
      collect() {
        const counts = pool();
        if (counts) this.set({ database }, counts.waitingCount);
      },
    });
    new Gauge({
      name: 'greencart_db_pool_max',
      help: 'Connections the pool may open',
      labelNames: ['database'] as const,
      registers,
      collect() {
        const max = pool()?.options?.max;
        if (max !== undefined) this.set({ database }, max);
      },
    });
    const read = <T>(what: string, sql: string) => this.read<T>(what, sql);
    const { jobs, logger } = this;
    const checkLedger = (gauge: Gauge) => this.checkLedger(gauge);
    // Both outbox figures come from one query a scrape (the registry collects concurrently).
    let outboxRead: Promise<OutboxRow[] | undefined> | undefined;
    const outbox = () => {
      outboxRead ??= read<OutboxRow>('outbox', OUTBOX_SQL).finally(() =>
        setImmediate(() => (outboxRead = undefined)),
      );
      return outboxRead;
    };
    const outboxGauge = (name: string, help: string, figure: (row?: OutboxRow) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['channel'] as const,
        registers,
        async collect() {
          const rows = await outbox();
          if (!rows) return;
          for (const channel of OUTBOX_CHANNELS) {
            this.set({ channel }, figure(rows.find((r) => r.channel === channel)));
          }
        },
      });
    outboxGauge(
      'greencart_outbox_backlog',
      'Outbox rows waiting to be worked (not sent, not given up), per channel',
      (row) => row?.backlog ?? 0,
    );
    outboxGauge(
      'greencart_outbox_oldest_age_seconds',
      'Age of the oldest outbox row waiting to be worked, per channel (0 when none)',
      (row) => Number(row?.oldest ?? 0),
    );
    new Gauge({
      name: 'greencart_job_lag_seconds',
      help: 'How long the oldest due run of each background job has waited to start (0 when none)',
      labelNames: ['job'] as const,
      registers,
      async collect() {
        try {
          const lags = await jobs.lag();
          this.reset();
          for (const [job, seconds] of Object.entries(lags)) this.set({ job }, seconds);
        } catch (error) {
          logger.warn(`job lag not read: ${String(error)}`);
        }
      },
    });
    new Gauge({
      name: 'greencart_stock_ledger_mismatches',
      help: 'Counted products whose on hand or reserved differs from the sum of their ledger rows (should be 0)',
      registers,
      async collect() {
        await checkLedger(this);
      },
    });
  }

  /** Runs the ledger check when the last one is older than the configured interval. */
  private async checkLedger(gauge: Gauge): Promise<void> {
    const maxAgeMs = this.config.metrics.ledgerCheckSeconds * 1000;
    if (this.ledgerCheckedAt !== 0 && Date.now() - this.ledgerCheckedAt < maxAgeMs) return;
    this.ledgerRunning ??= (async () => {
      const rows = await this.read<{ mismatches: number }>('stock ledger', LEDGER_MISMATCH_SQL);
      if (rows) {
        gauge.set(Number(rows[0]?.mismatches ?? 0));
        this.ledgerCheckedAt = Date.now();
      }
    })().finally(() => (this.ledgerRunning = undefined));
    await this.ledgerRunning;
  }

  private async read<T>(what: string, sql: string): Promise<T[] | undefined> {
    try {
      return (await this.dataSource.query(sql)) as T[];
    } catch (error) {
      this.logger.warn(`${what} figures not read: ${String(error)}`);
      return undefined;
    }
  }
}
