import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error.js';

/**
 * Who made a change, and in which request: what every audit row records (docs/STAFF.md
 * "Audit log"). Controllers take it with {@link CurrentStaff} and hand it to the service that
 * makes the change, explicitly: no request-scoped globals, so a service called from a job or a
 * test without an actor visibly writes no row.
 */
export interface AuditActor {
  staffId: string;
  staffName: string;
  staffEmail: string;
  /** The request's id (the `x-request-id` answered to it), to find its log lines. */
  requestId: string | null;
}

/** The logged-in staff member as an {@link AuditActor}; set by `SellerGuard`. */
export const CurrentStaff = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuditActor => {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.staffId || !request.sellerEmail) throw AppError.notAuthenticated();
    return {
      staffId: request.staffId,
      staffName: request.staffName ?? '',
      staffEmail: request.sellerEmail,
      requestId: typeof request.id === 'string' ? request.id : null,
    };
  },
);
