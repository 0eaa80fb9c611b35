import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ERROR_CODES } from '@greencart/contracts';
import { AppError } from '../common/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window limiter for login and register, in memory (per API instance).
 * Two counters: every attempt per client IP (`perIp`), and failed attempts per IP + email
 * (`perEmail`), so guessing one account's password is stopped quickly while a shared test
 * runner logging in many different accounts from one IP is not.
 */
@Injectable()
export class AuthRateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Counts an attempt; throws 429 when the IP or the IP + email pair is over its limit. */
  assertAllowed(ip: string, email: string): void {
    const { perIp, perEmail } = this.config.authRateLimit;
    const ipWindow = this.window(`ip:${ip}`);
    const pairWindow = this.window(this.pairKey(ip, email));
    if (ipWindow.count >= perIp || pairWindow.count >= perEmail) {
      throw new AppError(
        HttpStatus.TOO_MANY_REQUESTS,
        ERROR_CODES.RATE_LIMITED,
        'Too many attempts, please try again later',
      );
    }
    ipWindow.count += 1;
  }

  /** Records a failed attempt (wrong password, unknown email, email taken). */
  recordFailure(ip: string, email: string): void {
    this.window(this.pairKey(ip, email)).count += 1;
  }

  private pairKey(ip: string, email: string): string {
    return `pair:${ip}:${email.trim().toLowerCase()}`;
  }

  private window(key: string): Window {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 100_000) this.sweep(now);
      window = { count: 0, resetAt: now + this.config.authRateLimit.windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    return window;
  }

  /** Drops expired windows so a flood of distinct keys cannot grow memory without bound. */
  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
