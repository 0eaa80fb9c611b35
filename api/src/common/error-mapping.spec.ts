import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { ERROR_CODES } from '@greencart/contracts';
import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { AppError } from './app-error.js';
import { isBusinessFailure, mapError } from './error-mapping.js';

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

  describe('while the database is down', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const adminShutdown = Object.assign(
      new Error('terminating connection due to administrator command'),
      { code: '57P01' },
    );
    const driverWrapped = Object.assign(new Error('Query failed'), {
      driverError: new Error('Connection terminated unexpectedly'),
    });
    const starting = Object.assign(new Error('the database system is starting up'), {
      code: '57P03',
    });

    it.each([
      ['a refused connection', refused],
      ['a server shutting down', adminShutdown],
      ['a connection lost mid-query (TypeORM driverError)', driverWrapped],
      ['a server still starting', starting],
      ['a dual-stack connect failure', new AggregateError([refused], 'connect failed')],
      ['a transaction whose connection died', new QueryRunnerAlreadyReleasedError()],
      [
        "a transaction's manager used after its connection died",
        new QueryRunnerProviderAlreadyReleasedError(),
      ],
    ])('answers 503 COMMON.UNAVAILABLE for %s', (_label, error) => {
      expect(mapError(error)).toEqual({
        status: 503,
        body: {
          success: false,
          code: ERROR_CODES.UNAVAILABLE,
          message: 'The store is temporarily unavailable, please try again',
        },
        isServerError: true,
      });
    });

    it.each([
      ['a deadlock', '40P01'],
      ['a serialization failure', '40001'],
    ])('answers 409 COMMON.CONCURRENT_CHANGE for %s (nothing written; try again)', (_l, code) => {
      const error = Object.assign(new Error('Query failed'), {
        driverError: Object.assign(new Error('deadlock detected'), { code }),
      });
      expect(mapError(error)).toEqual({
        status: 409,
        body: {
          success: false,
          code: ERROR_CODES.CONCURRENT_CHANGE,
          message: 'Someone else changed this at the same moment, please try again',
        },
        isServerError: false,
      });
    });

    it('still answers 500 for a query that is simply wrong', () => {
      const syntax = Object.assign(new Error('syntax error at or near "FORM"'), {
        driverError: Object.assign(new Error('syntax error'), { code: '42601' }),
      });
      expect(mapError(syntax).status).toBe(500);
    });
  });

  describe('isBusinessFailure (what BUSINESS_ERRORS_AS_200 answers with 200)', () => {
    const business = (error: unknown) => isBusinessFailure(error, mapError(error));

    it.each([
      ['bad input', AppError.validation('price must be positive')],
      ['not logged in', AppError.notAuthenticated()],
      [
        'wrong credentials',
        new AppError(401, ERROR_CODES.INVALID_CREDENTIALS, 'Invalid email or password'),
      ],
      ['a conflict', new AppError(409, ERROR_CODES.EMAIL_TAKEN, 'taken')],
    ])('turns %s into 200', (_label, error) => {
      expect(business(error)).toBe(true);
    });

    it.each([
      ['a malformed body', AppError.malformedBody()],
      ['a refused Stripe webhook', new AppError(400, ERROR_CODES.WEBHOOK_INVALID, 'bad signature')],
      ['an origin refusal', new AppError(403, ERROR_CODES.FORBIDDEN_ORIGIN, 'no')],
      ['a rate limit', new AppError(429, ERROR_CODES.RATE_LIMITED, 'slow down')],
      ['a missing order', AppError.notFound(ERROR_CODES.ORDER_NOT_FOUND, 'Order not found')],
      ['an unknown route', new NotFoundException('Cannot GET /x')],
      [
        'a framework 400',
        Object.assign(new Error('bad url'), { statusCode: 400, code: 'FST_ERR_BAD_URL' }),
      ],
      ['a server error', new Error('boom')],
    ])('keeps %s honest', (_label, error) => {
      expect(business(error)).toBe(false);
    });
  });
});
