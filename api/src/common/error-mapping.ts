import { HttpException, HttpStatus } from '@nestjs/common';
import { ERROR_CODES, MESSAGES, type ErrorCode } from '@greencart/contracts';
import { AppError, type ErrorBody } from './app-error.js';
import { isConcurrentChange, isDatabaseUnavailable } from './database-errors.js';

/** An error mapped to what the client sees, plus whether it is our fault (5xx). */
export interface MappedError {
  status: number;
  body: ErrorBody;
  isServerError: boolean;
  /** Headers the answer carries (a 429's `Retry-After`). */
  headers?: Record<string, string>;
}

const STATUS_CODES: Partial<Record<number, { code: ErrorCode; message: string }>> = {
  400: { code: ERROR_CODES.VALIDATION, message: 'The request is not valid' },
  401: { code: ERROR_CODES.NOT_AUTHENTICATED, message: 'Please log in to continue' },
  // The origin check answers its own 403 (FORBIDDEN_ORIGIN); this is any other refusal.
  403: { code: ERROR_CODES.FORBIDDEN, message: 'This request is not allowed' },
  404: { code: ERROR_CODES.NOT_FOUND, message: 'Not found' },
  406: { code: ERROR_CODES.VALIDATION, message: 'The request is not valid' },
  413: { code: ERROR_CODES.PAYLOAD_TOO_LARGE, message: 'The request is too large' },
  415: {
    code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
    message: 'Send the request body as JSON (Content-Type: application/json)',
  },
  429: { code: ERROR_CODES.RATE_LIMITED, message: 'Too many attempts, please try again later' },
  503: { code: ERROR_CODES.UNAVAILABLE, message: MESSAGES.storeUnavailable },
};

function fromStatus(status: number, message?: string): MappedError {
  const known = STATUS_CODES[status];
  if (status >= 500 || !known) {
    const unavailable = status === 503;
    return {
      status: unavailable ? 503 : 500,
      body: {
        success: false,
        code: unavailable ? ERROR_CODES.UNAVAILABLE : ERROR_CODES.INTERNAL,
        message: unavailable
          ? STATUS_CODES[503]!.message
          : 'Something went wrong, please try again',
      },
      isServerError: true,
    };
  }
  return {
    status,
    body: { success: false, code: known.code, message: message ?? known.message },
    isServerError: false,
  };
}

/**
 * Fastify's router refuses these addresses before any route runs (the adapter's
 * `frameworkErrors` sends them here): a malformed %-escape (400) and a path segment longer
 * than the router takes (414, e.g. a 3,000-character product id).
 */
const ADDRESS_ERRORS: Partial<Record<string, string>> = {
  FST_ERR_BAD_URL: 'This address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'This address is too long',
};

/** Fastify's own errors (body parsing, multipart limits) carry `statusCode` and an `FST_` code. */
interface FrameworkError {
  statusCode?: number;
  code?: string;
  message?: string;
}

function isFrameworkError(error: unknown): error is FrameworkError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as FrameworkError).statusCode === 'number'
  );
}

/** Statuses of the business failures that BUSINESS_ERRORS_AS_200 answers with 200. */
const BUSINESS_STATUSES: ReadonlySet<number> = new Set([400, 401, 409]);

/**
 * Failures with a business status that still keep it under BUSINESS_ERRORS_AS_200: a body
 * that is not JSON is a client bug, not a business answer, and a payment provider only retries a notification
 * answered with an error status (a 200 would drop a real payment event for good).
 */
const NEVER_AS_200: ReadonlySet<ErrorCode> = new Set([
  ERROR_CODES.MALFORMED_BODY,
  ERROR_CODES.WEBHOOK_INVALID,
]);

/**
 * Whether BUSINESS_ERRORS_AS_200 answers `error` with HTTP 200: the failures the original
 * tutorial server answered `{ success: false, message }` with 200, i.e. our own refusals
 * (AppError) of bad input (400), wrong credentials and not logged in (401) and conflicts (409).
 * Everything else keeps its status: 403 (origin), 404, 413, 415, 429, every 5xx, and what the
 * framework refuses before our code runs (malformed JSON or address, unknown route).
 */
export function isBusinessFailure(error: unknown, mapped: MappedError): boolean {
  return (
    error instanceof AppError &&
    BUSINESS_STATUSES.has(mapped.status) &&
    !NEVER_AS_200.has(mapped.body.code)
  );
}

/**
 * Maps any thrown value to the public error model. Messages of unexpected errors never
 * reach the client (no stack, no SQL); framework messages are replaced by our own texts.
 */
export function mapError(error: unknown): MappedError {
  if (error instanceof AppError) {
    const mapped: MappedError = {
      status: error.getStatus(),
      body: error.getResponse() as ErrorBody,
      isServerError: error.getStatus() >= 500,
    };
    if (error.retryAfterSeconds !== undefined) {
      mapped.headers = { 'retry-after': String(error.retryAfterSeconds) };
    }
    return mapped;
  }
  // The database is down (or restarting): a clear 503 the client may retry, never a 500.
  if (isDatabaseUnavailable(error)) return fromStatus(HttpStatus.SERVICE_UNAVAILABLE);
  if (isConcurrentChange(error)) {
    return {
      status: HttpStatus.CONFLICT,
      body: {
        success: false,
        code: ERROR_CODES.CONCURRENT_CHANGE,
        message: MESSAGES.concurrentChange,
      },
      isServerError: false,
    };
  }
  if (error instanceof HttpException) {
    // Nest wraps Fastify's own 4xx errors (body parsing, limits) and keeps them as the cause.
    if (isFrameworkError(error.cause)) return mapError(error.cause);
    const status = error.getStatus();
    // Nest's own 4xx texts are safe and helpful ("Cannot GET /x"); 5xx texts are not shown.
    const message = status < 500 ? error.message : undefined;
    return fromStatus(status, status === HttpStatus.NOT_FOUND ? 'Not found' : message);
  }
  if (isFrameworkError(error)) {
    const status = error.statusCode ?? 500;
    const addressMessage = ADDRESS_ERRORS[error.code ?? ''];
    if (addressMessage) {
      return {
        status,
        body: { success: false, code: ERROR_CODES.VALIDATION, message: addressMessage },
        isServerError: false,
      };
    }
    if (status === 400 && (error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP'))) {
      return {
        status: 400,
        body: {
          success: false,
          code: ERROR_CODES.MALFORMED_BODY,
          message: 'The request body is not valid JSON',
        },
        isServerError: false,
      };
    }
    return fromStatus(status);
  }
  return fromStatus(500);
}
