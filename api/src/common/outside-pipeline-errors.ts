import { STATUS_CODES, type OutgoingHttpHeaders } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_CODES, type ErrorCode } from '@greencart/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { AllExceptionsFilter } from './all-exceptions.filter.js';
import { INSTANCE_ID, INSTANCE_ID_HEADER, REQUEST_ID_HEADER } from './request-id.js';
import { sharedHeaders } from './shared-headers.js';

/** Every answer names its request and API instance, so a report matches the log line. */
export function identify(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header(REQUEST_ID_HEADER, request.id).header(INSTANCE_ID_HEADER, INSTANCE_ID);
}

/** What Node's HTTP parser refuses, by its error code; anything else is a plain 400. */
const CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: ERROR_CODES.PAYLOAD_TOO_LARGE,
    message: 'The request headers are too large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: ERROR_CODES.VALIDATION,
    message: 'The request took too long to arrive',
  },
};
const MALFORMED = {
  status: 400,
  code: ERROR_CODES.VALIDATION,
  message: 'The request is not valid HTTP',
};

/**
 * Errors answered before any hook runs, in the same shape and with the same security headers
 * as every other answer (a client must never see Fastify's or Node's own bodies):
 * - the router's refusals (`frameworkErrors`): a malformed %-escape, an over-long path segment;
 * - the HTTP parser's (`clientErrorHandler`, no request at all): headers over Node's limit, a
 *   broken request line, a request that never finished arriving.
 *
 * The headers are learnt at start-up from one full answer ({@link learnHeaders}).
 */
export class OutsidePipelineErrors {
  private headers: OutgoingHttpHeaders = {};

  constructor(private readonly errors: AllExceptionsFilter) {}

  /** Keeps the route-independent headers of a full answer (e.g. an unknown route's 404). */
  learnHeaders(headers: Record<string, unknown>): void {
    this.headers = sharedHeaders(headers);
  }

  readonly router = (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    void reply.headers(this.headers);
    identify(request, reply);
    this.errors.respond(error, request, reply);
  };

  readonly client = (error: NodeJS.ErrnoException, socket: Duplex): void => {
    // A reset connection has nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, code, message } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
    const body = JSON.stringify({ success: false, code, message });
    const headers = { ...this.headers, [INSTANCE_ID_HEADER]: INSTANCE_ID };
    const lines = Object.entries(headers).flatMap(([name, value]) =>
      [value ?? []].flat().map((one) => `${name}: ${String(one)}`),
    );
    if (socket.writable) {
      socket.write(
        [
          `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
          ...lines,
          `content-length: ${Buffer.byteLength(body)}`,
          'connection: close',
          '',
          body,
        ].join('\r\n'),
      );
    }
    socket.destroy();
  };
}
