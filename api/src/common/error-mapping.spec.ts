import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { ERROR_CODES } from '@greencart/contracts';
import { AppError } from './app-error.js';
import { mapError } from './error-mapping.js';

describe('mapError', () => {
  it('keeps the code, message and status of an AppError', () => {
    expect(mapError(AppError.validation('price must be positive'))).toEqual({
      status: 400,
      body: { success: false, code: ERROR_CODES.VALIDATION, message: 'price must be positive' },
      isServerError: false,
    });
  });

  it('hides the text of an unexpected error (no SQL, no stack) and flags it for logging', () => {
    const mapped = mapError(
      new Error(
        'duplicate key value violates unique constraint "uq_user_email" SELECT * FROM "user"',
      ),
    );
    expect(mapped.status).toBe(500);
    expect(mapped.body.code).toBe(ERROR_CODES.INTERNAL);
    expect(mapped.body.message).not.toMatch(/SELECT|constraint/);
    expect(mapped.isServerError).toBe(true);
  });

  it('hides the text of a 5xx HttpException', () => {
    const mapped = mapError(new HttpException('pool exhausted at db:5432', 500));
    expect(mapped.body.message).not.toContain('db:5432');
  });

  it('maps Nest and Fastify 4xx errors to our codes', () => {
    expect(mapError(new NotFoundException('Cannot GET /x')).body.code).toBe(ERROR_CODES.NOT_FOUND);
    const parseError = Object.assign(new Error('Unexpected token'), {
      statusCode: 400,
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
    });
    expect(mapError(new BadRequestException('x', { cause: parseError })).body.code).toBe(
      ERROR_CODES.MALFORMED_BODY,
    );
    const tooLarge = Object.assign(new Error('too large'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    expect(mapError(tooLarge)).toMatchObject({
      status: 413,
      body: { code: ERROR_CODES.PAYLOAD_TOO_LARGE },
    });
  });
});
