import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ACCOUNT_TEXTS, ERROR_CODES } from '@greencart/contracts';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../auth/rate-limit-store.js';
import { AppError } from '../common/app-error.js';

/** One counter of an account action: its key and how many it allows per window. */
export interface AccountLimit {
  key: string;
  limit: number;
}

/**
 * Fixed-window limits of the account's actions (reset requests per email and per IP, password
 * checks per account), counted in the login limiter's store: in Redis when configured, so
 * every API instance counts in the same windows.
 */
@Injectable()
export class AccountRateLimiter {
  constructor(@Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore) {}

  /** Counts one attempt on every counter; 429 when any is over its limit. */
  async hit(limits: readonly AccountLimit[], windowMs: number): Promise<void> {
    const counts = await Promise.all(
      limits.map(({ key }) => this.store.increment(`account:${key}`, windowMs)),
    );
    if (counts.some((count, i) => count > limits[i].limit)) {
      throw new AppError(
        HttpStatus.TOO_MANY_REQUESTS,
        ERROR_CODES.RATE_LIMITED,
        ACCOUNT_TEXTS.tooManyRequests,
      );
    }
  }
}
