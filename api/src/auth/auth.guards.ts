import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ERROR_CODES } from '@greencart/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error.js';
import { SELLER_COOKIE, USER_COOKIE } from './auth.types.js';
import { TokenService } from './token.service.js';

/** Lets a logged-in shopper through and records `request.userId`; identity comes from the cookie only. */
@Injectable()
export class UserGuard implements CanActivate {
  constructor(private readonly tokens: TokenService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const userId = await this.tokens.verify('user', request.cookies[USER_COOKIE]);
    if (!userId) throw AppError.notAuthenticated();
    request.userId = userId;
    return true;
  }
}

/**
 * Lets the seller through. Guards run before the handler, so for `POST /api/product/add`
 * this refuses a stranger before a single multipart byte is read.
 */
@Injectable()
export class SellerGuard implements CanActivate {
  constructor(private readonly tokens: TokenService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const email = await this.tokens.verify('seller', request.cookies[SELLER_COOKIE]);
    if (!email) {
      throw new AppError(
        HttpStatus.UNAUTHORIZED,
        ERROR_CODES.NOT_SELLER,
        'Please log in as the seller',
      );
    }
    request.sellerEmail = email;
    return true;
  }
}
