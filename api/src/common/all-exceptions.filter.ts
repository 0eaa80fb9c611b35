import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorLog } from './error-log.js';
import { isBusinessFailure, mapError, type MappedError } from './error-mapping.js';

/**
 * The one place where errors become responses: `{ success: false, code, message }` with
 * an honest status. Server errors are logged (error-log.ts: no request data, bounded volume).
 *
 * With `businessErrorsAs200` (BUSINESS_ERRORS_AS_200, for the original tutorial client, whose
 * server answers failures with HTTP 200) business failures (error-mapping.ts
 * `isBusinessFailure`) answer 200 with the same body.
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
    const as200 = this.businessErrorsAs200 && isBusinessFailure(exception, mapped);
    sendMapped(reply, as200 ? 200 : mapped.status, mapped);
  }
}

function sendMapped(reply: FastifyReply, status: number, mapped: MappedError): void {
  if (reply.sent) return;
  // Every answer already carries x-request-id (app.factory), so a report matches the log line.
  if (mapped.headers) void reply.headers(mapped.headers);
  void reply
    .status(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(mapped.body);
}
