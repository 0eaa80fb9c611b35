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
