import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorLog } from './error-log.js';
import { mapError, type MappedError } from './error-mapping.js';

/** Statuses a client must see as they are, even when business failures answer 200. */
const ALWAYS_HONEST = new Set([401, 403, 404, 413, 415, 429]);

/**
 * The one place where errors become responses: `{ success: false, code, message }` with
 * an honest status. Server errors are logged (error-log.ts: no request data, bounded volume).
 *
 * With `businessErrorsAs200` (BUSINESS_ERRORS_AS_200, for the original tutorial client, whose
 * server answers failures with HTTP 200) the other 4xx answer 200 with the same body.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly log = new ErrorLog();

  constructor(private readonly businessErrorsAs200 = false) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    this.respond(exception, http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
  }

  /**
   * Answers `exception`. Also Fastify's `frameworkErrors` handler (app.factory): the errors its
   * router raises before any route, and so before Nest, runs.
   */
  respond(exception: unknown, request: FastifyRequest, reply: FastifyReply): void {
    const mapped = mapError(exception);
    if (mapped.isServerError) this.log.report(request, exception, mapped.status);
    sendMapped(reply, this.statusFor(mapped), mapped);
  }

  private statusFor(mapped: MappedError): number {
    const business =
      mapped.status >= 400 && mapped.status < 500 && !ALWAYS_HONEST.has(mapped.status);
    return this.businessErrorsAs200 && business ? 200 : mapped.status;
  }
}

function sendMapped(reply: FastifyReply, status: number, mapped: MappedError): void {
  if (reply.sent) return;
  // Every answer already carries x-request-id (app.factory), so a report matches the log line.
  void reply
    .status(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(mapped.body);
}
