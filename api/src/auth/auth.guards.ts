import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ERROR_CODES } from '@greencart/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error.js';
import { SessionCookies } from './session-cookies.js';
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
 * Lets the seller through. Guards run before the handler, so for `POST /api/product/add`
 * this refuses a stranger before a single multipart byte is read.
 */
@Injectable()
export class SellerGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionService,
    private readonly cookies: SessionCookies,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const session = await this.sessions.verify('seller', this.cookies.read(request, 'seller'));
    if (!session) {
      throw new AppError(
        HttpStatus.UNAUTHORIZED,
        ERROR_CODES.NOT_SELLER,
        'Please log in as the seller',
      );
    }
    request.sellerEmail = session.subject;
    request.sessionId = session.sessionId;
    return true;
  }
}
