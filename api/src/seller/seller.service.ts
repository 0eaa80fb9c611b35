import { createHash, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AuthRateLimiter } from '../auth/auth-rate-limiter.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { invalidCredentials } from '../user/user.service.js';
import type { LoginDto } from '../user/dto/login.dto.js';

/** Compares secrets in constant time (hashing first makes the lengths equal). */
function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** The seller's credentials. The one seller account comes from configuration, not a table. */
@Injectable()
export class SellerService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limiter: AuthRateLimiter,
  ) {}

  /** Checks the credentials and answers the session subject (the seller's email). */
  async login(dto: LoginDto, ip: string): Promise<string> {
    await this.limiter.begin(ip, dto.email);
    const emailOk = sameSecret(dto.email, this.config.seller.email);
    const passwordOk = sameSecret(dto.password, this.config.seller.password);
    if (!emailOk || !passwordOk) throw invalidCredentials();
    await this.limiter.succeeded(ip, dto.email);
    return this.config.seller.email;
  }
}
