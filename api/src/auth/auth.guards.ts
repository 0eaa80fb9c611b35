import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ERROR_CODES, roleCan } from '@greencart/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error.js';
import { SessionCookies } from './session-cookies.js';
import {
  ANY_STAFF,
  STAFF_BODY_PERMISSION_KEY,
  STAFF_PERMISSION_KEY,
  STAFF_SCOPED_PERMISSION_KEY,
  bodyUsesOf,
  scopeOf,
  type BodyPermission,
  type DeclaredPermission,
  type ScopedPermission,
} from '../staff/require-permission.js';
import { StaffService } from '../staff/staff.service.js';
import { SessionService } from './session.service.js';

/** Lets a logged-in shopper through and records `request.userId`; identity comes from the cookie only. */
@Injectable()
export class UserGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionService,
    private readonly cookies: SessionCookies,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const session = await this.sessions.verify('user', this.cookies.read(request, 'user'));
    if (!session) throw AppError.notAuthenticated();
    request.userId = session.subject;
    request.sessionId = session.sessionId;
    return true;
  }
}

/**
 * Lets an active staff member through when their role has the permission the route declares
 * (`@RequirePermission`, staff/require-permission.ts; table in the contracts' staff.ts).
 * 401 without a valid session of an active account, 403 when the role lacks the permission
 * or the route declares none. A route may also let other permissions in for narrower uses
 * (`@AlsoPermitScoped`: one order's audit entries with `orders.read`). Guards run before the handler, so for `POST /api/product/add`
 * this refuses a stranger before a single multipart byte is read.
 */
@Injectable()
export class SellerGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionService,
    private readonly cookies: SessionCookies,
    private readonly staff: StaffService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const session = await this.sessions.verify('seller', this.cookies.read(request, 'seller'));
    const account = session && (await this.staff.findActive(session.subject));
    if (!session || !account) {
      throw new AppError(
        HttpStatus.UNAUTHORIZED,
        ERROR_CODES.NOT_SELLER,
        'Please log in as the seller',
      );
    }
    const declared = this.reflector.get<DeclaredPermission | undefined>(
      STAFF_PERMISSION_KEY,
      context.getHandler(),
    );
    const scope = scopeOf(
      this.reflector.get<ScopedPermission[] | undefined>(
        STAFF_SCOPED_PERMISSION_KEY,
        context.getHandler(),
      ),
      request.query,
    );
    const stricter = bodyUsesOf(
      this.reflector.get<BodyPermission[] | undefined>(
        STAFF_BODY_PERMISSION_KEY,
        context.getHandler(),
      ),
      request.body,
    );
    const allowed =
      (declared === ANY_STAFF ||
        (declared !== undefined && roleCan(account.role, declared)) ||
        (declared !== undefined &&
          scope !== undefined &&
          roleCan(account.role, scope.permission))) &&
      stricter.every((use) => roleCan(account.role, use.permission));
    if (!allowed) {
      throw new AppError(
        HttpStatus.FORBIDDEN,
        ERROR_CODES.NOT_PERMITTED,
        `Your role (${account.role}) may not do this; ask the shop owner`,
      );
    }
    request.sellerEmail = account.email;
    request.staffId = account.id;
    request.staffName = account.name;
    request.staffRole = account.role;
    request.sessionId = session.sessionId;
    return true;
  }
}
