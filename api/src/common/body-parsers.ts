import { HttpStatus } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ERROR_CODES } from '@greencart/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { parseBoundedJson } from './body-guard.js';
import { isNotificationRoute } from './origin-check.js';

/**
 * The only body types the API reads: JSON (bounded, see body-guard.ts) and multipart (product
 * images, read by the route itself). Form-encoded and plain-text bodies are refused with 415:
 * a browser sends them cross-site without a CORS preflight, so no route may accept them.
 *
 * The payment provider's notifications keep their exact bytes (`rawBody`, which their signature
 * covers) and are parsed without our shape bounds: they are checked by their signature, not by
 * us. A notify callback is the one form-encoded body taken (a provider may send its notify
 * so); its adapter reads the raw bytes, after the signature.
 */
export function registerBodyParsers(app: NestFastifyApplication, bodyLimit: number): void {
  app.useBodyParser(
    'application/json',
    { bodyLimit },
    async (request: FastifyRequest, body: Buffer) => {
      const raw = body;
      if (isNotificationRoute(request)) {
        try {
          return JSON.parse(raw.toString('utf8')) as unknown;
        } catch {
          throw AppError.malformedBody();
        }
      }
      return parseBoundedJson(raw);
    },
  );
  app.useBodyParser(
    'application/x-www-form-urlencoded',
    { bodyLimit },
    async (request: FastifyRequest) => {
      if (!isNotificationRoute(request)) throw unsupportedType();
      // The route reads `rawBody` (kept by Nest for every parsed body).
      return {};
    },
  );
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  fastify.removeContentTypeParser('text/plain');
}

function unsupportedType(): AppError {
  return new AppError(
    HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
    'Send the request body as JSON (Content-Type: application/json)',
  );
}
