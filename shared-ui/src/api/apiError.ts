/**
 * The one error shape every front end sees from the API layer: the server's stable `code`
 * and human `message`, plus the HTTP status when there was one.
 */
export interface ApiError {
  /** HTTP status; absent for network errors and `success: false` bodies answered with 200. */
  status?: number;
  /** A stable code: the server's (`ERROR_CODES`) or one of {@link CLIENT_ERROR_CODES}. */
  code: string;
  /** Human text, safe to show in a toast. */
  message: string;
  /**
   * For a `COMMON.VALIDATION` failure: the dotted path of the first refused property
   * (`email`, `address.phone`, `price`), so forms can show the error next to that field.
   */
  field?: string;
  /** For a file refused as a whole (a catalogue import): the problem on each faulty line. */
  lines?: { line: number; message: string }[];
  /**
   * A finer stable reason under `code` (`ORDER.PROMOTION_UNAVAILABLE`: `expired`, `used-up`…),
   * so a front end can word the refusal in the page's language; `message` is the API's English.
   */
  reason?: string;
}

/** Codes for failures that never reached the server's error filter. */
export const CLIENT_ERROR_CODES = {
  /** No answer: offline, DNS, CORS refused, server down. */
  NETWORK: 'CLIENT.NETWORK',
  /** The request took longer than the client's timeout. */
  TIMEOUT: 'CLIENT.TIMEOUT',
  /** An HTTP error whose body is not the API's JSON error shape. */
  HTTP: 'CLIENT.HTTP',
  /** Anything else. */
  UNKNOWN: 'CLIENT.UNKNOWN',
} as const;

/** Shown when a failure carries no usable message. */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong. Please try again.';
/** Shown when the server could not be reached at all. */
export const NETWORK_ERROR_MESSAGE =
  'Could not reach the server. Check your connection and try again.';
/** Shown when the server did not answer in time. */
export const TIMEOUT_ERROR_MESSAGE = 'The server took too long to answer. Please try again.';

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** True for an {@link ApiError}-like value (an object with a string `code` and `message`). */
export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).code === 'string' &&
    typeof (value as ApiError).message === 'string'
  );
}

/**
 * The human message of any failure: an {@link ApiError}, an API body
 * (`{ success: false, message }`), an RTK Query error (`{ error }`, `{ data: { message } }`),
 * an `Error`, or a string. Never empty.
 */
export function errorMessage(error: unknown): string {
  if (nonEmptyString(error)) return error;
  if (typeof error !== 'object' || error === null) return FALLBACK_ERROR_MESSAGE;
  const candidate = error as { message?: unknown; data?: unknown; error?: unknown };
  if (nonEmptyString(candidate.message)) return candidate.message;
  if (typeof candidate.data === 'object' && candidate.data !== null) {
    const data = candidate.data as { message?: unknown };
    if (nonEmptyString(data.message)) return data.message;
  }
  if (nonEmptyString(candidate.error)) return candidate.error;
  return FALLBACK_ERROR_MESSAGE;
}

interface ErrorBody {
  success?: unknown;
  code?: unknown;
  message?: unknown;
  field?: unknown;
  lines?: unknown;
  reason?: unknown;
}

/** `{ lines }` when the body lists faulty lines of a file, else nothing. */
function linesOf(body: ErrorBody | null): { lines?: { line: number; message: string }[] } {
  if (!Array.isArray(body?.lines)) return {};
  const lines = body.lines.filter(
    (entry): entry is { line: number; message: string } =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { line?: unknown }).line === 'number' &&
      typeof (entry as { message?: unknown }).message === 'string',
  );
  return lines.length > 0 ? { lines } : {};
}

/** `{ field }` when the body names a refused field, else nothing (keeps the shape minimal). */
function fieldOf(body: ErrorBody | null): { field?: string } {
  return typeof body?.field === 'string' && body.field !== '' ? { field: body.field } : {};
}

/** `{ reason }` when the body gives a finer reason, else nothing. */
function reasonOf(body: ErrorBody | null): { reason?: string } {
  return typeof body?.reason === 'string' && body.reason !== '' ? { reason: body.reason } : {};
}

function asErrorBody(value: unknown): ErrorBody | null {
  return typeof value === 'object' && value !== null ? (value as ErrorBody) : null;
}

/** The API error of a body that says `success: false`, or null when it does not. */
export function failureOf(body: unknown, status?: number): ApiError | null {
  const parsed = asErrorBody(body);
  if (!parsed || parsed.success !== false) return null;
  return {
    status,
    code: typeof parsed.code === 'string' ? parsed.code : CLIENT_ERROR_CODES.UNKNOWN,
    message:
      typeof parsed.message === 'string' && parsed.message !== ''
        ? parsed.message
        : FALLBACK_ERROR_MESSAGE,
    ...fieldOf(parsed),
    ...linesOf(parsed),
    ...reasonOf(parsed),
  };
}

/**
 * The API error of an HTTP error answer: its JSON body's code and message when it has them
 * (so users read the server's text), else `fallbackMessage`.
 */
export function httpFailureOf(status: number, body: unknown, fallbackMessage: string): ApiError {
  const parsed = asErrorBody(body);
  return {
    status,
    code: typeof parsed?.code === 'string' ? parsed.code : CLIENT_ERROR_CODES.HTTP,
    message:
      typeof parsed?.message === 'string' && parsed.message !== ''
        ? parsed.message
        : fallbackMessage,
    ...fieldOf(parsed),
    ...linesOf(parsed),
    ...reasonOf(parsed),
  };
}
