import { ERROR_CODES } from '@greencart/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths called server to server with their own authentication (the payment provider signs its notifications). */
export const ORIGIN_EXEMPT_PATHS = new Set(['/api/order/stripe/webhook']);

/** `POST /api/payment/<provider>/notify`: a provider's notify callback (payment-notify.controller.ts). */
const NOTIFY_PATH = /^\/api\/payment\/[a-z0-9-]+\/notify$/;

/**
 * True for the payment provider's notification routes: exempt from the Origin check, their
 * bodies kept as sent (body-parsers.ts). Each verifies its provider's signature instead.
 */
export function isNotificationPath(path: string): boolean {
  return ORIGIN_EXEMPT_PATHS.has(path) || NOTIFY_PATH.test(path);
}

/**
 * GET routes that change state: the original logout calls. They are checked like a POST, so a
 * page on another site cannot end a shopper's session with an `<img>` or a link.
 */
export const STATE_CHANGING_GETS = new Set(['/api/user/logout', '/api/seller/logout']);

/**
 * Refuses a state-changing request that a browser sent from another site:
 * - an `Origin` header that is not allowed (browsers send Origin on every cross-origin
 *   request made by a script and on every POST);
 * - or, without Origin, `Sec-Fetch-Site: cross-site` (a link, an image, a form from
 *   another site).
 * Requests with neither header (curl, server to server) pass: they carry no browser's cookies
 * by accident. Non-JSON bodies are refused separately (body-parsers.ts), so a cross-site
 * form cannot reach a route even where a browser omits the Origin header.
 */
export function createOriginCheck(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const path = request.url.split('?')[0];
    if (SAFE_METHODS.has(request.method) && !STATE_CHANGING_GETS.has(path)) return;
    if (isNotificationPath(path)) return;
    const origin = request.headers.origin;
    if (
      origin !== undefined
        ? allowed.has(origin)
        : request.headers['sec-fetch-site'] !== 'cross-site'
    ) {
      return;
    }
    await reply.status(403).send({
      success: false,
      code: ERROR_CODES.FORBIDDEN_ORIGIN,
      message: 'Requests from this origin are not allowed',
    });
  };
}
