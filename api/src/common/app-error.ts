import { HttpException, HttpStatus } from '@nestjs/common';
import { ERROR_CODES, type ErrorCode } from '@greencart/contracts';

/** The body every failure answers. */
export interface ErrorBody {
  success: false;
  code: ErrorCode;
  message: string;
  /** For a validation failure: the dotted path of the field at fault (`address.phone`). */
  field?: string;
  /** For a file refused as a whole (a catalogue import): what is wrong on which line. */
  lines?: { line: number; message: string }[];
  /**
   * A finer stable reason under `code` for the front ends to word in the shopper's language
   * (`ORDER.PROMOTION_UNAVAILABLE`: `expired`, `used-up`…); `message` stays the English.
   */
  reason?: string;
}

/** An expected failure with a stable code, a human message and an honest HTTP status. */
export class AppError extends HttpException {
  /** For a 429: whole seconds before trying again is worth it (the `Retry-After` header). */
  retryAfterSeconds?: number;

  constructor(
    status: HttpStatus,
    public readonly code: ErrorCode,
    message: string,
    field?: string,
  ) {
    super(
      (field
        ? { success: false, code, message, field }
        : { success: false, code, message }) satisfies ErrorBody,
      status,
    );
  }

  /** Adds a finer reason to the body (see {@link ErrorBody.reason}); answers this error. */
  withReason(reason: string): this {
    (this.getResponse() as ErrorBody).reason = reason;
    return this;
  }

  /** 400 for bad input; `field` names the offending property when there is one. */
  static validation(message: string, field?: string): AppError {
    return new AppError(HttpStatus.BAD_REQUEST, ERROR_CODES.VALIDATION, message, field);
  }

  /** 400 for a file with faults on some lines (nothing of it was used). */
  static invalidLines(message: string, lines: { line: number; message: string }[]): AppError {
    const error = new AppError(HttpStatus.BAD_REQUEST, ERROR_CODES.VALIDATION, message);
    (error.getResponse() as ErrorBody).lines = lines;
    return error;
  }

  static malformedBody(message = 'The request body is not valid JSON'): AppError {
    return new AppError(HttpStatus.BAD_REQUEST, ERROR_CODES.MALFORMED_BODY, message);
  }

  static notAuthenticated(message = 'Please log in to continue'): AppError {
    return new AppError(HttpStatus.UNAUTHORIZED, ERROR_CODES.NOT_AUTHENTICATED, message);
  }

  static notFound(code: ErrorCode, message: string): AppError {
    return new AppError(HttpStatus.NOT_FOUND, code, message);
  }

  /**
   * 429 `COMMON.RATE_LIMITED` answered with `Retry-After`: the wait in whole seconds (at least
   * 1), which `message` words.
   */
  static rateLimited(retryAfterMs: number, message: (seconds: number) => string): AppError {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    const error = new AppError(
      HttpStatus.TOO_MANY_REQUESTS,
      ERROR_CODES.RATE_LIMITED,
      message(seconds),
    );
    error.retryAfterSeconds = seconds;
    return error;
  }
}
