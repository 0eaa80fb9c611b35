import { ERROR_CODES } from '@greencart/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths called server to server with their own authentication (Stripe signs its webhook). */
export const ORIGIN_EXEMPT_PATHS = new Set(['/api/order/stripe/webhook']);

/**
 * Refuses a state-changing request whose `Origin` header is present and not allowed.
 * Requests without an Origin (curl, server to server) pass: browsers always send Origin on
 * cross-site POSTs made by scripts, and cross-site form posts no longer carry our cookies
 * because they are SameSite=Lax.
 */
export function createOriginCheck(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined || allowed.has(origin)) return;
    if (ORIGIN_EXEMPT_PATHS.has(request.url.split('?')[0])) return;
    await reply.status(403).send({
      success: false,
      code: ERROR_CODES.FORBIDDEN_ORIGIN,
      message: 'Requests from this origin are not allowed',
    });
  };
}
