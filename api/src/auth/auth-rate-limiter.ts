import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ERROR_CODES } from '@greencart/contracts';
import { AppError } from '../common/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from './rate-limit-store.js';

/**
 * Fixed-window limiter for login and register, shared by every API instance when Redis is
 * configured (in memory otherwise). Two counters: every attempt per client IP (`perIp`),
 * and attempts per IP + email (`perEmail`), so guessing one account's password is stopped
 * quickly while a shared test runner logging in many different accounts from one IP is not.
 *
 * Both counters are incremented atomically BEFORE the password is checked: 40 simultaneous
 * guesses cannot all read "under the limit" and then all be checked (they were, when the
 * failure was recorded after the ~70 ms bcrypt compare). A successful attempt gives its
 * IP + email slot back, so a shopper who logs in often is never locked out.
 */
@Injectable()
export class AuthRateLimiter {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
  ) {}

  /** Counts an attempt; throws 429 when the IP or the IP + email pair is over its limit. */
  async begin(ip: string, email: string): Promise<void> {
    const { perIp, perEmail } = this.config.authRateLimit;
    const windowMs = this.config.authRateLimit.windowSeconds * 1000;
    const [ipCount, pairCount] = await Promise.all([
      this.store.increment(this.ipKey(ip), windowMs),
      this.store.increment(this.pairKey(ip, email), windowMs),
    ]);
    if (ipCount > perIp || pairCount > perEmail) {
      throw new AppError(
        HttpStatus.TOO_MANY_REQUESTS,
        ERROR_CODES.RATE_LIMITED,
        'Too many attempts, please try again later',
      );
    }
  }

  /** The attempt succeeded: its IP + email slot is given back. */
  async succeeded(ip: string, email: string): Promise<void> {
    await this.store.decrement(this.pairKey(ip, email));
  }

  private ipKey(ip: string): string {
    return `auth:ip:${ip}`;
  }

  private pairKey(ip: string, email: string): string {
    return `auth:pair:${ip}:${email.trim().toLowerCase()}`;
  }
}
