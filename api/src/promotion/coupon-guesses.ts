import { Inject, Injectable } from '@nestjs/common';
import { COUPON_GUESS_LIMIT } from '@greencart/contracts';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../auth/rate-limit-store.js';

const WINDOW_MS = COUPON_GUESS_LIMIT.windowMinutes * 60_000;
const keyOf = (ip: string) => `coupon-guess:ip:${ip}`;

/**
 * Codes typed into the cart that are no code of the shop, counted per client address in the
 * login limiter's store (Redis when configured, so every API instance counts together):
 * past {@link COUPON_GUESS_LIMIT} the quote refuses every code without looking it up.
 */
@Injectable()
export class CouponGuesses {
  constructor(@Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore) {}

  /** True while `ip` has used up its tries of the current window. */
  async exhausted(ip: string): Promise<boolean> {
    const [count] = await this.store.counts([keyOf(ip)]);
    return (count ?? 0) >= COUPON_GUESS_LIMIT.tries;
  }

  /** Counts one code from `ip` that is no code of the shop. */
  async missed(ip: string): Promise<void> {
    await this.store.increment(keyOf(ip), WINDOW_MS);
  }
}
