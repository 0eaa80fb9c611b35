import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';

/**
 * Node socket errors and PostgreSQL error classes that mean "the database is not reachable
 * right now" rather than "this query is wrong": 08 connection exceptions, 57P01-57P03
 * (server shutting down, crashed or starting), 53300 (too many connections).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** What `pg` says when a connection dies or cannot be had; these errors carry no code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'the database system is',
];

interface CodedError {
  code?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * True when an error (or what it wraps: TypeORM's `driverError`, a `cause`, the `errors` of
 * an AggregateError from a dual-stack connect) says the database could not be reached. The
 * API then answers 503 instead of 500 and the pool reconnects on the next request.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  // TypeORM releases a transaction's runner when its connection emits an error (the server
  // went away); the transaction's next query then fails with one of these (through the runner,
  // or through its entity manager's `query`), not with the cause.
  if (
    error instanceof QueryRunnerAlreadyReleasedError ||
    error instanceof QueryRunnerProviderAlreadyReleasedError
  ) {
    return true;
  }
  const { code, message, driverError, cause, errors } = error as CodedError;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) {
    return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) {
    return true;
  }
  const wrapped = [driverError, cause, ...(Array.isArray(errors) ? errors : [])];
  return wrapped.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/**
 * PostgreSQL gave up this transaction for another one that ran at the same instant: a
 * deadlock (40P01) or a serialization failure (40001). Nothing of it was written; the client
 * may simply try again (409), it is not a fault of ours or of the request.
 */
export function isConcurrentChange(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, driverError } = error as CodedError;
  if (code === '40P01' || code === '40001') return true;
  return driverError !== undefined && isConcurrentChange(driverError);
}
