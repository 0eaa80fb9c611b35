import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** Error lines one client address may cause per minute; past it, one "suppressed" line. */
export const ERROR_LINES_PER_CLIENT_PER_MINUTE = 10;
/** An unexpected error's stack is logged once per this period for the same error. */
const STACK_EVERY_MS = 10 * 60_000;
const MINUTE_MS = 60_000;
/** Bounds the memory of the counters under a flood of distinct clients or errors. */
const MAX_TRACKED = 10_000;

interface Window {
  count: number;
  resetAt: number;
}

/**
 * What a log line may say about an error: its class, message and database error code. Never
 * the error object itself: TypeORM's QueryFailedError carries the query's parameters (an email,
 * a password hash) and pino would print every enumerable property.
 */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const driverCode = (error as { driverError?: { code?: unknown } }).driverError?.code;
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message.slice(0, 300),
    ...(typeof (driverCode ?? code) === 'string' ? { code: driverCode ?? code } : {}),
  };
}

/**
 * Logs server errors without request data and with a bounded volume: at most
 * {@link ERROR_LINES_PER_CLIENT_PER_MINUTE} lines per client address a minute, and an
 * unexpected error's stack once per ten minutes per kind, so no client can flood the log.
 * Expected failures (AppError, e.g. 503 "online payment is not available") never log a stack.
 */
export class ErrorLog {
  private readonly perClient = new Map<string, Window>();
  private readonly stackLoggedAt = new Map<string, number>();

  report(request: FastifyRequest, error: unknown, status: number): void {
    const now = Date.now();
    const window = this.windowOf(request.ip, now);
    window.count += 1;
    if (window.count > ERROR_LINES_PER_CLIENT_PER_MINUTE) {
      if (window.count === ERROR_LINES_PER_CLIENT_PER_MINUTE + 1) {
        request.log.warn({ status }, 'further errors from this client suppressed for a minute');
      }
      return;
    }
    const described = describeError(error);
    const path = request.url.split('?')[0];
    if (error instanceof AppError) {
      request.log.warn({ error: described, status, path }, 'request failed');
      return;
    }
    const kind = `${String(described.type)}:${String(described.message)}`.slice(0, 200);
    const withStack = now - (this.stackLoggedAt.get(kind) ?? 0) > STACK_EVERY_MS;
    if (withStack) {
      if (this.stackLoggedAt.size > MAX_TRACKED) this.stackLoggedAt.clear();
      this.stackLoggedAt.set(kind, now);
    }
    const stack =
      withStack && error instanceof Error
        ? error.stack?.split('\n').slice(0, 12).join('\n')
        : undefined;
    request.log.error({ error: { ...described, stack }, status, path }, 'request failed');
  }

  private windowOf(client: string, now: number): Window {
    let window = this.perClient.get(client);
    if (!window || window.resetAt <= now) {
      if (this.perClient.size > MAX_TRACKED) this.perClient.clear();
      window = { count: 0, resetAt: now + MINUTE_MS };
      this.perClient.set(client, window);
    }
    return window;
  }
}
