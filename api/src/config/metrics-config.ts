import { integer, text, type Env } from './env.js';

/** The Prometheus metrics listener (docs/OPERATIONS.md "Watching"). */
export interface MetricsConfig {
  /** `METRICS_PORT`: its own port, never the public one; undefined means no listener. */
  port?: number;
  /** `METRICS_HOST`: the address it binds (default 127.0.0.1: this machine only). */
  host: string;
  /** `METRICS_LEDGER_CHECK_SECONDS`: how old the stock-ledger check may be when scraped (default 60). */
  ledgerCheckSeconds: number;
}

export function readMetricsConfig(env: Env, publicPort: number, problems: string[]): MetricsConfig {
  const port =
    text(env, 'METRICS_PORT') === undefined
      ? undefined
      : integer(env, 'METRICS_PORT', 0, 1, 65535, problems);
  if (port !== undefined && port === publicPort) {
    problems.push(
      'METRICS_PORT must differ from PORT: metrics are never served on the public port',
    );
  }
  return {
    port,
    host: text(env, 'METRICS_HOST') ?? '127.0.0.1',
    ledgerCheckSeconds: integer(env, 'METRICS_LEDGER_CHECK_SECONDS', 60, 0, 86_400, problems),
  };
}
