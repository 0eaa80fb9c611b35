import type { INestApplication } from '@nestjs/common';
import type { Logger } from 'pino';

/** After this long the process exits even if a request still hangs (compose waits 30 s). */
export const SHUTDOWN_TIMEOUT_MS = 25_000;

/**
 * Graceful stop on SIGTERM (docker stop, compose scale down) and SIGINT (Ctrl-C).
 * `app.close()` runs Nest's shutdown sequence: Fastify closes first (stops accepting
 * connections, answers requests still in flight), then the shutdown hooks (TypeORM closes
 * its pool, Redis and S3 clients disconnect). Then `afterClose` (the embedded database)
 * and exit 0; a request that hangs past {@link SHUTDOWN_TIMEOUT_MS} gives exit 1.
 *
 * The same sequence as `enableShutdownHooks()`, which is not used because it re-raises the
 * signal after closing (exit 143, not 0) and has no place for the embedded database's stop
 * or a deadline.
 */
export function onShutdownSignal(
  app: INestApplication,
  logger: Logger,
  afterClose: () => Promise<void> | undefined,
): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      logger.error('requests still running after the shutdown timeout: exiting anyway');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      await afterClose();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}
