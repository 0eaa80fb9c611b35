import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mapError } from './error-mapping.js';

/**
 * The one place where errors become responses: `{ success: false, code, message }` with
 * an honest status. Server errors are logged once, with the request id (pino child logger).
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    sendError(exception, request, reply);
  }
}

/** Sends the mapped error, logging server errors once with the request id. */
export function sendError(exception: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const mapped = mapError(exception);
  if (mapped.isServerError) {
    request.log.error({ err: exception, url: request.url }, 'request failed');
  }
  if (reply.sent) return;
  // Every answer already carries x-request-id (app.factory), so a report matches the log line.
  void reply
    .status(mapped.status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(mapped.body);
}
