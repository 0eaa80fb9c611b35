import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ERROR_CODES, type MessageResponse } from '@greencart/contracts';
import type { FastifyReply } from 'fastify';
import { AuthRateLimiter } from '../auth/auth-rate-limiter.js';
import { TokenService } from '../auth/token.service.js';
import { AppError } from '../common/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { INVALID_CREDENTIALS_MESSAGE } from '../user/user.service.js';
import type { LoginDto } from '../user/dto/login.dto.js';

/** Compares secrets in constant time (hashing first makes the lengths equal). */
function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** The seller's session. The one seller account comes from configuration, not a table. */
@Injectable()
export class SellerService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: TokenService,
    private readonly limiter: AuthRateLimiter,
  ) {}

  async login(dto: LoginDto, ip: string, reply: FastifyReply): Promise<MessageResponse> {
    await this.limiter.assertAllowed(ip, dto.email);
    const emailOk = sameSecret(dto.email, this.config.seller.email);
    const passwordOk = sameSecret(dto.password, this.config.seller.password);
    if (!emailOk || !passwordOk) {
      await this.limiter.recordFailure(ip, dto.email);
      throw new AppError(
        HttpStatus.UNAUTHORIZED,
        ERROR_CODES.INVALID_CREDENTIALS,
        INVALID_CREDENTIALS_MESSAGE,
      );
    }
    await this.tokens.startSession(reply, 'seller', this.config.seller.email);
    return { success: true, message: 'Logged in' };
  }

  logout(reply: FastifyReply): MessageResponse {
    this.tokens.endSession(reply, 'seller');
    return { success: true, message: 'Logged Out' };
  }
}
