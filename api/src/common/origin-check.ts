import { ERROR_CODES } from '@greencart/contracts';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Marks a route a payment provider calls server to server (its webhook, its notify callback):
 * no Origin check, and its body kept as sent (body-parsers.ts). Each such route's adapter
 * verifies the provider's signature instead.
 */
export const ProviderNotification = (): MethodDecorator =>
  RouteConfig({ providerNotification: true });

/** True for a request routed to a {@link ProviderNotification} route. */
export function isNotificationRoute(request: FastifyRequest): boolean {
  const config = request.routeOptions?.config as { providerNotification?: boolean } | undefined;
  return config?.providerNotification === true;
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
    if (isNotificationRoute(request)) return;
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
