import { HttpException, HttpStatus } from '@nestjs/common';
import { ERROR_CODES, type ErrorCode } from '@greencart/contracts';

/** The body every failure answers. */
export interface ErrorBody {
  success: false;
  code: ErrorCode;
  message: string;
}

/** An expected failure with a stable code, a human message and an honest HTTP status. */
export class AppError extends HttpException {
  constructor(
    status: HttpStatus,
    public readonly code: ErrorCode,
    message: string,
  ) {
    super({ success: false, code, message } satisfies ErrorBody, status);
  }

  static validation(message: string): AppError {
    return new AppError(HttpStatus.BAD_REQUEST, ERROR_CODES.VALIDATION, message);
  }

  static notAuthenticated(message = 'Please log in to continue'): AppError {
    return new AppError(HttpStatus.UNAUTHORIZED, ERROR_CODES.NOT_AUTHENTICATED, message);
  }

  static notFound(code: ErrorCode, message: string): AppError {
    return new AppError(HttpStatus.NOT_FOUND, code, message);
  }
}
