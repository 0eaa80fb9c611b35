import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ERROR_CODES } from '@greencart/contracts';
import { AppError } from '../common/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from './rate-limit-store.js';

/**
 * Fixed-window limiter for login and register, shared by every API instance when Redis is
 * configured (in memory otherwise). Two counters: every attempt per client IP (`perIp`),
 * and failed attempts per IP + email (`perEmail`), so guessing one account's password is
 * stopped quickly while a shared test runner logging in many different accounts from one IP
 * is not.
 */
@Injectable()
export class AuthRateLimiter {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
  ) {}

  /** Counts an attempt; throws 429 when the IP or the IP + email pair is over its limit. */
  async assertAllowed(ip: string, email: string): Promise<void> {
    const { perIp, perEmail } = this.config.authRateLimit;
    const [ipCount, pairCount] = await this.store.counts([this.ipKey(ip), this.pairKey(ip, email)]);
    if (ipCount >= perIp || pairCount >= perEmail) {
      throw new AppError(
        HttpStatus.TOO_MANY_REQUESTS,
        ERROR_CODES.RATE_LIMITED,
        'Too many attempts, please try again later',
      );
    }
    await this.store.increment(this.ipKey(ip), this.windowMs());
  }

  /** Records a failed attempt (wrong password, unknown email, email taken). */
  async recordFailure(ip: string, email: string): Promise<void> {
    await this.store.increment(this.pairKey(ip, email), this.windowMs());
  }

  private windowMs(): number {
    return this.config.authRateLimit.windowSeconds * 1000;
  }

  private ipKey(ip: string): string {
    return `auth:ip:${ip}`;
  }

  private pairKey(ip: string, email: string): string {
    return `auth:pair:${ip}:${email.trim().toLowerCase()}`;
  }
}
