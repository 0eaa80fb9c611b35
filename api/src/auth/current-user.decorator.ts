import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error.js';

/** The logged-in shopper's id, as set by {@link UserGuard} (never from the body). */
export const CurrentUserId = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string => {
    const userId = context.switchToHttp().getRequest<FastifyRequest>().userId;
    if (!userId) throw AppError.notAuthenticated();
    return userId;
  },
);

/** The logged-in seller's email, as set by {@link SellerGuard}: who made a staff change. */
export const CurrentSellerEmail = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string => {
    const email = context.switchToHttp().getRequest<FastifyRequest>().sellerEmail;
    if (!email) throw AppError.notAuthenticated();
    return email;
  },
);

/** The id of the session that authenticated the request (set by the guards). */
export const CurrentSessionId = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string => {
    const sessionId = context.switchToHttp().getRequest<FastifyRequest>().sessionId;
    if (!sessionId) throw AppError.notAuthenticated();
    return sessionId;
  },
);
